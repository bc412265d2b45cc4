// Process entry: starts the HTTP server around the app built by Vite
// (server/app.ts), or around Vite's dev server with --dev. Everything else —
// configuration, database, routes — lives in server/app.ts and app/.
import http from "node:http";
import path from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";

const dev = process.argv.includes("--dev");
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function loadAppModule() {
  if (!dev) {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    return {
      mod: await import(pathToFileURL(path.join(buildDir, "server/index.js")).href),
      vite: null,
      buildDir,
    };
  }
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true } });
  return { mod: await vite.ssrLoadModule("./server/app.ts"), vite };
}

async function main() {
  const started = performance.now();
  let loaded;
  try {
    loaded = await loadAppModule();
  } catch (error) {
    if (error?.code === "ERR_MODULE_NOT_FOUND" && !dev) {
      console.error("No build found: run `npm run build` first (or `npm start`, which builds and starts).");
      process.exit(1);
    }
    throw error;
  }
  const { mod, vite, buildDir } = loaded;
  let instance;
  try {
    instance = await mod.createApp({
      mode: dev ? "development" : "production",
      ...(buildDir ? { clientDir: path.join(buildDir, "client") } : {}),
    });
  } catch (error) {
    // One clear line, no stack trace: bad configuration or unreachable database.
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      JSON.stringify({ level: "fatal", time: new Date().toISOString(), msg: `start-up failed: ${message}` }),
    );
    process.exit(1);
  }
  const { app, services, shutdown } = instance;
  const handler = vite ? (req, res) => vite.middlewares(req, res, () => app(req, res)) : app;
  const server = http.createServer(handler);
  server.keepAliveTimeout = 65_000;
  // Issue 18: slow clients cannot hold a request open — headers within 15 s, the whole
  // request (a 10 MB upload on a slow line included) within 2 minutes.
  server.headersTimeout = 15_000;
  server.requestTimeout = 120_000;
  const { PORT: port, HOST: host } = services.env;
  server.on("error", async (error) => {
    const message =
      error.code === "EADDRINUSE" ? `port ${port} on ${host} is already in use (set PORT)` : error.message;
    console.error(
      JSON.stringify({ level: "fatal", time: new Date().toISOString(), msg: `start-up failed: ${message}` }),
    );
    await shutdown().catch(() => {});
    process.exit(1);
  });
  server.listen(port, host, () => {
    services.logger.info(
      {
        url: `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`,
        database: services.database.kind,
        startupMs: Math.round(performance.now() - started),
      },
      "Atlante is ready",
    );
  });

  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    services.logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      services.logger.warn("shutdown timed out; closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      try {
        await vite?.close();
        await shutdown();
        services.logger.info("shutdown complete");
        process.exit(0);
      } catch (error) {
        services.logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main();

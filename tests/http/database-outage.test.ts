import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../helpers/test-db";
import { type RunningServer, startServer } from "../helpers/test-server";

/**
 * A TCP proxy between the server and PostgreSQL that the test can cut and
 * restore, to check that an outage gives 503s and the site recovers by itself.
 */
function createProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        client.pipe(upstream).pipe(client);
        const close = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", close);
        upstream.on("error", close);
        client.on("close", close);
        upstream.on("close", close);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    listen,
    get port() {
      return port;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        server?.close(() => resolve());
      }),
  };
}

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("database outage (PostgreSQL)", () => {
  let server: RunningServer | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("answers 503 while the database is away and recovers when it returns", async () => {
    const database = await createPostgresDatabase();
    drop = database!.drop;
    const target = new URL(database!.url);
    const proxy = createProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.listen();
    const viaProxy = new URL(database!.url);
    viaProxy.port = String(proxy.port);
    viaProxy.hostname = "127.0.0.1";
    server = await startServer({ DATABASE_URL: viaProxy.toString() });

    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${server.url}/`)).status).toBe(200);

    await proxy.cut();
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const page = await fetch(`${server.url}/privacy`);
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain("Il servizio è momentaneamente non disponibile");
    expect(html).not.toMatch(/ECONNREFUSED|at .*\.js:\d+/);

    await proxy.listen();
    let recovered = false;
    for (let i = 0; i < 40 && !recovered; i++) {
      await new Promise((r) => setTimeout(r, 250));
      recovered = (await fetch(`${server.url}/`)).status === 200;
    }
    expect(recovered).toBe(true);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 120_000);
});

describe("graceful shutdown", () => {
  it("finishes in-flight requests, closes the database and exits 0 on SIGTERM", async () => {
    const running = await startServer();
    const inFlight = fetch(`${running.url}/privacy`);
    await new Promise((r) => setTimeout(r, 5));
    const code = await running.stop("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Privacy Policy");
    expect(code).toBe(0);
    expect(running.logs()).toContain("shutdown complete");
  }, 120_000);
});

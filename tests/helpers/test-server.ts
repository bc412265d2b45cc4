import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createPostgresDatabase } from "./test-db";

export interface RunningServer {
  url: string;
  port: number;
  /** The server process's id (e.g. to read its memory from /proc). */
  pid: number;
  dataDir: string;
  logs(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const SETUP_TOKEN = "test-setup-token-0123456789";

/**
 * Starts the production build (`node server.js`) on 127.0.0.1 with a fresh
 * data folder (and a fresh PostgreSQL database when TEST_DATABASE_URL is set).
 * Requires `npm run build` beforehand (the test script does it).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js"))) {
    throw new Error("No build found: run `npm run build` before the HTTP tests.");
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atlante-http-"));
  const pg = await createPostgresDatabase();
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: pg?.url ?? "",
      AUTH_SECRET: "http-test-secret-http-test-secret-0123",
      ADMIN_SETUP_TOKEN: SETUP_TOKEN,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  // A loaded machine may need longer (TEST_SERVER_START_MS, default 60 s).
  const startMs = Number(process.env.TEST_SERVER_START_MS) || 60_000;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Server did not start within ${startMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    pid: child.pid ?? 0,
    dataDir,
    logs: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** Keeps cookies between requests, like a browser (no redirects followed). */
export class CookieJar {
  private cookies = new Map<string, string>();

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attrs] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    const cookie = this.header();
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    this.store(response);
    return response;
  }
}

/** Submits a form the way a browser on the same origin does. */
export function postForm(jar: CookieJar, baseUrl: string, pathname: string, fields: Record<string, string>) {
  return jar.fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

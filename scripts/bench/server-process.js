// Shared by the benchmarks: start the production build (`node server.js`) on
// 127.0.0.1, wait until it answers, stop it.
import { spawn } from "node:child_process";

/**
 * Spawns `node server.js` in production mode on 127.0.0.1:`port` with `dataDir` as its
 * data folder, the embedded database and warn-level logs; `env` adds or overrides variables.
 */
export function spawnServer(port, dataDir, env = {}) {
  return spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
    stdio: "ignore",
  });
}

/** Asks `url` every `intervalMs` until it answers 2xx (true), or `timeoutMs` has passed (false). */
export async function waitUntilOk(url, intervalMs, timeoutMs) {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {}
    if (performance.now() - started > timeoutMs) return false;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Sends `signal` to the server and resolves once it has exited. */
export function stopServer(child, signal = "SIGTERM") {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

// Shared by the benchmarks: start the production build (`node server.js`) on
// 127.0.0.1, wait until it answers, stop it.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";

/** `taskset` (util-linux) when present: load tests pin the server and the load generator apart. */
export const TASKSET = ["/usr/bin/taskset", "/bin/taskset"].find((file) => fs.existsSync(file)) ?? null;

/** The command that runs `args` on the given CPUs (e.g. "0"), or as is without taskset. */
export function pinned(cpus, command, args) {
  return cpus && TASKSET ? [TASKSET, ["-c", cpus, command, ...args]] : [command, args];
}

/**
 * Spawns `node server.js` in production mode on 127.0.0.1:`port` with `dataDir` as its
 * data folder, the embedded database and warn-level logs; `env` adds or overrides variables;
 * `options.cpus` pins it to those CPUs (taskset execs, so the child's pid is node's).
 */
export function spawnServer(port, dataDir, env = {}, options = {}) {
  const [command, args] = pinned(options.cpus, process.execPath, ["server.js"]);
  return spawn(command, args, {
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

/** User plus system CPU time the process has used so far, in milliseconds (Linux). */
export function cpuMillis(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
  } catch {
    return Number.NaN;
  }
}

/** Sends `signal` to the server and resolves once it has exited. */
export function stopServer(child, signal = "SIGTERM") {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

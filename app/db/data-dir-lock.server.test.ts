import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DatabaseLockedError, LOCK_FILE, processStartTime } from "./data-dir-lock.server";

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atlante-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function writeLock(dir: string, owner: { pid: number; startTime: string | null }) {
  fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(owner));
}

/** A process that is surely alive for the test's duration. */
function liveProcess() {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  children.push(child);
  return child.pid as number;
}

describe.skipIf(process.platform !== "linux")("atlante.lock", () => {
  it("refuses to start while a live process holds the lock", () => {
    const dir = tempDir();
    const pid = liveProcess();
    writeLock(dir, { pid, startTime: processStartTime(pid) ?? null });
    expect(() => acquireDataDirLock(dir)).toThrow(DatabaseLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by process ${pid}`));
  });

  it("blocks a second open in the same process until the first releases", () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DatabaseLockedError);
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it("takes over the lock of a process that is gone", () => {
    const dir = tempDir();
    const dead = spawnSync("true");
    writeLock(dir, { pid: dead.pid as number, startTime: "12345" });
    const release = acquireDataDirLock(dir);
    const owner = JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), "utf8"));
    expect(owner).toEqual({ pid: process.pid, startTime: processStartTime(process.pid) });
    release();
  });

  it("takes over a lock whose PID now belongs to another, later process (PID reuse)", () => {
    const dir = tempDir();
    const pid = liveProcess();
    const realStart = processStartTime(pid);
    expect(realStart).toMatch(/^\d+$/);
    writeLock(dir, { pid, startTime: String(Number(realStart) - 1000) });
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), "utf8")).pid).toBe(process.pid);
    release();
  });

  it("lets exactly one of several simultaneous processes take a stale lock", async () => {
    const dir = tempDir();
    writeLock(dir, { pid: spawnSync("true").pid as number, startTime: "1" });
    const script = path.join(dir, "take.mts");
    const lockModule = path.resolve("app/db/data-dir-lock.server.ts");
    // Each child loads everything, says "ready", then races for the lock when the parent says go.
    fs.writeFileSync(
      script,
      `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
process.stdout.write("ready\\n");
process.stdin.once("data", () => {
  try { acquireDataDirLock(${JSON.stringify(dir)}); process.stdout.write("won\\n"); setTimeout(() => process.exit(0), 1000); }
  catch (e) { process.stdout.write(e.name + "\\n"); process.exit(0); }
});`,
    );
    const spawned = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ["--import", "tsx", script], {
        stdio: ["pipe", "pipe", "inherit"],
      });
      children.push(child);
      let out = "";
      const ready = new Promise<void>((resolve) => {
        child.stdout.on("data", (chunk) => {
          out += chunk;
          if (out.includes("ready")) resolve();
        });
      });
      const done = new Promise<string>((resolve) =>
        child.on("close", () => resolve(out.replace("ready", "").trim())),
      );
      return { child, ready, done };
    });
    await Promise.all(spawned.map((s) => s.ready));
    for (const s of spawned) s.child.stdin?.write("go\n");
    const results = await Promise.all(spawned.map((s) => s.done));
    expect(results.filter((r) => r === "won")).toHaveLength(1);
    expect(results.filter((r) => r === "DatabaseLockedError")).toHaveLength(3);
  }, 20_000);
});

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The embedded database's `atlante.lock` (one process per data folder, ADR 1822).
 *
 * - Creation is atomic: the content is written to a private file opened with
 *   O_EXCL (`wx`), then hard-linked to `atlante.lock`; link(2) fails with
 *   EEXIST when the lock exists, so two starting processes cannot both win
 *   and nobody ever reads a half-written lock.
 * - The lock records the holder's PID and its start time (field 22 of
 *   /proc/<pid>/stat on Linux). A lock is stale when that PID is gone or now
 *   belongs to a process that started at another time (PID reuse).
 * - A stale lock is replaced under a short-lived `atlante.lock.takeover`
 *   mutex (also O_EXCL), so two processes replacing the same stale lock
 *   cannot both succeed.
 */

export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

export const LOCK_FILE = "atlante.lock";
/** A takeover mutex older than this was left by a crashed process. */
const TAKEOVER_STALE_MS = 10_000;

interface LockOwner {
  pid: number;
  /** Start time of the process (clock ticks since boot on Linux), null when unknown. */
  startTime: string | null;
}

/** Start time of a process, or null when it does not exist (undefined when unknowable here). */
export function processStartTime(pid: number): string | null | undefined {
  if (process.platform !== "linux") return processExists(pid) ? undefined : null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null; // field 22 overall
  } catch {
    return null;
  }
}

function processExists(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (Number.isInteger(value.pid) && (value.pid as number) > 0)
      return {
        pid: value.pid as number,
        startTime: typeof value.startTime === "string" ? value.startTime : null,
      };
  } catch {
    // Older format: the PID alone.
    const pid = Number.parseInt(text, 10);
    if (Number.isInteger(pid) && pid > 0) return { pid, startTime: null };
  }
  return null;
}

/** True when the process that wrote the lock is still the one running under that PID. */
export function isOwnerAlive(owner: LockOwner): boolean {
  const current = processStartTime(owner.pid);
  if (current === null) return false;
  if (current === undefined || owner.startTime === null) return true;
  return current === owner.startTime;
}

function readOwner(lockPath: string): LockOwner | null | "missing" {
  try {
    return parseOwner(fs.readFileSync(lockPath, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
    throw error;
  }
}

function writeExclusive(file: string, content: string) {
  const fd = fs.openSync(file, "wx", 0o644);
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function tryLink(source: string, target: string) {
  try {
    fs.linkSync(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

function lockedError(dataDir: string, pid: number) {
  return new DatabaseLockedError(
    `The embedded database in ${dataDir} is already in use by process ${pid}. PGlite allows one process per data folder: stop the other process, choose another DATA_DIR, or set DATABASE_URL to use PostgreSQL.`,
  );
}

/** Replaces a stale lock, unless another process is doing it or has just done it. */
function takeOver(lockPath: string, staleText: string, ownFile: string) {
  const mutex = `${lockPath}.takeover`;
  try {
    writeExclusive(mutex, String(process.pid));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const age = Date.now() - (fs.statSync(mutex, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > TAKEOVER_STALE_MS) fs.rmSync(mutex, { force: true });
    return false;
  }
  try {
    // Still the same stale content? Then nobody has replaced it meanwhile.
    let current: string | null = null;
    try {
      current = fs.readFileSync(lockPath, "utf8");
    } catch {
      current = null;
    }
    if (current !== null && current !== staleText) return false;
    fs.rmSync(lockPath, { force: true });
    return tryLink(ownFile, lockPath);
  } finally {
    fs.rmSync(mutex, { force: true });
  }
}

/**
 * Takes the data folder's lock or throws DatabaseLockedError; returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, startTime: processStartTime(process.pid) ?? null };
  const content = JSON.stringify(me);
  const ownFile = `${lockPath}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  writeExclusive(ownFile, content);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (tryLink(ownFile, lockPath)) return releaseFor(lockPath, content);
      let staleText: string;
      try {
        staleText = fs.readFileSync(lockPath, "utf8");
      } catch {
        continue; // Released meanwhile: try again.
      }
      const owner = parseOwner(staleText);
      if (owner && isOwnerAlive(owner)) throw lockedError(dataDir, owner.pid);
      if (!owner) {
        // Unreadable content cannot be told apart from a live owner; only an old file is replaced.
        const age = Date.now() - (fs.statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs ?? 0);
        if (age < TAKEOVER_STALE_MS) throw lockedError(dataDir, 0);
      }
      if (takeOver(lockPath, staleText, ownFile)) return releaseFor(lockPath, content);
      const after = readOwner(lockPath);
      if (after !== "missing" && after && isOwnerAlive(after)) throw lockedError(dataDir, after.pid);
    }
    throw lockedError(dataDir, 0);
  } finally {
    fs.rmSync(ownFile, { force: true });
  }
}

function releaseFor(lockPath: string, content: string) {
  return () => {
    try {
      if (fs.readFileSync(lockPath, "utf8") === content) fs.unlinkSync(lockPath);
    } catch {
      // Already gone.
    }
  };
}

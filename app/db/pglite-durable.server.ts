import fs from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/**
 * PGlite on Node's file system, with commits flushed to disk before they are
 * acknowledged (issue 18, ADR 1821).
 *
 * Out of the box PGlite starts PostgreSQL with `-F` (fsync off) and its
 * Emscripten NODEFS has no `fsync` stream operation, so nothing ever reaches
 * the disk's platters before the OS decides to write it back. Here:
 * - PostgreSQL runs with `fsync=on` and `wal_sync_method=fsync` (the wasm
 *   build's `fdatasync` is a no-op, while `fsync` reaches the file system's
 *   stream operations), `synchronous_commit=on` (the default);
 * - NODEFS gets an `fsync` stream operation that calls `fs.fsyncSync` on the
 *   real file descriptor, so PostgreSQL's WAL flush at COMMIT and its
 *   checkpoint flushes become real fsync(2) calls.
 */

interface EmscriptenStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS: {
    stream_ops: { fsync?: (stream: EmscriptenStream) => number };
    tryFSOperation<T>(fn: () => T): T;
  };
}

/** fsync(2) calls issued for the database since the process started (bench and tests read it). */
export const fsyncCounter = { calls: 0 };

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS["init"]>[1]) {
    const result = await super.init(pg, options);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...(Array.isArray(preRun) ? preRun : [preRun]),
      (module: unknown) => {
        const nodefs = (module as EmscriptenModule).NODEFS;
        nodefs.stream_ops.fsync = (stream) => {
          const fd = stream.nfd;
          if (typeof fd !== "number") return 0;
          // Errors become errno values for PostgreSQL, which then refuses the commit (PANIC).
          nodefs.tryFSOperation(() => fs.fsyncSync(fd));
          fsyncCounter.calls++;
          return 0;
        };
      },
    ];
    return result;
  }
}

/** PGlite's own start parameters without `-F`, plus the settings that make COMMIT durable. */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [
    ...defaults.filter((param) => param !== "-F"),
    "-c",
    "fsync=on",
    "-c",
    "wal_sync_method=fsync",
    "-c",
    "synchronous_commit=on",
    "-c",
    "full_page_writes=on",
  ];
}

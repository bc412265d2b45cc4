// PGlite durability (issue 18, ADR 1821): N single-row INSERTs, each its own acknowledged
// COMMIT, on a fresh on-disk data folder, with the app's durable setup (fsync per commit)
// and with PGlite's stock setup (`-F`, no fsync). Each mode runs in its own process under
//   strace -f -c -e trace=fsync,fdatasync
// so the fsync(2)/fdatasync(2) system calls are counted by the kernel's tracer, not by us.
// strace is needed for the syscall counts: `apt-get install -y strace` (Debian/Ubuntu); without
// it the script still reports throughput and the fsyncs counted by the file-system hook.
// Run: npx tsx --tsconfig tsconfig.json scripts/bench/pglite-durability.ts [--writes 500]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "~/db/client.server";
import { fsyncCounter } from "~/db/pglite-durable.server";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const writes = Number(option("writes", "500"));

async function child(mode: "durable" | "stock") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `atlante-durability-${mode}-`));
  try {
    const query =
      mode === "durable"
        ? await (async () => {
            const handle = await openDatabase({ dataDir: dir });
            const run = (sql: string, params: unknown[] = []) =>
              (handle.db as unknown as { $client: PGlite }).$client.query(sql, params);
            return { run, close: () => handle.close() };
          })()
        : await (async () => {
            const client = new PGlite(path.join(dir, "pglite"));
            await client.waitReady;
            return {
              run: (sql: string, params: unknown[] = []) => client.query(sql, params),
              close: () => client.close(),
            };
          })();
    await query.run("create table bench_writes (id serial primary key, body text not null)");
    const before = fsyncCounter.calls;
    const started = performance.now();
    for (let i = 0; i < writes; i++)
      await query.run("insert into bench_writes (body) values ($1)", [`riga ${i}`]);
    const ms = performance.now() - started;
    const hookFsyncs = fsyncCounter.calls - before;
    await query.close();
    process.stdout.write(`${JSON.stringify({ mode, writes, ms, hookFsyncs })}\n`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function hasStrace() {
  return spawnSync("strace", ["-V"], { stdio: "ignore" }).status === 0;
}

function runMode(mode: "durable" | "stock", strace: boolean) {
  const self = fileURLToPath(import.meta.url);
  const tsx = ["--import", "tsx", self, "--child", mode, "--writes", String(writes)];
  const traceFile = path.join(os.tmpdir(), `atlante-strace-${mode}-${process.pid}.txt`);
  const command = strace ? "strace" : process.execPath;
  const commandArgs = strace
    ? ["-f", "-c", "-o", traceFile, "-e", "trace=fsync,fdatasync", process.execPath, ...tsx]
    : tsx;
  const result = spawnSync(command, commandArgs, { encoding: "utf8", env: process.env });
  if (result.status !== 0) throw new Error(`${mode} run failed:\n${result.stderr}`);
  const line = result.stdout.trim().split("\n").pop() ?? "{}";
  const measured = JSON.parse(line) as { ms: number; hookFsyncs: number };
  const counts = { fsync: 0, fdatasync: 0 };
  if (strace) {
    for (const row of fs.readFileSync(traceFile, "utf8").split("\n")) {
      const cells = row.trim().split(/\s+/);
      const name = cells[cells.length - 1];
      if (name === "fsync" || name === "fdatasync") counts[name] = Number(cells[3]);
    }
    fs.rmSync(traceFile, { force: true });
  }
  return { mode, ...measured, ...counts };
}

if (args.includes("--child")) {
  await child(option("child", "durable") as "durable" | "stock");
} else {
  const strace = hasStrace();
  if (!strace) console.warn("strace not found (apt-get install -y strace): syscall counts omitted");
  console.log(`PGlite ${writes} single-row INSERT commits, fresh data folder in ${os.tmpdir()}`);
  for (const mode of ["stock", "durable"] as const) {
    const r = runMode(mode, strace);
    const perSecond = writes / (r.ms / 1000);
    console.log(
      `${mode.padEnd(8)} ${perSecond.toFixed(0).padStart(6)} commits/s  ${(r.ms / writes).toFixed(2)} ms/commit` +
        `  fsync during commits (hook): ${r.hookFsyncs} (${(r.hookFsyncs / writes).toFixed(2)}/commit)` +
        (strace
          ? `  strace whole process: fsync=${r.fsync} fdatasync=${r.fdatasync} (${((r.fsync + r.fdatasync) / writes).toFixed(2)}/commit)`
          : ""),
    );
  }
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { openDatabase } from "./client.server";
import { fsyncCounter } from "./pglite-durable.server";

it("fsyncs every acknowledged commit of the on-disk PGlite database", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atlante-durable-"));
  const handle = await openDatabase({ dataDir: dir });
  try {
    const settings = await handle.db.execute(
      sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
    );
    expect((settings as unknown as { rows: unknown[] }).rows[0]).toEqual({ fsync: "on", method: "fsync" });
    await handle.db.execute(sql`create table durable_probe (n int)`);
    const before = fsyncCounter.calls;
    for (let i = 0; i < 5; i++) await handle.db.execute(sql`insert into durable_probe values (${i})`);
    expect(fsyncCounter.calls - before).toBeGreaterThanOrEqual(5);
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

import crypto from "node:crypto";
import os from "node:os";
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { jobLeases } from "~/db/schema";

/** This process's name in job leases. */
export const LEASE_HOLDER = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? []) as unknown[];

/**
 * Takes the job's lease when nobody holds it and the last run finished at least
 * `everyMs` ago; one conditional upsert, so on N instances exactly one wins.
 * A holder that crashes loses the lease after `leaseMs`.
 */
export async function takeJobLease(
  db: Db,
  name: string,
  options: { everyMs: number; leaseMs: number; holder?: string },
): Promise<boolean> {
  const holder = options.holder ?? LEASE_HOLDER;
  const result = await db.execute(sql`
    insert into ${jobLeases} (name, holder, locked_until)
    values (${name}, ${holder}, now() + ${options.leaseMs} * interval '1 millisecond')
    on conflict (name) do update set holder = excluded.holder, locked_until = excluded.locked_until
      where ${jobLeases}.locked_until < now()
        and (${jobLeases}.last_finished_at is null
          or ${jobLeases}.last_finished_at <= now() - ${options.everyMs} * interval '1 millisecond')
    returning name`);
  return rowsOf(result).length === 1;
}

/** Gives the lease back; `finished` records the run so the next one waits `everyMs`. */
export async function releaseJobLease(db: Db, name: string, finished: boolean, holder = LEASE_HOLDER) {
  await db.execute(sql`
    update ${jobLeases} set locked_until = now(), holder = null
      ${finished ? sql`, last_finished_at = now()` : sql``}
    where name = ${name} and holder = ${holder}`);
}

import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { releaseJobLease, takeJobLease } from "./job-lease.server";
import type { Logger } from "./logger.server";
import type { Bucket, Storage } from "./storage.server";

/**
 * Orphan clean-up (issue 18, ADR 1825): uploaded files that no row refers to
 * (partner profiles, ambassador requests, articles, their drafts and
 * revisions, rankings, categories, user images…) are deleted once they are
 * older than the grace period, with their resized variants. Works on any
 * storage driver through `Storage.list`; runs once across instances under a
 * job lease.
 */

/** Buckets that receive uploads; site-images holds only the shipped artwork. */
export const CLEANED_BUCKETS: readonly Bucket[] = ["partner-images", "article-images"];

/**
 * Tables that never hold a media URL (sessions, counters, indexes…). Every other
 * table of the schema is searched, so a table added later protects its files too.
 */
const TABLES_WITHOUT_MEDIA = new Set([
  "sessions",
  "accounts",
  "verifications",
  "auth_rate_limits",
  "request_counters",
  "partner_stats_daily",
  "partner_visitors_daily",
  "analytics_salts",
  "search_passages",
  "search_terms",
  "search_queue",
  "search_query_stats",
  "ai_usage_daily",
  "newsletter_subscribers",
  "upload_usage_daily",
  "job_leases",
]);

const MEDIA_URL = "/media/(partner-images|article-images)/([^\\s\"'?#<>(),;&\\\\]+)";
const VARIANT_PREFIX = "_variants/";
export const ORPHAN_JOB = "media:orphans";

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? []) as Record<string, unknown>[];

/** "bucket/key" of every file some row of the database refers to. */
export async function referencedMedia(db: Db): Promise<Set<string>> {
  const tables = rowsOf(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`),
  )
    .map((row) => String(row.name))
    .filter((name) => !TABLES_WITHOUT_MEDIA.has(name));
  const found = new Set<string>();
  for (const table of tables) {
    const rows = rowsOf(
      await db.execute(sql`select distinct m[1] || '/' || m[2] as ref
        from ${sql.identifier(table)} as t, regexp_matches(t::text, ${MEDIA_URL}, 'g') as m`),
    );
    for (const row of rows) found.add(String(row.ref));
  }
  return found;
}

/** The original a stored key belongs to: itself, or the key under `_variants/{w}/{format}/`. */
function originalOf(key: string) {
  return key.startsWith(VARIANT_PREFIX) ? key.split("/").slice(3).join("/") : key;
}

export interface OrphanReport {
  scanned: number;
  deleted: string[];
}

export async function removeOrphans(
  db: Db,
  storage: Storage,
  options: { graceMs: number; now?: Date },
): Promise<OrphanReport> {
  const cutoff = (options.now ?? new Date()).getTime() - options.graceMs;
  // Listed before the references are read: a file uploaded and saved meanwhile is either
  // missing from this listing or younger than the grace period.
  const listed: Array<{ bucket: Bucket; key: string; lastModified: Date }> = [];
  for (const bucket of CLEANED_BUCKETS)
    for await (const object of storage.list(bucket)) listed.push({ bucket, ...object });
  const referenced = await referencedMedia(db);
  const originalAge = new Map<string, number>();
  for (const o of listed)
    if (!o.key.startsWith(VARIANT_PREFIX)) originalAge.set(`${o.bucket}/${o.key}`, o.lastModified.getTime());
  const deleted: string[] = [];
  for (const object of listed) {
    const original = `${object.bucket}/${originalOf(object.key)}`;
    if (referenced.has(original)) continue;
    // A variant shares its original's fate; one whose original is gone goes once it is old itself.
    const writtenAt = originalAge.get(original) ?? object.lastModified.getTime();
    if (writtenAt > cutoff) continue;
    await storage.delete(object.bucket, object.key);
    deleted.push(`${object.bucket}/${object.key}`);
  }
  return { scanned: listed.length, deleted };
}

/** One scheduler tick: runs the clean-up if it is due and this instance takes the lease. */
export async function runOrphanCleanupIfDue(
  services: { db: Db; storage: Storage; logger: Logger },
  options: { graceMs: number; everyMs: number },
): Promise<OrphanReport | null> {
  if (!(await takeJobLease(services.db, ORPHAN_JOB, { everyMs: options.everyMs, leaseMs: 15 * 60_000 })))
    return null;
  let finished = false;
  try {
    const report = await removeOrphans(services.db, services.storage, { graceMs: options.graceMs });
    finished = true;
    if (report.deleted.length)
      services.logger.info(
        { scanned: report.scanned, deleted: report.deleted.length },
        "orphan uploads removed",
      );
    return report;
  } finally {
    await releaseJobLease(services.db, ORPHAN_JOB, finished);
  }
}

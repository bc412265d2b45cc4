// The partner statistics' write path (issue 12, docs/decisions/0601): counters live in
// this process's memory for at most STATS_FLUSH_SECONDS, then one statement adds them to
// the daily rows. Adding (never overwriting) makes several instances safe; a crash loses
// at most one interval. Nothing here reaches the database on a request.
import crypto from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { analyticsSalts, partnerStatsDaily, partnerVisitorsDaily } from "~/db/schema";
import type { Logger } from "./logger.server";

type DailyCount = typeof partnerStatsDaily.$inferInsert;

/** Adds `rows` to the daily counters (a missing counter starts at the row's count). */
function addToDailyCounts(db: Pick<Db, "insert">, rows: DailyCount[]) {
  return db
    .insert(partnerStatsDaily)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        partnerStatsDaily.partnerProfileId,
        partnerStatsDaily.day,
        partnerStatsDaily.metric,
        partnerStatsDaily.source,
      ],
      set: { count: sql`${partnerStatsDaily.count} + excluded.count` },
    });
}

export interface StatsEvent {
  partnerId: string;
  metric: string;
  source?: string | undefined;
}

const ROME_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" });
/** The last day computed and the UTC minute it holds for (Rome's offsets are whole hours). */
let lastDay = { minute: Number.NaN, day: "" };

/** The calendar day in Italy (the newsroom's and the partners' day). */
export function statsDay(at = new Date()): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: ROME_DAY.format(at) };
  return lastDay.day;
}

const SEP = "\u0000";

/** The value of `key` in `map`, created with `make` the first time. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** Daily counts are kept about 25 months. */
export const STATS_RETENTION_DAYS = 762;

export class StatsCollector {
  private counts = new Map<string, number>();
  private visitors = new Map<string, Set<string>>();
  /**
   * Visitors already counted in the batch not yet flushed, by profile, user agent and
   * address (as received): their hash is not computed again. Forgotten at every flush,
   * like the batch. Nested maps, so a returning visitor costs lookups, not new strings.
   */
  private seenInBatch = new Map<string, Map<string, Set<string>>>();
  /** The counters' keys of views per profile and source, for the day they were built. */
  private viewKeys = { day: "", byPartner: new Map<string, Map<string, string>>() };
  /** The day's salt: the promise while it loads, `ready` once it has. */
  private salt: { day: string; value: Promise<string>; ready?: string } | null = null;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly enabled = true,
  ) {}

  /** Counts one event now (in memory). */
  record(event: StatsEvent, at = new Date()) {
    if (!this.enabled) return;
    const key = [event.partnerId, statsDay(at), event.metric, (event.source ?? "").slice(0, 80)].join(SEP);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /**
   * Counts a profile view and its visitor: the address and user agent are hashed with the
   * day's salt and never kept as such. Synchronous once the day's salt is loaded (every
   * request after the day's first); the promise settles when counted. This runs on every
   * profile view, cache hits included, so it allocates as little as it can.
   */
  recordView(
    partnerId: string,
    source: string,
    address: string,
    agent: string,
    at = new Date(),
  ): Promise<void> | undefined {
    if (!this.enabled) return;
    const day = statsDay(at);
    const salt = this.salt?.day === day ? this.salt.ready : undefined;
    if (salt === undefined)
      return this.saltFor(day).then(() => this.recordView(partnerId, source, address, agent, at));
    const key = this.viewKey(partnerId, source, day);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    // A visitor already hashed in this batch is already in its day's set.
    const agents = entry(this.seenInBatch, partnerId, () => new Map<string, Set<string>>());
    if (agents.size >= 10_000 && !agents.has(agent)) agents.clear();
    const addresses = entry(agents, agent, () => new Set<string>());
    if (addresses.has(address)) return;
    addresses.add(address);
    const hash = crypto.hash("sha256", `${salt}|${partnerId}|${address}|${agent}`, "base64url").slice(0, 22);
    entry(this.visitors, `${partnerId}${SEP}${day}`, () => new Set<string>()).add(hash);
  }

  /** The counter key of a view of `partnerId` from `source` on `day` (built once per day). */
  private viewKey(partnerId: string, source: string, day: string): string {
    if (this.viewKeys.day !== day) this.viewKeys = { day, byPartner: new Map() };
    const bySource = entry(this.viewKeys.byPartner, partnerId, () => new Map<string, string>());
    let key = bySource.get(source);
    if (key === undefined) {
      if (bySource.size >= 1_000) bySource.clear();
      key = [partnerId, day, "view", source.slice(0, 80)].join(SEP);
      bySource.set(source, key);
    }
    return key;
  }

  /** Events waiting for the next flush (tests, the shutdown log). */
  get pending() {
    let n = 0;
    for (const count of this.counts.values()) n += count;
    return n;
  }

  /** Adds what is in memory to the daily rows; a failure keeps it for the next try. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async write() {
    if (this.counts.size === 0 && this.visitors.size === 0) return;
    const counts = this.counts;
    const visitors = this.visitors;
    this.counts = new Map();
    this.visitors = new Map();
    this.seenInBatch = new Map();
    try {
      await this.db.transaction(async (tx) => {
        const rows = [...counts].map(([key, count]) => {
          const [partnerProfileId, day, metric, source] = key.split(SEP) as [string, string, string, string];
          return { partnerProfileId, day, metric, source, count };
        });
        for (let i = 0; i < rows.length; i += 500) {
          await addToDailyCounts(tx, rows.slice(i, i + 500));
        }
        // New distinct visitors of the day become the day's unique_visitor count.
        for (const [key, hashes] of visitors) {
          const [partnerProfileId, day] = key.split(SEP) as [string, string];
          const inserted = await tx
            .insert(partnerVisitorsDaily)
            .values([...hashes].map((visitorHash) => ({ partnerProfileId, day, visitorHash })))
            .onConflictDoNothing()
            .returning({ hash: partnerVisitorsDaily.visitorHash });
          if (inserted.length === 0) continue;
          await addToDailyCounts(tx, [
            { partnerProfileId, day, metric: "unique_visitor", source: "", count: inserted.length },
          ]);
        }
      });
    } catch (error) {
      // Put the batch back: it is added to whatever arrived meanwhile.
      for (const [key, count] of counts) this.counts.set(key, (this.counts.get(key) ?? 0) + count);
      for (const [key, hashes] of visitors) {
        const set = this.visitors.get(key) ?? new Set();
        for (const hash of hashes) set.add(hash);
        this.visitors.set(key, set);
      }
      this.log.warn({ err: error }, "partner statistics: flush failed, kept for the next try");
    }
  }

  /** The day's salt, created once across instances (the first insert wins). */
  private saltFor(day: string): Promise<string> {
    if (this.salt?.day === day) return this.salt.value;
    const value = (async () => {
      await this.db
        .insert(analyticsSalts)
        .values({ day, salt: crypto.randomBytes(24).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await this.db
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(sql`${analyticsSalts.day} = ${day}`);
      return row?.salt ?? "";
    })();
    const entry: { day: string; value: Promise<string>; ready?: string } = { day, value };
    this.salt = entry;
    value.then(
      (salt) => {
        entry.ready = salt;
      },
      () => {
        if (this.salt === entry) this.salt = null;
      },
    );
    return value;
  }

  /**
   * Retention: visitor hashes and salts older than yesterday are forgotten; the daily
   * counts are kept for 25 months (a year compared with the year before).
   */
  async prune(now = new Date()) {
    const yesterday = statsDay(new Date(now.getTime() - 86_400_000));
    await this.db.delete(partnerVisitorsDaily).where(lt(partnerVisitorsDaily.day, yesterday));
    await this.db.delete(analyticsSalts).where(lt(analyticsSalts.day, yesterday));
    const oldest = statsDay(new Date(now.getTime() - STATS_RETENTION_DAYS * 86_400_000));
    await this.db.delete(partnerStatsDaily).where(lt(partnerStatsDaily.day, oldest));
  }

  start(intervalSeconds: number) {
    this.timer = setInterval(() => {
      void this.flush();
    }, intervalSeconds * 1000);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    await this.flush();
  }
}

import { lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { requestCounters } from "~/db/schema";

export interface RateLimitRule {
  /** Namespace of the counter, e.g. "auth:sign-in" or "ai:chat". */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Sliding-window counter kept in the database, so every instance shares it.
 * Each fixed window has its own row (one atomic upsert per call, which also reads
 * the previous window's count); that count is weighted by how much of the
 * previous window still overlaps the sliding window, so crossing a window
 * boundary never hands a client a fresh budget.
 * Windows older than a day are pruned now and then.
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  clientKey: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const previousStart = new Date(windowStart.getTime() - windowMs);
  const key = `${rule.name}:${clientKey}`;
  // One round trip: the upsert returns this window's count and, read in the same
  // statement, the previous window's.
  const [row] = await db
    .insert(requestCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [requestCounters.key, requestCounters.windowStart],
      set: { count: sql`${requestCounters.count} + 1` },
    })
    .returning({
      count: requestCounters.count,
      previous: sql<number | null>`(select p.count from ${requestCounters} as p
        where p.key = ${key} and p.window_start = ${previousStart.toISOString()}::timestamptz)`,
    });
  if (Math.random() < 0.01) {
    await db
      .delete(requestCounters)
      .where(lt(requestCounters.windowStart, new Date(now.getTime() - 86_400_000)));
  }
  const elapsed = now.getTime() - windowStart.getTime();
  const overlap = 1 - elapsed / windowMs;
  const count = (row?.count ?? 1) + Number(row?.previous ?? 0) * overlap;
  // The earliest moment the weighted count drops back under the limit is at most
  // the end of the current window.
  const retryAfterSeconds = Math.max(1, Math.ceil((windowMs - elapsed) / 1000));
  return {
    allowed: count <= rule.max,
    remaining: Math.max(0, Math.floor(rule.max - count)),
    retryAfterSeconds,
  };
}

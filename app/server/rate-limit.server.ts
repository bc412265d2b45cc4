import { and, eq, lt, sql } from "drizzle-orm";
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
 * Each fixed window has its own row (one atomic upsert per call); the previous
 * window's count is weighted by how much of it still overlaps the sliding
 * window, so crossing a window boundary never hands a client a fresh budget.
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
  const [row] = await db
    .insert(requestCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [requestCounters.key, requestCounters.windowStart],
      set: { count: sql`${requestCounters.count} + 1` },
    })
    .returning({ count: requestCounters.count });
  const [previous] = await db
    .select({ count: requestCounters.count })
    .from(requestCounters)
    .where(and(eq(requestCounters.key, key), eq(requestCounters.windowStart, previousStart)));
  if (Math.random() < 0.01) {
    await db
      .delete(requestCounters)
      .where(lt(requestCounters.windowStart, new Date(now.getTime() - 86_400_000)));
  }
  const elapsed = now.getTime() - windowStart.getTime();
  const overlap = 1 - elapsed / windowMs;
  const count = (row?.count ?? 1) + (previous?.count ?? 0) * overlap;
  // The earliest moment the weighted count drops back under the limit is at most
  // the end of the current window.
  const retryAfterSeconds = Math.max(1, Math.ceil((windowMs - elapsed) / 1000));
  return {
    allowed: count <= rule.max,
    remaining: Math.max(0, Math.floor(rule.max - count)),
    retryAfterSeconds,
  };
}

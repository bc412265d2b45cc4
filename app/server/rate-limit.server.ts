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
 * Fixed-window counter kept in the database, so every instance shares it.
 * One atomic upsert per call; windows older than a day are pruned now and then.
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  clientKey: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const key = `${rule.name}:${clientKey}`;
  const [row] = await db
    .insert(requestCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [requestCounters.key, requestCounters.windowStart],
      set: { count: sql`${requestCounters.count} + 1` },
    })
    .returning({ count: requestCounters.count });
  const count = row?.count ?? 1;
  if (Math.random() < 0.01) {
    await db
      .delete(requestCounters)
      .where(lt(requestCounters.windowStart, new Date(now.getTime() - 86_400_000)));
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: count <= rule.max, remaining: Math.max(0, rule.max - count), retryAfterSeconds };
}

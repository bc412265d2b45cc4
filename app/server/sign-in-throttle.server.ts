import crypto from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { signInThrottles } from "~/db/schema";

/**
 * Per-account sign-in throttle (issue 18), on top of the per-client limits.
 * The first FREE_FAILURES consecutive failures for an e-mail cost nothing; each
 * further one makes the next attempt wait 2, 4, 8 … seconds, capped at
 * MAX_DELAY_SECONDS, so an account is slowed down but never locked out for good.
 * A success clears the count; failures are forgotten FORGET_AFTER_MS after the last.
 * State lives in the database, so every instance applies the same delay.
 * See docs/decisions/1813-sign-in-throttle.md.
 */
export const FREE_FAILURES = 3;
export const MAX_DELAY_SECONDS = 15 * 60;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** The table keeps a hash of the normalised address, never the address itself. */
export function accountKey(email: string): string {
  return crypto.createHash("sha256").update(`sign-in:${email.trim().toLowerCase()}`).digest("hex");
}

/** Seconds to wait after `failures` consecutive failures. */
export function delayAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));
}

/** Null when a sign-in may be attempted now, otherwise the seconds left to wait. */
export async function signInWaitSeconds(db: Db, email: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .select({ lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(eq(signInThrottles.accountKey, accountKey(email)));
  const until = row?.lockedUntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : null;
}

/** Counts one failed sign-in (one atomic upsert) and returns the consecutive failures. */
export async function recordSignInFailure(db: Db, email: string, now = new Date()): Promise<number> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  const failures = sql`(case when ${signInThrottles.lastFailureAt} < ${forgetBefore}::timestamptz
    then 1 else ${signInThrottles.failures} + 1 end)`;
  const [row] = await db
    .insert(signInThrottles)
    .values({ accountKey: accountKey(email), failures: 1, lastFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: signInThrottles.accountKey,
      set: {
        failures,
        lastFailureAt: now,
        lockedUntil: sql`${now.toISOString()}::timestamptz + make_interval(secs => least(${MAX_DELAY_SECONDS},
          case when ${failures} > ${FREE_FAILURES} then power(2, ${failures} - ${FREE_FAILURES}) else 0 end))`,
      },
    })
    .returning({ failures: signInThrottles.failures });
  if (Math.random() < 0.01) {
    await db
      .delete(signInThrottles)
      .where(lt(signInThrottles.lastFailureAt, new Date(now.getTime() - FORGET_AFTER_MS)));
  }
  return row?.failures ?? 1;
}

/** A successful sign-in starts the count afresh. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.accountKey, accountKey(email)));
}

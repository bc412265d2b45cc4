import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInThrottles } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/test-db";
import { weakPasswordMessage } from "./password-policy.server";
import {
  accountKey,
  delayAfter,
  MAX_DELAY_SECONDS,
  recordSignInFailure,
  signInWaitSeconds,
} from "./sign-in-throttle.server";

describe("delay after consecutive failures", () => {
  it("is free for three, then doubles from 2 s and stops at 15 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 10, 12, 13, 50].map(delayAfter)).toEqual([
      0, 0, 0, 2, 4, 8, 128, 512, 900, 900,
    ]);
    expect(MAX_DELAY_SECONDS).toBe(900);
  });
});

describe("throttle rows", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  }, 180_000);
  afterAll(() => t.drop());

  it("grows the wait exponentially in the database, keyed by a hash, and forgets after a day", async () => {
    const db = t.handle.db;
    const start = new Date("2026-01-01T10:00:00Z");
    const waits: (number | null)[] = [];
    for (let i = 1; i <= 14; i++) {
      const at = new Date(start.getTime() + i * 1000);
      expect(await recordSignInFailure(db, " Ugo@Atlante.test", at)).toBe(i);
      waits.push(await signInWaitSeconds(db, "ugo@atlante.test", at));
    }
    expect(waits).toEqual([null, null, null, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    const [row] = await db.select().from(signInThrottles);
    expect(row?.accountKey).toBe(accountKey("ugo@atlante.test"));
    expect(row?.accountKey).not.toContain("ugo");
    // Never locked for good: after the cap the wait runs out.
    expect(
      await signInWaitSeconds(db, "ugo@atlante.test", new Date(start.getTime() + 14_000 + 901_000)),
    ).toBeNull();
    // A day after the last failure the count starts again.
    const nextDay = new Date(start.getTime() + 25 * 3600 * 1000);
    expect(await recordSignInFailure(db, "ugo@atlante.test", nextDay)).toBe(1);
    expect(await signInWaitSeconds(db, "ugo@atlante.test", nextDay)).toBeNull();
    await db.delete(signInThrottles).where(eq(signInThrottles.accountKey, accountKey("ugo@atlante.test")));
  });
});

describe("common-password check", () => {
  it("refuses passwords from the common lists and Italian words, accepts unpredictable ones", async () => {
    for (const weak of [
      "123456",
      "password",
      "qwerty",
      "juventus",
      "Password1",
      "segreta",
      "amore123",
      "ciao1234",
    ]) {
      expect(await weakPasswordMessage(weak), weak).not.toBeNull();
    }
    expect(await weakPasswordMessage("anna.bianchi", ["anna.bianchi@atlante.test"])).not.toBeNull();
    for (const fine of ["xk3p9q", "password-sicura", "una-password-lunga", "Faro-di-Capo-Testa-22"]) {
      expect(await weakPasswordMessage(fine), fine).toBeNull();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/test-db";
import { consumeRateLimit } from "./rate-limit.server";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const rule = { name: "test", max: 3, windowSeconds: 60 };
const at = (iso: string) => new Date(iso);

async function attempts(client: string, times: Date[]) {
  const results = [];
  for (const time of times) results.push(await consumeRateLimit(database.handle.db, rule, client, time));
  return results;
}

describe("consumeRateLimit", () => {
  it("allows max attempts per window, then refuses with the time to wait", async () => {
    const results = await attempts("a", [
      at("2026-01-01T10:00:05Z"),
      at("2026-01-01T10:00:06Z"),
      at("2026-01-01T10:00:07Z"),
      at("2026-01-01T10:00:08Z"),
    ]);
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]?.retryAfterSeconds).toBe(52);
  });

  it("counts each client separately", async () => {
    const [result] = await attempts("b", [at("2026-01-01T10:00:09Z")]);
    expect(result?.allowed).toBe(true);
  });

  it("does not hand out a fresh budget right after a window boundary", async () => {
    const results = await attempts("c", [
      at("2026-01-01T10:00:57Z"),
      at("2026-01-01T10:00:58Z"),
      at("2026-01-01T10:00:59Z"),
      // A fixed window would allow three more here; the previous window still weighs ~95%.
      at("2026-01-01T10:01:02Z"),
    ]);
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
  });

  it("lets the previous window fade out as time passes", async () => {
    await attempts("d", [at("2026-01-01T10:00:10Z"), at("2026-01-01T10:00:11Z"), at("2026-01-01T10:00:12Z")]);
    // Two thirds into the next window a third of the old count (1) remains: two attempts fit.
    const results = await attempts("d", [
      at("2026-01-01T10:01:40Z"),
      at("2026-01-01T10:01:41Z"),
      at("2026-01-01T10:01:42Z"),
    ]);
    expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
    // Two windows later the old attempts no longer count at all.
    const later = await attempts("d", [at("2026-01-01T10:03:00Z")]);
    expect(later[0]?.remaining).toBe(2);
  });
});

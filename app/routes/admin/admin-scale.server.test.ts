// biome-ignore-all lint/suspicious/noExplicitAny: route answers are inspected loosely in these tests.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankings, userRoles } from "~/db/schema";
import { loader as itemsLoader } from "~/routes/admin/ranking-items";
import { loader as usersLoader } from "~/routes/admin/users";
import {
  contextFor,
  createTestServices,
  signUpAndSignIn,
  type TestServices,
} from "../../../tests/helpers/test-services";

/** 10,000 rows: the tabs answer with one bounded page and a fixed number of queries. */
let t: TestServices;
let cookie: string;
let rankingId: string;
const queries: string[] = [];

beforeAll(async () => {
  t = await createTestServices({ onQuery: (q) => queries.push(q) });
  const admin = await signUpAndSignIn(t.services, { email: "scala@atlante.test" });
  cookie = admin.cookie;
  await t.services.db.insert(userRoles).values({ userId: admin.userId, role: "admin" });
  const [ranking] = await t.services.db
    .insert(rankings)
    .values({ title: "Diecimila", slug: "diecimila", orderIndex: -1 })
    .returning();
  rankingId = ranking!.id;
  // 10,000 items; every 10th rank repeated once (1,000 duplicates).
  await t.services.db.execute(sql`
    insert into ranking_items (ranking_id, rank, title, score)
    select ${rankingId}, case when g % 10 = 0 then g - 1 else g end, 'Elemento ' || g, (g % 100) / 10.0
    from generate_series(1, 10000) as g`);
  await t.services.db.execute(sql`
    insert into profiles (id, email, full_name) select 'u' || g, 'utente' || g || '@atlante.test', 'Utente ' || g from generate_series(1, 10000) as g`);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function timed(loader: (args: any) => Promise<unknown>, path: string) {
  queries.length = 0;
  const started = performance.now();
  const result = (await loader({
    request: new Request(`http://localhost${path}`, { headers: { cookie } }),
    context: contextFor(t.services),
    params: {},
  })) as any;
  return { result, ms: performance.now() - started, queries: queries.length };
}

describe("10,000 rows", () => {
  it("Elementi: a page of 100, duplicates over the whole ranking", async () => {
    await timed(itemsLoader, `/admin/elementi?ranking=${rankingId}`); // warm-up
    const {
      result,
      ms,
      queries: n,
    } = await timed(itemsLoader, `/admin/elementi?ranking=${rankingId}&page=3`);
    console.log(`elementi 10k: ${ms.toFixed(0)} ms, ${n} queries`);
    expect(result.rows).toHaveLength(100);
    expect(result.page).toMatchObject({ page: 3, total: 10000, pageCount: 100 });
    expect(result.duplicateIds).toHaveLength(1000);
    // Session, role, rankings, partner options (issue 12), items and ranks: fixed, whatever the rows.
    expect(n).toBeLessThanOrEqual(7);
    expect(ms).toBeLessThan(2000);
  });
  it("Utenti: a page of 50 with role and partner in one query", async () => {
    const { result, ms, queries: n } = await timed(usersLoader, "/admin/utenti?page=200");
    console.log(`utenti 10k: ${ms.toFixed(0)} ms, ${n} queries`);
    expect(result.rows).toHaveLength(50);
    expect(result.page.total).toBe(10001);
    expect(n).toBeLessThanOrEqual(6);
    expect(ms).toBeLessThan(2000);
  });
});

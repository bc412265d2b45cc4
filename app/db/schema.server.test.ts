import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../scripts/seed/seed";
import { createTestServices, type TestServices } from "../../tests/helpers/test-services";
import { articles, categories, partnerProfiles, profiles, rankingItems, rankings } from "./schema";

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices({ seed: true });
});
afterAll(() => t?.close());

const errorText = (error: unknown) => {
  const e = error as { message?: string; cause?: { message?: string } };
  return `${e.message ?? ""} ${e.cause?.message ?? ""}`;
};

describe(`schema and seed on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("seeds the six sections, at least 36 articles, the five rankings and 12+ published partners", async () => {
    const db = t.services.db;
    const [cats] = await db.select({ n: count() }).from(categories);
    const [arts] = await db.select({ n: count() }).from(articles).where(eq(articles.isPublished, true));
    const slugs = (await db.select({ slug: rankings.slug }).from(rankings)).map((r) => r.slug).sort();
    const [partners] = await db
      .select({ n: count() })
      .from(partnerProfiles)
      .where(eq(partnerProfiles.stato, "pubblicato"));
    expect(cats?.n).toBe(6);
    expect(arts?.n).toBeGreaterThanOrEqual(36);
    expect(slugs).toEqual([
      "20-startup-italiane",
      "40-ristoranti-italiani",
      "50-migliori-vini",
      "top-100-brand",
      "top-50-vini",
    ]);
    expect(partners?.n).toBeGreaterThanOrEqual(12);
  });

  it("gives every section at least six articles", async () => {
    const rows = await t.services.db
      .select({ slug: categories.slug, n: count(articles.id) })
      .from(categories)
      .leftJoin(articles, eq(articles.categoryId, categories.id))
      .groupBy(categories.slug);
    for (const row of rows) expect(row.n, row.slug).toBeGreaterThanOrEqual(6);
  });

  it("is idempotent: a second seed adds nothing", async () => {
    const before = await t.services.db.select({ n: count() }).from(rankingItems);
    await seedDatabase({ db: t.services.db, storage: t.services.storage });
    const after = await t.services.db.select({ n: count() }).from(rankingItems);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("refuses a ranking item with rank below 1", async () => {
    const [ranking] = await t.services.db.select({ id: rankings.id }).from(rankings).limit(1);
    await expect(
      t.services.db.insert(rankingItems).values({ rankingId: ranking!.id, rank: 0, title: "Zero" }),
    ).rejects.toSatisfy((e) => /ranking_items_rank_min|check constraint/i.test(errorText(e)));
  });

  it("refuses duplicate article slugs", async () => {
    const [article] = await t.services.db.select({ slug: articles.slug }).from(articles).limit(1);
    await expect(
      t.services.db.insert(articles).values({ title: "Copia", slug: article!.slug }),
    ).rejects.toSatisfy((e) => /unique|duplicate/i.test(errorText(e)));
  });

  it("allows one partner profile per user (D14)", async () => {
    const [owner] = await t.services.db
      .select({ userId: partnerProfiles.userId })
      .from(partnerProfiles)
      .limit(1);
    await expect(
      t.services.db
        .insert(partnerProfiles)
        .values({ userId: owner!.userId, slug: "seconda-scheda", tipo: "altro", nome: "Seconda" }),
    ).rejects.toSatisfy((e) => /unique|duplicate/i.test(errorText(e)));
  });

  it("removes a user's partner profile together with the account", async () => {
    const [owner] = await t.services.db
      .select({ userId: partnerProfiles.userId })
      .from(partnerProfiles)
      .limit(1);
    await t.services.db.delete(profiles).where(eq(profiles.id, owner!.userId));
    const left = await t.services.db
      .select()
      .from(partnerProfiles)
      .where(eq(partnerProfiles.userId, owner!.userId));
    expect(left).toHaveLength(0);
  });

  it("keeps an article when its section is deleted (category_id becomes null)", async () => {
    const db = t.services.db;
    const [cat] = await db.insert(categories).values({ name: "Temporanea", slug: "temporanea" }).returning();
    const [art] = await db
      .insert(articles)
      .values({ title: "Orfano", slug: "orfano", categoryId: cat!.id })
      .returning();
    await db.delete(categories).where(eq(categories.id, cat!.id));
    const [after] = await db.select().from(articles).where(eq(articles.id, art!.id));
    expect(after?.categoryId).toBeNull();
  });

  it("has an index for each public read", async () => {
    const result: unknown = await t.services.db.execute(
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    const names = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      indexname: string;
    }[];
    const all = names.map((r) => r.indexname);
    for (const name of [
      "articles_published_created_idx",
      "articles_category_published_created_idx",
      "rankings_active_order_idx",
      "ranking_items_ranking_rank_idx",
      "categories_active_order_idx",
      "partner_profiles_stato_created_idx",
    ]) {
      expect(all).toContain(name);
    }
  });
});

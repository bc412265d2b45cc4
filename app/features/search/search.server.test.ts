// Site search on the seeded site (PGlite, and PostgreSQL with TEST_DATABASE_URL): the index
// follows every write (publish, edit, unpublish, delete, scheduled publishing, partners,
// rankings), a draft is never found, typos and inflections still find the right thing,
// and any input is safe.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, categories, partnerProfiles, rankingItems, rankings, searchPassages } from "~/db/schema";
import { createTestServices, type TestServices } from "../../../tests/helpers/test-services";
import { processSearchQueue } from "./indexer.server";
import { MARK_END, MARK_START, searchSuggestions, siteSearch } from "./search.server";

let t: TestServices;
const db = () => t.services.db;
let sectionId: string;

beforeAll(async () => {
  t = await createTestServices({ seed: true });
  const [section] = await db()
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, "design"));
  sectionId = section!.id;
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const titles = async (q: string, kind?: "articoli" | "classifiche" | "partner") =>
  (await siteSearch(db(), q, { kind: kind ?? null })).groups.flatMap((g) => g.hits.map((h) => h.title));

describe("site search on the seeded content", () => {
  it("finds articles, rankings and partners, grouped, with the matching words highlighted", async () => {
    const result = await siteSearch(db(), "vetro Murano");
    expect(result.groups.map((g) => g.kind)).toContain("articoli");
    const article = result.groups.find((g) => g.kind === "articoli")!.hits[0]!;
    expect(article.title).toBe("Murano, l'isola del vetro tra fuoco e soffio");
    expect(article.url).toBe("/magazine/design/murano-l-isola-del-vetro-tra-fuoco-e-soffio");
    const marked = article.snippet
      .split(MARK_START)
      .slice(1)
      .map((part) => part.split(MARK_END)[0]!.toLowerCase());
    expect(marked.some((word) => /^(vetr[oi]|murano)$/.test(word))).toBe(true);
  });

  it("tolerates inflections, missing accents and typos", async () => {
    expect(await titles("citta del violino")).toContain(
      "Cremona, dove il legno canta: botteghe, scuola e Museo del Violino",
    );
    expect(await titles("vitigni sciacchetra")).toContain(
      "Cinque Terre in inverno: sentieri, Sciacchetrà e presepi di luce lontano dalla folla",
    );
    const typo = await siteSearch(db(), "Stradivri violini");
    expect(typo.corrected).toBe("stradivari violini");
    expect(typo.groups[0]!.hits[0]!.title).toMatch(/Cremona/);
  });

  it("pages through one group", async () => {
    const first = await siteSearch(db(), "italia", { kind: "articoli", page: 1 });
    const second = await siteSearch(db(), "italia", { kind: "articoli", page: 2 });
    expect(first.groups[0]!.hits).toHaveLength(10);
    expect(first.groups[0]!.total).toBeGreaterThan(10);
    const overlap = second.groups[0]!.hits.filter((h) => first.groups[0]!.hits.some((f) => f.id === h.id));
    expect(overlap).toEqual([]);
  });

  it("suggests titles as the reader types", async () => {
    const list = await searchSuggestions(db(), "mur");
    expect(list.map((s) => s.title)).toContain("Murano, l'isola del vetro tra fuoco e soffio");
  });

  it("is safe with any input: empty, huge, symbols, tsquery syntax", async () => {
    for (const q of [
      "",
      "   ",
      "&|!():*<->",
      "'; drop table articles; --",
      "a".repeat(10_000),
      "🙂 café ÀÉÎ",
      "\u0000\u0001",
    ]) {
      const r = await siteSearch(db(), q);
      expect(r.query.length).toBeLessThanOrEqual(120);
    }
    expect(await siteSearch(db(), 42 as unknown as string)).toMatchObject({ query: "", total: 0 });
  });
});

describe("the index follows every write", () => {
  it("a draft is never found; publishing adds it, editing changes it, unpublishing and deleting remove it", async () => {
    const [draft] = await db()
      .insert(articles)
      .values({
        title: "Il liutaio di Zibello",
        slug: "liutaio-zibello",
        categoryId: sectionId,
        content: "<p>Nel laboratorio si lavora l'acero marezzato per i violoncelli zibellesi.</p>",
        isPublished: false,
      })
      .returning({ id: articles.id });
    const id = draft!.id;
    expect(await titles("zibello")).not.toContain("Il liutaio di Zibello");
    expect(await titles("violoncelli zibellesi")).not.toContain("Il liutaio di Zibello");

    await db()
      .update(articles)
      .set({ isPublished: true, publishedAt: new Date() })
      .where(eq(articles.id, id));
    expect(await titles("zibello")).toEqual(["Il liutaio di Zibello"]);

    await db()
      .update(articles)
      .set({ content: "<p>Oggi il laboratorio costruisce mandolini.</p>" })
      .where(eq(articles.id, id));
    expect(await titles("mandolini")).toEqual(["Il liutaio di Zibello"]);
    expect(await titles("violoncelli")).not.toContain("Il liutaio di Zibello");

    await db().update(articles).set({ isPublished: false }).where(eq(articles.id, id));
    // Gone in the same transaction, before the indexer runs.
    const left = await db()
      .select({ id: searchPassages.id })
      .from(searchPassages)
      .where(eq(searchPassages.articleId, id));
    expect(left).toEqual([]);
    expect(await titles("zibello")).not.toContain("Il liutaio di Zibello");

    await db().update(articles).set({ isPublished: true }).where(eq(articles.id, id));
    expect(await titles("zibello")).toEqual(["Il liutaio di Zibello"]);
    await db().delete(articles).where(eq(articles.id, id));
    expect(await titles("zibello")).not.toContain("Il liutaio di Zibello");
  });

  it("follows partners and rankings too", async () => {
    const [partner] = await db()
      .select({ id: partnerProfiles.id, nome: partnerProfiles.nome })
      .from(partnerProfiles)
      .where(eq(partnerProfiles.stato, "pubblicato"))
      .limit(1);
    expect(await titles(partner!.nome, "partner")).toContain(partner!.nome);
    await db()
      .update(partnerProfiles)
      .set({ stato: "in_revisione" })
      .where(eq(partnerProfiles.id, partner!.id));
    expect(await titles(partner!.nome, "partner")).not.toContain(partner!.nome);
    await db()
      .update(partnerProfiles)
      .set({ stato: "pubblicato" })
      .where(eq(partnerProfiles.id, partner!.id));

    const [ranking] = await db().select({ id: rankings.id, title: rankings.title }).from(rankings).limit(1);
    await db().insert(rankingItems).values({
      rankingId: ranking!.id,
      rank: 99,
      title: "Bottega Quarzomagico",
      description: "Vetri incisi.",
    });
    expect(await titles("quarzomagico")).toEqual([ranking!.title]);
    await db().update(rankings).set({ isActive: false }).where(eq(rankings.id, ranking!.id));
    expect(await titles("quarzomagico")).toEqual([]);
    await db().update(rankings).set({ isActive: true }).where(eq(rankings.id, ranking!.id));
    await db().delete(rankingItems).where(eq(rankingItems.title, "Bottega Quarzomagico"));
    expect(await titles("quarzomagico")).toEqual([]);
    expect(await processSearchQueue(db())).toBe(0);
  });
});

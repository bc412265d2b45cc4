import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as homeLoader } from "~/routes/public/home";
import { loader as rankingLoader } from "~/routes/public/ranking";
import { loader as rankingsLoader } from "~/routes/public/rankings";
import { insertRanking } from "../../../tests/factories";
import { callLoader, loaderThrows } from "../../../tests/helpers/route-call";
import { contextFor, createTestServices, type TestServices } from "../../../tests/helpers/test-services";
import { itemCountLabel, rankingImage } from "./rankings";

let t: TestServices;
let queries = 0;

beforeAll(async () => {
  t = await createTestServices({ seed: true, onQuery: () => queries++ });
  const db = t.services.db;
  // An inactive ranking placed first, and an active one with items inserted out of order.
  await insertRanking(db, { title: "Nascosta", slug: "nascosta", orderIndex: -10, isActive: false });
  await insertRanking(
    db,
    { title: "Ultima arrivata", slug: "ultima-arrivata", orderIndex: -5, description: null },
    [
      { rank: 3, title: "Terzo", subtitle: null, description: null, score: null },
      { rank: 1, title: "Primo", subtitle: null, description: null, score: 9.5 },
      { rank: 2, title: "Secondo", subtitle: "Sottotitolo", description: null, score: null },
    ],
  );
  await insertRanking(db, {
    title: "Senza elementi",
    slug: "senza-elementi",
    orderIndex: 100,
    description: null,
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const ctx = () => contextFor(t.services);

describe("/liste", () => {
  it("lists active rankings by order_index, with the default description and bundled images", async () => {
    queries = 0;
    const data = await callLoader(rankingsLoader, { url: "/liste", context: ctx() });
    expect(queries).toBe(1);
    const slugs = data.rankings.map((r) => r.slug);
    expect(slugs).not.toContain("nascosta");
    expect(slugs[0]).toBe("ultima-arrivata");
    expect(slugs.at(-1)).toBe("senza-elementi");
    expect(slugs).toContain("top-100-brand");
    expect(data.rankings.find((r) => r.slug === "top-100-brand")?.image).toBe(
      "/media/site-images/seed/rankings/top-100-brand.svg",
    );
    expect(data.rankings.find((r) => r.slug === "ultima-arrivata")?.image).toBeNull();
  });
});

describe("/liste/{slug}", () => {
  it("shows the items ordered by rank, in two queries", async () => {
    queries = 0;
    const data = await callLoader(rankingLoader, {
      url: "/liste/ultima-arrivata",
      params: { slug: "ultima-arrivata" },
      context: ctx(),
    });
    expect(queries).toBe(2);
    expect(data.ranking.items.map((i) => i.title)).toEqual(["Primo", "Secondo", "Terzo"]);
    expect(data.ranking.description).toBe("Scopri questa classifica esclusiva");
    expect(data.ranking.items[0]?.score).toBe(9.5);
  });

  it("a big seeded ranking keeps two queries", async () => {
    queries = 0;
    const data = await callLoader(rankingLoader, {
      url: "/liste/top-100-brand",
      params: { slug: "top-100-brand" },
      context: ctx(),
    });
    expect(queries).toBe(2);
    expect(data.ranking.items.length).toBeGreaterThan(20);
    const ranks = data.ranking.items.map((i) => i.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("an empty ranking has no items; inactive and unknown rankings are 404", async () => {
    const empty = await callLoader(rankingLoader, {
      url: "/liste/senza-elementi",
      params: { slug: "senza-elementi" },
      context: ctx(),
    });
    expect(empty.ranking.items).toEqual([]);
    for (const slug of ["nascosta", "non-esiste"]) {
      expect(
        (await loaderThrows(rankingLoader, { url: `/liste/${slug}`, params: { slug }, context: ctx() }))
          .status,
      ).toBe(404);
    }
  });

  it("home tabs: first tab is the first active ranking, items by rank, bounded queries", async () => {
    queries = 0;
    const data = await callLoader(homeLoader, { url: "/", context: ctx() });
    expect(queries).toBeLessThanOrEqual(3);
    expect(data.rankings?.[0]?.slug).toBe("ultima-arrivata");
    expect(data.rankings?.[0]?.items.map((i) => i.rank)).toEqual([1, 2, 3]);
    expect(data.rankings?.map((r) => r.slug)).not.toContain("nascosta");
  });
});

describe("labels", () => {
  it("'Brand' singular, 'Brands' otherwise; bundled images only for known slugs", () => {
    expect(itemCountLabel(1)).toBe("1 Brand");
    expect(itemCountLabel(0)).toBe("0 Brands");
    expect(itemCountLabel(260)).toBe("260 Brands");
    expect(rankingImage({ slug: "top-50-vini", imageUrl: null })).toContain("top-50-vini");
    expect(rankingImage({ slug: "altra", imageUrl: "/media/x.png" })).toBe("/media/x.png");
  });
});

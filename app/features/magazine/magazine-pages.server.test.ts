import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, categories } from "~/db/schema";
import { loader as articleLoader } from "~/routes/public/article";
import { loader as homeLoader } from "~/routes/public/home";
import { loader as magazineLoader } from "~/routes/public/magazine";
import { loader as sectionLoader } from "~/routes/public/magazine-section";
import { callLoader, loaderThrows } from "../../../tests/helpers/route-call";
import { contextFor, createTestServices, type TestServices } from "../../../tests/helpers/test-services";

let t: TestServices;
let queries: string[] = [];

beforeAll(async () => {
  t = await createTestServices({ seed: true, onQuery: (sql) => queries.push(sql) });
  const db = t.services.db;
  const [moda] = await db.select().from(categories).where(eq(categories.slug, "moda"));
  const now = Date.now();
  // Drafts and ordering fixtures: a draft newer than everything, and two published
  // articles with the same timestamp to check the title tie-break.
  await db.insert(articles).values([
    {
      title: "Bozza segreta",
      slug: "bozza-segreta",
      categoryId: moda?.id,
      isPublished: false,
      createdAt: new Date(now + 60_000),
    },
    {
      title: "Zeta parallela",
      slug: "zeta-parallela",
      categoryId: moda?.id,
      isPublished: true,
      createdAt: new Date(now + 30_000),
      content: '<p>Ciao</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    },
    {
      title: "Alfa parallela",
      slug: "alfa-parallela",
      categoryId: moda?.id,
      isPublished: true,
      createdAt: new Date(now + 30_000),
      excerpt: "Solo estratto",
    },
    {
      title: "Senza rubrica",
      slug: "senza-rubrica",
      categoryId: null,
      isPublished: true,
      createdAt: new Date(now - 1_000_000_000_000),
    },
  ]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const ctx = () => contextFor(t.services);

async function counted<T>(fn: () => Promise<T>) {
  queries = [];
  const result = await fn();
  if (process.env.DEBUG_QUERIES) console.log(queries);
  return { result, count: queries.length };
}

describe("home", () => {
  it("shows the six active sections in order and the active rankings with their top items", async () => {
    const data = await callLoader(homeLoader, { url: "/", context: ctx() });
    expect(data.categories.map((c) => c.slug)).toEqual([
      "moda",
      "lifestyle",
      "design",
      "arte",
      "turismo",
      "innovazione",
    ]);
    expect(data.rankings?.length).toBe(5);
    for (const r of data.rankings ?? []) {
      expect(r.items.map((i) => i.rank)).toEqual([1, 2, 3, 4, 5].slice(0, r.items.length));
    }
  });
});

describe("magazine", () => {
  it("lists at most 20 published articles, newest first then title", async () => {
    const data = await callLoader(magazineLoader, { url: "/magazine", context: ctx() });
    expect(data.articles).toHaveLength(20);
    const slugs = data.articles.map((a) => a.slug);
    expect(slugs).not.toContain("bozza-segreta");
    expect(slugs.slice(0, 2)).toEqual(["alfa-parallela", "zeta-parallela"]);
    expect(data.categories).toHaveLength(6);
  });

  it("section: only that category's published articles, newest first; design and innovazione come from the database (D2)", async () => {
    const moda = await callLoader(sectionLoader, {
      url: "/magazine/moda",
      params: { section: "moda" },
      context: ctx(),
    });
    expect(moda.articles[0]?.slug).toBe("alfa-parallela");
    expect(moda.articles.every((a) => a.category.slug === "moda")).toBe(true);
    expect(moda.articles.map((a) => a.slug)).not.toContain("bozza-segreta");
    for (const section of ["design", "innovazione"]) {
      const data = await callLoader(sectionLoader, {
        url: `/magazine/${section}`,
        params: { section },
        context: ctx(),
      });
      // The seed ships seven per section (at least the six of D2).
      expect(data.articles.length).toBeGreaterThanOrEqual(6);
      expect(data.articles.every((a) => a.category.slug === section)).toBe(true);
    }
  });

  it("an unknown or inactive section is a 404", async () => {
    expect(
      (
        await loaderThrows(sectionLoader, {
          url: "/magazine/sport",
          params: { section: "sport" },
          context: ctx(),
        })
      ).status,
    ).toBe(404);
    await t.services.db.update(categories).set({ isActive: false }).where(eq(categories.slug, "turismo"));
    try {
      const r = await loaderThrows(sectionLoader, {
        url: "/magazine/turismo",
        params: { section: "turismo" },
        context: ctx(),
      });
      expect(r.status).toBe(404);
    } finally {
      await t.services.db.update(categories).set({ isActive: true }).where(eq(categories.slug, "turismo"));
    }
  });
});

describe("article (D1)", () => {
  it("renders a published article with sanitised HTML and the defaults", async () => {
    const data = await callLoader(articleLoader, {
      url: "/magazine/moda/zeta-parallela",
      params: { section: "moda", slug: "zeta-parallela" },
      context: ctx(),
    });
    expect(data.article.html).toContain('<p id="paragrafo-1">Ciao</p>');
    expect(data.article.html).not.toMatch(/script|onerror/);
    expect(data.article.author).toBe("AI Editorial");
    expect(data.article.readTime).toBe("5 min");
    expect(data.article.category).toEqual({ name: "Moda", slug: "moda" });
  });

  it("an id in the slug position and a wrong section answer 301 to the canonical URL", async () => {
    const [row] = await t.services.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.slug, "zeta-parallela"));
    const byId = await loaderThrows(articleLoader, {
      url: `/magazine/moda/${row?.id}`,
      params: { section: "moda", slug: row?.id ?? "" },
      context: ctx(),
    });
    expect(byId).toMatchObject({ status: 301, location: "/magazine/moda/zeta-parallela" });
    const wrong = await loaderThrows(articleLoader, {
      url: "/magazine/arte/zeta-parallela",
      params: { section: "arte", slug: "zeta-parallela" },
      context: ctx(),
    });
    expect(wrong).toMatchObject({ status: 301, location: "/magazine/moda/zeta-parallela" });
  });

  it("drafts, unknown slugs and uncategorised articles are 404 with the section to go back to", async () => {
    for (const slug of ["bozza-segreta", "non-esiste", "senza-rubrica"]) {
      const r = await loaderThrows(articleLoader, {
        url: `/magazine/moda/${slug}`,
        params: { section: "moda", slug },
        context: ctx(),
      });
      expect(r.status).toBe(404);
      expect(r.data).toMatchObject({ categoryName: "Moda", categorySlug: "moda" });
    }
  });
});

describe("no N+1: each loader makes a bounded number of queries", () => {
  it("home, magazine, section and article", async () => {
    expect(
      (await counted(() => callLoader(homeLoader, { url: "/", context: ctx() }))).count,
    ).toBeLessThanOrEqual(3);
    expect(
      (await counted(() => callLoader(magazineLoader, { url: "/magazine", context: ctx() }))).count,
    ).toBeLessThanOrEqual(2);
    expect(
      (
        await counted(() =>
          callLoader(sectionLoader, { url: "/magazine/moda", params: { section: "moda" }, context: ctx() }),
        )
      ).count,
    ).toBeLessThanOrEqual(2);
    expect(
      (
        await counted(() =>
          callLoader(articleLoader, {
            url: "/magazine/moda/zeta-parallela",
            params: { section: "moda", slug: "zeta-parallela" },
            context: ctx(),
          }),
        )
      ).count,
      // The article and its "Leggi anche" (issue 15).
    ).toBe(2);
  });

  it("the query count does not grow with the number of articles", async () => {
    const before = (
      await counted(() =>
        callLoader(sectionLoader, { url: "/magazine/arte", params: { section: "arte" }, context: ctx() }),
      )
    ).count;
    const [arte] = await t.services.db.select().from(categories).where(eq(categories.slug, "arte"));
    await t.services.db.insert(articles).values(
      Array.from({ length: 30 }, (_, i) => ({
        title: `Extra ${i}`,
        slug: `extra-${i}`,
        categoryId: arte?.id,
        isPublished: true,
      })),
    );
    const after = await counted(() =>
      callLoader(sectionLoader, { url: "/magazine/arte", params: { section: "arte" }, context: ctx() }),
    );
    // Issue 15: sections are archives of 20 articles a page.
    expect(after.result.articles.length).toBe(20);
    expect(after.result.pageCount).toBeGreaterThanOrEqual(2);
    expect(after.count).toBe(before);
  });
});

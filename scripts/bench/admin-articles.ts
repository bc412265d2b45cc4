// The admin's article list with 10,000 articles (issue 15 bar: under 100 ms server time).
// Seeds a throw-away database (in-memory PGlite, or a fresh database on the PostgreSQL
// server named by TEST_DATABASE_URL), then times listArticlesAdmin for the list's usual
// views: first page, a deep page, a search, a status filter, sorted by title and author.
// Run: npx tsx --tsconfig tsconfig.json scripts/bench/admin-articles.ts [--articles 10000]
import { sql } from "drizzle-orm";
import { articles, categories } from "~/db/schema";
import { listArticlesAdmin } from "~/features/magazine/articles-admin.server";
import { createTestDatabase } from "../../tests/helpers/test-db";

const count = Number(process.argv[process.argv.indexOf("--articles") + 1]) || 10_000;
const RUNS = 30;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const testDb = await createTestDatabase();
const db = testDb.handle.db;
try {
  const sections = await db
    .insert(categories)
    .values(
      ["Moda", "Design", "Arte e Cultura", "Turismo", "Innovazione", "Lifestyle"].map((name, i) => ({
        name,
        slug: `sezione-${i}`,
      })),
    )
    .returning({ id: categories.id });
  const authors = ["Giulia Ferri", "Marco Bellini", "Chiara Santoro", "Niccolò Bàrtoli", null];
  const started = performance.now();
  for (let offset = 0; offset < count; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - offset) }, (_, j) => {
      const i = offset + j;
      return {
        title: `Articolo ${i}: le botteghe ${i % 7 === 0 ? "del vetro" : "della ceramica"} di ${["Murano", "Faenza", "Deruta"][i % 3]}`,
        slug: `articolo-${i}`,
        categoryId: sections[i % sections.length]!.id,
        excerpt: "Un viaggio tra i laboratori che tengono viva una tradizione.",
        content: "<p>Testo dell'articolo.</p>",
        author: authors[i % authors.length],
        isPublished: i % 5 !== 0,
        scheduledAt: i % 50 === 0 ? new Date(Date.now() + 86_400_000) : null,
        createdAt: new Date(Date.now() - i * 60_000),
      };
    });
    await db.insert(articles).values(rows);
  }
  await db.execute(sql`analyze`);
  console.log(
    `${testDb.url ? "PostgreSQL" : "PGlite"}: ${count} articles seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const views: Record<string, Parameters<typeof listArticlesAdmin>[1]> = {
    "first page": { page: 1, categoryId: null },
    "page 150": { page: 150, categoryId: null },
    "search 'vetro murano'": { page: 1, categoryId: null, q: "vetro" },
    "status Programmato": { page: 1, categoryId: null, status: "programmato" },
    "one section, drafts": { page: 1, categoryId: sections[1]!.id, status: "bozza" },
    "sorted by title": { page: 3, categoryId: null, sort: "titolo" },
    "sorted by author": { page: 3, categoryId: null, sort: "autore" },
  };
  console.log("view                         p50 ms   p95 ms");
  let worst = 0;
  for (const [name, options] of Object.entries(views)) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await listArticlesAdmin(db, options);
      times.push(performance.now() - t0);
    }
    worst = Math.max(worst, percentile(times, 95));
    console.log(
      `${name.padEnd(28)} ${percentile(times, 50).toFixed(1).padStart(6)} ${percentile(times, 95).toFixed(1).padStart(8)}`,
    );
  }
  console.log(`worst p95: ${worst.toFixed(1)} ms (bar: < 100 ms)`);
} finally {
  await testDb.drop();
}

// Site search latency with 10,000 published articles (issue 10): a throw-away database
// (in-memory PGlite, or a new PostgreSQL database with --postgres and TEST_DATABASE_URL),
// migrated, seeded with the demo content plus 10,000 articles made from its paragraphs,
// indexed; then /cerca's query (all groups) and the header's suggestions, timed.
// Run: npx tsx --tsconfig tsconfig.json scripts/bench/search.ts [--articles 10000] [--postgres]
import { sql } from "drizzle-orm";
import { articles, categories } from "~/db/schema";
import { processSearchQueue } from "~/features/search/indexer.server";
import { searchSuggestions, siteSearch } from "~/features/search/search.server";
import { createTestServices } from "../../tests/helpers/test-services";
import { articlesA } from "../seed/data/articles-a";
import { articlesB } from "../seed/data/articles-b";

const QUERIES = [
  "vetro murano",
  "seta como",
  "caffè espresso",
  "violino cremona",
  "moka bialetti",
  "italia",
  "museo",
  "giacca napoletana sartoria",
  "stradivri",
  "vitigni sciacchetrà",
  "terme toscana",
  "gelato artigianale pistacchio",
  "supercomputer leonardo bologna",
  "mose venezia acqua alta",
  "dolomiti rifugi",
  "pompei scavi",
  "barocco noto",
  "lana biella",
  "design milano",
  "ceramica faenza",
  "vespa piaggio",
  "robot genova",
  "cittaslow borghi",
  "aperitivo negroni",
  "treno storico abruzzo",
  "sentiero degli dei",
  "lago di como ville",
  "castiglioni lampada arco",
  "scuola del cuoio firenze",
  "cappelli borsalino",
  "opificio pietre dure restauro",
  "mosaici ravenna",
  "giotto scrovegni",
  "matera sassi",
  "biennale architettura",
  "via francigena tappe",
  "agricoltura droni",
  "satelliti spazio",
  "motor valley ferrari",
  "muranno",
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A deterministic pseudo-random sequence (the same database on every run). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function main() {
  const count = process.argv.includes("--articles")
    ? Number(process.argv[process.argv.indexOf("--articles") + 1])
    : 10_000;
  if (process.argv.includes("--postgres") && !process.env.TEST_DATABASE_URL) {
    throw new Error(
      "--postgres needs TEST_DATABASE_URL (a server where a throw-away database can be created)",
    );
  }
  if (!process.argv.includes("--postgres")) delete process.env.TEST_DATABASE_URL;
  const started = performance.now();
  const t = await createTestServices({ seed: true });
  const db = t.services.db;
  await processSearchQueue(db);

  // Paragraphs of the demo articles, recombined into `count` more articles.
  const seed = [...articlesA, ...articlesB];
  const paragraphs = seed.flatMap((a) =>
    [...a.content.matchAll(/<(p|li|blockquote)>[\s\S]*?<\/\1>/g)].map((m) => m[0]),
  );
  const titles = seed.map((a) => a.title.split(/[,:]/)[0]!.trim());
  const sections = await db.select({ id: categories.id }).from(categories);
  const next = random(42);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  for (let i = 0; i < count; i += 500) {
    const rows = Array.from({ length: Math.min(500, count - i) }, (_, k) => {
      const n = i + k;
      const body = Array.from({ length: 6 }, () => pick(paragraphs));
      return {
        title: `${pick(titles)} e ${pick(titles).toLowerCase()}: storia ${n}`,
        slug: `bench-${n}`,
        categoryId: pick(sections).id,
        excerpt: body[0]!.replace(/<[^>]+>/g, "").slice(0, 200),
        content: `<h2>${pick(titles)}</h2>${body.join("")}`,
        isPublished: true,
        publishedAt: new Date(),
      };
    });
    await db.insert(articles).values(rows);
  }
  const indexStart = performance.now();
  await processSearchQueue(db);
  const indexed = performance.now() - indexStart;
  const result = (await db.execute(sql`select count(*)::int as n from search_passages`)) as unknown as {
    rows: { n: number }[];
  };
  const n = result.rows[0]?.n ?? 0;
  console.log(
    `${t.services.database.kind}: ${count + seed.length} articles, ${n} passages indexed in ${(indexed / 1000).toFixed(1)} s (setup ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );

  // Warm-up, then every query several times.
  for (const q of QUERIES) await siteSearch(db, q);
  const search: number[] = [];
  const suggest: number[] = [];
  const paged: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const q of QUERIES) {
      let at = performance.now();
      await siteSearch(db, q);
      search.push(performance.now() - at);
      at = performance.now();
      await siteSearch(db, q, { kind: "articoli", page: 2 });
      paged.push(performance.now() - at);
      at = performance.now();
      await searchSuggestions(db, q.slice(0, 4));
      suggest.push(performance.now() - at);
    }
  }
  const row = (name: string, v: number[]) =>
    `${name.padEnd(34)} n=${v.length}  p50 ${percentile(v, 50).toFixed(1).padStart(5)} ms  p95 ${percentile(v, 95).toFixed(1).padStart(5)} ms  max ${Math.max(
      ...v,
    )
      .toFixed(1)
      .padStart(6)} ms`;
  const load = (await import("node:os")).loadavg()[0]?.toFixed(1);
  console.log(`load average ${load}`);
  console.log(row("/cerca (all groups)", search));
  console.log(row("/cerca?tipo=articoli&pagina=2", paged));
  console.log(row("suggestions (4 letters)", suggest));
  const ok = percentile(search, 95) <= 50;
  console.log(ok ? "Bar met: search p95 ≤ 50 ms." : "Bar NOT met: search p95 > 50 ms.");
  await t.close();
  process.exit(ok ? 0 : 1);
}

void main();

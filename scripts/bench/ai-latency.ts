// Server-side latency of every AI function on the offline engine, over the
// seeded content (PGlite), uncached and from the database cache.
// Run: npx tsx --tsconfig tsconfig.json scripts/bench/ai-latency.ts

import { generateArticleContent } from "~/features/ai/article-content.server";
import { REGIONS } from "~/features/ai/knowledge";
import { generatePartnerContent } from "~/features/ai/partner-content.server";
import { COMPANIES, DURATIONS, INTEREST_IDS } from "~/features/ai/schemas";
import {
  generateExperience,
  generateItinerary,
  generateRegionSuggestions,
} from "~/features/ai/travel.server";
import { runArticleTool } from "~/features/search/article-ai.server";
import { appContext } from "~/server/context.server";
import { contextFor, createTestServices } from "../../tests/helpers/test-services";
import { articlesA } from "../seed/data/articles-a";
import { articlesB } from "../seed/data/articles-b";
import { partners } from "../seed/data/partners";

type Job = () => Promise<unknown>;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Wall-clock and CPU time (this process, PGlite included) of each job, in ms. */
async function time(jobs: Job[]): Promise<{ wall: number[]; cpu: number[] }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const job of jobs) {
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    await job();
    const used = process.cpuUsage(cpuStart);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}

async function main() {
  const t = await createTestServices({ seed: true });
  const ctx = contextFor(t.services).get(appContext);
  const seedArticles = [...articlesA, ...articlesB];
  const questions = ["Dove si trova?", "Chi lo ha inventato e quando?", "Quanto costa il biglietto?"];

  const suites: Record<string, Job[]> = {
    "article-ai-tools · riassunto": seedArticles.map(
      (a) => () => runArticleTool(ctx, { tool: "riassunto", article: a.slug }),
    ),
    "article-ai-tools · chat": seedArticles.map(
      (a, i) => () =>
        runArticleTool(ctx, { tool: "chat", article: a.slug, question: questions[i % questions.length] }),
    ),
    "article-ai-tools · ispirazione": seedArticles.map(
      (a) => () => runArticleTool(ctx, { tool: "ispirazione", article: a.slug }),
    ),
    "generate-experience": REGIONS.flatMap((r, i) =>
      [0, 1].map(
        (k) => () =>
          generateExperience(ctx, {
            intent: `Un viaggio in ${r.name} tra ${r.places[k]?.city ?? r.capital}`,
            interests: [INTEREST_IDS[(i + k) % 5], INTEREST_IDS[(i + k + 2) % 5]],
            duration: DURATIONS[(i + k) % 4],
            company: COMPANIES[(i + k) % 5],
          }),
      ),
    ),
    "generate-itinerary": REGIONS.flatMap((r) =>
      r.places
        .slice(0, 2)
        .map(
          (p) => () => generateItinerary(ctx, { placeName: p.name, region: r.name, category: p.category }),
        ),
    ),
    "generate-region-suggestions": REGIONS.map(
      (r) => () => generateRegionSuggestions(ctx, { region: r.name }),
    ),
    "generate-partner-content": partners.map(
      (p) => () =>
        generatePartnerContent(ctx, {
          tipo: p.tipo,
          nome: p.nome,
          descrizione: p.descrizione,
          regione: p.regione,
          comune: p.comune,
          areaTematica: p.areaTematica,
          puntiInteresse: p.puntiInteresse,
          riconoscimenti: p.riconoscimenti,
          orariBooking: p.orariBooking,
          emailContatto: p.emailContatto,
          telefono: p.telefono,
        }),
    ),
    "generate-article-content": seedArticles.map(
      (a) => () =>
        generateArticleContent(ctx, { title: a.title, excerpt: a.excerpt, categoryName: a.category }),
    ),
  };

  // Warm-up (JIT, first queries), on inputs not measured.
  await runArticleTool(ctx, { tool: "riassunto", article: seedArticles[0]?.slug ?? "" });
  await generateRegionSuggestions(ctx, { region: "Toscana " });

  const rows: string[] = [];
  let ok = true;
  for (const [name, jobs] of Object.entries(suites)) {
    const cold = await time(jobs);
    const runs = [await time(jobs), await time(jobs), await time(jobs)];
    const warm = { wall: runs.flatMap((r) => r.wall), cpu: runs.flatMap((r) => r.cpu) };
    const p95Cold = percentile(cold.wall, 95);
    const p95Warm = percentile(warm.wall, 95);
    ok &&= p95Cold < 100 && p95Warm < 10;
    rows.push(
      `${name.padEnd(31)} n=${String(jobs.length).padStart(3)} │ p50 ${percentile(cold.wall, 50).toFixed(1).padStart(5)}  p95 ${p95Cold.toFixed(1).padStart(5)}  cpu-p95 ${percentile(cold.cpu, 95).toFixed(1).padStart(5)} │ p50 ${percentile(warm.wall, 50).toFixed(2).padStart(5)}  p95 ${p95Warm.toFixed(2).padStart(5)}  cpu-p95 ${percentile(warm.cpu, 95).toFixed(2).padStart(5)}`,
    );
  }
  const load = (await import("node:os")).loadavg()[0]?.toFixed(1);
  console.log(`Offline engine, server-side, PGlite, seeded content; times in ms; load average ${load}`);
  console.log(`${"function".padEnd(37)} │ uncached (1 run)                  │ cache hit (3 runs)`);
  for (const r of rows) console.log(r);
  console.log(ok ? "Bars met: p95 < 100 ms uncached, < 10 ms cached." : "Bars NOT met.");
  await t.close();
  process.exit(ok ? 0 : 1);
}

void main();

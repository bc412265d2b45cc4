// Grounding evaluation of the offline article chat.
// Run: npx tsx --tsconfig tsconfig.json scripts/bench/ai-grounding.ts [--verbose]
import fs from "node:fs";
import path from "node:path";
import { answerQuestion } from "~/features/ai/offline/article-tools";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import { articlesA } from "../seed/data/articles-a";
import { articlesB } from "../seed/data/articles-b";

interface EvalQuestion {
  article: string;
  question: string;
  answerable: boolean;
  expect?: string;
}

export interface GroundingReport {
  answerable: number;
  answeredCorrectly: number;
  unanswerable: number;
  declined: number;
  failures: { question: string; answerable: boolean; got: string }[];
}

export function runGrounding(): GroundingReport {
  const file = path.resolve(import.meta.dirname, "../../tests/fixtures/ai-eval/grounding.json");
  const { questions } = JSON.parse(fs.readFileSync(file, "utf8")) as { questions: EvalQuestion[] };
  const articles = new Map([...articlesA, ...articlesB].map((a) => [a.slug, a]));
  const report: GroundingReport = {
    answerable: 0,
    answeredCorrectly: 0,
    unanswerable: 0,
    declined: 0,
    failures: [],
  };
  for (const q of questions) {
    const a = articles.get(q.article);
    if (!a) throw new Error(`Unknown article ${q.article}`);
    const answer = answerQuestion(
      {
        title: a.title,
        excerpt: a.excerpt,
        content: sanitizeArticleHtml(a.content),
        categoryName: a.category,
      },
      q.question,
    );
    if (q.answerable) {
      report.answerable++;
      const ok = answer.answered && answer.citations.some((c) => c.text.includes(q.expect ?? ""));
      if (ok) report.answeredCorrectly++;
      else
        report.failures.push({ question: q.question, answerable: true, got: answer.content.slice(0, 200) });
    } else {
      report.unanswerable++;
      if (!answer.answered) report.declined++;
      else
        report.failures.push({ question: q.question, answerable: false, got: answer.content.slice(0, 200) });
    }
  }
  return report;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const r = runGrounding();
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
  console.log(
    `Answerable questions cited correctly: ${r.answeredCorrectly}/${r.answerable} (${pct(r.answeredCorrectly, r.answerable)})`,
  );
  console.log(
    `Unanswerable questions declined:      ${r.declined}/${r.unanswerable} (${pct(r.declined, r.unanswerable)})`,
  );
  if (process.argv.includes("--verbose"))
    for (const f of r.failures) console.log(`✗ [${f.answerable ? "A" : "U"}] ${f.question}\n    → ${f.got}`);
}

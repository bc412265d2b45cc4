// Ambassador bench (issue 13): the offline engine on the visitor questions of
// tests/fixtures/ambassador-eval/questions.json, over the seeded partners.
//
// Measured:
//  - right fact: every expected fact of an answerable question is in the answer, and
//    every figure of the answer is in the profile (bar ≥ 90 %);
//  - unanswerables handed off: handoff flag, at least one contact link, no figure
//    that is not in the profile (bar 100 %);
//  - answer language = question language, by tinyld on the Ambassador's own words
//    (the partner's Italian wording quoted «…» excluded) (bar ≥ 95 %); also reported
//    on the whole answer, quotes included;
//  - offline latency per answer after one warm-up pass, p50 and p95 (bar p95 ≤ 100 ms).
//
// Run: npx tsx --tsconfig tsconfig.json scripts/bench/ambassador.ts [--verbose]
import fs from "node:fs";
import path from "node:path";
import { answerAmbassador } from "../../app/features/ai/ambassador/answer";
import { type EvalQuestion, scoreAnswer } from "../../app/features/ai/ambassador/eval";
import { answerLanguage } from "../../app/features/ai/ambassador/language";
import { italianLexicon } from "../../app/features/ai/italian/lexicon.server";
import { seedAmbassadorProfiles } from "../seed/ambassador-profiles";

const verbose = process.argv.includes("--verbose");
const file = path.join(process.cwd(), "tests/fixtures/ambassador-eval/questions.json");
const { questions } = JSON.parse(fs.readFileSync(file, "utf8")) as { questions: EvalQuestion[] };

function ask(q: EvalQuestion) {
  const seeded = seedAmbassadorProfiles[q.partner];
  if (!seeded) throw new Error(`unknown partner ${q.partner}`);
  return {
    seeded,
    out: answerAmbassador({ question: q.q, agent: seeded.agent, profile: seeded.profile }, italianLexicon),
  };
}

for (const q of questions) ask(q); // warm-up (detector and lexicon loaded once per process)

const times: number[] = [];
const verdicts = [];
let wholeLanguageOk = 0;
for (const q of questions) {
  const started = performance.now();
  const { seeded, out } = ask(q);
  times.push(performance.now() - started);
  const verdict = scoreAnswer(q, out, seeded.profile);
  verdicts.push(verdict);
  if (answerLanguage(out.answer) === q.lang) wholeLanguageOk += 1;
  if (verbose || !verdict.ok || !verdict.languageOk)
    console.log(
      `${verdict.ok ? "ok  " : "FAIL"} ${verdict.languageOk ? "" : `[lang ${verdict.detected}] `}${q.id} ${q.q}\n     ${out.answer}${verdict.why ? `\n     → ${verdict.why}` : ""}`,
    );
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
const facts = verdicts.filter((v) => v.kind === "fact");
const handoffs = verdicts.filter((v) => v.kind === "handoff");
const rate = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)} % (${n}/${d})`;
const factRate = facts.filter((v) => v.ok).length / Math.max(1, facts.length);
const handoffRate = handoffs.filter((v) => v.ok).length / Math.max(1, handoffs.length);
const langRate = verdicts.filter((v) => v.languageOk).length / verdicts.length;
console.log(
  `questions ${questions.length} over ${new Set(questions.map((q) => q.partner)).size} partners, languages ${[...new Set(questions.map((q) => q.lang))].join(", ")}`,
);
console.log(`right fact            ${rate(facts.filter((v) => v.ok).length, facts.length)}  (bar ≥ 90 %)`);
console.log(
  `unanswerables handed off ${rate(handoffs.filter((v) => v.ok).length, handoffs.length)}  (bar 100 %)`,
);
console.log(
  `answer language = question language ${rate(verdicts.filter((v) => v.languageOk).length, verdicts.length)}  (bar ≥ 95 %); whole answer incl. quoted Italian ${rate(wholeLanguageOk, verdicts.length)}`,
);
console.log(`offline latency p50 ${pct(50).toFixed(2)} ms, p95 ${pct(95).toFixed(2)} ms  (bar p95 ≤ 100 ms)`);
const pass = factRate >= 0.9 && handoffRate === 1 && langRate >= 0.95 && pct(95) <= 100;
console.log(pass ? "PASS" : "FAIL");
process.exitCode = pass ? 0 : 1;

// Copy bench (issue 16): offline partner copy for every seeded partner and 50
// synthetic ones, every field through the copy checker. The bar: 0 grammar faults,
// 0 repeated sentences, 0 mid-word cuts, SEO fields within their limits, no number
// that the partner did not write (no invented prices, dates or hours).
// Run: npx tsx --tsconfig tsconfig.json scripts/bench/partner-copy.ts [--samples N] [--verbose]
import {
  type CopyFaultKind,
  checkPartnerCopy,
  partnerCopyFaultList,
  partnerTexts,
} from "~/features/ai/copy-check";
import { italianLexicon } from "~/features/ai/italian/lexicon.server";
import { offlinePartnerContent } from "~/features/ai/offline/partner";
import {
  finishPartnerContent,
  type PartnerContentInput,
  partnerSource,
} from "~/features/ai/partner-content.server";
import {
  partnerContentInputSchema,
  partnerContentOutputSchema,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from "~/features/ai/schemas";
import { partners } from "../seed/data/partners";
import { syntheticPartners } from "./synthetic-partners";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const samples = Number(args[args.indexOf("--samples") + 1]) || 0;

const seeded: PartnerContentInput[] = partners.map((p) => ({
  tipo: p.tipo,
  nome: p.nome,
  descrizione: p.descrizione,
  sitoWeb: p.sitoWeb,
  regione: p.regione,
  provincia: p.provincia,
  comune: p.comune,
  areaTematica: p.areaTematica,
  puntiInteresse: p.puntiInteresse,
  riconoscimenti: p.riconoscimenti,
  orariBooking: p.orariBooking,
  indirizzoCitta: p.indirizzoCitta,
  emailContatto: p.emailContatto,
  telefono: p.telefono,
}));
const inputs = [...seeded, ...syntheticPartners(50)];

/** Numbers in the copy that appear nowhere in the partner's data: an invented date, price or hour. */
function inventedNumbers(texts: string[], source: string): string[] {
  const known = new Set(source.match(/\d+/g) ?? []);
  return texts.flatMap((t) => (t.match(/\d+/g) ?? []).filter((n) => !known.has(n)));
}

const counts: Record<CopyFaultKind, number> = {
  article: 0,
  punctuation: 0,
  "doubled-word": 0,
  "repeated-sentence": 0,
  cut: 0,
  length: 0,
  template: 0,
  english: 0,
};
let fields = 0;
let invalid = 0;
let invented = 0;
let seoTitleMax = 0;
let seoDescriptionMax = 0;
let seoWithin = 0;
const started = performance.now();
const outputs: { input: PartnerContentInput; output: ReturnType<typeof offlinePartnerContent> }[] = [];

for (const raw of inputs) {
  const input = partnerContentInputSchema.parse(raw);
  const output = finishPartnerContent(offlinePartnerContent(input, italianLexicon));
  if (!partnerContentOutputSchema.safeParse(output).success) invalid++;
  outputs.push({ input: raw, output });
  const source = partnerSource(raw);
  // Strict: a slip copied from the partner's own text counts too.
  const faults = partnerCopyFaultList(
    checkPartnerCopy(output, { lexicon: italianLexicon, source, excuseSource: false }),
  );
  for (const fault of faults) {
    counts[fault.kind]++;
    if (verbose) console.log(`  ${raw.nome} · ${fault.field} · ${fault.kind}: ${fault.message}`);
  }
  const texts = partnerTexts(output).map((t) => t.text);
  fields += texts.filter(Boolean).length;
  const made = inventedNumbers(texts, source);
  invented += made.length;
  if (verbose && made.length) console.log(`  ${raw.nome} · invented numbers: ${made.join(", ")}`);
  seoTitleMax = Math.max(seoTitleMax, output.seo_title.length);
  seoDescriptionMax = Math.max(seoDescriptionMax, output.seo_meta_description.length);
  const within =
    output.seo_title.length > 0 &&
    output.seo_title.length <= SEO_TITLE_MAX &&
    output.seo_meta_description.length > 0 &&
    output.seo_meta_description.length <= SEO_DESCRIPTION_MAX;
  if (within) seoWithin++;
}
const ms = performance.now() - started;

const grammar = counts.article + counts.punctuation + counts["doubled-word"];
const rows: [string, string | number][] = [
  ["partners (seeded + synthetic)", `${inputs.length} (${seeded.length} + ${inputs.length - seeded.length})`],
  ["texts checked", fields],
  ["grammar faults (articles, elision, punctuation, doubled words)", grammar],
  ["  of which articles and elision", counts.article],
  ["repeated sentences", counts["repeated-sentence"]],
  ["mid-word or dangling cuts", counts.cut],
  ["template markers or instructions", counts.template],
  ["English words", counts.english],
  ["over-long or empty fields", counts.length],
  ["numbers not in the partner's data", invented],
  ["outputs failing the output schema", invalid],
  [
    `SEO within limits (title ≤ ${SEO_TITLE_MAX}, description ≤ ${SEO_DESCRIPTION_MAX})`,
    `${seoWithin}/${inputs.length}`,
  ],
  ["longest SEO title / description", `${seoTitleMax} / ${seoDescriptionMax}`],
  ["time", `${ms.toFixed(0)} ms (${(ms / inputs.length).toFixed(2)} ms a partner)`],
];
const width = Math.max(...rows.map(([k]) => k.length));
console.log("Partner copy bench (offline engine)");
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);

for (const { input, output } of outputs
  .filter((_, i) => i % Math.max(1, Math.floor(outputs.length / samples)) === 0)
  .slice(0, samples)) {
  console.log(
    `\n--- ${input.nome} (${input.tipo}, ${input.areaTematica ?? "—"}, ${input.comune ?? input.regione ?? "—"})`,
  );
  console.log(JSON.stringify(output, null, 2));
}

const failed =
  grammar +
    counts["repeated-sentence"] +
    counts.cut +
    counts.template +
    counts.english +
    counts.length +
    invented +
    invalid >
    0 || seoWithin !== inputs.length;
if (failed) {
  console.error("\nFAIL: the copy bar is not met (run with --verbose for the faults).");
  process.exit(1);
}

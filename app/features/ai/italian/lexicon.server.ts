// The full noun lexicon: gender and plural of ~17,000 Italian nouns from morph-it
// (italian-words-dict, CC BY-SA 2.0 / LGPL data, docs/decisions/1121), under the
// reviewed basic table. Server only: the data is 650 KB of JSON, read on first use.
// The checker judges gender only where the ending agrees (agreement.ts), since many
// nouns in -e are adjectives too ("grande", "verde").
import { createRequire } from "node:module";
import type { NounInfo } from "./grammar";
import { basicLexicon, type Lexicon } from "./lexicon";

type Entry = { G: "M" | "F"; P: string };

let FORMS: Map<string, NounInfo> | null = null;

function load(): Map<string, NounInfo> {
  const words = createRequire(import.meta.url)("italian-words-dict/dist/words.json") as Record<string, Entry>;
  const forms = new Map<string, NounInfo>();
  for (const [singular, { G, P }] of Object.entries(words)) {
    if (singular === P) {
      forms.set(singular, { gender: G, number: "S", invariable: true });
      continue;
    }
    // "uovo" → "le uova", "braccio" → "le braccia": plurals in -a are feminine.
    const pluralGender = G === "M" && /a$/.test(P) ? "F" : G;
    forms.set(singular, { gender: G, number: "S" });
    if (!forms.has(P)) forms.set(P, { gender: pluralGender, number: "P" });
  }
  return forms;
}

export const italianLexicon: Lexicon = {
  noun(word) {
    const known = basicLexicon.noun(word);
    if (known) return known;
    FORMS ??= load();
    return FORMS.get(word.toLowerCase().replace("’", "'")) ?? null;
  },
};

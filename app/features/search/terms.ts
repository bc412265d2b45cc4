// Words and stems as the index sees them: lowercase, accents removed, Italian Snowball
// stem (the algorithm of PostgreSQL's `italian_stem`, so both sides agree), stop words
// dropped; and the lexicon's expansions.
import { stemmer } from "@orama/stemmers/italian";
import { isStopword, words } from "~/features/ai/offline/text";
import { LEXICON } from "./lexicon";

const STEMS = new Map<string, string>();

/** "alzarsi", "portarla", "andarci": an infinitive with a clitic, as the infinitive. */
export function baseForm(word: string): string {
  const clitic = /^([a-z]{3,}[aei]r)(si|ci|vi|mi|ti|la|lo|le|li|ne|gli|sene)$/.exec(word);
  return clitic ? `${clitic[1]}e` : word;
}

/** Snowball stem of one word (lowercase, unaccented). */
export function stemOf(word: string): string {
  let s = STEMS.get(word);
  if (s === undefined) {
    s = /^\d+$/.test(word) ? word : stemmer(baseForm(word));
    if (STEMS.size > 50_000) STEMS.clear();
    STEMS.set(word, s);
  }
  return s;
}

/** Stems of a text's content words (stop words dropped). */
export function stemsOf(text: string): string[] {
  return words(text)
    .filter((w) => !isStopword(w))
    .map(stemOf);
}

/** The verb stem inside a noun of action or agent: creazione → cre(are), inventore → invent. */
function verbStemOf(word: string): string | null {
  const root = word
    .replace(/zion[ei]$/, "")
    .replace(/ment[oi]$/, "")
    .replace(/istic[oaih]e?$/, "")
    .replace(/(ator[ei]|atric[ei])$/, "a")
    .replace(/(tor[ei])$/, "t");
  return root !== word && root.length >= 3 ? stemOf(root) : null;
}

/** A multi-word lexicon term ("materia prima") as one key: its stems joined by "_". */
function keyOf(term: string): string {
  return stemsOf(term).join("_");
}

const SYNONYM_WEIGHT = 0.9;
const RELATED_WEIGHT = 0.75;

/** stem → related stems (or phrase keys) with their weight. */
const EXPANSIONS: Map<string, Map<string, number>> = (() => {
  const map = new Map<string, Map<string, number>>();
  for (const entry of LEXICON) {
    const keys = [...new Set(entry.words.map(keyOf).filter(Boolean))];
    const weight = entry.kind === "sinonimi" ? SYNONYM_WEIGHT : RELATED_WEIGHT;
    for (const a of keys) {
      const related = map.get(a) ?? new Map<string, number>();
      for (const b of keys) if (b !== a && (related.get(b) ?? 0) < weight) related.set(b, weight);
      map.set(a, related);
    }
  }
  return map;
})();

/** The stems (and phrase keys) a question stem also accepts, with their weight. */
export function expansionsOf(stem: string): ReadonlyMap<string, number> {
  return EXPANSIONS.get(stem) ?? new Map();
}

/** Phrase keys of the lexicon ("materi_prim"), so a text can be checked for them. */
export const PHRASE_KEYS: string[] = [...EXPANSIONS.keys()].filter((k) => k.includes("_"));

/** "in gran parte", "fa parte": idioms whose "parte" is not a departure or a part of anything. */
const IDIOM_BEFORE_PARTE = new Set([
  "in",
  "gran",
  "da",
  "fa",
  "fanno",
  "far",
  "fare",
  "maggior",
  "buona",
  "altra",
]);

/**
 * Capitalised words inside a name that are stop words in lower case ("Sentiero degli
 * Dei", "Li Galli"): kept as "dei#", so the name is not reduced to "sentiero".
 */
export function namedStopwords(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<=[\p{L}'’,;)»"]\s+)(\p{Lu}\p{Ll}*)(?![\p{L}'’])/gu)) {
    const word = words(m[1]!)[0];
    if (word && isStopword(word) && word.length >= 2) out.push(`${word}#`);
  }
  return out;
}

/** A text's stems plus the lexicon phrases it contains. */
export function stemSetOf(text: string): Set<string> {
  const all = words(text);
  const stems = all
    .filter((w, i) => !isStopword(w) && !(w === "parte" && IDIOM_BEFORE_PARTE.has(all[i - 1] ?? "")))
    .map(stemOf);
  const set = new Set(stems);
  for (const w of words(text)) {
    const verb = w.length > 7 ? verbStemOf(w) : null;
    if (verb) set.add(verb);
  }
  for (const key of namedStopwords(text)) set.add(key);
  if (PHRASE_KEYS.length) {
    const joined = `_${stems.join("_")}_`;
    for (const key of PHRASE_KEYS) if (joined.includes(`_${key}_`)) set.add(key);
  }
  return set;
}

/** Single words of the synonym groups a word belongs to (for the site search query). */
const RELATED_WORDS: Map<string, string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const entry of LEXICON.filter((e) => e.kind === "sinonimi")) {
    const singles = entry.words
      .map((w) => words(w))
      .filter((ws) => ws.length === 1)
      .map((ws) => ws[0]!);
    for (const w of singles) {
      const key = stemOf(w);
      const set = map.get(key) ?? new Set<string>();
      for (const other of singles) if (stemOf(other) !== key) set.add(other);
      map.set(key, set);
    }
  }
  return new Map([...map].map(([k, v]) => [k, [...v]]));
})();

/** Synonyms a searched word also finds ("vitigni" → uva, uve, vite). */
export function relatedWords(word: string): string[] {
  return RELATED_WORDS.get(stemOf(word)) ?? [];
}

// Normalised names and tokens shared by the gazetteer and the intent reader.
import { foldAccents } from "~/lib/slugify";

/** Lowercase, accents and punctuation removed: "Valle d’Aosta" → "valle d aosta". */
export function normaliseName(value: string): string {
  return foldAccents(value)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export interface Token {
  /** Normalised form. */
  norm: string;
  /** As typed (accents kept). */
  raw: string;
  /** Character offset in the original text. */
  start: number;
  end: number;
  /** Starts with a capital letter as typed. */
  capital: boolean;
  /** First word of the text or of a sentence. */
  sentenceStart: boolean;
  /** Punctuation right before it (",", ":", "." …) or "" — clause boundaries. */
  before: string;
}

/**
 * Splits a text into word tokens. Apostrophes split words ("dell'Elba" → "dell",
 * "elba") as `normaliseName` does, so multi-word names match token by token.
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const re = /[\p{L}\p{N}]+/gu;
  let last = 0;
  let sentence = true;
  for (const m of text.matchAll(re)) {
    const start = m.index ?? 0;
    const between = text.slice(last, start);
    if (/[.!?;\n]/.test(between)) sentence = true;
    const raw = m[0];
    const norm = normaliseName(raw);
    if (norm) {
      out.push({
        norm,
        raw,
        start,
        end: start + raw.length,
        capital: /^\p{Lu}/u.test(raw),
        sentenceStart: sentence || out.length === 0,
        before: between.replace(/[\s'’]/g, ""),
      });
      sentence = false;
    }
    last = start + raw.length;
  }
  return out;
}

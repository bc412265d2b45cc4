// The copy checker: faults an editor would never let through in generated or
// edited Italian text. Used by the tests, by the engine on the provider's partner
// copy before it is saved, by scripts/bench/partner-copy.ts and by the wizard
// (checkPartnerCopy) to warn beside a field. Isomorphic, no database; pass
// `italianLexicon` (italian/lexicon.server.ts) on the server for full noun coverage.
import * as MESSAGES from "~/lib/messages";
import { articleFaults } from "./italian/agreement";
import { basicLexicon, type Lexicon } from "./italian/lexicon";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "./schemas";

export type CopyFaultKind =
  | "article"
  | "punctuation"
  | "doubled-word"
  | "repeated-sentence"
  | "cut"
  | "length"
  | "template"
  | "english";

export interface CopyFault {
  kind: CopyFaultKind;
  /** Italian, for the person who edits the text. */
  message: string;
  /** The words the fault is about. */
  excerpt: string;
}

export interface CopyCheckOptions {
  lexicon?: Lexicon;
  /**
   * The data the text was written from (the partner's own words). Faults already
   * in it are not blamed on the text, and a final word is judged cut against it.
   */
  source?: string;
  /** Set false to report every fault, even one copied from the source (the bench does). */
  excuseSource?: boolean;
  /** "prose" ends with a full stop; a "title" has none and must not end on a dangling word. */
  shape?: "prose" | "title";
  maxLength?: number;
  /** Empty is a fault (the SEO fields). */
  required?: boolean;
}

const DANGLING = new Set(
  (
    "il lo la i gli le un uno una di a ad da in con su per tra fra e ed o od ma che né se come dove quando " +
    "anche non del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle " +
    "nel nello nella nei negli nelle sul sullo sulla sui sugli sulle col coi"
  ).split(" "),
);

const PUNCTUATION: RegExp[] = [
  /(?<![.…])\.\.(?![.…])/g, // "Selezione.." (three dots are an ellipsis)
  /\.{4,}|…\.|\.…|……/g,
  /,,|;;|::|!!|\?\?/g,
  /[,;:]\s*[.!?…]/g,
  /[^\S\n]+[.,;:!?](?![.\d])/g, // a space before the mark
  /[,;](?=\p{L})/gu, // no space after the mark
];

const TEMPLATE: RegExp[] = [
  /\{\{?[^{}]{0,40}\}\}?/g,
  /\[(?:[A-ZÀ-Ý _]{3,}|[^\]]{0,30}(?:inserire|inserisci|nome|città|data|link|todo|da completare)[^\]]{0,30})\]/gi,
  /<\/?[a-z][^>]{0,60}>/gi,
  /\b(?:TODO|TBD|FIXME|XXX|Lorem ipsum|placeholder|undefined|NaN)\b|\[object Object\]/g,
  /\*\*|__|^#{1,6}\s|```/gm,
  /\b(?:inserisci|inserire|sostituisci|sostituire|completa|completare|aggiungi|aggiungere|scrivi|scrivere)\s+qui\b/gi,
  /\b(?:inserisci|inserire|sostituisci|sostituire)\s+(?:il|la|i|le|un|una|l['’])\s*(?:nome|testo|indirizzo|descrizione|link|numero|data|orari)\b/gi,
  /\bnota per (?:l['’]editor|il redattore|la redazione)\b|\bda (?:completare|definire|verificare)\b/gi,
  /\bcome (?:modello linguistico|intelligenza artificiale|assistente)\b|\bas an AI\b/gi,
  /^(?:Ecco|Certo|Certamente)\b[^.!?\n]{0,80}[:!]/gm,
];

/** English words that our fixed copy never needs (loanwords such as tour, design, startup are Italian). */
const ENGLISH = new Set(
  (
    "the and with your our for from this that these those is are be we you discover explore book booking " +
    "learn now welcome contact us about read click here setup reach unique amazing visit tasting guided local " +
    "enjoy stay offer offers services service find get view see today free best wonderful beautiful"
  ).split(" "),
);

const ALLOWED_DOUBLES = new Set("via piano pian passo poco così ora tanto quasi bene mano".split(" "));

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .trim();
}

function wordsOf(text: string): string[] {
  return normalise(text).split(" ").filter(Boolean);
}

/** Sentences of a text (a sentence ends with . ! ? or … before a capital, or at a line break). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["»”)]?)\s+(?=[\p{Lu}«"“(\d])|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

function around(text: string, index: number, length: number): string {
  const start = Math.max(0, text.lastIndexOf(" ", Math.max(0, index - 2)) + 1);
  const endSpace = text.indexOf(" ", index + length + 1);
  return text.slice(start, endSpace < 0 ? text.length : endSpace).trim();
}

function punctuationFaults(text: string): CopyFault[] {
  const faults: CopyFault[] = [];
  for (const rule of PUNCTUATION) {
    for (const match of text.matchAll(rule)) {
      const excerpt = around(text, match.index ?? 0, match[0].length);
      faults.push({ kind: "punctuation", excerpt, message: MESSAGES.copyPunctuation(excerpt) });
    }
  }
  for (const match of text.matchAll(/(?<![\p{L}'’])(\p{Ll}+)\s+\1(?![\p{L}'’])/gu)) {
    if (ALLOWED_DOUBLES.has(match[1] ?? "")) continue;
    faults.push({ kind: "doubled-word", excerpt: match[0], message: MESSAGES.copyDoubledWord(match[0]) });
  }
  return faults;
}

function repeatedSentences(sentences: string[]): CopyFault[] {
  const seen = new Set<string>();
  const faults: CopyFault[] = [];
  for (const sentence of sentences) {
    const key = normalise(sentence);
    if (key.split(" ").length < 4) continue;
    if (seen.has(key)) {
      faults.push({
        kind: "repeated-sentence",
        excerpt: sentence,
        message: MESSAGES.copyRepeatedSentence(sentence),
      });
    }
    seen.add(key);
  }
  return faults;
}

/** "labo" is cut when the source has "laboratori" and never "labo" on its own. */
function isPartialWord(word: string, sourceWords: Set<string>): boolean {
  const w = word.toLowerCase();
  if (!w || sourceWords.has(w)) return false;
  for (const s of sourceWords) if (s.length > w.length && s.startsWith(w)) return true;
  return false;
}

function cutFaults(text: string, shape: "prose" | "title", sourceWords: Set<string> | null): CopyFault[] {
  const t = text.trim();
  if (!t) return [];
  const ellipsis = /(?:…|\.\.\.)$/.test(t);
  const body = t.replace(/(?:…|\.\.\.)$/, "").trimEnd();
  const lastWord = /([\p{L}\p{N}'’]+)[^\p{L}\p{N}]*$/u.exec(body)?.[1] ?? "";
  const tail = body.split(/\s+/).slice(-3).join(" ") + (ellipsis ? "…" : "");
  const finished = /[.!?…]["»”')]*$/.test(t) && !ellipsis;
  if (finished) return [];
  // A title may end on any whole word ("Prenota una visita" beside "visitare"): a partial
  // word is judged only before an ellipsis or at the end of unfinished prose.
  const judgeable = ellipsis || shape === "prose";
  if (judgeable && sourceWords && isPartialWord(lastWord.replace(/['’]$/, ""), sourceWords)) {
    return [{ kind: "cut", excerpt: tail, message: MESSAGES.copyMidWordCut(tail) }];
  }
  if (DANGLING.has(lastWord.toLowerCase()) || /['’]$/.test(lastWord) || /[,;:(\-–—]$/.test(body)) {
    return [{ kind: "cut", excerpt: tail, message: MESSAGES.copyDanglingEnd(tail) }];
  }
  if (shape === "prose" && !ellipsis) {
    return [{ kind: "cut", excerpt: tail, message: MESSAGES.copyUnfinished(tail) }];
  }
  return [];
}

function patternFaults(text: string, rules: RegExp[], kind: "template"): CopyFault[] {
  const faults: CopyFault[] = [];
  for (const rule of rules) {
    for (const match of text.matchAll(rule)) {
      const excerpt = match[0].trim();
      faults.push({ kind, excerpt, message: MESSAGES.copyTemplate(excerpt) });
    }
  }
  return faults;
}

function englishFaults(text: string, sourceWords: Set<string> | null): CopyFault[] {
  // Addresses, quoted titles ("Italy: The New Domestic Landscape") and Made in Italy are not copy.
  const plain = text
    .replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/g, " ")
    .replace(/«[^»]*»|"[^"]*"|“[^”]*”/g, " ")
    .replace(/made in italy/gi, " ");
  const faults: CopyFault[] = [];
  for (const word of new Set(wordsOf(plain))) {
    if (!ENGLISH.has(word) || sourceWords?.has(word)) continue;
    faults.push({ kind: "english", excerpt: word, message: MESSAGES.copyEnglish(word) });
  }
  return faults;
}

function sourceWordSet(source: string | undefined): Set<string> | null {
  return source ? new Set(wordsOf(source)) : null;
}

function checkWith(text: string, options: CopyCheckOptions, sourceWords: Set<string> | null): CopyFault[] {
  const lexicon = options.lexicon ?? basicLexicon;
  const faults: CopyFault[] = [];
  const trimmed = text.trim();
  if (!trimmed) {
    return options.required ? [{ kind: "length", excerpt: "", message: MESSAGES.copyEmpty }] : [];
  }
  if (options.maxLength && trimmed.length > options.maxLength) {
    faults.push({
      kind: "length",
      excerpt: trimmed.slice(options.maxLength - 20),
      message: MESSAGES.copyTooLong(trimmed.length, options.maxLength),
    });
  }
  for (const fault of articleFaults(trimmed, lexicon)) {
    faults.push({
      kind: "article",
      excerpt: fault.excerpt,
      message: fault.missingArticle
        ? MESSAGES.copyMissingArticle(fault.excerpt)
        : MESSAGES.copyArticle(fault.excerpt, fault.suggestion),
    });
  }
  faults.push(
    ...punctuationFaults(trimmed),
    ...repeatedSentences(sentencesOf(trimmed)),
    ...cutFaults(trimmed, options.shape ?? "prose", sourceWords),
    ...patternFaults(trimmed, TEMPLATE, "template"),
    ...englishFaults(trimmed, sourceWords),
  );
  if (!options.source || options.excuseSource === false) return faults;
  // What the partner wrote is the partner's: only the text's own faults are reported.
  const source = normalise(options.source);
  return faults.filter(
    (f) =>
      f.kind === "cut" ||
      f.kind === "length" ||
      f.kind === "repeated-sentence" ||
      !normalise(f.excerpt) ||
      !source.includes(normalise(f.excerpt)),
  );
}

/** Every fault of one text. */
export function checkCopy(text: string, options: CopyCheckOptions = {}): CopyFault[] {
  return checkWith(text, options, sourceWordSet(options.source));
}

// ---------------------------------------------------------------- partner copy

export interface PartnerCopyFields {
  titolo_premium?: string | null;
  sommario?: string | null;
  chi_siamo?: string | null;
  valori?: string | null;
  servizi?: { titolo?: string | null; descrizione?: string | null; cta?: string | null }[] | null;
  esperienze?: { titolo?: string | null; descrizione?: string | null }[] | null;
  info_utili?: string | null;
  cta?: string | null;
  seo_title?: string | null;
  seo_meta_description?: string | null;
}

/** Faults by field: "sommario", "servizi.0.descrizione", "seo_title"… Fields without faults are absent. */
export type PartnerCopyFaults = Record<string, CopyFault[]>;

type Rule = Omit<CopyCheckOptions, "lexicon" | "source" | "excuseSource">;
const TITLE = (maxLength: number): Rule => ({ shape: "title", maxLength });
const PROSE = (maxLength: number): Rule => ({ shape: "prose", maxLength });

/** The partner profile's texts, each with the rule it is held to, in reading order. */
export function partnerTexts(
  fields: PartnerCopyFields,
): { field: string; text: string; rule: Rule; shown: boolean }[] {
  const out: { field: string; text: string; rule: Rule; shown: boolean }[] = [];
  const add = (field: string, text: string | null | undefined, rule: Rule, shown = true) => {
    if (text !== undefined && text !== null) out.push({ field, text, rule, shown });
  };
  add("titolo_premium", fields.titolo_premium, TITLE(160));
  add("sommario", fields.sommario, PROSE(600));
  add("chi_siamo", fields.chi_siamo, PROSE(3000));
  add("valori", fields.valori, PROSE(2000));
  (fields.servizi ?? []).forEach((s, i) => {
    add(`servizi.${i}.titolo`, s.titolo, TITLE(120));
    add(`servizi.${i}.descrizione`, s.descrizione, PROSE(600));
    add(`servizi.${i}.cta`, s.cta, TITLE(120));
  });
  (fields.esperienze ?? []).forEach((e, i) => {
    add(`esperienze.${i}.titolo`, e.titolo, TITLE(120));
    add(`esperienze.${i}.descrizione`, e.descrizione, PROSE(600));
  });
  add("info_utili", fields.info_utili, PROSE(1500));
  add("cta", fields.cta, PROSE(300));
  add("seo_title", fields.seo_title, { ...TITLE(SEO_TITLE_MAX), required: true }, false);
  add(
    "seo_meta_description",
    fields.seo_meta_description,
    { ...PROSE(SEO_DESCRIPTION_MAX), required: true },
    false,
  );
  return out;
}

/**
 * Checks every text of a partner profile (generated or edited in the wizard), and
 * sentences repeated from one section of the page to another.
 */
export function checkPartnerCopy(
  fields: PartnerCopyFields,
  options: Pick<CopyCheckOptions, "lexicon" | "source" | "excuseSource"> = {},
): PartnerCopyFaults {
  const result: PartnerCopyFaults = {};
  const sourceWords = sourceWordSet(options.source);
  const seen = new Set<string>();
  for (const { field, text, rule, shown } of partnerTexts(fields)) {
    const faults = checkWith(text, { ...options, ...rule }, sourceWords);
    if (shown) {
      const keys = new Set<string>();
      for (const sentence of sentencesOf(text)) {
        const key = normalise(sentence);
        if (seen.has(key) && key.split(" ").length >= 4) {
          faults.push({
            kind: "repeated-sentence",
            excerpt: sentence,
            message: MESSAGES.copyRepeatedSentence(sentence),
          });
        }
        keys.add(key);
      }
      for (const key of keys) seen.add(key);
    }
    if (faults.length) result[field] = faults;
  }
  return result;
}

/** All faults of a partner profile in one list, with their field. */
export function partnerCopyFaultList(faults: PartnerCopyFaults): (CopyFault & { field: string })[] {
  return Object.entries(faults).flatMap(([field, list]) => list.map((f) => ({ ...f, field })));
}

// Italian articles, elision and articulated prepositions: the rules of any
// grammar of Italian (gender, number and the word's first letters). Isomorphic
// and dependency-free; tests in grammar.test.ts.

export type Gender = "M" | "F";
export type GrammaticalNumber = "S" | "P";

export interface NounInfo {
  gender: Gender;
  number: GrammaticalNumber;
  /** Same form in the singular and the plural ("città", "hotel"): the number is not judged. */
  invariable?: boolean;
}

export type DefiniteArticle = "il" | "lo" | "l'" | "la" | "i" | "gli" | "le";
export type IndefiniteArticle = "un" | "uno" | "una" | "un'";
export type SimplePreposition = "di" | "a" | "da" | "in" | "su";

/**
 * How a word's opening sounds to an article:
 * - "vowel": a, e, i, o, u (accented too) and a silent h ("hotel");
 * - "impure": s + consonant, z, gn, ps, pn, x, y and i + vowel ("studio", "zecca", "iato"),
 *   and the French ch and English sh ("chef", "shopping"), which take lo / uno / gli in the masculine;
 * - "consonant": everything else.
 */
export type Onset = "vowel" | "impure" | "consonant";

const VOWEL = /^[aeiouàèéìíòóùú]/i;

export function onsetOf(word: string): Onset {
  const w = word
    .replace(/^[«"“'(]+/, "")
    .normalize("NFC")
    .toLowerCase();
  if (/^(?:s[bcdfgklmnpqrstvwxz]|z|gn|ps|pn|x|y|i[aeiouàèéòóù]|sh|chef|champ)/.test(w)) return "impure";
  if (VOWEL.test(w) || /^h[aeiou]/.test(w)) return "vowel";
  return "consonant";
}

/** il, lo, l', la, i, gli, le for a noun phrase starting with `word`. */
export function definiteArticle(info: NounInfo, word: string): DefiniteArticle {
  const onset = onsetOf(word);
  if (info.gender === "F") return info.number === "P" ? "le" : onset === "vowel" ? "l'" : "la";
  if (info.number === "P") return onset === "consonant" ? "i" : "gli";
  return onset === "vowel" ? "l'" : onset === "impure" ? "lo" : "il";
}

/** un, uno, una, un' for a singular noun phrase starting with `word`. */
export function indefiniteArticle(gender: Gender, word: string): IndefiniteArticle {
  const onset = onsetOf(word);
  if (gender === "F") return onset === "vowel" ? "un'" : "una";
  return onset === "impure" ? "uno" : "un";
}

const PREPOSITION_STEM: Record<SimplePreposition, string> = {
  di: "de",
  a: "a",
  da: "da",
  in: "ne",
  su: "su",
};

/** di + il = del, a + l' = all', in + gli = negli, su + le = sulle… */
export function articulated(preposition: SimplePreposition, article: DefiniteArticle): string {
  const stem = PREPOSITION_STEM[preposition];
  if (article === "il") return `${stem}l`;
  if (article === "i") return `${stem}i`;
  if (article === "gli") return `${stem}gli`;
  return `${stem}l${article}`;
}

/** Joins an article (or an articulated preposition) to the next word: "l'" + "ente" = "l'ente". */
export function attach(article: string, phrase: string): string {
  return article.endsWith("'") ? `${article}${phrase}` : `${article} ${phrase}`;
}

/** "il museo", "l'azienda", "gli studi". */
export function withArticle(phrase: string, info: NounInfo): string {
  return attach(definiteArticle(info, phrase), phrase);
}

/** "un museo", "un'azienda", "uno studio". */
export function withIndefinite(phrase: string, gender: Gender): string {
  return attach(indefiniteArticle(gender, phrase), phrase);
}

/** "del museo", "dell'azienda", "negli studi", "sulle colline". */
export function withPreposition(preposition: SimplePreposition, phrase: string, info: NounInfo): string {
  return attach(articulated(preposition, definiteArticle(info, phrase)), phrase);
}

/** "a Trani", "ad Alghero" (euphonic d before the same vowel, as editors write it). */
export function aPlace(place: string): string {
  return /^[aà]/i.test(place) ? `ad ${place}` : `a ${place}`;
}

/** "e" or "ed" before a word starting with e. */
export function andBefore(word: string): string {
  return /^[eè]/i.test(word) ? "ed" : "e";
}

/** Italian list: "a, b e c" (ed before a word starting with e). */
export function joinList(items: readonly string[]): string {
  const last = items[items.length - 1];
  if (items.length <= 1 || last === undefined) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${andBefore(last)} ${last}`;
}

const ARTICLE_AT_START = /^(il|lo|la|i|gli|le)\s+(?=\S)|^(l['’])(?=\S)/i;

/**
 * A name that opens with its own article ("La Fenice", "L'Aquila", "Il Frantoio"):
 * the article and the rest, so "di" + "La Fenice" becomes "della Fenice".
 */
export function leadingArticle(name: string): { article: DefiniteArticle; rest: string } | null {
  const match = ARTICLE_AT_START.exec(name);
  if (!match) return null;
  const article = (match[1] ?? "l'").toLowerCase().replace("’", "'") as DefiniteArticle;
  return { article, rest: name.slice(match[0].length) };
}

/** "di" + "La Spezia" = "della Spezia", "a" + "L'Aquila" = "all'Aquila", "a" + "Trani" = "a Trani". */
export function prepositionBeforeName(preposition: SimplePreposition, name: string): string {
  const lead = leadingArticle(name);
  if (lead) return attach(articulated(preposition, lead.article), lead.rest);
  if (preposition === "a") return aPlace(name);
  return `${preposition} ${name}`;
}

/** First letter upper case ("l'ente" → "L'ente"). */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase("it-IT") + text.slice(1);
}

/** Regions with the article and preposition usage editors follow ("nel Lazio", "nelle Marche"). */
const REGION_INFO: Record<string, NounInfo & { bareIn?: boolean }> = {
  Abruzzo: { gender: "M", number: "S", bareIn: true },
  Basilicata: { gender: "F", number: "S", bareIn: true },
  Calabria: { gender: "F", number: "S", bareIn: true },
  Campania: { gender: "F", number: "S", bareIn: true },
  "Emilia-Romagna": { gender: "F", number: "S", bareIn: true },
  "Friuli-Venezia Giulia": { gender: "M", number: "S", bareIn: true },
  Lazio: { gender: "M", number: "S" },
  Liguria: { gender: "F", number: "S", bareIn: true },
  Lombardia: { gender: "F", number: "S", bareIn: true },
  Marche: { gender: "F", number: "P" },
  Molise: { gender: "M", number: "S", bareIn: true },
  Piemonte: { gender: "M", number: "S", bareIn: true },
  Puglia: { gender: "F", number: "S", bareIn: true },
  Sardegna: { gender: "F", number: "S", bareIn: true },
  Sicilia: { gender: "F", number: "S", bareIn: true },
  Toscana: { gender: "F", number: "S", bareIn: true },
  "Trentino-Alto Adige": { gender: "M", number: "S", bareIn: true },
  Umbria: { gender: "F", number: "S", bareIn: true },
  "Valle d'Aosta": { gender: "F", number: "S", bareIn: true },
  Veneto: { gender: "M", number: "S", bareIn: true },
};

/** "in Toscana", "nel Lazio", "nelle Marche"; unknown names get a plain "in". */
export function inRegion(region: string): string {
  const info = REGION_INFO[region];
  if (!info || info.bareIn) return `in ${region}`;
  return withPreposition("in", region, info);
}

/** "della Toscana", "del Veneto", "dell'Umbria", "delle Marche"; unknown names get "di". */
export function ofRegion(region: string): string {
  const info = REGION_INFO[region];
  return info ? withPreposition("di", region, info) : `di ${region}`;
}

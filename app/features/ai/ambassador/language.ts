// The visitor's language (issue 13): tinyld (pinned) restricted to the five
// languages the offline Ambassador writes, with the words visitors type most as a
// tie-breaker for the shortest questions ("Orari?", "Parking?").
import { detectAll } from "tinyld";

export const AMBASSADOR_LANGUAGES = ["it", "en", "de", "fr", "es"] as const;
export type AmbassadorLanguage = (typeof AMBASSADOR_LANGUAGES)[number];

export interface DetectedLanguage {
  /** The language the answer is written in. */
  language: AmbassadorLanguage;
  /** Set when the visitor wrote in another language (answered in English with a note). */
  other?: string;
}

/** Short words that are typical of one language only (lower case, no punctuation). */
const CUES: Record<AmbassadorLanguage, readonly string[]> = {
  it: [
    "orari",
    "orario",
    "dove",
    "come",
    "quanto",
    "costa",
    "avete",
    "siete",
    "prenotare",
    "ciao",
    "buongiorno",
    "grazie",
    "parcheggio",
    "sito",
    "indirizzo",
    "telefono",
    "aperti",
    "aperto",
    "chi",
    "che",
    "cosa",
    "il",
    "della",
    "di",
    "per",
    "è",
    "ci",
    "quando",
    "si",
    "possono",
    "fate",
    "posso",
    "qual",
    "vostro",
    "vostra",
    "c'è",
    "quanto",
  ],
  en: [
    "hours",
    "where",
    "how",
    "what",
    "when",
    "do",
    "you",
    "is",
    "are",
    "the",
    "open",
    "price",
    "prices",
    "parking",
    "hello",
    "hi",
    "thanks",
    "can",
    "website",
    "address",
    "phone",
    "book",
    "i",
    "your",
    "there",
  ],
  de: [
    "wann",
    "wo",
    "wie",
    "was",
    "ist",
    "sind",
    "habt",
    "haben",
    "ihr",
    "sie",
    "öffnungszeiten",
    "geöffnet",
    "preis",
    "preise",
    "kostet",
    "hallo",
    "danke",
    "gibt",
    "es",
    "der",
    "die",
    "das",
    "und",
    "ich",
    "kann",
    "man",
    "parkplatz",
    "adresse",
  ],
  fr: [
    "où",
    "quand",
    "comment",
    "quel",
    "quels",
    "quelle",
    "quelles",
    "êtes",
    "vous",
    "est",
    "horaires",
    "ouvert",
    "prix",
    "combien",
    "bonjour",
    "merci",
    "le",
    "la",
    "les",
    "je",
    "peut",
    "on",
    "adresse",
    "réserver",
    "avez",
  ],
  es: [
    "dónde",
    "cuándo",
    "cómo",
    "qué",
    "cuánto",
    "cuesta",
    "horario",
    "horarios",
    "abierto",
    "precio",
    "precios",
    "hola",
    "gracias",
    "el",
    "los",
    "las",
    "hay",
    "tienen",
    "tenéis",
    "puedo",
    "se",
    "dirección",
    "reservar",
    "está",
    "sitio",
  ],
};

const CUE_SETS = Object.fromEntries(
  Object.entries(CUES).map(([lang, words]) => [lang, new Set(words)]),
) as Record<AmbassadorLanguage, Set<string>>;

function isAmbassadorLanguage(value: string): value is AmbassadorLanguage {
  return (AMBASSADOR_LANGUAGES as readonly string[]).includes(value);
}

function cueScores(text: string): Record<AmbassadorLanguage, number> {
  const scores = { it: 0, en: 0, de: 0, fr: 0, es: 0 };
  for (const word of text.toLowerCase().match(/[\p{L}]+/gu) ?? []) {
    for (const lang of AMBASSADOR_LANGUAGES) if (CUE_SETS[lang].has(word)) scores[lang] += 1;
  }
  // Inverted punctuation and ß are unambiguous.
  if (/[¿¡ñ]/.test(text)) scores.es += 3;
  if (/[ßäöü]/i.test(text)) scores.de += 3;
  if (/[çêèàâ]|\b(?:qu'|l'|d'|j')/i.test(text) && !/[ìò]/.test(text)) scores.fr += 1;
  return scores;
}

/**
 * The language of a visitor's message: the detector's best guess among the five
 * when it is sure, otherwise the cue words; a text clearly in another language
 * (Portuguese, Dutch…) is marked `other` and answered in English.
 */
export function detectLanguage(text: string): DetectedLanguage {
  const clean = text.trim();
  const cues = cueScores(clean);
  const ranked = detectAll(clean, { only: [...AMBASSADOR_LANGUAGES] });
  const best = ranked[0];
  const cueBest = AMBASSADOR_LANGUAGES.reduce((a, b) => (cues[b] > cues[a] ? b : a), "it");
  let language: AmbassadorLanguage;
  if (best && isAmbassadorLanguage(best.lang) && (best.accuracy >= 0.5 || cues[best.lang] >= cues[cueBest])) {
    language = best.lang;
  } else if (cues[cueBest] > 0) {
    language = cueBest;
  } else {
    language = best && isAmbassadorLanguage(best.lang) ? best.lang : "it";
  }
  if (clean.length >= 24 && cues[language] === 0) {
    const open = detectAll(clean)[0];
    if (open && open.accuracy >= 0.8 && !isAmbassadorLanguage(open.lang))
      return { language: "en", other: open.lang };
  }
  return { language };
}

/** The detector's verdict on an answer (the bench compares it with the question's language). */
export function answerLanguage(text: string): string {
  return detectAll(text, { only: [...AMBASSADOR_LANGUAGES] })[0]?.lang ?? "";
}

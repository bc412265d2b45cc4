// Finds articles (il, l', uno, un', dell', sulle…) that do not fit the word after
// them: wrong elision for the first letters, wrong gender or number for a noun the
// lexicon knows for sure. Conservative by design: "lo", "la", "le", "gli" are also
// pronouns, so alone they are judged only before a noun.
import {
  attach,
  type DefiniteArticle,
  definiteArticle,
  type Gender,
  type GrammaticalNumber,
  indefiniteArticle,
  type NounInfo,
  onsetOf,
  prepositionBeforeName,
  type SimplePreposition,
} from "./grammar";
import { basicLexicon, guessByEnding, type Lexicon } from "./lexicon";

export interface ArticleFault {
  /** The article and the word, as written: "un azienda". */
  excerpt: string;
  /** The right form when it can tell: "un'azienda". */
  suggestion?: string;
  missingArticle?: boolean;
}

type Family = "il" | "lo" | "l'" | "la" | "i" | "gli" | "le";
const STEMS = ["de", "a", "da", "ne", "su"] as const;
const SUFFIX_FAMILY: Record<string, Family> = {
  l: "il",
  llo: "lo",
  "ll'": "l'",
  lla: "la",
  i: "i",
  gli: "gli",
  lle: "le",
};
const FAMILY_INFO: Record<Family, { gender?: Gender; number: GrammaticalNumber }> = {
  il: { gender: "M", number: "S" },
  lo: { gender: "M", number: "S" },
  "l'": { number: "S" },
  la: { gender: "F", number: "S" },
  i: { gender: "M", number: "P" },
  gli: { gender: "M", number: "P" },
  le: { gender: "F", number: "P" },
};

const FUNCTION_WORDS = new Set(
  (
    "di a da in con su per tra fra e ed o od ma che non se come dove quando anche più già ci ne si mi ti vi lo la li " +
    "le gli il i un uno una del della dei delle degli al alla ai alle dal dalla nel nella sul sulla " +
    // Numerals: the article agrees with the noun after them ("dalle quattro alle otto settimane").
    "due tre quattro cinque sei sette otto nove dieci undici dodici venti trenta quaranta cinquanta cento mille primo prima"
  ).split(" "),
);

// An article, then the next word (letters only; a word ending in an apostrophe is elided and skipped).
const PAIR =
  /(?<![\p{L}\p{N}'’])(un['’]|l['’]|(?:de|a|da|ne|su)ll['’]|(?:de|a|da|ne|su)(?:llo|lla|lle|gli|l|i)|il|lo|la|le|gli|i|uno|una|un)(?:\s+|(?<=['’]))(\p{L}+)(?!['’\p{L}])/giu;

/** Nouns whose gender changes the meaning ("il polo" / "la polo", "il fine" / "la fine"): not judged. */
const HOMONYMS = new Set(
  "polo capitale fine fronte radio boa lama pianeta fonte data moto eco mitra camerata carcere tè".split(" "),
);

/**
 * The gender and number the checker may rely on, or null: masculine -o / feminine -a words
 * and their plurals, and suffixes that fix the gender ("-zione", "-tà" feminine; "-tore" masculine).
 */
function judged(word: string, info: NounInfo, lexicon: Lexicon): NounInfo | null {
  const w = word.toLowerCase();
  if (HOMONYMS.has(w)) return null;
  if (/(?:zione|sione|tà|tù|trice)$/.test(w)) return { ...info, gender: "F" };
  if (/(?:zioni|sioni|trici)$/.test(w)) return { gender: "F", number: "P" };
  if (/tore$/.test(w)) return { gender: "M", number: "S" };
  if (/tori$/.test(w)) return { gender: "M", number: "P" };
  if (info.number === "S") return (info.gender === "M" ? /o$/ : /a$/).test(w) ? info : null;
  // A plural is judged when its singular ends in -o (masculine) or -a (feminine): "grandi",
  // "carceri" come from -e singulars, which adjectives share.
  const from = (candidates: string[]) => candidates.filter((c) => c !== w && /[oa]$/.test(c));
  if (info.gender === "M") {
    const singulars = from([w.replace(/([cg])hi$/, "$1o"), w.replace(/i$/, "o"), w.replace(/i$/, "io")]);
    return /i$/.test(w) && singulars.some((s) => lexicon.noun(s)?.gender === "M") ? info : null;
  }
  // "le uova": a masculine -o singular with a plural in -a.
  const singulars = from([w.replace(/([cg])he$/, "$1a"), w.replace(/e$/, "a"), w.replace(/a$/, "o")]);
  return /[ea]$/.test(w) && singulars.some((s) => lexicon.noun(s) !== null) ? info : null;
}

function family(token: string): { family: Family; bare: boolean } | null {
  const t = token.toLowerCase().replace("’", "'");
  if (t in FAMILY_INFO) return { family: t as Family, bare: true };
  for (const stem of STEMS) {
    if (!t.startsWith(stem)) continue;
    const f = SUFFIX_FAMILY[t.slice(stem.length)];
    if (f) return { family: f, bare: false };
  }
  return null;
}

function isSentenceStart(text: string, index: number): boolean {
  return /(?:^|[.!?…:;]\s+|\n\s*|[«"“(]\s*)$/.test(text.slice(Math.max(0, index - 4), index));
}

const PREPOSITION_BEFORE = /(?:^|[\s(«"“])(?:di|a|ad|da|in|con|su|per|tra|fra)\s+$/i;

function judgeDefinite(
  text: string,
  index: number,
  token: string,
  word: string,
  fam: { family: Family; bare: boolean },
  lexicon: Lexicon,
): ArticleFault | null {
  const known = lexicon.noun(word);
  // A capital word after an article is a name ("dei Pio", "delle Carceri"): its gender is judged
  // only for the reviewed heads of institution names ("della Museo").
  const nameLike = /^\p{Lu}/u.test(word) && !basicLexicon.noun(word);
  const noun = known && !nameLike ? judged(word, known, lexicon) : null;
  const expected = FAMILY_INFO[fam.family];
  // "la Innocenti", "della Olivetti": a company keeps its article whole.
  if (nameLike && fam.family === "la" && onsetOf(word) === "vowel") return null;
  const right = definiteArticle(
    {
      gender: noun?.gender ?? expected.gender ?? "M",
      number: noun && !noun.invariable ? noun.number : expected.number,
    },
    word,
  );
  if (right === fam.family) return null;
  // "lo", "la", "le", "gli" are pronouns too ("lo consiglio", "gli porti", "le offro"): they are
  // judged as articles after a preposition, or when only the elision is wrong ("la azienda").
  const pronounLike = fam.bare && fam.family !== "il" && fam.family !== "i" && fam.family !== "l'";
  if (pronounLike) {
    const afterPreposition = PREPOSITION_BEFORE.test(text.slice(Math.max(0, index - 8), index));
    const elisionOnly =
      noun !== null &&
      noun.gender === expected.gender &&
      noun.number === expected.number &&
      onsetOf(word) === "vowel";
    if (!afterPreposition && !elisionOnly) return null;
    if (!noun && !afterPreposition) return null;
  }
  // "dai" is also a verb ("dai un'occhiata"): judged only before a noun.
  if (token.toLowerCase() === "dai" && !noun) return null;
  const stem = fam.bare ? "" : token.slice(0, token.length - suffixOf(fam.family).length);
  const suggestion = stem ? attach(`${stem}${suffixOf(right)}`, word) : attach(matchCase(right, token), word);
  return { excerpt: `${token}${/['’]$/.test(token) ? "" : " "}${word}`, suggestion };
}

function suffixOf(f: Family | DefiniteArticle): string {
  return Object.entries(SUFFIX_FAMILY).find(([, v]) => v === f)?.[0] ?? "";
}
function matchCase(article: string, token: string): string {
  return /^\p{Lu}/u.test(token) ? article.charAt(0).toUpperCase() + article.slice(1) : article;
}

function judgeIndefinite(token: string, word: string, lexicon: Lexicon): ArticleFault | null {
  const t = token.toLowerCase().replace("’", "'");
  const known = lexicon.noun(word);
  const info = known ? judged(word, known, lexicon) : guessByEnding(word);
  const onset = onsetOf(word);
  // "uno dei", "una delle", "uno che": pronouns and numerals.
  if ((t === "uno" || t === "una") && !known && !(t === "una" && onset === "vowel" && info)) return null;
  if (info?.number === "P" && !info.invariable) return null;
  const gender: Gender | null = info?.gender ?? null;
  let fits: boolean;
  if (t === "un'") fits = onset === "vowel" && gender !== "M";
  else if (t === "una") fits = onset !== "vowel" && gender !== "M";
  else if (t === "uno") fits = onset === "impure" && gender !== "F";
  else fits = onset !== "impure" && (gender !== "F" || (onset !== "vowel" && !known));
  if (fits) return null;
  const right = indefiniteArticle(gender ?? (t === "una" || t === "un'" ? "F" : "M"), word);
  return {
    excerpt: `${token}${t === "un'" ? "" : " "}${word}`,
    suggestion: attach(matchCase(right, token), word),
  };
}

/** Heads of institution names that need their article after a preposition. */
const INSTITUTION =
  /(?<![\p{L}'’])(di|a|ad|da|in|su|con|per|tra|fra)\s+(Museo|Fondazione|Ente|Consorzio|Istituto|Associazione|Azienda|Cantina|Tenuta|Cascina|Frantoio|Oleificio|Enoteca|Collezione|Accademia|Cooperativa|Pelletteria|Maglificio|Gioielleria|Distilleria|Studio|Zecca|Galleria|Pinacoteca|Biblioteca)\s+(?:(?:di|del|dello|della|dei|degli|delle)\s+|dell['’])?\p{Lu}/gu;

/**
 * "a L'Aquila", "di Il Cairo": a preposition merges with the article of a name. "di La Spezia"
 * is common usage beside "della Spezia", so feminine "La"/"Le" are left alone.
 */
const PREPOSITION_AND_ARTICLE = /(?<![\p{L}'’])(di|a|da|in|su)\s+(Il|Lo|I|Gli|L['’])\s*(?=\p{Lu})/gu;

/** Every article in `text` that does not fit the word after it. */
export function articleFaults(text: string, lexicon: Lexicon): ArticleFault[] {
  const faults: ArticleFault[] = [];
  for (const match of text.matchAll(PAIR)) {
    const [, token = "", word = ""] = match;
    const index = match.index ?? 0;
    if (FUNCTION_WORDS.has(word.toLowerCase()) || word.length < 2) continue;
    // Acronyms and Roman numerals are read aloud letter by letter or as numbers: "l'IIT", "il IX".
    if (/^\p{Lu}{2,}$/u.test(word)) continue;
    // A capital article inside a sentence belongs to a proper name ("Lo Monaco", "La Spezia").
    if (/^\p{Lu}/u.test(token) && !isSentenceStart(text, index)) continue;
    if (token === "I" && !isSentenceStart(text, index)) continue;
    const t = token.toLowerCase();
    const fault = /^un/.test(t)
      ? judgeIndefinite(token, word, lexicon)
      : (() => {
          const fam = family(token);
          return fam ? judgeDefinite(text, index, token, word, fam, lexicon) : null;
        })();
    if (fault) faults.push(fault);
  }
  for (const match of text.matchAll(PREPOSITION_AND_ARTICLE)) {
    const [excerpt, preposition = "", article = ""] = match;
    const rest = text.slice((match.index ?? 0) + excerpt.length).split(/[\s.,;:!?»)]/)[0] ?? "";
    faults.push({
      excerpt: `${excerpt}${rest}`.trim(),
      suggestion: prepositionBeforeName(
        preposition as SimplePreposition,
        `${article}${article.endsWith("'") || article.endsWith("’") ? "" : " "}${rest}`,
      ),
    });
  }
  for (const match of text.matchAll(INSTITUTION)) {
    faults.push({ excerpt: `${match[1]} ${match[2]}`, missingArticle: true });
  }
  return faults;
}

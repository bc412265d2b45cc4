// Finds the places a request names, as places and not as ordinary words:
// "un vasto parco" is not Vasto, "a Vasto" is; "in campagna" is not Campagna.
import { COMMON_WORD_NAMES } from "./common-words";
import type { Gazetteer, GazetteerPlace } from "./gazetteer.server";
import type { Token } from "./names";
import { NEAR_PLACE_WORDS } from "./near-place-words";

export interface Mention {
  /** Token span [from, to). */
  from: number;
  to: number;
  text: string;
  /** Every place with that name (several comuni can share one). */
  candidates: GazetteerPlace[];
}

const ARTICLES = new Set(["la", "le", "il", "lo", "l", "i", "gli"]);
/** Articles and articulated prepositions. */
const AFTER_ARTICLE = new Set(
  (
    "la le il lo l i gli della delle del dello dell dei degli alla alle al allo all ai agli " +
    "nella nelle nel nello nell nei negli sulla sulle sul sullo sull sui sugli dalla dalle dal dallo dall dai dagli"
  ).split(" "),
);
/** Words after which a name is a place: "a Noto", "verso Bra", "vicino a Vasto". */
const PLACE_PREPOSITIONS = new Set([
  "a",
  "ad",
  "in",
  "da",
  "verso",
  "tra",
  "fra",
  "per",
  "vicino",
  "presso",
  "dintorni",
  "oltre",
  "fino",
]);
/** Everyday words that stay words unless written as a place name. */
const CITY_PREPOSITIONS = new Set(["a", "ad", "da", "verso", "fino"]);
/** Regions whose names are also ordinary words ("marche di moda"). */
const WORD_REGIONS = new Set(["marche"]);
const REGION_ARTICLES = new Set(["le", "nelle", "delle", "dalle", "sulle", "alle", "per"]);

function lookup(gaz: Gazetteer, tokens: Token[], i: number): { n: number; places: GazetteerPlace[] } | null {
  for (let n = Math.min(gaz.maxWords, tokens.length - i); n >= 1; n--) {
    const key = tokens
      .slice(i, i + n)
      .map((t) => t.norm)
      .join(" ");
    const places = gaz.names.get(key);
    if (places?.length) return { n, places };
  }
  return null;
}

function isStrong(place: GazetteerPlace, words: number): boolean {
  if (place.kind === "regione" || place.kind === "area" || place.kind === "luogo") return true;
  if (words > 1) return true;
  return Boolean(place.capoluogo || place.visited);
}

/** Whether a one-word name at token i reads as a place in this sentence. */
function accepted(tokens: Token[], i: number, places: GazetteerPlace[], previousEnd: number): boolean {
  const token = tokens[i] as Token;
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  const afterList =
    previousEnd === i - 1 || (previousEnd === i - 2 && (prev?.norm === "e" || prev?.norm === "o"));
  const listed = afterList && (token.before === "," || prev?.norm === "e" || prev?.norm === "o");
  if (places.some((p) => p.kind === "regione")) {
    if (!WORD_REGIONS.has(token.norm)) return true;
    // "le marche di moda" are brands, "le Marche" the region.
    if (next && /^(di|del|dei|della|delle|degli)$/.test(next.norm)) return false;
    return (token.capital && !token.sentenceStart) || (prev !== undefined && REGION_ARTICLES.has(prev.norm));
  }
  const inContext =
    listed || (prev !== undefined && PLACE_PREPOSITIONS.has(prev.norm) && token.before === "");
  // "la Scala", "l'Arena", "della Piazza": comuni take no article (those that do are
  // matched whole, "La Spezia"), so after one a common word is the thing, not the town.
  const ownArticle = places.some((p) => /^(l'|la |il |lo |le |i |gli )/i.test(p.name)); // "all'Aquila"
  if (prev !== undefined && AFTER_ARTICLE.has(prev.norm) && COMMON_WORD_NAMES.has(token.norm) && !ownArticle)
    return false;
  if (COMMON_WORD_NAMES.has(token.norm)) {
    if (token.capital && !token.sentenceStart) return true;
    if (token.capital && (listed || next?.norm === "e" || next?.before === ",")) return true;
    return prev !== undefined && CITY_PREPOSITIONS.has(prev.norm) && token.before === "";
  }
  if (places.some((p) => isStrong(p, 1))) return true;
  // A name that is no ordinary word reads as a place when written with a capital, even
  // opening the sentence ("Montepulciano e Pienza", "Eboli, Paestum e Agropoli").
  return inContext || token.capital;
}

/**
 * A mistyped name ("Sardgena", "in pulgia", "cinqueterre"): a word of no place and of no
 * dictionary, written as a name (capital letter) or after a place preposition, one
 * typing slip away from one well-known name; or a name of several words written as one.
 */
function mistyped(
  gaz: Gazetteer,
  tokens: Token[],
  i: number,
): { n: number; places: GazetteerPlace[] } | null {
  const token = tokens[i] as Token;
  if (COMMON_WORD_NAMES.has(token.norm) || NEAR_PLACE_WORDS.has(token.norm) || /\d/.test(token.norm))
    return null;
  const prev = tokens[i - 1];
  const placed = prev !== undefined && PLACE_PREPOSITIONS.has(prev.norm) && token.before === "";
  const found = gaz.fuzzy(token.norm);
  // Lowercase and out of a place context, only a name written as one word ("cinqueterre").
  if (!found || (!token.capital && !placed && found.distance > 0)) return null;
  return { n: 1, places: found.places };
}

/** The places named in the tokens, longest name first, left to right. */
export function findMentions(gaz: Gazetteer, tokens: Token[]): Mention[] {
  const out: Mention[] = [];
  let previousEnd = -10;
  for (let i = 0; i < tokens.length; ) {
    let found = lookup(gaz, tokens, i);
    // "la valle dei templi": the article belongs to the sentence, not to the comune "La Valle".
    if (found && found.n > 1 && ARTICLES.has((tokens[i] as Token).norm) && !(tokens[i] as Token).capital) {
      const rest = lookup(gaz, tokens, i + 1);
      if (rest && rest.n >= found.n - 1) {
        i++;
        found = rest;
      }
    }
    let slip = false;
    if (!found) {
      found = mistyped(gaz, tokens, i);
      slip = found !== null;
    }
    if (!found) {
      i++;
      continue;
    }
    const ok = found.n > 1 || slip || accepted(tokens, i, found.places, previousEnd);
    if (ok) {
      out.push({
        from: i,
        to: i + found.n,
        text: tokens
          .slice(i, i + found.n)
          .map((t) => t.raw)
          .join(" "),
        candidates: found.places,
      });
      previousEnd = i + found.n - 1;
      i += found.n;
    } else i++;
  }
  return out;
}

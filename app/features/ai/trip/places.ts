// Facts about a knowledge-base place that the planner needs: is it a beach, a
// museum, how long a visit lasts, when in the year it makes sense.
import { prepositionBeforeName } from "../italian/grammar";
import type { KnowledgePlace } from "../knowledge";

/** A stop whose point is the beach or the sea itself (not a town by the sea). */
export function isBeach(place: Pick<KnowledgePlace, "name" | "category" | "description">): boolean {
  if (place.category !== "Mare") return false;
  return /spiagg|\bcala\b|\bbaia\b|\blido\b|poetto|balne|bagnanti|sabbia/i.test(
    `${place.name} ${place.description}`,
  );
}

export function isMuseum(place: Pick<KnowledgePlace, "name">): boolean {
  return /\b(muse[oi]|galleri[ae]|pinacoteca|collezione|musei)\b/i.test(place.name);
}

/** Winter months: no beach unless the traveller asks for the sea. */
export function isColdMonth(month: number | null): boolean {
  return month !== null && (month >= 11 || month <= 3);
}
/** Spring and autumn: the sea is possible, not the reason to go. */
export function isShoulderMonth(month: number | null): boolean {
  return month === 4 || month === 5 || month === 10;
}

/** Minutes a visit takes, from the knowledge base's "2-3 ore", "mezza giornata"… */
export function visitMinutes(suggestedTime: string): number {
  const t = suggestedTime.toLowerCase();
  if (/giornata intera|una giornata|intera giornata/.test(t)) return 240;
  if (/mezza giornata/.test(t)) return 180;
  const range = t.match(/(\d+(?:[.,]\d+)?)\s*-\s*(\d+(?:[.,]\d+)?)\s*or/);
  if (range)
    return Math.round(((Number(range[1]?.replace(",", ".")) + Number(range[2]?.replace(",", "."))) / 2) * 60);
  const hours = t.match(/(\d+(?:[.,]\d+)?)\s*or/);
  if (hours) return Math.round(Number(hours[1]?.replace(",", ".")) * 60);
  const minutes = t.match(/(\d+)\s*min/);
  if (minutes) return Number(minutes[1]);
  return 120;
}

export const ITALIAN_MONTHS = [
  "gennaio",
  "febbraio",
  "marzo",
  "aprile",
  "maggio",
  "giugno",
  "luglio",
  "agosto",
  "settembre",
  "ottobre",
  "novembre",
  "dicembre",
];
export function monthName(month: number): string {
  return ITALIAN_MONTHS[month - 1] ?? "";
}

/**
 * The town of a place as one name: "Riomaggiore, Manarola, …, Monterosso al Mare" →
 * "Riomaggiore", "Caldaro e Termeno" → "Caldaro", "Roma e Città del Vaticano (Roma)" → "Roma".
 */
export function townOf(city: string): string {
  const clean = city.replace(/\s*\([^)]*\)/g, "").trim();
  return clean.split(/,\s*|\s+e\s+/)[0]?.trim() || clean;
}

/** "a Mantova", "ad Agrigento", "alla Spezia" (the first town of a list). */
export function toTown(name: string): string {
  return prepositionBeforeName("a", townOf(name));
}

/** Common nouns that open a place's name and take an article: "il Forte di Bard", "le Terme di…". */
const HEAD_ARTICLES: Record<string, string> = {
  forte: "il",
  castello: "il",
  museo: "il",
  parco: "il",
  lago: "il",
  teatro: "il",
  palazzo: "il",
  duomo: "il",
  santuario: "il",
  quartiere: "il",
  mercato: "il",
  sentiero: "il",
  lungomare: "il",
  giardino: "il",
  giardini: "i",
  musei: "i",
  sassi: "i",
  portici: "i",
  vigneti: "i",
  terme: "le",
  grotte: "le",
  cave: "le",
  gole: "le",
  saline: "le",
  cascate: "le",
  mura: "le",
  colline: "le",
  gallerie: "le",
  valle: "la",
  piana: "la",
  reggia: "la",
  basilica: "la",
  cattedrale: "la",
  certosa: "la",
  galleria: "la",
  cappella: "la",
  rocca: "la",
  riserva: "la",
  spiaggia: "la",
  necropoli: "la",
  fortezza: "la",
  abbazia: "l'",
  isola: "l'",
  orto: "l'",
  arena: "l'",
  eremo: "l'",
  area: "l'",
  oasi: "l'",
  altopiano: "l'",
  tre: "le",
  cupola: "la",
  piazza: "la",
  ponte: "il",
  chiesa: "la",
  chiostro: "il",
  monastero: "il",
  monasteri: "i",
  convento: "il",
  borgo: "il",
  centro: "il",
  riviera: "la",
  laguna: "la",
  baia: "la",
  grotta: "la",
  gola: "la",
  cascata: "la",
  cripta: "la",
  pinacoteca: "la",
  torre: "la",
  faro: "il",
  villa: "la",
  ville: "le",
  scavi: "gli",
  trulli: "i",
  navigli: "i",
  fonti: "le",
  cattedrali: "le",
  cantine: "le",
  terrazzamenti: "i",
  incisioni: "le",
  castelli: "i",
};

/**
 * How a knowledge-base place is named in a sentence: its town when the name opens
 * with it ("Sirmione e le Grotte di Catullo" → "Sirmione"), else the name up to its
 * explanation, with its article ("Piana del Sele e la mozzarella di bufala" → "la Piana
 * del Sele", "Forte di Bard" → "il Forte di Bard").
 */
export function placeLabel(name: string, city: string): string {
  const town = townOf(city);
  const fold = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  if (town.length >= 3 && fold(name).startsWith(fold(town)) && !/^\p{L}/u.test(name.slice(town.length)))
    return town;
  const head =
    name
      .split(/:\s|\s+-\s|,\s|\s+e\s+(?=(?:il|lo|la|i|gli|le)\s|l'|(?:il|la|i|le)\s+su[oaie]i?\s)/)[0]
      ?.trim() || name;
  return withHeadArticle(head);
}

/** "Galleria degli Uffizi" → "la Galleria degli Uffizi", "Forte di Bard" → "il Forte di Bard", "Siena" → "Siena". */
export function withHeadArticle(name: string): string {
  const fold = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  const article = HEAD_ARTICLES[fold(name.split(/\s/)[0] ?? "")];
  if (!article) return name;
  return article.endsWith("'") ? `${article}${name}` : `${article} ${name}`;
}

/** From "alle Isole Eolie" (where): "per le Isole Eolie" (towards) and "dalle Isole Eolie" (from). */
export function towards(at: string): { to: string; from: string } {
  const m = at.match(/^(alle|all'|agli|ai|al|allo|alla|nell'|nelle|nel|a|ad) ?(.*)$/);
  if (!m) return { to: `per ${at}`, from: `da ${at}` };
  const [, prep, rest] = m as unknown as [string, string, string];
  const article: Record<string, [string, string]> = {
    alle: ["le ", "dalle "],
    "all'": ["l'", "dall'"],
    agli: ["gli ", "dagli "],
    ai: ["i ", "dai "],
    al: ["il ", "dal "],
    allo: ["lo ", "dallo "],
    alla: ["la ", "dalla "],
    "nell'": ["l'", "dall'"],
    nelle: ["le ", "dalle "],
    nel: ["il ", "dal "],
    a: ["", "da "],
    ad: ["", "da "],
  };
  const [to, from] = article[prep] ?? ["", "da "];
  return { to: `per ${to}${rest}`, from: `${from}${rest}` };
}

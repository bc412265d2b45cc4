// What a traveller asks for, read from their own words (issue 11): places named
// (several at once), places and themes they do not want ("non", "senza",
// "lontano da", "ma non"), month or season, companions, pace and duration.
import type { CuratedArea } from "../geo/areas";
import type { GeoPoint } from "../geo/distance";
import type { Gazetteer, GazetteerKind, GazetteerPlace } from "../geo/gazetteer.server";
import { findMentions, type Mention } from "../geo/match";
import { type Token, tokenize } from "../geo/names";
import { prepositionBeforeName } from "../italian/grammar";
import { ITALIAN_MONTHS, placeLabel } from "./places";

export type Theme =
  | "mare"
  | "isole"
  | "citta"
  | "musei"
  | "montagna"
  | "campagna"
  | "vino"
  | "cibo"
  | "terme"
  | "arte"
  | "storia"
  | "shopping"
  | "natura"
  | "folla";

/** A place of the request, resolved to one gazetteer entry. */
export interface Focus {
  name: string;
  kind: GazetteerKind;
  point: GeoPoint;
  radiusKm: number;
  regions: string[];
  /** Where Italians say it is: "a Mantova", "sul Lago di Garda". */
  at: string;
  /** How it is named in a list ("tra Sirmione e Desenzano del Garda"), when not its name. */
  label?: string;
  island?: CuratedArea;
}

export type Companions = "famiglia" | "lavoro" | "coppia" | "amici" | "solo";
export type Pace = "lento" | "normale" | "intenso";

export interface Wishes {
  /** Regions of the trip, in the order named. */
  regions: string[];
  focus: Focus[];
  avoid: Focus[];
  avoidThemes: Theme[];
  wantThemes: Theme[];
  /** 1–12, or null when not said. */
  month: number | null;
  companions: Companions | null;
  pace: Pace;
  /** Days said in the text ("tre giorni"), or null. */
  days: number | null;
  /** No place named at all: the spec's default Toscana applies (D17). */
  defaulted: boolean;
}

const THEME_WORDS: [RegExp, Theme][] = [
  [/^(mare|spiagg\w*|lido|lidi|balneare|bagni|tintarella)$/, "mare"],
  [/^(isol[ae]|isolette)$/, "isole"],
  [/^(citta|metropoli|centri)$/, "citta"],
  [/^(muse[oi]|pinacotec\w*|galleri[ae])$/, "musei"],
  [/^(montagn\w*|monti|neve|sci|rifugi\w*|trekking|escursion\w*|vett[ae]|sentier\w*)$/, "montagna"],
  [/^(campagn\w*|borgh\w*|borgo|collin\w*|agriturism\w*|masseri\w*)$/, "campagna"],
  [/^(vin[oi]|cantin\w*|degustazion\w*|enotec\w*|vigne\w*|vendemmia)$/, "vino"],
  [
    /^(cucina|mangiare|cibo|gastronomi\w*|piatti|ristoranti|trattori\w*|tartufo|formagg\w*|mozzarella|olio|cioccolato|street)$/,
    "cibo",
  ],
  [/^(terme|termale|benessere|spa|relax|rilass\w*)$/, "terme"],
  [/^(arte|barocco|rinasciment\w*|mosaici|affreschi|architettura|chiese|cattedrali|duomo|ville)$/, "arte"],
  [/^(storia|storic\w*|mediev\w*|archeolog\w*|templi|scavi|rovine|castell[oi]|nuraghi)$/, "storia"],
  [/^(shopping|moda|design|outlet|boutique|artigian\w*|pelletteri\w*|ceramic\w*|maglieria)$/, "shopping"],
  [
    /^(natura|parc[oh]i?|lagh[io]|cascat\w*|bosch\w*|camminare|bici|bicicletta|passeggiat\w*|selvaggi\w*)$/,
    "natura",
  ],
  [/^(folla|affollat\w*|turisti|caos|ressa)$/, "folla"],
];

const SEASON_MONTH: Record<string, number> = {
  estate: 7,
  estivo: 7,
  inverno: 1,
  invernale: 1,
  primavera: 4,
  autunno: 10,
  natale: 12,
  capodanno: 1,
  pasqua: 4,
  ferragosto: 8,
};

const NUMBERS: Record<string, number> = {
  uno: 1,
  una: 1,
  un: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  undici: 11,
  dodici: 12,
  quindici: 15,
};

/** Words that open a "not this" clause. */
const NEGATORS = new Set([
  "non",
  "senza",
  "tranne",
  "eccetto",
  "escluso",
  "esclusa",
  "esclusi",
  "escluse",
  "evitando",
  "evitare",
  "evita",
  "niente",
  "nessun",
  "nessuna",
  "salvo",
  "no",
  "lontano",
  "lontana",
  "lontani",
  "lontane",
  "fuori",
  // Visitors writing in English.
  "without",
  "except",
  "excluding",
  "avoid",
  "avoiding",
  "not",
]);
/** Words that may stand between a negator and what it negates. */
const NEGATION_FILLER = new Set(
  (
    "a ad al allo alla alle ai agli all in da dal dallo dalla dalle dai dagli dall di del dello della delle dei degli dell " +
    "il lo la le i gli l un una uno voglio vorrei vedere visitare andare fare passare interessa interessano piace piacciono " +
    "amo mi ci serve servono troppo troppe troppi grandi solite soliti classiche classici famose famosi piu e ne nelle nel nei"
  ).split(" "),
);
/** Words that close a negated clause. */
const CLAUSE_END = new Set([
  "ma",
  "pero",
  "invece",
  "solo",
  "soltanto",
  "bensi",
  "anzi",
  "poi",
  "preferisco",
  "meglio",
  "vorrei",
  "voglio",
  "but",
  "only",
]);

/** Words that negate only what follows them directly ("non Firenze", not "non troppo cara in Puglia"; "fuori Roma"). */
const SHORT_NEGATORS = new Set(["non", "no", "not", "fuori"]);

function isTheme(norm: string): boolean {
  return THEME_WORDS.some(([re]) => re.test(norm));
}

function negatedTokens(tokens: Token[], places: Set<number>): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (!NEGATORS.has(t.norm)) continue;
    // "lontano da…": only with its preposition ("un borgo lontano" is not a negation).
    if (t.norm.startsWith("lontan") && !/^d/.test(tokens[i + 1]?.norm ?? "")) continue;
    // "una gita fuori porta da Bologna" is a day out, not "not Bologna".
    if (t.norm === "fuori" && tokens[i + 1]?.norm === "porta") continue;
    const short = SHORT_NEGATORS.has(t.norm);
    let content = 0;
    for (let j = i + 1; j < tokens.length; j++) {
      const u = tokens[j] as Token;
      if (/[.;:!?]/.test(u.before) || CLAUSE_END.has(u.norm)) break;
      if (u.before === "," && content > 0 && !places.has(j) && !isTheme(u.norm)) break;
      if (NEGATION_FILLER.has(u.norm)) {
        out.add(j);
        continue;
      }
      const named = places.has(j) || isTheme(u.norm);
      // After "non", the first word that is neither a place nor a theme ends the negation.
      if (short && !named) break;
      out.add(j);
      content++;
      if (content >= 4) break;
    }
  }
  return out;
}

function resolve(mention: Mention, regionsSoFar: string[]): GazetteerPlace {
  const c = mention.candidates;
  const rank = (p: GazetteerPlace) =>
    (p.kind === "regione" ? 100 : 0) +
    (p.kind === "area" ? 60 : 0) +
    (p.kind === "luogo" ? 50 : 0) +
    (p.regions.some((r) => regionsSoFar.includes(r)) ? 30 : 0) +
    (p.capoluogo ? 20 : 0) +
    (p.visited ? 10 : 0) +
    (p.kind === "provincia" ? 5 : 0) +
    Math.min(p.radiusKm, 9);
  return [...c].sort((a, b) => rank(b) - rank(a))[0] as GazetteerPlace;
}

function locative(place: GazetteerPlace): string {
  if (place.area) return place.area.at;
  if (place.kind === "regione") {
    if (place.name === "Lazio") return "nel Lazio";
    if (place.name === "Marche") return "nelle Marche";
    return `in ${place.name}`;
  }
  // "a Mantova", "ad Agropoli", "alla Spezia", "al Forte di Bard", "a Sirmione".
  return prepositionBeforeName("a", label(place));
}

/** How the place is named in a list: "Sirmione", "il Forte di Bard", "Mantova". */
function label(place: GazetteerPlace): string {
  return place.kind === "luogo" && place.place ? placeLabel(place.name, place.place.city) : place.name;
}

function toFocus(place: GazetteerPlace): Focus {
  return {
    name: place.name,
    kind: place.kind,
    point: place.point,
    radiusKm: place.radiusKm,
    regions: place.regions,
    at: locative(place),
    ...(label(place) !== place.name ? { label: label(place) } : {}),
    ...(place.island ? { island: place.island } : {}),
  };
}

function readDays(tokens: Token[]): number | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const next = tokens[i + 1]?.norm;
    const n = /^\d+$/.test(t.norm) ? Number(t.norm) : NUMBERS[t.norm];
    if (n && (next === "giorni" || next === "giorno" || next === "notti" || next === "giornate"))
      return Math.min(n, 21);
    if (n && (next === "settimana" || next === "settimane")) return Math.min(n * 7, 21);
    if (t.norm === "weekend" || (t.norm === "fine" && next === "settimana")) return 2;
    if (t.norm === "giornata" || (t.norm === "in" && next === "giornata")) return 1;
  }
  return null;
}

function readCompanions(text: string): Companions | null {
  if (/\b(bambin\w*|bimb\w*|figli\w*|famiglia|nonn[aoie]|ragazzi)\b/.test(text)) return "famiglia";
  if (/\b(lavoro|business|congress\w*|fiera|trasferta|riunion\w*|meeting)\b/.test(text)) return "lavoro";
  if (/\b(romantic\w*|coppia|luna di miele|anniversario|fidanzat\w*|moglie|marito)\b/.test(text))
    return "coppia";
  if (/\b(amici|amiche)\b/.test(text)) return "amici";
  if (/\b(da sol[oa]|in solitaria)\b/.test(text)) return "solo";
  return null;
}

function readPace(text: string): Pace {
  if (/\b(lent[oa]|lentezza|calma|tranquill\w*|rilassat\w*|senza fretta|slow|riposo)\b/.test(text))
    return "lento";
  if (/\b(intens[oa]|il piu possibile|di corsa|veloce|tante cose)\b/.test(text)) return "intenso";
  return "normale";
}

/** Reads the wishes of a free-text request against the gazetteer. */
export function readWishes(gaz: Gazetteer, text: string): Wishes {
  const tokens = tokenize(text);
  const mentions = findMentions(gaz, tokens);
  const places = new Set(
    mentions.flatMap((m) => Array.from({ length: m.to - m.from }, (_, k) => m.from + k)),
  );
  const negated = negatedTokens(tokens, places);
  const regions: string[] = [];
  const focus: Focus[] = [];
  const avoid: Focus[] = [];
  const inMention = new Set<number>();
  for (const m of mentions) {
    for (let i = m.from; i < m.to; i++) inMention.add(i);
    const place = resolve(m, regions);
    const isNegated = negated.has(m.from);
    if (isNegated) {
      avoid.push(toFocus(place));
      continue;
    }
    for (const r of place.regions.slice(0, place.kind === "area" ? place.regions.length : 1)) {
      if (!regions.includes(r) && place.kind !== "area") regions.push(r);
    }
    if (place.kind === "area" && !place.regions.some((r) => regions.includes(r))) {
      regions.push(place.regions[0] as string);
    }
    if (place.kind !== "regione" && !focus.some((f) => f.name === place.name)) focus.push(toFocus(place));
  }

  const avoidThemes = new Set<Theme>();
  const wantThemes = new Set<Theme>();
  tokens.forEach((t, i) => {
    if (inMention.has(i)) return;
    for (const [re, theme] of THEME_WORDS) {
      if (!re.test(t.norm)) continue;
      if (negated.has(i)) avoidThemes.add(theme);
      else if (theme !== "folla") wantThemes.add(theme);
    }
  });
  for (const t of avoidThemes) wantThemes.delete(t);

  const flat = ` ${tokens.map((t) => t.norm).join(" ")} `;
  let month: number | null = null;
  tokens.forEach((t) => {
    const idx = ITALIAN_MONTHS.indexOf(t.norm);
    if (idx >= 0 && month === null) month = idx + 1;
    if (month === null && SEASON_MONTH[t.norm]) month = SEASON_MONTH[t.norm] as number;
  });
  if (month === null && /\b(d estate|in estate)\b/.test(flat)) month = 7;

  const defaulted = regions.length === 0;
  return {
    regions: defaulted ? ["Toscana"] : regions,
    focus,
    avoid,
    avoidThemes: [...avoidThemes],
    wantThemes: [...wantThemes],
    month,
    companions: readCompanions(flat),
    pace: readPace(flat),
    days: readDays(tokens),
    defaulted,
  };
}

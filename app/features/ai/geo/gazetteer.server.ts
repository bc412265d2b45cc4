// The gazetteer of Italy (issue 11, D17): the 20 regions, every province and
// comune with coordinates from the `italian-cap-comuni-province` dataset
// (ISTAT codes, Garda Informatica's coordinates, MIT), the curated lakes,
// islands, valleys, coasts and areas, and every knowledge-base place located.
// Server-only: the dataset (about 6 MB) never reaches the browser.
import { createRequire } from "node:module";
import { findRegion, type KnowledgePlace, REGIONS, type RegionKnowledge } from "../knowledge";
import { AREAS, type CuratedArea } from "./areas";
import type { GeoPoint } from "./distance";
import { editBudget, editDistance } from "./fuzzy";
import { normaliseName } from "./names";
import { PLACE_COORDINATES } from "./place-coordinates";

export type GazetteerKind = "regione" | "provincia" | "comune" | "area" | "luogo";

export interface GazetteerPlace {
  kind: GazetteerKind;
  name: string;
  regions: string[];
  point: GeoPoint;
  radiusKm: number;
  /** Comune that is a province capital. */
  capoluogo?: boolean;
  /** Comune where a knowledge-base place is. */
  visited?: boolean;
  province?: string;
  /** Island reached by sea or air (its curated area), if any. */
  island?: CuratedArea;
  area?: CuratedArea;
  place?: KnowledgePlace;
}

/** Where a knowledge-base place is. */
export interface PlaceGeo {
  point: GeoPoint;
  /** "" on the mainland, otherwise the island group (a minor island, "Sicilia" or "Sardegna"). */
  group: string;
  island?: CuratedArea;
}

interface Comune {
  nome: string;
  nomeAlternativo?: string;
  nomeProvincia: string;
  nomeRegione: string;
  isCapoluogo: boolean;
  coordinate: { lat: number; lng: number };
  superficie: number;
}
interface DatasetModule {
  getAllComuni(): Comune[];
  getAllRegioni(): { nome: string; superficie: number }[];
}

export interface Gazetteer {
  /** Normalised name → every place with that name. */
  names: Map<string, GazetteerPlace[]>;
  /** Longest name in words (the matcher's window). */
  maxWords: number;
  regions: Map<string, GazetteerPlace>;
  comuni: number;
  provinces: number;
  placeGeo(region: RegionKnowledge, place: KnowledgePlace): PlaceGeo;
  /** A comune of the region by name (accents and case ignored). */
  comune(name: string, region?: string | null): GazetteerPlace | undefined;
  /**
   * The places a mistyped word stands for ("sardgena" → Sardegna): regions, areas,
   * province capitals and visited comuni within the edit budget of the word's length,
   * when one name is closest ("cinqueterre", a name written as one word, at distance 0).
   * Null otherwise.
   */
  fuzzy(norm: string): { name: string; places: GazetteerPlace[]; distance: number } | null;
}

/** First words shared by too many places to stand for one ("Castel di Sangro", "Villa d'Almè"). */
const GENERIC_FIRST_WORDS = new Set(
  (
    "san santa santo sant villa ville castel castello castelnuovo monte porto borgo torre rocca lago " +
    "marina lido isola valle piano pieve colle casal forte ponte badia riva serra bagni bagno terme " +
    "citta chiesa cappella madonna capo cava campo fonte"
  ).split(" "),
);

/** Second words people leave out: "Montecatini" Terme, "Finale" Ligure, "Nizza" Monferrato. */
const NAME_QUALIFIERS = new Set(
  "terme ligure calabro lucano sannita irpino salentino monferrato marittima vicentino veronese bresciano".split(
    " ",
  ),
);

/** Articles that open a comune's name: "L'Aquila", "La Spezia", "La Maddalena". */
const NAME_ARTICLES = new Set(["l", "la", "il", "lo", "le", "i"]);

/** Words that join a comune's name to its qualifier: "Cortina d'Ampezzo", "Monterosso al Mare". */
const NAME_LINKS = new Set(
  "d di de del dei della delle degli dell al alla allo ai alle all in nel nella nell sul sulla sull sopra sotto".split(
    " ",
  ),
);

/** Alternative spellings people use for comuni whose ISTAT name differs. */
const COMUNE_ALIASES: Record<string, string> = {
  "san benedetto in alpe": "Portico e San Benedetto",
  "citta del vaticano": "Roma",
  "madonna di campiglio": "Pinzolo",
  saturnia: "Manciano",
  alberese: "Grosseto",
  salina: "Santa Marina Salina",
  panarea: "Lipari",
};

/** Region names as people also write them (English included, for visitors). */
const REGION_ALIASES: Record<string, string> = {
  "val d aosta": "Valle d'Aosta",
  "vallee d aoste": "Valle d'Aosta",
  "aosta valley": "Valle d'Aosta",
  trentino: "Trentino-Alto Adige",
  "alto adige": "Trentino-Alto Adige",
  sudtirol: "Trentino-Alto Adige",
  "south tyrol": "Trentino-Alto Adige",
  friuli: "Friuli-Venezia Giulia",
  "venezia giulia": "Friuli-Venezia Giulia",
  emilia: "Emilia-Romagna",
  romagna: "Emilia-Romagna",
  lucania: "Basilicata",
  tuscany: "Toscana",
  sicily: "Sicilia",
  sardinia: "Sardegna",
  lombardy: "Lombardia",
  piedmont: "Piemonte",
  apulia: "Puglia",
};

/** Everyday and English names of cities (also recognised in a request). */
const CITY_ALIASES: Record<string, string> = {
  "reggio calabria": "Reggio di Calabria",
  "reggio emilia": "Reggio nell'Emilia",
  rome: "Roma",
  florence: "Firenze",
  venice: "Venezia",
  milan: "Milano",
  naples: "Napoli",
  turin: "Torino",
  genoa: "Genova",
  padua: "Padova",
  mantua: "Mantova",
  syracuse: "Siracusa",
  leghorn: "Livorno",
  // Dialect names.
  napule: "Napoli",
  zena: "Genova",
  venessia: "Venezia",
  palermu: "Palermo",
  casteddu: "Cagliari",
};

/** English names of areas that visitors use: "Lake Garda", "Aeolian Islands", "Amalfi Coast". */
const AREA_ENGLISH: Record<string, string[]> = {
  "Isole Eolie": ["aeolian islands"],
  "Isole Egadi": ["egadi islands", "aegadian islands"],
  "Costiera Amalfitana": ["amalfi coast"],
  "Isola d'Elba": ["elba island"],
  "Val d'Orcia": ["orcia valley"],
};

function englishNames(name: string): string[] {
  const lake = name.match(/^Lago (?:di |d')?(.+)$/);
  const islands = name.match(/^Isole (.+)$/);
  return [
    ...(lake ? [`lake ${lake[1]}`] : []),
    ...(islands ? [`${islands[1]} islands`] : []),
    ...(AREA_ENGLISH[name] ?? []),
  ];
}

/**
 * The territory of a province as people name it: "nel Vicentino", "il Cuneese" (the
 * adjective of its capital). Read only after an article or "nel/del/dal/sul/al", so
 * "ragù napoletano" and "alla milanese" stay dishes.
 */
const PROVINCE_TERRITORIES: Record<string, string> = {
  vicentino: "Vicenza",
  veronese: "Verona",
  trevigiano: "Treviso",
  padovano: "Padova",
  bellunese: "Belluno",
  rodigino: "Rovigo",
  bresciano: "Brescia",
  bergamasco: "Bergamo",
  mantovano: "Mantova",
  cremonese: "Cremona",
  pavese: "Pavia",
  comasco: "Como",
  varesotto: "Varese",
  lecchese: "Lecco",
  lodigiano: "Lodi",
  cuneese: "Cuneo",
  astigiano: "Asti",
  alessandrino: "Alessandria",
  biellese: "Biella",
  novarese: "Novara",
  vercellese: "Vercelli",
  torinese: "Torino",
  modenese: "Modena",
  parmense: "Parma",
  piacentino: "Piacenza",
  reggiano: "Reggio nell'Emilia",
  bolognese: "Bologna",
  ferrarese: "Ferrara",
  ravennate: "Ravenna",
  riminese: "Rimini",
  forlivese: "Forlì",
  aretino: "Arezzo",
  senese: "Siena",
  pisano: "Pisa",
  lucchese: "Lucca",
  pistoiese: "Pistoia",
  grossetano: "Grosseto",
  livornese: "Livorno",
  fiorentino: "Firenze",
  pratese: "Prato",
  perugino: "Perugia",
  ternano: "Terni",
  anconetano: "Ancona",
  maceratese: "Macerata",
  pesarese: "Pesaro",
  fermano: "Fermo",
  ascolano: "Ascoli Piceno",
  teramano: "Teramo",
  aquilano: "L'Aquila",
  pescarese: "Pescara",
  chietino: "Chieti",
  viterbese: "Viterbo",
  reatino: "Rieti",
  frusinate: "Frosinone",
  casertano: "Caserta",
  salernitano: "Salerno",
  avellinese: "Avellino",
  beneventano: "Benevento",
  barese: "Bari",
  tarantino: "Taranto",
  brindisino: "Brindisi",
  leccese: "Lecce",
  foggiano: "Foggia",
  materano: "Matera",
  potentino: "Potenza",
  cosentino: "Cosenza",
  catanzarese: "Catanzaro",
  reggino: "Reggio di Calabria",
  crotonese: "Crotone",
  palermitano: "Palermo",
  catanese: "Catania",
  messinese: "Messina",
  siracusano: "Siracusa",
  ragusano: "Ragusa",
  trapanese: "Trapani",
  agrigentino: "Agrigento",
  nisseno: "Caltanissetta",
  ennese: "Enna",
  cagliaritano: "Cagliari",
  sassarese: "Sassari",
  nuorese: "Nuoro",
  oristanese: "Oristano",
  goriziano: "Gorizia",
  triestino: "Trieste",
  udinese: "Udine",
  pordenonese: "Pordenone",
  savonese: "Savona",
  spezzino: "La Spezia",
  imperiese: "Imperia",
  milanese: "Milano",
  napoletano: "Napoli",
  isernino: "Isernia",
  campobassano: "Campobasso",
};
const TERRITORY_ARTICLES = ["il", "nel", "del", "dal", "sul", "al"];
/** Before a vowel: "nell'Astigiano", "l'Aretino". */
const TERRITORY_ELIDED = ["l", "nell", "dell", "dall", "sull", "all"];

const require = createRequire(import.meta.url);

function loadDataset(): Comune[] {
  const dataset = require("italian-cap-comuni-province") as DatasetModule;
  const seen = new Set<string>();
  const out: Comune[] = [];
  // The dataset has one row per postal code: keep one per comune.
  for (const c of dataset.getAllComuni()) {
    const key = `${c.nome}|${c.nomeProvincia}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

function regionName(datasetName: string): string {
  const region = findRegion(datasetName.split("/")[0] ?? datasetName);
  if (!region) throw new Error(`Unknown region in the gazetteer dataset: ${datasetName}`);
  return region.name;
}

function islandOfComune(name: string): CuratedArea | undefined {
  return AREAS.find((a) => a.crossing && a.comuni?.includes(name));
}

function build(): Gazetteer {
  const comuni = loadDataset();
  const names = new Map<string, GazetteerPlace[]>();
  let maxWords = 1;
  const add = (key: string, place: GazetteerPlace) => {
    const norm = normaliseName(key);
    if (!norm) return;
    const list = names.get(norm) ?? [];
    if (!list.includes(place)) list.push(place);
    names.set(norm, list);
    maxWords = Math.max(maxWords, norm.split(" ").length);
  };

  // Comuni (with their German or French names where they have one).
  const byComune = new Map<string, GazetteerPlace[]>();
  const byProvince = new Map<string, { region: string; points: GeoPoint[] }>();
  for (const c of comuni) {
    const region = regionName(c.nomeRegione);
    const island = islandOfComune(c.nome);
    const place: GazetteerPlace = {
      kind: "comune",
      name: c.nome,
      regions: [region],
      point: { lat: c.coordinate.lat, lon: c.coordinate.lng },
      radiusKm: Math.max(2, Math.sqrt(c.superficie / Math.PI)),
      capoluogo: c.isCapoluogo,
      province: c.nomeProvincia,
      ...(island ? { island } : {}),
    };
    for (const n of [c.nome, ...(c.nomeAlternativo ?? "").split("/")]) {
      if (!n.trim()) continue;
      add(n, place);
      const key = normaliseName(n);
      byComune.set(key, [...(byComune.get(key) ?? []), place]);
    }
    const p = byProvince.get(c.nomeProvincia) ?? { region, points: [] };
    p.points.push(place.point);
    byProvince.set(c.nomeProvincia, p);
  }
  for (const [alias, target] of Object.entries({ ...COMUNE_ALIASES, ...CITY_ALIASES })) {
    for (const place of byComune.get(normaliseName(target)) ?? []) {
      byComune.set(alias, [...(byComune.get(alias) ?? []), place]);
      if (alias in CITY_ALIASES) add(alias, place);
    }
  }

  // Provinces: centre of their comuni; names such as "Ogliastra" or "Pesaro e Urbino".
  for (const [name, p] of byProvince) {
    const point = {
      lat: p.points.reduce((s, x) => s + x.lat, 0) / p.points.length,
      lon: p.points.reduce((s, x) => s + x.lon, 0) / p.points.length,
    };
    const place: GazetteerPlace = { kind: "provincia", name, regions: [p.region], point, radiusKm: 35 };
    for (const n of name.split("/")) add(n, place);
  }

  // Province territories ("nel Vicentino"): an area on the province, said as people say it.
  for (const [adjective, capital] of Object.entries(PROVINCE_TERRITORIES)) {
    const town = (byComune.get(normaliseName(capital)) ?? []).find((c) => c.capoluogo);
    const province = town && byProvince.get(town.province ?? "");
    if (!town || !province) continue;
    const name = adjective.charAt(0).toUpperCase() + adjective.slice(1);
    const area: CuratedArea = {
      name,
      at: /^[aeiou]/.test(adjective) ? `nell'${name}` : `nel ${name}`,
      kind: "area",
      regions: [province.region],
      lat: province.points.reduce((sum, x) => sum + x.lat, 0) / province.points.length,
      lon: province.points.reduce((sum, x) => sum + x.lon, 0) / province.points.length,
      radiusKm: 35,
    };
    const place: GazetteerPlace = {
      kind: "area",
      name,
      regions: area.regions,
      point: { lat: area.lat, lon: area.lon },
      radiusKm: area.radiusKm,
      area,
    };
    const articles = /^[aeiou]/.test(adjective) ? TERRITORY_ELIDED : TERRITORY_ARTICLES;
    for (const article of articles) add(`${article} ${adjective}`, place);
  }

  // Regions: centred on their capital.
  const regions = new Map<string, GazetteerPlace>();
  const dataset = require("italian-cap-comuni-province") as DatasetModule;
  const surface = new Map(dataset.getAllRegioni().map((r) => [regionName(r.nome), r.superficie]));
  for (const r of REGIONS) {
    const capital = (byComune.get(normaliseName(r.capital)) ?? []).find((c) => c.regions[0] === r.name);
    if (!capital) throw new Error(`No capital for ${r.name}`);
    const place: GazetteerPlace = {
      kind: "regione",
      name: r.name,
      regions: [r.name],
      point: capital.point,
      radiusKm: Math.sqrt((surface.get(r.name) ?? 10_000) / Math.PI),
    };
    regions.set(r.name, place);
    add(r.name, place);
    add(r.slug.replace(/-/g, " "), place);
  }
  for (const [alias, name] of Object.entries(REGION_ALIASES)) {
    const place = regions.get(name);
    if (place) add(alias, place);
  }

  // Curated areas.
  for (const area of AREAS) {
    const place: GazetteerPlace = {
      kind: "area",
      name: area.name,
      regions: area.regions,
      point: { lat: area.lat, lon: area.lon },
      radiusKm: area.radiusKm,
      area,
      ...(area.crossing ? { island: area } : {}),
    };
    for (const n of [area.name, ...(area.aliases ?? []), ...englishNames(area.name)]) add(n, place);
  }

  // Knowledge-base places: explicit coordinates, otherwise their comune's.
  const comune = (name: string, region?: string | null) => {
    const list = byComune.get(normaliseName(name)) ?? [];
    return (region ? list.find((c) => c.regions.includes(region)) : undefined) ?? list[0];
  };
  const geo = new Map<KnowledgePlace, PlaceGeo>();
  for (const region of REGIONS) {
    for (const place of region.places) {
      const fixed = PLACE_COORDINATES[place.name];
      const town = comune(place.city, region.name) ?? comune(place.city.split(/,| e /)[0] ?? "", region.name);
      const point = fixed ? { lat: fixed[0], lon: fixed[1] } : town?.point;
      if (!point) throw new Error(`No coordinates for ${place.name} (${place.city})`);
      const island =
        AREAS.find((a) => a.crossing && a.places?.includes(place.name)) ??
        (town?.island && town.regions.includes(region.name) ? town.island : undefined);
      const group = island
        ? island.name
        : region.name === "Sicilia" || region.name === "Sardegna"
          ? region.name
          : "";
      geo.set(place, { point, group, ...(island ? { island } : {}) });
      if (town) town.visited = true;
      // "Riomaggiore, Manarola, …, Monterosso al Mare": every town of the list is visited.
      for (const name of place.city.split(/,\s*|\s+e\s+/)) {
        const other = comune(name, region.name);
        if (other?.regions.includes(region.name)) other.visited = true;
      }
      const entry: GazetteerPlace = {
        kind: "luogo",
        name: place.name,
        regions: [region.name],
        point,
        radiusKm: 3,
        place,
        ...(island ? { island } : {}),
      };
      add(place.name, entry);
      // "Colosseo e Foro Romano" is also found as "Colosseo" or "Foro Romano".
      for (const part of place.name.split(/\s+e\s+|:\s*|\s+-\s+|,\s*/)) {
        if (part !== place.name && normaliseName(part).length >= 6) add(part, entry);
      }
    }
  }

  // Short names: "Cortina" for Cortina d'Ampezzo, "Desenzano" for Desenzano del Garda,
  // "Aquila" and "Spezia" ("all'Aquila", "alla Spezia") for names opening with an
  // article, when the short name is no name already and stands for one comune: the
  // only well-known one (visited or province capital) or else the only one.
  const shortNames = new Map<string, GazetteerPlace[]>();
  for (const c of new Set([...byComune.values()].flat())) {
    const words = normaliseName(c.name).split(" ");
    let short: string | undefined;
    if (words.length >= 2 && NAME_ARTICLES.has(words[0] as string)) short = words.slice(1).join(" ");
    else if (words.length >= 3 && NAME_LINKS.has(words[1] as string)) short = words[0];
    else if (words.length === 2 && NAME_QUALIFIERS.has(words[1] as string)) short = words[0];
    // "Paestum" for Capaccio Paestum: the second name of a well-known comune of two.
    else if (words.length === 2 && (c.visited || c.capoluogo) && !NAME_LINKS.has(words[0] as string))
      short = words[1];
    if (!short || short.length < 4 || GENERIC_FIRST_WORDS.has(short) || names.has(short)) continue;
    shortNames.set(short, [...(shortNames.get(short) ?? []), c]);
  }
  // Everyday nouns, singular and plural (italian-words-dict, as in italian/lexicon.server.ts).
  const nouns = new Set<string>();
  for (const [singular, entry] of Object.entries(
    require("italian-words-dict/dist/words.json") as Record<string, { P?: string | null }>,
  )) {
    nouns.add(singular);
    if (entry.P) nouns.add(entry.P);
  }
  for (const [short, list] of shortNames) {
    const known = list.filter((c) => c.visited || c.capoluogo);
    // A little-known comune does not take an everyday noun ("Piazza" al Serchio, "Pietra" Ligure).
    const chosen = known.length ? known : nouns.has(short) ? [] : list;
    if (chosen.length === 1) add(short, chosen[0] as GazetteerPlace);
  }

  // Names a typing slip is checked against (one word, five letters or more).
  const fuzzyNames = new Map<string, GazetteerPlace[]>();
  for (const [name, list] of names) {
    const known = list.filter((p) => p.kind === "regione" || p.kind === "area" || p.capoluogo || p.visited);
    // "cinqueterre", "altoadige": a name of several words is also checked written as one.
    const key = name.replace(/ /g, "");
    if (!known.length || key.length < 5 || (key !== name && names.has(key))) continue;
    fuzzyNames.set(key, [
      ...(fuzzyNames.get(key) ?? []),
      ...known.filter((p) => !fuzzyNames.get(key)?.includes(p)),
    ]);
  }
  const fuzzy = (norm: string) => {
    const budget = editBudget(norm.length);
    if (!budget || names.has(norm)) return null;
    let best = budget + 1;
    let found: { name: string; places: GazetteerPlace[] }[] = [];
    for (const [name, places] of fuzzyNames) {
      if (Math.abs(name.length - norm.length) > budget) continue;
      const d = editDistance(norm, name, Math.min(budget, editBudget(name.length)));
      if (d < best) {
        best = d;
        found = [{ name, places }];
      } else if (d === best && d <= budget) found.push({ name, places });
    }
    const one = best <= budget && found.length === 1 ? found[0] : undefined;
    return one ? { ...one, distance: best } : null;
  };

  return {
    names,
    maxWords: Math.min(maxWords, 8),
    regions,
    comuni: new Set(comuni.map((c) => `${c.nome}|${c.nomeProvincia}`)).size,
    provinces: byProvince.size,
    placeGeo: (region, place) => {
      const found = geo.get(place);
      if (found) return found;
      const point = regions.get(region.name)?.point ?? { lat: 42, lon: 12.5 };
      return { point, group: "" };
    },
    comune,
    fuzzy,
  };
}

let instance: Gazetteer | null = null;

/** The gazetteer, built once per process (about half a second, the first time). */
export function gazetteer(): Gazetteer {
  instance ??= build();
  return instance;
}

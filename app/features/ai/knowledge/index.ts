import { normaliseName } from "../geo/names";
import { abruzzo } from "./regions/abruzzo";
import { basilicata } from "./regions/basilicata";
import { calabria } from "./regions/calabria";
import { campania } from "./regions/campania";
import { emiliaRomagna } from "./regions/emilia-romagna";
import { friuliVeneziaGiulia } from "./regions/friuli-venezia-giulia";
import { lazio } from "./regions/lazio";
import { liguria } from "./regions/liguria";
import { lombardia } from "./regions/lombardia";
import { marche } from "./regions/marche";
import { molise } from "./regions/molise";
import { piemonte } from "./regions/piemonte";
import { puglia } from "./regions/puglia";
import { sardegna } from "./regions/sardegna";
import { sicilia } from "./regions/sicilia";
import { toscana } from "./regions/toscana";
import { trentinoAltoAdige } from "./regions/trentino-alto-adige";
import { umbria } from "./regions/umbria";
import { valleDAosta } from "./regions/valle-d-aosta";
import { veneto } from "./regions/veneto";
import type { KnowledgePlace, RegionKnowledge } from "./types";

export type { InterestId, KnowledgeDish, KnowledgePlace, PlaceCategory, RegionKnowledge } from "./types";

/** The curated knowledge base: all 20 Italian regions, in alphabetical order. */
export const REGIONS: readonly RegionKnowledge[] = [
  abruzzo,
  basilicata,
  calabria,
  campania,
  emiliaRomagna,
  friuliVeneziaGiulia,
  lazio,
  liguria,
  lombardia,
  marche,
  molise,
  piemonte,
  puglia,
  sardegna,
  sicilia,
  toscana,
  trentinoAltoAdige,
  umbria,
  valleDAosta,
  veneto,
];

/** The 20 region names as Italians write them (the map's `name` attributes). */
export const REGION_NAMES: readonly string[] = REGIONS.map((r) => r.name);

/** Lowercase, accents and punctuation removed: "Valle d’Aosta" → "valle d aosta". */
export const normaliseRegionKey = normaliseName;

const ALIASES: Record<string, string> = {
  "valle d aosta": "Valle d'Aosta",
  "vallee d aoste": "Valle d'Aosta",
  "trentino alto adige": "Trentino-Alto Adige",
  "trentino alto adige sudtirol": "Trentino-Alto Adige",
  trentino: "Trentino-Alto Adige",
  "alto adige": "Trentino-Alto Adige",
  "friuli venezia giulia": "Friuli-Venezia Giulia",
  friuli: "Friuli-Venezia Giulia",
  "emilia romagna": "Emilia-Romagna",
};

const BY_KEY = new Map<string, RegionKnowledge>();
for (const region of REGIONS) {
  BY_KEY.set(normaliseRegionKey(region.name), region);
  BY_KEY.set(normaliseRegionKey(region.slug), region);
}
for (const [alias, name] of Object.entries(ALIASES)) {
  const region = REGIONS.find((r) => r.name === name);
  if (region) BY_KEY.set(alias, region);
}

/** Finds a region by its Italian name, slug or a common variant; undefined when unknown. */
export function findRegion(value: string | null | undefined): RegionKnowledge | undefined {
  if (!value) return undefined;
  return BY_KEY.get(normaliseRegionKey(value));
}

/** Finds a place of the region by exact name (case/accents ignored). */
export function findPlace(region: RegionKnowledge, name: string): KnowledgePlace | undefined {
  const key = normaliseRegionKey(name);
  return region.places.find((p) => normaliseRegionKey(p.name) === key);
}

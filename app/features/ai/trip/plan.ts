// Trips that can be travelled (issue 11): candidate stops chosen for the wishes,
// days clustered by distance, travel times from coordinates, no overlapping
// slots, nothing more than a reasonable drive apart, islands with their crossing.
import { distanceKm, estimateLeg, type GeoPoint } from "../geo/distance";
import type { Gazetteer } from "../geo/gazetteer.server";
import { normaliseName } from "../geo/names";
import { type InterestId, type KnowledgePlace, REGIONS, type RegionKnowledge } from "../knowledge";
import { locatePartner, type TravelPartner } from "./partners";
import { isBeach, isColdMonth, isMuseum, isShoulderMonth, visitMinutes } from "./places";
import { schedule } from "./schedule";
import type { Companions, Focus, Wishes } from "./wishes";

export interface Stop {
  kind: "luogo" | "comune" | "partner" | "libero";
  name: string;
  city: string;
  region: string;
  point: GeoPoint;
  /** "" on the mainland, otherwise the island group. */
  group: string;
  crossing?: { island: string; at: string; from: string; text: string; minutes: number; point: GeoPoint };
  place?: KnowledgePlace;
  partner?: TravelPartner;
  minutes: number;
  evening: boolean;
  score: number;
  why: string[];
}

export type SlotKind = "visita" | "pasto" | "traversata" | "trasferimento" | "partner" | "libero";

export interface Slot {
  start: number;
  end: number;
  kind: SlotKind;
  title: string;
  description: string;
  location: string;
  travel?: string;
  stop?: Stop;
}

export interface PlannedDay {
  day: number;
  title: string;
  group: string;
  slots: Slot[];
}

export interface Plan {
  days: PlannedDay[];
  stops: Stop[];
  regions: string[];
  company: Companions | null;
}

export interface PlanInput {
  wishes: Wishes;
  interests: readonly InterestId[];
  days: number;
  /** The form's company ("In famiglia", "Viaggio di lavoro"…), if any. */
  company?: string | null;
  /** AI Tour: the itinerary is built around this place. */
  anchor?: { region: RegionKnowledge; place: KnowledgePlace };
  /** Profile experience: the partner is a stop of its own day. */
  partner?: TravelPartner;
}

const COMPANY: Record<string, Companions> = {
  "In famiglia": "famiglia",
  "Viaggio di lavoro": "lavoro",
  "In coppia": "coppia",
  "Con amici": "amici",
  "Da solo": "solo",
};

/** Longest drive between two stops of the same day, in minutes. */
export const MAX_LEG_MINUTES = 75;
/** Radius around the city for a work trip, in km. */
const WORK_RADIUS_KM = 12;

const THEME_CATEGORY: Record<string, KnowledgePlace["category"][]> = {
  mare: ["Mare"],
  arte: ["Arte e Cultura"],
  musei: ["Arte e Cultura"],
  storia: ["Storia"],
  cibo: ["Enogastronomia"],
  vino: ["Enogastronomia"],
  terme: ["Benessere"],
  shopping: ["Shopping e Design"],
  natura: ["Natura"],
  montagna: ["Natura"],
  campagna: ["Natura", "Enogastronomia", "Storia"],
};

function within(point: GeoPoint, focus: { point: GeoPoint; radiusKm: number }, marginKm = 0): boolean {
  return distanceKm(point, focus.point) <= focus.radiusKm + marginKm;
}

function avoided(stop: Stop, avoid: readonly Focus[]): boolean {
  return (
    avoid.some((a) => {
      if (a.kind === "regione") return a.regions.includes(stop.region);
      if (a.kind === "luogo") return normaliseName(a.name) === normaliseName(stop.name);
      if (a.kind === "comune") {
        // "Riomaggiore, Manarola, …, Monterosso al Mare": any town of the place's list.
        const towns = stop.city.split(/,\s*|\s+e\s+/).map(normaliseName);
        const same = towns.includes(normaliseName(a.name));
        return same || distanceKm(stop.point, a.point) <= Math.min(a.radiusKm, 6);
      }
      return within(stop.point, a);
    }) ||
    (stop.group !== "" && avoid.some((a) => a.island?.name === stop.group))
  );
}

function knowledgeStops(gaz: Gazetteer, regions: readonly RegionKnowledge[]): Stop[] {
  return regions.flatMap((region) =>
    region.places.map((place) => {
      const geo = gaz.placeGeo(region, place);
      return {
        kind: "luogo" as const,
        name: place.name,
        city: place.city,
        region: region.name,
        point: geo.point,
        group: geo.group,
        ...(geo.island?.crossing
          ? {
              crossing: {
                island: geo.island.name,
                at: geo.island.at,
                from: geo.island.crossing.from,
                text: geo.island.crossing.text,
                minutes: geo.island.crossing.minutes,
                point: { lat: geo.island.crossing.lat, lon: geo.island.crossing.lon },
              },
            }
          : {}),
        place,
        minutes: visitMinutes(place.suggestedTime),
        evening: place.bestTimeOfDay === "sera",
        score: 0,
        why: [],
      };
    }),
  );
}

/** A walk in a comune: one the traveller named, or a town of the island they asked for. */
function townStop(gaz: Gazetteer, name: string, region: string, score: number, why: string): Stop | null {
  const town = gaz.comune(name, region);
  if (!town) return null;
  const island = town.island?.crossing ? town.island : undefined;
  return {
    kind: "comune",
    name: town.name,
    city: town.name,
    region,
    point: town.point,
    group: island ? island.name : region === "Sicilia" || region === "Sardegna" ? region : "",
    ...(island?.crossing
      ? {
          crossing: {
            island: island.name,
            at: island.at,
            from: island.crossing.from,
            text: island.crossing.text,
            minutes: island.crossing.minutes,
            point: { lat: island.crossing.lat, lon: island.crossing.lon },
          },
        }
      : {}),
    minutes: 120,
    evening: false,
    score,
    why: [why],
  };
}

/** Towns of the islands the traveller named, so a week there stays there. */
function islandTowns(gaz: Gazetteer, anchors: readonly Focus[], pool: readonly Stop[]): Stop[] {
  const out: Stop[] = [];
  for (const a of anchors) {
    for (const name of a.island?.comuni ?? []) {
      if (pool.some((s) => s.city === name)) continue;
      const stop = townStop(gaz, name, a.regions[0] ?? "", 8, `è ${a.at}`);
      if (stop) out.push(stop);
    }
  }
  return out;
}

function partnerStop(gaz: Gazetteer, partner: TravelPartner): Stop | null {
  const located = locatePartner(gaz, partner);
  if (!located || !partner.regione) return null;
  const group = partner.regione === "Sicilia" || partner.regione === "Sardegna" ? partner.regione : "";
  return {
    kind: "partner",
    name: partner.nome,
    city: located.town,
    region: partner.regione,
    point: located.point,
    group,
    partner,
    minutes: 120,
    evening: false,
    score: 1000,
    why: ["è la scheda che stai visitando"],
  };
}

function isMinorIsland(stop: Stop): boolean {
  return stop.group !== "" && stop.group !== "Sicilia" && stop.group !== "Sardegna";
}

function scoreStops(stops: Stop[], input: PlanInput, company: Companions | null): void {
  const w = input.wishes;
  const words = new Set(normaliseName(w.wantThemes.join(" ")).split(" ").filter(Boolean));
  const wantsBeach = w.wantThemes.includes("mare");
  for (const s of stops) {
    const p = s.place;
    if (!p) continue;
    const interestHits = p.interests.filter((i) => input.interests.includes(i)).length;
    s.score += interestHits * 3;
    const themeHits = w.wantThemes.filter((t) => THEME_CATEGORY[t]?.includes(p.category)).length;
    s.score += themeHits * 3;
    if (words.has("musei") && isMuseum(p)) s.score += 2;
    if (company === "famiglia") s.score += p.familyFriendly ? 2 : -6;
    if (wantsBeach && isBeach(p)) s.score += 4;
    if (!wantsBeach && isShoulderMonth(w.month) && isBeach(p)) s.score -= 3;
    for (const f of w.focus) {
      const km = distanceKm(s.point, f.point);
      if (f.kind === "luogo" && normaliseName(f.name) === normaliseName(s.name)) s.score += 40;
      else if (km <= f.radiusKm + 3) s.score += 10;
      else if (km <= f.radiusKm + 30) s.score += 5;
    }
    if (input.anchor && p === input.anchor.place) s.score += 100;
  }
}

/** Where each day is centred: the places named, else the regions. */
function anchorsFor(input: PlanInput, gaz: Gazetteer): Focus[] {
  if (input.anchor) {
    const geo = gaz.placeGeo(input.anchor.region, input.anchor.place);
    return [
      {
        name: input.anchor.place.name,
        kind: "luogo",
        point: geo.point,
        radiusKm: 3,
        regions: [input.anchor.region.name],
        at: `a ${input.anchor.place.city}`,
        ...(geo.island ? { island: geo.island } : {}),
      },
    ];
  }
  const focus = input.wishes.focus.filter((f) => f.kind !== "regione");
  const covered = new Set(focus.flatMap((f) => f.regions));
  const regions = input.wishes.regions
    .filter((r) => !covered.has(r))
    .map((r) => gaz.regions.get(r))
    .filter((r) => r !== undefined)
    .map((r) => ({
      name: r.name,
      kind: r.kind,
      point: r.point,
      radiusKm: r.radiusKm,
      regions: r.regions,
      at: `in ${r.name}`,
    }));
  return [...focus, ...regions];
}

/**
 * The town to walk in when no known place is at the place named: the comune itself
 * when no knowledge-base place is in it, or the comune that names a lake or a valley
 * ("Lago di Bracciano" → Bracciano).
 */
function anchorTown(gaz: Gazetteer, anchor: Focus) {
  const region = anchor.regions[0];
  if (anchor.kind === "comune") {
    const town = gaz.comune(anchor.name, region);
    return town && !town.visited ? town : undefined;
  }
  if (anchor.kind !== "area" || anchor.island) return undefined;
  const named = anchor.name.replace(
    /^(Lago|Laghi|Val|Valle|Monte|Monti)\s+(?:di\s+|d'|del\s+|della\s+|dei\s+)?/,
    "",
  );
  const town = named !== anchor.name ? gaz.comune(named, region) : undefined;
  return town && distanceKm(town.point, anchor.point) <= anchor.radiusKm + 10 ? town : undefined;
}

/** The trip's plan: stops chosen and scheduled day by day. */
export function planTrip(gaz: Gazetteer, input: PlanInput): Plan {
  const w = input.wishes;
  const company = (input.company ? COMPANY[input.company] : undefined) ?? w.companions;
  const tripRegions = new Set(w.regions);
  for (const f of w.focus)
    if (f.kind === "area" || f.kind === "luogo") for (const r of f.regions) tripRegions.add(r);
  if (input.anchor) tripRegions.add(input.anchor.region.name);
  const regionData = REGIONS.filter((r) => tripRegions.has(r.name));
  const anchors = anchorsFor(input, gaz);
  const islandAsked = new Set(anchors.map((a) => a.island?.name).filter(Boolean));
  const days = Math.max(1, input.days);

  let pool = knowledgeStops(gaz, regionData).filter((s) => {
    const p = s.place as KnowledgePlace;
    // A region added only because a named area spans it: only the stops inside the area.
    if (!w.regions.includes(s.region) && !anchors.some((a) => within(s.point, a, 10))) return false;
    if (avoided(s, w.avoid)) return false;
    if (w.avoidThemes.includes("mare") && (isBeach(p) || p.category === "Mare")) return false;
    if (w.avoidThemes.includes("musei") && isMuseum(p)) return false;
    if (w.avoidThemes.includes("isole") && isMinorIsland(s)) return false;
    if (w.avoidThemes.includes("citta") && gaz.comune(s.city, s.region)?.capoluogo) return false;
    if (isColdMonth(w.month) && !w.wantThemes.includes("mare") && isBeach(p)) return false;
    if (isMinorIsland(s) && !islandAsked.has(s.group) && (days < 5 || company === "lavoro")) return false;
    return true;
  });
  if (company === "lavoro") {
    // Near the city of the work trip, or near each city when several are named.
    const cities = anchors.filter((a) => a.kind === "comune");
    const near = cities.length ? cities : anchors.slice(0, 1);
    if (near.length)
      pool = pool.filter((s) => near.some((c) => distanceKm(s.point, c.point) <= WORK_RADIUS_KM));
  }
  if (company === "famiglia") pool = pool.filter((s) => s.place?.familyFriendly);
  scoreStops(pool, input, company);
  pool.push(...islandTowns(gaz, anchors, pool));
  // Every town the traveller named where no known place is gets its walk ("Montepulciano e Pienza").
  for (const a of anchors) {
    const town = a.kind === "comune" ? anchorTown(gaz, a) : undefined;
    if (!town || pool.some((s) => s.kind === "comune" && s.name === town.name)) continue;
    if (company === "lavoro" && anchors[0] !== a) continue;
    const stop = townStop(gaz, town.name, a.regions[0] ?? "", 30, "l'hai indicata tu");
    if (stop) pool.push(stop);
  }
  const own = input.partner ? partnerStop(gaz, input.partner) : null;
  if (own) pool.unshift(own);

  const perDay =
    company === "lavoro"
      ? 2
      : w.pace === "lento" || company === "famiglia"
        ? 3
        : w.pace === "intenso"
          ? 4
          : 3;
  const used = new Set<Stop>();
  const clusters: { stops: Stop[] }[] = [];
  for (let d = 0; d < days; d++) {
    const anchor = anchors.length ? anchors[d % anchors.length] : undefined;
    const free = pool.filter((s) => !used.has(s));
    const near = (s: Stop) => (anchor ? distanceKm(s.point, anchor.point) - anchor.radiusKm : 0);
    const ranked = [...free].sort((a, b) => b.score - near(b) / 8 - (a.score - near(a) / 8));
    // The day opens at the place named: a stop inside it, else a walk in the town named
    // (or in the town that names the lake or the valley), else a stop close by.
    let seed = ranked.find((s) => !anchor || near(s) <= (anchor.island ? 0 : 5)) ?? null;
    const walked = (name: string) =>
      clusters.some((c) => c.stops.some((s) => s.kind === "comune" && s.name === name));
    const town = anchor ? anchorTown(gaz, anchor) : undefined;
    if (!seed && anchor && town && !walked(town.name)) {
      seed = townStop(gaz, town.name, anchor.regions[0] ?? "", 50, "l'hai indicata tu");
    }
    seed ??= ranked.find((s) => !anchor || near(s) <= (anchor.island ? 0 : 25)) ?? null;
    // An island asked for a longer stay: a free day there rather than leaving it.
    if (!seed && anchor?.island && clusters.length) {
      const last = clusters[clusters.length - 1]?.stops[0];
      if (last?.group === anchor.island.name) {
        clusters.push({
          stops: [
            {
              ...last,
              kind: "libero",
              name: "Giornata libera",
              minutes: 240,
              score: 0,
              why: [`è ${anchor.at}`],
            },
          ],
        });
        continue;
      }
    }
    seed ??= ranked[0] ?? null;
    if (!seed) break;
    const stops = [seed];
    used.add(seed);
    const wholeDay = seed.minutes > 300;
    // Around a named place, the day stays near it.
    const reach = anchor && anchor.kind !== "regione" ? anchor.radiusKm + 20 : Number.POSITIVE_INFINITY;
    // Only what fits the day's hours: a stop the schedule would leave out stays free for another day.
    const stretch = w.pace === "lento" || company === "famiglia" ? 1.15 : 1;
    const dayMinutes = company === "lavoro" ? Number.POSITIVE_INFINITY : stretch > 1 ? 540 : 570;
    let spent = seed.minutes * stretch;
    while (!wholeDay && stops.length < perDay) {
      const last = stops[stops.length - 1] as Stop;
      const next = pool
        .filter((s) => !used.has(s) && s.group === seed.group && s.minutes <= 300)
        .filter((s) => !anchor || distanceKm(s.point, anchor.point) <= reach)
        .map((s) => ({
          s,
          leg: estimateLeg(last.point, s.point),
          fromSeed: estimateLeg(seed.point, s.point),
        }))
        .filter((x) => x.leg.minutes <= MAX_LEG_MINUTES && x.fromSeed.minutes <= MAX_LEG_MINUTES + 15)
        .filter((x) => x.s.evening || spent + x.leg.minutes + x.s.minutes * stretch <= dayMinutes)
        .sort((a, b) => b.s.score - b.leg.minutes / 12 - (a.s.score - a.leg.minutes / 12))[0];
      if (!next) break;
      if (!next.s.evening) spent += next.leg.minutes + next.s.minutes * stretch;
      stops.push(next.s);
      used.add(next.s);
    }
    clusters.push({ stops });
  }
  const plannedDays = schedule(
    clusters.map((c) => c.stops),
    { company, pace: w.pace },
  );
  const stops = plannedDays.flatMap((d) => d.slots.map((s) => s.stop).filter((s): s is Stop => Boolean(s)));
  const regions = [...new Set(stops.map((s) => s.region))];
  return { days: plannedDays, stops, regions: regions.length ? regions : [...tripRegions], company };
}

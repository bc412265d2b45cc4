// Published partners woven into trips (issue 11): chosen for relevance to the
// trip (region, points of interest, distance to the stops, area tematica), never
// for payment; every pick says why. The callers load the partners (the AI layer
// reads no domain table) and pass them in.
import type { GeoPoint } from "../geo/distance";
import { distanceKm } from "../geo/distance";
import type { Gazetteer } from "../geo/gazetteer.server";
import { normaliseName } from "../geo/names";
import { prepositionBeforeName } from "../italian/grammar";
import type { InterestId } from "../knowledge";
import { toTown, withHeadArticle } from "./places";
import type { Theme } from "./wishes";

/** What the travel tools know of a published partner. */
export interface TravelPartner {
  slug: string;
  nome: string;
  tipo: string;
  regione: string | null;
  provincia: string | null;
  comune: string | null;
  indirizzoCitta: string | null;
  areaTematica: string | null;
  puntiInteresse: string | null;
  sommario: string | null;
  servizi: string[];
}

/** A partner shown on a travel surface, with the reason it was chosen. */
export interface PartnerPick {
  slug: string;
  nome: string;
  where: string;
  why: string;
}

export interface Located {
  partner: TravelPartner;
  point: GeoPoint;
  town: string;
}

/** Where the partner is: its comune, else its town, else its region's capital. */
export function locatePartner(gaz: Gazetteer, partner: TravelPartner): Located | null {
  if (!partner.regione) return null;
  for (const name of [partner.comune, partner.indirizzoCitta, partner.provincia]) {
    if (!name) continue;
    const place = gaz.comune(name, partner.regione);
    if (place?.regions.includes(partner.regione)) return { partner, point: place.point, town: place.name };
  }
  const region = gaz.regions.get(partner.regione);
  return region ? { partner, point: region.point, town: partner.regione } : null;
}

const AREA_FIT: Record<string, { interests: InterestId[]; themes: Theme[] }> = {
  "Arte e Cultura": { interests: ["art"], themes: ["arte", "musei", "storia", "citta"] },
  "Turismo e Territorio": { interests: ["nature"], themes: ["natura", "montagna", "campagna", "mare"] },
  "Cucina e Enogastronomia": { interests: ["food"], themes: ["cibo", "vino"] },
  "Moda e Design": { interests: ["luxury"], themes: ["shopping"] },
  "Innovazione e Impresa": { interests: ["luxury"], themes: ["shopping", "citta"] },
  Altro: { interests: ["nature"], themes: ["natura", "mare"] },
};

export function poiList(partner: TravelPartner): string[] {
  return (partner.puntiInteresse ?? "")
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 2);
}

/** Names shared by the partner's points of interest and the trip ("Palazzo Te", "Alpe di Siusi"). */
export function sharedPoints(partner: TravelPartner, names: readonly string[]): string[] {
  const trip = names.map(normaliseName).filter((n) => n.length >= 4);
  return poiList(partner).filter((poi) => {
    const p = normaliseName(poi);
    return p.length >= 4 && trip.some((t) => t.includes(p) || p.includes(t));
  });
}

export interface PartnerContext {
  regions: readonly string[];
  /** Stops and named places of the trip. */
  points: readonly { name: string; point: GeoPoint }[];
  interests: readonly InterestId[];
  themes: readonly Theme[];
  /** Places the traveller does not want: partners there are left out too. */
  avoid: readonly { point: GeoPoint; radiusKm: number }[];
}

/** Kilometres within which a partner counts as "on the way". */
export const PARTNER_NEAR_KM = 30;
/** A partner matching the trip's theme may be a little further. */
export const PARTNER_THEME_KM = 60;

/**
 * The partners that fit a trip, best first (at most `limit`): same region, and a shared
 * point of interest, or near a stop, or matching the trip's theme within a short drive.
 */
export function pickPartners(
  gaz: Gazetteer,
  partners: readonly TravelPartner[],
  ctx: PartnerContext,
  limit = 3,
): PartnerPick[] {
  const scored: { pick: PartnerPick; score: number }[] = [];
  for (const partner of partners) {
    if (!partner.regione || !ctx.regions.includes(partner.regione)) continue;
    const located = locatePartner(gaz, partner);
    if (!located) continue;
    if (ctx.avoid.some((a) => distanceKm(a.point, located.point) <= a.radiusKm)) continue;
    const shared = sharedPoints(
      partner,
      ctx.points.map((p) => p.name),
    );
    let nearest: { name: string; km: number } | null = null;
    for (const p of ctx.points) {
      const km = distanceKm(p.point, located.point);
      if (!nearest || km < nearest.km) nearest = { name: p.name, km };
    }
    const fit = AREA_FIT[partner.areaTematica ?? "Altro"] ?? AREA_FIT.Altro;
    const themed =
      Boolean(fit?.interests.some((i) => ctx.interests.includes(i))) ||
      Boolean(fit?.themes.some((t) => ctx.themes.includes(t)));
    const near = nearest !== null && nearest.km <= PARTNER_NEAR_KM;
    const themedNear = themed && nearest !== null && nearest.km <= PARTNER_THEME_KM;
    if (!shared.length && !near && !themedNear) continue;
    const reasons: string[] = [];
    if (shared.length)
      reasons.push(
        `tra i suoi punti di interesse indica ${shared.slice(0, 2).join(" e ")}, sul tuo percorso`,
      );
    if (nearest && nearest.km <= PARTNER_THEME_KM) {
      reasons.push(
        nearest.km < 3
          ? `si trova ${toTown(located.town)}, accanto ${prepositionBeforeName("a", withHeadArticle(nearest.name))}`
          : `si trova ${toTown(located.town)}, a circa ${Math.max(5, Math.round(nearest.km / 5) * 5)} km ${prepositionBeforeName("da", withHeadArticle(nearest.name))}`,
      );
    }
    if (themed && partner.areaTematica && partner.areaTematica !== "Altro")
      reasons.push(`è in linea con il tema del viaggio (${partner.areaTematica.toLowerCase()})`);
    const why = `${reasons.join("; ")}.`;
    scored.push({
      pick: {
        slug: partner.slug,
        nome: partner.nome,
        where: `${located.town}, ${partner.regione}`,
        why: why.charAt(0).toUpperCase() + why.slice(1),
      },
      score:
        shared.length * 5 +
        (nearest ? Math.max(0, (PARTNER_THEME_KM - nearest.km) / 10) : 0) +
        (themed ? 2 : 0),
    });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.pick.nome.localeCompare(b.pick.nome, "it"))
    .slice(0, limit)
    .map((s) => s.pick);
}

// Offline experiences, itineraries and region suggestions (issue 11): the request
// read against the gazetteer, a plan that can be travelled, Italian texts from the
// curated knowledge base. Every place named exists in the knowledge base or in
// the gazetteer (a comune the traveller named).
import type { z } from "zod";
import { gazetteer } from "../geo/gazetteer.server";
import {
  findPlace,
  findRegion,
  type InterestId,
  type KnowledgePlace,
  type RegionKnowledge,
} from "../knowledge";
import type {
  ExperienceResult,
  experienceInputSchema,
  Itinerary,
  itineraryInputSchema,
  RegionSuggestion,
  tripInputSchema,
} from "../schemas";
import {
  experienceFromPlan,
  firstSentence,
  itineraryFromPlan,
  placePhrase,
  regionAt,
  tripTitle,
} from "../trip/compose";
import type { TravelPartner } from "../trip/partners";
import { type Plan, planTrip } from "../trip/plan";
import { readWishes, type Wishes } from "../trip/wishes";

type ExperienceIn = z.output<typeof experienceInputSchema>;
type ItineraryIn = z.output<typeof itineraryInputSchema>;
export type TripIn = z.output<typeof tripInputSchema>;

const DEFAULT_REGION = "Toscana";

export function regionOrDefault(name: string | null | undefined): RegionKnowledge {
  return findRegion(name) ?? (findRegion(DEFAULT_REGION) as RegionKnowledge);
}

const DURATION_DAYS: Record<string, [number, number, number]> = {
  // [default, fewest, most] days the duration stands for
  "1 giorno": [1, 1, 1],
  Weekend: [2, 2, 3],
  "1 settimana": [7, 5, 9],
  "Più di 10 giorni": [11, 10, 14],
};

export function tripDays(duration: string | null | undefined, said: number | null): number {
  const range = duration ? DURATION_DAYS[duration] : undefined;
  if (!range) return said ? Math.min(said, 14) : 1;
  if (said && said >= range[1] && said <= range[2]) return said;
  return range[0];
}

/** Interest ids from an interest id, a spec category ('culture') or a place category. */
export function interestsFromCategory(category: string | undefined): InterestId[] {
  const c = (category ?? "").toLowerCase();
  if (/^(nature|natura|mare|natura e borghi)/.test(c)) return ["nature"];
  if (/^(food|enogastronomia|cucina)/.test(c)) return ["food"];
  if (/^(luxury|shopping|lusso|moda|design)/.test(c)) return ["luxury"];
  if (/^(wellness|benessere|spiritualit)/.test(c)) return ["wellness"];
  return ["art"];
}

/** The wishes of an experience request; the profile variant stays in the partner's region. */
export function experienceWishes(input: Pick<ExperienceIn, "intent" | "region" | "variant">): Wishes {
  const wishes = readWishes(gazetteer(), input.intent);
  const region = findRegion(input.region);
  if (input.variant === "profile" && region) {
    return {
      ...wishes,
      regions: [region.name],
      focus: wishes.focus.filter((f) => f.regions.includes(region.name)),
      defaulted: false,
    };
  }
  return wishes;
}

export interface ExperiencePlan {
  wishes: Wishes;
  plan: Plan;
  result: ExperienceResult;
}

export function planExperience(input: TripIn, partner?: TravelPartner): ExperiencePlan {
  const wishes = input.wishes as Wishes;
  const plan = planTrip(gazetteer(), {
    wishes,
    interests: input.interests,
    days: tripDays(input.duration, wishes.days),
    company: input.company,
    ...(partner ? { partner } : {}),
  });
  const result = experienceFromPlan(wishes, plan, {
    duration: input.duration,
    company: input.company,
    interests: input.interests,
    profile: input.variant === "profile",
  });
  return { wishes, plan, result };
}

/** The trip request of an experience: the visitor's words read into wishes. */
export function tripInput(input: ExperienceIn): TripIn {
  return {
    wishes: experienceWishes(input),
    interests: input.interests,
    duration: input.duration,
    company: input.company,
    variant: input.variant,
  };
}

// ---------------------------------------------------------------- experience
export function offlineExperience(input: ExperienceIn, partner?: TravelPartner): ExperienceResult {
  return planExperience(tripInput(input), partner).result;
}

/** The full itinerary of a (stored) experience, day by day. */
export function offlineTripItinerary(input: TripIn): Itinerary {
  const { wishes, plan, result } = planExperience(input);
  const region = regionOrDefault(plan.regions[0]);
  return itineraryFromPlan(wishes, plan, {
    title: `Il programma: ${result.title.charAt(0).toLowerCase()}${result.title.slice(1)}`,
    introduction: `${firstSentence(region.intro)} Le tappe sono raggruppate per vicinanza, con i tempi di spostamento stimati.`,
  });
}

// ---------------------------------------------------------------- itinerary
export function itineraryWishes(input: ItineraryIn): { wishes: Wishes; anchor?: KnowledgePlace } {
  const region = regionOrDefault(input.region);
  const anchor = findPlace(region, input.placeName);
  const read = anchor ? null : readWishes(gazetteer(), input.placeName);
  const base: Wishes = read ?? {
    regions: [region.name],
    focus: [],
    avoid: [],
    avoidThemes: [],
    wantThemes: [],
    month: null,
    companions: null,
    pace: "normale",
    days: null,
    defaulted: false,
  };
  const wishes = base.defaulted ? { ...base, regions: [region.name], defaulted: false } : base;
  return anchor ? { wishes, anchor } : { wishes };
}

export function offlineItinerary(input: ItineraryIn): Itinerary {
  const region = regionOrDefault(input.region);
  const { wishes, anchor } = itineraryWishes(input);
  const interests = input.interests?.length ? input.interests : interestsFromCategory(input.category);
  const plan = planTrip(gazetteer(), {
    wishes,
    interests,
    days: tripDays(input.duration ?? null, anchor ? null : wishes.days),
    company: input.company ?? null,
    ...(anchor ? { anchor: { region, place: anchor } } : {}),
  });
  const head = anchor
    ? {
        title: `${anchor.name} e dintorni: ${plan.days.length === 1 ? "una giornata" : `${plan.days.length} giorni`} ${regionAt(region.name)}`,
        introduction: `${anchor.description} Le altre tappe sono a breve distanza: per ognuna trovi il tempo di viaggio stimato.`,
      }
    : {
        title: `Il programma: ${tripTitle(wishes, plan, input.duration ?? null, input.company ?? null).replace(/^./, (c) => c.toLowerCase())}`,
        introduction: `${firstSentence(region.intro)} Le tappe sono ${placePhrase(wishes, plan.regions).startsWith("tra") ? "" : "scelte "}${placePhrase(wishes, plan.regions)}, raggruppate per vicinanza.`,
      };
  return itineraryFromPlan(wishes, plan, head);
}

/**
 * Spec §5 (D17): the itinerary's region from the places named in the intent — the spec's
 * keywords (toscana, roma, milano, venezia, firenze, napoli, sicilia) keep their mapping,
 * and any region, province, comune or area of the gazetteer is understood too — default
 * Toscana; the category is the first interest (default 'culture').
 */
export function deriveItineraryRequest(
  intent: string,
  interests: readonly InterestId[],
): { region: string; category: string } {
  return {
    region: readWishes(gazetteer(), intent).regions[0] ?? DEFAULT_REGION,
    category: interests[0] ?? "culture",
  };
}

// ---------------------------------------------------------------- region suggestions
const CATEGORY_ORDER = [
  "Arte e Cultura",
  "Natura",
  "Enogastronomia",
  "Storia",
  "Mare",
  "Benessere",
  "Shopping e Design",
];

export function offlineRegionSuggestions(input: { region: string }): { suggestions: RegionSuggestion[] } {
  const region = regionOrDefault(input.region);
  const buckets = new Map<string, KnowledgePlace[]>();
  for (const p of region.places) buckets.set(p.category, [...(buckets.get(p.category) ?? []), p]);
  const order = CATEGORY_ORDER.filter((c) => buckets.has(c));
  const out: KnowledgePlace[] = [];
  for (let round = 0; out.length < 6 && round < 10; round++) {
    for (const c of order) {
      const p = buckets.get(c)?.[round];
      if (p && out.length < 6) out.push(p);
    }
  }
  return {
    suggestions: out.map((p) => ({ name: p.name, category: p.category, description: p.description })),
  };
}

// ---------------------------------------------------------------- grounding checks
/** True when every name is a place of the region in the knowledge base. */
export function placesExist(regionName: string, names: readonly string[]): boolean {
  const region = findRegion(regionName);
  if (!region) return false;
  return names.every((n) => Boolean(findPlace(region, n)));
}

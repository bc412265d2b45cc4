// Offline experiences, itineraries and region suggestions, drawn only from the
// curated knowledge base: every place named exists in the region's entry.
import type { z } from "zod";
import {
  findPlace,
  findRegion,
  type InterestId,
  type KnowledgePlace,
  REGIONS,
  type RegionKnowledge,
} from "../knowledge";
import type {
  ExperienceResult,
  experienceInputSchema,
  Itinerary,
  itineraryInputSchema,
  RegionSuggestion,
} from "../schemas";
import { regionFromText } from "../travel";
import { contentStems, joinItalian, pick, sentences } from "./text";

type ExperienceIn = z.output<typeof experienceInputSchema>;
type ItineraryIn = z.output<typeof itineraryInputSchema>;

const DEFAULT_REGION = "Toscana";

export function regionOrDefault(name: string | null | undefined): RegionKnowledge {
  return findRegion(name) ?? (findRegion(DEFAULT_REGION) as RegionKnowledge);
}

const INTEREST_THEME: Record<InterestId, string> = {
  nature: "natura e borghi",
  art: "arte e cultura",
  food: "cucina e vino",
  luxury: "lusso e design",
  wellness: "spiritualità e benessere",
};

const INTEREST_SHORT: Record<InterestId, string> = {
  nature: "natura",
  art: "arte",
  food: "sapori",
  luxury: "design",
  wellness: "benessere",
};

const COMPANY_PHRASE: Record<string, string> = {
  "Da solo": "in solitaria",
  "In coppia": "in coppia",
  "In famiglia": "in famiglia",
  "Con amici": "con gli amici",
  "Viaggio di lavoro": "tra un impegno di lavoro e l'altro",
};

const DURATION_DAYS: Record<string, number> = {
  "1 giorno": 1,
  Weekend: 2,
  "1 settimana": 7,
  "Più di 10 giorni": 10,
};
const DURATION_PHRASE: Record<string, string> = {
  "1 giorno": "Una giornata",
  Weekend: "Un weekend",
  "1 settimana": "Una settimana",
  "Più di 10 giorni": "Un lungo viaggio",
};
const PLACES_FOR_DURATION: Record<string, number> = {
  "1 giorno": 3,
  Weekend: 5,
  "1 settimana": 9,
  "Più di 10 giorni": 12,
};

/** Interest ids from an interest id, a spec category ('culture') or a place category. */
export function interestsFromCategory(category: string | undefined): InterestId[] {
  const c = (category ?? "").toLowerCase();
  if (/^(nature|natura|mare|natura e borghi)/.test(c)) return ["nature"];
  if (/^(food|enogastronomia|cucina)/.test(c)) return ["food"];
  if (/^(luxury|shopping|lusso|moda|design)/.test(c)) return ["luxury"];
  if (/^(wellness|benessere|spiritualit)/.test(c)) return ["wellness"];
  return ["art"];
}

function firstSentence(text: string): string {
  return sentences(text)[0] ?? text;
}

/** Places ranked for interests, the words of a request and the company. */
function rankPlaces(
  region: RegionKnowledge,
  interests: readonly InterestId[],
  text: string,
  options: { family?: boolean; anchor?: KnowledgePlace } = {},
): KnowledgePlace[] {
  const wanted = new Set(contentStems(text));
  return region.places
    .map((place, order) => {
      let score = place.interests.filter((i) => interests.includes(i)).length * 3;
      for (const s of contentStems(`${place.name} ${place.city}`)) if (wanted.has(s)) score += 4;
      if (options.family && place.familyFriendly) score += 2;
      if (options.family && !place.familyFriendly) score -= 3;
      if (options.anchor) {
        if (place.name === options.anchor.name) score += 100;
        else if (place.city === options.anchor.city) score += 5;
        else if (place.category === options.anchor.category) score += 1;
      }
      return { place, score, order };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((x) => x.place);
}

const SLOT_TIMES: Record<KnowledgePlace["bestTimeOfDay"], string> = {
  mattina: "09:30",
  pomeriggio: "15:00",
  sera: "19:00",
  giornata: "09:00",
};
const SLOT_ORDER: Record<KnowledgePlace["bestTimeOfDay"], number> = {
  giornata: 0,
  mattina: 1,
  pomeriggio: 2,
  sera: 3,
};

function sortForDay(places: KnowledgePlace[]): KnowledgePlace[] {
  return [...places].sort((a, b) => SLOT_ORDER[a.bestTimeOfDay] - SLOT_ORDER[b.bestTimeOfDay]);
}

/** Distinct times within a day, following each place's best time of day. */
function timesFor(places: KnowledgePlace[]): string[] {
  const used = new Set<string>();
  const fallback = ["09:00", "11:30", "14:30", "17:00", "20:00"];
  return places.map((p, i) => {
    let t = SLOT_TIMES[p.bestTimeOfDay];
    if (used.has(t)) t = fallback.find((f) => !used.has(f) && f > (t as string)) ?? fallback[i] ?? "09:00";
    used.add(t);
    return t;
  });
}

// ---------------------------------------------------------------- experience
export function offlineExperience(input: ExperienceIn): ExperienceResult {
  const region = regionOrDefault(
    input.variant === "profile"
      ? (input.region ?? regionFromText(input.intent))
      : (regionFromText(input.intent) ?? input.region),
  );
  const family = input.company === "In famiglia";
  const count = PLACES_FOR_DURATION[input.duration] ?? 4;
  const places = rankPlaces(region, input.interests, input.intent, { family }).slice(0, count);
  const themes = input.interests.map((i) => INTEREST_THEME[i]);
  const company = COMPANY_PHRASE[input.company] ?? "";
  const dish = pick(region.dishes, `${input.intent}|dish`);
  const title = `${DURATION_PHRASE[input.duration] ?? "Un viaggio"} ${company} in ${region.name} tra ${joinItalian(input.interests.slice(0, 3).map((i) => INTEREST_SHORT[i]))}`;
  const description = [
    firstSentence(region.intro),
    `Abbiamo pensato un percorso ${company} su misura per i tuoi interessi (${themes.join(", ")}), con ${places.length} tappe tra ${joinItalian([...new Set(places.map((p) => p.city))].slice(0, 4))}.`,
    region.bestTime,
  ].join(" ");
  const highlights = [
    ...places.map((p) => `${p.name} (${p.city}): ${firstSentence(p.description)}`),
    `A tavola: ${dish.name}, ${dish.description.charAt(0).toLowerCase()}${dish.description.slice(1)}`,
  ];
  const result: ExperienceResult = { title, description, highlights };
  if (input.variant === "profile") {
    const day = sortForDay(places.slice(0, 3));
    const times = timesFor(day);
    result.itinerary = day.map((p, i) => ({
      time: times[i] ?? "09:00",
      activity: `${p.name}: ${firstSentence(p.description)}`,
      location: p.city,
    }));
    result.tips = [day[0]?.tips, region.practicalTips[0]].filter(Boolean).join(" ");
  }
  return result;
}

// ---------------------------------------------------------------- itinerary
export function offlineItinerary(input: ItineraryIn): Itinerary {
  const region = regionOrDefault(input.region);
  const anchor = findPlace(region, input.placeName);
  const interests = input.interests?.length ? input.interests : interestsFromCategory(input.category);
  const days = input.duration ? (DURATION_DAYS[input.duration] ?? 1) : 1;
  const perDay = days >= 7 ? 2 : 3;
  const family = input.company === "In famiglia";
  const ranked = rankPlaces(region, interests, input.placeName, anchor ? { anchor, family } : { family });
  const chosen = ranked.slice(0, Math.min(ranked.length, days * perDay));
  const dayHighlights = sortForDay(chosen.slice(0, Math.min(5, chosen.length)));
  const times = timesFor(dayHighlights);
  const result: Itinerary = {
    title: anchor
      ? `${anchor.name} e dintorni: itinerario in ${region.name}`
      : `Itinerario in ${region.name}`,
    introduction: [
      anchor ? `${anchor.description}` : firstSentence(region.intro),
      anchor
        ? `Il punto di partenza è ${anchor.name}, a ${anchor.city}; le altre tappe sono scelte per: ${interests.map((x) => INTEREST_THEME[x]).join(", ")}.`
        : `Le tappe sono scelte in tutta la regione per: ${interests.map((x) => INTEREST_THEME[x]).join(", ")}.`,
    ].join(" "),
    duration: days === 1 ? "1 giorno" : `${days} giorni`,
    bestTime: region.bestTime,
    highlights: dayHighlights.map((p, i) => ({
      title: p.name,
      description: p.description,
      time: `${times[i] ?? "09:00"} · ${p.suggestedTime}`,
      tips: p.tips,
    })),
    dining: {
      title: `Sapori di ${region.name}`,
      suggestions: [
        ...region.dishes
          .slice(0, 4)
          .map((d) => ({ name: d.name, type: "Piatto tipico", description: d.description })),
        ...(region.wines[0]
          ? [
              {
                name: region.wines[0],
                type: "Vino",
                description: `Da provare con i piatti della tradizione: ${joinItalian(region.wines.slice(0, 3))}.`,
              },
            ]
          : []),
      ],
    },
    practicalInfo: { howToGet: region.howToGet, costs: region.costs, tips: region.practicalTips.slice(0, 5) },
    funFacts: region.curiosities.slice(0, 4),
  };
  if (input.duration) {
    const list: NonNullable<Itinerary["days"]> = [];
    for (let d = 0; d < days; d++) {
      const slice = sortForDay(chosen.slice(d * perDay, d * perDay + perDay));
      const dish = region.dishes[d % region.dishes.length];
      if (!slice.length) {
        const curiosity = region.curiosities[d % region.curiosities.length] ?? region.intro;
        list.push({
          day: d + 1,
          title: `Giornata libera a ${region.capital}`,
          activities: [
            {
              time: "10:00",
              title: `Passeggiata a ${region.capital}`,
              description: `Una giornata senza programma per vivere la città al proprio ritmo. Lo sapevi? ${curiosity}`,
              location: region.capital,
            },
          ],
        });
        continue;
      }
      const t = timesFor(slice);
      list.push({
        day: d + 1,
        title: `Giorno ${d + 1}: ${joinItalian([...new Set(slice.map((p) => p.city))])}`,
        activities: [
          ...slice.map((p, i) => ({
            time: t[i] ?? "09:00",
            title: p.name,
            description: `${firstSentence(p.description)} ${p.tips}`,
            location: p.city,
          })),
          ...(dish
            ? [
                {
                  time: "20:30",
                  title: `Cena: ${dish.name}`,
                  description: dish.description,
                  location: slice[slice.length - 1]?.city ?? region.capital,
                },
              ]
            : []),
        ],
      });
    }
    result.days = list;
  }
  return result;
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

export const ALL_REGIONS = REGIONS;

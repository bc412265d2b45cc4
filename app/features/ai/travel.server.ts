// generate-experience, generate-itinerary and generate-region-suggestions (spec §7,
// issue 11). The request is read against the gazetteer; a provider gets the wishes
// and the candidate places as constraints, and its answer is checked (places exist,
// regions match, days can be travelled) before it is shown; otherwise the offline
// planner answers. Published partners are passed in by the caller and woven in.
import type { z } from "zod";
import * as MESSAGES from "~/lib/messages";
import type { RequestContext } from "~/server/context.server";
import { AiError, type AiResult, type JsonFunction, parseInput, runJson } from "./engine.server";
import { gazetteer } from "./geo/gazetteer.server";
import { findRegion } from "./knowledge";
import {
  itineraryWishes,
  offlineItinerary,
  offlineRegionSuggestions,
  offlineTripItinerary,
  placesExist,
  planExperience,
  type TripIn,
  tripInput,
} from "./offline/travel";
import { dataBlock, SYSTEM_BASE } from "./prompts";
import { regionByNameOrSlug } from "./regions";
import {
  type ExperienceResult,
  experienceInputSchema,
  experienceOutputSchema,
  type Itinerary,
  itineraryInputSchema,
  itineraryOutputSchema,
  type PartnerPickOutput,
  type RegionSuggestion,
  regionSuggestionsInputSchema,
  regionSuggestionsOutputSchema,
  tripInputSchema,
} from "./schemas";
import { plainTextDeep } from "./text";
import { DEFAULT_REGION_NOTICE } from "./trip/compose";
import { candidateList, candidates, namesPlace, wishesBlock } from "./trip/constraints";
import { dayProblems, locateStop } from "./trip/feasibility";
import { pickPartners, type TravelPartner } from "./trip/partners";
import type { Wishes } from "./trip/wishes";

type ItineraryIn = z.output<typeof itineraryInputSchema>;

// The gazetteer takes about half a second to build: do it soon after start-up, not on a visitor's request.
setTimeout(() => gazetteer(), 500).unref?.();

export interface TravelOptions {
  /** Published partners, loaded by the caller (the AI layer reads no domain table). */
  partners?: readonly TravelPartner[];
  /** Profile variant: the partner whose page asks, included in its own day. */
  ownPartner?: TravelPartner | null;
}

/** An unknown region is refused with an Italian message (D17), never read as Toscana. */
export function requireRegion(value: unknown): string {
  const region = typeof value === "string" ? regionByNameOrSlug(value) : undefined;
  if (!region) {
    throw new AiError("invalid_input", "Unknown region", { userMessage: MESSAGES.unknownRegion });
  }
  return region.name;
}

function withRegion<T>(raw: unknown, field = "region"): T {
  if (!raw || typeof raw !== "object") return raw as T;
  const body = raw as Record<string, unknown>;
  return { ...body, [field]: requireRegion(body[field]) } as T;
}

// ---------------------------------------------------------------- experience
function experienceFn(own: TravelPartner | null): JsonFunction<TripIn, ExperienceResult> {
  return {
    name: "generate-experience",
    input: tripInputSchema,
    output: experienceOutputSchema,
    offline: (input) => planExperience(input, own ?? undefined).result,
    prompt: (input) => {
      const { wishes, plan } = planExperience(input, own ?? undefined);
      const list = candidates(
        plan.regions,
        plan.stops.map((s) => s.name),
      );
      return {
        system: `${SYSTEM_BASE} Progetti esperienze di viaggio in Italia usando solo i luoghi dell'elenco fornito, con il loro nome esatto.`,
        prompt: [
          `Crea un'esperienza di viaggio: interessi ${input.interests.join(", ")}. Restituisci JSON con title, description e highlights (frasi complete; ogni frase inizia con il nome esatto di un luogo dell'elenco, tranne un'ultima frase facoltativa che inizia con "A tavola:")${input.variant === "profile" ? `, itinerary (elenco di {time, activity, location}) che include ${own?.nome ?? "il partner"} e tips` : ""}.`,
          dataBlock("vincoli", wishesBlock(wishes, plan.days.length, input.company)),
          dataBlock("luoghi disponibili", candidateList(list)),
        ].join("\n\n"),
      };
    },
    finish: (out, input) => {
      const clean = plainTextDeep(out);
      const { wishes, plan } = planExperience(input, own ?? undefined);
      return {
        ...clean,
        regions: clean.regions ?? plan.regions,
        ...(wishes.defaulted ? { notice: DEFAULT_REGION_NOTICE } : {}),
      };
    },
    // Places exist in the trip's regions, none of the places refused, the partner in its own day.
    check: (out, input) => experienceAnswerOk(out, input, own),
  };
}

/**
 * A provider's experience (and the offline one, by the same rule): every highlight names a
 * place of the trip's regions, none names a refused place (in its name, not in the prose,
 * where "tra Firenze e Siena" is fine), the regions are the trip's, the partner is in its day.
 */
export function experienceAnswerOk(out: ExperienceResult, input: TripIn, own: TravelPartner | null): boolean {
  const { wishes, plan } = planExperience(input, own ?? undefined);
  const allowed = [
    ...candidates(plan.regions, [], Number.POSITIVE_INFINITY).map((c) => c.name),
    ...plan.stops.map((s) => s.name),
  ];
  const visits = out.highlights.filter((h) => !h.startsWith("A tavola"));
  const placesOk = visits.every((h) => namesPlace(h, allowed));
  const refused = wishes.avoid.map((a) => a.name);
  // The place and its town ("Galleria degli Uffizi (Firenze)"), not the prose after the colon.
  const avoidOk = !visits.some((h) => namesPlace(h.split(":")[0] ?? h, refused));
  const regionsOk = (out.regions ?? plan.regions).every(
    (r) => plan.regions.includes(r) || wishes.regions.includes(r),
  );
  const partnerOk =
    !own || Boolean(out.itinerary?.some((s) => namesPlace(`${s.activity} ${s.location}`, [own.nome])));
  return placesOk && avoidOk && regionsOk && partnerOk;
}

function weave(
  output: ExperienceResult | Itinerary,
  partners: readonly TravelPartner[] | undefined,
  wishes: Wishes,
  interests: readonly ("nature" | "art" | "food" | "luxury" | "wellness")[],
  exclude?: string,
): PartnerPickOutput[] {
  if (!partners?.length) return [];
  const gaz = gazetteer();
  const names = "highlights" in output && Array.isArray(output.highlights) ? output.highlights : [];
  const points = [
    ...names.map((h) => {
      const title = typeof h === "string" ? (h.split(" (")[0] ?? h) : h.title;
      const location = typeof h === "string" ? (h.match(/\(([^)]+)\)/)?.[1] ?? "") : (h.location ?? "");
      const at = locateStop(gaz, title, location);
      return at ? { name: title, point: at.point } : null;
    }),
    ...("days" in output ? (output.days ?? []) : []).flatMap((d) =>
      d.activities.map((a) => {
        const at = a.kind === "visita" || a.kind === "partner" ? locateStop(gaz, a.title, a.location) : null;
        return at ? { name: a.title, point: at.point } : null;
      }),
    ),
    ...wishes.focus.map((f) => ({ name: f.name, point: f.point })),
  ].filter((p): p is { name: string; point: { lat: number; lon: number } } => p !== null);
  return pickPartners(
    gaz,
    partners.filter((p) => p.slug !== exclude),
    {
      regions: output.regions ?? wishes.regions,
      points,
      interests,
      themes: wishes.wantThemes,
      avoid: wishes.avoid,
    },
  );
}

export type ExperienceAnswer = AiResult<ExperienceResult> & { trip: TripIn };

/**
 * Spec §7 generate-experience (the /experience flow and the profile variant). The words
 * are read on the server; a provider receives the wishes as constraints, not the words.
 */
export async function generateExperience(
  ctx: RequestContext,
  raw: unknown,
  options: TravelOptions = {},
): Promise<ExperienceAnswer> {
  return generateTripExperience(ctx, tripInput(parseInput(experienceInputSchema, raw)), options);
}

/** An experience from wishes already read (a shared experience moved to another region). */
export async function generateTripExperience(
  ctx: RequestContext,
  trip: TripIn,
  options: TravelOptions = {},
): Promise<ExperienceAnswer> {
  const own = options.ownPartner ?? null;
  const result = await runJson(
    ctx,
    experienceFn(own),
    trip,
    own ? { contentVersion: `partner:${own.slug}` } : {},
  );
  const partners = weave(result.output, options.partners, trip.wishes as Wishes, trip.interests, own?.slug);
  return { ...result, output: { ...result.output, partners }, trip };
}

// ---------------------------------------------------------------- itinerary
/** What a provider's itinerary must respect: known places, the regions, days that can be travelled. */
function itineraryOk(out: Itinerary, regions: readonly string[], wishes: Wishes): boolean {
  const allowed = candidates(regions, [], Number.POSITIVE_INFINITY).map((c) => c.name);
  const titlesOk = out.highlights.every(
    (h) => allowed.includes(h.title) || Boolean(gazetteer().comune(h.title)),
  );
  const days = out.days ?? [];
  const visitsOk = days.every((d) =>
    d.activities.every(
      (a) =>
        (a.kind && a.kind !== "visita") || allowed.includes(a.title) || Boolean(gazetteer().comune(a.title)),
    ),
  );
  const feasible = dayProblems(gazetteer(), days).length === 0;
  // Visits and transfers, not dishes ("Panforte di Siena" is no visit to Siena).
  const avoidOk = !days.some((d) =>
    d.activities.some(
      (a) =>
        a.kind !== "pasto" &&
        namesPlace(
          a.title,
          wishes.avoid.map((x) => x.name),
        ),
    ),
  );
  const regionsOk = (out.regions ?? regions).every((r) => regions.includes(r) || Boolean(findRegion(r)));
  return titlesOk && visitsOk && feasible && avoidOk && regionsOk;
}

const tripItineraryFn: JsonFunction<TripIn, Itinerary> = {
  name: "generate-itinerary",
  input: tripInputSchema,
  output: itineraryOutputSchema,
  offline: offlineTripItinerary,
  prompt: (input) => {
    const planned = offlineTripItinerary(input);
    const regions = planned.regions ?? (input.wishes.regions as string[]);
    return {
      system: `${SYSTEM_BASE} Progetti itinerari in Italia usando solo i luoghi dell'elenco fornito: il titolo di ogni visita deve essere esattamente il nome di un luogo dell'elenco.`,
      prompt: [
        `Crea il programma giorno per giorno di questo viaggio: ${planned.title}. Restituisci JSON con title, introduction, duration, bestTime, highlights, dining, practicalInfo, funFacts e days (per ogni giorno: day, title, activities con time e end nel formato HH:MM, title, description, location, kind tra visita, pasto, traversata, trasferimento).`,
        dataBlock("vincoli", wishesBlock(input.wishes as Wishes, planned.days?.length ?? 1, input.company)),
        dataBlock(
          "luoghi disponibili",
          candidateList(
            candidates(
              regions,
              planned.highlights.map((h) => h.title),
            ),
          ),
        ),
      ].join("\n\n"),
    };
  },
  finish: (out, input) => {
    const clean = plainTextDeep(out);
    return {
      ...clean,
      regions: clean.regions ?? offlineTripItinerary(input).regions ?? input.wishes.regions,
    };
  },
  check: (out, input) => tripItineraryAnswerOk(out, input),
};

/** The check of a trip's itinerary (provider or offline): known places, its regions, feasible days. */
export function tripItineraryAnswerOk(out: Itinerary, input: TripIn): boolean {
  return itineraryOk(
    out,
    offlineTripItinerary(input).regions ?? input.wishes.regions,
    input.wishes as Wishes,
  );
}

/** The full itinerary of an experience ("Genera itinerario completo"), with partners woven in. */
export async function generateTripItinerary(ctx: RequestContext, trip: TripIn, options: TravelOptions = {}) {
  const result = await runJson(ctx, tripItineraryFn, trip);
  const partners = weave(result.output, options.partners, trip.wishes as Wishes, trip.interests);
  return { ...result, output: { ...result.output, partners } };
}

const itineraryFn: JsonFunction<ItineraryIn, Itinerary> = {
  name: "generate-itinerary",
  input: itineraryInputSchema,
  output: itineraryOutputSchema,
  offline: offlineItinerary,
  prompt: (input) => {
    const planned = offlineItinerary(input);
    const { wishes } = itineraryWishes(input);
    const regions = planned.regions ?? [input.region];
    const list = candidates(
      regions,
      planned.highlights.map((h) => h.title),
    );
    return {
      system: `${SYSTEM_BASE} Progetti itinerari in Italia usando solo i luoghi dell'elenco fornito: il titolo di ogni tappa (highlights.title e days.activities.title delle visite) deve essere esattamente il nome di un luogo dell'elenco.`,
      prompt: [
        `Crea un itinerario dettagliato attorno a «${input.placeName}», tema ${input.category}. Restituisci JSON con title, introduction, duration, bestTime, highlights, dining, practicalInfo, funFacts e days (per ogni giorno: day, title, activities con time e end nel formato HH:MM, title, description, location, kind tra visita, pasto, traversata, trasferimento).`,
        dataBlock("vincoli", wishesBlock(wishes, planned.days?.length ?? 1, input.company ?? null)),
        dataBlock("luoghi disponibili", candidateList(list)),
      ].join("\n\n"),
    };
  },
  finish: (out, input) => {
    const clean = plainTextDeep(out);
    return { ...clean, regions: clean.regions ?? offlineItinerary(input).regions ?? [input.region] };
  },
  check: (out, input) => tourItineraryAnswerOk(out, input),
};

/** The check of an AI Tour itinerary (provider or offline). */
export function tourItineraryAnswerOk(out: Itinerary, input: ItineraryIn): boolean {
  const regions = offlineItinerary(input).regions ?? [input.region];
  const known = out.highlights.every(
    (h) =>
      placesExist(input.region, [h.title]) ||
      regions.some((r) => placesExist(r, [h.title])) ||
      Boolean(gazetteer().comune(h.title)),
  );
  return known && itineraryOk(out, regions, itineraryWishes(input).wishes);
}

/** Spec §7 generate-itinerary: knowledge-base places, days that can be travelled, partners woven in. */
export async function generateItinerary(ctx: RequestContext, raw: unknown, options: TravelOptions = {}) {
  const body = withRegion<Record<string, unknown>>(raw);
  const result = await runJson(ctx, itineraryFn, body);
  const input = itineraryInputSchema.parse(body);
  const { wishes } = itineraryWishes(input);
  const interests = input.interests?.length ? input.interests : [];
  const partners = weave(result.output, options.partners, wishes, interests);
  return { ...result, output: { ...result.output, partners } };
}

// ---------------------------------------------------------------- region suggestions
const suggestionsFn: JsonFunction<{ region: string }, { suggestions: RegionSuggestion[] }> = {
  name: "generate-region-suggestions",
  input: regionSuggestionsInputSchema,
  output: regionSuggestionsOutputSchema,
  offline: offlineRegionSuggestions,
  prompt: (input) => ({
    system: `${SYSTEM_BASE} Suggerisci luoghi da visitare usando solo quelli dell'elenco fornito, con il nome esatto.`,
    prompt: [
      `Suggerisci 6 luoghi da visitare in ${input.region}, vari per categoria (Arte e Cultura, Natura, Enogastronomia, Storia, Mare…). Restituisci JSON { suggestions: [{ name, category, description }] }.`,
      dataBlock("luoghi disponibili", candidateList(candidates([input.region], []))),
    ].join("\n\n"),
  }),
  finish: (out) => plainTextDeep(out),
  check: (out, input) =>
    placesExist(
      input.region,
      out.suggestions.map((s) => s.name),
    ),
};

/** Spec §7 generate-region-suggestions: knowledge-base places of the region, and its partners. */
export async function generateRegionSuggestions(
  ctx: RequestContext,
  raw: unknown,
  options: TravelOptions = {},
) {
  const body = withRegion<{ region: string }>(raw);
  const result = await runJson(ctx, suggestionsFn, body);
  const region = findRegion(body.region);
  const gaz = gazetteer();
  const partners =
    region && options.partners?.length
      ? pickPartners(gaz, options.partners, {
          regions: [region.name],
          points: region.places.map((p) => ({ name: p.name, point: gaz.placeGeo(region, p).point })),
          interests: [],
          themes: [],
          avoid: [],
        })
      : [];
  return { ...result, output: { ...result.output, partners } };
}

// ---------------------------------------------------------------- shared experiences
/** The partners of a stored experience or itinerary, chosen again among today's published ones. */
export function partnersForTrip(
  trip: TripIn,
  output: ExperienceResult | Itinerary,
  partners: readonly TravelPartner[],
): PartnerPickOutput[] {
  return weave(output, partners, trip.wishes as Wishes, trip.interests);
}

/** The same experience in another region (the default-region notice's "Cambia regione", D17). */
export function tripInRegion(trip: TripIn, region: string): TripIn {
  const wishes = trip.wishes as Wishes;
  return { ...trip, wishes: { ...wishes, regions: [region], focus: [], defaulted: false } };
}

// generate-experience, generate-itinerary and generate-region-suggestions (spec §7):
// places only from the knowledge base, checked before they are shown.
import type { z } from "zod";
import type { RequestContext } from "~/server/context.server";
import { type JsonFunction, runJson } from "./engine.server";
import {
  offlineExperience,
  offlineItinerary,
  offlineRegionSuggestions,
  placesExist,
  regionOrDefault,
} from "./offline/travel";
import { dataBlock, SYSTEM_BASE } from "./prompts";
import {
  type ExperienceResult,
  experienceInputSchema,
  experienceOutputSchema,
  type Itinerary,
  itineraryInputSchema,
  itineraryOutputSchema,
  type RegionSuggestion,
  regionSuggestionsInputSchema,
  regionSuggestionsOutputSchema,
} from "./schemas";
import { plainTextDeep } from "./text";
import { regionFromText as regionFromTextSafe } from "./travel";

function placeList(regionName: string): string {
  const region = regionOrDefault(regionName);
  return region.places.map((p) => `- ${p.name} (${p.city}; ${p.category}): ${p.description}`).join("\n");
}

const experienceFn: JsonFunction<z.output<typeof experienceInputSchema>, ExperienceResult> = {
  name: "generate-experience",
  input: experienceInputSchema,
  output: experienceOutputSchema,
  offline: offlineExperience,
  prompt: (input) => {
    const region = experienceRegion(input);
    return {
      system: `${SYSTEM_BASE} Progetti esperienze di viaggio in Italia usando solo i luoghi dell'elenco fornito, con il loro nome esatto.`,
      prompt: [
        `Crea un'esperienza di viaggio in ${region}: durata ${input.duration}, compagnia ${input.company}, interessi ${input.interests.join(", ")}. Restituisci JSON con title, description e highlights (elenco di frasi; ogni frase inizia con il nome esatto di un luogo dell'elenco, tranne un'ultima frase facoltativa che inizia con "A tavola:")${input.variant === "profile" ? ", itinerary (elenco di {time, activity, location}) e tips" : ""}.`,
        dataBlock("richiesta del visitatore", input.intent),
        dataBlock("luoghi disponibili", placeList(region)),
      ].join("\n\n"),
    };
  },
  finish: (out) => plainTextDeep(out),
  // Grounding: every highlight names a knowledge-base place of the region (or is the food note).
  check: (out, input) => {
    const region = regionOrDefault(experienceRegion(input));
    return out.highlights.every(
      (h) => h.startsWith("A tavola") || region.places.some((p) => h.includes(p.name)),
    );
  },
};

/** The region an experience is about: as the offline engine chooses it. */
function experienceRegion(input: z.output<typeof experienceInputSchema>): string {
  const fromText = regionFromTextSafe(input.intent);
  return regionOrDefault(
    input.variant === "profile" ? (input.region ?? fromText) : (fromText ?? input.region),
  ).name;
}

/** Spec §7 generate-experience (both the /experience flow and the profile variant). */
export async function generateExperience(ctx: RequestContext, raw: unknown) {
  return runJson(ctx, experienceFn, raw);
}

const itineraryFn: JsonFunction<z.output<typeof itineraryInputSchema>, Itinerary> = {
  name: "generate-itinerary",
  input: itineraryInputSchema,
  output: itineraryOutputSchema,
  offline: offlineItinerary,
  prompt: (input) => ({
    system: `${SYSTEM_BASE} Progetti itinerari in Italia usando solo i luoghi dell'elenco fornito: il titolo di ogni tappa (highlights.title) deve essere esattamente il nome di un luogo dell'elenco.`,
    prompt: [
      `Crea un itinerario dettagliato in ${regionOrDefault(input.region).name} attorno a «${input.placeName}», tema ${input.category}${input.duration ? `, durata ${input.duration} (aggiungi days, un elemento per giorno)` : ""}. Restituisci JSON con title, introduction, duration, bestTime, highlights, dining, practicalInfo e funFacts.`,
      dataBlock("luoghi disponibili", placeList(input.region)),
    ].join("\n\n"),
  }),
  finish: (out) => plainTextDeep(out),
  check: (out, input) =>
    placesExist(
      regionOrDefault(input.region).name,
      out.highlights.map((h) => h.title),
    ),
};

/** Spec §7 generate-itinerary: every highlight is a knowledge-base place of the region. */
export async function generateItinerary(ctx: RequestContext, raw: unknown) {
  return runJson(ctx, itineraryFn, raw);
}

const suggestionsFn: JsonFunction<{ region: string }, { suggestions: RegionSuggestion[] }> = {
  name: "generate-region-suggestions",
  input: regionSuggestionsInputSchema,
  output: regionSuggestionsOutputSchema,
  offline: offlineRegionSuggestions,
  prompt: (input) => ({
    system: `${SYSTEM_BASE} Suggerisci luoghi da visitare usando solo quelli dell'elenco fornito, con il nome esatto.`,
    prompt: [
      `Suggerisci 6 luoghi da visitare in ${regionOrDefault(input.region).name}, vari per categoria (Arte e Cultura, Natura, Enogastronomia, Storia, Mare…). Restituisci JSON { suggestions: [{ name, category, description }] }.`,
      dataBlock("luoghi disponibili", placeList(input.region)),
    ].join("\n\n"),
  }),
  finish: (out) => plainTextDeep(out),
  check: (out, input) =>
    placesExist(
      regionOrDefault(input.region).name,
      out.suggestions.map((s) => s.name),
    ),
};

/** Spec §7 generate-region-suggestions: only knowledge-base places of the region. */
export async function generateRegionSuggestions(ctx: RequestContext, raw: unknown) {
  const result = await runJson(ctx, suggestionsFn, raw);
  return result;
}

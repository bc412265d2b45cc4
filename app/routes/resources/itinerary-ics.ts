import { data } from "react-router";
import { regionByNameOrSlug } from "~/features/ai/regions";
import type { Itinerary } from "~/features/ai/schemas";
import { getSharedExperience, saveSharedItinerary } from "~/features/ai/shared-experiences.server";
import {
  generateItinerary,
  generateRegionSuggestions,
  generateTripItinerary,
} from "~/features/ai/travel.server";
import { itineraryIcs, startDate } from "~/features/ai/trip/ics.server";
import { absoluteUrl } from "~/lib/seo";
import { slugify } from "~/lib/slugify";
import { aiTourPath, sharedExperiencePath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/itinerary-ics";

/**
 * An itinerary as an iCalendar file (issue 11): /ai-tour/{regione}/{luogo}/calendario.ics
 * and /experience/{id}/calendario.ics, one event per slot from the day in `?dal=`.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const start = startDate(new URL(request.url).searchParams.get("dal"));
  let itinerary: Itinerary | null = null;
  let path = "";
  let uid = "";
  if (params.id) {
    const shared = await getSharedExperience(ctx.db, params.id);
    if (!shared) throw data("Esperienza non trovata", { status: 404 });
    itinerary = shared.itinerary;
    if (!itinerary) {
      itinerary = (await generateTripItinerary(ctx, shared.trip)).output;
      await saveSharedItinerary(ctx.db, shared.id, itinerary);
    }
    path = sharedExperiencePath(shared.id);
    uid = `experience-${shared.id}`;
  } else {
    const region = regionByNameOrSlug(params.regione);
    if (!region) throw data("Regione non riconosciuta", { status: 400 });
    const { output } = await generateRegionSuggestions(ctx, { region: region.name });
    const found = output.suggestions.find((s) => slugify(s.name) === params.luogo);
    if (!found) throw data("Luogo non trovato", { status: 404 });
    itinerary = (
      await generateItinerary(ctx, { placeName: found.name, region: region.name, category: found.category })
    ).output;
    path = aiTourPath(region.slug, slugify(found.name));
    uid = `tour-${region.slug}-${slugify(found.name)}`;
  }
  const body = itineraryIcs(itinerary, { start, url: absoluteUrl(ctx.siteUrl, path), uid });
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${slugify(itinerary.title).slice(0, 60) || "itinerario"}.ics"`,
      "cache-control": "no-store",
    },
  });
}

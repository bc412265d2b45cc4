// /ai-tour, /ai-tour/{regione}, /ai-tour/{regione}/{luogo} — AI Italian Tour (spec §2,
// §4, §8; issue 11): the map and the regions are links, each region's suggestions and
// each suggestion's itinerary are pages of their own, rendered on the server.
import * as React from "react";
import { data, Link, redirect, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { ItalyMap } from "~/features/ai/components/tour/italy-map";
import { RegionPicker } from "~/features/ai/components/tour/region-picker";
import { RegionSuggestions } from "~/features/ai/components/tour/region-suggestions";
import { TourItinerary } from "~/features/ai/components/tour/tour-itinerary";
import { italyMap } from "~/features/ai/italy-map.server";
import { regionByNameOrSlug } from "~/features/ai/regions";
import { generateItinerary, generateRegionSuggestions } from "~/features/ai/travel.server";
import { listTravelPartners } from "~/features/partners/partners-public.server";
import * as MESSAGES from "~/lib/messages";
import { absoluteUrl } from "~/lib/seo";
import { slugify } from "~/lib/slugify";
import { aiTourPath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/ai-tour";

export const TOUR_TEXT = {
  suggestionsError: MESSAGES.tourSuggestionsError,
  itineraryError: MESSAGES.tourItineraryError,
} as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const map = italyMap();
  const asked = new URL(request.url).searchParams.get("regione");
  const raw = params.regione ?? asked;
  const region = raw ? regionByNameOrSlug(raw) : null;
  if (raw && !region) {
    // D17: an unknown region is refused with an Italian message, never read as Toscana.
    return data({ map, region: null, error: MESSAGES.unknownRegion, tour: null }, { status: 400 });
  }
  if (!region) return { map, region: null, error: null, tour: null };
  if (!params.regione || params.regione !== region.slug) {
    throw redirect(
      `${aiTourPath(region.slug, params.luogo)}${params.luogo ? "#itinerario" : "#suggerimenti"}`,
    );
  }
  const partners = await listTravelPartners(ctx.db);
  const suggestions = await generateRegionSuggestions(ctx, { region: region.name }, { partners }).catch(
    (error: unknown) => {
      ctx.log.error({ err: error }, "AI Tour suggestions failed");
      return null;
    },
  );
  const found = suggestions?.output.suggestions.find((s) => slugify(s.name) === params.luogo);
  if (params.luogo && suggestions && !found) throw data("Luogo non trovato", { status: 404 });
  const itinerary = found
    ? await generateItinerary(
        ctx,
        { placeName: found.name, region: region.name, category: found.category },
        { partners },
      ).catch((error: unknown) => {
        ctx.log.error({ err: error }, "AI Tour itinerary failed");
        return null;
      })
    : null;
  return {
    map,
    region,
    error: null,
    tour: {
      suggestions: suggestions?.output.suggestions ?? null,
      partners: suggestions?.output.partners ?? [],
      engine: suggestions?.engine ?? null,
      place: found ? { name: found.name, slug: slugify(found.name) } : null,
      itinerary: itinerary?.output ?? null,
      itineraryEngine: itinerary?.engine ?? null,
      url: absoluteUrl(ctx.siteUrl, aiTourPath(region.slug, found ? slugify(found.name) : null)),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const region = loaderData?.region?.name;
  const place = loaderData?.tour?.place?.name;
  const title = place
    ? `${place}: itinerario in ${region} | AI Tour Atlante`
    : region
      ? `${region}: cosa vedere | AI Tour Atlante`
      : "AI Italian Tour | Atlante";
  const description = place
    ? `Una giornata attorno a ${place}, in ${region}: tappe vicine, tempi di viaggio, dove mangiare e informazioni pratiche.`
    : region
      ? `I luoghi da non perdere in ${region} scelti dall'AI di Atlante, ciascuno con il suo itinerario.`
      : "Scegli una regione sulla mappa d'Italia: l'AI di Atlante suggerisce luoghi da scoprire e crea un itinerario dettagliato.";
  return [{ title }, { name: "description", content: description }];
}

export default function AiTourPage({ loaderData }: Route.ComponentProps) {
  const { map, region, error, tour } = loaderData;
  const location = useLocation();
  const suggestionsHeading = React.useRef<HTMLHeadingElement>(null);
  const itineraryRef = React.useRef<HTMLElement>(null);
  const first = React.useRef(true);

  // After a choice (not on the first load), focus follows it: the suggestions or the itinerary.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page's path changes.
  React.useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = tour?.place ? itineraryRef.current : suggestionsHeading.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [location.pathname]);

  return (
    <div className="bg-ivory pb-24">
      <header className="container-page max-w-3xl pt-14 text-center md:pt-20" data-print="hide">
        <p className="eyebrow">AI Italian Tour</p>
        <h1 className="mt-4 font-display text-4xl text-ink md:text-5xl">
          Scopri l'Italia regione per regione
        </h1>
        <p className="mt-4 text-ink-soft">
          Scegli una regione sulla mappa o nell'elenco: l'AI ti suggerisce i luoghi da non perdere e
          costruisce un itinerario dettagliato.
        </p>
      </header>

      <div className="container-page mt-12 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ItalyMap map={map} selected={region?.slug ?? null} />
        <RegionPicker selected={region?.slug ?? null} error={error} />
      </div>

      {region && tour ? (
        <RegionSuggestions
          region={region}
          suggestions={tour.suggestions}
          partners={tour.partners}
          engine={tour.engine}
          selected={tour.place?.slug ?? null}
          headingRef={suggestionsHeading}
        />
      ) : null}

      {region && tour?.place ? (
        <TourItinerary
          region={region}
          place={tour.place}
          itinerary={tour.itinerary}
          engine={tour.itineraryEngine}
          url={tour.url}
          sectionRef={itineraryRef}
        />
      ) : null}

      <section className="container-page mt-20" data-print="hide">
        <div className="rounded-card bg-ink px-6 py-12 text-center text-ivory md:px-12">
          <h2 className="font-display text-3xl">Vuoi un viaggio cucito su misura?</h2>
          <p className="mx-auto mt-3 max-w-2xl text-ivory/80">
            Racconta all'Italian Experience che cosa desideri: interessi, durata e compagnia diventano
            un'esperienza completa.
          </p>
          <Button asChild variant="accent" size="lg" className="mt-6">
            <Link to="/experience">Crea la tua esperienza</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

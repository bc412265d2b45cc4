// /ai-tour — AI Italian Tour (spec §2, §4, §8): the Italy map, region
// suggestions and a detailed itinerary for the chosen suggestion.
import { Loader2Icon, MapIcon, XIcon } from "lucide-react";
import * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { AiLabel } from "~/features/ai/components/ai-label";
import { postAi } from "~/features/ai/components/client";
import { ItineraryView } from "~/features/ai/components/itinerary-view";
import { REGION_NAMES } from "~/features/ai/knowledge";
import {
  DEFAULT_CATEGORY_COLOUR,
  type Itinerary,
  type RegionSuggestion,
  SUGGESTION_CATEGORY_COLOURS,
} from "~/features/ai/schemas";
import * as MESSAGES from "~/lib/messages";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/ai-tour";

export const TOUR_TEXT = {
  suggestionsError: MESSAGES.tourSuggestionsError,
  itineraryError: MESSAGES.tourItineraryError,
} as const;

export const MAP_PATH = "/maps/italy.svg";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "AI Italian Tour | Atlante" },
    {
      name: "description",
      content:
        "Scegli una regione sulla mappa d'Italia: l'AI di Atlante suggerisce luoghi da scoprire e crea un itinerario dettagliato.",
    },
  ];
}

interface MapShape {
  viewBox: string;
  regions: { id: string; name: string; d: string }[];
}

/** GET of the static map (spec §7 "Static"), parsed into the regions' outlines. */
function useItalyMap(): MapShape | null {
  const [shape, setShape] = React.useState<MapShape | null>(null);
  React.useEffect(() => {
    let cancelled = false;
    fetch(MAP_PATH)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then((text) => {
        const doc = new DOMParser().parseFromString(text, "image/svg+xml");
        const svg = doc.querySelector("svg");
        const regions = Array.from(doc.querySelectorAll("path[name]")).map((p) => ({
          id: p.getAttribute("id") ?? "",
          name: p.getAttribute("name") ?? "",
          d: p.getAttribute("d") ?? "",
        }));
        if (!cancelled) setShape({ viewBox: svg?.getAttribute("viewBox") ?? "0 0 610 793", regions });
      })
      .catch((error) => console.error("Mappa non disponibile", error));
    return () => {
      cancelled = true;
    };
  }, []);
  return shape;
}

export default function AiTourPage() {
  const map = useItalyMap();
  const [region, setRegion] = React.useState<string | null>(null);
  const [suggestions, setSuggestions] = React.useState<RegionSuggestion[] | null>(null);
  const [suggestionsEngine, setSuggestionsEngine] = React.useState<string | null>(null);
  const [loadingSuggestions, setLoadingSuggestions] = React.useState(false);
  const [selected, setSelected] = React.useState<RegionSuggestion | null>(null);
  const [itinerary, setItinerary] = React.useState<Itinerary | null>(null);
  const [itineraryEngine, setItineraryEngine] = React.useState<string | null>(null);
  const [loadingItinerary, setLoadingItinerary] = React.useState(false);
  const requestId = React.useRef(0);
  const suggestionsRef = React.useRef<HTMLElement>(null);
  const itineraryRef = React.useRef<HTMLElement>(null);

  async function selectRegion(name: string) {
    const id = ++requestId.current;
    setRegion(name);
    setSuggestions(null);
    setSelected(null);
    setItinerary(null);
    setLoadingSuggestions(true);
    try {
      const { result, engine } = await postAi<{ suggestions: RegionSuggestion[] }>(
        "/api/ai/region-suggestions",
        { region: name },
      );
      if (id !== requestId.current) return;
      setSuggestions(result.suggestions);
      setSuggestionsEngine(engine);
      window.setTimeout(
        () => suggestionsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }),
        50,
      );
    } catch {
      if (id === requestId.current) toast.error(TOUR_TEXT.suggestionsError);
    } finally {
      if (id === requestId.current) setLoadingSuggestions(false);
    }
  }

  async function discover(suggestion: RegionSuggestion) {
    if (!region) return;
    const id = ++requestId.current;
    setSelected(suggestion);
    setItinerary(null);
    setLoadingItinerary(true);
    window.setTimeout(() => itineraryRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }), 50);
    try {
      const { result, engine } = await postAi<Itinerary>("/api/ai/itinerary", {
        placeName: suggestion.name,
        region,
        category: suggestion.category,
      });
      if (id !== requestId.current) return;
      setItinerary(result);
      setItineraryEngine(engine);
      window.setTimeout(() => {
        itineraryRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
        itineraryRef.current?.focus({ preventScroll: true });
      }, 50);
    } catch {
      if (id === requestId.current) {
        toast.error(TOUR_TEXT.itineraryError);
        setSelected(null);
      }
    } finally {
      if (id === requestId.current) setLoadingItinerary(false);
    }
  }

  function closeSuggestions() {
    requestId.current++;
    setRegion(null);
    setSuggestions(null);
    setSelected(null);
    setItinerary(null);
    setLoadingSuggestions(false);
    setLoadingItinerary(false);
  }

  function closeItinerary() {
    requestId.current++;
    setSelected(null);
    setItinerary(null);
    setLoadingItinerary(false);
  }

  return (
    <div className="bg-ivory pb-24">
      <header className="container-page max-w-3xl pt-14 text-center md:pt-20">
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
        <figure className="m-0">
          <div className="mx-auto aspect-[610/793] w-full max-w-xl">
            {map ? (
              // biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; the group names the focusable regions.
              <svg
                viewBox={map.viewBox}
                className="h-full w-full"
                role="group"
                aria-label="Mappa dell'Italia: scegli una regione"
                data-testid="italy-map"
              >
                {map.regions.map((r) => {
                  const isSelected = r.name === region;
                  return (
                    // biome-ignore lint/a11y/useSemanticElements: an SVG path cannot be a <button>; role, focus and keys are provided.
                    <path
                      key={r.id}
                      id={`map-${r.id}`}
                      d={r.d}
                      name={r.name}
                      role="button"
                      tabIndex={0}
                      aria-label={r.name}
                      aria-pressed={isSelected}
                      onClick={() => void selectRegion(r.name)}
                      onKeyDown={(e) => {
                        if (e.key === "Enter" || e.key === " ") {
                          e.preventDefault();
                          void selectRegion(r.name);
                        }
                      }}
                      className={cn(
                        "cursor-pointer stroke-ivory stroke-[1.5] outline-none transition-colors focus-visible:stroke-ink focus-visible:stroke-[3]",
                        isSelected
                          ? "fill-terracotta"
                          : "fill-sand hover:fill-gold-light focus-visible:fill-gold-light",
                      )}
                    >
                      <title>{r.name}</title>
                    </path>
                  );
                })}
              </svg>
            ) : (
              <div className="grid h-full place-items-center rounded-card bg-sand/40 text-muted">
                <MapIcon aria-hidden="true" className="size-10" />
              </div>
            )}
          </div>
          <figcaption className="mt-3 text-center text-xs text-muted">
            Mappa:{" "}
            <a
              href="https://github.com/VictorCazanave/svg-maps"
              className="underline"
              rel="noopener noreferrer"
              target="_blank"
            >
              @svg-maps/italy
            </a>{" "}
            di Victor Cazanave,{" "}
            <a
              href="https://creativecommons.org/licenses/by/4.0/deed.it"
              className="underline"
              rel="noopener noreferrer"
              target="_blank"
            >
              CC BY 4.0
            </a>
            ; nomi delle regioni in italiano.
          </figcaption>
        </figure>

        <nav aria-labelledby="region-list-title">
          <h2 id="region-list-title" className="font-display text-2xl text-ink">
            Le regioni
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-2">
            {REGION_NAMES.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  aria-pressed={name === region}
                  onClick={() => void selectRegion(name)}
                  className={cn(
                    "w-full rounded-full border px-4 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
                    name === region
                      ? "border-terracotta bg-terracotta text-white"
                      : "border-line bg-paper text-ink hover:border-ink/40",
                  )}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {region ? (
        <section
          ref={suggestionsRef}
          aria-labelledby="suggestions-title"
          className="container-page mt-16 scroll-mt-24"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="eyebrow">Suggerimenti AI</p>
              <h2 id="suggestions-title" className="mt-2 font-display text-3xl text-ink">
                {region}
              </h2>
            </div>
            <Button type="button" variant="ghost" size="sm" onClick={closeSuggestions}>
              <XIcon aria-hidden="true" /> Chiudi
            </Button>
          </div>
          {loadingSuggestions ? (
            <p className="mt-8 flex items-center gap-2 text-ink-soft" role="status">
              <Loader2Icon aria-hidden="true" className="size-5 animate-spin" /> Caricamento dei suggerimenti…
            </p>
          ) : null}
          {suggestions ? (
            <>
              <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
                {suggestions.map((s) => (
                  <li
                    key={s.name}
                    className="flex flex-col rounded-card border border-line bg-paper p-5 shadow-card"
                  >
                    <span
                      className={cn(
                        "w-fit rounded-full border px-3 py-0.5 text-xs font-medium",
                        SUGGESTION_CATEGORY_COLOURS[s.category] ?? DEFAULT_CATEGORY_COLOUR,
                      )}
                    >
                      {s.category}
                    </span>
                    <h3 className="mt-3 font-display text-xl text-ink">{s.name}</h3>
                    <p className="mt-2 flex-1 text-sm text-ink-soft">{s.description}</p>
                    <Button
                      type="button"
                      variant={selected?.name === s.name ? "primary" : "outline"}
                      size="sm"
                      className="mt-4 w-fit"
                      onClick={() => void discover(s)}
                      disabled={loadingItinerary}
                      aria-label={`Scopri ${s.name}`}
                    >
                      Scopri
                    </Button>
                  </li>
                ))}
              </ul>
              <AiLabel engine={suggestionsEngine} className="mt-4" />
            </>
          ) : null}
        </section>
      ) : null}

      {selected ? (
        <section
          ref={itineraryRef}
          tabIndex={-1}
          aria-label={`Itinerario: ${selected.name}`}
          className="container-page mt-16 scroll-mt-24 outline-none"
        >
          <div className="rounded-card border border-line bg-paper p-6 shadow-card md:p-10">
            <div className="flex justify-end">
              <Button type="button" variant="ghost" size="sm" onClick={closeItinerary}>
                <XIcon aria-hidden="true" /> Chiudi itinerario
              </Button>
            </div>
            {loadingItinerary || !itinerary ? (
              <p className="flex items-center gap-2 text-ink-soft" role="status">
                <Loader2Icon aria-hidden="true" className="size-5 animate-spin" /> Stiamo preparando
                l'itinerario…
              </p>
            ) : (
              <>
                <ItineraryView itinerary={itinerary} />
                <AiLabel engine={itineraryEngine} className="mt-6" />
              </>
            )}
          </div>
        </section>
      ) : null}

      <section className="container-page mt-20">
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

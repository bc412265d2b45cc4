// The AI suggestions of a region (spec §2, §4): each with 'Scopri', a link to its
// own itinerary page; the region's partners; a close link back to the map.
import { XIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import * as MESSAGES from "~/lib/messages";
import { slugify } from "~/lib/slugify";
import { AI_TOUR_PATH, aiTourPath } from "~/lib/urls";
import { cn } from "~/lib/utils";
import {
  DEFAULT_CATEGORY_COLOUR,
  type PartnerPickOutput,
  type RegionSuggestion,
  SUGGESTION_CATEGORY_COLOURS,
} from "../../schemas";
import { AiLabel } from "../ai-label";
import { PartnerPicks } from "../partner-picks";

export function RegionSuggestions({
  region,
  suggestions,
  partners,
  engine,
  selected,
  headingRef,
}: {
  region: { name: string; slug: string };
  suggestions: RegionSuggestion[] | null;
  partners: PartnerPickOutput[];
  engine: string | null;
  selected: string | null;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section
      id="suggerimenti"
      aria-labelledby="suggestions-title"
      className="container-page mt-16 scroll-mt-24"
      data-print="hide"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="eyebrow">Suggerimenti AI</p>
          <h2
            id="suggestions-title"
            ref={headingRef}
            tabIndex={-1}
            className="mt-2 font-display text-3xl text-ink outline-none"
          >
            {region.name}
          </h2>
        </div>
        <Button asChild variant="ghost" size="sm">
          <Link to={AI_TOUR_PATH} preventScrollReset>
            <XIcon aria-hidden="true" /> Chiudi
          </Link>
        </Button>
      </div>
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
                  asChild
                  variant={selected === slugify(s.name) ? "primary" : "outline"}
                  size="sm"
                  className="mt-4 w-fit"
                >
                  <Link
                    to={`${aiTourPath(region.slug, slugify(s.name))}#itinerario`}
                    preventScrollReset
                    aria-label={`Scopri ${s.name}`}
                    aria-current={selected === slugify(s.name) ? "page" : undefined}
                  >
                    Scopri
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
          <AiLabel engine={engine} className="mt-4" />
          <div className="mt-8">
            <PartnerPicks partners={partners} surface="ai-tour" title={`Partner Atlante in ${region.name}`} />
          </div>
        </>
      ) : (
        <p role="alert" className="mt-8 text-terracotta-dark">
          {MESSAGES.tourSuggestionsError}
        </p>
      )}
    </section>
  );
}

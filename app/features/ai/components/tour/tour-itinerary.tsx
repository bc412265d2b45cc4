// The itinerary of one suggestion (spec §2, §4), at its own URL, with the partners
// on the way and the tools to keep it (calendar, print, link).
import { XIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import * as MESSAGES from "~/lib/messages";
import { aiTourPath } from "~/lib/urls";
import type { Itinerary } from "../../schemas";
import { ItineraryView } from "../itinerary-view";
import { ItineraryFooter } from "../trip-tools";

export function TourItinerary({
  region,
  place,
  itinerary,
  engine,
  url,
  sectionRef,
}: {
  region: { slug: string };
  place: { name: string; slug: string };
  itinerary: Itinerary | null;
  engine: string | null;
  url: string;
  sectionRef: React.RefObject<HTMLElement | null>;
}) {
  return (
    <section
      id="itinerario"
      ref={sectionRef}
      tabIndex={-1}
      aria-label={`Itinerario: ${place.name}`}
      className="container-page mt-16 scroll-mt-24 outline-none"
    >
      <div className="rounded-card border border-line bg-paper p-6 shadow-card md:p-10" data-print="trip">
        <div className="flex justify-end" data-print="hide">
          <Button asChild variant="ghost" size="sm">
            <Link to={`${aiTourPath(region.slug)}#suggerimenti`} preventScrollReset>
              <XIcon aria-hidden="true" /> Chiudi itinerario
            </Link>
          </Button>
        </div>
        {itinerary ? (
          <>
            <ItineraryView itinerary={itinerary} byDays />
            <ItineraryFooter
              itinerary={itinerary}
              engine={engine}
              url={url}
              icsPath={`${aiTourPath(region.slug, place.slug)}/calendario.ics`}
            />
          </>
        ) : (
          <p role="alert" className="text-terracotta-dark">
            {MESSAGES.tourItineraryError}
          </p>
        )}
      </div>
    </section>
  );
}

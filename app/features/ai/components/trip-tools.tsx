// Keep an itinerary (issue 11): add it to a calendar (an .ics file, one event per
// slot), print it or save it as PDF (the print stylesheet keeps only the trip), and
// copy its link. The calendar is a plain form: it works before any script runs.
import { CalendarPlusIcon, PrinterIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ShareButton } from "~/components/ui/share-button";
import type { Itinerary } from "../schemas";
import { AiLabel } from "./ai-label";
import { PartnerPicks } from "./partner-picks";

/** Under an itinerary: the partners along it, the AI label and the tools to keep it. */
export function ItineraryFooter({
  itinerary,
  engine,
  url,
  icsPath,
}: {
  itinerary: Itinerary;
  engine?: string | null;
  url: string;
  icsPath: string;
}) {
  return (
    <>
      <div className="mt-8" data-print="hide">
        <PartnerPicks
          partners={itinerary.partners}
          surface="itinerary"
          headingLevel={3}
          title="Partner Atlante lungo l'itinerario"
        />
      </div>
      <AiLabel engine={engine ?? null} className="mt-6" />
      <TripTools title={itinerary.title} url={url} icsPath={icsPath} />
    </>
  );
}

export function TripTools({ title, url, icsPath }: { title: string; url: string; icsPath: string }) {
  return (
    <section
      aria-label="Salva l'itinerario"
      className="mt-8 rounded-card border border-line bg-white/60 p-5 print:hidden"
    >
      <h3 className="font-display text-lg text-ink">Salva l'itinerario</h3>
      <div className="mt-3 grid gap-5 md:grid-cols-2">
        <form method="get" action={icsPath} className="grid gap-2" data-download>
          <label htmlFor="trip-start" className="text-sm text-ink-soft">
            Data di inizio (facoltativa: altrimenti domani)
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="trip-start"
              type="date"
              name="dal"
              className="rounded-card border border-line bg-white px-3 py-2 text-sm text-ink"
            />
            <Button type="submit" variant="outline" size="sm">
              <CalendarPlusIcon aria-hidden="true" /> Aggiungi al calendario (.ics)
            </Button>
          </div>
        </form>
        <div className="grid gap-2">
          <label htmlFor="trip-link" className="text-sm text-ink-soft">
            Link da condividere
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="trip-link"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-card border border-line bg-white px-3 py-2 text-sm text-ink"
            />
            <ShareButton title={title} url={url} />
            <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
              <PrinterIcon aria-hidden="true" /> Stampa o salva in PDF
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

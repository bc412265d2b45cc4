// Step 5 of the Italian Experience (spec §2): the result, why each place was
// chosen, the partners on the way, the full itinerary on request, and the tools
// to keep it. Every button is a form or a link.
import { Loader2Icon, SparklesIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/input";
import * as MESSAGES from "~/lib/messages";
import { EXPERIENCE_PATH } from "~/lib/urls";
import { REGION_OPTIONS } from "../../regions";
import type { ExperienceResult, Itinerary } from "../../schemas";
import { AiLabel } from "../ai-label";
import { ItineraryView } from "../itinerary-view";
import { PartnerPicks } from "../partner-picks";
import { ItineraryFooter } from "../trip-tools";

function RegionChange({ notice }: { notice: string }) {
  return (
    <Form method="post" className="rounded-card border border-gold/50 bg-gold/10 p-4" data-print="hide">
      <input type="hidden" name="azione" value="regione" />
      <p className="text-sm text-ink">{notice}</p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label htmlFor="experience-region" className="grid gap-1 text-sm text-ink-soft">
          Regione
          <NativeSelect
            id="experience-region"
            name="regione"
            defaultValue="toscana"
            className="rounded-card border border-line bg-white px-3 py-2 text-ink"
            options={REGION_OPTIONS}
          />
        </label>
        <Button type="submit" variant="outline" size="sm">
          Cambia regione
        </Button>
      </div>
    </Form>
  );
}

export function ExperienceResultView({
  experience,
  engine,
  itinerary,
  itineraryFailed,
  justGenerated,
  url,
  icsPath,
}: {
  experience: ExperienceResult;
  engine: string;
  itinerary: Itinerary | null;
  itineraryFailed: boolean;
  justGenerated: boolean;
  url: string;
  icsPath: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("azione") === "itinerario";
  const why = new Map((experience.picks ?? []).map((p) => [p.name, p.why]));
  return (
    <div className="grid gap-8">
      {experience.notice ? <RegionChange notice={experience.notice} /> : null}
      <article
        className="rounded-card border border-line bg-paper p-6 shadow-card md:p-8"
        aria-label="La tua esperienza"
        data-print="trip"
      >
        <p className="text-ink-soft">{experience.description}</p>
        <h2 className="mt-6 font-display text-xl text-ink">Momenti da non perdere</h2>
        <ul className="mt-3 space-y-3">
          {experience.highlights.map((h) => {
            const reason = why.get(h.split(" (")[0] ?? "");
            return (
              <li key={h} className="flex gap-2 text-sm text-ink">
                <SparklesIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
                <span>
                  {h}
                  {reason ? <span className="mt-0.5 block text-muted">Perché: {reason}</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
        <AiLabel engine={engine} className="mt-6" />
      </article>
      <div data-print="hide">
        <PartnerPicks partners={experience.partners} surface="experience" />
      </div>
      <div className="flex flex-wrap justify-center gap-3" data-print="hide">
        {/* Spec §4: the button stays, so focus stays on it once the itinerary appears. */}
        <Form method="post" preventScrollReset>
          <input type="hidden" name="azione" value="itinerario" />
          <Button type="submit" variant="accent" aria-disabled={busy || undefined} aria-busy={busy}>
            {busy ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
            Genera itinerario completo
          </Button>
        </Form>
        <Button asChild variant="outline">
          <Link to={EXPERIENCE_PATH}>Crea nuova esperienza</Link>
        </Button>
      </div>
      {itineraryFailed ? (
        <p role="alert" className="text-center text-terracotta-dark">
          {MESSAGES.itineraryFailed}
        </p>
      ) : null}
      {itinerary ? (
        <section
          id="itinerario"
          className="scroll-mt-24 rounded-card border border-line bg-paper p-6 shadow-card md:p-8"
          aria-label="Itinerario dettagliato"
          data-print="trip"
        >
          {justGenerated ? (
            <p
              role="status"
              className="mb-6 rounded-card bg-cypress/10 px-4 py-3 text-sm text-ink"
              data-print="hide"
            >
              <span className="font-semibold">{MESSAGES.itineraryReady}</span>{" "}
              {MESSAGES.itineraryReadyDescription}
            </p>
          ) : null}
          <ItineraryView itinerary={itinerary} byDays />
          <ItineraryFooter itinerary={itinerary} url={url} icsPath={icsPath} />
        </section>
      ) : null}
    </div>
  );
}

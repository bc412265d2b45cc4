// Renders an itinerary (spec §3): highlights, dining, practical info and fun
// facts; in the experience flow, the alternative shape by days.
import { CarFrontIcon, ClockIcon, MapPinIcon, UtensilsIcon } from "lucide-react";
import type { Itinerary } from "../schemas";

export interface ItineraryDay {
  day: number;
  title: string;
  activities: {
    time: string;
    end?: string | undefined;
    title: string;
    description: string;
    location: string;
    travel?: string | undefined;
  }[];
}

/** Spec §3: an array of days, or an object whose highlights become days (time default '09:00'). */
export function itineraryDays(itinerary: Itinerary): ItineraryDay[] {
  if (itinerary.days?.length) return itinerary.days;
  return [
    {
      day: 1,
      title: itinerary.title,
      activities: itinerary.highlights.map((h) => ({
        time: h.time?.match(/\d{1,2}:\d{2}/)?.[0] ?? "09:00",
        title: h.title,
        description: h.description,
        location: h.location ?? "",
        travel: h.travel,
      })),
    },
  ];
}

/** "Circa 40 minuti in auto da Siena", before a stop. */
function TravelNote({ text, className }: { text: string | undefined; className?: string }) {
  if (!text) return null;
  return (
    <span className={`flex items-center gap-1 text-xs text-muted ${className ?? ""}`}>
      <CarFrontIcon aria-hidden="true" className="size-3.5" />
      {text.charAt(0).toUpperCase() + text.slice(1)}
    </span>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-8">
      <h3 className="font-display text-xl text-ink">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function ItineraryView({
  itinerary,
  byDays = false,
  headingLevel = 2,
}: {
  itinerary: Itinerary;
  byDays?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div>
      <Heading className="font-display text-2xl text-ink md:text-3xl">{itinerary.title}</Heading>
      <p className="mt-3 text-ink-soft">{itinerary.introduction}</p>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="font-medium text-ink">Durata</dt>
          <dd className="text-ink-soft">{itinerary.duration}</dd>
        </div>
        <div className="max-w-xl">
          <dt className="font-medium text-ink">Periodo migliore</dt>
          <dd className="text-ink-soft">{itinerary.bestTime}</dd>
        </div>
      </dl>

      {byDays ? (
        <Section title="Programma">
          <ol className="space-y-6">
            {itineraryDays(itinerary).map((day) => (
              <li key={day.day} className="rounded-card border border-line bg-white/60 p-5">
                <p className="eyebrow">Giorno {day.day}</p>
                <p className="mt-1 font-medium text-ink">{day.title}</p>
                <ol className="mt-3 space-y-3">
                  {day.activities.map((a, i) => (
                    <li key={`${day.day}-${i}`} className="grid grid-cols-[5.5rem_1fr] gap-3 text-sm">
                      <span className="font-semibold text-terracotta-dark">
                        {a.time || "09:00"}
                        {a.end ? <span className="font-normal text-muted">–{a.end}</span> : null}
                      </span>
                      <span>
                        <TravelNote text={a.travel} className="mb-1" />
                        <span className="font-medium text-ink">{a.title}</span>
                        {a.location ? (
                          <span className="ml-2 inline-flex items-center gap-1 text-muted">
                            <MapPinIcon aria-hidden="true" className="size-3.5" />
                            {a.location}
                          </span>
                        ) : null}
                        <span className="mt-0.5 block text-ink-soft">{a.description}</span>
                      </span>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </Section>
      ) : (
        <Section title="Tappe principali">
          <ol className="space-y-4">
            {itinerary.highlights.map((h) => (
              <li key={h.title} className="rounded-card border border-line bg-white/60 p-5">
                <p className="flex items-center gap-2 text-sm font-semibold text-terracotta-dark">
                  <ClockIcon aria-hidden="true" className="size-4" />
                  {h.time}
                </p>
                <p className="mt-1 font-medium text-ink">{h.title}</p>
                <TravelNote text={h.travel} className="mt-1" />
                <p className="mt-1 text-sm text-ink-soft">{h.description}</p>
                {h.tips ? <p className="mt-2 text-sm text-muted">Consiglio: {h.tips}</p> : null}
              </li>
            ))}
          </ol>
        </Section>
      )}

      <Section title={itinerary.dining.title}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {itinerary.dining.suggestions.map((d) => (
            <li key={d.name} className="rounded-card bg-sand/50 p-4 text-sm">
              <p className="flex items-center gap-2 font-medium text-ink">
                <UtensilsIcon aria-hidden="true" className="size-4" />
                {d.name}
              </p>
              <p className="text-xs uppercase tracking-wide text-muted">{d.type}</p>
              <p className="mt-1 text-ink-soft">{d.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Informazioni pratiche">
        <div className="space-y-2 text-sm text-ink-soft">
          <p>
            <span className="font-medium text-ink">Come arrivare: </span>
            {itinerary.practicalInfo.howToGet}
          </p>
          <p>
            <span className="font-medium text-ink">Costi: </span>
            {itinerary.practicalInfo.costs}
          </p>
          {itinerary.practicalInfo.tips.length ? (
            <ul className="list-disc space-y-1 pl-5">
              {itinerary.practicalInfo.tips.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </Section>

      {itinerary.funFacts?.length ? (
        <Section title="Curiosità">
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink-soft">
            {itinerary.funFacts.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

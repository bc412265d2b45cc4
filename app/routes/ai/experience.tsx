// /experience — AI Italian Experience (spec §2, §4, §5, §8): five steps.
import { ArrowLeftIcon, CheckIcon, Loader2Icon, SparklesIcon } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { AiLabel } from "~/features/ai/components/ai-label";
import { AiRequestError, postAi } from "~/features/ai/components/client";
import { ItineraryView } from "~/features/ai/components/itinerary-view";
import {
  COMPANIES,
  DURATIONS,
  type ExperienceResult,
  INTERESTS,
  type Itinerary,
} from "~/features/ai/schemas";
import { deriveItineraryRequest } from "~/features/ai/travel";
import * as MESSAGES from "~/lib/messages";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/experience";

type Step = "initial" | "interests" | "details" | "generating" | "result";
type InterestId = (typeof INTERESTS)[number]["id"];
type DetailStep = "duration" | "company" | "confirm";

const STEP_NUMBER: Record<Step, number> = { initial: 1, interests: 2, details: 3, generating: 4, result: 5 };

export const EXPERIENCE_TEXT = {
  attention: MESSAGES.experienceAttention,
  describe: MESSAGES.experienceDescribe,
  selectInterest: MESSAGES.experienceSelectInterest,
  completeDetails: MESSAGES.experienceCompleteDetails,
  error: MESSAGES.experienceErrorTitle,
  experienceFailed: MESSAGES.experienceFailed,
  itineraryFailed: MESSAGES.itineraryFailed,
  itineraryReady: MESSAGES.itineraryReady,
  itineraryReadyDescription: MESSAGES.itineraryReadyDescription,
} as const;

export function meta(_: Route.MetaArgs) {
  return [
    { title: "Italian Experience AI | Atlante" },
    {
      name: "description",
      content:
        "Descrivi il viaggio che sogni: l'AI di Atlante crea un'esperienza italiana su misura e un itinerario completo.",
    },
  ];
}

function failureDescription(error: unknown, fallback: string): string {
  return error instanceof AiRequestError && error.status === 429 ? error.message : fallback;
}

function Choice({
  selected,
  onClick,
  children,
}: {
  selected: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        "flex min-h-14 items-center justify-between gap-3 rounded-card border px-5 py-3 text-left text-ink transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
        selected ? "border-terracotta bg-terracotta/10" : "border-line bg-paper hover:border-ink/40",
      )}
    >
      <span>{children}</span>
      {selected ? <CheckIcon aria-hidden="true" className="size-5 text-terracotta" /> : null}
    </button>
  );
}

export default function ExperiencePage() {
  const [step, setStep] = React.useState<Step>("initial");
  const [intent, setIntent] = React.useState("");
  const [interests, setInterests] = React.useState<InterestId[]>([]);
  const [detail, setDetail] = React.useState<DetailStep>("duration");
  const [duration, setDuration] = React.useState<string | null>(null);
  const [company, setCompany] = React.useState<string | null>(null);
  const [experience, setExperience] = React.useState<ExperienceResult | null>(null);
  const [engine, setEngine] = React.useState<string | null>(null);
  const [itinerary, setItinerary] = React.useState<Itinerary | null>(null);
  const [itineraryLoading, setItineraryLoading] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const firstRender = React.useRef(true);

  // Spec §2: the page scrolls to the top on each step change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on step change only.
  React.useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: "auto" });
    headingRef.current?.focus({ preventScroll: true });
  }, [step, detail]);

  function start() {
    if (!intent.trim()) {
      toast.error(EXPERIENCE_TEXT.attention, { description: EXPERIENCE_TEXT.describe });
      return;
    }
    setStep("interests");
  }

  function toInterests() {
    if (!interests.length) {
      toast.error(EXPERIENCE_TEXT.selectInterest);
      return;
    }
    setDetail("duration");
    setStep("details");
  }

  async function generate() {
    if (!duration || !company) {
      toast.error(EXPERIENCE_TEXT.completeDetails);
      return;
    }
    setStep("generating");
    try {
      const { result, engine: used } = await postAi<ExperienceResult>("/api/ai/experience", {
        intent: intent.trim(),
        interests,
        duration,
        company,
      });
      if (!result?.title || !result.description || !Array.isArray(result.highlights))
        throw new Error("invalid");
      setExperience(result);
      setEngine(used);
      setItinerary(null);
      setStep("result");
    } catch (error) {
      toast.error(EXPERIENCE_TEXT.error, {
        description: failureDescription(error, EXPERIENCE_TEXT.experienceFailed),
      });
      setStep("details");
    }
  }

  async function generateItinerary() {
    if (!experience || itineraryLoading) return;
    setItineraryLoading(true);
    try {
      const { region, category } = deriveItineraryRequest(intent, interests);
      const { result } = await postAi<Itinerary>("/api/ai/itinerary", {
        // The visitor's own words, so the itinerary follows the same places as the experience.
        placeName: intent.trim().slice(0, 200),
        region,
        category,
        ...(duration ? { duration } : {}),
        ...(company ? { company } : {}),
        interests,
      });
      if (!result?.title) throw new Error("invalid");
      setItinerary(result);
      toast.success(EXPERIENCE_TEXT.itineraryReady, {
        description: EXPERIENCE_TEXT.itineraryReadyDescription,
      });
    } catch (error) {
      toast.error(EXPERIENCE_TEXT.error, {
        description: failureDescription(error, EXPERIENCE_TEXT.itineraryFailed),
      });
    } finally {
      setItineraryLoading(false);
    }
  }

  function reset() {
    setIntent("");
    setInterests([]);
    setDuration(null);
    setCompany(null);
    setDetail("duration");
    setExperience(null);
    setEngine(null);
    setItinerary(null);
    setStep("initial");
  }

  const headings: Record<Step, string> = {
    initial: "Che cosa vuoi fare?",
    interests: "Che cosa ti appassiona?",
    details:
      detail === "duration" ? "Quanto tempo hai?" : detail === "company" ? "Con chi viaggi?" : "Tutto pronto",
    generating: "Stiamo creando la tua esperienza",
    result: experience?.title ?? "La tua esperienza",
  };

  return (
    <div className="bg-ivory pb-24">
      <header className="container-page max-w-3xl pt-14 text-center md:pt-20">
        <p className="eyebrow">Italian Experience AI</p>
        <p className="mt-3 text-sm text-muted" aria-live="polite">
          Passo {STEP_NUMBER[step]} di 5
        </p>
        <div className="mx-auto mt-3 flex max-w-xs gap-1.5" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <span
              key={n}
              className={cn("h-1 flex-1 rounded-full", n <= STEP_NUMBER[step] ? "bg-terracotta" : "bg-line")}
            />
          ))}
        </div>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-8 font-display text-4xl text-ink outline-none md:text-5xl"
        >
          {headings[step]}
        </h1>
      </header>

      <div className="container-page mt-10 max-w-3xl">
        {step === "initial" ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              start();
            }}
            className="grid gap-4"
          >
            <label htmlFor="experience-intent" className="text-center text-ink-soft">
              Descrivi il viaggio che sogni: luoghi, atmosfere, desideri.
            </label>
            <textarea
              id="experience-intent"
              value={intent}
              onChange={(e) => setIntent(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  start();
                }
              }}
              maxLength={1000}
              rows={5}
              placeholder="Per esempio: un weekend romantico a Firenze tra musei, botteghe e buona cucina"
              className="w-full rounded-card border border-line bg-white p-4 text-base text-ink outline-none focus:border-ink"
            />
            <p className="text-center text-xs text-muted">Premi Ctrl+Invio per continuare</p>
            <div className="flex justify-center">
              <Button type="submit" variant="accent" size="lg">
                Inizia il viaggio
              </Button>
            </div>
          </form>
        ) : null}

        {step === "interests" ? (
          <div className="grid gap-6">
            <fieldset>
              <legend className="sr-only">Interessi (puoi sceglierne più di uno)</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {INTERESTS.map((i) => (
                  <Choice
                    key={i.id}
                    selected={interests.includes(i.id)}
                    onClick={() =>
                      setInterests((current) =>
                        current.includes(i.id) ? current.filter((x) => x !== i.id) : [...current, i.id],
                      )
                    }
                  >
                    {i.label}
                  </Choice>
                ))}
              </div>
            </fieldset>
            <div className="flex justify-between gap-3">
              <Button type="button" variant="ghost" onClick={() => setStep("initial")}>
                <ArrowLeftIcon aria-hidden="true" /> Indietro
              </Button>
              <Button type="button" variant="accent" onClick={toInterests}>
                Continua
              </Button>
            </div>
          </div>
        ) : null}

        {step === "details" ? (
          <div className="grid gap-6">
            {detail === "duration" ? (
              <fieldset>
                <legend className="sr-only">Durata</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {DURATIONS.map((d) => (
                    <Choice
                      key={d}
                      selected={duration === d}
                      onClick={() => {
                        setDuration(d);
                        setDetail("company");
                      }}
                    >
                      {d}
                    </Choice>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {detail === "company" ? (
              <fieldset>
                <legend className="sr-only">Compagnia</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {COMPANIES.map((c) => (
                    <Choice
                      key={c}
                      selected={company === c}
                      onClick={() => {
                        setCompany(c);
                        setDetail("confirm");
                      }}
                    >
                      {c}
                    </Choice>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {detail === "confirm" ? (
              <div className="rounded-card border border-line bg-paper p-6 text-center">
                <p className="text-ink-soft">
                  {duration} · {company} ·{" "}
                  {interests.map((id) => INTERESTS.find((i) => i.id === id)?.label).join(", ")}
                </p>
                <Button type="button" variant="accent" size="lg" className="mt-5" onClick={generate}>
                  <SparklesIcon aria-hidden="true" /> Genera esperienza
                </Button>
              </div>
            ) : null}
            <div className="flex justify-start">
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  if (detail === "confirm") setDetail("company");
                  else if (detail === "company") setDetail("duration");
                  else setStep("interests");
                }}
              >
                <ArrowLeftIcon aria-hidden="true" /> Indietro
              </Button>
            </div>
          </div>
        ) : null}

        {step === "generating" ? (
          <div className="grid place-items-center gap-4 py-16 text-center" role="status">
            <Loader2Icon aria-hidden="true" className="size-10 animate-spin text-terracotta" />
            <p className="text-ink-soft">L'AI sta componendo un'esperienza su misura per te…</p>
          </div>
        ) : null}

        {step === "result" && experience ? (
          <div className="grid gap-8">
            <article
              className="rounded-card border border-line bg-paper p-6 shadow-card md:p-8"
              aria-label="La tua esperienza"
            >
              <p className="text-ink-soft">{experience.description}</p>
              <h2 className="mt-6 font-display text-xl text-ink">Momenti da non perdere</h2>
              <ul className="mt-3 space-y-2">
                {experience.highlights.map((h) => (
                  <li key={h} className="flex gap-2 text-sm text-ink">
                    <SparklesIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
                    <span>{h}</span>
                  </li>
                ))}
              </ul>
              <AiLabel engine={engine} className="mt-6" />
            </article>
            <div className="flex flex-wrap justify-center gap-3">
              <Button
                type="button"
                variant="accent"
                onClick={generateItinerary}
                disabled={itineraryLoading}
                aria-busy={itineraryLoading}
              >
                {itineraryLoading ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
                Genera itinerario completo
              </Button>
              <Button type="button" variant="outline" onClick={reset}>
                Crea nuova esperienza
              </Button>
            </div>
            {itinerary ? (
              <section
                className="rounded-card border border-line bg-paper p-6 shadow-card md:p-8"
                aria-label="Itinerario dettagliato"
              >
                <ItineraryView itinerary={itinerary} byDays />
                <AiLabel className="mt-6" />
              </section>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

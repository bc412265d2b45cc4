// The steps of the Italian Experience (spec §2, §4, §5): each one a form the
// server answers (GET for the choices, POST to generate), enhanced once hydrated.
import { ArrowLeftIcon, CheckIcon, Loader2Icon, SparklesIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { EXPERIENCE_PATH } from "~/lib/urls";
import { cn } from "~/lib/utils";
import { type ExperienceState, type ExperienceStep, experienceQuery } from "../../experience-state";
import { COMPANIES, DURATIONS, INTERESTS } from "../../schemas";

type Keep = "intent" | "interests" | "duration" | "company";

/** What was chosen so far, carried by each step's form. */
function Carry({ state, keep }: { state: ExperienceState; keep: Keep[] }) {
  return (
    <>
      {keep.includes("intent") ? <input type="hidden" name="intent" value={state.intent} /> : null}
      {keep.includes("interests")
        ? state.interests.map((i) => <input key={i} type="hidden" name="interessi" value={i} />)
        : null}
      {keep.includes("duration") && state.duration ? (
        <input type="hidden" name="durata" value={state.duration} />
      ) : null}
      {keep.includes("company") && state.company ? (
        <input type="hidden" name="compagnia" value={state.company} />
      ) : null}
    </>
  );
}

export function StepError({ error, id }: { error: ExperienceState["error"]; id: string }) {
  if (!error) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-card border border-terracotta/40 bg-terracotta/10 px-4 py-3 text-sm text-ink"
    >
      {error.title ? <p className="font-semibold">{error.title}</p> : null}
      <p>{error.message}</p>
    </div>
  );
}

function Back({ state, to }: { state: ExperienceState; to: ExperienceStep }) {
  return (
    <Button asChild variant="ghost">
      <Link to={`${EXPERIENCE_PATH}${experienceQuery(state, to)}`}>
        <ArrowLeftIcon aria-hidden="true" /> Indietro
      </Link>
    </Button>
  );
}

export function IntentStep({ state }: { state: ExperienceState }) {
  return (
    <Form method="get" action={EXPERIENCE_PATH} className="grid gap-4">
      <Carry state={state} keep={["interests", "duration", "company"]} />
      <input type="hidden" name="passo" value="interessi" />
      <label htmlFor="experience-intent" className="text-center text-ink-soft">
        Descrivi il viaggio che sogni: luoghi, atmosfere, desideri.
      </label>
      <StepError error={state.error} id="experience-intent-error" />
      <textarea
        id="experience-intent"
        name="intent"
        defaultValue={state.intent}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
        maxLength={1000}
        rows={5}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.error ? "experience-intent-error" : undefined}
        placeholder="Per esempio: un weekend romantico a Firenze tra musei, botteghe e buona cucina"
        className="w-full rounded-card border border-line bg-white p-4 text-base text-ink outline-none focus:border-ink"
      />
      {/* Only where there is a keyboard: no "Ctrl+Invio" on phones and tablets. */}
      <p className="hidden text-center text-xs text-muted pointer-fine:block">
        Premi Ctrl+Invio per continuare
      </p>
      <div className="flex justify-center">
        <Button type="submit" variant="accent" size="lg">
          Inizia il viaggio
        </Button>
      </div>
    </Form>
  );
}

export function InterestsStep({ state }: { state: ExperienceState }) {
  return (
    <Form method="get" action={EXPERIENCE_PATH} className="grid gap-6">
      <Carry state={state} keep={["intent", "duration", "company"]} />
      <input type="hidden" name="passo" value="durata" />
      <StepError error={state.error} id="experience-interests-error" />
      <fieldset aria-describedby={state.error ? "experience-interests-error" : undefined}>
        <legend className="sr-only">Interessi (puoi sceglierne più di uno)</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {INTERESTS.map((i) => (
            <label
              key={i.id}
              className="flex min-h-14 cursor-pointer items-center justify-between gap-3 rounded-card border border-line bg-paper px-5 py-3 text-ink transition-colors hover:border-ink/40 has-[:checked]:border-terracotta has-[:checked]:bg-terracotta/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta"
            >
              <span>{i.label}</span>
              <input
                type="checkbox"
                name="interessi"
                value={i.id}
                defaultChecked={state.interests.includes(i.id)}
                className="size-5 accent-terracotta"
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-between gap-3">
        <Back state={state} to="intento" />
        <Button type="submit" variant="accent">
          Continua
        </Button>
      </div>
    </Form>
  );
}

/** Duration, then company: one tap chooses and moves on (spec §4). */
export function ChoiceStep({ state, kind }: { state: ExperienceState; kind: "durata" | "compagnia" }) {
  const options = kind === "durata" ? DURATIONS : COMPANIES;
  const chosen = kind === "durata" ? state.duration : state.company;
  return (
    <Form method="get" action={EXPERIENCE_PATH} className="grid gap-6">
      <Carry
        state={state}
        keep={kind === "durata" ? ["intent", "interests", "company"] : ["intent", "interests", "duration"]}
      />
      <input type="hidden" name="passo" value={kind === "durata" ? "compagnia" : "conferma"} />
      <StepError error={state.error} id="experience-details-error" />
      <fieldset>
        <legend className="sr-only">{kind === "durata" ? "Durata" : "Compagnia"}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {options.map((o) => (
            <button
              key={o}
              type="submit"
              name={kind}
              value={o}
              aria-pressed={chosen === o}
              className={cn(
                "flex min-h-14 items-center justify-between gap-3 rounded-card border px-5 py-3 text-left text-ink transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
                chosen === o
                  ? "border-terracotta bg-terracotta/10"
                  : "border-line bg-paper hover:border-ink/40",
              )}
            >
              <span>{o}</span>
              {chosen === o ? <CheckIcon aria-hidden="true" className="size-5 text-terracotta" /> : null}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-start">
        <Back state={state} to={kind === "durata" ? "interessi" : "durata"} />
      </div>
    </Form>
  );
}

export function ConfirmStep({ state, failure }: { state: ExperienceState; failure: string | null }) {
  return (
    <div className="grid gap-6">
      <StepError
        error={failure ? { title: "Errore", message: failure } : null}
        id="experience-generate-error"
      />
      <Form
        method="post"
        action={EXPERIENCE_PATH}
        className="rounded-card border border-line bg-paper p-6 text-center"
      >
        <Carry state={state} keep={["intent", "interests", "duration", "company"]} />
        <p className="text-ink-soft">
          {state.duration} · {state.company} ·{" "}
          {state.interests.map((id) => INTERESTS.find((i) => i.id === id)?.label).join(", ")}
        </p>
        <Button type="submit" variant="accent" size="lg" className="mt-5">
          <SparklesIcon aria-hidden="true" /> Genera esperienza
        </Button>
      </Form>
      <div className="flex justify-start">
        <Back state={state} to="compagnia" />
      </div>
    </div>
  );
}

export function GeneratingStep() {
  return (
    <div className="grid place-items-center gap-4 py-16 text-center" role="status">
      <Loader2Icon aria-hidden="true" className="size-10 animate-spin text-terracotta" />
      <p className="text-ink-soft">L'AI sta componendo un'esperienza su misura per te…</p>
    </div>
  );
}

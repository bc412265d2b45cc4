// The Italian Experience's steps as URL state (spec §4, issue 14): every step is a
// GET form the server answers, so the flow works before and without JavaScript.
// Query: intent, interessi (repeated), durata, compagnia, passo.
import * as MESSAGES from "~/lib/messages";
import { COMPANIES, DURATIONS, INTEREST_IDS } from "./schemas";

export type InterestId = (typeof INTEREST_IDS)[number];
export type ExperienceStep = "intento" | "interessi" | "durata" | "compagnia" | "conferma";

export interface ExperienceState {
  step: ExperienceStep;
  intent: string;
  interests: InterestId[];
  duration: (typeof DURATIONS)[number] | null;
  company: (typeof COMPANIES)[number] | null;
  error: { title?: string; message: string } | null;
}

const STEPS: readonly ExperienceStep[] = ["intento", "interessi", "durata", "compagnia", "conferma"];

export function readExperienceState(params: URLSearchParams): ExperienceState {
  const intent = (params.get("intent") ?? "").slice(0, 1000);
  const interests = params
    .getAll("interessi")
    .filter((i): i is InterestId => (INTEREST_IDS as readonly string[]).includes(i));
  const duration = DURATIONS.find((d) => d === params.get("durata")) ?? null;
  const company = COMPANIES.find((c) => c === params.get("compagnia")) ?? null;
  const asked = STEPS.find((s) => s === params.get("passo")) ?? "intento";
  const base = { intent, interests: [...new Set(interests)], duration, company, error: null };
  const at = STEPS.indexOf(asked);
  // Spec §5: each step needs the ones before it.
  if (at >= 1 && !intent.trim()) {
    return {
      ...base,
      step: "intento",
      error: { title: MESSAGES.experienceAttention, message: MESSAGES.experienceDescribe },
    };
  }
  if (at >= 2 && !base.interests.length) {
    return { ...base, step: "interessi", error: { message: MESSAGES.experienceSelectInterest } };
  }
  if ((at >= 3 && !duration) || (at >= 4 && !company)) {
    return {
      ...base,
      step: duration ? "compagnia" : "durata",
      error: { message: MESSAGES.experienceCompleteDetails },
    };
  }
  return { ...base, step: asked };
}

/** The query of a step, carrying what was chosen so far. */
export function experienceQuery(state: Partial<ExperienceState>, step: ExperienceStep): string {
  const q = new URLSearchParams();
  if (state.intent) q.set("intent", state.intent);
  for (const i of state.interests ?? []) q.append("interessi", i);
  if (state.duration) q.set("durata", state.duration);
  if (state.company) q.set("compagnia", state.company);
  q.set("passo", step);
  return `?${q}`;
}

/** Spec §2: the step number shown ("Passo 3 di 5"). */
export function stepNumber(step: ExperienceStep | "generazione" | "risultato"): number {
  if (step === "intento") return 1;
  if (step === "interessi") return 2;
  if (step === "generazione") return 4;
  if (step === "risultato") return 5;
  return 3;
}

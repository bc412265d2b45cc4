// /experience — Italian Experience (spec §2, §4, §5, §8; issues 11 and 14): the steps
// are forms in the URL; "Genera esperienza" posts, stores the result and opens its
// shareable page /experience/{id}.
import { data, redirect, useNavigation } from "react-router";
import { StepHeader } from "~/features/ai/components/experience/step-header";
import {
  ChoiceStep,
  ConfirmStep,
  GeneratingStep,
  IntentStep,
  InterestsStep,
} from "~/features/ai/components/experience/steps";
import { AiError } from "~/features/ai/engine.server";
import { readExperienceState } from "~/features/ai/experience-state";
import { enforceAiRateLimit } from "~/features/ai/rate-limit.server";
import { saveSharedExperience } from "~/features/ai/shared-experiences.server";
import { generateExperience } from "~/features/ai/travel.server";
import { listTravelPartners } from "~/features/partners/partners-public.server";
import * as MESSAGES from "~/lib/messages";
import { sharedExperiencePath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import type { Route } from "./+types/experience";

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

export function loader({ request }: Route.LoaderArgs) {
  return readExperienceState(new URL(request.url).searchParams);
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const form = await readForm(request);
  const params = new URLSearchParams();
  for (const [key, value] of form) if (typeof value === "string") params.append(key, value);
  params.set("passo", "conferma");
  const state = readExperienceState(params);
  if (state.error) return data({ state, failure: null }, { status: 400 });
  try {
    await enforceAiRateLimit(ctx, "experience");
    const partners = await listTravelPartners(ctx.db);
    const answer = await generateExperience(
      ctx,
      { intent: state.intent, interests: state.interests, duration: state.duration, company: state.company },
      { partners },
    );
    const id = await saveSharedExperience(ctx.db, {
      trip: answer.trip,
      result: answer.output,
      engine: answer.engine,
    });
    return redirect(sharedExperiencePath(id), 303);
  } catch (error) {
    // Spec §8: back to the details with 'Non è stato possibile generare l'esperienza. Riprova.'
    const limited = error instanceof AiError && error.code === "rate_limited";
    if (!limited) ctx.log.error({ err: error }, "Experience generation failed");
    return data(
      { state, failure: limited ? MESSAGES.aiRateLimited : MESSAGES.experienceFailed },
      { status: limited ? 429 : 503 },
    );
  }
}

export function meta(_: Route.MetaArgs) {
  return [
    { title: "Italian Experience | Atlante" },
    {
      name: "description",
      content:
        "Descrivi il viaggio che sogni: l'Italian Experience di Atlante crea un'esperienza su misura e un itinerario completo.",
    },
  ];
}

const HEADINGS = {
  intento: "Che cosa vuoi fare?",
  interessi: "Che cosa ti appassiona?",
  durata: "Quanto tempo hai?",
  compagnia: "Con chi viaggi?",
  conferma: "Tutto pronto",
} as const;

export default function ExperiencePage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData;
  const navigation = useNavigation();
  const generating = navigation.state !== "idle" && navigation.formMethod === "POST";
  const step = generating ? "generazione" : state.step;
  const heading = generating ? "Stiamo creando la tua esperienza" : HEADINGS[state.step];
  return (
    <div className="bg-ivory pb-24">
      <StepHeader step={step} heading={heading} />
      <div className="container-page mt-10 max-w-3xl">
        {generating ? <GeneratingStep /> : null}
        {!generating && state.step === "intento" ? <IntentStep state={state} /> : null}
        {!generating && state.step === "interessi" ? <InterestsStep state={state} /> : null}
        {!generating && (state.step === "durata" || state.step === "compagnia") ? (
          <ChoiceStep key={state.step} state={state} kind={state.step} />
        ) : null}
        {!generating && state.step === "conferma" ? (
          <ConfirmStep state={state} failure={actionData?.failure ?? null} />
        ) : null}
      </div>
    </div>
  );
}

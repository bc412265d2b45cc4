// /experience/{id} — a generated Italian Experience, shareable (issue 11): the result
// (step 5 of spec §2), its partners, the itinerary on request and the default-region
// notice with "Cambia regione" (D17). Stored without the visitor's own words.
import { data, redirect } from "react-router";
import { ExperienceResultView } from "~/features/ai/components/experience/result-view";
import { StepHeader } from "~/features/ai/components/experience/step-header";
import { AiError } from "~/features/ai/engine.server";
import { enforceAiRateLimit } from "~/features/ai/rate-limit.server";
import { regionByNameOrSlug } from "~/features/ai/regions";
import {
  getSharedExperience,
  saveSharedExperience,
  saveSharedItinerary,
} from "~/features/ai/shared-experiences.server";
import {
  generateTripExperience,
  generateTripItinerary,
  partnersForTrip,
  tripInRegion,
} from "~/features/ai/travel.server";
import { listTravelPartners } from "~/features/partners/partners-public.server";
import * as MESSAGES from "~/lib/messages";
import { absoluteUrl } from "~/lib/seo";
import { sharedExperiencePath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import type { Route } from "./+types/experience-result";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const shared = await getSharedExperience(ctx.db, params.id);
  if (!shared) throw data("Esperienza non trovata", { status: 404 });
  const partners = await listTravelPartners(ctx.db);
  const path = sharedExperiencePath(shared.id);
  return {
    id: shared.id,
    engine: shared.engine,
    experience: { ...shared.result, partners: partnersForTrip(shared.trip, shared.result, partners) },
    itinerary: shared.itinerary
      ? { ...shared.itinerary, partners: partnersForTrip(shared.trip, shared.itinerary, partners) }
      : null,
    justGenerated: new URL(request.url).searchParams.has("pronto"),
    url: absoluteUrl(ctx.siteUrl, path),
    icsPath: `${path}/calendario.ics`,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const shared = await getSharedExperience(ctx.db, params.id);
  if (!shared) throw data("Esperienza non trovata", { status: 404 });
  const form = await readForm(request);
  try {
    await enforceAiRateLimit(ctx, form.get("azione") === "regione" ? "experience" : "itinerary");
    if (form.get("azione") === "regione") {
      const region = regionByNameOrSlug(String(form.get("regione") ?? ""));
      if (!region) return data({ failure: MESSAGES.unknownRegion }, { status: 400 });
      const answer = await generateTripExperience(ctx, tripInRegion(shared.trip, region.name));
      const id = await saveSharedExperience(ctx.db, {
        trip: answer.trip,
        result: answer.output,
        engine: answer.engine,
      });
      return redirect(sharedExperiencePath(id), 303);
    }
    if (!shared.itinerary) {
      const { output } = await generateTripItinerary(ctx, shared.trip);
      await saveSharedItinerary(ctx.db, shared.id, output);
    }
    return redirect(`${sharedExperiencePath(shared.id)}?pronto=1#itinerario`, 303);
  } catch (error) {
    const limited = error instanceof AiError && error.code === "rate_limited";
    if (!limited) ctx.log.error({ err: error }, "Experience itinerary failed");
    return data(
      { failure: limited ? MESSAGES.aiRateLimited : MESSAGES.itineraryFailed },
      { status: limited ? 429 : 503 },
    );
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Esperienza non trovata | Atlante" }];
  return [
    { title: `${loaderData.experience.title} | Italian Experience` },
    { name: "description", content: loaderData.experience.description.slice(0, 155) },
  ];
}

export default function ExperienceResultPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="bg-ivory pb-24">
      <StepHeader step="risultato" heading={loaderData.experience.title} />
      <div className="container-page mt-10 max-w-3xl">
        {actionData?.failure && actionData.failure !== MESSAGES.itineraryFailed ? (
          <p role="alert" className="mb-6 text-center text-terracotta-dark">
            {actionData.failure}
          </p>
        ) : null}
        <ExperienceResultView
          experience={loaderData.experience}
          engine={loaderData.engine}
          itinerary={loaderData.itinerary}
          itineraryFailed={actionData?.failure === MESSAGES.itineraryFailed}
          justGenerated={loaderData.justGenerated}
          url={loaderData.url}
          icsPath={loaderData.icsPath}
        />
      </div>
    </div>
  );
}

import { jsonEndpoint, methodNotAllowed } from "~/features/ai/api.server";
import { generateItinerary } from "~/features/ai/travel.server";
import { listTravelPartners } from "~/features/partners/partners-public.server";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/ai.itinerary";

export const loader = methodNotAllowed;

/** POST /api/ai/itinerary — spec §7 generate-itinerary. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  return jsonEndpoint(ctx, request, "itinerary", async (body) =>
    generateItinerary(ctx, body, { partners: await listTravelPartners(ctx.db) }),
  );
}

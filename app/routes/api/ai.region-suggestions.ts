import { jsonEndpoint, methodNotAllowed } from "~/features/ai/api.server";
import { generateRegionSuggestions } from "~/features/ai/travel.server";
import { listTravelPartners } from "~/features/partners/partners-public.server";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/ai.region-suggestions";

export const loader = methodNotAllowed;

/** POST /api/ai/region-suggestions — spec §7 generate-region-suggestions. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  return jsonEndpoint(ctx, request, "region-suggestions", async (body) =>
    generateRegionSuggestions(ctx, body, { partners: await listTravelPartners(ctx.db) }),
  );
}

import { jsonEndpoint, methodNotAllowed } from "~/features/ai/api.server";
import { generateExperience } from "~/features/ai/travel.server";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/ai.experience";

export const loader = methodNotAllowed;

/** POST /api/ai/experience — spec §7 generate-experience. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  return jsonEndpoint(ctx, request, "experience", (body) => generateExperience(ctx, body));
}

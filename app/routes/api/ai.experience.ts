import { jsonEndpoint, methodNotAllowed } from "~/features/ai/api.server";
import { generateExperience } from "~/features/ai/travel.server";
import { listTravelPartners } from "~/features/partners/partners-public.server";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/ai.experience";

export const loader = methodNotAllowed;

/** POST /api/ai/experience — spec §7 generate-experience, with the published partners woven in. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  return jsonEndpoint(ctx, request, "experience", async (body) => {
    const partners = await listTravelPartners(ctx.db);
    // Profile variant: the page's own partner (published) is a stop of its day (issue 16).
    const slug = body && typeof body === "object" && "partner" in body ? String(body.partner) : null;
    const ownPartner = slug ? (partners.find((p) => p.slug === slug) ?? null) : null;
    return generateExperience(ctx, body, { partners, ownPartner });
  });
}

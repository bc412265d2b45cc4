import { errorResponse, methodNotAllowed, readBody } from "~/features/ai/api.server";
import { recordAmbassadorConversation } from "~/features/analytics/ambassador.server";
import { askPartnerAmbassador } from "~/features/partners/ambassador/ambassador-chat.server";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/ai.ambassador";

export const loader = methodNotAllowed;

/**
 * POST /api/ai/ambassador — issue 13. Body (JSON or form, ≤ 16 KB): { partner (slug),
 * question (≤ 500 characters), first (true on a conversation's opening question: counted
 * once in the partner's statistics) }. Answers { result: { answer, language, intents,
 * handoff, links }, engine } or { error } with an Italian message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  if (request.method !== "POST") return methodNotAllowed();
  let body: Record<string, unknown>;
  try {
    body = ((await readBody(request)) ?? {}) as Record<string, unknown>;
  } catch (error) {
    return errorResponse(ctx, error);
  }
  const slug = typeof body.partner === "string" ? body.partner : "";
  const reply = await askPartnerAmbassador(ctx, slug, body.question);
  recordAmbassadorConversation(
    ctx,
    request.headers,
    reply,
    body.first === true || body.first === "1" || body.first === "true",
  );
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (reply.status === 429) headers["retry-after"] = "60";
  if (!reply.output) return Response.json({ error: reply.error }, { status: reply.status, headers });
  return Response.json(
    { result: reply.output, engine: reply.engine },
    { headers: { ...headers, "x-ai-engine": reply.engine ?? "" } },
  );
}

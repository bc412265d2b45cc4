import type { RequestContext } from "~/server/context.server";
import { consumeRateLimit } from "~/server/rate-limit.server";
import { AiError } from "./engine.server";

/** Per-client limit on AI endpoints (D7). Throws AiError("rate_limited"). */
export async function enforceAiRateLimit(ctx: RequestContext, scope: string): Promise<void> {
  const result = await consumeRateLimit(
    ctx.db,
    {
      name: `ai:${scope}`,
      max: ctx.env.AI_RATE_LIMIT_MAX,
      windowSeconds: ctx.env.AI_RATE_LIMIT_WINDOW_SECONDS,
    },
    ctx.clientIp,
  );
  if (!result.allowed) {
    throw new AiError("rate_limited", "Troppe richieste", { retryAfterSeconds: result.retryAfterSeconds });
  }
}

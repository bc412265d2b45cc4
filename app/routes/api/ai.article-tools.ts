import { errorResponse, methodNotAllowed, readBody } from "~/features/ai/api.server";
import type { ArticleToolEvent } from "~/features/ai/article-tools.server";
import { AiError } from "~/features/ai/engine.server";
import { enforceAiRateLimit } from "~/features/ai/rate-limit.server";
import { articleToolRequest } from "~/features/search/article-ai.server";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/ai.article-tools";

export const loader = methodNotAllowed;

/**
 * POST /api/ai/article-tools — spec §7 article-ai-tools. Body: { tool, article (id or slug),
 * question }. The article is loaded on the server (published only). The answer streams
 * as NDJSON events: meta, delta…, (reset), done.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  let events: AsyncIterable<ArticleToolEvent>;
  try {
    await enforceAiRateLimit(ctx, "article-tools");
    events = await articleToolRequest(ctx, await readBody(request));
  } catch (error) {
    return errorResponse(ctx, error);
  }
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const event of events) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      } catch (error) {
        ctx.log.error(
          { err: error instanceof AiError ? (error.cause ?? error) : error },
          "AI article tool failed",
        );
        controller.enqueue(
          encoder.encode(
            `${JSON.stringify({ type: "error", message: "Errore nel caricamento del contenuto AI" })}\n`,
          ),
        );
      } finally {
        controller.close();
      }
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "application/x-ndjson; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "x-accel-buffering": "no",
    },
  });
}

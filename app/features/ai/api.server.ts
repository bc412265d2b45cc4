// Shared handling of the /api/ai/* resource routes: body parsing, rate limit
// and the mapping of AiError codes to HTTP answers with Italian messages.
import * as MESSAGES from "~/lib/messages";
import type { RequestContext } from "~/server/context.server";
import { FORM_MESSAGES, hasInvalidText } from "~/server/form.server";
import { AiError } from "./engine.server";
import { enforceAiRateLimit } from "./rate-limit.server";

const JSON_LIMIT = 16_384;

/** Issue 18: NUL (raw, escaped or percent-encoded) and lone UTF-16 halves are refused. */
export async function readBody(request: Request): Promise<unknown> {
  const body = await readRawBody(request);
  if (containsInvalidText(body)) throw new AiError("invalid_input", FORM_MESSAGES.invalidCharacters);
  return body;
}

function containsInvalidText(value: unknown): boolean {
  if (typeof value === "string") return hasInvalidText(value);
  if (Array.isArray(value)) return value.some(containsInvalidText);
  if (value && typeof value === "object")
    return Object.entries(value).some(([key, v]) => hasInvalidText(key) || containsInvalidText(v));
  return false;
}

async function readRawBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  const text = await request.text();
  if (text.length > JSON_LIMIT) throw new AiError("invalid_input", "Richiesta troppo grande");
  if (type.includes("application/json")) {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new AiError("invalid_input", "JSON non valido", { cause: error });
    }
  }
  const params = new URLSearchParams(text);
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = key === "interests" ? all : all[0];
  }
  return out;
}

export function errorResponse(ctx: RequestContext, error: unknown): Response {
  const headers = { "cache-control": "no-store" };
  if (error instanceof AiError) {
    switch (error.code) {
      case "invalid_input":
        return Response.json(
          { error: error.userMessage ?? MESSAGES.aiInvalidInput },
          { status: 400, headers },
        );
      case "not_found":
        return Response.json({ error: MESSAGES.articleNotFound }, { status: 404, headers });
      case "rate_limited":
        return Response.json(
          { error: MESSAGES.aiRateLimited },
          { status: 429, headers: { ...headers, "retry-after": String(error.retryAfterSeconds ?? 60) } },
        );
      case "generation_failed":
        ctx.log.error({ err: error.cause ?? error }, "AI generation failed");
        return Response.json({ error: MESSAGES.aiUnavailable }, { status: 503, headers });
    }
  }
  ctx.log.error({ err: error }, "AI endpoint failed");
  return Response.json({ error: MESSAGES.aiUnavailable }, { status: 503, headers });
}

/** POST-only JSON endpoint: rate limit, parse, run, answer with {result, engine, cached}. */
export async function jsonEndpoint<T>(
  ctx: RequestContext,
  request: Request,
  scope: string,
  run: (body: unknown) => Promise<{ output: T; engine: string; cached: boolean }>,
): Promise<Response> {
  if (request.method !== "POST") {
    return Response.json({ error: MESSAGES.aiInvalidInput }, { status: 405, headers: { allow: "POST" } });
  }
  try {
    await enforceAiRateLimit(ctx, scope);
    const body = await readBody(request);
    const started = performance.now();
    const result = await run(body);
    return Response.json(
      { result: result.output, engine: result.engine, cached: result.cached },
      {
        headers: {
          "cache-control": "no-store",
          "server-timing": `ai;dur=${(performance.now() - started).toFixed(1)}`,
          "x-ai-engine": result.engine,
          "x-ai-cache": result.cached ? "hit" : "miss",
        },
      },
    );
  } catch (error) {
    return errorResponse(ctx, error);
  }
}

export function methodNotAllowed() {
  return Response.json({ error: MESSAGES.aiInvalidInput }, { status: 405, headers: { allow: "POST" } });
}

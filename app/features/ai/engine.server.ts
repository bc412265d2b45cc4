// The shared machinery of the AI layer: cache, budget, provider call with
// timeout and token cap, output validation and fallback to the offline engine.
import { createHash } from "node:crypto";
import { generateText, Output } from "ai";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { aiCache, aiUsageDaily } from "~/db/schema/ai";
import type { RequestContext } from "~/server/context.server";
import { resolveProvider } from "./providers.server";
import type { AiEngine } from "./schemas";

export type AiFunctionName =
  | "article-ai-tools"
  | "generate-experience"
  | "generate-itinerary"
  | "generate-region-suggestions"
  | "generate-partner-content"
  | "generate-article-content"
  | "ambassador";

export type AiErrorCode = "invalid_input" | "not_found" | "rate_limited" | "generation_failed";

/** Every failure of the AI layer. Callers map `code` to the spec's Italian messages. */
export class AiError extends Error {
  readonly code: AiErrorCode;
  readonly retryAfterSeconds?: number;
  /** An Italian message for the visitor, when the generic one would not say what is wrong. */
  readonly userMessage?: string;
  constructor(
    code: AiErrorCode,
    message: string,
    options: { cause?: unknown; retryAfterSeconds?: number; userMessage?: string } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AiError";
    this.code = code;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
    if (options.userMessage !== undefined) this.userMessage = options.userMessage;
  }
}

export interface AiResult<O> {
  output: O;
  engine: AiEngine;
  cached: boolean;
  /** Set when a configured provider was skipped or failed. */
  fallbackReason?: FallbackReason;
}

export type FallbackReason = "budget" | "timeout" | "rate_limited" | "invalid_output" | "provider_error";

/** JSON with sorted keys, so equal inputs hash equally. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(",")}}`;
}

/** Lowercased, whitespace-collapsed strings: "  Roma " and "roma" share a cache entry. */
export function normaliseForCache(value: unknown): unknown {
  if (typeof value === "string") return value.trim().replace(/\s+/g, " ").toLowerCase();
  if (Array.isArray(value)) return value.map(normaliseForCache);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseForCache(v)]));
  }
  return value;
}

export function engineKey(ctx: Pick<RequestContext, "env">): string {
  const env = ctx.env;
  return env.AI_PROVIDER === "offline" ? "offline" : `${env.AI_PROVIDER}:${env.AI_MODEL ?? ""}`;
}

export function inputHash(
  ctx: Pick<RequestContext, "env">,
  fn: AiFunctionName,
  input: unknown,
  normalise = true,
): string {
  return createHash("sha256")
    .update(`${fn}|${engineKey(ctx)}|${stableStringify(normalise ? normaliseForCache(input) : input)}`)
    .digest("hex");
}

const CACHE_TTL_MS = 7 * 86_400_000;
const FALLBACK_CACHE_TTL_MS = 10 * 60_000;

export async function readCache<O>(
  ctx: RequestContext,
  fn: AiFunctionName,
  hash: string,
  contentVersion: string,
  schema: z.ZodType<O>,
): Promise<{ output: O; engine: AiEngine } | null> {
  const [row] = await ctx.db
    .select({ output: aiCache.output, engine: aiCache.engine })
    .from(aiCache)
    .where(
      and(
        eq(aiCache.fn, fn),
        eq(aiCache.inputHash, hash),
        eq(aiCache.contentVersion, contentVersion),
        or(isNull(aiCache.expiresAt), gt(aiCache.expiresAt, new Date())),
      ),
    )
    .limit(1);
  if (!row) return null;
  const parsed = schema.safeParse(row.output);
  if (!parsed.success) return null;
  return { output: parsed.data, engine: row.engine as AiEngine };
}

export async function writeCache(
  ctx: RequestContext,
  fn: AiFunctionName,
  hash: string,
  contentVersion: string,
  engine: AiEngine,
  output: unknown,
  fallback: boolean,
  ttlMs = CACHE_TTL_MS,
): Promise<void> {
  const expiresAt = new Date(Date.now() + (fallback ? FALLBACK_CACHE_TTL_MS : ttlMs));
  try {
    await ctx.db
      .insert(aiCache)
      .values({ fn, inputHash: hash, contentVersion, engine, output, expiresAt })
      .onConflictDoUpdate({
        target: [aiCache.fn, aiCache.inputHash, aiCache.contentVersion],
        set: { engine, output, expiresAt, createdAt: new Date() },
      });
  } catch (error) {
    // A cache write never fails the request.
    ctx.log.warn({ err: error, fn }, "ai cache write failed");
  }
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Counts one request against today's budget; false when the budget is spent. */
export async function consumeBudget(ctx: RequestContext, provider: string): Promise<boolean> {
  const [row] = await ctx.db
    .insert(aiUsageDaily)
    .values({ day: today(), provider, requests: 1 })
    .onConflictDoUpdate({
      target: [aiUsageDaily.day, aiUsageDaily.provider],
      set: { requests: sql`${aiUsageDaily.requests} + 1` },
    })
    .returning({ requests: aiUsageDaily.requests });
  return (row?.requests ?? 1) <= ctx.env.AI_DAILY_BUDGET_REQUESTS;
}

export async function recordTokens(
  ctx: RequestContext,
  provider: string,
  usage: { inputTokens?: number | undefined; outputTokens?: number | undefined } | undefined,
): Promise<void> {
  if (!usage) return;
  try {
    await ctx.db
      .update(aiUsageDaily)
      .set({
        inputTokens: sql`${aiUsageDaily.inputTokens} + ${Math.round(usage.inputTokens ?? 0)}`,
        outputTokens: sql`${aiUsageDaily.outputTokens} + ${Math.round(usage.outputTokens ?? 0)}`,
      })
      .where(and(eq(aiUsageDaily.day, today()), eq(aiUsageDaily.provider, provider)));
  } catch (error) {
    ctx.log.warn({ err: error }, "ai usage update failed");
  }
}

export function classifyFailure(error: unknown): FallbackReason {
  const e = error as { name?: string; statusCode?: number; message?: string; cause?: unknown } | undefined;
  const name = e?.name ?? "";
  const message = `${e?.message ?? ""}`;
  if (name === "AbortError" || name === "TimeoutError" || /timed? ?out|aborted/i.test(message))
    return "timeout";
  if (e?.statusCode === 429) return "rate_limited";
  if (e?.statusCode === undefined && /\b429\b|too many requests/i.test(message)) return "rate_limited";
  if (/NoObjectGenerated|TypeValidation|JSONParse|NoContentGenerated|InvalidResponseData/i.test(name)) {
    return "invalid_output";
  }
  if (e?.cause && e.cause !== error) {
    const inner = classifyFailure(e.cause);
    if (inner !== "provider_error") return inner;
  }
  return "provider_error";
}

export function logFallback(
  ctx: RequestContext,
  fn: AiFunctionName,
  reason: FallbackReason,
  error?: unknown,
) {
  ctx.log.warn(
    {
      fn,
      provider: ctx.env.AI_PROVIDER,
      model: ctx.env.AI_MODEL,
      reason,
      error: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : undefined,
    },
    `AI provider fallback to offline engine (${reason})`,
  );
}

export interface JsonFunction<I, O> {
  name: AiFunctionName;
  input: z.ZodType<I, unknown>;
  output: z.ZodType<O, unknown>;
  offline: (input: I) => O | Promise<O>;
  prompt: (input: I) => { system: string; prompt: string };
  /** Clean-up applied to every output before validation (sanitising, clipping). */
  finish?: (output: O, input: I) => O;
  /** Extra check beyond the schema (e.g. places must exist in the knowledge base). */
  check?: (output: O, input: I) => boolean;
  /**
   * Extra check of the provider's answer only (e.g. the copy checker): a failing answer
   * falls back to the offline engine, which its own tests hold to the same bar.
   */
  checkProvider?: (output: O, input: I) => boolean;
}

/** Parses input, or throws AiError("invalid_input"). */
export function parseInput<I>(schema: z.ZodType<I, unknown>, raw: unknown): I {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AiError("invalid_input", "Dati non validi", { cause: parsed.error });
  return parsed.data;
}

function finishAndValidate<I, O>(def: JsonFunction<I, O>, candidate: O, input: I): O | null {
  const finished = def.finish ? def.finish(candidate, input) : candidate;
  const parsed = def.output.safeParse(finished);
  if (!parsed.success) return null;
  if (def.check && !def.check(parsed.data, input)) return null;
  return parsed.data;
}

/** Runs a JSON function: cache → provider (with fallback) or offline → validate → cache. */
export async function runJson<I, O>(
  ctx: RequestContext,
  def: JsonFunction<I, O>,
  rawInput: unknown,
  options: { contentVersion?: string } = {},
): Promise<AiResult<O>> {
  const input = parseInput(def.input, rawInput);
  const hash = inputHash(ctx, def.name, input);
  const version = options.contentVersion ?? "";
  const hit = await readCache(ctx, def.name, hash, version, def.output);
  if (hit) return { output: hit.output, engine: hit.engine, cached: true };

  let fallbackReason: FallbackReason | undefined;
  const provider = resolveProvider(ctx.env);
  if (provider) {
    if (!(await consumeBudget(ctx, provider.provider))) {
      fallbackReason = "budget";
      logFallback(ctx, def.name, fallbackReason);
    } else {
      try {
        const { system, prompt } = def.prompt(input);
        const result = await generateText({
          model: provider.model,
          system,
          prompt,
          output: Output.object({ schema: def.output }),
          maxOutputTokens: ctx.env.AI_MAX_OUTPUT_TOKENS,
          timeout: ctx.env.AI_TIMEOUT_MS,
          maxRetries: 0,
        });
        await recordTokens(ctx, provider.provider, result.usage);
        const output = finishAndValidate(def, result.output as O, input);
        if (output && (!def.checkProvider || def.checkProvider(output, input))) {
          await writeCache(ctx, def.name, hash, version, provider.provider, output, false);
          return { output, engine: provider.provider, cached: false };
        }
        fallbackReason = "invalid_output";
        logFallback(ctx, def.name, fallbackReason);
      } catch (error) {
        fallbackReason = classifyFailure(error);
        logFallback(ctx, def.name, fallbackReason, error);
      }
    }
  }

  let output: O | null;
  try {
    output = finishAndValidate(def, await def.offline(input), input);
  } catch (error) {
    throw new AiError("generation_failed", "Errore nella generazione", { cause: error });
  }
  if (!output) throw new AiError("generation_failed", "Errore nella generazione");
  await writeCache(ctx, def.name, hash, version, "offline", output, Boolean(fallbackReason));
  return fallbackReason
    ? { output, engine: "offline", cached: false, fallbackReason }
    : { output, engine: "offline", cached: false };
}

import {
  AMBASSADOR_QUESTION_MAX,
  type AmbassadorOutput,
  type AmbassadorProfile,
} from "~/features/ai/ambassador/schema";
import { askAmbassador } from "~/features/ai/ambassador.server";
import { AiError } from "~/features/ai/engine.server";
import { enforceAiRateLimit } from "~/features/ai/rate-limit.server";
import * as MESSAGES from "~/lib/messages";
import type { RequestContext } from "~/server/context.server";
import {
  type AmbassadorAgent,
  getAmbassadorAgent,
  getAmbassadorProfile,
  getOwnAmbassadorPreview,
} from "./ambassador-agent.server";
import { AMBASSADOR_MESSAGES } from "./ambassador-messages";

export interface AmbassadorReply {
  question: string;
  output?: AmbassadorOutput;
  engine?: string;
  error?: string;
  /** The partner answered for (what the route counts a conversation against). */
  partnerId?: string;
  status: number;
}

/**
 * One visitor question to a partner's Ambassador (issue 13): rate limited like
 * every AI function (D7), only for a published partner with a completed,
 * unpaused request, answered from the published profile with the request's
 * current instructions. Nothing of the conversation is stored beyond the AI
 * cache of the answer (no visitor data); the routes count a conversation's
 * first answered question (features/analytics/ambassador.server.ts).
 */
export function askPartnerAmbassador(
  ctx: RequestContext,
  slug: string,
  rawQuestion: unknown,
): Promise<AmbassadorReply> {
  return answer(ctx, rawQuestion, async () => {
    const [agent, profile] = await Promise.all([
      getAmbassadorAgent(ctx.db, slug),
      getAmbassadorProfile(ctx.db, slug),
    ]);
    if (!agent || !profile) return { error: AMBASSADOR_MESSAGES.unavailable, status: 404 };
    if (agent.paused) return { error: AMBASSADOR_MESSAGES.paused, status: 503 };
    return { agent, profile };
  });
}

/**
 * Issue 13: the partner tries their own Ambassador from the partner area — their
 * profile as it is now (a draft too) and their current request, whatever the admin
 * has done with it (not a rejected one). Rate limited like the public one; never counted.
 */
export function askOwnAmbassadorPreview(
  ctx: RequestContext,
  userId: string,
  rawQuestion: unknown,
): Promise<AmbassadorReply> {
  return answer(ctx, rawQuestion, async () => {
    const preview = await getOwnAmbassadorPreview(ctx.db, userId);
    return preview ?? { error: AMBASSADOR_MESSAGES.noPreview, status: 404 };
  });
}

type Loaded = { agent: AmbassadorAgent; profile: AmbassadorProfile } | { error: string; status: number };

async function answer(
  ctx: RequestContext,
  rawQuestion: unknown,
  load: () => Promise<Loaded>,
): Promise<AmbassadorReply> {
  const question = typeof rawQuestion === "string" ? rawQuestion.trim() : "";
  if (!question) return { question, error: AMBASSADOR_MESSAGES.emptyQuestion, status: 400 };
  if (question.length > AMBASSADOR_QUESTION_MAX)
    return {
      question: question.slice(0, AMBASSADOR_QUESTION_MAX),
      error: AMBASSADOR_MESSAGES.longQuestion,
      status: 400,
    };
  try {
    await enforceAiRateLimit(ctx, "ambassador");
    const loaded = await load();
    if ("error" in loaded) return { question, ...loaded };
    const { agent, profile } = loaded;
    const result = await askAmbassador(ctx, {
      question,
      agent: { name: agent.name, instructions: agent.instructions },
      profile,
    });
    return {
      question,
      output: result.output,
      engine: result.engine,
      partnerId: agent.partnerId,
      status: 200,
    };
  } catch (error) {
    const code = error instanceof AiError ? error.code : "generation_failed";
    if (code === "rate_limited") return { question, error: MESSAGES.aiRateLimited, status: 429 };
    if (code === "invalid_input") return { question, error: MESSAGES.aiInvalidInput, status: 400 };
    ctx.log.error({ err: error }, "Ambassador answer failed");
    return { question, error: MESSAGES.aiUnavailable, status: 503 };
  }
}

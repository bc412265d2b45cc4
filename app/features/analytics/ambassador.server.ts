// Issue 13: what the partner statistics learn from the Ambassador — one count per
// conversation and its topic category; never the question or the answer.
import { type AmbassadorIntent, intentsOf } from "~/features/ai/ambassador/intents";
import type { RequestContext } from "~/server/context.server";
import type { AmbassadorTopic } from "./metrics";
import { countable } from "./observe.server";

const TOPIC_OF: Partial<Record<AmbassadorIntent, AmbassadorTopic>> = {
  hours: "orari",
  prices: "prezzi",
  directions: "come-arrivare",
  address: "come-arrivare",
  parking: "come-arrivare",
  booking: "prenotare",
  accessibility: "accessibilita",
  phone: "contatti",
  email: "contatti",
  contact: "contatti",
  website: "contatti",
  social: "contatti",
  services: "servizi",
  experiences: "servizi",
  food: "servizi",
  shop: "servizi",
  tasting: "servizi",
  workshops: "servizi",
  events: "servizi",
  wifi: "servizi",
  languages: "servizi",
  pets: "servizi",
  families: "servizi",
  bring: "servizi",
};

/** The topic category of a visitor's question (the first one it asks), "altro" otherwise. */
export function topicOf(question: string): AmbassadorTopic {
  for (const intent of intentsOf(question)) {
    const topic = TOPIC_OF[intent];
    if (topic) return topic;
  }
  return "altro";
}

/**
 * Counts one Ambassador conversation for the partner when `first` (the opening question
 * of a conversation) was answered, with the question's topic as its source; bots,
 * Do-Not-Track/GPC and prefetches are not counted, like every other metric.
 */
export function recordAmbassadorConversation(
  ctx: Pick<RequestContext, "env" | "stats">,
  headers: Headers,
  reply: { question: string; partnerId?: string | undefined; output?: unknown },
  first: boolean,
) {
  if (!first || !reply.output || !reply.partnerId) return;
  if (!ctx.env.STATS_ENABLED || !countable(headers)) return;
  ctx.stats.record({
    partnerId: reply.partnerId,
    metric: "ambassador_conversation",
    source: topicOf(reply.question),
  });
}

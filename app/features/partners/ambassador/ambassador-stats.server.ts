// Issue 13: what the partner statistics learn from the Ambassador — one count per
// conversation and its topic category; never the question or the answer.
import { type AmbassadorIntent, intentsOf } from "~/features/ai/ambassador/intents";
import type { AmbassadorTopic } from "~/features/analytics/metrics";
import { countable } from "~/features/analytics/observe.server";
import type { RequestContext } from "~/server/context.server";

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
 * Counts one Ambassador conversation for the partner, with the opening question's
 * topic as its source; bots, Do-Not-Track/GPC and prefetches are not counted, like
 * every other metric.
 */
export function recordAmbassadorConversation(
  ctx: Pick<RequestContext, "env" | "stats">,
  headers: Headers,
  partnerId: string,
  question: string,
) {
  if (!ctx.env.STATS_ENABLED || !countable(headers)) return;
  ctx.stats.record({ partnerId, metric: "ambassador_conversation", source: topicOf(question) });
}

// The page beacon (issue 12): impressions and clicks reported by the page itself, since
// they happen in the browser (a card was listed, a phone link tapped).
import { z } from "zod";
import type { RequestContext } from "~/server/context.server";
import { contentVersion } from "~/server/page-cache.server";
import { BEACON_METRICS, type Metric } from "./metrics";
import { BeaconBudget, countable, slugIndexFor } from "./observe.server";

const MAX_BODY = 4096;
const budget = new BeaconBudget();

const beaconSchema = z.object({
  events: z
    .array(
      z.object({
        p: z.string().regex(/^[a-z0-9-]{1,120}$/),
        m: z.enum(BEACON_METRICS as [Metric, ...Metric[]]),
        s: z
          .string()
          .regex(/^[a-z0-9:._-]{0,60}$/)
          .optional(),
      }),
    )
    .min(1)
    .max(50),
});

/** Reads and counts one beacon; always answers 204 (a beacon's answer is never read). */
export async function receiveBeacon(ctx: RequestContext, request: Request): Promise<Response> {
  const done = new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
  if (!ctx.env.STATS_ENABLED || !countable(request.headers)) return done;
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_BODY) return done;
  const text = await request.text();
  if (text.length > MAX_BODY) return done;
  let parsed: z.infer<typeof beaconSchema>;
  try {
    parsed = beaconSchema.parse(JSON.parse(text));
  } catch {
    return done;
  }
  const granted = budget.take(ctx.clientIp, parsed.events.length);
  const slugs = slugIndexFor(ctx.db, contentVersion);
  for (const event of parsed.events.slice(0, granted)) {
    const partnerId = await slugs.resolve(event.p);
    if (partnerId) ctx.stats.record({ partnerId, metric: event.m, source: event.s });
  }
  return done;
}

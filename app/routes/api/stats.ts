import { receiveBeacon } from "~/features/analytics/beacon.server";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/stats";

/** POST /api/statistiche: impressions and clicks of partner links (issue 12). */
export function action({ request, context }: Route.ActionArgs) {
  return receiveBeacon(context.get(appContext), request);
}

export function loader() {
  return new Response(null, { status: 405, headers: { allow: "POST" } });
}

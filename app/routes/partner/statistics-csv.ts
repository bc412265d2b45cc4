import { METRICS } from "~/features/analytics/metrics";
import { parseRange, partnerStatsCsv } from "~/features/analytics/partner-stats.server";
import { getOwnProfile } from "~/features/partners/partner-owner.server";
import { appContext } from "~/server/context.server";
import { requireUser } from "~/server/policy.server";
import type { Route } from "./+types/statistics-csv";

/** /area-partner/statistiche.csv: the partner's own daily numbers of a period. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const ctx = context.get(appContext);
  const profile = await getOwnProfile(ctx.db, user.id);
  if (profile?.stato !== "pubblicato") return new Response("Nessuna statistica", { status: 404 });
  const { range } = parseRange(new URL(request.url));
  const csv = await partnerStatsCsv(ctx.db, profile.id, range, METRICS);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="statistiche-${profile.slug}-${range.from}-${range.to}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}

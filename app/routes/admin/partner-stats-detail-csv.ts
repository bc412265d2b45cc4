import { METRICS } from "~/features/analytics/metrics";
import { parseRange, partnerStatsCsv } from "~/features/analytics/partner-stats.server";
import { isUuid } from "~/features/magazine/magazine.server";
import { getPartnerName } from "~/features/partners/partners-admin.server";
import { appContext } from "~/server/context.server";
import { requireAdmin } from "~/server/policy.server";
import type { Route } from "./+types/partner-stats-detail-csv";

/** /admin/partner/statistiche/{id}.csv: one partner's daily numbers (admin). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  const partner = isUuid(params.id) ? await getPartnerName(ctx.db, params.id) : null;
  if (!partner) return new Response("Non trovato", { status: 404 });
  const { range } = parseRange(new URL(request.url));
  return new Response(await partnerStatsCsv(ctx.db, partner.id, range, METRICS), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="statistiche-${partner.slug}-${range.from}-${range.to}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}

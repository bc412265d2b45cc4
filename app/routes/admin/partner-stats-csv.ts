import {
  getStatsOverview,
  OVERVIEW_SORTS,
  type OverviewSort,
  parseRange,
  toCsv,
} from "~/features/analytics/partner-stats.server";
import { appContext } from "~/server/context.server";
import { requireAdmin } from "~/server/policy.server";
import type { Route } from "./+types/partner-stats-csv";

/** /admin/partner/statistiche.csv: the overview of a period, as the table shows it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const { range } = parseRange(url);
  const sort = (OVERVIEW_SORTS as readonly string[]).includes(url.searchParams.get("ordina") ?? "")
    ? (url.searchParams.get("ordina") as OverviewSort)
    : "visite";
  const rows = await getStatsOverview(context.get(appContext).db, range, sort);
  const csv = toCsv(
    ["Partner", "Slug", "Visite", "Visitatori unici", "Interazioni", "Apparizioni"],
    rows.map((r) => [r.nome, r.slug, r.views, r.visitors, r.interactions, r.impressions]),
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="statistiche-partner-${range.from}-${range.to}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}

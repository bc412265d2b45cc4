import { data } from "react-router";
import { BackLink } from "~/components/ui/back-link";
import { PeriodPicker, StatsDashboard } from "~/features/analytics/components/stats-dashboard";
import { getPartnerStats, parseRange } from "~/features/analytics/partner-stats.server";
import { isUuid } from "~/features/magazine/magazine.server";
import { getPartnerName } from "~/features/partners/partners-admin.server";
import * as MESSAGES from "~/lib/messages";
import { appContext } from "~/server/context.server";
import { requireAdmin } from "~/server/policy.server";
import type { Route } from "./+types/partner-stats-detail";

/** /admin/partner/statistiche/{id} (issue 12): one partner's dashboard, as the partner sees it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  if (!isUuid(params.id)) throw data(MESSAGES.notFound, { status: 404 });
  const partner = await getPartnerName(ctx.db, params.id);
  if (!partner) throw data(MESSAGES.notFound, { status: 404 });
  const { range, period, note } = parseRange(new URL(request.url));
  const stats = await getPartnerStats(ctx.db, params.id, range);
  return { partner, stats, period, note };
}

export default function PartnerStatsDetail({ loaderData }: Route.ComponentProps) {
  const { partner, stats, period, note } = loaderData;
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-1">
        <BackLink to="/admin/partner/statistiche" tone="admin">
          Statistiche dei partner
        </BackLink>
        <h2 className="font-display text-3xl">{partner.nome}</h2>
      </div>
      <PeriodPicker period={period} from={stats.range.from} to={stats.range.to} note={note} />
      <StatsDashboard
        stats={stats}
        csvHref={`/admin/partner/statistiche/${partner.id}.csv?da=${stats.range.from}&a=${stats.range.to}`}
      />
    </section>
  );
}

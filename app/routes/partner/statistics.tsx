import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { PeriodPicker, StatsDashboard } from "~/features/analytics/components/stats-dashboard";
import { getPartnerStats, parseRange } from "~/features/analytics/partner-stats.server";
import { getOwnProfile } from "~/features/partners/partner-owner.server";
import { PARTNER_AREA_PATH } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import { requireUser } from "~/server/policy.server";
import type { Route } from "./+types/statistics";

/**
 * /area-partner/statistiche (issue 12): the signed-in partner's own numbers, nobody
 * else's: the profile comes from the session, no id is ever read from the URL.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const ctx = context.get(appContext);
  const profile = await getOwnProfile(ctx.db, user.id);
  if (!profile) throw redirect(PARTNER_AREA_PATH);
  const url = new URL(request.url);
  const { range, period, note } = parseRange(url);
  const published = profile.stato === "pubblicato";
  const stats = published ? await getPartnerStats(ctx.db, profile.id, range) : null;
  return data(
    {
      nome: profile.nome,
      published,
      period,
      note,
      stats,
      csvHref: `${PARTNER_AREA_PATH}/statistiche.csv?da=${range.from}&a=${range.to}`,
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export function meta() {
  return [{ title: "Statistiche · Area Partner · Atlante" }, { name: "robots", content: "noindex" }];
}

export default function PartnerStatistics({ loaderData }: Route.ComponentProps) {
  const { nome, published, period, note, stats, csvHref } = loaderData;
  return (
    <section className="container-page grid gap-8 py-12">
      <div className="grid gap-2">
        <Link
          to={PARTNER_AREA_PATH}
          className="inline-flex items-center gap-1 text-sm text-ink-soft hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Area Partner
        </Link>
        <h1 className="text-4xl">Statistiche</h1>
        <p className="text-ink-soft">
          {nome}: visite e interazioni della tua scheda, senza cookie né dati personali.
        </p>
      </div>
      {published && stats ? (
        <>
          <PeriodPicker period={period} from={stats.range.from} to={stats.range.to} note={note} />
          <StatsDashboard stats={stats} csvHref={csvHref} />
        </>
      ) : (
        <p className="rounded-card bg-paper p-8 text-lg text-ink-soft shadow-card">
          Le statistiche partono con la pubblicazione: quando la tua scheda sarà online vedrai qui visite,
          apparizioni e clic, giorno per giorno.
        </p>
      )}
    </section>
  );
}

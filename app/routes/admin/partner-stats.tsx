import { Download } from "lucide-react";
import { Link } from "react-router";
import { LoadError, TabHeader, Table, tdClass, thClass } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { PeriodPicker } from "~/features/analytics/components/stats-dashboard";
import { formatNumber } from "~/features/analytics/format";
import {
  getStatsOverview,
  OVERVIEW_SORTS,
  type OverviewSort,
  parseRange,
} from "~/features/analytics/partner-stats.server";
import * as MESSAGES from "~/lib/messages";
import { loadAdminList } from "~/server/admin-kit.server";
import type { Route } from "./+types/partner-stats";

const COLUMNS: { sort: OverviewSort; label: string }[] = [
  { sort: "nome", label: "Partner" },
  { sort: "visite", label: "Visite" },
  { sort: "visitatori", label: "Visitatori unici" },
  { sort: "interazioni", label: "Interazioni" },
  { sort: "apparizioni", label: "Apparizioni" },
];

function sortOf(url: URL): OverviewSort {
  const value = url.searchParams.get("ordina") as OverviewSort | null;
  return value && OVERVIEW_SORTS.includes(value) ? value : "visite";
}

/** /admin/partner/statistiche (issue 12): every published partner's numbers, to report to them. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, {
    load: async ({ ctx, url }) => {
      const { range, period, note } = parseRange(url);
      return {
        rows: await getStatsOverview(ctx.db, range, sortOf(url)),
        range,
        period,
        note,
        sort: sortOf(url),
      };
    },
    empty: ({ url }) => ({ rows: [], ...parseRange(url), sort: sortOf(url) }),
    loadError: MESSAGES.loadProfiles,
  });
}

export default function PartnerStatsOverview({ loaderData }: Route.ComponentProps) {
  const { rows, range, period, note, sort, loadError } = loaderData;
  const params = (extra: Record<string, string>) =>
    `?${new URLSearchParams({ ...(period === "custom" ? { da: range.from, a: range.to } : { periodo: period }), ...extra })}`;
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TabHeader title="Statistiche dei partner" count={rows.length}>
        <Button asChild variant="outline" size="sm">
          <a href={`/admin/partner/statistiche.csv${params({ ordina: sort })}`} download>
            <Download aria-hidden="true" /> Esporta CSV
          </a>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to="/admin/partner">Torna alle schede</Link>
        </Button>
      </TabHeader>
      <PeriodPicker period={period} from={range.from} to={range.to} note={note} />
      <LoadError message={loadError} />
      <Table label="Statistiche dei partner">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.sort}
                className={thClass}
                aria-sort={
                  sort === column.sort ? (column.sort === "nome" ? "ascending" : "descending") : undefined
                }
              >
                <Link to={params({ ordina: column.sort })} preventScrollReset className="hover:underline">
                  {column.label}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${tdClass} font-medium`}>
                <Link to={`/admin/partner/statistiche/${row.id}${params({})}`} className="hover:underline">
                  {row.nome}
                </Link>
              </td>
              <td className={`${tdClass} tabular-nums`}>{formatNumber(row.views)}</td>
              <td className={`${tdClass} tabular-nums`}>{formatNumber(row.visitors)}</td>
              <td className={`${tdClass} tabular-nums`}>{formatNumber(row.interactions)}</td>
              <td className={`${tdClass} tabular-nums`}>{formatNumber(row.impressions)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

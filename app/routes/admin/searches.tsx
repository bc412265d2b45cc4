import { Link } from "react-router";
import { LoadError, TabHeader, Table, tdClass, thClass } from "~/components/admin/admin-ui";
import { formatNumber } from "~/features/analytics/format";
import { type SearchStatRow, searchReport } from "~/features/search/stats.server";
import { searchPath } from "~/lib/urls";
import { loadAdminList } from "~/server/admin-kit.server";
import type { Route } from "./+types/searches";

const PERIODS = [7, 30, 90] as const;

function daysOf(url: URL): number {
  const value = Number(url.searchParams.get("giorni"));
  return (PERIODS as readonly number[]).includes(value) ? value : 30;
}

/** /admin/ricerche (issue 10): what readers search for, and what they do not find. Counts only. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, {
    load: async ({ ctx, url }) => searchReport(ctx.db, daysOf(url)),
    empty: ({ url }) => ({ days: daysOf(url), top: [], none: [], totals: { searches: 0, empty: 0 } }),
    loadError: "Impossibile caricare le ricerche",
  });
}

function QueryTable({ label, rows, empty }: { label: string; rows: SearchStatRow[]; empty: string }) {
  return (
    <Table label={label}>
      <thead>
        <tr>
          <th className={thClass}>Ricerca</th>
          <th className={thClass}>Volte</th>
          <th className={thClass}>Senza risultati</th>
        </tr>
      </thead>
      <tbody>
        {rows.length ? (
          rows.map((row) => (
            <tr key={row.query}>
              <td className={tdClass}>
                <Link to={searchPath(row.query)} className="hover:underline">
                  {row.query}
                </Link>
              </td>
              <td className={`${tdClass} tabular-nums`}>{formatNumber(row.searches)}</td>
              <td className={`${tdClass} tabular-nums`}>{formatNumber(row.empty)}</td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={3} className={`${tdClass} text-muted`}>
              {empty}
            </td>
          </tr>
        )}
      </tbody>
    </Table>
  );
}

export default function AdminSearches({ loaderData }: Route.ComponentProps) {
  const { days, top, none, totals, loadError } = loaderData;
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <TabHeader title="Ricerche dei lettori" count={totals.searches}>
        <nav aria-label="Periodo" className="flex gap-2 text-sm">
          {PERIODS.map((d) => (
            <Link
              key={d}
              to={`?giorni=${d}`}
              aria-current={d === days ? "page" : undefined}
              className={`rounded-full border px-3 py-1 ${d === days ? "border-ink bg-ink text-ivory" : "border-line hover:bg-sand"}`}
            >
              Ultimi {d} giorni
            </Link>
          ))}
        </nav>
      </TabHeader>
      <p className="text-sm text-ink-soft">
        {formatNumber(totals.searches)} ricerche, {formatNumber(totals.empty)} senza risultati. Si contano
        solo le parole cercate, per giorno: nessun dato sui lettori.
      </p>
      <LoadError message={loadError} />
      <h2 className="text-xl">Le più cercate</h2>
      <QueryTable label="Ricerche più frequenti" rows={top} empty="Ancora nessuna ricerca nel periodo." />
      <h2 className="text-xl">Senza risultati</h2>
      <QueryTable
        label="Ricerche senza risultati"
        rows={none}
        empty="Nessuna ricerca senza risultati nel periodo."
      />
    </section>
  );
}

import { ArrowDownRight, ArrowUpRight, Download } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { formatChange, formatDay, formatNumber } from "../format";
import {
  AI_SURFACE_LABELS,
  AMBASSADOR_TOPIC_LABELS,
  type AmbassadorTopic,
  METRICS,
  type Metric,
  sourceLabel,
} from "../metrics";
import type { PartnerStats, Period } from "../partner-stats.server";
import { MetricChart } from "./metric-chart";

const CHARTED: Metric[] = [
  "view",
  "unique_visitor",
  "directory_impression",
  "search_impression",
  "ai_impression",
  "website_click",
  "phone_click",
  "email_click",
  "booking_click",
  "social_click",
  "video_play",
  "ambassador_conversation",
];

const PERIOD_LABELS: Record<Exclude<Period, "custom">, string> = {
  "7": "7 giorni",
  "30": "30 giorni",
  "90": "90 giorni",
};

function Kpi({ label, current, previous }: { label: string; current: number; previous: number }) {
  const change = formatChange(current, previous);
  const up = current >= previous;
  return (
    <div className="grid gap-1 rounded-card bg-paper p-5 shadow-card">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="font-display text-4xl">{formatNumber(current)}</dd>
      <dd className={cn("inline-flex items-center gap-1 text-sm", up ? "text-cypress" : "text-wine")}>
        {current === previous ? null : up ? (
          <ArrowUpRight className="size-4" aria-hidden="true" />
        ) : (
          <ArrowDownRight className="size-4" aria-hidden="true" />
        )}
        <span>
          {change}{" "}
          <span className="text-ink-soft">rispetto al periodo precedente ({formatNumber(previous)})</span>
        </span>
      </dd>
    </div>
  );
}

/** The period: 7 / 30 / 90 days as links, or two dates (a GET form: no JavaScript needed). */
export function PeriodPicker({
  period,
  from,
  to,
  note,
}: {
  period: Period;
  from: string;
  to: string;
  note: string | null;
}) {
  return (
    <div className="grid gap-3">
      <nav aria-label="Periodo" className="flex flex-wrap items-center gap-2">
        {(Object.keys(PERIOD_LABELS) as (keyof typeof PERIOD_LABELS)[]).map((p) => (
          <Link
            key={p}
            to={`?periodo=${p}`}
            aria-current={period === p ? "page" : undefined}
            className={cn(
              "rounded-full border px-4 py-1.5 text-sm",
              period === p ? "border-ink bg-ink text-ivory" : "border-line hover:bg-sand",
            )}
          >
            {PERIOD_LABELS[p]}
          </Link>
        ))}
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1 text-sm">
            <label htmlFor="stats-from">Dal</label>
            <Input id="stats-from" type="date" name="da" defaultValue={from} className="h-9 w-40" required />
          </div>
          <div className="grid gap-1 text-sm">
            <label htmlFor="stats-to">Al</label>
            <Input id="stats-to" type="date" name="a" defaultValue={to} className="h-9 w-40" required />
          </div>
          <Button type="submit" variant="outline" size="sm">
            Applica
          </Button>
        </Form>
      </nav>
      {note ? (
        <p role="status" className="text-sm text-wine">
          {note}
        </p>
      ) : null}
    </div>
  );
}

function DataTable({
  id,
  caption,
  days,
  values,
}: {
  id: string;
  caption: string;
  days: string[];
  values: number[];
}) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-ink-soft">Mostra i dati</summary>
      <div className="mt-2 max-h-64 overflow-y-auto">
        <table id={id} className="w-full">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left font-medium">
                Giorno
              </th>
              <th scope="col" className="text-right font-medium">
                Valore
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day} className="border-t border-line/60">
                <td>{formatDay(day)}</td>
                <td className="text-right tabular-nums">{formatNumber(values[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function Breakdown({
  title,
  rows,
}: {
  title: string;
  rows: { label: string; value: number; extra?: string }[];
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <section className="rounded-card bg-paper p-5 shadow-card" aria-labelledby={`bd-${title}`}>
      <h3 id={`bd-${title}`} className="text-xl">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">Nessun dato nel periodo.</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-line/60">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                  {row.label}
                  <span
                    aria-hidden="true"
                    className="mt-1 block h-1.5 rounded-full bg-terracotta/60"
                    style={{ width: `${(row.value / max) * 100}%` }}
                  />
                </th>
                <td className="py-1.5 text-right tabular-nums">
                  {formatNumber(row.value)}
                  {row.extra ? <span className="block text-xs text-ink-soft">{row.extra}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The partner's statistics: totals and trends, a chart per metric, sources, AI surfaces (issue 12). */
export function StatsDashboard({ stats, csvHref }: { stats: PartnerStats; csvHref: string }) {
  const { totals, previous } = stats;
  const impressions = (t: Record<Metric, number>) =>
    t.directory_impression + t.search_impression + t.ai_impression;
  return (
    <div className="grid gap-8">
      {stats.demo ? (
        <p role="note" className="rounded-lg border border-gold/60 bg-gold-light/40 px-4 py-3 text-sm">
          Dati dimostrativi: questa scheda fa parte dei contenuti di esempio e i suoi numeri sono generati.
        </p>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Kpi label={METRICS.view} current={totals.view} previous={previous.view} />
        <Kpi
          label={METRICS.unique_visitor}
          current={totals.unique_visitor}
          previous={previous.unique_visitor}
        />
        <Kpi
          label="Interazioni"
          current={stats.interactions.current}
          previous={stats.interactions.previous}
        />
        <Kpi
          label="Apparizioni (directory, ricerca, AI)"
          current={impressions(totals)}
          previous={impressions(previous)}
        />
      </dl>
      <section aria-labelledby="trend-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="trend-title" className="text-2xl">
            Andamento giorno per giorno
          </h2>
          <Button asChild variant="outline" size="sm">
            <a href={csvHref} download>
              <Download aria-hidden="true" /> Esporta CSV
            </a>
          </Button>
        </div>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {CHARTED.map((metric) => (
            <li key={metric} className="grid gap-2 rounded-card bg-paper p-4 shadow-card">
              <p className="flex items-baseline justify-between gap-2">
                <span className="text-sm font-medium">{METRICS[metric]}</span>
                <span className="font-display text-2xl">{formatNumber(totals[metric])}</span>
              </p>
              <MetricChart
                values={stats.series[metric]}
                label={METRICS[metric]}
                tableId={`table-${metric}`}
              />
              <DataTable
                id={`table-${metric}`}
                caption={METRICS[metric]}
                days={stats.days}
                values={stats.series[metric]}
              />
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        <Breakdown
          title="Da dove arrivano le visite"
          rows={stats.sources.map((s) => ({ label: sourceLabel(s.source), value: s.views }))}
        />
        <Breakdown
          title="Negli strumenti AI"
          rows={stats.aiSurfaces.map((s) => ({
            label: AI_SURFACE_LABELS[s.surface] ?? s.surface,
            value: s.impressions,
            extra: `${formatNumber(s.clicks)} clic`,
          }))}
        />
        {stats.ambassadorTopics.length > 0 ? (
          <Breakdown
            title="Di cosa chiedono all'Ambassador"
            rows={stats.ambassadorTopics.map((t) => ({
              label: AMBASSADOR_TOPIC_LABELS[t.topic as AmbassadorTopic] ?? t.topic,
              value: t.conversations,
            }))}
          />
        ) : null}
        <Breakdown
          title="Clic sui social"
          rows={stats.socials.map((s) => ({
            label: s.network.charAt(0).toUpperCase() + s.network.slice(1),
            value: s.clicks,
          }))}
        />
      </div>
    </div>
  );
}

// Reading the partner statistics (issue 12): one partner's dashboard, the admin's
// overview of every partner, and their CSV exports. Each is one grouped query on the
// daily rows (primary key partner + day, or the day index).
import { and, between, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { partnerProfiles, partnerStatsDaily } from "~/db/schema";
import { statsDay } from "~/server/stats.server";
import { INTERACTION_METRICS, METRIC_KEYS, type Metric } from "./metrics";

export interface StatsRange {
  from: string;
  to: string;
  days: number;
}

export const PERIODS = ["7", "30", "90"] as const;
export type Period = (typeof PERIODS)[number] | "custom";

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function shift(day: string, days: number) {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function span(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * The period asked for in the URL: `?periodo=7|30|90` (ending today) or `?da=…&a=…`
 * (at most 366 days, not in the future). Anything else is the last 30 days, with a note.
 */
export function parseRange(
  url: URL,
  today = statsDay(),
): { range: StatsRange; period: Period; note: string | null } {
  const from = url.searchParams.get("da") ?? "";
  const to = url.searchParams.get("a") ?? "";
  if (from || to) {
    const valid =
      ISO_DAY.test(from) &&
      ISO_DAY.test(to) &&
      !Number.isNaN(Date.parse(from)) &&
      !Number.isNaN(Date.parse(to));
    if (valid && from <= to && to <= today && span(from, to) <= 366)
      return { range: { from, to, days: span(from, to) }, period: "custom", note: null };
    return {
      range: { from: shift(today, -29), to: today, days: 30 },
      period: "30",
      note: "Intervallo non valido (massimo un anno, non nel futuro): sono mostrati gli ultimi 30 giorni.",
    };
  }
  const period = (PERIODS as readonly string[]).includes(url.searchParams.get("periodo") ?? "")
    ? (url.searchParams.get("periodo") as (typeof PERIODS)[number])
    : "30";
  const days = Number(period);
  return { range: { from: shift(today, -(days - 1)), to: today, days }, period, note: null };
}

/** The period just before `range`, as long. */
export function previousRange(range: StatsRange): StatsRange {
  return { from: shift(range.from, -range.days), to: shift(range.from, -1), days: range.days };
}

function daysOf(range: StatsRange) {
  return Array.from({ length: range.days }, (_, i) => shift(range.from, i));
}

export interface PartnerStats {
  range: StatsRange;
  /** The numbers are the seed's demonstration history (scripts/seed/analytics.ts). */
  demo: boolean;
  totals: Record<Metric, number>;
  previous: Record<Metric, number>;
  interactions: { current: number; previous: number };
  /** Per metric, one value per day of the range (zeros included). */
  series: Record<Metric, number[]>;
  days: string[];
  sources: { source: string; views: number }[];
  aiSurfaces: { surface: string; impressions: number; clicks: number }[];
  socials: { network: string; clicks: number }[];
  /** Issue 13: Ambassador conversations by topic category (never their text). */
  ambassadorTopics: { topic: string; conversations: number }[];
}

const zero = () => Object.fromEntries(METRIC_KEYS.map((m) => [m, 0])) as Record<Metric, number>;

/**
 * One partner's numbers for a period and the one before (its dashboard): the daily
 * series of the period, and the totals by metric and source of both periods. Two grouped
 * queries on the primary key (partner, day, …), whatever the length of the period.
 */
export async function getPartnerStats(db: Db, partnerId: string, range: StatsRange): Promise<PartnerStats> {
  const before = previousRange(range);
  const sum = sql<number>`sum(${partnerStatsDaily.count})`.mapWith(Number);
  const current = sql<boolean>`${partnerStatsDaily.day} >= ${range.from}`;
  const [daily, grouped] = await Promise.all([
    db
      .select({ day: partnerStatsDaily.day, metric: partnerStatsDaily.metric, count: sum })
      .from(partnerStatsDaily)
      .where(
        and(
          eq(partnerStatsDaily.partnerProfileId, partnerId),
          between(partnerStatsDaily.day, range.from, range.to),
        ),
      )
      .groupBy(partnerStatsDaily.day, partnerStatsDaily.metric),
    db
      .select({ current, metric: partnerStatsDaily.metric, source: partnerStatsDaily.source, count: sum })
      .from(partnerStatsDaily)
      .where(
        and(
          eq(partnerStatsDaily.partnerProfileId, partnerId),
          between(partnerStatsDaily.day, before.from, range.to),
        ),
      )
      // By position: the period flag is an expression with a parameter.
      .groupBy(sql`1, 2, 3`),
  ]);

  const days = daysOf(range);
  const index = new Map(days.map((d, i) => [d, i]));
  const series = Object.fromEntries(METRIC_KEYS.map((m) => [m, days.map(() => 0)])) as Record<
    Metric,
    number[]
  >;
  for (const row of daily) {
    const at = index.get(row.day);
    if (at !== undefined && row.metric in series) series[row.metric as Metric][at]! += row.count;
  }
  const totals = zero();
  const previous = zero();
  const sources = new Map<string, number>();
  const surfaces = new Map<string, { impressions: number; clicks: number }>();
  const socials = new Map<string, number>();
  const topics = new Map<string, number>();
  let demo = false;
  for (const row of grouped) {
    if (row.metric === "demo_seed") demo = true;
    const metric = row.metric as Metric;
    if (!(metric in totals)) continue;
    if (!row.current) {
      previous[metric] += row.count;
      continue;
    }
    totals[metric] += row.count;
    if (metric === "view")
      sources.set(row.source || "direct", (sources.get(row.source || "direct") ?? 0) + row.count);
    if (metric === "ai_impression" || metric === "ai_click") {
      const entry = surfaces.get(row.source) ?? { impressions: 0, clicks: 0 };
      if (metric === "ai_impression") entry.impressions += row.count;
      else entry.clicks += row.count;
      surfaces.set(row.source, entry);
    }
    if (metric === "social_click") socials.set(row.source, (socials.get(row.source) ?? 0) + row.count);
    if (metric === "ambassador_conversation")
      topics.set(row.source || "altro", (topics.get(row.source || "altro") ?? 0) + row.count);
  }
  const interactions = (values: Record<Metric, number>) =>
    INTERACTION_METRICS.reduce((n, m) => n + values[m], 0);
  return {
    range,
    demo,
    totals,
    previous,
    interactions: { current: interactions(totals), previous: interactions(previous) },
    series,
    days,
    sources: [...sources].map(([source, views]) => ({ source, views })).sort((a, b) => b.views - a.views),
    aiSurfaces: [...surfaces]
      .map(([surface, v]) => ({ surface, ...v }))
      .sort((a, b) => b.impressions - a.impressions),
    socials: [...socials]
      .map(([network, clicks]) => ({ network, clicks }))
      .sort((a, b) => b.clicks - a.clicks),
    ambassadorTopics: [...topics]
      .map(([topic, conversations]) => ({ topic, conversations }))
      .sort((a, b) => b.conversations - a.conversations),
  };
}

export const OVERVIEW_SORTS = ["visite", "visitatori", "interazioni", "apparizioni", "nome"] as const;
export type OverviewSort = (typeof OVERVIEW_SORTS)[number];

/** Every published partner's views, visitors, interactions and appearances in a period (admin). */
export async function getStatsOverview(db: Db, range: StatsRange, sort: OverviewSort = "visite") {
  const interactions = sql.join(
    INTERACTION_METRICS.map((m) => sql`${m}`),
    sql`, `,
  );
  const impressions = sql.join(
    ["directory_impression", "search_impression", "ai_impression"].map((m) => sql`${m}`),
    sql`, `,
  );
  const totals = db
    .select({
      partnerId: partnerStatsDaily.partnerProfileId,
      views:
        sql<number>`sum(${partnerStatsDaily.count}) filter (where ${partnerStatsDaily.metric} = 'view')`.as(
          "views",
        ),
      visitors:
        sql<number>`sum(${partnerStatsDaily.count}) filter (where ${partnerStatsDaily.metric} = 'unique_visitor')`.as(
          "visitors",
        ),
      interactions:
        sql<number>`sum(${partnerStatsDaily.count}) filter (where ${partnerStatsDaily.metric} in (${interactions}))`.as(
          "interactions",
        ),
      impressions:
        sql<number>`sum(${partnerStatsDaily.count}) filter (where ${partnerStatsDaily.metric} in (${impressions}))`.as(
          "impressions",
        ),
    })
    .from(partnerStatsDaily)
    .where(between(partnerStatsDaily.day, range.from, range.to))
    .groupBy(partnerStatsDaily.partnerProfileId)
    .as("totals");
  const n = (column: unknown) => sql<number>`coalesce(${column}, 0)`.mapWith(Number);
  const rows = await db
    .select({
      id: partnerProfiles.id,
      nome: partnerProfiles.nome,
      slug: partnerProfiles.slug,
      views: n(totals.views),
      visitors: n(totals.visitors),
      interactions: n(totals.interactions),
      impressions: n(totals.impressions),
    })
    .from(partnerProfiles)
    .leftJoin(totals, eq(totals.partnerId, partnerProfiles.id))
    .where(eq(partnerProfiles.stato, "pubblicato"));
  const key: Record<OverviewSort, (r: (typeof rows)[number]) => number | string> = {
    visite: (r) => r.views,
    visitatori: (r) => r.visitors,
    interazioni: (r) => r.interactions,
    apparizioni: (r) => r.impressions,
    nome: (r) => r.nome,
  };
  return rows.sort((a, b) => {
    const x = key[sort](a);
    const y = key[sort](b);
    return typeof x === "string"
      ? x.localeCompare(y as string, "it")
      : (y as number) - x || a.nome.localeCompare(b.nome, "it");
  });
}

/** A CSV the way Italian spreadsheets open it: semicolons, a BOM, quoted text. */
export function toCsv(header: string[], rows: (string | number)[][]) {
  const cell = (value: string | number) =>
    typeof value === "number" ? String(value) : `"${value.replace(/"/g, '""')}"`;
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(";")).join("\r\n")}\r\n`;
}

/** A partner's daily rows of a period as CSV (date, then one column per metric). */
export async function partnerStatsCsv(
  db: Db,
  partnerId: string,
  range: StatsRange,
  labels: Record<Metric, string>,
) {
  const stats = await getPartnerStats(db, partnerId, range);
  return toCsv(
    ["Data", ...METRIC_KEYS.map((m) => labels[m])],
    stats.days.map((day, i) => [day, ...METRIC_KEYS.map((m) => stats.series[m][i] ?? 0)]),
  );
}

// What readers search for (issue 10): per day, each normalised query with how many times it
// was searched and how many of those found nothing. No person, no time of day, no address;
// queries that look like an e-mail, a phone number or a long code are not kept.
import { and, desc, gt, gte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { searchQueryStats } from "~/db/schema";

const MAX_KEPT_LENGTH = 80;

/** The query as counted, or null when it must not be kept. */
export function countableQuery(query: string): string | null {
  const q = query.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
  if (q.length < 2 || q.length > MAX_KEPT_LENGTH) return null;
  // Personal data typed by mistake: e-mails, phone numbers, long digit runs, links.
  if (/@|https?:|www\.|\d{5,}|(\d[\s./-]*){7,}/.test(q)) return null;
  return q;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Counts one search (never fails the page). */
export async function recordSearch(db: Db, query: string, results: number): Promise<void> {
  const q = countableQuery(query);
  if (!q) return;
  await db
    .insert(searchQueryStats)
    .values({ day: today(), query: q, searches: 1, empty: results === 0 ? 1 : 0 })
    .onConflictDoUpdate({
      target: [searchQueryStats.day, searchQueryStats.query],
      set: {
        searches: sql`${searchQueryStats.searches} + 1`,
        empty: sql`${searchQueryStats.empty} + ${results === 0 ? 1 : 0}`,
      },
    });
}

export interface SearchStatRow {
  query: string;
  searches: number;
  empty: number;
}

/** Top searches and searches with no results over the last `days` days. */
export async function searchReport(db: Db, days = 30, limit = 50) {
  const since = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const searches = sql<number>`sum(${searchQueryStats.searches})::int`;
  const empty = sql<number>`sum(${searchQueryStats.empty})::int`;
  const base = () =>
    db
      .select({ query: searchQueryStats.query, searches, empty })
      .from(searchQueryStats)
      .where(gte(searchQueryStats.day, since))
      .groupBy(searchQueryStats.query);
  const [top, none, [totals]] = await Promise.all([
    base().orderBy(desc(searches), searchQueryStats.query).limit(limit),
    db
      .select({ query: searchQueryStats.query, searches, empty })
      .from(searchQueryStats)
      .where(and(gte(searchQueryStats.day, since), gt(searchQueryStats.empty, 0)))
      .groupBy(searchQueryStats.query)
      .orderBy(desc(empty), searchQueryStats.query)
      .limit(limit),
    db
      .select({
        searches: sql<number>`coalesce(sum(${searchQueryStats.searches}), 0)::int`,
        empty: sql<number>`coalesce(sum(${searchQueryStats.empty}), 0)::int`,
      })
      .from(searchQueryStats)
      .where(gte(searchQueryStats.day, since)),
  ]);
  return {
    days,
    top: top as SearchStatRow[],
    none: none as SearchStatRow[],
    totals: totals ?? { searches: 0, empty: 0 },
  };
}

// Demo history for the partner statistics (issue 12): a fresh install shows living
// dashboards. The numbers are generated, deterministically (seeded by each profile's
// slug), and every demo profile carries a `demo_seed` marker row so the dashboard says
// they are demonstration data.
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { partnerProfiles, partnerStatsDaily } from "~/db/schema";
import { statsDay } from "~/server/stats.server";

const DAYS = 120;
const DAY_MS = 86_400_000;

/** mulberry32: a small, fast, deterministic PRNG. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

type Row = { partnerProfileId: string; day: string; metric: string; source: string; count: number };

/** `days` of demo history for one profile, ending today (also used by the bench). */
export function historyFor(partnerId: string, slug: string, now: Date, days = DAYS): Row[] {
  const rand = random(hash(slug));
  const popularity = 18 + Math.floor(rand() * 60);
  const growth = 0.4 + rand() * 0.9;
  const rows: Row[] = [];
  const add = (day: string, metric: string, source: string, count: number) => {
    if (count > 0) rows.push({ partnerProfileId: partnerId, day, metric, source, count });
  };
  for (let i = days - 1; i >= 0; i--) {
    const at = new Date(now.getTime() - i * DAY_MS);
    const day = statsDay(at);
    const weekday = at.getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.35 : 1;
    const trend = 1 + growth * ((days - i) / days);
    const noise = () => 0.7 + rand() * 0.6;
    const views = Math.round(popularity * weekend * trend * noise());
    const shares: [string, number][] = [
      ["directory", 0.34],
      ["search", 0.16],
      ["ai", 0.14],
      ["magazine", 0.09],
      ["ranking", 0.05],
      ["direct", 0.14],
      ["ext:google.com", 0.08],
    ];
    for (const [source, share] of shares) add(day, "view", source, Math.round(views * share * noise()));
    add(day, "unique_visitor", "", Math.round(views * 0.72));
    add(day, "directory_impression", "", Math.round(views * 3.1 * noise()));
    add(day, "directory_click", "", Math.round(views * 0.3 * noise()));
    add(day, "search_impression", "", Math.round(views * 0.9 * noise()));
    add(day, "search_click", "", Math.round(views * 0.14 * noise()));
    for (const [surface, share] of [
      ["experience", 0.5],
      ["ai-tour", 0.6],
      ["itinerary", 0.3],
      ["article-inspiration", 0.2],
    ] as const) {
      const seen = Math.round(views * share * noise());
      add(day, "ai_impression", surface, seen);
      add(day, "ai_click", surface, Math.round(seen * 0.18 * noise()));
    }
    add(day, "website_click", "", Math.round(views * 0.11 * noise()));
    add(day, "phone_click", "", Math.round(views * 0.03 * noise()));
    add(day, "email_click", "", Math.round(views * 0.025 * noise()));
    add(day, "booking_click", "", Math.round(views * 0.04 * noise()));
    add(day, "social_click", "instagram", Math.round(views * 0.04 * noise()));
    add(day, "social_click", "facebook", Math.round(views * 0.015 * noise()));
    add(day, "video_play", "", Math.round(views * 0.05 * noise()));
  }
  add(statsDay(now), "demo_seed", "", 1);
  return rows;
}

/** Adds demo history to published profiles that have no statistics yet (idempotent). */
export async function seedPartnerStats(db: Db, now = new Date()) {
  const partners = await db
    .select({
      id: partnerProfiles.id,
      slug: partnerProfiles.slug,
      rows: sql<number>`(select count(*) from ${partnerStatsDaily} where ${partnerStatsDaily.partnerProfileId} = ${partnerProfiles.id})`.mapWith(
        Number,
      ),
    })
    .from(partnerProfiles)
    .where(eq(partnerProfiles.stato, "pubblicato"));
  for (const partner of partners) {
    if (partner.rows > 0) continue;
    const rows = historyFor(partner.id, partner.slug, now);
    for (let i = 0; i < rows.length; i += 1000) {
      await db
        .insert(partnerStatsDaily)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing();
    }
  }
}

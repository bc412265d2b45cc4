import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { ownerUuid } from "./columns";
import { partnerProfiles } from "./partners";

/**
 * Partner statistics (issue 12), one row per profile, day, metric and source: counters
 * batched in memory for a few seconds and added here. No event row is kept, no cookie,
 * no IP (docs/decisions/0601).
 */
export const partnerStatsDaily = pgTable(
  "partner_stats_daily",
  {
    partnerProfileId: ownerUuid("partner_profile_id", () => partnerProfiles.id),
    day: date("day", { mode: "string" }).notNull(),
    metric: text("metric").notNull(),
    /** Where it came from: directory, search, ai, magazine, ranking, direct, a referrer domain, a surface, a network. */
    source: text("source").notNull().default(""),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.partnerProfileId, t.day, t.metric, t.source] }),
    // The admin's overview: every partner over a period.
    index("partner_stats_daily_day_idx").on(t.day),
  ],
);

/**
 * Today's distinct visitors of each profile, as salted hashes (the salt changes every
 * day and is deleted with yesterday's rows, so a hash cannot be traced back).
 */
export const partnerVisitorsDaily = pgTable(
  "partner_visitors_daily",
  {
    partnerProfileId: ownerUuid("partner_profile_id", () => partnerProfiles.id),
    day: date("day", { mode: "string" }).notNull(),
    visitorHash: text("visitor_hash").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerProfileId, t.day, t.visitorHash] }),
    index("partner_visitors_daily_day_idx").on(t.day),
  ],
);

/** The day's random salt for visitor hashes, shared by every instance. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

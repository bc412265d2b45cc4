import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Cached AI results by function, normalised input hash and content version. */
export const aiCache = pgTable(
  "ai_cache",
  {
    fn: text("fn").notNull(),
    inputHash: text("input_hash").notNull(),
    contentVersion: text("content_version").notNull().default(""),
    engine: text("engine").notNull(),
    output: jsonb("output").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.fn, t.inputHash, t.contentVersion] }),
    index("ai_cache_expires_idx").on(t.expiresAt),
  ],
);

/** Daily spend per provider, for the paid-provider budget cap. */
export const aiUsageDaily = pgTable(
  "ai_usage_daily",
  {
    day: date("day").notNull(),
    provider: text("provider").notNull(),
    requests: integer("requests").notNull().default(0),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    costMicros: integer("cost_micros").notNull().default(0),
    meta: jsonb("meta"),
  },
  (t) => [primaryKey({ columns: [t.day, t.provider] })],
);

/**
 * Experiences shared at /experience/{id} (issue 11): the wishes read from the request
 * (places, themes, month — never the visitor's own words), the generated result and,
 * once asked for, the full itinerary. No personal data.
 */
export const experienceResults = pgTable(
  "experience_results",
  {
    id: text("id").primaryKey(),
    request: jsonb("request").notNull(),
    result: jsonb("result").notNull(),
    itinerary: jsonb("itinerary"),
    engine: text("engine").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("experience_results_created_idx").on(t.createdAt)],
);

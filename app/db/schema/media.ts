import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Upload quota (issue 18): bytes actually received and files stored per account and
 * UTC day. Each upload reserves its share with one conditional upsert, so parallel
 * requests on any instance cannot go past the limit together.
 */
export const uploadUsageDaily = pgTable(
  "upload_usage_daily",
  {
    userId: text("user_id").notNull(),
    day: date("day").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
    files: integer("files").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Leases for background jobs that must run once across instances (orphan clean-up):
 * an instance takes the row with one conditional upsert, runs, then records when it
 * finished. A lease left by a crashed instance expires at `lockedUntil`.
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder"),
  lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
});

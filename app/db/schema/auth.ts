import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt, ownerText, timestamps, updatedAt } from "./columns";

/** The account holder (spec §3 "profiles" and "auth user" in one table; Better Auth's user model). */
export const profiles = pgTable("profiles", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  fullName: text("full_name").notNull().default(""),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps,
});

export const appRole = pgEnum("app_role", ["user", "admin"]);

/** One role per user; a user without a row is a plain "user" (spec §3). */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    role: appRole("role").notNull().default("user"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("user_roles_role_idx").on(t.role)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: ownerText("user_id", () => profiles.id),
    ...timestamps,
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: ownerText("user_id", () => profiles.id),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Better Auth's own limiter for direct calls to /api/auth/*. */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Fixed-window request counters shared by every instance (auth forms, AI tools,
 * uploads). One row per key and window; old windows are pruned.
 */
export const requestCounters = pgTable(
  "request_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("request_counters_window_idx").on(t.windowStart),
  ],
);

/**
 * D5, issue 18: the one-time setup token is consumed by inserting this table's only
 * row (primary key fixed to `true`) in the same transaction that grants the first
 * admin role, so parallel submissions cannot create two admins on either driver.
 */
export const adminSetupClaims = pgTable(
  "admin_setup_claims",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    userId: text("user_id").notNull(),
    claimedAt: createdAt(),
  },
  (t) => [check("admin_setup_claims_singleton", sql`${t.singleton}`)],
);

/**
 * Per-account sign-in throttle (issue 18): consecutive failed sign-ins per e-mail,
 * keyed by a hash of the normalised address so the table holds no address, and
 * the moment before which another attempt is refused (exponential, capped).
 */
export const signInThrottles = pgTable(
  "sign_in_throttles",
  {
    accountKey: text("account_key").primaryKey(),
    failures: integer("failures").notNull().default(0),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("sign_in_throttles_last_failure_idx").on(t.lastFailureAt)],
);

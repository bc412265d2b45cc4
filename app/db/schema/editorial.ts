import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth";
import { createdAt, ownerUuid, uuidPrimaryKey } from "./columns";
import { articles } from "./content";

/**
 * The editor's work in progress on an article: autosaved every few seconds. For a
 * published article it is a pending change: readers keep seeing the published
 * version until the editor saves it.
 */
export const articleDrafts = pgTable("article_drafts", {
  articleId: uuid("article_id")
    .primaryKey()
    .references(() => articles.id, { onDelete: "cascade" }),
  data: jsonb("data").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => profiles.id, { onDelete: "set null" }),
});

/** Each save of an article keeps a revision: who, when and what it said. */
export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: uuidPrimaryKey(),
    articleId: ownerUuid("article_id", () => articles.id),
    data: jsonb("data").notNull(),
    createdBy: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("article_revisions_article_created_idx").on(t.articleId, t.createdAt.desc())],
);

export const subscriberStatus = pgEnum("newsletter_status", ["pending", "confirmed", "unsubscribed"]);

/**
 * Newsletter subscribers (double opt-in). Only the e-mail is kept; the token is
 * stored hashed and used for both confirmation and unsubscription.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuidPrimaryKey(),
    email: text("email").notNull().unique(),
    status: subscriberStatus("status").notNull().default("pending"),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [index("newsletter_subscribers_status_idx").on(t.status)],
);

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { listedContentColumns, ownerUuid, timestamps, uuidPrimaryKey } from "./columns";
import { partnerProfiles } from "./partners";

export const categories = pgTable(
  "categories",
  {
    id: uuidPrimaryKey(),
    name: text("name").notNull(),
    ...listedContentColumns(),
  },
  (t) => [index("categories_active_order_idx").on(t.isActive, t.orderIndex)],
);

export const articles = pgTable(
  "articles",
  {
    id: uuidPrimaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    // An article outlives the deletion of its section; it simply becomes uncategorised.
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    excerpt: text("excerpt"),
    content: text("content"),
    imageUrl: text("image_url"),
    /** The cover's alternative text, caption and credit (shown under the hero image). */
    imageAlt: text("image_alt"),
    imageCaption: text("image_caption"),
    imageCredit: text("image_credit"),
    author: text("author"),
    /**
     * The author's page /autori/{slug}: slugify(author) of lib/slugify.ts written in SQL
     * (Italian accents folded), "ai-editorial" for the default author. Kept by the database.
     */
    authorSlug: text("author_slug")
      .notNull()
      .generatedAlwaysAs(
        sql`trim(both '-' from regexp_replace(translate(lower(coalesce(nullif(trim(author), ''), 'AI Editorial')), 'àáâãäåèéêëìíîïòóôõöùúûüçñ', 'aaaaaaeeeeiiiiooooouuuucn'), '[^a-z0-9]+', '-', 'g'))`,
      ),
    readTime: text("read_time"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    isPublished: boolean("is_published").notNull().default(false),
    /** "Programmato": the article goes public at this time (a job publishes it). */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** A published article goes back to draft at this time. */
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    /** The body came from AI generation and nobody has edited it since. */
    aiGenerated: boolean("ai_generated").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // The scheduling job: what is due to go public or back to draft.
    index("articles_scheduled_idx").on(t.scheduledAt).where(sql`${t.scheduledAt} is not null`),
    index("articles_unpublish_idx").on(t.unpublishAt).where(sql`${t.unpublishAt} is not null`),
    // Author pages: one author's published articles, newest first.
    index("articles_author_published_created_idx").on(t.authorSlug, t.isPublished, t.createdAt.desc()),
    // Home and magazine: published, newest first then title (spec §7).
    index("articles_published_created_idx").on(t.isPublished, t.createdAt.desc(), t.title),
    // Section lists: one category, published, newest first.
    index("articles_category_published_created_idx").on(t.categoryId, t.isPublished, t.createdAt.desc()),
  ],
);

export const rankings = pgTable(
  "rankings",
  {
    id: uuidPrimaryKey(),
    title: text("title").notNull(),
    ...listedContentColumns(),
  },
  (t) => [index("rankings_active_order_idx").on(t.isActive, t.orderIndex)],
);

export const rankingItems = pgTable(
  "ranking_items",
  {
    id: uuidPrimaryKey(),
    // Items belong to their ranking and go with it.
    rankingId: ownerUuid("ranking_id", () => rankings.id),
    rank: integer("rank").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    description: text("description"),
    imageUrl: text("image_url"),
    score: numeric("score", { precision: 6, scale: 1, mode: "number" }),
    /** The partner this item is about (issue 12): its profile links back to the ranking. */
    partnerProfileId: uuid("partner_profile_id").references(() => partnerProfiles.id, {
      onDelete: "set null",
    }),
    ...timestamps,
  },
  (t) => [
    index("ranking_items_partner_idx").on(t.partnerProfileId),
    check("ranking_items_rank_min", sql`${t.rank} >= 1`),
    index("ranking_items_ranking_rank_idx").on(t.rankingId, t.rank),
  ],
);

/** The partners an article features (issue 12): shown on both pages, linked both ways. */
export const articlePartners = pgTable(
  "article_partners",
  {
    articleId: ownerUuid("article_id", () => articles.id),
    partnerProfileId: ownerUuid("partner_profile_id", () => partnerProfiles.id),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.partnerProfileId] }),
    index("article_partners_partner_idx").on(t.partnerProfileId),
  ],
);

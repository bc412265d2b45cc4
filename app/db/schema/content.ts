import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description"),
    imageUrl: text("image_url"),
    orderIndex: integer("order_index").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [index("categories_active_order_idx").on(t.isActive, t.orderIndex)],
);

export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    // An article outlives the deletion of its section; it simply becomes uncategorised.
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    excerpt: text("excerpt"),
    content: text("content"),
    imageUrl: text("image_url"),
    author: text("author"),
    readTime: text("read_time"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    isPublished: boolean("is_published").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // Home and magazine: published, newest first then title (spec §7).
    index("articles_published_created_idx").on(t.isPublished, t.createdAt.desc(), t.title),
    // Section lists: one category, published, newest first.
    index("articles_category_published_created_idx").on(t.categoryId, t.isPublished, t.createdAt.desc()),
  ],
);

export const rankings = pgTable(
  "rankings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description"),
    imageUrl: text("image_url"),
    orderIndex: integer("order_index").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [index("rankings_active_order_idx").on(t.isActive, t.orderIndex)],
);

export const rankingItems = pgTable(
  "ranking_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Items belong to their ranking and go with it.
    rankingId: uuid("ranking_id")
      .notNull()
      .references(() => rankings.id, { onDelete: "cascade" }),
    rank: integer("rank").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    description: text("description"),
    imageUrl: text("image_url"),
    score: numeric("score", { precision: 6, scale: 1, mode: "number" }),
    ...timestamps,
  },
  (t) => [
    check("ranking_items_rank_min", sql`${t.rank} >= 1`),
    index("ranking_items_ranking_rank_idx").on(t.rankingId, t.rank),
  ],
);

import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { articles, rankings } from "./content";
import { partnerProfiles } from "./partners";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The retrieval index (issue 10, docs/decisions/0801): every published passage — an
 * article's title, standfirst, paragraphs, headings, list items and quotes; a ranking and
 * its items; a published partner's profile — with its full-text vector in the `atlante`
 * configuration (Italian Snowball stemming after unaccent). Rows go with their source
 * (cascade); triggers drop them the moment the source stops being public.
 */
export const searchPassages = pgTable(
  "search_passages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** article | ranking | partner */
    kind: text("kind").notNull(),
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "cascade" }),
    rankingId: uuid("ranking_id").references(() => rankings.id, { onDelete: "cascade" }),
    partnerId: uuid("partner_id").references(() => partnerProfiles.id, { onDelete: "cascade" }),
    /** Reading order inside the source (0 = its title). */
    position: integer("position").notNull(),
    /** title | excerpt | p | h | li | quote | item | profile */
    block: text("block").notNull(),
    /** The [§n] of an article block, or a ranking item's rank. */
    anchor: integer("anchor"),
    /** The heading the passage sits under. */
    section: text("section"),
    body: text("body").notNull(),
    /** Full-text weight: A title, B headings and names, C body, D details. */
    weight: text("weight").notNull().default("C"),
    tsv: tsvector("tsv")
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('atlante', body), weight::"char")`),
  },
  (t) => [
    index("search_passages_tsv_idx").using("gin", t.tsv),
    index("search_passages_article_idx").on(t.articleId, t.position),
    index("search_passages_ranking_idx").on(t.rankingId, t.position),
    index("search_passages_partner_idx").on(t.partnerId, t.position),
    check(
      "search_passages_one_source",
      sql`num_nonnulls(${t.articleId}, ${t.rankingId}, ${t.partnerId}) = 1`,
    ),
  ],
);

/**
 * Words of the published text (unaccented, lowercase) with the number of times a source
 * containing them was indexed: the vocabulary typos are corrected against (pg_trgm).
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    term: text("term").primaryKey(),
    hits: integer("hits").notNull().default(1),
  },
  (t) => [index("search_terms_trgm_idx").using("gin", sql`${t.term} gin_trgm_ops`)],
);

/** Sources written since they were last indexed (filled by triggers, emptied by the indexer). */
export const searchQueue = pgTable("search_queue", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  kind: text("kind").notNull(),
  sourceId: uuid("source_id").notNull(),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What readers search for, per day: counts only, no person, no time of day. */
export const searchQueryStats = pgTable(
  "search_query_stats",
  {
    day: date("day", { mode: "string" }).notNull(),
    query: text("query").notNull(),
    searches: integer("searches").notNull().default(0),
    /** Searches that found nothing. */
    empty: integer("empty").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] }), index("search_query_stats_day_idx").on(t.day)],
);

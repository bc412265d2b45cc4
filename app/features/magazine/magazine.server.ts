import { and, asc, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articleDrafts, articlePartners, articles, categories, partnerProfiles } from "~/db/schema";
import { isUuid } from "~/lib/ids";

/** Spec §9: the home and magazine lists show at most 20 articles. */
export const ARTICLE_LIST_LIMIT = 20;

import { DEFAULT_AUTHOR } from "./magazine";

export { CONTENT_FALLBACK, DEFAULT_AUTHOR, DEFAULT_READ_TIME, EXCERPT_FALLBACK } from "./magazine";

export { isUuid };

const listColumns = {
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  excerpt: articles.excerpt,
  imageUrl: articles.imageUrl,
  author: articles.author,
  readTime: articles.readTime,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  category: { name: categories.name, slug: categories.slug },
};

/** Published articles matching `where`, newest first then title, with their section. */
function publishedArticles(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(listColumns)
    .from(articles)
    .leftJoin(categories, eq(articles.categoryId, categories.id))
    .where(and(where, eq(articles.isPublished, true)))
    .orderBy(desc(articles.createdAt), asc(articles.title))
    .limit(limit);
}

/** Published articles, newest first then title (spec §7), with their section. */
export async function listPublishedArticles(db: Db, { limit = ARTICLE_LIST_LIMIT }: { limit?: number } = {}) {
  return publishedArticles(db, undefined, limit);
}

/** What a section's public pages show of it. */
const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  imageUrl: categories.imageUrl,
};

/** Active sections ordered by order_index (spec §7). */
export async function listActiveCategories(db: Db) {
  return db
    .select({ ...categoryColumns, updatedAt: categories.updatedAt })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.orderIndex), asc(categories.name));
}

export async function getActiveCategoryBySlug(db: Db, slug: string) {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.slug, slug), eq(categories.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Section list (spec §7): published articles of one category, newest first by created_at. */
export async function listPublishedArticlesInCategory(
  db: Db,
  categoryId: string,
  { limit = 100 }: { limit?: number } = {},
) {
  return publishedArticles(db, eq(articles.categoryId, categoryId), limit);
}

/** An article's own stored text and cover: what every full view of it starts from. */
export const articleBaseColumns = {
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  categoryId: articles.categoryId,
  excerpt: articles.excerpt,
  content: articles.content,
  imageUrl: articles.imageUrl,
  imageAlt: articles.imageAlt,
  imageCaption: articles.imageCaption,
  imageCredit: articles.imageCredit,
  author: articles.author,
  readTime: articles.readTime,
  publishedAt: articles.publishedAt,
};

/** What the article page shows (issue 15 added the cover's alt, caption and credit). */
const articlePageColumns = {
  ...articleBaseColumns,
  authorSlug: articles.authorSlug,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  category: { name: categories.name, slug: categories.slug },
  /** The published partners it features (issue 12), in the same query. */
  partners: sql<{ nome: string; slug: string }[]>`(
    select coalesce(json_agg(json_build_object('nome', p.nome, 'slug', p.slug) order by p.nome), '[]'::json)
    from ${articlePartners} ap join ${partnerProfiles} p on p.id = ap.partner_profile_id
    where ap.article_id = "articles"."id" and p.stato = 'pubblicato'
  )`,
};

/**
 * One published article with its category, by slug, or by id (D1: the caller
 * redirects an id to the slug URL). Drafts are never returned.
 */
export async function getPublishedArticle(db: Db, slugOrId: string) {
  const where = isUuid(slugOrId)
    ? and(eq(articles.id, slugOrId), eq(articles.isPublished, true))
    : and(eq(articles.slug, slugOrId), eq(articles.isPublished, true));
  const [row] = await db
    .select({
      ...articlePageColumns,
    })
    .from(articles)
    .leftJoin(categories, eq(articles.categoryId, categories.id))
    .where(where)
    .limit(1);
  if (row) return row;
  // A slug that happens to look like a UUID.
  if (isUuid(slugOrId)) {
    const [bySlug] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.slug, slugOrId), eq(articles.isPublished, true)))
      .limit(1);
    if (bySlug) return getPublishedArticle(db, bySlug.id);
  }
  return null;
}

/** Articles for RSS feeds: whole magazine or one section, newest first. */
export async function listFeedArticles(
  db: Db,
  { categoryId, limit = 50 }: { categoryId?: string; limit?: number } = {},
) {
  return db
    .select({
      title: articles.title,
      slug: articles.slug,
      excerpt: articles.excerpt,
      author: articles.author,
      publishedAt: articles.publishedAt,
      createdAt: articles.createdAt,
      category: { name: categories.name, slug: categories.slug },
    })
    .from(articles)
    .leftJoin(categories, eq(articles.categoryId, categories.id))
    .where(
      categoryId
        ? and(eq(articles.isPublished, true), eq(articles.categoryId, categoryId))
        : eq(articles.isPublished, true),
    )
    .orderBy(desc(articles.createdAt), asc(articles.title))
    .limit(limit);
}

/** Every published article with a section (sitemap). */
export async function listSitemapArticles(db: Db) {
  return db
    .select({ slug: articles.slug, updatedAt: articles.updatedAt, categorySlug: categories.slug })
    .from(articles)
    .innerJoin(categories, eq(articles.categoryId, categories.id))
    .where(and(eq(articles.isPublished, true), eq(categories.isActive, true)))
    .orderBy(desc(articles.createdAt));
}

/** Section archives: 20 articles a page (spec §9's list limit), past the newest 20 (issue 15). */
export const SECTION_PAGE_SIZE = ARTICLE_LIST_LIMIT;

/**
 * One page of a section's published articles, newest first, and how many pages there
 * are (the total rides along with the rows: one query). A page past the end is empty.
 */
export async function listSectionPage(db: Db, categoryId: string, page: number) {
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(articles)
    .leftJoin(categories, eq(articles.categoryId, categories.id))
    .where(and(eq(articles.categoryId, categoryId), eq(articles.isPublished, true)))
    .orderBy(desc(articles.createdAt), asc(articles.title))
    .limit(SECTION_PAGE_SIZE)
    .offset((page - 1) * SECTION_PAGE_SIZE);
  const total = rows[0]?.total ?? 0;
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    total,
    pageCount: rows.length ? Math.max(1, Math.ceil(total / SECTION_PAGE_SIZE)) : page === 1 ? 1 : 0,
  };
}

/** "Leggi anche": the newest other articles of the same section, then of the magazine (one query). */
export async function listRelatedArticles(
  db: Db,
  article: { id: string; categoryId: string | null },
  limit = 3,
) {
  const sameSection = article.categoryId
    ? sql`(${articles.categoryId} = ${article.categoryId}) desc`
    : sql`true`;
  return db
    .select(listColumns)
    .from(articles)
    .innerJoin(categories, eq(articles.categoryId, categories.id))
    .where(and(eq(articles.isPublished, true), ne(articles.id, article.id)))
    .orderBy(sameSection, desc(articles.createdAt), asc(articles.title))
    .limit(limit);
}

/** An author's page: their published articles, newest first, a page of 20 at a time. */
export async function listAuthorPage(db: Db, authorSlug: string, page: number) {
  const where = and(eq(articles.authorSlug, authorSlug), eq(articles.isPublished, true));
  const [rows, [total], [named]] = await Promise.all([
    db
      .select(listColumns)
      .from(articles)
      .leftJoin(categories, eq(articles.categoryId, categories.id))
      .where(where)
      .orderBy(desc(articles.createdAt), asc(articles.title))
      .limit(SECTION_PAGE_SIZE)
      .offset((page - 1) * SECTION_PAGE_SIZE),
    db.select({ n: count() }).from(articles).where(where),
    db
      .select({ author: articles.author })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.createdAt))
      .limit(1),
  ]);
  const n = total?.n ?? 0;
  if (n === 0) return null;
  return {
    name: named?.author?.trim() || DEFAULT_AUTHOR,
    rows,
    total: n,
    pageCount: Math.max(1, Math.ceil(n / SECTION_PAGE_SIZE)),
  };
}

/**
 * An article as readers will see it, for the admin's preview: any status, with the
 * editor's autosaved draft applied over the saved version.
 */
export async function getArticleForPreview(db: Db, id: string) {
  const [row] = await db
    .select({
      ...articlePageColumns,
      isPublished: articles.isPublished,
      draft: articleDrafts.data,
    })
    .from(articles)
    .leftJoin(categories, eq(articles.categoryId, categories.id))
    .leftJoin(articleDrafts, eq(articleDrafts.articleId, articles.id))
    .where(eq(articles.id, id))
    .limit(1);
  if (!row) return null;
  const draft = row.draft as Partial<Record<string, string>> | null;
  if (!draft) return row;
  const text = (key: string, fallback: string | null) => (draft[key] ?? "").trim() || fallback;
  const categoryId = text("categoryId", null);
  const [category] = categoryId
    ? await db
        .select({ name: categories.name, slug: categories.slug })
        .from(categories)
        .where(eq(categories.id, categoryId))
    : [];
  return {
    ...row,
    title: text("title", row.title) ?? row.title,
    excerpt: text("excerpt", null),
    content: text("content", null),
    imageUrl: text("imageUrl", null),
    imageAlt: text("imageAlt", null),
    imageCaption: text("imageCaption", null),
    imageCredit: text("imageCredit", null),
    author: text("author", null),
    readTime: text("readTime", null),
    category: category ?? row.category,
  };
}

import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articles, categories } from "~/db/schema";

/** Spec §9: the home and magazine lists show at most 20 articles. */
export const ARTICLE_LIST_LIMIT = 20;
export { CONTENT_FALLBACK, DEFAULT_AUTHOR, DEFAULT_READ_TIME, EXCERPT_FALLBACK } from "./magazine";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

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

/** Published articles, newest first then title (spec §7), with their section. */
export async function listPublishedArticles(db: Db, { limit = ARTICLE_LIST_LIMIT }: { limit?: number } = {}) {
  return db
    .select(listColumns)
    .from(articles)
    .leftJoin(categories, eq(articles.categoryId, categories.id))
    .where(eq(articles.isPublished, true))
    .orderBy(desc(articles.createdAt), asc(articles.title))
    .limit(limit);
}

/** Active sections ordered by order_index (spec §7). */
export async function listActiveCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      imageUrl: categories.imageUrl,
      updatedAt: categories.updatedAt,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.orderIndex), asc(categories.name));
}

export async function getActiveCategoryBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      imageUrl: categories.imageUrl,
    })
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
  return db
    .select(listColumns)
    .from(articles)
    .leftJoin(categories, eq(articles.categoryId, categories.id))
    .where(and(eq(articles.categoryId, categoryId), eq(articles.isPublished, true)))
    .orderBy(desc(articles.createdAt), asc(articles.title))
    .limit(limit);
}

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
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      excerpt: articles.excerpt,
      content: articles.content,
      imageUrl: articles.imageUrl,
      author: articles.author,
      readTime: articles.readTime,
      publishedAt: articles.publishedAt,
      createdAt: articles.createdAt,
      updatedAt: articles.updatedAt,
      category: { name: categories.name, slug: categories.slug },
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

/** The canonical URL path of an article (D1). Uncategorised articles have no public URL. */
export function articlePath(article: { slug: string; category: { slug: string } | null }) {
  return article.category ? `/magazine/${article.category.slug}/${article.slug}` : null;
}

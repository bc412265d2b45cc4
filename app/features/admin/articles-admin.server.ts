import { count, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articles, categories } from "~/db/schema";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import {
  deleteRows,
  fail,
  isForeignKeyViolation,
  PAGE_SIZE,
  pageInfo,
  saveRow,
  slugTaken,
} from "./admin-common.server";
import type { ArticleInput } from "./admin-schemas";

/** All articles newest first (spec §7), optionally of one category; one page. */
export async function listArticlesAdmin(db: Db, options: { page: number; categoryId: string | null }) {
  const where = options.categoryId ? eq(articles.categoryId, options.categoryId) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        slug: articles.slug,
        categoryId: articles.categoryId,
        categoryName: categories.name,
        categorySlug: categories.slug,
        excerpt: articles.excerpt,
        content: articles.content,
        imageUrl: articles.imageUrl,
        author: articles.author,
        readTime: articles.readTime,
        publishedAt: articles.publishedAt,
        isPublished: articles.isPublished,
        createdAt: articles.createdAt,
      })
      .from(articles)
      .leftJoin(categories, eq(categories.id, articles.categoryId))
      .where(where)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(PAGE_SIZE)
      .offset((options.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, page: pageInfo(options.page, total?.n ?? 0) };
}

export async function getCategoryName(db: Db, id: string | undefined | null) {
  if (!id) return null;
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
  return row?.name ?? null;
}

export function saveArticle(db: Db, input: ArticleInput) {
  const values = {
    title: input.title,
    slug: input.slug,
    categoryId: input.categoryId,
    excerpt: input.excerpt,
    // Editor and AI HTML is always sanitised on the server before it is stored.
    content: sanitizeArticleHtml(input.content) || null,
    imageUrl: input.imageUrl,
    author: input.author,
    readTime: input.readTime,
    // A published article without a date gets today's.
    publishedAt: input.publishedAt ?? (input.isPublished ? new Date() : null),
    isPublished: input.isPublished,
  };
  const id = { id: articles.id };
  return saveRow(
    input.id,
    {
      update: (rowId) => db.update(articles).set(values).where(eq(articles.id, rowId)).returning(id),
      insert: () => db.insert(articles).values(values).returning(id),
    },
    (error) =>
      slugTaken(error) ??
      (isForeignKeyViolation(error) ? fail("Rubrica non valida", 400, "categoryId") : null),
  );
}

export function deleteArticle(db: Db, id: string) {
  return deleteRows(() => db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id }));
}

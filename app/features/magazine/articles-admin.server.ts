// The newsroom's writes on articles (issue 15): the admin list, save with a revision,
// bulk actions and the schedule (drafts and revisions: article-drafts.server.ts).
import { and, asc, count, eq, ilike, inArray, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articleDrafts, articlePartners, articleRevisions, articles, categories } from "~/db/schema";
import type { ArticleDraft, ArticleInput, ArticleStatus } from "~/features/magazine/magazine-schema";
import * as MESSAGES from "~/lib/messages";
import { deleteRows, isForeignKeyViolation, listPage, slugTaken } from "~/server/crud.server";
import { fail, type Outcome, ok } from "~/server/outcome.server";
import { invalidatePublicPages } from "~/server/page-cache.server";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import { listRevisions } from "./article-drafts.server";
import { articleBaseColumns } from "./magazine.server";

export const ARTICLE_SORTS = ["recenti", "meno-recenti", "titolo", "autore", "stato"] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

export interface ArticleListOptions {
  page: number;
  categoryId: string | null;
  status?: ArticleStatus | null;
  /** Words of the title, slug or author. */
  q?: string | null;
  sort?: ArticleSort;
}

/** The status the newsroom sees: scheduled drafts are "programmato". */
const statusSql = sql<ArticleStatus>`case when ${articles.isPublished} then 'pubblicato' when ${articles.scheduledAt} is not null then 'programmato' else 'bozza' end`;

function listWhere(options: ArticleListOptions): SQL | undefined {
  const parts: SQL[] = [];
  if (options.categoryId) parts.push(eq(articles.categoryId, options.categoryId));
  if (options.status === "pubblicato") parts.push(eq(articles.isPublished, true));
  if (options.status === "programmato")
    parts.push(and(eq(articles.isPublished, false), isNotNull(articles.scheduledAt)) as SQL);
  if (options.status === "bozza")
    parts.push(and(eq(articles.isPublished, false), sql`${articles.scheduledAt} is null`) as SQL);
  const q = options.q?.trim().slice(0, 100);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(ilike(articles.title, like), ilike(articles.slug, like), ilike(articles.author, like)) as SQL,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

const SORTS: Record<ArticleSort, SQL[]> = {
  recenti: [sql`${articles.createdAt} desc`, sql`${articles.id} desc`],
  "meno-recenti": [sql`${articles.createdAt} asc`, sql`${articles.id} asc`],
  titolo: [asc(articles.title), asc(articles.id)],
  autore: [sql`${articles.authorSlug} asc`, sql`${articles.createdAt} desc`],
  stato: [sql`${statusSql} asc`, sql`${articles.createdAt} desc`],
};

/** One page of the admin list: search, filters, sort; the columns the table shows. */
export async function listArticlesAdmin(db: Db, options: ArticleListOptions) {
  const where = listWhere(options);
  return listPage(
    db
      .select({
        id: articles.id,
        title: articles.title,
        slug: articles.slug,
        categoryName: categories.name,
        categorySlug: categories.slug,
        author: articles.author,
        status: statusSql,
        isPublished: articles.isPublished,
        publishedAt: articles.publishedAt,
        scheduledAt: articles.scheduledAt,
        createdAt: articles.createdAt,
        updatedAt: articles.updatedAt,
        hasDraft: sql<boolean>`exists (select 1 from ${articleDrafts} where ${articleDrafts.articleId} = ${articles.id})`,
      })
      .from(articles)
      .leftJoin(categories, eq(categories.id, articles.categoryId))
      .where(where)
      .orderBy(...SORTS[options.sort ?? "recenti"]),
    db.select({ n: count() }).from(articles).where(where),
    options.page,
  );
}

export async function getCategoryName(db: Db, id: string | undefined | null) {
  if (!id) return null;
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
  return row?.name ?? null;
}

/** The stored fields of an article, as a revision or the editor keeps them. */
const editableColumns = {
  ...articleBaseColumns,
  isPublished: articles.isPublished,
  scheduledAt: articles.scheduledAt,
  unpublishAt: articles.unpublishAt,
  aiGenerated: articles.aiGenerated,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

export type EditableArticle = Awaited<ReturnType<typeof getArticleForEditing>>;

/** An article with its autosaved draft and revision list, for the editor page. */
export async function getArticleForEditing(db: Db, id: string) {
  const [[article], [draft], revisions, featured] = await Promise.all([
    db.select(editableColumns).from(articles).where(eq(articles.id, id)).limit(1),
    db
      .select({ data: articleDrafts.data, updatedAt: articleDrafts.updatedAt })
      .from(articleDrafts)
      .where(eq(articleDrafts.articleId, id))
      .limit(1),
    listRevisions(db, id),
    db
      .select({ id: articlePartners.partnerProfileId })
      .from(articlePartners)
      .where(eq(articlePartners.articleId, id)),
  ]);
  if (!article) return null;
  return {
    article: { ...article, partnerIds: featured.map((p) => p.id) },
    draft: (draft ?? null) as { data: ArticleDraft; updatedAt: Date } | null,
    revisions,
  };
}

/** Stored values of a validated form (HTML sanitised, the status turned into columns). */
function valuesOf(input: ArticleInput, now: Date) {
  const publishing = input.status === "pubblicato";
  return {
    title: input.title,
    slug: input.slug,
    categoryId: input.categoryId,
    excerpt: input.excerpt,
    // Editor and AI HTML is always sanitised on the server before it is stored.
    content: sanitizeArticleHtml(input.content) || null,
    imageUrl: input.imageUrl,
    imageAlt: input.imageAlt,
    imageCaption: input.imageCaption,
    imageCredit: input.imageCredit,
    author: input.author,
    readTime: input.readTime,
    isPublished: publishing,
    // A published article without a date gets today's; a scheduled one its time.
    publishedAt:
      input.status === "programmato" ? input.scheduledAt : (input.publishedAt ?? (publishing ? now : null)),
    scheduledAt: input.status === "programmato" ? input.scheduledAt : null,
    unpublishAt: input.status === "bozza" ? null : input.unpublishAt,
    aiGenerated: input.aiGenerated,
  };
}

/**
 * Saves the editor's form: the article row, a revision of what was saved (who, when)
 * and the end of the autosaved draft, in one transaction.
 */
export async function saveArticle(
  db: Db,
  input: ArticleInput,
  options: { userId?: string | null; now?: Date } = {},
): Promise<Outcome<{ id: string; created: boolean; status: ArticleStatus }>> {
  const now = options.now ?? new Date();
  if (input.status === "programmato" && input.scheduledAt && input.scheduledAt <= now)
    return fail(MESSAGES.scheduleInPast, 400, "scheduledAt");
  const values = valuesOf(input, now);
  try {
    const saved = await db.transaction(async (tx) => {
      const [row] = input.id
        ? await tx.update(articles).set(values).where(eq(articles.id, input.id)).returning(editableColumns)
        : await tx.insert(articles).values(values).returning(editableColumns);
      if (!row) return null;
      // An article only autosaved so far is created by its first real save.
      const [earlier] = await tx
        .select({ n: count() })
        .from(articleRevisions)
        .where(eq(articleRevisions.articleId, row.id));
      await tx.insert(articleRevisions).values({
        articleId: row.id,
        data: { ...revisionData(row), partnerIds: input.partnerIds },
        createdBy: options.userId ?? null,
      });
      await tx.delete(articleDrafts).where(eq(articleDrafts.articleId, row.id));
      // The partners it features (issue 12): replaced as a whole, in the same transaction.
      await tx.delete(articlePartners).where(eq(articlePartners.articleId, row.id));
      if (input.partnerIds.length)
        await tx.insert(articlePartners).values(
          [...new Set(input.partnerIds)].map((partnerProfileId) => ({
            articleId: row.id,
            partnerProfileId,
          })),
        );
      return { ...row, created: (earlier?.n ?? 0) === 0 };
    });
    if (!saved) return fail(MESSAGES.notFound, 404);
    invalidatePublicPages();
    return ok({ id: saved.id, created: saved.created, status: input.status });
  } catch (error) {
    const known =
      slugTaken(error) ??
      (isForeignKeyViolation(error) ? fail("Rubrica non valida", 400, "categoryId") : null);
    if (known) return known;
    throw error;
  }
}

type StoredArticle = { [K in keyof typeof editableColumns]: unknown };

/** What a revision keeps: every field the editor can change. */
function revisionData(row: StoredArticle) {
  const { id: _id, createdAt: _c, updatedAt: _u, ...data } = row;
  return data;
}

export function deleteArticle(db: Db, id: string) {
  return deleteRows(() => db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id }));
}

export type BulkArticleAction = "publish" | "unpublish" | "delete";

/** Publishes, unpublishes or deletes the selected articles (admin list, issue 15). */
export async function bulkArticles(
  db: Db,
  action: BulkArticleAction,
  ids: string[],
): Promise<Outcome<number>> {
  const returning = { id: articles.id };
  const rows =
    action === "delete"
      ? await db.delete(articles).where(inArray(articles.id, ids)).returning(returning)
      : action === "publish"
        ? await db
            .update(articles)
            .set({
              isPublished: true,
              scheduledAt: null,
              publishedAt: sql`coalesce(${articles.publishedAt}, now())`,
            })
            .where(inArray(articles.id, ids))
            .returning(returning)
        : await db
            .update(articles)
            .set({ isPublished: false, scheduledAt: null, unpublishAt: null })
            .where(inArray(articles.id, ids))
            .returning(returning);
  if (rows.length === 0) return fail(MESSAGES.notFound, 404);
  invalidatePublicPages();
  return ok(rows.length);
}

/**
 * The schedule: publishes what is due and takes back what has expired. Each article is
 * changed by one conditional UPDATE, so with several instances running this at once an
 * article goes public exactly once (the second UPDATE finds nothing to do).
 */
export async function runArticleSchedule(db: Db, now = new Date()) {
  const published = await db
    .update(articles)
    .set({
      isPublished: true,
      publishedAt: sql`coalesce(${articles.scheduledAt}, ${articles.publishedAt}, now())`,
      scheduledAt: null,
    })
    .where(
      and(isNotNull(articles.scheduledAt), lte(articles.scheduledAt, now), eq(articles.isPublished, false)),
    )
    .returning({ id: articles.id });
  const withdrawn = await db
    .update(articles)
    .set({ isPublished: false, unpublishAt: null })
    .where(
      and(isNotNull(articles.unpublishAt), lte(articles.unpublishAt, now), eq(articles.isPublished, true)),
    )
    .returning({ id: articles.id });
  if (published.length || withdrawn.length) invalidatePublicPages();
  return { published: published.map((r) => r.id), withdrawn: withdrawn.map((r) => r.id) };
}

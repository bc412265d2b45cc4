// The newsroom's drafts and revisions (issue 15): the autosaved draft beside the saved
// article, and the revisions an editor compares and restores.
import { and, eq, ilike, inArray, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articleDrafts, articleRevisions, articles } from "~/db/schema";
import type { ArticleDraft, ArticleStatus } from "~/features/magazine/magazine-schema";
import * as MESSAGES from "~/lib/messages";
import { slugify } from "~/lib/slugify";
import { fail, type Outcome, ok } from "~/server/outcome.server";
import { listRevisionRows } from "~/server/revisions.server";

/**
 * Autosave (every few seconds of inactivity and on leaving): keeps what the editor has
 * typed without touching what readers see. A new article is created as a draft first,
 * so the editor gets its address.
 */
export async function autosaveArticle(
  db: Db,
  id: string | null,
  draft: ArticleDraft,
  userId: string | null,
): Promise<Outcome<{ id: string; created: boolean; savedAt: Date }>> {
  return db.transaction(async (tx) => {
    let articleId = id;
    if (!articleId) {
      const title = draft.title.trim() || "Nuovo articolo";
      const [created] = await tx
        .insert(articles)
        .values({ title, slug: await freeDraftSlug(tx, title), isPublished: false })
        .returning({ id: articles.id });
      articleId = created!.id;
    } else {
      const [exists] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, articleId));
      if (!exists) return fail(MESSAGES.notFound, 404);
    }
    const savedAt = new Date();
    await tx
      .insert(articleDrafts)
      .values({ articleId, data: draft, updatedAt: savedAt, updatedBy: userId })
      .onConflictDoUpdate({
        target: articleDrafts.articleId,
        set: { data: draft, updatedAt: savedAt, updatedBy: userId },
      });
    return ok({ id: articleId, created: !id, savedAt });
  });
}

/** A slug for a new, still untitled draft: the title's, made unique. */
async function freeDraftSlug(db: Db, title: string) {
  const base = slugify(title).slice(0, 80).replace(/-+$/, "") || "bozza";
  const taken = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(or(eq(articles.slug, base), ilike(articles.slug, `${base}-%`)));
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Throws away the autosaved draft (the article keeps its saved version). */
export async function discardDraft(db: Db, id: string): Promise<Outcome<null>> {
  await db.delete(articleDrafts).where(eq(articleDrafts.articleId, id));
  return ok(null);
}

export function listRevisions(db: Db, articleId: string) {
  return listRevisionRows(db, articleRevisions, articleRevisions.articleId, articleId);
}

export async function getRevisions(db: Db, articleId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: articleRevisions.id, data: articleRevisions.data, createdAt: articleRevisions.createdAt })
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, articleId), inArray(articleRevisions.id, ids)));
}

/**
 * Restores a revision as the editor's draft: the editor sees it, previews it and saves
 * it (which keeps a new revision). Nothing public changes until then.
 */
export async function restoreRevision(
  db: Db,
  articleId: string,
  revisionId: string,
  userId: string | null,
): Promise<Outcome<null>> {
  const [revision] = await getRevisions(db, articleId, [revisionId]);
  if (!revision) return fail(MESSAGES.notFound, 404);
  const outcome = await autosaveArticle(db, articleId, draftFromStored(revision.data), userId);
  return outcome.ok ? ok(null) : outcome;
}

const dateValue = (value: unknown) => (value ? new Date(value as string).toISOString() : "");

/** A stored article (or revision) as the editor's form values. */
export function draftFromStored(data: unknown): ArticleDraft {
  const d = (data ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof d[key] === "string" ? (d[key] as string) : "");
  const status: ArticleStatus = d.isPublished ? "pubblicato" : d.scheduledAt ? "programmato" : "bozza";
  return {
    title: text("title"),
    slug: text("slug"),
    categoryId: text("categoryId"),
    excerpt: text("excerpt"),
    content: text("content"),
    imageUrl: text("imageUrl"),
    imageAlt: text("imageAlt"),
    imageCaption: text("imageCaption"),
    imageCredit: text("imageCredit"),
    author: text("author"),
    readTime: text("readTime"),
    publishedAt: dateValue(d.publishedAt),
    status,
    scheduledAt: dateValue(d.scheduledAt),
    unpublishAt: dateValue(d.unpublishAt),
    aiGenerated: Boolean(d.aiGenerated),
    partnerIds: Array.isArray(d.partnerIds) ? (d.partnerIds as string[]) : [],
  };
}

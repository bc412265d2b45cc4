// Issue 15: the admin's review of a partner's changes to a published profile
// (docs/decisions/1501). Callers check the admin role (routes use requireAdmin).
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { partnerProfiles } from "~/db/schema";
import { isUuid } from "~/lib/ids";
import * as MESSAGES from "~/lib/messages";
import { fail, type Outcome, ok } from "~/server/outcome.server";
import { invalidatePublicPages } from "~/server/page-cache.server";
import type { SessionUser } from "~/server/policy.server";
import type { Storage } from "~/server/storage.server";
import { deleteReplacedFiles, type PartnerProfile } from "./partner-owner.server";
import {
  diffPending,
  pendingOf,
  pendingVersion,
  profileFiles,
  REVIEW_MESSAGES,
  withPending,
} from "./partner-pending";
import { recordPartnerRevision } from "./partner-revisions.server";

async function findProfile(db: Db, id: string): Promise<PartnerProfile | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(partnerProfiles).where(eq(partnerProfiles.id, id)).limit(1);
  return row ?? null;
}

/** What the review screen shows: the live state and the field-by-field diff of the pending change. */
export async function getPartnerReview(db: Db, id: string) {
  const row = await findProfile(db, id);
  if (!row) return null;
  return {
    id: row.id,
    nome: row.nome,
    slug: row.slug,
    stato: row.stato,
    submittedAt: row.submittedAt,
    publishedAt: row.publishedAt,
    pendingSubmittedAt: row.pendingSubmittedAt,
    reviewNote: row.reviewNote,
    diff: diffPending(row),
    version: row.pendingChanges ? pendingVersion(row) : null,
  };
}

/**
 * The profile as the preview shows it: the pending version over the live one, for an
 * admin or the owner only; anyone else gets null (the route answers 404).
 */
export async function getPartnerPreview(db: Db, user: SessionUser | null, id: string) {
  if (!user) return null;
  const row = await findProfile(db, id);
  if (!row || (user.role !== "admin" && row.userId !== user.id)) return null;
  return { profile: withPending(row), hasPending: Boolean(row.pendingChanges) };
}

/**
 * Applies the pending change in one transaction: live columns updated, pending cleared.
 * `version` must match what the admin reviewed. The search index follows through its
 * trigger; the page cache is invalidated; files the change replaced are deleted.
 */
export async function approvePendingChanges(
  db: Db,
  storage: Storage | null,
  id: string,
  version: string,
  approvedBy: string | null = null,
): Promise<Outcome<undefined>> {
  const result = await db.transaction(async (tx) => {
    if (!isUuid(id)) return { error: fail(MESSAGES.notFound, 404) };
    const [row] = await tx.select().from(partnerProfiles).where(eq(partnerProfiles.id, id)).for("update");
    if (!row) return { error: fail(MESSAGES.notFound, 404) };
    if (!row.pendingChanges) return { error: fail(REVIEW_MESSAGES.nothingPending, 409) };
    if (pendingVersion(row) !== version) return { error: fail(REVIEW_MESSAGES.stale, 409) };
    const [after] = await tx
      .update(partnerProfiles)
      .set({
        ...pendingOf(row),
        pendingChanges: null,
        pendingSubmittedAt: null,
        reviewNote: null,
        updatedAt: new Date(),
      })
      .where(eq(partnerProfiles.id, id))
      .returning();
    // The new public version is kept as a revision (issue 15).
    if (after!.stato === "pubblicato") await recordPartnerRevision(tx, after!, approvedBy);
    return { before: row, after: after! };
  });
  if ("error" in result) return result.error!;
  if (result.after.stato === "pubblicato") invalidatePublicPages();
  if (storage) await deleteReplacedFiles(storage, result.before.userId, result.before, result.after);
  return ok(undefined);
}

/** Drops the pending change and keeps the admin's note for the partner; the live page is untouched. */
export async function rejectPendingChanges(
  db: Db,
  storage: Storage | null,
  id: string,
  note: string,
): Promise<Outcome<undefined>> {
  const text = note.trim();
  if (!text) return fail(REVIEW_MESSAGES.noteRequired, 400, "note");
  const before = await findProfile(db, id);
  if (!before) return fail(MESSAGES.notFound, 404);
  const [after] = await db
    .update(partnerProfiles)
    .set({ pendingChanges: null, pendingSubmittedAt: null, reviewNote: text, updatedAt: before.updatedAt })
    .where(and(eq(partnerProfiles.id, id), isNotNull(partnerProfiles.pendingChanges)))
    .returning();
  if (!after) return fail(REVIEW_MESSAGES.nothingPending, 409);
  // The partner's new uploads that never went live.
  if (storage) {
    await deleteReplacedFiles(storage, before.userId, withPending(before), after, profileFiles(before));
  }
  return ok(undefined);
}

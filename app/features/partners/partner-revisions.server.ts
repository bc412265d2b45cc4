// Issue 15: revisions of partner profiles. Every new public version of a profile (first
// publication, an approved change, a restore) is kept with who and when; the admin
// compares two and restores one onto the public page (docs/decisions/1502).
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { partnerProfileRevisions, partnerProfiles } from "~/db/schema";
import { isUuid } from "~/lib/ids";
import * as MESSAGES from "~/lib/messages";
import type { RevisionField } from "~/lib/revision-diff";
import { fail, type Outcome, ok } from "~/server/outcome.server";
import { invalidatePublicPages } from "~/server/page-cache.server";
import { listRevisionRows } from "~/server/revisions.server";
import { parsePublicUrl, type Storage } from "~/server/storage.server";
import {
  fileNameOf,
  PENDING_FIELDS,
  type PendingChanges,
  profileFiles,
  REVISION_MESSAGES,
} from "./partner-pending";
import { FILE_FIELDS, PROFILE_FIELD_LABELS } from "./profile-fields";

type ProfileRow = typeof partnerProfiles.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The public content of a profile: what a revision keeps (the fields a partner edits). */
export function revisionData(row: ProfileRow): PendingChanges {
  const data: Record<string, unknown> = {};
  for (const field of PENDING_FIELDS) data[field] = row[field] ?? null;
  return data as PendingChanges;
}

/** Keeps the profile's current public version as a revision (inside the caller's transaction). */
export async function recordPartnerRevision(tx: Tx | Db, row: ProfileRow, userId: string | null) {
  await tx
    .insert(partnerProfileRevisions)
    .values({ partnerProfileId: row.id, data: revisionData(row), createdBy: userId });
}

export async function listPartnerRevisions(db: Db, profileId: string) {
  if (!isUuid(profileId)) return [];
  return listRevisionRows(db, partnerProfileRevisions, partnerProfileRevisions.partnerProfileId, profileId);
}

export async function getPartnerRevisions(db: Db | Tx, profileId: string, ids: string[]) {
  const wanted = ids.filter(isUuid);
  if (!isUuid(profileId) || wanted.length === 0) return [];
  return db
    .select({
      id: partnerProfileRevisions.id,
      data: partnerProfileRevisions.data,
      createdAt: partnerProfileRevisions.createdAt,
    })
    .from(partnerProfileRevisions)
    .where(
      and(
        eq(partnerProfileRevisions.partnerProfileId, profileId),
        inArray(partnerProfileRevisions.id, wanted),
      ),
    );
}

const FILE_FIELD_SET = new Set<string>(FILE_FIELDS);

/** A field's value as text for the word diff: lists one item per line, files by name. */
function profileValueText(field: string) {
  return (value: unknown): string => {
    const items = Array.isArray(value) ? value : [value];
    return items
      .map((item) => {
        if (FILE_FIELD_SET.has(field)) return fileNameOf(item);
        if (item && typeof item === "object") {
          const { titolo, descrizione } = item as { titolo?: string; descrizione?: string };
          return [titolo, descrizione].filter(Boolean).join(": ");
        }
        return String(item ?? "");
      })
      .join("\n");
  };
}

/** The profile's fields as its revisions are compared, in the wizard's order. */
export const PARTNER_REVISION_FIELDS: readonly RevisionField[] = PENDING_FIELDS.map((key) => ({
  key,
  label: PROFILE_FIELD_LABELS[key] ?? key,
  text: profileValueText(key),
}));

/** Whether every file a version references is still stored. */
async function filesExist(storage: Storage | null, data: PendingChanges) {
  if (!storage) return true;
  for (const url of profileFiles(data)) {
    const parsed = parsePublicUrl(url);
    if (parsed && !(await storage.exists(parsed.bucket, parsed.key))) return false;
  }
  return true;
}

/**
 * Puts a revision back on the public page, in one transaction, and keeps the result as a
 * new revision. Files are restored only when all of them still exist (a replaced image
 * may have been deleted since); otherwise the current ones stay and the message (the
 * outcome's value) says so.
 * A pending change of the partner stays pending, over the restored version.
 */
export async function restorePartnerRevision(
  db: Db,
  storage: Storage | null,
  profileId: string,
  revisionId: string,
  userId: string | null,
): Promise<Outcome<string>> {
  if (!isUuid(profileId) || !isUuid(revisionId)) return fail(MESSAGES.notFound, 404);
  const [revision] = await getPartnerRevisions(db, profileId, [revisionId]);
  if (!revision) return fail(MESSAGES.notFound, 404);
  const stored = (revision.data ?? {}) as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  for (const field of PENDING_FIELDS) if (field in stored) data[field] = stored[field];
  const withFiles = await filesExist(storage, data as PendingChanges);
  if (!withFiles) for (const field of FILE_FIELDS) delete data[field];
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(partnerProfiles)
      .where(eq(partnerProfiles.id, profileId))
      .for("update");
    if (!row) return fail(MESSAGES.notFound, 404);
    if (row.stato !== "pubblicato") return fail(REVISION_MESSAGES.notPublished, 409);
    const [after] = await tx
      .update(partnerProfiles)
      .set({ ...(data as PendingChanges), updatedAt: new Date() })
      .where(eq(partnerProfiles.id, profileId))
      .returning();
    await recordPartnerRevision(tx, after!, userId);
    return ok(withFiles ? REVISION_MESSAGES.restored : REVISION_MESSAGES.restoredWithoutFiles);
  });
  if (result.ok) invalidatePublicPages();
  return result;
}

import { and, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { partnerProfiles } from "~/db/schema";
import * as MESSAGES from "~/lib/messages";
import { listPage } from "~/server/crud.server";
import { fail, type Outcome, ok } from "~/server/outcome.server";
import { invalidatePublicPages } from "~/server/page-cache.server";
import { pendingOf } from "./partner-pending";
import { recordPartnerRevision } from "./partner-revisions.server";
import { PARTNER_STATI, type PartnerStato } from "./profile-fields";

/** Issue 15: the list filter also offers published profiles with changes waiting for review. */
export const PENDING_FILTER = "modifiche";
export type PartnerFilter = PartnerStato | typeof PENDING_FILTER;

export function parseStatoFilter(value: string | null): PartnerFilter | null {
  if (value === PENDING_FILTER) return PENDING_FILTER;
  return (PARTNER_STATI as readonly string[]).includes(value ?? "") ? (value as PartnerStato) : null;
}

/** Partner profiles newest first, optionally of one stato, with the total count. */
export async function listPartnersAdmin(db: Db, options: { page: number; stato: PartnerFilter | null }) {
  const where =
    options.stato === PENDING_FILTER
      ? isNotNull(partnerProfiles.pendingSubmittedAt)
      : options.stato
        ? eq(partnerProfiles.stato, options.stato)
        : undefined;
  return listPage(
    db
      .select({
        id: partnerProfiles.id,
        nome: partnerProfiles.nome,
        slug: partnerProfiles.slug,
        tipo: partnerProfiles.tipo,
        stato: partnerProfiles.stato,
        logoUrl: partnerProfiles.logoUrl,
        emailContatto: partnerProfiles.emailContatto,
        createdAt: partnerProfiles.createdAt,
        pendingSubmittedAt: partnerProfiles.pendingSubmittedAt,
      })
      .from(partnerProfiles)
      .where(where)
      .orderBy(desc(partnerProfiles.createdAt), desc(partnerProfiles.id)),
    db.select({ n: count() }).from(partnerProfiles).where(where),
    options.page,
  );
}

/** bozza or in_revisione → pubblicato; anything else is refused. */
export async function publishPartner(
  db: Db,
  id: string,
  publishedBy: string | null = null,
): Promise<Outcome<undefined>> {
  const rows = await db.transaction(async (tx) => {
    const published = await tx
      .update(partnerProfiles)
      .set({ stato: "pubblicato", publishedAt: new Date() })
      .where(and(eq(partnerProfiles.id, id), inArray(partnerProfiles.stato, ["bozza", "in_revisione"])))
      .returning();
    // The first public version is the first revision (issue 15).
    for (const row of published) await recordPartnerRevision(tx, row, publishedBy);
    return published;
  });
  if (rows.length === 0)
    return (await exists(db, id)) ? fail(MESSAGES.publishNotAllowed, 409) : fail(MESSAGES.notFound, 404);
  invalidatePublicPages();
  return ok(undefined);
}

/**
 * pubblicato → bozza. A pending change (issue 15) becomes the draft itself: the
 * partner goes on editing what they wrote, with no review of an unpublished page.
 */
export async function unpublishPartner(db: Db, id: string): Promise<Outcome<undefined>> {
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(partnerProfiles)
      .where(and(eq(partnerProfiles.id, id), eq(partnerProfiles.stato, "pubblicato")))
      .for("update");
    if (!row) return false;
    await tx
      .update(partnerProfiles)
      .set({ ...pendingOf(row), stato: "bozza", pendingChanges: null, pendingSubmittedAt: null })
      .where(eq(partnerProfiles.id, id));
    return true;
  });
  if (!done)
    return (await exists(db, id)) ? fail(MESSAGES.unpublishNotAllowed, 409) : fail(MESSAGES.notFound, 404);
  invalidatePublicPages();
  return ok(undefined);
}

async function exists(db: Db, id: string) {
  const [row] = await db
    .select({ id: partnerProfiles.id })
    .from(partnerProfiles)
    .where(eq(partnerProfiles.id, id));
  return Boolean(row);
}

/** A profile's name and slug (admin statistics). */
export async function getPartnerName(db: Db, id: string) {
  const [row] = await db
    .select({ id: partnerProfiles.id, nome: partnerProfiles.nome, slug: partnerProfiles.slug })
    .from(partnerProfiles)
    .where(eq(partnerProfiles.id, id))
    .limit(1);
  return row ?? null;
}

import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ambassadorRequests, partnerProfiles, profiles } from "~/db/schema";
import * as MESSAGES from "~/lib/messages";
import { listPage } from "~/server/crud.server";
import { fail, type Outcome, ok } from "~/server/outcome.server";
import { invalidatePublicPages } from "~/server/page-cache.server";

export const AMBASSADOR_PAGE_SIZE = 20;

export const AMBASSADOR_STATUS_LABELS = {
  pending: "In attesa",
  processing: "In lavorazione",
  completed: "Completato",
  rejected: "Rifiutato",
} as const;
export type AmbassadorStatus = keyof typeof AMBASSADOR_STATUS_LABELS;

/** Requests newest first, with their partner profile and requester (spec §2 Ambassador tab). */
export async function listAmbassadorRequests(db: Db, page: number) {
  return listPage(
    db
      .select({
        id: ambassadorRequests.id,
        ambassadorName: ambassadorRequests.ambassadorName,
        instructions: ambassadorRequests.instructions,
        appearanceType: ambassadorRequests.appearanceType,
        presetAvatarId: ambassadorRequests.presetAvatarId,
        customAvatarUrl: ambassadorRequests.customAvatarUrl,
        status: ambassadorRequests.status,
        adminNotes: ambassadorRequests.adminNotes,
        ambassadorScript: ambassadorRequests.ambassadorScript,
        completedAt: ambassadorRequests.completedAt,
        createdAt: ambassadorRequests.createdAt,
        partnerNome: partnerProfiles.nome,
        partnerSlug: partnerProfiles.slug,
        partnerStato: partnerProfiles.stato,
        userEmail: profiles.email,
      })
      .from(ambassadorRequests)
      .innerJoin(partnerProfiles, eq(partnerProfiles.id, ambassadorRequests.partnerProfileId))
      .leftJoin(profiles, eq(profiles.id, ambassadorRequests.userId))
      .orderBy(desc(ambassadorRequests.createdAt), desc(ambassadorRequests.id)),
    db.select({ n: count() }).from(ambassadorRequests),
    page,
    AMBASSADOR_PAGE_SIZE,
  );
}

type Transition = "start" | "reject" | "complete";
const FROM: Record<Transition, AmbassadorStatus> = {
  start: "pending",
  reject: "pending",
  complete: "processing",
};
const TO: Record<Transition, AmbassadorStatus> = {
  start: "processing",
  reject: "rejected",
  complete: "completed",
};

/**
 * Spec §4 status machine. Notes are saved with every change. Completing needs a
 * script, sets completed_at and copies the script onto the partner profile, all
 * in one transaction.
 */
export async function transitionAmbassadorRequest(
  db: Db,
  input: { id: string; intent: Transition; adminNotes: string | null; ambassadorScript: string | null },
): Promise<Outcome<AmbassadorStatus>> {
  if (input.intent === "complete" && !input.ambassadorScript)
    return fail(MESSAGES.scriptRequired, 400, "ambassadorScript");
  const outcome = await db.transaction(async (tx): Promise<Outcome<AmbassadorStatus>> => {
    const [row] = await tx
      .update(ambassadorRequests)
      .set({
        status: TO[input.intent],
        adminNotes: input.adminNotes,
        ...(input.intent === "start" ? { ambassadorScript: input.ambassadorScript } : {}),
        ...(input.intent === "complete"
          ? { ambassadorScript: input.ambassadorScript, completedAt: new Date() }
          : {}),
      })
      .where(and(eq(ambassadorRequests.id, input.id), eq(ambassadorRequests.status, FROM[input.intent])))
      .returning({ partnerProfileId: ambassadorRequests.partnerProfileId });
    if (!row) {
      const [existing] = await tx
        .select({ id: ambassadorRequests.id })
        .from(ambassadorRequests)
        .where(eq(ambassadorRequests.id, input.id));
      return existing ? fail(MESSAGES.invalidTransition, 409) : fail(MESSAGES.notFound, 404);
    }
    if (input.intent === "complete") {
      const updated = await tx
        .update(partnerProfiles)
        .set({ ambassadorScript: input.ambassadorScript })
        .where(eq(partnerProfiles.id, row.partnerProfileId))
        .returning({ id: partnerProfiles.id });
      if (updated.length === 0) throw new Error(MESSAGES.partnerUpdateError);
    }
    return ok(TO[input.intent]);
  });
  if (outcome.ok && input.intent === "complete") invalidatePublicPages();
  return outcome;
}

/**
 * The markup of a partner's ambassador for the isolated embed (D8): only for a
 * published profile with a completed request; null otherwise.
 */
export async function getPublishedAmbassadorScript(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ script: partnerProfiles.ambassadorScript })
    .from(partnerProfiles)
    .innerJoin(
      ambassadorRequests,
      and(
        eq(ambassadorRequests.partnerProfileId, partnerProfiles.id),
        eq(ambassadorRequests.status, "completed"),
      ),
    )
    .where(
      and(
        eq(partnerProfiles.slug, slug),
        eq(partnerProfiles.stato, "pubblicato"),
        isNotNull(partnerProfiles.ambassadorScript),
      ),
    )
    .limit(1);
  return row?.script?.trim() ? row.script : null;
}

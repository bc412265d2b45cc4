import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ambassadorRequests, partnerProfiles, profiles } from "~/db/schema";
import * as MESSAGES from "~/lib/messages";
import { listPage } from "~/server/crud.server";
import { fail, type Outcome, ok } from "~/server/outcome.server";
import { invalidatePublicPages } from "~/server/page-cache.server";

export const AMBASSADOR_PAGE_SIZE = 20;

import { AMBASSADOR_STATUS_LABELS } from "./ambassador-messages";

export { AMBASSADOR_STATUS_LABELS };
export type AmbassadorStatus = keyof typeof AMBASSADOR_STATUS_LABELS;
/** A completed request the admin paused (issue 13). */
export const PAUSED_LABEL = "In pausa";

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
        pausedAt: ambassadorRequests.pausedAt,
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
 * Spec §4 status machine. Notes are saved with every change. Completing sets
 * completed_at and activates Atlante's own Ambassador (issue 13); the pasted
 * script is optional: when there is one it is copied onto the partner profile
 * (the sandboxed embed, D8), when the field is empty the profile's embed is
 * cleared, all in one transaction.
 */
export async function transitionAmbassadorRequest(
  db: Db,
  input: { id: string; intent: Transition; adminNotes: string | null; ambassadorScript: string | null },
): Promise<Outcome<AmbassadorStatus>> {
  const outcome = await db.transaction(async (tx): Promise<Outcome<AmbassadorStatus>> => {
    const [row] = await tx
      .update(ambassadorRequests)
      .set({
        status: TO[input.intent],
        adminNotes: input.adminNotes,
        ...(input.intent === "start" ? { ambassadorScript: input.ambassadorScript } : {}),
        ...(input.intent === "complete"
          ? { ambassadorScript: input.ambassadorScript, completedAt: new Date(), pausedAt: null }
          : {}),
      })
      .where(and(eq(ambassadorRequests.id, input.id), eq(ambassadorRequests.status, FROM[input.intent])))
      .returning({ partnerProfileId: ambassadorRequests.partnerProfileId });
    if (!row) return missingOrConflict(tx, input.id);
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

async function missingOrConflict(db: Pick<Db, "select">, id: string): Promise<Outcome<never>> {
  const [existing] = await db
    .select({ id: ambassadorRequests.id })
    .from(ambassadorRequests)
    .where(eq(ambassadorRequests.id, id));
  return existing ? fail(MESSAGES.invalidTransition, 409) : fail(MESSAGES.notFound, 404);
}

/**
 * Issue 13: the admin pauses a completed Ambassador (no launcher, no embed, the API
 * and the page without JavaScript say it is not available) or resumes it. Only a
 * completed request can be paused; pausing twice or resuming an active one is a 409.
 */
export async function setAmbassadorPaused(
  db: Db,
  input: { id: string; paused: boolean },
): Promise<Outcome<"paused" | "active">> {
  const [row] = await db
    .update(ambassadorRequests)
    .set({ pausedAt: input.paused ? new Date() : null })
    .where(
      and(
        eq(ambassadorRequests.id, input.id),
        eq(ambassadorRequests.status, "completed"),
        input.paused ? isNull(ambassadorRequests.pausedAt) : isNotNull(ambassadorRequests.pausedAt),
      ),
    )
    .returning({ id: ambassadorRequests.id });
  if (!row) return missingOrConflict(db, input.id);
  invalidatePublicPages();
  return ok(input.paused ? "paused" : "active");
}

/**
 * The markup of a partner's ambassador for the isolated embed (D8): only for a
 * published profile whose newest completed request is not paused; null otherwise.
 */
export async function getPublishedAmbassadorScript(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ script: partnerProfiles.ambassadorScript, pausedAt: ambassadorRequests.pausedAt })
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
    .orderBy(sql`${ambassadorRequests.completedAt} desc nulls last`, desc(ambassadorRequests.createdAt))
    .limit(1);
  if (!row || row.pausedAt) return null;
  return row.script?.trim() ? row.script : null;
}

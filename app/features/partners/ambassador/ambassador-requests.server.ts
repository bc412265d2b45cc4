import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ambassadorRequests } from "~/db/schema";
import { isOwnPartnerFile } from "~/features/media/upload.server";
import { getOwnedProfileById } from "~/features/partners/partner-owner.server";
import { type AmbassadorInput, WIZARD_MESSAGES } from "~/features/partners/wizard-schema";
import {
  INSTRUCTIONS_MAX,
  PARTNER_AMBASSADOR_MESSAGES,
  type PartnerAmbassadorState,
} from "./ambassador-messages";

/** The request that counts for a profile first: completed ones, newest completion, then newest. */
export const CURRENT_REQUEST_FIRST = [
  sql`(${ambassadorRequests.status} = 'completed') desc`,
  sql`${ambassadorRequests.completedAt} desc nulls last`,
  desc(ambassadorRequests.createdAt),
] as const;

/**
 * Partner side of ambassador requests (spec §2 step 9): a request for the
 * user's own profile, status pending. The admin side lives elsewhere.
 */
export async function createAmbassadorRequest(
  db: Db,
  userId: string,
  profileId: string | null,
  input: AmbassadorInput,
): Promise<{ ok: true; id: string } | { ok: false; status: number; message: string }> {
  const profile = profileId ? await getOwnedProfileById(db, userId, profileId) : null;
  if (!profile) return { ok: false, status: 404, message: WIZARD_MESSAGES.ambassadorMissingProfile };
  if (
    input.appearanceType === "custom" &&
    (!input.customAvatarUrl || !isOwnPartnerFile(input.customAvatarUrl, userId))
  ) {
    return { ok: false, status: 400, message: WIZARD_MESSAGES.ambassadorMissingAvatar };
  }
  const [row] = await db
    .insert(ambassadorRequests)
    .values({
      userId,
      partnerProfileId: profile.id,
      ambassadorName: input.ambassadorName,
      instructions: input.instructions,
      appearanceType: input.appearanceType,
      presetAvatarId: input.appearanceType === "preset" ? input.presetAvatarId : null,
      customAvatarUrl: input.appearanceType === "custom" ? input.customAvatarUrl : null,
      status: "pending",
    })
    .returning({ id: ambassadorRequests.id });
  return { ok: true, id: row!.id };
}

/**
 * The user's current Ambassador request for a profile: the newest completed one (the
 * one answering visitors, even when paused), otherwise the newest request.
 */
export async function getOwnAmbassador(db: Db, userId: string, profileId: string) {
  const [row] = await db
    .select({
      id: ambassadorRequests.id,
      status: ambassadorRequests.status,
      pausedAt: ambassadorRequests.pausedAt,
      ambassadorName: ambassadorRequests.ambassadorName,
      instructions: ambassadorRequests.instructions,
      appearanceType: ambassadorRequests.appearanceType,
      presetAvatarId: ambassadorRequests.presetAvatarId,
      customAvatarUrl: ambassadorRequests.customAvatarUrl,
    })
    .from(ambassadorRequests)
    .where(and(eq(ambassadorRequests.userId, userId), eq(ambassadorRequests.partnerProfileId, profileId)))
    .orderBy(...CURRENT_REQUEST_FIRST)
    .limit(1);
  if (!row) return null;
  const state: PartnerAmbassadorState =
    row.status === "completed" ? (row.pausedAt ? "paused" : "active") : row.status;
  return { ...row, state };
}

/**
 * The partner rewrites the instructions (tone, what to stress) of their own request;
 * the Ambassador reads them on every question, so they apply to the next answer. Not
 * for a rejected request, never for another user's.
 */
export async function updateOwnInstructions(
  db: Db,
  userId: string,
  requestId: string,
  rawInstructions: unknown,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const instructions = typeof rawInstructions === "string" ? rawInstructions.trim() : "";
  if (!instructions)
    return { ok: false, status: 400, message: PARTNER_AMBASSADOR_MESSAGES.instructionsRequired };
  if (instructions.length > INSTRUCTIONS_MAX)
    return { ok: false, status: 400, message: PARTNER_AMBASSADOR_MESSAGES.instructionsTooLong };
  if (!UUID.test(requestId)) return { ok: false, status: 404, message: PARTNER_AMBASSADOR_MESSAGES.notFound };
  const updated = await db
    .update(ambassadorRequests)
    .set({ instructions })
    .where(
      and(
        eq(ambassadorRequests.id, requestId),
        eq(ambassadorRequests.userId, userId),
        ne(ambassadorRequests.status, "rejected"),
      ),
    )
    .returning({ id: ambassadorRequests.id });
  return updated.length
    ? { ok: true }
    : { ok: false, status: 404, message: PARTNER_AMBASSADOR_MESSAGES.notFound };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

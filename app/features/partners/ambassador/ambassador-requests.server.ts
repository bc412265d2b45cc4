import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ambassadorRequests } from "~/db/schema";
import { isOwnPartnerFile } from "~/features/media/upload.server";
import { getOwnedProfileById } from "~/features/partners/partner-owner.server";
import { type AmbassadorInput, WIZARD_MESSAGES } from "~/features/partners/wizard-schema";

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

/** The user's own requests for a profile, newest first (bounded). */
export async function listOwnRequests(db: Db, userId: string, profileId: string) {
  return db
    .select({
      id: ambassadorRequests.id,
      status: ambassadorRequests.status,
      ambassadorName: ambassadorRequests.ambassadorName,
      createdAt: ambassadorRequests.createdAt,
    })
    .from(ambassadorRequests)
    .where(and(eq(ambassadorRequests.userId, userId), eq(ambassadorRequests.partnerProfileId, profileId)))
    .orderBy(desc(ambassadorRequests.createdAt))
    .limit(20);
}

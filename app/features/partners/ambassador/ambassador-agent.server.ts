import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ambassadorRequests, partnerProfiles } from "~/db/schema";
import type { AmbassadorProfile } from "~/features/ai/ambassador/schema";
import { profileColumns } from "../partner-columns.server";
import { CURRENT_REQUEST_FIRST } from "./ambassador-requests.server";

/** What the profile page needs to show Atlante's own Ambassador (issue 13). */
export interface AmbassadorAgent {
  /** The partner profile's id (what the statistics count against). */
  partnerId: string;
  /** The request that activates it (the one the partner edits). */
  requestId: string;
  name: string;
  instructions: string;
  avatarUrl: string | null;
  /** An admin paused it: nothing is shown and nothing is answered. */
  paused: boolean;
}

/** The avatar shown for an agent: a preset from /avatars or the partner's own upload. */
export function avatarOf(row: {
  appearanceType: string;
  presetAvatarId: string | null;
  customAvatarUrl: string | null;
}) {
  if (row.appearanceType === "custom") return row.customAvatarUrl;
  return row.presetAvatarId && /^[a-z0-9-]+$/.test(row.presetAvatarId)
    ? `/avatars/${row.presetAvatarId}.jpg`
    : null;
}

/** What an Ambassador is made of: its request (name, instructions, avatar, pause) and partner. */
const agentColumns = {
  partnerId: partnerProfiles.id,
  requestId: ambassadorRequests.id,
  name: ambassadorRequests.ambassadorName,
  instructions: ambassadorRequests.instructions,
  pausedAt: ambassadorRequests.pausedAt,
  appearanceType: ambassadorRequests.appearanceType,
  presetAvatarId: ambassadorRequests.presetAvatarId,
  customAvatarUrl: ambassadorRequests.customAvatarUrl,
};

/**
 * The agent of a published partner whose latest completed Ambassador request
 * activates it; null for a draft, a partner without a completed request or an
 * unknown slug. The newest completed request wins (its name and instructions,
 * read on every question so a partner's edit takes effect at once) and decides
 * whether the Ambassador is paused.
 */
export async function getAmbassadorAgent(db: Db, slug: string): Promise<AmbassadorAgent | null> {
  const [row] = await db
    .select(agentColumns)
    .from(ambassadorRequests)
    .innerJoin(partnerProfiles, eq(partnerProfiles.id, ambassadorRequests.partnerProfileId))
    .where(
      and(
        eq(partnerProfiles.slug, slug),
        eq(partnerProfiles.stato, "pubblicato"),
        eq(ambassadorRequests.status, "completed"),
      ),
    )
    .orderBy(sql`${ambassadorRequests.completedAt} desc nulls last`, desc(ambassadorRequests.createdAt))
    .limit(1);
  return row
    ? {
        partnerId: row.partnerId,
        requestId: row.requestId,
        name: row.name,
        instructions: row.instructions,
        avatarUrl: avatarOf(row),
        paused: row.pausedAt !== null,
      }
    : null;
}

/** The profile fields the Ambassador answers from (never the embed script, the owner or drafts' internals). */
const ambassadorProfileColumns = profileColumns([
  "nome",
  "tipo",
  "descrizione",
  "sitoWeb",
  "regione",
  "provincia",
  "comune",
  "emailContatto",
  "telefono",
  "indirizzoVia",
  "indirizzoCap",
  "indirizzoCitta",
  "linkModuloContatto",
  "haModuloContatto",
  "areaTematica",
  "puntiInteresse",
  "videoUrl",
  "riconoscimenti",
  "orariBooking",
  "aiSommario",
  "aiChiSiamo",
  "aiValori",
  "aiServizi",
  "aiEsperienze",
  "aiInfoUtili",
  "instagram",
  "facebook",
  "linkedin",
  "youtube",
  "tiktok",
]);

/** The published facts the Ambassador may answer from (never a draft, never the embed script). */
export async function getAmbassadorProfile(db: Db, slug: string): Promise<AmbassadorProfile | null> {
  const [row] = await db
    .select(ambassadorProfileColumns)
    .from(partnerProfiles)
    .where(and(eq(partnerProfiles.slug, slug), eq(partnerProfiles.stato, "pubblicato")))
    .limit(1);
  return row ? toAmbassadorProfile(row) : null;
}

/**
 * Issue 13: the partner's preview — their own profile whatever its state (a draft
 * too), with their current request (any state but rejected), read for the owner only.
 */
export async function getOwnAmbassadorPreview(
  db: Db,
  userId: string,
): Promise<{ agent: AmbassadorAgent; profile: AmbassadorProfile; partnerName: string } | null> {
  const [row] = await db
    .select({ ...ambassadorProfileColumns, ...agentColumns })
    .from(partnerProfiles)
    .innerJoin(
      ambassadorRequests,
      and(
        eq(ambassadorRequests.partnerProfileId, partnerProfiles.id),
        eq(ambassadorRequests.userId, userId),
        ne(ambassadorRequests.status, "rejected"),
      ),
    )
    .where(eq(partnerProfiles.userId, userId))
    .orderBy(...CURRENT_REQUEST_FIRST)
    .limit(1);
  if (!row) return null;
  const {
    partnerId,
    requestId,
    name,
    instructions,
    pausedAt,
    appearanceType,
    presetAvatarId,
    customAvatarUrl,
    ...profile
  } = row;
  return {
    agent: {
      partnerId,
      requestId,
      name,
      instructions,
      avatarUrl: avatarOf({ appearanceType, presetAvatarId, customAvatarUrl }),
      paused: pausedAt !== null,
    },
    profile: toAmbassadorProfile(profile),
    partnerName: profile.nome,
  };
}

type ProfileRow = Omit<AmbassadorProfile, "social" | "aiServizi" | "aiEsperienze"> & {
  haModuloContatto: boolean;
  aiServizi: { titolo: string; descrizione: string }[] | null;
  aiEsperienze: { titolo: string; descrizione: string }[] | null;
  instagram: string | null;
  facebook: string | null;
  linkedin: string | null;
  youtube: string | null;
  tiktok: string | null;
};

/** A profile row (or a seed partner) as the Ambassador reads it. */
export function toAmbassadorProfile(row: ProfileRow): AmbassadorProfile {
  const { instagram, facebook, linkedin, youtube, tiktok, haModuloContatto, ...rest } = row;
  return {
    ...rest,
    linkModuloContatto: haModuloContatto ? rest.linkModuloContatto : null,
    aiServizi: (row.aiServizi ?? []).map((s) => ({ titolo: s.titolo, descrizione: s.descrizione })),
    aiEsperienze: (row.aiEsperienze ?? []).map((s) => ({ titolo: s.titolo, descrizione: s.descrizione })),
    social: [instagram, facebook, linkedin, youtube, tiktok].filter((u): u is string => Boolean(u?.trim())),
  };
}

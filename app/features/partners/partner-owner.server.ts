import { and, eq, isNotNull, like, ne, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ambassadorRequests, partnerProfiles } from "~/db/schema";
import { AiError } from "~/features/ai/engine.server";
import { generatePartnerContent } from "~/features/ai/partner-content.server";
import { isOwnPartnerFile, PARTNER_BUCKET } from "~/features/media/upload.server";
import { isUuid } from "~/lib/ids";
import { slugify } from "~/lib/slugify";
import type { RequestContext } from "~/server/context.server";
import { invalidatePublicPages } from "~/server/page-cache.server";
import { parsePublicUrl, type Storage } from "~/server/storage.server";
import { nextPending, type PendingChanges, profileFiles, withPending } from "./partner-pending";
import type { AiEdits, DraftValues } from "./wizard-schema";
import { WIZARD_MESSAGES } from "./wizard-schema";

/**
 * Every read and write of a partner's own profile (D6, D14). Functions take
 * the signed-in user's id and never trust an id or owner from the request:
 * a profile that is not the user's behaves exactly like a missing one.
 */

export type PartnerProfile = typeof partnerProfiles.$inferSelect;

export async function getOwnProfile(db: Db, userId: string): Promise<PartnerProfile | null> {
  const [row] = await db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, userId)).limit(1);
  return row ?? null;
}

/** The profile with this id if (and only if) it belongs to the user. */
export async function getOwnedProfileById(
  db: Db,
  userId: string,
  id: string,
): Promise<PartnerProfile | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(partnerProfiles)
    .where(and(eq(partnerProfiles.id, id), eq(partnerProfiles.userId, userId)))
    .limit(1);
  return row ?? null;
}

async function uniqueSlug(db: Db, nome: string, ownId?: string) {
  const base = slugify(nome).slice(0, 80).replace(/-+$/, "") || "partner";
  const rows = await db
    .select({ id: partnerProfiles.id, slug: partnerProfiles.slug })
    .from(partnerProfiles)
    .where(or(eq(partnerProfiles.slug, base), like(partnerProfiles.slug, `${base}-%`)));
  const taken = new Set(rows.filter((r) => r.id !== ownId).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export type SaveOutcome =
  | { ok: true; profile: PartnerProfile; created: boolean }
  | { ok: false; status: number; message: string };

/** Files referenced by a draft must be this user's own uploads. */
function foreignFile(values: DraftValues, userId: string) {
  return profileFiles(values).find((url) => !isOwnPartnerFile(url, userId));
}

/**
 * D13: the draft is created on first save and updated afterwards. `profileId`
 * comes from the wizard (?id= or the id returned by the first save); it must
 * be the user's. Without it, the user's single profile (D14) is updated if
 * one exists.
 */
export async function saveDraft(
  db: Db,
  userId: string,
  profileId: string | null,
  values: DraftValues,
  storage?: Storage,
): Promise<SaveOutcome> {
  if (foreignFile(values, userId)) return { ok: false, status: 400, message: "File non valido" };
  const existing = profileId
    ? await getOwnedProfileById(db, userId, profileId)
    : await getOwnProfile(db, userId);
  if (profileId && !existing) return { ok: false, status: 404, message: WIZARD_MESSAGES.loadError };
  const fields = {
    ...values,
    tipo: values.tipo as PartnerProfile["tipo"],
    // The step the partner is going to: reopening the wizard resumes there.
    wizardStep: values.wizardStep,
  };
  if (existing?.stato === "pubblicato") {
    // Issue 15: a published profile stays as approved; the edit waits for an admin.
    const { wizardStep, ...content } = fields;
    const row = await stageEdit(db, userId, existing, content, { wizardStep }, storage);
    return row
      ? { ok: true, profile: row, created: false }
      : { ok: false, status: 404, message: WIZARD_MESSAGES.loadError };
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      if (existing) {
        const slug =
          existing.nome !== values.nome ? await uniqueSlug(db, values.nome, existing.id) : existing.slug;
        const [row] = await db
          .update(partnerProfiles)
          .set({ ...fields, slug, updatedAt: new Date() })
          .where(
            and(
              eq(partnerProfiles.id, existing.id),
              eq(partnerProfiles.userId, userId),
              ne(partnerProfiles.stato, "pubblicato"),
            ),
          )
          .returning();
        // Published meanwhile: the edit becomes a pending change (or the profile is gone).
        if (!row)
          return attempt === 0
            ? saveDraft(db, userId, existing.id, values, storage)
            : { ok: false, status: 404, message: WIZARD_MESSAGES.loadError };
        if (storage) await deleteReplacedFiles(storage, userId, existing, row);
        return { ok: true, profile: row, created: false };
      }
      const slug = await uniqueSlug(db, values.nome);
      const [row] = await db
        .insert(partnerProfiles)
        .values({ ...fields, userId, slug, stato: "bozza" })
        .returning();
      return { ok: true, profile: row!, created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A slug taken meanwhile, or a second tab created the profile (D14): retry.
      if (!existing) {
        const again = await getOwnProfile(db, userId);
        if (again) return saveDraft(db, userId, again.id, values, storage);
      }
    }
  }
  return { ok: false, status: 409, message: WIZARD_MESSAGES.saveError };
}

/**
 * Issue 15: an edit of a published profile updates only its pending patch (and
 * owner-only columns such as the wizard step). Returns the owner's merged view.
 * Files dropped from an earlier pending version are deleted; the live files stay
 * until an admin approves the change.
 */
async function stageEdit(
  db: Db,
  userId: string,
  live: PartnerProfile,
  edit: Record<string, unknown>,
  ownerColumns: Partial<PartnerProfile>,
  storage?: Storage,
) {
  const pending = nextPending(live, edit);
  const [row] = await db
    .update(partnerProfiles)
    .set({
      ...ownerColumns,
      pendingChanges: pending,
      ...(pending ? {} : { pendingSubmittedAt: null }),
      updatedAt: live.updatedAt,
    })
    .where(and(eq(partnerProfiles.id, live.id), eq(partnerProfiles.userId, userId)))
    .returning();
  if (!row) return null;
  if (storage) {
    await deleteReplacedFiles(storage, userId, withPending(live), withPending(row), profileFiles(live));
  }
  return withPending(row);
}

/**
 * Files the partner removed or replaced in this save are deleted from storage (own
 * folder only), except those still referenced by `alsoKept` (the live version).
 */
export async function deleteReplacedFiles(
  storage: Storage,
  userId: string,
  before: Parameters<typeof profileFiles>[0],
  after: Parameters<typeof profileFiles>[0],
  alsoKept: string[] = [],
) {
  const kept = new Set([...profileFiles(after), ...alsoKept]);
  for (const url of profileFiles(before)) {
    if (kept.has(url) || !isOwnPartnerFile(url, userId)) continue;
    const parsed = parsePublicUrl(url);
    if (parsed) await storage.delete(parsed.bucket, parsed.key).catch(() => {});
  }
}

export type GeneratedContent = {
  titolo_premium: string;
  sommario: string;
  chi_siamo: string;
  valori: string;
  servizi: Array<{ titolo: string; descrizione: string; cta?: string }>;
  esperienze: Array<{ titolo: string; descrizione: string }>;
  info_utili: string;
  cta: string;
  seo_title: string;
  seo_meta_description: string;
};

/** Step 7: the generated content is written into the profile row (spec §7). */
export async function storeGeneratedContent(
  db: Db,
  userId: string,
  profileId: string,
  content: GeneratedContent,
) {
  const texts: PendingChanges = {
    aiTitoloPremium: content.titolo_premium,
    aiSommario: content.sommario,
    aiChiSiamo: content.chi_siamo,
    aiValori: content.valori,
    aiServizi: content.servizi,
    aiEsperienze: content.esperienze,
    aiInfoUtili: content.info_utili,
    aiCta: content.cta,
    seoTitle: content.seo_title.slice(0, 60),
    seoMetaDescription: content.seo_meta_description.slice(0, 160),
    consensoPubblicazione: true,
  };
  const live = await getOwnedProfileById(db, userId, profileId);
  if (!live) return null;
  if (live.stato === "pubblicato") return stageEdit(db, userId, live, texts, { wizardStep: 8 });
  const [row] = await db
    .update(partnerProfiles)
    .set({ ...texts, wizardStep: 8, updatedAt: new Date() })
    .where(and(eq(partnerProfiles.id, profileId), eq(partnerProfiles.userId, userId)))
    .returning();
  return row ?? null;
}

/** Step 8: edits of the generated texts; only when content was generated. */
export async function saveAiEdits(db: Db, userId: string, profileId: string, edits: AiEdits) {
  const live = await getOwnedProfileById(db, userId, profileId);
  if (!live) return null;
  const profile = withPending(live);
  if (!profile.aiTitoloPremium && !profile.aiSommario) return profile;
  const set: Partial<PartnerProfile> = {};
  for (const [key, value] of Object.entries(edits)) {
    if (value !== undefined) (set as Record<string, unknown>)[key] = value;
  }
  if (Object.keys(set).length === 0) return profile;
  if (live.stato === "pubblicato") return stageEdit(db, userId, live, set, {});
  const [row] = await db
    .update(partnerProfiles)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(partnerProfiles.id, profileId), eq(partnerProfiles.userId, userId)))
    .returning();
  return row ?? null;
}

export async function setWizardStep(db: Db, userId: string, profileId: string, step: number) {
  await db
    .update(partnerProfiles)
    .set({ wizardStep: step })
    .where(and(eq(partnerProfiles.id, profileId), eq(partnerProfiles.userId, userId)));
}

/**
 * The partner sends the wizard (step 9): a draft goes to in_revisione for the
 * admin to publish (ADR 0301). On a published profile the pending changes go to
 * review while the live page stays as it is (issue 15); a profile already in
 * review keeps its state.
 */
export async function submitForReview(db: Db, userId: string, profileId: string) {
  const [sent] = await db
    .update(partnerProfiles)
    .set({ pendingSubmittedAt: new Date(), reviewNote: null, wizardStep: 9 })
    .where(
      and(
        eq(partnerProfiles.id, profileId),
        eq(partnerProfiles.userId, userId),
        eq(partnerProfiles.stato, "pubblicato"),
        isNotNull(partnerProfiles.pendingChanges),
      ),
    )
    .returning();
  if (sent) return sent;
  const [row] = await db
    .update(partnerProfiles)
    .set({ stato: "in_revisione", submittedAt: new Date(), wizardStep: 9 })
    .where(
      and(
        eq(partnerProfiles.id, profileId),
        eq(partnerProfiles.userId, userId),
        eq(partnerProfiles.stato, "bozza"),
      ),
    )
    .returning();
  return row ?? (await getOwnedProfileById(db, userId, profileId));
}

/**
 * Deletes the user's profile and its ambassador requests in one transaction,
 * then the user's files. Returns false when the profile is not the user's.
 */
export async function deleteOwnProfile(db: Db, storage: Storage, userId: string, profileId: string) {
  const deleted = await db.transaction(async (tx) => {
    const profile = await getOwnedProfileById(tx as unknown as Db, userId, profileId);
    if (!profile) return null;
    await tx
      .delete(ambassadorRequests)
      .where(and(eq(ambassadorRequests.partnerProfileId, profile.id), eq(ambassadorRequests.userId, userId)));
    await tx
      .delete(partnerProfiles)
      .where(and(eq(partnerProfiles.id, profile.id), eq(partnerProfiles.userId, userId)));
    return profile;
  });
  if (!deleted) return false;
  // The whole folder holds only this user's partner files (logo, cover, gallery, documents, avatars).
  await storage.deletePrefix(PARTNER_BUCKET, `${userId}/`);
  if (deleted.stato === "pubblicato") invalidatePublicPages();
  return true;
}

/**
 * Step 7: generates the premium content with the AI layer and stores it on
 * the user's own profile. Needs the publication consent on the saved draft.
 */
export async function generateForProfile(
  ctx: RequestContext,
  userId: string,
  profile: PartnerProfile,
): Promise<{ ok: true; profile: PartnerProfile } | { ok: false; status: number; message: string }> {
  let content: GeneratedContent;
  try {
    content = await generatePartnerContent(ctx, {
      tipo: profile.tipo,
      nome: profile.nome,
      descrizione: profile.descrizione ?? "",
      sitoWeb: profile.sitoWeb,
      regione: profile.regione,
      provincia: profile.provincia,
      comune: profile.comune,
      areaTematica: profile.areaTematica,
      puntiInteresse: profile.puntiInteresse,
      riconoscimenti: profile.riconoscimenti,
      orariBooking: profile.orariBooking,
      indirizzoCitta: profile.indirizzoCitta,
      emailContatto: profile.emailContatto,
      telefono: profile.telefono,
    });
  } catch (error) {
    ctx.log.warn({ err: error }, "partner content generation failed");
    const message = error instanceof AiError && error.message ? error.message : WIZARD_MESSAGES.generateError;
    return { ok: false, status: 502, message };
  }
  const row = await storeGeneratedContent(ctx.db, userId, profile.id, content);
  if (!row) return { ok: false, status: 404, message: WIZARD_MESSAGES.loadError };
  return { ok: true, profile: row };
}

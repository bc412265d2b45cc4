import { z } from "zod";
import * as MESSAGES from "~/lib/messages";
import {
  APPEARANCE_TYPES,
  advanceRules,
  aiSchema,
  fileUrl,
  type ProfileField,
  profileSchema,
  stepFields,
} from "./profile-fields";

/**
 * The wizard's schemas, derived from the profile's field list (profile-fields.ts):
 * one per step (picked), the whole draft, the AI edits and the Ambassador request.
 */

export const WIZARD_STEPS = [
  "Tipo di Attività",
  "Media Principale",
  "Dati Base",
  "Contatti e Social",
  "Localizzazione",
  "Galleria e Media",
  "Generazione AI",
  "Anteprima",
  "Ambassador AI",
] as const;
export const TOTAL_STEPS = WIZARD_STEPS.length;

export const WIZARD_MESSAGES = {
  loadError: MESSAGES.loadError,
  imageUploadError: MESSAGES.imageUploadError,
  imagesUploadError: MESSAGES.imagesUploadError,
  documentsUploadError: MESSAGES.documentsUploadError,
  avatarUploadError: MESSAGES.avatarUploadError,
  imageUploaded: MESSAGES.imageUploaded,
  imagesUploaded: (n: number) => `${n} immagini caricate`,
  documentsUploaded: (n: number) => `${n} documenti caricati`,
  avatarUploaded: MESSAGES.avatarUploaded,
  draftSaved: MESSAGES.draftSaved,
  saveError: MESSAGES.saveError,
  generated: MESSAGES.partnerContentGenerated,
  generateError: MESSAGES.generationError,
  saveDraftFirst: MESSAGES.saveDraftFirst,
  ambassadorSent: MESSAGES.ambassadorRequestSent,
  ambassadorError: MESSAGES.ambassadorRequestError,
  ambassadorMissingFields: MESSAGES.ambassadorMissingFields,
  ambassadorMissingAvatar: MESSAGES.ambassadorMissingAvatar,
  ambassadorMissingProfile: MESSAGES.ambassadorMissingProfile,
  submitted: "Scheda inviata in revisione",
  changesSaved: "Modifiche salvate: saranno pubbliche dopo l'approvazione della redazione",
  changesSubmitted:
    "Modifiche inviate in revisione: la pagina pubblica resta invariata fino all'approvazione",
  noChanges: "Nessuna modifica da inviare: la scheda pubblicata è invariata",
} as const;

/** Step `step`'s own schema, picked from the profile schema (a step without fields: empty). */
export function stepSchema(step: number) {
  const mask = Object.fromEntries(stepFields(step).map((key) => [key, true])) as Partial<
    Record<ProfileField, true>
  >;
  return profileSchema.pick(mask);
}

/** What a save sends: every step's fields (the steps' schemas together) and the step reached. */
export const draftSchema = profileSchema.extend({
  wizardStep: z.number().int().min(1).max(TOTAL_STEPS).default(1),
});
export type DraftInput = z.input<typeof draftSchema>;
export type DraftValues = z.output<typeof draftSchema>;

/** Step 8: the partner may edit the generated texts (never other AI state). */
export const aiEditsSchema = aiSchema;
export type AiEdits = z.output<typeof aiEditsSchema>;

export const PRESET_AVATARS = [
  { id: "female-avatar-1", label: "Avatar femminile 1" },
  { id: "female-avatar-2", label: "Avatar femminile 2" },
  { id: "male-avatar-1", label: "Avatar maschile 1" },
  { id: "male-avatar-2", label: "Avatar maschile 2" },
] as const;
export const PRESET_AVATAR_IDS = PRESET_AVATARS.map((a) => a.id) as [string, ...string[]];

export const ambassadorSchema = z
  .object({
    ambassadorName: z.string().trim().max(120).default(""),
    instructions: z.string().trim().max(4000).default(""),
    appearanceType: z.enum(APPEARANCE_TYPES).default("preset"),
    presetAvatarId: z.enum(PRESET_AVATAR_IDS).default("female-avatar-1"),
    customAvatarUrl: fileUrl.nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.ambassadorName || !v.instructions) {
      ctx.addIssue({ code: "custom", message: WIZARD_MESSAGES.ambassadorMissingFields });
    } else if (v.appearanceType === "custom" && !v.customAvatarUrl) {
      ctx.addIssue({ code: "custom", message: WIZARD_MESSAGES.ambassadorMissingAvatar });
    }
  });
export type AmbassadorInput = z.output<typeof ambassadorSchema>;

/** Spec §5 enabling rules for Avanti, shared by the UI and the tests. */
export function canAdvance(
  step: number,
  values: Partial<Record<ProfileField, unknown>> & { hasGenerated?: boolean },
) {
  if ((step === 7 || step === 8) && !values.hasGenerated) return false;
  return advanceRules(step).every(({ key, kind, length }) => {
    const value = values[key];
    if (kind === "flag") return value === true;
    const text = typeof value === "string" ? value : "";
    return length ? text.length >= length.min && text.length <= length.max : text.trim().length > 0;
  });
}

/** Issue 15: a published profile's edits wait for an admin, and the toast says so. */
export function savedMessage(profile: { stato: string }) {
  return profile.stato === "pubblicato" ? WIZARD_MESSAGES.changesSaved : WIZARD_MESSAGES.draftSaved;
}

export function submittedMessage(profile: { stato: string; pendingChanges: unknown } | null) {
  if (profile?.stato !== "pubblicato") return WIZARD_MESSAGES.submitted;
  return profile.pendingChanges ? WIZARD_MESSAGES.changesSubmitted : WIZARD_MESSAGES.noChanges;
}

/** The profile as the wizard sees it: never the owner id, state internals or the ambassador script. */
export function toWizardProfile<
  T extends {
    id: string;
    slug: string;
    stato: string;
    tipo: string;
    nome: string;
    wizardStep: number;
    galleriaImmagini: string[];
    documenti: string[];
  },
>(row: T) {
  const {
    userId: _u,
    ambassadorScript: _a,
    createdAt: _c,
    updatedAt: _up,
    submittedAt: _s,
    publishedAt: _p,
    pendingChanges: _pc,
    pendingSubmittedAt: _ps,
    ...rest
  } = row as T & {
    userId?: unknown;
    ambassadorScript?: unknown;
    createdAt?: unknown;
    updatedAt?: unknown;
    submittedAt?: unknown;
    publishedAt?: unknown;
    pendingChanges?: unknown;
    pendingSubmittedAt?: unknown;
  };
  return rest as Omit<
    T,
    | "userId"
    | "ambassadorScript"
    | "createdAt"
    | "updatedAt"
    | "submittedAt"
    | "publishedAt"
    | "pendingChanges"
    | "pendingSubmittedAt"
  >;
}

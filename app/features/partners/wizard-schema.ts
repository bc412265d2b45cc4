import { z } from "zod";
import * as MESSAGES from "~/lib/messages";
import { AREE_TEMATICHE, PARTNER_TIPI, REGIONS } from "./partner-labels";

/**
 * The fields a partner may send from the wizard (spec §2 wizard table, §5).
 * This explicit list is the mass-assignment guard: user_id, stato, slug,
 * ambassador_script and the AI fields are not in it (the generated texts can
 * only be edited through `aiEditsSchema`, once they exist).
 */

export const DESCRIPTION_MIN = 200;
export const DESCRIPTION_MAX = 800;
export const SEO_TITLE_MAX = 60;
export const SEO_META_MAX = 160;
export const TOTAL_STEPS = 9;

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

const text = (max: number) =>
  z
    .string({ message: "Valore non valido" })
    .trim()
    .max(max, { message: `Massimo ${max} caratteri` })
    .optional()
    .transform((v) => (v ? v : null));

/** http(s) URL; a bare domain gets https:// in front. Empty → null. */
const webUrl = (message = "Inserisci un indirizzo web valido (es. https://www.esempio.it)") =>
  z
    .string()
    .trim()
    .max(500, { message })
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
      try {
        const url = new URL(withScheme);
        if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes("."))
          return url.toString();
      } catch {
        // fall through
      }
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });

/** A file the partner uploaded: /media/partner-images/{own user id}/… (checked on the server). */
const fileUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/media\/partner-images\/[^?#]+$/, { message: "File non valido" });

export const draftSchema = z.object({
  tipo: z.enum(PARTNER_TIPI as [string, ...string[]], { message: "Seleziona il tipo di attività" }),
  logoUrl: fileUrl.nullish().transform((v) => v ?? null),
  coverUrl: fileUrl.nullish().transform((v) => v ?? null),
  nome: z
    .string({ message: "Il nome è obbligatorio" })
    .trim()
    .min(1, { message: "Il nome è obbligatorio" })
    .max(200, { message: "Massimo 200 caratteri" }),
  descrizione: z
    .string({ message: "La descrizione è obbligatoria" })
    .trim()
    .min(DESCRIPTION_MIN, { message: `La descrizione deve contenere almeno ${DESCRIPTION_MIN} caratteri` })
    .max(DESCRIPTION_MAX, {
      message: `La descrizione può contenere al massimo ${DESCRIPTION_MAX} caratteri`,
    }),
  sitoWeb: webUrl().refine((v) => v !== null, { message: "Il sito web è obbligatorio" }),
  emailContatto: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || z.email().safeParse(v).success, { message: "Email non valida" }),
  telefono: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^[+0-9 ()./-]{5,40}$/.test(v), {
      message: "Numero di telefono non valido",
    }),
  instagram: webUrl(),
  facebook: webUrl(),
  linkedin: webUrl(),
  youtube: webUrl(),
  tiktok: webUrl(),
  haModuloContatto: z.boolean().default(false),
  linkModuloContatto: webUrl(),
  indirizzoVia: text(200),
  indirizzoCap: text(10),
  indirizzoCitta: text(120),
  regione: z
    .enum(REGIONS as unknown as [string, ...string[]], { message: "Regione non valida" })
    .or(z.literal(""))
    .optional()
    .transform((v) => v || null),
  provincia: text(120),
  comune: text(120),
  areaTematica: z
    .enum(AREE_TEMATICHE as unknown as [string, ...string[]], { message: "Area tematica non valida" })
    .or(z.literal(""))
    .optional()
    .transform((v) => v || null),
  puntiInteresse: text(2000),
  galleriaImmagini: z.array(fileUrl).max(20, { message: "Massimo 20 immagini" }).default([]),
  videoUrl: webUrl("Inserisci un link video valido"),
  documenti: z.array(fileUrl).max(10, { message: "Massimo 10 documenti" }).default([]),
  riconoscimenti: text(2000),
  orariBooking: text(2000),
  consensoPubblicazione: z.boolean().default(false),
  wizardStep: z.number().int().min(1).max(TOTAL_STEPS).default(1),
});

export type DraftInput = z.input<typeof draftSchema>;
export type DraftValues = z.output<typeof draftSchema>;

const aiText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Step 8: the partner may edit the generated texts (never other AI state). */
export const aiEditsSchema = z.object({
  aiTitoloPremium: aiText(200),
  aiSommario: aiText(1000),
  aiChiSiamo: aiText(4000),
  aiValori: aiText(4000),
  aiServizi: z
    .array(
      z.object({
        titolo: z.string().trim().max(200),
        descrizione: z.string().trim().max(1000),
        cta: z.string().trim().max(200).optional(),
      }),
    )
    .max(12)
    .optional(),
  aiEsperienze: z
    .array(z.object({ titolo: z.string().trim().max(200), descrizione: z.string().trim().max(1000) }))
    .max(12)
    .optional(),
  aiInfoUtili: aiText(2000),
  aiCta: aiText(500),
  seoTitle: z
    .string()
    .trim()
    .max(SEO_TITLE_MAX, { message: `Massimo ${SEO_TITLE_MAX} caratteri` })
    .nullable()
    .optional(),
  seoMetaDescription: z
    .string()
    .trim()
    .max(SEO_META_MAX, { message: `Massimo ${SEO_META_MAX} caratteri` })
    .nullable()
    .optional(),
});
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
    appearanceType: z.enum(["preset", "custom"]).default("preset"),
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
  values: {
    tipo?: string | null;
    nome?: string | null;
    descrizione?: string | null;
    sitoWeb?: string | null;
    emailContatto?: string | null;
    telefono?: string | null;
    consensoPubblicazione?: boolean;
    hasGenerated?: boolean;
  },
) {
  const filled = (v?: string | null) => !!v && v.trim().length > 0;
  switch (step) {
    case 1:
      return filled(values.tipo);
    case 3: {
      const length = values.descrizione?.length ?? 0;
      return (
        filled(values.nome) &&
        length >= DESCRIPTION_MIN &&
        length <= DESCRIPTION_MAX &&
        filled(values.sitoWeb)
      );
    }
    case 4:
      return filled(values.emailContatto) && filled(values.telefono);
    case 7:
      return !!values.consensoPubblicazione && !!values.hasGenerated;
    case 8:
      return !!values.hasGenerated;
    default:
      return true;
  }
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

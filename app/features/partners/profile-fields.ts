import { z } from "zod";
import type { partnerProfiles } from "~/db/schema";
import {
  APPEARANCE_TYPES,
  PARTNER_STATI,
  PARTNER_TIPI,
  type PartnerStato,
  type PartnerTipo,
} from "~/db/schema/enums";

/**
 * THE partner-profile field list (ADR 0305). Every field a partner edits is declared
 * once here — its Italian label, the wizard step that asks for it, its zod piece and how
 * the form and the public page treat it — and everything else derives from this list:
 * the wizard's draft and per-step schemas, its empty form, the Avanti rules, the preview,
 * the pending-change patch and diff labels, the public page's columns and facts.
 *
 * Adding a field: the column (app/db/schema/partners.ts), its migration, one entry here
 * and the input in the step's component.
 */

export { APPEARANCE_TYPES, PARTNER_STATI, PARTNER_TIPI, type PartnerStato, type PartnerTipo };

/** The 20 Italian regions (spec §3). */
export const REGIONS = [
  "Abruzzo",
  "Basilicata",
  "Calabria",
  "Campania",
  "Emilia-Romagna",
  "Friuli-Venezia Giulia",
  "Lazio",
  "Liguria",
  "Lombardia",
  "Marche",
  "Molise",
  "Piemonte",
  "Puglia",
  "Sardegna",
  "Sicilia",
  "Toscana",
  "Trentino-Alto Adige",
  "Umbria",
  "Valle d'Aosta",
  "Veneto",
] as const;
export type Region = (typeof REGIONS)[number];

/** area_tematica values (spec §3). */
export const AREE_TEMATICHE = [
  "Arte e Cultura",
  "Turismo e Territorio",
  "Cucina e Enogastronomia",
  "Moda e Design",
  "Innovazione e Impresa",
  "Altro",
] as const;
export type AreaTematica = (typeof AREE_TEMATICHE)[number];

export const DESCRIPTION_MIN = 200;
export const DESCRIPTION_MAX = 800;
export const SEO_TITLE_MAX = 60;
export const SEO_META_MAX = 160;

// ---------------------------------------------------------------------------
// Zod pieces

/** Optional text: trimmed, at most `max` characters; empty → null. */
const text = (max: number) =>
  z
    .string({ message: "Valore non valido" })
    .trim()
    .max(max, { message: `Massimo ${max} caratteri` })
    .optional()
    .transform((v) => (v ? v : null));

/** Optional text matching `pattern`; empty → null. */
const checkedText = (max: number, ok: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || ok(v), { message });

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
export const fileUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/media\/partner-images\/[^?#]+$/, { message: "File non valido" });

const oneFile = fileUrl.nullish().transform((v) => v ?? null);
const files = (max: number, message: string) => z.array(fileUrl).max(max, { message }).default([]);

/** One of a fixed list, or nothing ("" → null). */
const choice = (values: readonly string[], message: string) =>
  z
    .enum(values as [string, ...string[]], { message })
    .or(z.literal(""))
    .optional()
    .transform((v) => v || null);

// ---------------------------------------------------------------------------
// The field list

/** How the wizard's form holds a field: text input, one file, a list of files, a checkbox. */
export type FieldKind = "text" | "file" | "files" | "flag";

interface FieldOptions {
  /** Avanti waits for it (spec §5); with `length`, for a length in that range. */
  required?: true;
  length?: { min: number; max: number };
  /** The column is NOT NULL: an empty input stays "" in the preview. */
  notNull?: true;
  /** Not drawn by the public page (its columns are never read for it). */
  hidden?: true;
  /** A plain fact the public page lists with its label under "Altre informazioni". */
  fact?: true;
}

interface FieldSpec extends FieldOptions {
  kind: FieldKind;
  /** Italian label (the review diff; the wizard's input unless the step says otherwise). */
  label: string;
  /** The wizard step that asks for it (1–7). */
  step: number;
  schema: z.ZodType;
}

// biome-ignore lint/complexity/noBannedTypes: no options is the common case
const field = <K extends FieldKind, S extends z.ZodType, const O extends FieldOptions = {}>(
  kind: K,
  step: number,
  label: string,
  schema: S,
  options?: O,
) => ({ kind, step, label, schema, ...options }) as { kind: K; step: number; label: string; schema: S } & O;

/**
 * The fields a partner may send from the wizard (spec §2 wizard table, §5), in the wizard's
 * order. This list is the mass-assignment guard: user_id, stato, slug, ambassador_script
 * and the AI fields are not in it (the generated texts are edited through `AI_FIELDS`).
 */
export const PROFILE_FIELDS = {
  tipo: field(
    "text",
    1,
    "Tipo di attività",
    z.enum(PARTNER_TIPI, { message: "Seleziona il tipo di attività" }),
    { required: true, notNull: true },
  ),
  logoUrl: field("file", 2, "Logo", oneFile),
  coverUrl: field("file", 2, "Immagine di copertina", oneFile),
  nome: field(
    "text",
    3,
    "Nome",
    z
      .string({ message: "Il nome è obbligatorio" })
      .trim()
      .min(1, { message: "Il nome è obbligatorio" })
      .max(200, { message: "Massimo 200 caratteri" }),
    { required: true, notNull: true },
  ),
  descrizione: field(
    "text",
    3,
    "Descrizione",
    z
      .string({ message: "La descrizione è obbligatoria" })
      .trim()
      .min(DESCRIPTION_MIN, {
        message: `La descrizione deve contenere almeno ${DESCRIPTION_MIN} caratteri`,
      })
      .max(DESCRIPTION_MAX, {
        message: `La descrizione può contenere al massimo ${DESCRIPTION_MAX} caratteri`,
      }),
    { length: { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX } },
  ),
  sitoWeb: field(
    "text",
    3,
    "Sito web",
    webUrl().refine((v) => v !== null, { message: "Il sito web è obbligatorio" }),
    { required: true },
  ),
  emailContatto: field(
    "text",
    4,
    "Email di contatto",
    checkedText(254, (v) => z.email().safeParse(v).success, "Email non valida"),
    { required: true },
  ),
  telefono: field(
    "text",
    4,
    "Telefono",
    checkedText(40, (v) => /^[+0-9 ()./-]{5,40}$/.test(v), "Numero di telefono non valido"),
    { required: true },
  ),
  instagram: field("text", 4, "Instagram", webUrl()),
  facebook: field("text", 4, "Facebook", webUrl()),
  linkedin: field("text", 4, "LinkedIn", webUrl()),
  youtube: field("text", 4, "YouTube", webUrl()),
  tiktok: field("text", 4, "TikTok", webUrl()),
  haModuloContatto: field("flag", 4, "Modulo di contatto", z.boolean().default(false)),
  linkModuloContatto: field("text", 4, "Link al modulo di contatto", webUrl()),
  indirizzoVia: field("text", 5, "Indirizzo", text(200)),
  indirizzoCap: field("text", 5, "CAP", text(10)),
  indirizzoCitta: field("text", 5, "Città", text(120)),
  regione: field("text", 5, "Regione", choice(REGIONS, "Regione non valida")),
  provincia: field("text", 5, "Provincia", text(120)),
  comune: field("text", 5, "Comune", text(120)),
  areaTematica: field("text", 5, "Area tematica", choice(AREE_TEMATICHE, "Area tematica non valida")),
  puntiInteresse: field("text", 5, "Punti di interesse", text(2000)),
  galleriaImmagini: field("files", 6, "Galleria immagini", files(20, "Massimo 20 immagini")),
  videoUrl: field("text", 6, "Video", webUrl("Inserisci un link video valido")),
  documenti: field("files", 6, "Documenti", files(10, "Massimo 10 documenti"), { hidden: true }),
  riconoscimenti: field("text", 6, "Riconoscimenti", text(2000)),
  orariBooking: field("text", 6, "Orari e prenotazioni", text(2000)),
  consensoPubblicazione: field("flag", 7, "Consenso alla pubblicazione", z.boolean().default(false), {
    required: true,
    hidden: true,
  }),
};

type Fields = typeof PROFILE_FIELDS;
export type ProfileField = keyof Fields;
export const PROFILE_FIELD_KEYS = Object.keys(PROFILE_FIELDS) as ProfileField[];

const aiText = (max: number) => z.string().trim().max(max).nullable().optional();
const seoText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Massimo ${max} caratteri` })
    .nullable()
    .optional();
const aiList = <T extends z.ZodRawShape>(shape: T) => z.array(z.object(shape)).max(12).optional();

/** The generated texts (step 7), which the partner may edit in step 8 (never other AI state). */
export const AI_FIELDS = {
  aiTitoloPremium: { label: "Titolo premium", schema: aiText(200) },
  aiSommario: { label: "Sommario", schema: aiText(1000) },
  aiChiSiamo: { label: "Chi siamo", schema: aiText(4000) },
  aiValori: { label: "Valori", schema: aiText(4000) },
  aiServizi: {
    label: "Servizi",
    schema: aiList({
      titolo: z.string().trim().max(200),
      descrizione: z.string().trim().max(1000),
      cta: z.string().trim().max(200).optional(),
    }),
  },
  aiEsperienze: {
    label: "Esperienze",
    schema: aiList({ titolo: z.string().trim().max(200), descrizione: z.string().trim().max(1000) }),
  },
  aiInfoUtili: { label: "Info utili", schema: aiText(2000) },
  aiCta: { label: "Invito all'azione", schema: aiText(500) },
  seoTitle: { label: "Titolo SEO", schema: seoText(SEO_TITLE_MAX), hidden: true },
  seoMetaDescription: { label: "Meta description SEO", schema: seoText(SEO_META_MAX), hidden: true },
} as const;

export type AiField = keyof typeof AI_FIELDS;
export const AI_FIELD_KEYS = Object.keys(AI_FIELDS) as AiField[];

// ---------------------------------------------------------------------------
// Derived lists and maps

export function mapFields<T extends Record<string, unknown>, R>(
  fields: T,
  fn: (spec: T[keyof T], key: keyof T) => R,
): { [K in keyof T]: R } {
  return Object.fromEntries(
    Object.entries(fields).map(([key, spec]) => [key, fn(spec as T[keyof T], key as keyof T)]),
  ) as { [K in keyof T]: R };
}

/** Italian labels of every field a partner edits, in the wizard's order (the review diff). */
export const PROFILE_FIELD_LABELS: Record<string, string> = {
  ...mapFields(PROFILE_FIELDS, (f) => f.label),
  ...mapFields(AI_FIELDS, (f) => f.label),
};

/** Every content field an edit may change (a pending patch's keys), in the wizard's order. */
export const EDITABLE_FIELDS = [...PROFILE_FIELD_KEYS, ...AI_FIELD_KEYS] as const;

/** The fields holding the partner's uploaded files (checked as own files, deleted when replaced). */
export type FileField = {
  [K in ProfileField]: Fields[K]["kind"] extends "file" | "files" ? K : never;
}[ProfileField];
export const FILE_FIELDS = PROFILE_FIELD_KEYS.filter((key) => {
  const kind: FieldKind = PROFILE_FIELDS[key].kind;
  return kind === "file" || kind === "files";
}) as FileField[];

type Flagged<T, Flag extends string> = {
  [K in keyof T]: T[K] extends { [F in Flag]: true } ? K : never;
}[keyof T];

/** Plain facts the public page lists with their labels ("Altre informazioni"; optional in the view). */
export type FactField = Flagged<Fields, "fact">;
export const FACT_FIELDS = PROFILE_FIELD_KEYS.filter(
  (key) => (PROFILE_FIELDS[key] as FieldSpec).fact,
) as FactField[];

/** The fields the public page draws in its own places (besides the slug and the facts). */
export type ViewField = Exclude<
  ProfileField | AiField,
  Flagged<Fields, "hidden"> | Flagged<Fields, "fact"> | Flagged<typeof AI_FIELDS, "hidden">
>;
export const VIEW_FIELDS = EDITABLE_FIELDS.filter((key) => {
  const spec = (PROFILE_FIELDS as Record<string, FieldSpec>)[key] ?? AI_FIELDS[key as AiField];
  return !("hidden" in spec && spec.hidden) && !("fact" in spec && spec.fact);
}) as ViewField[];

type ProfileRow = typeof partnerProfiles.$inferSelect;

/** The generated texts as a profile row (and the wizard) holds them. */
export type WizardAi = Pick<ProfileRow, AiField>;

/** The fields of a profile the public page draws (`userId` and the ambassador script never: D8). */
export type PartnerProfileViewData = Pick<ProfileRow, "slug" | ViewField> &
  Partial<Pick<ProfileRow, FactField>>;

// ---------------------------------------------------------------------------
// Schemas (the wizard's per-step schemas pick from these: wizard-schema.ts)

type Shape<T extends Record<string, { schema: z.ZodType }>> = { [K in keyof T]: T[K]["schema"] };
const shapeOf = <T extends Record<string, { schema: z.ZodType }>>(fields: T) =>
  mapFields(fields, (f) => f.schema) as Shape<T>;

/** Every profile field's schema. */
export const profileSchema = z.object(shapeOf(PROFILE_FIELDS));

/** The generated texts' schema. */
export const aiSchema = z.object(shapeOf(AI_FIELDS));

/** The fields wizard step `step` asks for. */
export function stepFields(step: number): ProfileField[] {
  return PROFILE_FIELD_KEYS.filter((key) => PROFILE_FIELDS[key].step === step);
}

/** What Avanti waits for on a step (spec §5): the step's fields that are required or bounded. */
export function advanceRules(step: number) {
  return stepFields(step).flatMap((key) => {
    const spec = PROFILE_FIELDS[key] as FieldSpec;
    return spec.required || spec.length ? [{ key, kind: spec.kind, length: spec.length }] : [];
  });
}

/** Whether an empty form value is stored as null (nullable text columns). */
export function emptyIsNull(key: ProfileField) {
  const spec = PROFILE_FIELDS[key] as FieldSpec;
  return spec.kind === "text" && !spec.notNull;
}

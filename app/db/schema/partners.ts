import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { profiles } from "./auth";
import { createdAt, ownerText, ownerUuid, timestamps, uuidPrimaryKey } from "./columns";
import { APPEARANCE_TYPES, PARTNER_STATI, PARTNER_TIPI } from "./enums";

export const partnerStato = pgEnum("partner_stato", PARTNER_STATI);
export const partnerTipo = pgEnum("partner_tipo", PARTNER_TIPI);

export interface AiServizio {
  titolo: string;
  descrizione: string;
  cta?: string;
}
export interface AiEsperienza {
  titolo: string;
  descrizione: string;
}

export const partnerProfiles = pgTable(
  "partner_profiles",
  {
    id: uuidPrimaryKey(),
    // One profile per user (D14); the profile goes with its owner's account.
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    stato: partnerStato("stato").notNull().default("bozza"),
    tipo: partnerTipo("tipo").notNull(),
    logoUrl: text("logo_url"),
    coverUrl: text("cover_url"),
    nome: text("nome").notNull(),
    descrizione: text("descrizione"),
    sitoWeb: text("sito_web"),
    regione: text("regione"),
    provincia: text("provincia"),
    comune: text("comune"),
    emailContatto: text("email_contatto"),
    telefono: text("telefono"),
    indirizzoVia: text("indirizzo_via"),
    indirizzoCap: text("indirizzo_cap"),
    indirizzoCitta: text("indirizzo_citta"),
    instagram: text("instagram"),
    facebook: text("facebook"),
    linkedin: text("linkedin"),
    youtube: text("youtube"),
    tiktok: text("tiktok"),
    haModuloContatto: boolean("ha_modulo_contatto").notNull().default(false),
    linkModuloContatto: text("link_modulo_contatto"),
    areaTematica: text("area_tematica"),
    puntiInteresse: text("punti_interesse"),
    galleriaImmagini: text("galleria_immagini").array().notNull().default([]),
    videoUrl: text("video_url"),
    documenti: text("documenti").array().notNull().default([]),
    riconoscimenti: text("riconoscimenti"),
    orariBooking: text("orari_booking"),
    consensoPubblicazione: boolean("consenso_pubblicazione").notNull().default(false),
    ambassadorScript: text("ambassador_script"),
    aiTitoloPremium: text("ai_titolo_premium"),
    aiSommario: text("ai_sommario"),
    aiChiSiamo: text("ai_chi_siamo"),
    aiValori: text("ai_valori"),
    aiServizi: jsonb("ai_servizi").$type<AiServizio[]>(),
    aiEsperienze: jsonb("ai_esperienze").$type<AiEsperienza[]>(),
    aiInfoUtili: text("ai_info_utili"),
    aiCta: text("ai_cta"),
    seoTitle: text("seo_title"),
    seoMetaDescription: text("seo_meta_description"),
    /** The wizard step the partner last reached, so reopening resumes there. */
    wizardStep: integer("wizard_step").notNull().default(1),
    /** When the partner sent the profile for review (bozza → in_revisione). */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * Issue 15: the partner's edits to a published profile, waiting for an admin
     * (only the fields that differ from the live columns). Public reads ignore it.
     */
    pendingChanges: jsonb("pending_changes").$type<Record<string, unknown>>(),
    /** When the partner sent the pending changes for review (null: still editing). */
    pendingSubmittedAt: timestamp("pending_submitted_at", { withTimezone: true }),
    /** The admin's note on the last rejected change, shown to the partner. */
    reviewNote: text("review_note"),
    ...timestamps,
  },
  (t) => [
    // Directory and sitemap: published, newest first; filters by type and region.
    index("partner_profiles_stato_created_idx").on(t.stato, t.createdAt.desc()),
    index("partner_profiles_stato_tipo_idx").on(t.stato, t.tipo),
    index("partner_profiles_stato_regione_idx").on(t.stato, t.regione),
  ],
);

/**
 * Each new public version of a profile (first publication, an approved change, a restore)
 * is kept as a revision: who, when and what the page said (issue 15).
 */
export const partnerProfileRevisions = pgTable(
  "partner_profile_revisions",
  {
    id: uuidPrimaryKey(),
    partnerProfileId: ownerUuid("partner_profile_id", () => partnerProfiles.id),
    data: jsonb("data").notNull(),
    createdBy: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("partner_profile_revisions_profile_created_idx").on(t.partnerProfileId, t.createdAt.desc())],
);

export const appearanceType = pgEnum("appearance_type", APPEARANCE_TYPES);
export const ambassadorStatus = pgEnum("ambassador_status", [
  "pending",
  "processing",
  "completed",
  "rejected",
]);

export const ambassadorRequests = pgTable(
  "ambassador_requests",
  {
    id: uuidPrimaryKey(),
    userId: ownerText("user_id", () => profiles.id),
    partnerProfileId: ownerUuid("partner_profile_id", () => partnerProfiles.id),
    ambassadorName: text("ambassador_name").notNull(),
    instructions: text("instructions").notNull(),
    appearanceType: appearanceType("appearance_type").notNull().default("preset"),
    presetAvatarId: text("preset_avatar_id"),
    customAvatarUrl: text("custom_avatar_url"),
    status: ambassadorStatus("status").notNull().default("pending"),
    adminNotes: text("admin_notes"),
    ambassadorScript: text("ambassador_script"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Issue 13: an admin paused this (completed) Ambassador; null while it is active. */
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("ambassador_requests_created_idx").on(t.createdAt.desc()),
    index("ambassador_requests_partner_idx").on(t.partnerProfileId),
    index("ambassador_requests_user_idx").on(t.userId),
  ],
);

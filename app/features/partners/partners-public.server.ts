import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { partnerProfiles } from "~/db/schema";
import type { PartnerProfileViewData } from "~/features/partners/components/profile-view";
import { isPartnerTipo, normalizeTipo, type PartnerTipo, REGIONS } from "~/features/partners/partner-labels";

/** Public reads of partner profiles: only `pubblicato` ever leaves this module. */

export interface DirectoryFilters {
  tipo?: PartnerTipo | undefined;
  regione?: string | undefined;
}

/** Reads the directory filters from the URL query; unknown values are ignored. */
export function parseDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const rawTipo = normalizeTipo(params.get("tipo") ?? "");
  const rawRegione = (params.get("regione") ?? "").trim();
  return {
    tipo: isPartnerTipo(rawTipo) ? rawTipo : undefined,
    regione: (REGIONS as readonly string[]).includes(rawRegione) ? rawRegione : undefined,
  };
}

/** Directory (spec §7): published profiles, newest first, optionally filtered. */
export async function listPublishedPartners(db: Db, filters: DirectoryFilters = {}) {
  const conditions = [eq(partnerProfiles.stato, "pubblicato")];
  if (filters.tipo) conditions.push(eq(partnerProfiles.tipo, filters.tipo));
  if (filters.regione) conditions.push(eq(partnerProfiles.regione, filters.regione));
  return db
    .select({
      id: partnerProfiles.id,
      nome: partnerProfiles.nome,
      tipo: partnerProfiles.tipo,
      descrizione: partnerProfiles.descrizione,
      slug: partnerProfiles.slug,
      logoUrl: partnerProfiles.logoUrl,
      regione: partnerProfiles.regione,
      aiSommario: partnerProfiles.aiSommario,
    })
    .from(partnerProfiles)
    .where(and(...conditions))
    .orderBy(desc(partnerProfiles.createdAt), partnerProfiles.nome)
    .limit(500);
}

const viewColumns = {
  slug: partnerProfiles.slug,
  tipo: partnerProfiles.tipo,
  nome: partnerProfiles.nome,
  descrizione: partnerProfiles.descrizione,
  logoUrl: partnerProfiles.logoUrl,
  coverUrl: partnerProfiles.coverUrl,
  sitoWeb: partnerProfiles.sitoWeb,
  regione: partnerProfiles.regione,
  provincia: partnerProfiles.provincia,
  comune: partnerProfiles.comune,
  emailContatto: partnerProfiles.emailContatto,
  telefono: partnerProfiles.telefono,
  indirizzoVia: partnerProfiles.indirizzoVia,
  indirizzoCap: partnerProfiles.indirizzoCap,
  indirizzoCitta: partnerProfiles.indirizzoCitta,
  instagram: partnerProfiles.instagram,
  facebook: partnerProfiles.facebook,
  linkedin: partnerProfiles.linkedin,
  youtube: partnerProfiles.youtube,
  tiktok: partnerProfiles.tiktok,
  haModuloContatto: partnerProfiles.haModuloContatto,
  linkModuloContatto: partnerProfiles.linkModuloContatto,
  areaTematica: partnerProfiles.areaTematica,
  puntiInteresse: partnerProfiles.puntiInteresse,
  galleriaImmagini: partnerProfiles.galleriaImmagini,
  videoUrl: partnerProfiles.videoUrl,
  riconoscimenti: partnerProfiles.riconoscimenti,
  orariBooking: partnerProfiles.orariBooking,
  aiTitoloPremium: partnerProfiles.aiTitoloPremium,
  aiSommario: partnerProfiles.aiSommario,
  aiChiSiamo: partnerProfiles.aiChiSiamo,
  aiValori: partnerProfiles.aiValori,
  aiServizi: partnerProfiles.aiServizi,
  aiEsperienze: partnerProfiles.aiEsperienze,
  aiInfoUtili: partnerProfiles.aiInfoUtili,
  aiCta: partnerProfiles.aiCta,
} satisfies Record<keyof PartnerProfileViewData, unknown>;

/**
 * Public page (spec §7): by slug and published. Returns the view fields, the SEO
 * fields and whether an ambassador embed exists; never the script itself (D8).
 */
export async function getPublishedPartnerBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      ...viewColumns,
      seoTitle: partnerProfiles.seoTitle,
      seoMetaDescription: partnerProfiles.seoMetaDescription,
      updatedAt: partnerProfiles.updatedAt,
      hasAmbassador: sql<boolean>`(${partnerProfiles.ambassadorScript} is not null and length(trim(${partnerProfiles.ambassadorScript})) > 0)`,
    })
    .from(partnerProfiles)
    .where(and(eq(partnerProfiles.slug, slug), eq(partnerProfiles.stato, "pubblicato")))
    .limit(1);
  return row ?? null;
}

/** Slugs and last change of every published profile (sitemap). */
export async function listPublishedPartnerSlugs(db: Db) {
  return db
    .select({ slug: partnerProfiles.slug, updatedAt: partnerProfiles.updatedAt })
    .from(partnerProfiles)
    .where(and(eq(partnerProfiles.stato, "pubblicato"), isNotNull(partnerProfiles.slug)))
    .orderBy(desc(partnerProfiles.createdAt));
}

import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  ambassadorRequests,
  articlePartners,
  articles,
  categories,
  partnerProfiles,
  rankingItems,
  rankings,
} from "~/db/schema";
import type { TravelPartner } from "~/features/ai/trip/partners";
import { viewColumns } from "~/features/partners/partner-columns.server";
import { isPartnerTipo, normalizeTipo } from "~/features/partners/partner-labels";
import { type PartnerTipo, REGIONS } from "~/features/partners/profile-fields";

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

/**
 * Public page (spec §7): by slug and published. Returns the view fields, the SEO
 * fields and whether an ambassador embed exists; never the script itself (D8).
 */
export async function getPublishedPartnerBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      ...viewColumns,
      id: partnerProfiles.id,
      seoTitle: partnerProfiles.seoTitle,
      seoMetaDescription: partnerProfiles.seoMetaDescription,
      updatedAt: partnerProfiles.updatedAt,
      hasAmbassador: sql<boolean>`(${partnerProfiles.ambassadorScript} is not null and length(trim(${partnerProfiles.ambassadorScript})) > 0)`,
      // Issue 13: Atlante's own Ambassador, from the newest completed request, in the same query.
      agent: sql<{
        name: string;
        appearanceType: string;
        presetAvatarId: string | null;
        customAvatarUrl: string | null;
        paused: boolean;
      } | null>`(
        select json_build_object('name', ar.ambassador_name, 'appearanceType', ar.appearance_type, 'presetAvatarId', ar.preset_avatar_id, 'customAvatarUrl', ar.custom_avatar_url, 'paused', ar.paused_at is not null)
        from ${ambassadorRequests} ar
        where ar.partner_profile_id = "partner_profiles"."id" and ar.status = 'completed'
        order by ar.completed_at desc nulls last, ar.created_at desc
        limit 1
      )`,
      // Issue 12: where the rankings and the magazine feature the partner, in the same query.
      inRankings: sql<{ title: string; slug: string; rank: number }[]>`(
        select coalesce(json_agg(json_build_object('title', r.title, 'slug', r.slug, 'rank', i.rank) order by r.order_index, i.rank), '[]'::json)
        from ${rankingItems} i join ${rankings} r on r.id = i.ranking_id
        where i.partner_profile_id = "partner_profiles"."id" and r.is_active
      )`,
      inArticles: sql<{ title: string; slug: string; categorySlug: string; excerpt: string | null }[]>`(
        select coalesce(json_agg(json_build_object('title', a.title, 'slug', a.slug, 'categorySlug', c.slug, 'excerpt', a.excerpt) order by a.created_at desc), '[]'::json)
        from ${articlePartners} ap join ${articles} a on a.id = ap.article_id join ${categories} c on c.id = a.category_id
        where ap.partner_profile_id = "partner_profiles"."id" and a.is_published
      )`,
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

/** Published partners by name, for the admin's "Partner collegato" and "Partner citati" (issue 12). */
export async function listPartnerOptions(db: Db) {
  return db
    .select({ id: partnerProfiles.id, nome: partnerProfiles.nome })
    .from(partnerProfiles)
    .where(eq(partnerProfiles.stato, "pubblicato"))
    .orderBy(asc(partnerProfiles.nome));
}

const travelColumns = {
  slug: partnerProfiles.slug,
  nome: partnerProfiles.nome,
  tipo: partnerProfiles.tipo,
  regione: partnerProfiles.regione,
  provincia: partnerProfiles.provincia,
  comune: partnerProfiles.comune,
  indirizzoCitta: partnerProfiles.indirizzoCitta,
  areaTematica: partnerProfiles.areaTematica,
  puntiInteresse: partnerProfiles.puntiInteresse,
  sommario: partnerProfiles.aiSommario,
  aiServizi: partnerProfiles.aiServizi,
};

function toTravelPartner(row: {
  slug: string | null;
  aiServizi: unknown;
  [key: string]: unknown;
}): TravelPartner | null {
  if (!row.slug) return null;
  const servizi = Array.isArray(row.aiServizi)
    ? row.aiServizi
        .map((s) => (s && typeof s === "object" && "titolo" in s ? String(s.titolo) : ""))
        .filter(Boolean)
    : [];
  const { aiServizi: _servizi, ...rest } = row;
  return { ...(rest as Omit<TravelPartner, "servizi">), slug: row.slug, servizi };
}

/** Issue 11: published partners as the travel tools weave them into trips (the AI layer reads no table). */
export async function listTravelPartners(db: Db): Promise<TravelPartner[]> {
  const rows = await db
    .select(travelColumns)
    .from(partnerProfiles)
    .where(eq(partnerProfiles.stato, "pubblicato"))
    .orderBy(asc(partnerProfiles.nome))
    .limit(500);
  return rows.map(toTravelPartner).filter((p): p is TravelPartner => p !== null);
}

/** The published partner whose profile asks for its own experience (profile variant). */
export async function getTravelPartner(db: Db, slug: string): Promise<TravelPartner | null> {
  const [row] = await db
    .select(travelColumns)
    .from(partnerProfiles)
    .where(and(eq(partnerProfiles.slug, slug), eq(partnerProfiles.stato, "pubblicato")))
    .limit(1);
  return row ? toTravelPartner(row) : null;
}

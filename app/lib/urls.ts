// Every public URL of the site, built in one place (docs/product/reference.md §2).
// Links, redirects, the sitemap, feeds and the page cache's list of public paths
// all come from here, so a URL changes in one line.

const seg = (value: string) => encodeURIComponent(value);

export const HOME_PATH = "/";
export const MAGAZINE_PATH = "/magazine";
export const RANKINGS_PATH = "/liste";
export const DIRECTORY_PATH = "/partner";
export const BECOME_PARTNER_PATH = "/diventa-partner";
export const EXPERIENCE_PATH = "/experience";
export const AI_TOUR_PATH = "/ai-tour";
export const PRIVACY_PATH = "/privacy";
export const TERMS_PATH = "/termini";
export const PARTNER_AREA_PATH = "/area-partner";
export const WIZARD_PATH = "/area-partner/wizard";
export const PARTNER_STATS_PATH = "/area-partner/statistiche";
export const ADMIN_PATH = "/admin";
export const MAGAZINE_FEED_PATH = "/rss.xml";
export const NEWSLETTER_PATH = "/newsletter";

/** /magazine/{section} */
export function sectionPath(sectionSlug: string) {
  return `${MAGAZINE_PATH}/${seg(sectionSlug)}`;
}

/**
 * /magazine/{section}/{slug} (D1: the slug URL is canonical). An article without a
 * section has no page of its own: its link is the magazine.
 */
export function articlePath(article: {
  slug: string;
  categorySlug?: string | null | undefined;
  category?: { slug: string } | null | undefined;
}) {
  const section = article.categorySlug ?? article.category?.slug;
  return section ? `${sectionPath(section)}/${seg(article.slug)}` : MAGAZINE_PATH;
}

/** The article's AI tools as a page the server answers (works without scripts). */
export function articleToolsPath(article: Parameters<typeof articlePath>[0]) {
  return `${articlePath(article)}/ai`;
}

/** Site search: /cerca?q=… (optionally one group, one page). */
export const SEARCH_PATH = "/cerca";
export function searchPath(query: string, options: { tipo?: string | null; pagina?: number } = {}) {
  const params = new URLSearchParams({ q: query });
  if (options.tipo) params.set("tipo", options.tipo);
  if (options.pagina && options.pagina > 1) params.set("pagina", String(options.pagina));
  return `${SEARCH_PATH}?${params}`;
}

/** /liste/{slug} */
export function rankingPath(slug: string) {
  return `${RANKINGS_PATH}/${seg(slug)}`;
}

/** /atlas/{slug} (D3: the one public address of a partner profile). */
export function partnerPath(slug: string) {
  return `/atlas/${seg(slug)}`;
}

/** /rss/{section}.xml */
export function sectionFeedPath(sectionSlug: string) {
  return `/rss/${seg(sectionSlug)}.xml`;
}

/** The partner wizard, optionally editing one profile. */
export function wizardPath(profileId?: string | null) {
  return profileId ? `${WIZARD_PATH}?${new URLSearchParams({ id: profileId })}` : WIZARD_PATH;
}

/** /auth, coming back to `redirectTo` afterwards; `signup` opens the registration. */
export function authPath(redirectTo?: string | null, mode?: "signup") {
  const params = new URLSearchParams();
  if (mode) params.set("mode", mode);
  if (redirectTo) params.set("redirect", redirectTo);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}

/** An author's page: their published articles (issue 15). */
export function authorPath(authorSlug: string) {
  return `/autori/${seg(authorSlug)}`;
}

/** The admin's editor of one article (or "nuovo" for a new one). */
export function adminArticlePath(id: string | "nuovo") {
  return `${ADMIN_PATH}/articoli/${seg(id)}`;
}

/** The preview of an article as readers will see it, draft changes included (admins only). */
export function articlePreviewPath(id: string) {
  return `/anteprima/articoli/${seg(id)}`;
}

/** The isolated document of a partner's third-party Ambassador embed (D8). */
export function ambassadorEmbedPath(profileSlug: string) {
  return `/ambassador-embed/${seg(profileSlug)}`;
}

/** Fixed public pages listed in the sitemap after the content pages. */
export const FIXED_PUBLIC_PATHS = [
  BECOME_PARTNER_PATH,
  EXPERIENCE_PATH,
  AI_TOUR_PATH,
  PRIVACY_PATH,
  TERMS_PATH,
] as const;

const SLUG = "[a-z0-9-]+";

/**
 * Paths whose page looks the same for every anonymous reader (the page cache may
 * keep them). Each pattern matches what the builders above produce.
 */
export const PUBLIC_PAGE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  new RegExp(`^${MAGAZINE_PATH}(?:/${SLUG}){0,2}$`),
  new RegExp(`^${RANKINGS_PATH}(?:/${SLUG})?$`),
  new RegExp(`^${DIRECTORY_PATH}$`),
  new RegExp(`^/atlas/${SLUG}$`),
  new RegExp(`^/autori/${SLUG}$`),
  new RegExp(`^${BECOME_PARTNER_PATH}$`),
  new RegExp(`^${AI_TOUR_PATH}(?:/${SLUG}){0,2}$`),
  new RegExp(`^${PRIVACY_PATH}$`),
  new RegExp(`^${TERMS_PATH}$`),
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
  new RegExp(`^/rss(?:/${SLUG})?\\.xml$`),
];

/** /ai-tour/{regione}, /ai-tour/{regione}/{luogo} (issue 11: shareable travel pages). */
export function aiTourPath(regionSlug?: string | null, placeSlug?: string | null) {
  if (!regionSlug) return AI_TOUR_PATH;
  return `${AI_TOUR_PATH}/${seg(regionSlug)}${placeSlug ? `/${seg(placeSlug)}` : ""}`;
}

/** A shared experience: /experience/{id}. */
export function sharedExperiencePath(id: string) {
  return `${EXPERIENCE_PATH}/${seg(id)}`;
}

/** Atlante's own Ambassador of a partner, answered by the server (issue 13; works without JavaScript). */
export function ambassadorPath(profileSlug: string) {
  return `${partnerPath(profileSlug)}/ambassador`;
}

export const AMBASSADOR_API_PATH = "/api/ai/ambassador";

/** Issue 15: the admin's review of a partner profile (first publication or pending changes). */
export function adminPartnerReviewPath(id: string) {
  return `${ADMIN_PATH}/partner/${seg(id)}`;
}

/** Issue 15: a partner profile with its pending changes (admin or owner only, noindex). */
export function partnerPreviewPath(id: string) {
  return `/anteprima/partner/${seg(id)}`;
}

/** Issue 13: the partner's own preview of their Ambassador (owner only, drafts too, noindex). */
export const PARTNER_AMBASSADOR_PREVIEW_PATH = "/area-partner/ambassador";

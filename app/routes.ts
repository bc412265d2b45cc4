import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Italian URLs (spec §2) → English module names. */
export default [
  // Foundation
  index("routes/public/home.tsx"),
  route("auth", "routes/auth/auth.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("init-admin", "routes/auth/init-admin.tsx"),
  route("privacy", "routes/public/privacy.tsx"),
  route("termini", "routes/public/terms.tsx"),

  // Public site (magazine, rankings, directory, profiles)
  route("magazine", "routes/public/magazine.tsx"),
  route("magazine/:section", "routes/public/magazine-section.tsx"),
  route("magazine/:section/:slug", "routes/public/article.tsx"),
  route("magazine/:section/:slug/ai", "routes/public/article-ai.tsx"),
  route("liste", "routes/public/rankings.tsx"),
  route("liste/:slug", "routes/public/ranking.tsx"),
  route("partner", "routes/public/directory.tsx"),
  route("atlas/:slug", "routes/public/profile.tsx"),
  route("atlas/:slug/ambassador", "routes/public/profile-ambassador.tsx"),
  route("partners/:slug", "routes/public/partners-redirect.tsx"),
  route("diventa-partner", "routes/public/become-partner.tsx"),
  route("autori/:slug", "routes/public/author.tsx"),
  route("newsletter", "routes/public/newsletter.tsx"),
  route("cerca", "routes/public/search.tsx"),
  route("api/cerca/suggerimenti", "routes/api/search-suggestions.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("rss.xml", "routes/resources/rss.ts", { id: "rss-magazine" }),
  route("rss/:file", "routes/resources/rss.ts", { id: "rss-section" }),

  // AI tools
  route("experience", "routes/ai/experience.tsx"),
  route("experience/:id", "routes/ai/experience-result.tsx"),
  route("experience/:id/calendario.ics", "routes/resources/itinerary-ics.ts", { id: "ics-experience" }),
  route("ai-tour/:regione?/:luogo?", "routes/ai/ai-tour.tsx"),
  route("ai-tour/:regione/:luogo/calendario.ics", "routes/resources/itinerary-ics.ts", { id: "ics-tour" }),
  route("api/ai/article-tools", "routes/api/ai.article-tools.ts"),
  route("api/ai/experience", "routes/api/ai.experience.ts"),
  route("api/ai/itinerary", "routes/api/ai.itinerary.ts"),
  route("api/ai/region-suggestions", "routes/api/ai.region-suggestions.ts"),
  route("api/ai/ambassador", "routes/api/ai.ambassador.ts"),
  route("api/statistiche", "routes/api/stats.ts"),

  // Partner area and wizard
  route("area-partner", "routes/partner/area.tsx"),
  route("area-partner/wizard", "routes/partner/wizard.tsx"),
  route("area-partner/statistiche", "routes/partner/statistics.tsx"),
  route("area-partner/ambassador", "routes/partner/ambassador-preview.tsx"),
  route("area-partner/statistiche.csv", "routes/partner/statistics-csv.ts"),
  route("area-partner/wizard/api", "routes/partner/wizard-api.tsx"),
  route("partner-wizard", "routes/partner/wizard-redirect.tsx"),

  // Admin panel
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("rubriche", "routes/admin/categories.tsx"),
    route("articoli", "routes/admin/articles.tsx"),
    route("articoli/immagini", "routes/admin/article-image.ts"),
    route("articoli/:id", "routes/admin/article-editor.tsx"),
    route("classifiche", "routes/admin/rankings.tsx"),
    route("elementi", "routes/admin/ranking-items.tsx"),
    route("partner", "routes/admin/partners.tsx"),
    route("partner/statistiche", "routes/admin/partner-stats.tsx"),
    route("partner/statistiche.csv", "routes/admin/partner-stats-csv.ts"),
    route("partner/statistiche/:id", "routes/admin/partner-stats-detail.tsx"),
    route("partner/statistiche/:id.csv", "routes/admin/partner-stats-detail-csv.ts"),
    route("partner/:id", "routes/admin/partner-review.tsx"),
    route("ambassador", "routes/admin/ambassador.tsx"),
    route("utenti", "routes/admin/users.tsx"),
    route("ricerche", "routes/admin/searches.tsx"),
  ]),
  // Issue 15: an article as readers will see it, draft changes included (admins only).
  route("anteprima/articoli/:id", "routes/admin/article-preview.tsx"),
  route("anteprima/partner/:id", "routes/admin/partner-preview.tsx"),
  // D8: the isolated document of a partner's AI Ambassador (sandboxed iframe, own CSP).
  route("ambassador-embed/:slug", "routes/admin/ambassador-embed.ts"),

  // Anything else: 'Oops! Page not found' with HTTP 404.
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;

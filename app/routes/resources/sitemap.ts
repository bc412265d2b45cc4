import { listActiveCategories, listSitemapArticles } from "~/features/magazine/magazine.server";
import { listPublishedPartnerSlugs } from "~/features/partners/partners-public.server";
import { listActiveRankings } from "~/features/rankings/rankings.server";
import { absoluteUrl } from "~/features/seo/seo";
import { buildSitemap, type SitemapEntry } from "~/features/seo/xml.server";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: home, fixed pages, every section, published article, active ranking and published profile. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const [categories, articles, rankings, partners] = await Promise.all([
    listActiveCategories(db),
    listSitemapArticles(db),
    listActiveRankings(db),
    listPublishedPartnerSlugs(db),
  ]);
  const newest = (dates: Date[]) =>
    dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;
  const latestArticle = newest(articles.map((a) => a.updatedAt));
  const url = (path: string) => absoluteUrl(siteUrl, path);
  const entries: SitemapEntry[] = [
    {
      loc: url("/"),
      lastmod: newest(
        [latestArticle, ...rankings.map((r) => r.updatedAt)].filter((d): d is Date => d !== null),
      ),
    },
    { loc: url("/magazine"), lastmod: latestArticle },
    ...categories.map((c) => ({
      loc: url(`/magazine/${c.slug}`),
      lastmod: newest([
        c.updatedAt,
        ...articles.filter((a) => a.categorySlug === c.slug).map((a) => a.updatedAt),
      ]),
    })),
    ...articles.map((a) => ({ loc: url(`/magazine/${a.categorySlug}/${a.slug}`), lastmod: a.updatedAt })),
    { loc: url("/liste"), lastmod: newest(rankings.map((r) => r.updatedAt)) },
    ...rankings.map((r) => ({ loc: url(`/liste/${r.slug}`), lastmod: r.updatedAt })),
    { loc: url("/partner"), lastmod: newest(partners.map((p) => p.updatedAt)) },
    ...partners.map((p) => ({ loc: url(`/atlas/${p.slug}`), lastmod: p.updatedAt })),
    { loc: url("/diventa-partner") },
    { loc: url("/experience") },
    { loc: url("/ai-tour") },
    { loc: url("/privacy") },
    { loc: url("/termini") },
  ];
  return new Response(buildSitemap(entries), {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=0, s-maxage=300",
    },
  });
}

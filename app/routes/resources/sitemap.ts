import { ITALIAN_REGIONS } from "~/features/ai/regions";
import { listActiveCategories, listSitemapArticles } from "~/features/magazine/magazine.server";
import { listPublishedPartnerSlugs } from "~/features/partners/partners-public.server";
import { listActiveRankings } from "~/features/rankings/rankings.server";
import { absoluteUrl } from "~/lib/seo";
import {
  aiTourPath,
  articlePath,
  DIRECTORY_PATH,
  FIXED_PUBLIC_PATHS,
  HOME_PATH,
  MAGAZINE_PATH,
  partnerPath,
  RANKINGS_PATH,
  rankingPath,
  sectionPath,
} from "~/lib/urls";
import { appContext } from "~/server/context.server";
import { buildSitemap, type SitemapEntry } from "~/server/xml.server";
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
      loc: url(HOME_PATH),
      lastmod: newest(
        [latestArticle, ...rankings.map((r) => r.updatedAt)].filter((d): d is Date => d !== null),
      ),
    },
    { loc: url(MAGAZINE_PATH), lastmod: latestArticle },
    ...categories.map((c) => ({
      loc: url(sectionPath(c.slug)),
      lastmod: newest([
        c.updatedAt,
        ...articles.filter((a) => a.categorySlug === c.slug).map((a) => a.updatedAt),
      ]),
    })),
    ...articles.map((a) => ({ loc: url(articlePath(a)), lastmod: a.updatedAt })),
    { loc: url(RANKINGS_PATH), lastmod: newest(rankings.map((r) => r.updatedAt)) },
    ...rankings.map((r) => ({ loc: url(rankingPath(r.slug)), lastmod: r.updatedAt })),
    { loc: url(DIRECTORY_PATH), lastmod: newest(partners.map((p) => p.updatedAt)) },
    ...partners.map((p) => ({ loc: url(partnerPath(p.slug)), lastmod: p.updatedAt })),
    ...FIXED_PUBLIC_PATHS.map((path) => ({ loc: url(path) })),
    // Issue 11: each region's AI Tour page.
    ...ITALIAN_REGIONS.map((r) => ({ loc: url(aiTourPath(r.slug)) })),
  ];
  return new Response(buildSitemap(entries), {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=0, s-maxage=300",
    },
  });
}

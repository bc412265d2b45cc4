import { data } from "react-router";
import { getActiveCategoryBySlug, listFeedArticles } from "~/features/magazine/magazine.server";
import { absoluteUrl } from "~/lib/seo";
import { articlePath, sectionFeedPath, sectionPath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import { buildRss } from "~/server/xml.server";
import type { Route } from "./+types/rss";

/**
 * RSS 2.0 feeds: /rss.xml (the whole magazine) and /rss/{section}.xml (one section).
 * Pages link them with <link rel="alternate" type="application/rss+xml">.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const file = params.file;
  let category: { id: string; name: string; slug: string } | null = null;
  if (file !== undefined) {
    const match = /^([a-z0-9-]+)\.xml$/.exec(file);
    category = match?.[1] ? await getActiveCategoryBySlug(db, match[1]) : null;
    if (!category) throw data("Feed non trovato", { status: 404 });
  }
  const articles = await listFeedArticles(db, category ? { categoryId: category.id } : {});
  const url = (path: string) => absoluteUrl(siteUrl, path);
  const xml = buildRss(
    {
      title: category ? `Atlante Magazine · ${category.name}` : "Atlante Magazine",
      link: url(category ? sectionPath(category.slug) : "/magazine"),
      selfUrl: url(category ? sectionFeedPath(category.slug) : "/rss.xml"),
      description: category
        ? `Gli ultimi articoli della rubrica ${category.name} di Atlante.`
        : "Gli ultimi articoli del magazine di Atlante sull'eccellenza italiana.",
    },
    articles
      .filter((a) => a.category?.slug)
      .map((a) => ({
        title: a.title,
        link: url(articlePath(a)),
        description: a.excerpt || "Scopri di più su questo articolo...",
        pubDate: a.publishedAt ?? a.createdAt,
        category: a.category?.name ?? null,
        author: a.author || "AI Editorial",
      })),
  );
  return new Response(xml, {
    headers: {
      "content-type": "application/rss+xml; charset=utf-8",
      "cache-control": "public, max-age=0, s-maxage=300",
    },
  });
}

import { data, redirect } from "react-router";
import { errorBoundaryFor } from "~/components/layout/route-error-boundary";
import { ArticleAiTools } from "~/features/ai/components/article-ai-tools";
import { articleViewData } from "~/features/magazine/article-view.server";
import { ArticleView } from "~/features/magazine/components/article-view";
import {
  getActiveCategoryBySlug,
  getPublishedArticle,
  listRelatedArticles,
} from "~/features/magazine/magazine.server";
import * as MESSAGES from "~/lib/messages";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  CRUMBS,
  noindexMeta,
  pageMeta,
  sectionFeed,
  withMeta,
} from "~/lib/seo";
import { articlePath, articleToolsPath, MAGAZINE_PATH, sectionPath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/article";

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const article = await getPublishedArticle(ctx.db, params.slug);
  if (!article?.category) {
    // 'Torna a {category}': name the section of the URL when it exists.
    const section = await getActiveCategoryBySlug(ctx.db, params.section);
    throw data(
      { categoryName: section?.name ?? "Magazine", categorySlug: section?.slug ?? null },
      { status: 404 },
    );
  }
  // D1: the slug URL is canonical; an id or a wrong section answers 301.
  if (article.slug !== params.slug || article.category.slug !== params.section) {
    throw redirect(articlePath(article), 301);
  }
  const related = await listRelatedArticles(ctx.db, article);
  return withMeta(
    {
      siteUrl: ctx.siteUrl,
      article: {
        ...articleViewData({ ...article, category: article.category }),
        updatedAt: article.updatedAt.toISOString(),
      },
      related,
    },
    (loaderData) => {
      const { siteUrl, article } = loaderData;
      const path = articlePath(article);
      const description =
        article.excerpt || `${article.title}: un articolo della rubrica ${article.category.name} di Atlante.`;
      return pageMeta({
        siteUrl,
        path,
        title: article.title,
        description,
        image: article.imageUrl,
        type: "article",
        publishedTime: article.publishedAt,
        modifiedTime: article.updatedAt,
        feeds: [sectionFeed(article.category)],
        jsonLd: [
          articleJsonLd(siteUrl, {
            title: article.title,
            description,
            path,
            image: article.imageUrl,
            author: article.author,
            publishedAt: article.publishedAt,
            modifiedAt: article.updatedAt,
            section: article.category.name,
          }),
          breadcrumbJsonLd(siteUrl, [
            CRUMBS.magazine,
            { name: article.category.name, path: sectionPath(article.category.slug) },
            { name: article.title, path },
          ]),
        ],
      });
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? noindexMeta(`${MESSAGES.articleNotFound} · Atlante`);

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, siteUrl } = loaderData;
  return (
    <ArticleView
      article={article}
      related={related}
      siteUrl={siteUrl}
      tools={
        <ArticleAiTools
          action={articleToolsPath(article)}
          article={{
            id: article.id,
            slug: article.slug,
            title: article.title,
            categoryName: article.category.name,
          }}
        />
      }
    />
  );
}

export const ErrorBoundary = errorBoundaryFor({
  notFoundTitle: MESSAGES.articleNotFound,
  loadErrorTitle: MESSAGES.articleLoadError,
  back: (data) => {
    const info = data as { categoryName?: string; categorySlug?: string | null } | undefined;
    return {
      to: info?.categorySlug ? sectionPath(info.categorySlug) : MAGAZINE_PATH,
      label: `Torna a ${info?.categoryName ?? "Magazine"}`,
    };
  },
});

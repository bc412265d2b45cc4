import { ArrowLeft, Calendar, Clock, User } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { ShareButton } from "~/components/public/share-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { imagePreload, ResponsiveImage } from "~/components/ui/responsive-image";
import { ArticleAiTools } from "~/features/ai/components/article-ai-tools";
import { CONTENT_FALLBACK, DEFAULT_AUTHOR, DEFAULT_READ_TIME } from "~/features/magazine/magazine";
import { getActiveCategoryBySlug, getPublishedArticle } from "~/features/magazine/magazine.server";
import {
  absoluteUrl,
  articleJsonLd,
  breadcrumbJsonLd,
  pageMeta,
  sectionFeed,
  withMeta,
} from "~/features/seo/seo";
import { formatItalianDate } from "~/lib/format";
import * as MESSAGES from "~/lib/messages";
import { appContext } from "~/server/context.server";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import type { Route } from "./+types/article";

const HERO_SIZES = "(min-width: 1024px) 1024px, 100vw";

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
    throw redirect(`/magazine/${article.category.slug}/${article.slug}`, 301);
  }
  const html = article.content?.trim() ? sanitizeArticleHtml(article.content) : "";
  return withMeta(
    {
      siteUrl: ctx.siteUrl,
      article: {
        id: article.id,
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        imageUrl: article.imageUrl,
        author: article.author || DEFAULT_AUTHOR,
        readTime: article.readTime || DEFAULT_READ_TIME,
        publishedAt: (article.publishedAt ?? article.createdAt).toISOString(),
        // Formatted here so date-fns and its Italian locale stay out of the browser bundle.
        publishedLabel: formatItalianDate(article.publishedAt ?? article.createdAt),
        updatedAt: article.updatedAt.toISOString(),
        category: article.category,
        html,
      },
    },
    (loaderData) => {
      const { siteUrl, article } = loaderData;
      const path = `/magazine/${article.category.slug}/${article.slug}`;
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
            { name: "Home", path: "/" },
            { name: "Magazine", path: "/magazine" },
            { name: article.category.name, path: `/magazine/${article.category.slug}` },
            { name: article.title, path },
          ]),
        ],
      });
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? [
    { title: `${MESSAGES.articleNotFound} · Atlante` },
    { name: "robots", content: "noindex" },
  ];

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, siteUrl } = loaderData;
  const path = `/magazine/${article.category.slug}/${article.slug}`;
  return (
    <article className="pb-20">
      {article.imageUrl
        ? // The hero image is the largest element above the fold: preloaded.
          imagePreload(article.imageUrl, HERO_SIZES).map((l) => (
            <link
              key={l.href}
              rel="preload"
              as="image"
              type={l.type}
              href={l.href}
              imageSrcSet={l.imageSrcSet}
              imageSizes={l.imageSizes}
              fetchPriority="high"
            />
          ))
        : null}
      <header className="container-page max-w-4xl pt-12 md:pt-16">
        <Link
          to={`/magazine/${article.category.slug}`}
          className="inline-flex items-center gap-2 text-sm font-medium text-terracotta-dark hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {`Torna a ${article.category.name}`}
        </Link>
        <div className="mt-8">
          <Badge className="bg-terracotta text-white">{article.category.name}</Badge>
        </div>
        <h1 className="mt-5 text-4xl leading-tight md:text-6xl">{article.title}</h1>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-line py-4">
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-ink-soft">
            <li className="inline-flex items-center gap-2">
              <User className="size-4" aria-hidden="true" />
              <span>{article.author}</span>
            </li>
            <li className="inline-flex items-center gap-2">
              <Clock className="size-4" aria-hidden="true" />
              <span>{article.readTime}</span>
            </li>
            <li className="inline-flex items-center gap-2">
              <Calendar className="size-4" aria-hidden="true" />
              <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
            </li>
          </ul>
          <ShareButton title={article.title} url={absoluteUrl(siteUrl, path)} />
        </div>
      </header>
      {article.imageUrl ? (
        <div className="container-page mt-10 max-w-5xl">
          <ResponsiveImage
            src={article.imageUrl}
            alt=""
            width={1600}
            height={900}
            sizes={HERO_SIZES}
            priority
            className="aspect-[16/9] w-full rounded-card"
          />
        </div>
      ) : null}
      <div className="container-page mt-12 max-w-3xl">
        {article.html ? (
          <div
            id="article-body"
            className="prose prose-lg max-w-none prose-headings:font-display prose-a:text-terracotta-dark"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the article allow-list in the loader.
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
        ) : (
          <p className="text-lg text-ink-soft">{article.excerpt || CONTENT_FALLBACK}</p>
        )}
      </div>
      <div className="container-page mt-16 max-w-5xl">
        <ArticleAiTools
          article={{
            id: article.id,
            slug: article.slug,
            title: article.title,
            categoryName: article.category.name,
          }}
        />
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const info = notFound
    ? (error.data as { categoryName?: string; categorySlug?: string | null } | undefined)
    : undefined;
  const slug = info?.categorySlug ?? null;
  return (
    <section className="container-page grid flex-1 place-content-center gap-5 py-24 text-center">
      <h1 className="text-4xl">{notFound ? MESSAGES.articleNotFound : MESSAGES.articleLoadError}</h1>
      <div>
        <Button asChild>
          <Link to={slug ? `/magazine/${slug}` : "/magazine"}>
            {`Torna a ${info?.categoryName ?? "Magazine"}`}
          </Link>
        </Button>
      </div>
    </section>
  );
}

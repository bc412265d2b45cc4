import { Calendar, ChevronRight, Clock, User } from "lucide-react";
import type * as React from "react";
import { Fragment } from "react";
import { Link } from "react-router";
import { BackLink } from "~/components/ui/back-link";
import { Badge } from "~/components/ui/badge";
import { ImagePreload, ResponsiveImage } from "~/components/ui/responsive-image";
import { ShareButton } from "~/components/ui/share-button";
import { absoluteUrl } from "~/lib/seo";
import { articlePath, authorPath, MAGAZINE_PATH, partnerPath, sectionPath } from "~/lib/urls";
import { CONTENT_FALLBACK } from "../magazine";
import { ArticleCard, type ArticleCardData } from "./article-card";

const HERO_SIZES = "(min-width: 1024px) 1024px, 100vw";

export interface ArticleViewData {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  html: string;
  imageUrl: string | null;
  imageAlt: string | null;
  imageCaption: string | null;
  imageCredit: string | null;
  author: string;
  authorSlug: string;
  readTime: string;
  publishedAt: string;
  publishedLabel: string;
  category: { name: string; slug: string };
  /** The partners the article features (issue 12). */
  partners: { nome: string; slug: string }[];
}

/** The pages above an article in its breadcrumb, before its section. */
const BREADCRUMB_PARENTS = [
  { to: "/", label: "Home" },
  { to: MAGAZINE_PATH, label: "Magazine" },
];

/**
 * The article as readers see it (spec §2; issue 15: breadcrumbs, standfirst, the
 * cover's caption and credit, the author's page, "Leggi anche"). The public page and
 * the admin's preview render this same component.
 */
export function ArticleView({
  article,
  siteUrl,
  related,
  tools,
}: {
  article: ArticleViewData;
  siteUrl: string;
  related: ArticleCardData[];
  /** The AI reading tools (absent in the preview). */
  tools?: React.ReactNode;
}) {
  const path = articlePath(article);
  return (
    <article className="pb-20">
      {/* The hero image is the largest element above the fold: preloaded. */}
      <ImagePreload src={article.imageUrl} sizes={HERO_SIZES} />
      <header className="container-page max-w-4xl pt-10 md:pt-14">
        <BackLink to={sectionPath(article.category.slug)} tone="page">
          {`Torna a ${article.category.name}`}
        </BackLink>
        <nav aria-label="Percorso" className="mt-6">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-soft">
            {BREADCRUMB_PARENTS.map((crumb) => (
              <Fragment key={crumb.to}>
                <li>
                  <Link to={crumb.to} className="hover:underline">
                    {crumb.label}
                  </Link>
                </li>
                <li aria-hidden="true">
                  <ChevronRight className="size-3.5" />
                </li>
              </Fragment>
            ))}
            <li>
              <Link
                to={sectionPath(article.category.slug)}
                className="font-medium text-terracotta-dark hover:underline"
              >
                {article.category.name}
              </Link>
            </li>
          </ol>
        </nav>
        <div className="mt-8">
          <Badge className="bg-terracotta text-white">{article.category.name}</Badge>
        </div>
        <h1 className="mt-5 text-4xl leading-tight md:text-6xl">{article.title}</h1>
        {article.excerpt ? (
          <p className="mt-5 text-xl leading-relaxed text-ink-soft" data-testid="standfirst">
            {article.excerpt}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-line py-4">
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-ink-soft">
            <li className="inline-flex items-center gap-2">
              <User className="size-4" aria-hidden="true" />
              <Link to={authorPath(article.authorSlug)} className="hover:underline" rel="author">
                {article.author}
              </Link>
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
        <figure className="container-page mt-10 max-w-5xl">
          <ResponsiveImage
            src={article.imageUrl}
            alt={article.imageAlt ?? ""}
            width={1600}
            height={900}
            sizes={HERO_SIZES}
            priority
            className="aspect-[16/9] w-full rounded-card"
          />
          {article.imageCaption || article.imageCredit ? (
            <figcaption className="mt-3 text-sm text-ink-soft">
              {article.imageCaption}
              {article.imageCaption && article.imageCredit ? " " : null}
              {article.imageCredit ? <span className="text-muted">{article.imageCredit}</span> : null}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      <div className="container-page mt-12 max-w-3xl">
        {article.html ? (
          <div
            id="article-body"
            className="prose prose-lg max-w-none prose-headings:font-display prose-a:text-terracotta-dark prose-figcaption:text-ink-soft"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the article allow-list in the loader.
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
        ) : (
          <p className="text-lg text-ink-soft">{article.excerpt || CONTENT_FALLBACK}</p>
        )}
      </div>
      {article.partners.length ? (
        <aside aria-labelledby="featured-partners" className="container-page mt-12 max-w-3xl">
          <h2 id="featured-partners" className="text-2xl">
            In questo articolo
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {article.partners.map((partner) => (
              <li key={partner.slug}>
                <Link
                  to={partnerPath(partner.slug)}
                  className="inline-flex rounded-full border border-line bg-paper px-4 py-2 text-sm font-medium hover:bg-sand"
                >
                  {partner.nome}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      {tools ? <div className="container-page mt-16 max-w-5xl">{tools}</div> : null}
      {related.length ? (
        <section aria-labelledby="related-heading" className="container-page mt-20 max-w-6xl">
          <h2 id="related-heading" className="text-3xl">
            Leggi anche
          </h2>
          <ul className="mt-8 grid gap-8 md:grid-cols-3">
            {related.map((item) => (
              <li key={item.id}>
                <ArticleCard article={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

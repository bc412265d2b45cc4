import { anchorArticleHtml } from "~/lib/article-blocks";
import { formatItalianDate } from "~/lib/format";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import type { ArticleViewData } from "./components/article-view";
import { type ArticleRecord, DEFAULT_AUTHOR, DEFAULT_READ_TIME } from "./magazine";

/**
 * The article body as readers get it: sanitised (again, whatever the stored row holds) and
 * anchored. Kept per content for the next renders: sanitising parses the whole HTML, which
 * was a tenth of an uncached article render. Bounded; the content itself is the key, so an
 * edited article is simply a new entry.
 */
const renderedBodies = new Map<string, string>();
const MAX_RENDERED_BODIES = 200;

function articleBodyHtml(content: string): string {
  let html = renderedBodies.get(content);
  if (html === undefined) {
    html = anchorArticleHtml(sanitizeArticleHtml(content));
    if (renderedBodies.size >= MAX_RENDERED_BODIES) {
      const oldest = renderedBodies.keys().next().value;
      if (oldest !== undefined) renderedBodies.delete(oldest);
    }
  }
  // Most recently used last, so the oldest is the first key.
  renderedBodies.delete(content);
  renderedBodies.set(content, html);
  return html;
}

/** An article row as the article page renders it: HTML sanitised, defaults, dates in Italian. */
export function articleViewData(
  article: Omit<
    ArticleRecord,
    "categoryId" | "isPublished" | "scheduledAt" | "unpublishAt" | "aiGenerated" | "updatedAt"
  > & {
    category: { name: string; slug: string };
    partners?: { nome: string; slug: string }[] | null;
  },
): ArticleViewData {
  const published = article.publishedAt ?? article.createdAt;
  return {
    id: article.id,
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    // Each citable block gets its id (paragrafo-n), so AI citations link to it with or without scripts.
    html: article.content?.trim() ? articleBodyHtml(article.content) : "",
    imageUrl: article.imageUrl,
    imageAlt: article.imageAlt,
    imageCaption: article.imageCaption,
    imageCredit: article.imageCredit,
    author: article.author?.trim() || DEFAULT_AUTHOR,
    authorSlug: article.authorSlug,
    readTime: article.readTime || DEFAULT_READ_TIME,
    publishedAt: published.toISOString(),
    // Formatted on the server so date-fns and its Italian locale stay out of the browser bundle.
    publishedLabel: formatItalianDate(published),
    category: article.category,
    partners: article.partners ?? [],
  };
}

import { ArrowRight } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { ImageOrMonogram } from "~/components/ui/image-or-monogram";
import { cn } from "~/lib/utils";

export interface ArticleCardData {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  imageUrl: string | null;
  author: string | null;
  readTime: string | null;
  category: { name: string; slug: string } | null;
}

import { FRAMES } from "~/components/ui/image-frames";
import { EXCERPT_FALLBACK } from "~/features/magazine/magazine";
import { articlePath } from "~/lib/urls";

export { EXCERPT_FALLBACK };

/** Magazine card: image or initial, category, title, excerpt (fallback), 'Leggi di più'. */
export function ArticleCard({
  article,
  headingLevel = 3,
  className,
  style,
  showMeta = false,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
  className?: string;
  style?: React.CSSProperties;
  showMeta?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = articlePath(article);
  return (
    <article
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-card bg-paper shadow-card",
        className,
      )}
      style={style}
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <ImageOrMonogram
          src={article.imageUrl}
          title={article.title}
          {...FRAMES.articleCard}
          className="aspect-[16/10] w-full transition-transform duration-500 group-hover:scale-[1.02]"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-6">
        {article.category ? <p className="eyebrow">{article.category.name}</p> : null}
        <Heading className="text-2xl leading-snug">
          <Link to={href} className="hover:text-terracotta-dark">
            {article.title}
          </Link>
        </Heading>
        {/* The clamp sits inside the growing box: a stretched clamped block would show a third, sliced line. */}
        <div className="flex-1">
          <p className="line-clamp-2 text-ink-soft">{article.excerpt || EXCERPT_FALLBACK}</p>
        </div>
        {showMeta ? (
          <p className="text-sm text-muted">
            {article.author || "AI Editorial"} · {article.readTime || "5 min"}
          </p>
        ) : null}
        <Link
          to={href}
          className="inline-flex items-center gap-1 font-medium text-terracotta-dark hover:underline"
          aria-label={`Leggi di più: ${article.title}`}
        >
          Leggi di più <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

/** What a card shows of an article (only this goes to the browser), under `category`. */
export function articleCardData<C extends ArticleCardData["category"]>(
  { id, title, slug, excerpt, imageUrl, author, readTime }: Omit<ArticleCardData, "category">,
  category: C,
): ArticleCardData & { category: C } {
  return { id, title, slug, excerpt, imageUrl, author, readTime, category };
}

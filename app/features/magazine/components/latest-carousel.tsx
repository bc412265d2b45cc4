import { useId, useState } from "react";
import { Link } from "react-router";
import { CarouselButtons } from "~/components/ui/carousel-controls";
import { FRAMES } from "~/components/ui/image-frames";
import { ImageOrMonogram } from "~/components/ui/image-or-monogram";
import { type ArticleCardData, EXCERPT_FALLBACK } from "~/features/magazine/components/article-card";
import { articlePath } from "~/lib/urls";
import { cn } from "~/lib/utils";

/**
 * 'Ultimi articoli' (spec §2): one article at a time; wraps at both ends; arrows
 * and dots only with more than one article. The parent remounts it (key) when
 * the category filter changes, which resets it to the first article.
 */
export function LatestCarousel({ articles }: { articles: ArticleCardData[] }) {
  const [index, setIndex] = useState(0);
  const id = useId();
  const count = articles.length;
  if (count === 0) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  return (
    <section aria-roledescription="carosello" aria-labelledby={`${id}-title`} className="grid gap-6">
      <div className="flex items-end justify-between gap-4">
        <h2 id={`${id}-title`} className="text-4xl">
          Ultimi articoli
        </h2>
        {count > 1 ? (
          <CarouselButtons
            controls={`${id}-slides`}
            onPrevious={() => go(index - 1)}
            onNext={() => go(index + 1)}
          />
        ) : null}
      </div>
      <div id={`${id}-slides`} aria-live="polite">
        {articles.map((article, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern marks each slide as a group.
          <div
            key={article.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} di ${count}`}
            hidden={i !== index}
            data-testid="latest-slide"
          >
            <article className="grid overflow-hidden rounded-card bg-ink text-ivory shadow-card md:grid-cols-2">
              <ImageOrMonogram
                src={article.imageUrl}
                title={article.title}
                tone="dark"
                {...FRAMES.featureCard}
                priority={i === 0}
                className="aspect-[16/10] size-full"
              />
              <div className="grid content-center gap-4 p-8 md:p-12">
                {article.category ? <p className="eyebrow text-gold-light">{article.category.name}</p> : null}
                <h3 className="text-3xl leading-tight md:text-4xl">{article.title}</h3>
                <p className="line-clamp-3 text-ivory/85">{article.excerpt || EXCERPT_FALLBACK}</p>
                <Link
                  to={articlePath(article)}
                  className="font-medium text-gold-light underline-offset-4 hover:underline"
                >
                  Leggi di più<span className="sr-only">: {article.title}</span>
                </Link>
              </div>
            </article>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="flex justify-center gap-1">
          {articles.map((article, i) => (
            <button
              key={article.id}
              type="button"
              onClick={() => go(i)}
              aria-label={`Vai all'articolo ${i + 1} di ${count}`}
              aria-current={i === index ? "true" : undefined}
              aria-controls={`${id}-slides`}
              className="grid size-8 place-items-center"
            >
              <span
                className={cn(
                  "block h-2 rounded-full transition-all",
                  i === index ? "w-6 bg-terracotta" : "w-2 bg-ink/30",
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

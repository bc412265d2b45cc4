import { ArrowRight } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { CarouselButtons } from "~/components/ui/carousel-controls";
import { FRAMES } from "~/components/ui/image-frames";
import { Backdrop } from "~/components/ui/responsive-image";
import { sectionPath } from "~/lib/urls";
import { cn } from "~/lib/utils";

export interface CategoryTile {
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
}

/**
 * Home category tiles (spec §2): a grid from 768px, below it a one-at-a-time
 * carousel whose previous/next buttons are disabled at the first/last tile.
 */
export function CategoryTiles({ categories }: { categories: CategoryTile[] }) {
  const [index, setIndex] = useState(0);
  const listId = useId();
  const last = categories.length - 1;
  return (
    <section aria-roledescription="carosello" aria-label="Rubriche del magazine" className="grid gap-6">
      <ul id={listId} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-live="polite">
        {categories.map((category, i) => (
          <li
            key={category.slug}
            aria-roledescription="slide"
            aria-label={`${i + 1} di ${categories.length}: ${category.name}`}
            className={cn(i === index ? "block" : "hidden md:block")}
            data-testid="category-tile"
          >
            <Link
              to={sectionPath(category.slug)}
              className="group relative isolate flex aspect-[4/3] items-end overflow-hidden rounded-card bg-ink p-6 text-ivory shadow-card"
            >
              {category.imageUrl ? (
                <Backdrop
                  src={category.imageUrl}
                  {...FRAMES.sectionTile}
                  className="-z-10 transition-transform duration-500 group-hover:scale-105"
                />
              ) : null}
              <span className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/90 via-ink/40 to-transparent" />
              <span className="grid gap-2">
                <span className="font-display text-3xl">{category.name}</span>
                {category.description ? (
                  <span className="line-clamp-2 text-sm text-ivory/85">{category.description}</span>
                ) : null}
                <span className="inline-flex items-center gap-1 text-sm font-medium text-gold-light">
                  Esplora <ArrowRight className="size-4" aria-hidden="true" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {categories.length > 1 ? (
        <div className="flex items-center justify-between md:hidden">
          <p className="text-sm text-muted" aria-hidden="true">
            {index + 1} / {categories.length}
          </p>
          <CarouselButtons
            controls={listId}
            onPrevious={() => setIndex((i) => Math.max(0, i - 1))}
            onNext={() => setIndex((i) => Math.min(last, i + 1))}
            previousDisabled={index === 0}
            nextDisabled={index === last}
          />
        </div>
      ) : null}
    </section>
  );
}

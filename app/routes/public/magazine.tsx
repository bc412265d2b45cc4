import { ArrowRight, Quote } from "lucide-react";
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { ArticleCard, articleCardData } from "~/features/magazine/components/article-card";
import { LatestCarousel } from "~/features/magazine/components/latest-carousel";
import { listActiveCategories, listPublishedArticles } from "~/features/magazine/magazine.server";
import { breadcrumbJsonLd, CRUMBS, MAGAZINE_FEED, pageMeta } from "~/lib/seo";
import { sectionPath } from "~/lib/urls";
import { cn } from "~/lib/utils";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/magazine";

/** How many of the filtered articles the 'Ultimi articoli' carousel shows. */
const CAROUSEL_SIZE = 5;

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const [articles, categories] = await Promise.all([
    listPublishedArticles(ctx.db),
    listActiveCategories(ctx.db),
  ]);
  return {
    meta: pageMeta({
      siteUrl: ctx.siteUrl,
      path: "/magazine",
      title: "Magazine",
      description:
        "Il magazine di Atlante: moda, lifestyle, design, arte e cultura, turismo e innovazione italiana.",
      feeds: [MAGAZINE_FEED],
      jsonLd: [breadcrumbJsonLd(ctx.siteUrl, [CRUMBS.magazine])],
    }),
    articles: articles.map((article) =>
      articleCardData(article, article.category?.slug ? article.category : null),
    ),
    categories: categories.map(({ name, slug, description }) => ({ name, slug, description })),
  };
}

/** The category tab lives in the URL (?rubrica=), filtered on the page: no new load. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Magazine({ loaderData }: Route.ComponentProps) {
  const { articles, categories } = loaderData;
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("rubrica");
  const active = categories.some((c) => c.slug === requested) ? requested : null;
  const filtered = active ? articles.filter((a) => a.category?.slug === active) : articles;
  const tabs = [
    { slug: null, name: "Tutti" },
    ...categories.map((c) => ({ slug: c.slug as string | null, name: c.name })),
  ];

  return (
    <>
      <section className="bg-ink py-20 text-ivory md:py-28">
        <div className="container-page">
          <p className="eyebrow text-gold-light">Atlante Magazine</p>
          <h1 className="mt-4 max-w-3xl text-5xl leading-tight md:text-6xl">
            Il Magazine dell'eccellenza italiana
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-ivory/85">
            Storie, protagonisti e luoghi del Made in Italy: moda, lifestyle, design, arte, turismo e
            innovazione.
          </p>
        </div>
      </section>

      <div className="container-page grid gap-14 py-16">
        <nav aria-label="Filtra per rubrica">
          <ul className="flex flex-wrap gap-2">
            {tabs.map((tab) => {
              const selected = tab.slug === active;
              return (
                <li key={tab.slug ?? "tutti"}>
                  <Link
                    to={tab.slug ? `?rubrica=${tab.slug}` : "."}
                    preventScrollReset
                    replace
                    aria-current={selected ? "page" : undefined}
                    className={cn(
                      "inline-block rounded-full border px-4 py-2 text-sm font-medium transition-colors",
                      selected
                        ? "border-ink bg-ink text-ivory"
                        : "border-ink/20 bg-paper text-ink hover:bg-sand",
                    )}
                  >
                    {tab.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        {filtered.length === 0 ? (
          <EmptyState>Nessun articolo disponibile in questa categoria</EmptyState>
        ) : (
          <>
            <LatestCarousel key={active ?? "tutti"} articles={filtered.slice(0, CAROUSEL_SIZE)} />
            <section aria-labelledby="all-articles-title">
              <h2 id="all-articles-title" className="sr-only">
                Tutti gli articoli
              </h2>
              <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
                {filtered.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}

        <section aria-labelledby="rubriche-title">
          <h2 id="rubriche-title" className="text-4xl">
            Esplora le Rubriche
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link
                  to={sectionPath(category.slug)}
                  className="group flex h-full flex-col gap-2 rounded-card border border-line bg-paper p-6 transition-colors hover:border-terracotta"
                >
                  <span className="font-display text-2xl group-hover:text-terracotta-dark">
                    {category.name}
                  </span>
                  {category.description ? (
                    <span className="line-clamp-2 text-sm text-ink-soft">{category.description}</span>
                  ) : null}
                  <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-terracotta-dark">
                    Scopri la rubrica <ArrowRight className="size-4" aria-hidden="true" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className="bg-sand/60 py-20">
        <figure className="container-page grid max-w-3xl justify-items-center gap-6 text-center">
          <Quote className="size-10 text-terracotta" aria-hidden="true" />
          <blockquote className="font-display text-3xl leading-snug md:text-4xl">
            «L'Italia è fatta di mani che sanno, luoghi che raccontano e idee che guardano lontano.»
          </blockquote>
          <figcaption className="eyebrow">La redazione di Atlante</figcaption>
        </figure>
      </section>
    </>
  );
}

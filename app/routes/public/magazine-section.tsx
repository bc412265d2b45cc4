import { data, useNavigation } from "react-router";
import { errorBoundaryFor } from "~/components/layout/route-error-boundary";
import { BackLink } from "~/components/ui/back-link";
import { EmptyState } from "~/components/ui/empty-state";
import { PageLinks } from "~/components/ui/page-links";
import { ArticleCard, articleCardData } from "~/features/magazine/components/article-card";
import { getActiveCategoryBySlug, listSectionPage } from "~/features/magazine/magazine.server";
import * as MESSAGES from "~/lib/messages";
import { publicPageParam } from "~/lib/page-param";
import { breadcrumbJsonLd, CRUMBS, noindexMeta, pageMeta, sectionFeed } from "~/lib/seo";
import { MAGAZINE_PATH, sectionPath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/magazine-section";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const category = await getActiveCategoryBySlug(ctx.db, params.section);
  if (!category) throw data(MESSAGES.sectionNotFound, { status: 404 });
  const page = publicPageParam(new URL(request.url));
  const { rows: articles, pageCount } = await listSectionPage(ctx.db, category.id, page);
  if (page > pageCount) throw data(MESSAGES.sectionNotFound, { status: 404 });
  const path = page > 1 ? `${sectionPath(category.slug)}?pagina=${page}` : sectionPath(category.slug);
  return {
    meta: pageMeta({
      siteUrl: ctx.siteUrl,
      path,
      title: `${category.name} · Magazine`,
      description:
        category.description ?? `Gli articoli della rubrica ${category.name} del magazine di Atlante.`,
      image: category.imageUrl,
      feeds: [sectionFeed(category)],
      jsonLd: [breadcrumbJsonLd(ctx.siteUrl, [CRUMBS.magazine, { name: category.name, path }])],
    }),
    page,
    pageCount,
    category: {
      name: category.name,
      slug: category.slug,
      description: category.description,
      imageUrl: category.imageUrl,
    },
    articles: articles.map((article) =>
      articleCardData(article, { name: category.name, slug: category.slug }),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return noindexMeta("Pagina non trovata · Atlante");
  return loaderData.meta;
};

export default function MagazineSection({ loaderData }: Route.ComponentProps) {
  const { category, articles, page, pageCount } = loaderData;
  const navigation = useNavigation();
  // Moving to another section: the spec's loading text while its articles arrive.
  const next = navigation.location?.pathname;
  const loading =
    navigation.state === "loading" &&
    next !== undefined &&
    /^\/magazine\/[^/]+$/.test(next) &&
    next !== sectionPath(category.slug);
  return (
    <>
      <section className="bg-ink py-16 text-ivory md:py-24">
        <div className="container-page">
          <BackLink to="/magazine" tone="hero">
            Torna al Magazine
          </BackLink>
          <p className="eyebrow mt-8 text-gold-light">Rubrica</p>
          <h1 className="mt-3 text-5xl md:text-6xl">{category.name}</h1>
          {category.description ? (
            <p className="mt-6 max-w-2xl text-lg text-ivory/85">{category.description}</p>
          ) : null}
        </div>
      </section>
      <div className="container-page py-16">
        {loading ? (
          <p role="status" className="p-10 text-center text-lg text-ink-soft">
            Caricamento articoli...
          </p>
        ) : articles.length === 0 ? (
          <EmptyState>Nessun articolo disponibile</EmptyState>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2">
            {articles.map((article, i) => (
              <li key={article.id}>
                <ArticleCard
                  article={article}
                  headingLevel={2}
                  showMeta
                  className="animate-fade-up motion-reduce:animate-none"
                  style={{ animationDelay: `${i * 100}ms` }}
                />
              </li>
            ))}
          </ul>
        )}
        <PageLinks page={page} pageCount={pageCount} label={`Pagine della rubrica ${category.name}`} />
      </div>
    </>
  );
}

export const ErrorBoundary = errorBoundaryFor({
  notFoundTitle: MESSAGES.sectionNotFound,
  back: { to: MAGAZINE_PATH, label: "Torna al Magazine" },
});

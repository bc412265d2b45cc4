import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, useNavigation } from "react-router";
import { ArticleCard } from "~/components/public/article-card";
import { Button } from "~/components/ui/button";
import {
  getActiveCategoryBySlug,
  listPublishedArticlesInCategory,
} from "~/features/magazine/magazine.server";
import { breadcrumbJsonLd, pageMeta, sectionFeed } from "~/features/seo/seo";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/magazine-section";

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const category = await getActiveCategoryBySlug(ctx.db, params.section);
  if (!category) throw data("Rubrica non trovata", { status: 404 });
  const articles = await listPublishedArticlesInCategory(ctx.db, category.id);
  const path = `/magazine/${category.slug}`;
  return {
    meta: pageMeta({
      siteUrl: ctx.siteUrl,
      path,
      title: `${category.name} · Magazine`,
      description:
        category.description ?? `Gli articoli della rubrica ${category.name} del magazine di Atlante.`,
      image: category.imageUrl,
      feeds: [sectionFeed(category)],
      jsonLd: [
        breadcrumbJsonLd(ctx.siteUrl, [
          { name: "Home", path: "/" },
          { name: "Magazine", path: "/magazine" },
          { name: category.name, path },
        ]),
      ],
    }),
    category: {
      name: category.name,
      slug: category.slug,
      description: category.description,
      imageUrl: category.imageUrl,
    },
    articles: articles.map(({ id, title, slug, excerpt, imageUrl, author, readTime }) => ({
      id,
      title,
      slug,
      excerpt,
      imageUrl,
      author,
      readTime,
      category: { name: category.name, slug: category.slug },
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Pagina non trovata · Atlante" }, { name: "robots", content: "noindex" }];
  return loaderData.meta;
};

export default function MagazineSection({ loaderData }: Route.ComponentProps) {
  const { category, articles } = loaderData;
  const navigation = useNavigation();
  // Moving to another section: the spec's loading text while its articles arrive.
  const next = navigation.location?.pathname;
  const loading =
    navigation.state === "loading" &&
    next !== undefined &&
    /^\/magazine\/[^/]+$/.test(next) &&
    next !== `/magazine/${category.slug}`;
  return (
    <>
      <section className="bg-ink py-16 text-ivory md:py-24">
        <div className="container-page">
          <Link
            to="/magazine"
            className="inline-flex items-center gap-2 text-sm font-medium text-gold-light hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> Torna al Magazine
          </Link>
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
          <p className="rounded-card bg-paper p-10 text-center text-lg text-ink-soft">
            Nessun articolo disponibile
          </p>
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
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="container-page grid flex-1 place-content-center gap-5 py-24 text-center">
      <h1 className="text-4xl">{notFound ? "Rubrica non trovata" : "Errore nel caricamento"}</h1>
      <div>
        <Button asChild>
          <Link to="/magazine">Torna al Magazine</Link>
        </Button>
      </div>
    </section>
  );
}

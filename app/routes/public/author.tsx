import { data } from "react-router";
import { errorBoundaryFor } from "~/components/layout/route-error-boundary";
import { PageLinks } from "~/components/ui/page-links";
import { ArticleCard } from "~/features/magazine/components/article-card";
import { listAuthorPage } from "~/features/magazine/magazine.server";
import * as MESSAGES from "~/lib/messages";
import { publicPageParam } from "~/lib/page-param";
import { breadcrumbJsonLd, CRUMBS, noindexMeta, pageMeta } from "~/lib/seo";
import { authorPath, MAGAZINE_PATH } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/author";

/** /autori/{slug} (issue 15): an author's published articles, 20 a page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const page = publicPageParam(new URL(request.url));
  const author = await listAuthorPage(ctx.db, params.slug, page);
  if (!author || (page > 1 && author.rows.length === 0)) throw data(MESSAGES.authorNotFound, { status: 404 });
  const path = authorPath(params.slug);
  return {
    meta: pageMeta({
      siteUrl: ctx.siteUrl,
      path: page > 1 ? `${path}?pagina=${page}` : path,
      title: `${author.name} · Autori`,
      description: `Gli articoli di ${author.name} sul magazine di Atlante.`,
      jsonLd: [breadcrumbJsonLd(ctx.siteUrl, [CRUMBS.magazine, { name: author.name, path }])],
    }),
    name: author.name,
    total: author.total,
    page,
    pageCount: author.pageCount,
    articles: author.rows,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? noindexMeta(`${MESSAGES.authorNotFound} · Atlante`);

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { name, total, articles, page, pageCount } = loaderData;
  return (
    <>
      <section className="bg-ink py-16 text-ivory md:py-20">
        <div className="container-page">
          <p className="eyebrow text-gold-light">Autore</p>
          <h1 className="mt-3 text-5xl md:text-6xl">{name}</h1>
          <p className="mt-4 text-lg text-ivory/85">
            {total === 1 ? "1 articolo pubblicato" : `${total} articoli pubblicati`}
          </p>
        </div>
      </section>
      <div className="container-page py-16">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel={2} showMeta />
            </li>
          ))}
        </ul>
        <PageLinks page={page} pageCount={pageCount} label="Pagine degli articoli" />
      </div>
    </>
  );
}

export const ErrorBoundary = errorBoundaryFor({
  notFoundTitle: MESSAGES.authorNotFound,
  back: { to: MAGAZINE_PATH, label: "Torna al Magazine" },
});

import { RefreshCw } from "lucide-react";
import { data, Link } from "react-router";
import { errorBoundaryFor } from "~/components/layout/route-error-boundary";
import { BackLink } from "~/components/ui/back-link";
import { Badge } from "~/components/ui/badge";
import { EmptyState } from "~/components/ui/empty-state";
import { FRAMES } from "~/components/ui/image-frames";
import { Backdrop, ImagePreload, ResponsiveImage } from "~/components/ui/responsive-image";
import { DEFAULT_RANKING_DESCRIPTION, itemCountLabel, rankingImage } from "~/features/rankings/rankings";
import { getActiveRankingWithItems } from "~/features/rankings/rankings.server";
import * as MESSAGES from "~/lib/messages";
import { breadcrumbJsonLd, CRUMBS, itemListJsonLd, noindexMeta, pageMeta, withMeta } from "~/lib/seo";
import { partnerPath, RANKINGS_PATH, rankingPath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/ranking";

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const ranking = await getActiveRankingWithItems(ctx.db, params.slug);
  if (!ranking) throw data(MESSAGES.rankingNotFound, { status: 404 });
  return withMeta(
    {
      siteUrl: ctx.siteUrl,
      ranking: {
        title: ranking.title,
        slug: ranking.slug,
        description: ranking.description || DEFAULT_RANKING_DESCRIPTION,
        image: rankingImage(ranking),
        items: ranking.items,
      },
    },
    (loaderData) => {
      const { siteUrl, ranking } = loaderData;
      const path = rankingPath(ranking.slug);
      return pageMeta({
        siteUrl,
        path,
        title: ranking.title,
        description: ranking.description,
        image: ranking.image,
        jsonLd: [
          itemListJsonLd(siteUrl, {
            name: ranking.title,
            description: ranking.description,
            path,
            items: ranking.items,
          }),
          breadcrumbJsonLd(siteUrl, [CRUMBS.rankings, { name: ranking.title, path }]),
        ],
      });
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? noindexMeta("Classifica non trovata · Atlante");

export default function RankingPage({ loaderData }: Route.ComponentProps) {
  const { ranking } = loaderData;
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink py-16 text-ivory md:py-24">
        {ranking.image ? (
          <>
            <ImagePreload src={ranking.image} sizes={FRAMES.rankingHero.sizes} />
            <Backdrop src={ranking.image} {...FRAMES.rankingHero} priority className="-z-20 opacity-40" />
          </>
        ) : null}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/70 to-ink/30" />
        <div className="container-page">
          <BackLink to="/liste" tone="hero">
            Torna alle classifiche
          </BackLink>
          <h1 className="mt-8 max-w-4xl text-5xl leading-tight md:text-6xl">{ranking.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-ivory/85">{ranking.description}</p>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Badge className="bg-gold text-ink">{itemCountLabel(ranking.items.length)}</Badge>
            <span className="inline-flex items-center gap-2 text-sm text-ivory/80">
              <RefreshCw className="size-4" aria-hidden="true" /> Aggiornato recentemente
            </span>
          </div>
        </div>
      </section>
      <div className="container-page max-w-5xl py-16">
        {ranking.items.length === 0 ? (
          <EmptyState>Nessun elemento in questa classifica al momento</EmptyState>
        ) : (
          <ol className="grid gap-4">
            {ranking.items.map((item) => (
              <li
                key={item.id}
                className="render-when-visible flex items-start gap-4 rounded-card bg-paper p-5 shadow-card md:gap-6 md:p-6"
              >
                <span
                  className="w-12 shrink-0 text-center font-display text-3xl text-terracotta md:w-16 md:text-4xl"
                  data-testid="rank"
                >
                  <span className="sr-only">Posizione </span>
                  {item.rank}
                </span>
                {item.imageUrl ? (
                  <ResponsiveImage
                    src={item.imageUrl}
                    alt=""
                    {...FRAMES.rankingThumb}
                    className="size-16 shrink-0 rounded-full md:size-20"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <h2 className="text-xl md:text-2xl">
                    {item.partnerSlug ? (
                      <Link to={partnerPath(item.partnerSlug)} className="hover:underline">
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </h2>
                  {item.subtitle ? <p className="text-sm font-medium text-muted">{item.subtitle}</p> : null}
                  {item.description ? <p className="mt-2 text-ink-soft">{item.description}</p> : null}
                </div>
                {item.score !== null ? (
                  <span className="shrink-0 rounded-full bg-sand px-3 py-1 text-sm font-semibold">
                    <span className="sr-only">Punteggio </span>
                    {item.score.toFixed(1)}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

export const ErrorBoundary = errorBoundaryFor({
  notFoundTitle: MESSAGES.rankingNotFound,
  back: { to: RANKINGS_PATH, label: "Torna alle classifiche" },
});

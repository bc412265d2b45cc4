import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { FRAMES } from "~/components/ui/image-frames";
import { ImageOrMonogram } from "~/components/ui/image-or-monogram";
import { DEFAULT_RANKING_DESCRIPTION, rankingImage } from "~/features/rankings/rankings";
import { listActiveRankings } from "~/features/rankings/rankings.server";
import { breadcrumbJsonLd, CRUMBS, pageMeta, withMeta } from "~/lib/seo";
import { rankingPath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/rankings";

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const rankings = await listActiveRankings(ctx.db);
  return withMeta(
    {
      siteUrl: ctx.siteUrl,
      rankings: rankings.map((r) => ({
        id: r.id,
        title: r.title,
        slug: r.slug,
        description: r.description,
        image: rankingImage(r),
      })),
    },
    ({ siteUrl, rankings }) => {
      return pageMeta({
        siteUrl,
        path: "/liste",
        title: "Le Classifiche",
        description:
          "Le classifiche di Atlante: brand, vini, startup e ristoranti che rappresentano l'eccellenza italiana.",
        image: rankings[0]?.image,
        jsonLd: [breadcrumbJsonLd(siteUrl, [CRUMBS.rankings])],
      });
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Rankings({ loaderData }: Route.ComponentProps) {
  const { rankings } = loaderData;
  return (
    <>
      <section className="bg-ink py-20 text-ivory">
        <div className="container-page">
          <p className="eyebrow text-gold-light">Classifiche</p>
          <h1 className="mt-4 text-5xl md:text-6xl">Le Classifiche</h1>
          <p className="mt-6 max-w-2xl text-lg text-ivory/85">
            Le selezioni della redazione sui protagonisti dell'eccellenza italiana, aggiornate con regolarità.
          </p>
        </div>
      </section>
      <div className="container-page py-16">
        {rankings.length === 0 ? (
          <EmptyState>Nessuna classifica disponibile al momento</EmptyState>
        ) : (
          <ol className="grid gap-8 md:grid-cols-2">
            {rankings.map((ranking, i) => (
              <li key={ranking.id}>
                <article className="group flex h-full flex-col overflow-hidden rounded-card bg-paper shadow-card">
                  <ImageOrMonogram
                    src={ranking.image}
                    title={ranking.title}
                    {...FRAMES.rankingCard}
                    priority={i === 0}
                    className="aspect-[16/9] w-full"
                  />
                  <div className="flex flex-1 flex-col gap-3 p-6">
                    <p className="eyebrow">Classifica #{i + 1}</p>
                    <h2 className="text-3xl">{ranking.title}</h2>
                    <p className="flex-1 text-ink-soft">
                      {ranking.description || DEFAULT_RANKING_DESCRIPTION}
                    </p>
                    <Link
                      to={rankingPath(ranking.slug)}
                      className="inline-flex items-center gap-1 font-medium text-terracotta-dark hover:underline"
                    >
                      Scopri la classifica<span className="sr-only">: {ranking.title}</span>
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

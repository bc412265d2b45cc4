import { Compass, Map as MapIcon, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { FRAMES } from "~/components/ui/image-frames";
import { Backdrop, imagePreload } from "~/components/ui/responsive-image";
import { CategoryTiles } from "~/features/magazine/components/category-tiles";
import { listActiveCategories } from "~/features/magazine/magazine.server";
import { RankingsTabs } from "~/features/rankings/components/rankings-tabs";
import { listRankingsWithTopItems } from "~/features/rankings/rankings.server";
import { DEFAULT_DESCRIPTION, MAGAZINE_FEED, pageMeta, websiteJsonLd } from "~/lib/seo";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/home";

const HERO_IMAGE = "/media/site-images/seed/hero.svg";

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const [categories, rankings] = await Promise.all([
    listActiveCategories(ctx.db),
    // Spec §2: if the rankings fail to load the section renders nothing.
    listRankingsWithTopItems(ctx.db, { top: 5 }).catch((error: unknown) => {
      ctx.log.error({ err: error }, "home rankings load failed");
      return null;
    }),
  ]);
  return {
    meta: pageMeta({
      siteUrl: ctx.siteUrl,
      path: "/",
      title: "Atlante · Scopri l'Italia che ispira il mondo",
      description: DEFAULT_DESCRIPTION,
      feeds: [MAGAZINE_FEED],
      jsonLd: [websiteJsonLd(ctx.siteUrl)],
    }),
    categories: categories.map(({ name, slug, description, imageUrl }) => ({
      name,
      slug,
      description,
      imageUrl,
    })),
    rankings:
      rankings?.map(({ id, title, slug, description, items }) => ({
        id,
        title,
        slug,
        description,
        items: items.map(({ id, rank, title, subtitle, score }) => ({ id, rank, title, subtitle, score })),
      })) ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export const links: Route.LinksFunction = () =>
  imagePreload(HERO_IMAGE, FRAMES.homeHero.sizes, FRAMES.homeHero.maxWidth);

/** The two AI tools the home page presents. */
const AI_TOOLS = [
  {
    icon: Sparkles,
    title: "Italian Experience",
    text: "Racconta cosa desideri vivere: l'intelligenza artificiale crea per te un'esperienza su misura tra arte, sapori e paesaggi italiani.",
    to: "/experience",
    action: "Inizia a Creare",
    className: "bg-cypress",
  },
  {
    icon: MapIcon,
    title: "AI Italian Tour",
    text: "Scegli una regione sulla mappa d'Italia e ricevi suggerimenti e itinerari dettagliati generati dall'AI.",
    to: "/ai-tour",
    action: "Inizia il Tour",
    className: "bg-wine",
  },
];

const PARTNER_CLAIMS = ["Visibilità garantita", "Attivazione in 5 minuti", "Pubblico internazionale"];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, rankings } = loaderData;
  return (
    <>
      <section className="relative isolate flex min-h-[100dvh] items-end overflow-hidden bg-ink text-ivory">
        <Backdrop src={HERO_IMAGE} {...FRAMES.homeHero} priority className="-z-10" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/50 to-transparent" />
        <div className="container-page pb-20 pt-40">
          <p className="eyebrow text-gold-light">Eccellenze italiane</p>
          <h1 className="mt-4 max-w-3xl text-5xl leading-[1.05] md:text-7xl">
            Scopri l'Italia che ispira il mondo
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-ivory/85">
            Un magazine, le classifiche e la directory dei protagonisti del Made in Italy, con strumenti AI
            per progettare il tuo viaggio.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to="/experience">Italian Experience</Link>
            </Button>
            <Button asChild variant="light" size="lg">
              <Link to="/magazine">Magazine</Link>
            </Button>
          </div>
        </div>
      </section>

      <section className="container-page py-20" aria-labelledby="rubriche-title">
        <p className="eyebrow">Magazine</p>
        <h2 id="rubriche-title" className="mt-2 mb-10 text-4xl">
          Le Rubriche
        </h2>
        <CategoryTiles categories={categories} />
      </section>

      {rankings && rankings.length > 0 ? (
        <section className="bg-sand/60 py-20" aria-labelledby="classifiche-title">
          <div className="container-page">
            <p className="eyebrow">Classifiche</p>
            <h2 id="classifiche-title" className="mt-2 mb-10 text-4xl">
              Le Classifiche dell'Eccellenza
            </h2>
            <RankingsTabs rankings={rankings} />
          </div>
        </section>
      ) : null}

      <section className="container-page grid gap-6 py-20 lg:grid-cols-2" aria-label="Strumenti AI">
        {AI_TOOLS.map(({ icon: Icon, title, text, to, action, className }) => (
          <article
            key={to}
            className={`flex flex-col gap-4 rounded-card ${className} p-8 text-ivory shadow-card md:p-10`}
          >
            <Icon className="size-8 text-gold-light" aria-hidden="true" />
            <h2 className="text-3xl">{title}</h2>
            <p className="flex-1 text-ivory/85">{text}</p>
            <div>
              <Button asChild variant="light">
                <Link to={to}>{action}</Link>
              </Button>
            </div>
          </article>
        ))}
      </section>

      <section className="bg-ink py-20 text-ivory" aria-labelledby="partner-cta-title">
        <div className="container-page grid items-center gap-10 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <Compass className="size-8 text-gold-light" aria-hidden="true" />
            <h2 id="partner-cta-title" className="mt-4 text-4xl">
              Porta la tua eccellenza su Atlante
            </h2>
            <p className="mt-4 max-w-xl text-ivory/85">
              Enti, musei, brand e aziende enogastronomiche: crea la tua scheda premium e raggiungi
              viaggiatori e appassionati da tutto il mondo.
            </p>
            <Button asChild variant="accent" size="lg" className="mt-8">
              <Link to="/diventa-partner">Diventa Partner</Link>
            </Button>
          </div>
          <CheckList items={PARTNER_CLAIMS} tone="dark" />
        </div>
      </section>
    </>
  );
}

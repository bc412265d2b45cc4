import { BarChart3, Globe2, Handshake, Megaphone, ShieldCheck, Sparkles, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { breadcrumbJsonLd, CRUMBS, pageMeta, withMeta } from "~/lib/seo";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/become-partner";

const SIGNUP = "/auth?mode=signup&redirect=/area-partner";
const SIGNIN = "/auth?redirect=/area-partner";

export function loader({ context }: Route.LoaderArgs) {
  return withMeta({ siteUrl: context.get(appContext).siteUrl }, ({ siteUrl }) => {
    return pageMeta({
      siteUrl,
      path: "/diventa-partner",
      title: "Diventa Partner",
      description:
        "Entra nella rete di Atlante: una scheda premium con contenuti AI, visibilità internazionale, classifiche tematiche e un Ambassador AI.",
      jsonLd: [breadcrumbJsonLd(siteUrl, [CRUMBS.becomePartner])],
    });
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const BENEFITS = [
  {
    icon: Globe2,
    title: "Visibilità Internazionale",
    text: "Raggiungi viaggiatori, buyer e appassionati del Made in Italy da tutto il mondo.",
  },
  {
    icon: Handshake,
    title: "Network di Qualità",
    text: "Entra in una rete selezionata di enti, musei, brand e aziende d'eccellenza.",
  },
  {
    icon: TrendingUp,
    title: "Crescita del Business",
    text: "Trasforma l'interesse in contatti, prenotazioni e nuove opportunità.",
  },
  {
    icon: ShieldCheck,
    title: "Autorevolezza del Brand",
    text: "Presenta la tua realtà accanto alle eccellenze raccontate dal nostro magazine.",
  },
  {
    icon: BarChart3,
    title: "Analytics",
    text: "Misura visite e interazioni della tua scheda con dati chiari e aggiornati.",
  },
  {
    icon: Sparkles,
    title: "Strumenti AI",
    text: "Contenuti premium, esperienze e un Ambassador AI che parla tutte le lingue, 24/7.",
  },
];

const INCLUDED = [
  "Profilo personalizzato con galleria fotografica",
  "Inserimento nelle classifiche tematiche",
  "Contenuti editoriali dedicati nel magazine",
  "Integrazione con Italian Experience e AI Tour",
  "Dashboard di analytics",
  "Supporto dedicato",
];

export default function BecomePartner() {
  return (
    <>
      <section className="bg-ink py-24 text-ivory md:py-32">
        <div className="container-page grid gap-6">
          <p className="eyebrow text-gold-light">Partnership</p>
          <h1 className="text-5xl md:text-7xl">Diventa Partner</h1>
          <p className="max-w-2xl text-lg text-ivory/85">
            Racconta la tua eccellenza a un pubblico internazionale: una scheda premium scritta con l'AI, la
            presenza nella directory e nelle esperienze, e un Ambassador AI disponibile 24 ore su 24.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to={SIGNUP}>Inizia Ora</Link>
            </Button>
            <Button asChild variant="light" size="lg">
              <Link to={SIGNUP}>Crea il Tuo Ambassador AI</Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-ivory/40 text-ivory hover:bg-ivory/10"
            >
              <Link to="/partner">Esplora Partner</Link>
            </Button>
          </div>
        </div>
      </section>

      <section className="container-page py-20" aria-labelledby="vantaggi-title">
        <h2 id="vantaggi-title" className="text-4xl">
          Perché diventare partner
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-card bg-paper p-6 shadow-card">
              <Icon className="size-8 text-terracotta" aria-hidden="true" />
              <h3 className="mt-4 text-2xl">{title}</h3>
              <p className="mt-2 text-ink-soft">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-sand/60 py-20" aria-labelledby="incluso-title">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <Megaphone className="size-8 text-terracotta" aria-hidden="true" />
            <h2 id="incluso-title" className="mt-4 text-4xl">
              Cosa include la partnership
            </h2>
            <p className="mt-4 max-w-lg text-ink-soft">
              Tutto ciò che serve per presentare la tua realtà con la qualità che merita.
            </p>
          </div>
          <CheckList items={INCLUDED} tone="light" />
        </div>
      </section>

      <section
        className="container-page grid justify-items-center gap-5 py-20 text-center"
        aria-labelledby="registrati-title"
      >
        <h2 id="registrati-title" className="text-4xl">
          Pronto a iniziare?
        </h2>
        <p className="max-w-xl text-ink-soft">
          La registrazione è gratuita: crea la tua scheda in pochi minuti.
        </p>
        <Button asChild variant="accent" size="lg">
          <Link to={SIGNUP}>Registrati Gratuitamente</Link>
        </Button>
        <p className="text-ink-soft">
          Hai già un account?{" "}
          <Link to={SIGNIN} className="font-medium text-terracotta-dark underline-offset-4 hover:underline">
            Accedi qui
          </Link>
        </p>
      </section>
    </>
  );
}

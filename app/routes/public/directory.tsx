import { MapPin } from "lucide-react";
import { useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { FRAMES } from "~/components/ui/image-frames";
import { ImageOrMonogram } from "~/components/ui/image-or-monogram";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { DIRECTORY_TIPO_LABELS, tipoLabel } from "~/features/partners/partner-labels";
import { listPublishedPartners, parseDirectoryFilters } from "~/features/partners/partners-public.server";
import { PARTNER_TIPI, REGIONS } from "~/features/partners/profile-fields";
import { truncate } from "~/lib/format";
import { breadcrumbJsonLd, CRUMBS, pageMeta, withMeta } from "~/lib/seo";
import { statsListing } from "~/lib/stats-attributes";
import { partnerPath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/directory";

/** Spec §9: directory card text cut at 200 characters, at a word boundary, with an ellipsis. */
export const CARD_TEXT_MAX = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const filters = parseDirectoryFilters(new URL(request.url).searchParams);
  const partners = await listPublishedPartners(ctx.db, filters);
  return withMeta(
    {
      siteUrl: ctx.siteUrl,
      filters: { tipo: filters.tipo ?? "", regione: filters.regione ?? "" },
      partners: partners.map((p) => ({
        id: p.id,
        slug: p.slug,
        nome: p.nome,
        tipo: p.tipo,
        regione: p.regione,
        logoUrl: p.logoUrl,
        text: truncate((p.aiSommario || p.descrizione || "").trim(), CARD_TEXT_MAX),
      })),
    },
    ({ siteUrl, filters }) => {
      const filtered = Boolean(filters.tipo || filters.regione);
      return pageMeta({
        siteUrl,
        path: "/partner",
        title: "Partner · Directory delle eccellenze italiane",
        description:
          "Enti, musei, brand e aziende enogastronomiche: la directory dei partner di Atlante, per tipo e regione.",
        noindex: filtered,
        jsonLd: [breadcrumbJsonLd(siteUrl, [CRUMBS.partners])],
      });
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** The directory's two filters, read from and written to the URL as GET parameters. */
const FILTERS = [
  {
    name: "tipo",
    label: "Tipo",
    options: PARTNER_TIPI.map((tipo) => ({ value: tipo, label: DIRECTORY_TIPO_LABELS[tipo] })),
    emptyLabel: "Tutti i tipi",
  },
  {
    name: "regione",
    label: "Regione",
    options: REGIONS.map((regione) => ({ value: regione, label: regione })),
    emptyLabel: "Tutte le regioni",
  },
] as const;

export default function Directory({ loaderData }: Route.ComponentProps) {
  const { partners, filters } = loaderData;
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const count = partners.length;
  return (
    <>
      <section className="bg-ink py-20 text-ivory">
        <div className="container-page">
          <p className="eyebrow text-gold-light">Partner</p>
          <h1 className="mt-4 text-5xl md:text-6xl">I Nostri Partner</h1>
          <p className="mt-6 text-xl text-ivory/85">Directory delle eccellenze italiane</p>
        </div>
      </section>
      <div className="container-page grid gap-10 py-16">
        <Form
          ref={form}
          method="get"
          preventScrollReset
          replace
          className="grid items-end gap-4 rounded-card bg-paper p-6 shadow-card md:grid-cols-[1fr_1fr_auto]"
          onChange={() => {
            if (form.current) submit(form.current, { preventScrollReset: true, replace: true });
          }}
          aria-label="Filtra i partner"
        >
          {FILTERS.map(({ name, label, options, emptyLabel }) => (
            <div key={name} className="grid gap-2">
              <Label htmlFor={`filtro-${name}`}>{label}</Label>
              <NativeSelect
                id={`filtro-${name}`}
                name={name}
                defaultValue={filters[name]}
                key={`${name}-${filters[name]}`}
                className="form-select"
                options={options}
                emptyLabel={emptyLabel}
              />
            </div>
          ))}
          <div className="flex gap-2">
            <noscript>
              <Button type="submit">Filtra</Button>
            </noscript>
            {filters.tipo || filters.regione ? (
              <Button asChild variant="outline">
                <Link to="/partner" preventScrollReset replace>
                  Azzera filtri
                </Link>
              </Button>
            ) : null}
          </div>
        </Form>

        <p className="text-ink-soft" role="status" data-testid="result-count">
          {count} {count === 1 ? "risultato" : "risultati"}
        </p>

        {count === 0 ? (
          <EmptyState>Nessuna scheda trovata con i filtri selezionati.</EmptyState>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {partners.map((partner) => (
              <li key={partner.id}>
                <Link
                  to={partnerPath(partner.slug)}
                  className="group flex h-full flex-col gap-4 rounded-card bg-paper p-6 shadow-card transition-shadow hover:shadow-lg"
                  data-testid="partner-card"
                  {...statsListing(partner.slug, "directory_impression", "directory_click")}
                >
                  <span className="flex items-center gap-4">
                    <span className="size-16 shrink-0 overflow-hidden rounded-full bg-sand">
                      <ImageOrMonogram
                        src={partner.logoUrl}
                        title={partner.nome}
                        avatar
                        {...FRAMES.directoryLogo}
                        className="size-full"
                      />
                    </span>
                    <span className="min-w-0">
                      <span className="block font-display text-xl leading-snug group-hover:text-terracotta-dark">
                        {partner.nome}
                      </span>
                      <span className="mt-1 block text-xs font-semibold uppercase tracking-wide text-terracotta-dark">
                        {tipoLabel(partner.tipo)}
                      </span>
                    </span>
                  </span>
                  {partner.text ? <span className="flex-1 text-sm text-ink-soft">{partner.text}</span> : null}
                  {partner.regione ? (
                    <span className="inline-flex items-center gap-1 text-sm text-muted">
                      <MapPin className="size-4" aria-hidden="true" /> {partner.regione}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

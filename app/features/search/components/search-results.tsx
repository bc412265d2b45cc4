// The results of /cerca: groups (articles, rankings, partners) with the matching passage
// highlighted, links to one group's pages, and an empty state that helps.
import type * as React from "react";
import { Link } from "react-router";
import { PagerLinks } from "~/components/ui/page-links";
import { statsListing } from "~/lib/stats-attributes";
import { DIRECTORY_PATH, MAGAZINE_PATH, RANKINGS_PATH, searchPath } from "~/lib/urls";
import { MARK_END, MARK_START, type SearchGroup, type SearchHit, type SearchKind } from "../search-kinds";

const GROUP_TITLES: Record<SearchKind, string> = {
  articoli: "Articoli",
  classifiche: "Classifiche",
  partner: "Partner",
};

/** The snippet with <mark> around the matched words (text only, React escapes it). */
function Snippet({ text }: { text: string }) {
  const out: React.ReactNode[] = [];
  text.split(MARK_START).forEach((part, i) => {
    if (i === 0) {
      out.push(part);
      return;
    }
    const [marked, rest] = part.split(MARK_END);
    out.push(
      <mark key={i} className="rounded bg-gold-light/70 px-0.5 text-ink">
        {marked}
      </mark>,
      rest ?? "",
    );
  });
  return <p className="mt-1 text-sm leading-relaxed text-ink-soft">{out}</p>;
}

function Hit({ hit }: { hit: SearchHit }) {
  // Partners are counted as appearances and clicks from the site search (issue 12).
  const stats = hit.partnerSlug
    ? statsListing(hit.partnerSlug, "search_impression", "search_click", "search")
    : {};
  return (
    <li className="border-b border-line py-4 last:border-0">
      <Link to={hit.url} className="group block" {...stats}>
        {hit.label ? (
          <span className="text-xs font-medium uppercase tracking-wide text-terracotta-dark">
            {hit.label}
          </span>
        ) : null}
        <span className="block font-display text-xl text-ink group-hover:text-terracotta-dark group-hover:underline">
          {hit.title}
        </span>
        {hit.snippet ? <Snippet text={hit.snippet} /> : null}
      </Link>
    </li>
  );
}

export function SearchResults({
  query,
  groups,
  kind,
  page,
  pageSize,
}: {
  query: string;
  groups: SearchGroup[];
  kind: SearchKind | null;
  page: number;
  pageSize: number;
}) {
  return (
    <div className="mt-8 grid gap-10">
      {groups.map((group) => {
        const pages = Math.ceil(group.total / pageSize);
        return (
          <section key={group.kind} aria-labelledby={`risultati-${group.kind}`}>
            <h2 id={`risultati-${group.kind}`} className="text-2xl">
              {GROUP_TITLES[group.kind]}{" "}
              <span className="text-base font-normal text-muted">({group.total})</span>
            </h2>
            <ul className="mt-2">
              {group.hits.map((hit) => (
                <Hit key={`${hit.kind}-${hit.id}`} hit={hit} />
              ))}
            </ul>
            {!kind && group.total > group.hits.length ? (
              <Link
                to={searchPath(query, { tipo: group.kind })}
                className="mt-2 inline-block text-sm font-medium text-terracotta-dark hover:underline"
              >
                Mostra tutti i {group.total} risultati in {GROUP_TITLES[group.kind]}
              </Link>
            ) : null}
            {kind ? (
              <PagerLinks
                page={page}
                pageCount={pages}
                label={`Pagine dei risultati in ${GROUP_TITLES[group.kind]}`}
                href={(n) => searchPath(query, { tipo: kind, pagina: n })}
                previousLabel="Precedenti"
                nextLabel="Successivi"
                className="mt-6 flex items-center justify-center gap-4 text-sm"
              />
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

/** "Nessun risultato per …" with what to try next. */
export function NoResults({ query, popular }: { query: string; popular: string[] }) {
  return (
    <div className="mt-8 rounded-card bg-paper p-8" data-testid="search-empty">
      <h2 className="text-2xl">Nessun risultato per «{query}»</h2>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-ink-soft">
        <li>Controlla l'ortografia o prova con parole più generali.</li>
        <li>Cerca un luogo, un mestiere o un prodotto: per esempio «vetro», «Cremona», «caffè».</li>
        <li>
          Oppure esplora il{" "}
          <Link to={MAGAZINE_PATH} className="text-terracotta-dark underline">
            Magazine
          </Link>
          , le{" "}
          <Link to={RANKINGS_PATH} className="text-terracotta-dark underline">
            Classifiche
          </Link>{" "}
          e la{" "}
          <Link to={DIRECTORY_PATH} className="text-terracotta-dark underline">
            directory dei partner
          </Link>
          .
        </li>
      </ul>
      {popular.length ? (
        <div className="mt-6">
          <h3 className="text-sm font-medium text-ink">Ricerche frequenti</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {popular.map((q) => (
              <li key={q}>
                <Link
                  to={searchPath(q)}
                  className="inline-flex rounded-full border border-line bg-ivory px-3 py-1 text-sm hover:bg-sand"
                >
                  {q}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

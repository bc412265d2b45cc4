import { SearchIcon } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { NoResults, SearchResults } from "~/features/search/components/search-results";
import { siteSearch } from "~/features/search/search.server";
import { isSearchKind, OVERVIEW_SIZE, PAGE_SIZE } from "~/features/search/search-kinds";
import { recordSearch, searchReport } from "~/features/search/stats.server";
import { publicPageParam } from "~/lib/page-param";
import { SEARCH_PATH } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/search";

/** /cerca?q=…[&tipo=articoli|classifiche|partner][&pagina=n] (issue 10): site search. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const url = new URL(request.url);
  const tipo = url.searchParams.get("tipo");
  const kind = isSearchKind(tipo) ? tipo : null;
  const page = kind ? publicPageParam(url) : 1;
  const result = await siteSearch(ctx.db, url.searchParams.get("q") ?? "", { kind, page });
  // Counted once per search (its first page), never for paging through results.
  if (result.query && page === 1 && !kind) {
    await recordSearch(ctx.db, result.query, result.total).catch((error) =>
      ctx.log.warn({ err: error }, "search statistics failed"),
    );
  }
  const popular =
    result.query && result.total === 0
      ? (await searchReport(ctx.db, 30, 8)).top.filter((r) => r.searches > r.empty).map((r) => r.query)
      : [];
  return { ...result, kind, page, popular };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.query ? `«${loaderData.query}» · Cerca · Atlante` : "Cerca · Atlante" },
  { name: "robots", content: "noindex" },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, corrected, groups, total, kind, page, popular } = loaderData;
  return (
    <div className="container-page max-w-4xl py-10 md:py-14">
      <h1 className="text-4xl md:text-5xl">Cerca</h1>
      <Form method="get" action={SEARCH_PATH} role="search" className="mt-6 flex gap-2">
        <label className="flex-1">
          <span className="sr-only">Cerca nel sito</span>
          <input
            type="search"
            name="q"
            defaultValue={query}
            maxLength={120}
            placeholder="Articoli, classifiche, partner…"
            className="h-12 w-full rounded-full border border-ink/20 bg-white px-5 text-base outline-none focus:border-ink"
          />
        </label>
        <Button type="submit" size="lg" className="h-12">
          <SearchIcon aria-hidden="true" /> Cerca
        </Button>
      </Form>
      {query ? (
        <p className="mt-4 text-sm text-ink-soft" aria-live="polite">
          {corrected ? (
            <>
              Nessun risultato per «{query}». Risultati per <strong>«{corrected}»</strong>:{" "}
            </>
          ) : null}
          {total ? `${total} ${total === 1 ? "risultato" : "risultati"}` : null}
        </p>
      ) : null}
      {query && total === 0 ? <NoResults query={query} popular={popular} /> : null}
      {total > 0 ? (
        <SearchResults
          query={corrected ?? query}
          groups={groups}
          kind={kind}
          page={page}
          pageSize={kind ? PAGE_SIZE : OVERVIEW_SIZE}
        />
      ) : null}
    </div>
  );
}

import { ExternalLink, Plus } from "lucide-react";
import { Link } from "react-router";
import { LoadError, Pagination, TabHeader } from "~/components/admin/admin-ui";
import { useRowSelection } from "~/components/admin/use-row-selection";
import { Button } from "~/components/ui/button";
import {
  ARTICLE_SORTS,
  type ArticleSort,
  bulkArticles,
  deleteArticle,
  listArticlesAdmin,
} from "~/features/magazine/articles-admin.server";
import { listCategoryOptions } from "~/features/magazine/categories-admin.server";
import { ArticleListFilters } from "~/features/magazine/components/article-list-filters";
import { ArticleBulkActions, ArticlesTable } from "~/features/magazine/components/articles-table";
import { isUuid } from "~/features/magazine/magazine.server";
import { ARTICLE_STATUSES, type ArticleStatus, bulkArticleSchema } from "~/features/magazine/magazine-schema";
import { deleteSchema } from "~/lib/form-schemas";
import * as MESSAGES from "~/lib/messages";
import { adminArticlePath } from "~/lib/urls";
import { adminAction, emptyList, intent, loadAdminList } from "~/server/admin-kit.server";
import type { Route } from "./+types/articles";

function listParams(url: URL) {
  const rubrica = url.searchParams.get("rubrica");
  const stato = url.searchParams.get("stato") as ArticleStatus | null;
  const ordina = url.searchParams.get("ordina") as ArticleSort | null;
  return {
    categoryId: rubrica && isUuid(rubrica) ? rubrica : null,
    status: stato && ARTICLE_STATUSES.includes(stato) ? stato : null,
    sort: ordina && ARTICLE_SORTS.includes(ordina) ? ordina : ("recenti" as const),
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
  };
}

export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, {
    load: async ({ ctx, url, page }) => {
      const params = listParams(url);
      const [categories, list] = await Promise.all([
        listCategoryOptions(ctx.db),
        listArticlesAdmin(ctx.db, { page, ...params }),
      ]);
      return { categories, ...list, ...params };
    },
    empty: ({ url }) => ({ categories: [], ...emptyList(), ...listParams(url) }),
    loadError: MESSAGES.loadError,
  });
}

const BULK_TITLES = {
  publish: MESSAGES.articlesPublished,
  unpublish: MESSAGES.articlesUnpublished,
  delete: MESSAGES.articlesDeleted,
};

export function action(args: Route.ActionArgs) {
  return adminAction(args, {
    delete: intent({
      schema: deleteSchema,
      invalid: MESSAGES.notFound,
      invalidStatus: 404,
      run: (ctx, input) => deleteArticle(ctx.db, input.id),
      success: MESSAGES.articleDeleted,
      error: MESSAGES.deleteError,
    }),
    bulk: intent({
      schema: bulkArticleSchema,
      invalid: (formData) =>
        formData.getAll("ids").length === 0 ? MESSAGES.nothingSelected : MESSAGES.saveError,
      run: (ctx, input) => bulkArticles(ctx.db, input.action, input.ids),
      success: (input, count) => BULK_TITLES[input.action](count as number),
      error: MESSAGES.saveError,
    }),
  });
}

export default function ArticlesTab({ loaderData }: Route.ComponentProps) {
  const { rows, page, categories, categoryId, status, sort, q, loadError } = loaderData;
  const selection = useRowSelection(
    rows.map((r) => r.id),
    [],
    `${categoryId}|${status}|${q}|${page.page}`,
  );
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TabHeader title="Articoli" count={page.total}>
        <Button asChild>
          <Link to={adminArticlePath("nuovo")}>
            <Plus aria-hidden="true" /> Nuovo articolo
          </Link>
        </Button>
      </TabHeader>
      <ArticleListFilters q={q} categoryId={categoryId} status={status} sort={sort} categories={categories} />
      <LoadError message={loadError} />
      <ArticleBulkActions selected={[...selection.selected]} />
      <ArticlesTable rows={rows} selection={selection} />
      <Pagination page={page.page} pageCount={page.pageCount} />
      <p className="text-xs text-muted">
        <ExternalLink className="inline size-3" aria-hidden="true" /> apre l'articolo pubblicato in una nuova
        scheda.
      </p>
    </section>
  );
}

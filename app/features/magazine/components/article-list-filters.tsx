import { Search } from "lucide-react";
import { Form, useSubmit } from "react-router";
import { selectClass } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import type { ArticleSort } from "../articles-admin.server";
import { ARTICLE_STATUS_LABELS, ARTICLE_STATUSES, type ArticleStatus } from "../magazine-schema";

const SORT_LABELS: Record<ArticleSort, string> = {
  recenti: "Più recenti",
  "meno-recenti": "Meno recenti",
  titolo: "Titolo (A–Z)",
  autore: "Autore",
  stato: "Stato",
};

/**
 * Search, section, status and order of the admin's article list: one GET form, so the
 * choices live in the URL (shareable, they survive a reload) and work without JavaScript;
 * with it, a select applies at once.
 */
export function ArticleListFilters({
  q,
  categoryId,
  status,
  sort,
  categories,
}: {
  q: string;
  categoryId: string | null;
  status: ArticleStatus | null;
  sort: ArticleSort;
  categories: { id: string; name: string }[];
}) {
  const submit = useSubmit();
  const apply = (event: React.ChangeEvent<HTMLSelectElement>) => submit(event.currentTarget.form);
  return (
    <Form
      method="get"
      role="search"
      aria-label="Cerca negli articoli"
      className="flex flex-wrap items-end gap-2"
    >
      <div className="grid gap-1 text-sm font-medium">
        <label htmlFor="articles-q">Cerca</label>
        <span className="relative">
          <Search
            className="absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <Input
            id="articles-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Titolo, slug o autore"
            className="w-56 pl-8"
          />
        </span>
      </div>
      <div className="grid gap-1 text-sm font-medium">
        <label htmlFor="category-filter">Rubrica</label>
        <select
          id="category-filter"
          name="rubrica"
          defaultValue={categoryId ?? ""}
          onChange={apply}
          className={cn(selectClass, "w-44")}
        >
          <option value="">Tutte</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1 text-sm font-medium">
        <label htmlFor="status-filter">Stato</label>
        <select
          id="status-filter"
          name="stato"
          defaultValue={status ?? ""}
          onChange={apply}
          className={cn(selectClass, "w-36")}
        >
          <option value="">Tutti</option>
          {ARTICLE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ARTICLE_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1 text-sm font-medium">
        <label htmlFor="sort-filter">Ordina per</label>
        <select
          id="sort-filter"
          name="ordina"
          defaultValue={sort}
          onChange={apply}
          className={cn(selectClass, "w-40")}
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline">
        Filtra
      </Button>
    </Form>
  );
}

import { Search } from "lucide-react";
import { Form, useSubmit } from "react-router";
import { selectClass } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect } from "~/components/ui/input";
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

/** One labelled select of the filter bar. */
function FilterSelect({
  id,
  label,
  ...props
}: React.ComponentProps<typeof NativeSelect> & { id: string; label: string }) {
  return (
    <div className="grid gap-1 text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      <NativeSelect id={id} {...props} />
    </div>
  );
}

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
      <FilterSelect
        id="category-filter"
        label="Rubrica"
        name="rubrica"
        defaultValue={categoryId ?? ""}
        onChange={apply}
        className={cn(selectClass, "w-44")}
        options={categories.map((c) => ({ value: c.id, label: c.name }))}
        emptyLabel="Tutte"
      />
      <FilterSelect
        id="status-filter"
        label="Stato"
        name="stato"
        defaultValue={status ?? ""}
        onChange={apply}
        className={cn(selectClass, "w-36")}
        options={ARTICLE_STATUSES.map((value) => ({ value, label: ARTICLE_STATUS_LABELS[value] }))}
        emptyLabel="Tutti"
      />
      <FilterSelect
        id="sort-filter"
        label="Ordina per"
        name="ordina"
        defaultValue={sort}
        onChange={apply}
        className={cn(selectClass, "w-40")}
        options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <Button type="submit" variant="outline">
        Filtra
      </Button>
    </Form>
  );
}

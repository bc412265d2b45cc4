import { ExternalLink } from "lucide-react";
import { Link, useFetcher } from "react-router";
import {
  ConfirmDelete,
  EditDeleteActions,
  EmptyRow,
  Table,
  tdClass,
  useFetcherDone,
} from "~/components/admin/admin-ui";
import { RowCheckbox, TableHead } from "~/components/admin/table-head";
import type { useRowSelection } from "~/components/admin/use-row-selection";
import { Button } from "~/components/ui/button";
import { formatItalianDateTime } from "~/lib/dates";
import { formatItalianDate } from "~/lib/format";
import * as MESSAGES from "~/lib/messages";
import { adminArticlePath, articlePath } from "~/lib/urls";
import { cn } from "~/lib/utils";
import type { Reply } from "~/server/outcome.server";
import { ARTICLE_STATUS_LABELS, type ArticleStatus } from "../magazine-schema";

export interface ArticleRow {
  id: string;
  title: string;
  slug: string;
  categoryName: string | null;
  categorySlug: string | null;
  author: string | null;
  status: ArticleStatus;
  publishedAt: Date | string | null;
  scheduledAt: Date | string | null;
  createdAt: Date | string;
  hasDraft: boolean;
}

const STATUS_CLASS: Record<ArticleStatus, string> = {
  bozza: "bg-ink/10 text-ink-soft",
  programmato: "bg-gold-light text-ink",
  pubblicato: "bg-cypress/15 text-cypress",
};

type Selection = Pick<ReturnType<typeof useRowSelection>, "selected" | "allOnPage" | "toggle" | "toggleAll">;

/** The admin's article list (issue 15): title, section, author, date, status, actions. */
export function ArticlesTable({ rows, selection }: { rows: ArticleRow[]; selection: Selection }) {
  return (
    <Table label="Articoli">
      <TableHead
        columns={["Titolo", "Rubrica", "Autore", "Data", "Stato"]}
        selectAll={{
          label: "Seleziona tutti gli articoli della pagina",
          checked: selection.allOnPage,
          onChange: selection.toggleAll,
          disabled: rows.length === 0,
        }}
      />
      <tbody>
        {rows.length === 0 ? <EmptyRow colSpan={7} message={MESSAGES.emptyArticles} /> : null}
        {rows.map((row) => (
          <tr
            key={row.id}
            data-id={row.id}
            className={selection.selected.has(row.id) ? "bg-gold-light/30" : undefined}
          >
            <td className={tdClass}>
              <RowCheckbox
                label={`Seleziona ${row.title}`}
                checked={selection.selected.has(row.id)}
                onChange={() => selection.toggle(row.id)}
              />
            </td>
            <td className={`${tdClass} font-medium`}>
              <Link to={adminArticlePath(row.id)} className="hover:underline">
                {row.title}
              </Link>
            </td>
            <td className={tdClass}>{row.categoryName ?? "—"}</td>
            <td className={tdClass}>{row.author || "AI Editorial"}</td>
            <td className={`${tdClass} whitespace-nowrap`}>
              {row.status === "programmato"
                ? formatItalianDateTime(row.scheduledAt)
                : formatItalianDate(row.publishedAt ?? row.createdAt)}
            </td>
            <td className={tdClass}>
              <span
                className={cn(
                  "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
                  STATUS_CLASS[row.status],
                )}
              >
                {ARTICLE_STATUS_LABELS[row.status]}
              </span>
              {row.hasDraft ? <span className="ml-2 text-xs text-ink-soft">modifiche in corso</span> : null}
            </td>
            <td className={`${tdClass} whitespace-nowrap text-right`}>
              {row.status === "pubblicato" && row.categorySlug ? (
                <Button asChild variant="ghost" size="icon">
                  <a
                    href={articlePath(row)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Apri ${row.title} sul sito (nuova scheda)`}
                  >
                    <ExternalLink aria-hidden="true" />
                  </a>
                </Button>
              ) : null}
              <EditDeleteActions
                name={row.title}
                editTo={adminArticlePath(row.id)}
                deleteDescription={`L'articolo «${row.title}» sarà eliminato definitivamente.`}
                deleteFields={{ intent: "delete", id: row.id }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Publish, back to draft or delete the selected articles (delete asks first). */
export function ArticleBulkActions({ selected }: { selected: string[] }) {
  const fetcher = useFetcher<Reply>({ key: "admin-status" });
  useFetcherDone(fetcher, undefined, true);
  const busy = fetcher.state !== "idle";
  const count = selected.length;
  const submit = (action: "publish" | "unpublish") => {
    const body = new FormData();
    body.set("intent", "bulk");
    body.set("action", action);
    for (const id of selected) body.append("ids", id);
    fetcher.submit(body, { method: "post" });
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Azioni sugli articoli selezionati</legend>
      <span className="text-sm text-ink-soft">{count === 1 ? "1 selezionato" : `${count} selezionati`}</span>
      <Button variant="outline" size="sm" disabled={count === 0 || busy} onClick={() => submit("publish")}>
        Pubblica
      </Button>
      <Button variant="outline" size="sm" disabled={count === 0 || busy} onClick={() => submit("unpublish")}>
        Riporta in bozza
      </Button>
      <ConfirmDelete
        label="Elimina selezionati"
        disabled={count === 0}
        description={`${count === 1 ? "1 articolo sarà eliminato" : `${count} articoli saranno eliminati`} definitivamente.`}
        fields={{ intent: "bulk", action: "delete", ids: selected }}
        trigger={
          <Button variant="danger" size="sm" disabled={count === 0}>
            Elimina
          </Button>
        }
      />
    </fieldset>
  );
}

import {
  ActionsHeader,
  EditDeleteActions,
  EmptyRow,
  Table,
  tdClass,
  thClass,
} from "~/components/admin/admin-ui";
import type { useRowSelection } from "~/components/admin/use-row-selection";
import * as MESSAGES from "~/lib/messages";
import { cn } from "~/lib/utils";
import type { Item } from "./ranking-item-form";

/** The Elementi tab's table: select-all, position, title, subtitle, score, actions (spec §2). */
export function RankingItemsTable({
  rows,
  rankingId,
  rankingTitle,
  selection,
  onEdit,
}: {
  rows: Item[];
  rankingId: string | null;
  rankingTitle: string;
  selection: Pick<ReturnType<typeof useRowSelection>, "selected" | "allOnPage" | "toggle" | "toggleAll">;
  onEdit: (item: Item) => void;
}) {
  return (
    <Table label={`Elementi di ${rankingTitle}`}>
      <thead>
        <tr>
          <th className={cn(thClass, "w-10")}>
            <input
              type="checkbox"
              aria-label="Seleziona tutti"
              checked={selection.allOnPage}
              onChange={selection.toggleAll}
              disabled={rows.length === 0}
              className="size-4 accent-terracotta"
            />
          </th>
          <th className={thClass}>Posizione</th>
          <th className={thClass}>Titolo</th>
          <th className={thClass}>Sottotitolo</th>
          <th className={thClass}>Punteggio</th>
          <ActionsHeader />
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? <EmptyRow colSpan={6} message={MESSAGES.emptyItems} /> : null}
        {rows.map((row) => (
          <tr key={row.id} className={selection.selected.has(row.id) ? "bg-gold-light/30" : undefined}>
            <td className={tdClass}>
              <input
                type="checkbox"
                aria-label={`Seleziona ${row.title} (posizione ${row.rank})`}
                checked={selection.selected.has(row.id)}
                onChange={() => selection.toggle(row.id)}
                className="size-4 accent-terracotta"
              />
            </td>
            <td className={tdClass}>{row.rank}</td>
            <td className={`${tdClass} font-medium`}>{row.title}</td>
            <td className={tdClass}>{row.subtitle ?? "—"}</td>
            <td className={tdClass}>{row.score ?? "—"}</td>
            <td className={`${tdClass} whitespace-nowrap text-right`}>
              <EditDeleteActions
                name={row.title}
                onEdit={() => onEdit(row)}
                deleteDescription={`L'elemento «${row.title}» sarà eliminato definitivamente.`}
                deleteFields={{ intent: "delete", id: row.id, rankingId: rankingId ?? "" }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

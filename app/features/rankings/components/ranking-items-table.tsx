import { EditDeleteActions, EmptyRow, Table, tdClass } from "~/components/admin/admin-ui";
import { RowCheckbox, TableHead } from "~/components/admin/table-head";
import type { useRowSelection } from "~/components/admin/use-row-selection";
import * as MESSAGES from "~/lib/messages";
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
      <TableHead
        columns={["Posizione", "Titolo", "Sottotitolo", "Punteggio"]}
        selectAll={{
          label: "Seleziona tutti",
          checked: selection.allOnPage,
          onChange: selection.toggleAll,
          disabled: rows.length === 0,
        }}
      />
      <tbody>
        {rows.length === 0 ? <EmptyRow colSpan={6} message={MESSAGES.emptyItems} /> : null}
        {rows.map((row) => (
          <tr key={row.id} className={selection.selected.has(row.id) ? "bg-gold-light/30" : undefined}>
            <td className={tdClass}>
              <RowCheckbox
                label={`Seleziona ${row.title} (posizione ${row.rank})`}
                checked={selection.selected.has(row.id)}
                onChange={() => selection.toggle(row.id)}
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

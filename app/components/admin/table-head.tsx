import { cn } from "~/lib/utils";
import { ActionsHeader, thClass } from "./admin-ui";

/** A row checkbox of a table with bulk actions. */
export function RowCheckbox({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
  disabled?: boolean;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      disabled={disabled}
      className="size-4 accent-terracotta"
    />
  );
}

/**
 * The head of an admin table: the named columns then the actions column; with
 * `selectAll`, a first column whose checkbox selects every row of the page.
 */
export function TableHead({
  columns,
  selectAll,
}: {
  columns: string[];
  selectAll?: { label: string; checked: boolean; onChange: () => void; disabled: boolean };
}) {
  return (
    <thead>
      <tr>
        {selectAll ? (
          <th className={cn(thClass, "w-10")}>
            <RowCheckbox {...selectAll} />
          </th>
        ) : null}
        {columns.map((column) => (
          <th key={column} className={thClass}>
            {column}
          </th>
        ))}
        <ActionsHeader />
      </tr>
    </thead>
  );
}

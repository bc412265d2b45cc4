import { useEffect, useState } from "react";

/**
 * Checkbox selection over a paged admin table: toggling one row or the whole page,
 * replacing the selection, and dropping ids that left the list (a delete, another
 * page of data). `resetKey` clears the selection when it changes (e.g. another ranking).
 */
export function useRowSelection(rowIds: string[], keepIds: string[] = [], resetKey?: unknown) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const present = [...rowIds, ...keepIds].join(",");
  useEffect(() => {
    setSelected((current) => {
      if (current.size === 0) return current;
      const still = new Set(present.split(","));
      const next = new Set([...current].filter((id) => still.has(id)));
      return next.size === current.size ? current : next;
    });
  }, [present]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the key changes.
  useEffect(() => setSelected(new Set()), [resetKey]);

  const allOnPage = rowIds.length > 0 && rowIds.every((id) => selected.has(id));
  return {
    selected,
    allOnPage,
    replace: (ids: Iterable<string>) => setSelected(new Set(ids)),
    toggle: (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of rowIds) {
          if (allOnPage) next.delete(id);
          else next.add(id);
        }
        return next;
      }),
  };
}

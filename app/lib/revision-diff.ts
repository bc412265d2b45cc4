// Two revisions of a document side by side: which fields changed and, word by word, how
// (issue 15). Articles and partner profiles give their own field lists.
import { type Change, diffWords } from "diff";
import { isUuid } from "./ids";

export interface RevisionField {
  key: string;
  label: string;
  /** The value as readable text (default: the string itself). */
  text?: (value: unknown) => string;
}

function fieldText(data: Record<string, unknown>, field: RevisionField) {
  const value = data[field.key];
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "boolean") return value ? "sì" : "no";
  return field.text ? field.text(value) : String(value);
}

export interface RevisionComparison {
  from: { id: string; createdAt: Date };
  to: { id: string; createdAt: Date };
  fields: { label: string; changes: Pick<Change, "value" | "added" | "removed">[] }[];
}

/** The changes from revision `ids[0]` to revision `ids[1]`; null when either is missing. */
export function compareRevisions(
  revisions: { id: string; data: unknown; createdAt: Date }[],
  ids: string[],
  fields: readonly RevisionField[],
): RevisionComparison | null {
  const from = revisions.find((r) => r.id === ids[0]);
  const to = revisions.find((r) => r.id === ids[1]);
  if (!from || !to) return null;
  const a = (from.data ?? {}) as Record<string, unknown>;
  const b = (to.data ?? {}) as Record<string, unknown>;
  const changed = fields.flatMap((field) => {
    const before = fieldText(a, field);
    const after = fieldText(b, field);
    if (before === after) return [];
    const changes = diffWords(before, after).map(({ value, added, removed }) => ({ value, added, removed }));
    return [{ label: field.label, changes }];
  });
  return {
    from: { id: from.id, createdAt: from.createdAt },
    to: { id: to.id, createdAt: to.createdAt },
    fields: changed,
  };
}

/** The `da` and `a` revision ids of a comparison URL (only well-formed ids). */
export function comparedRevisionIds(url: URL): string[] {
  return [url.searchParams.get("da"), url.searchParams.get("a")].filter(isUuid);
}

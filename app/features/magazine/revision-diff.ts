// Two revisions of an article side by side: which fields changed and, word by word,
// how (issue 15). Runs on the server; the page shows insertions and deletions.
import { type Change, diffWords } from "diff";

const FIELDS: { key: string; label: string; html?: boolean }[] = [
  { key: "title", label: "Titolo" },
  { key: "excerpt", label: "Sommario" },
  { key: "content", label: "Testo", html: true },
  { key: "slug", label: "Slug" },
  { key: "author", label: "Autore" },
  { key: "imageUrl", label: "Immagine" },
  { key: "imageAlt", label: "Testo alternativo" },
  { key: "imageCaption", label: "Didascalia" },
  { key: "imageCredit", label: "Credito" },
  { key: "readTime", label: "Tempo di lettura" },
  { key: "isPublished", label: "Pubblicato" },
  { key: "scheduledAt", label: "Programmato per" },
];

/** Article HTML as text with its paragraphs, for a readable word diff. */
function textOf(html: string) {
  return html
    .replace(/<\/(p|h[2-4]|li|blockquote|figcaption)>/gi, "\n\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function fieldText(data: Record<string, unknown>, key: string, html?: boolean) {
  const value = data[key];
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "boolean") return value ? "sì" : "no";
  return html ? textOf(String(value)) : String(value);
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
): RevisionComparison | null {
  const from = revisions.find((r) => r.id === ids[0]);
  const to = revisions.find((r) => r.id === ids[1]);
  if (!from || !to) return null;
  const a = (from.data ?? {}) as Record<string, unknown>;
  const b = (to.data ?? {}) as Record<string, unknown>;
  const fields = FIELDS.flatMap(({ key, label, html }) => {
    const before = fieldText(a, key, html);
    const after = fieldText(b, key, html);
    if (before === after) return [];
    const changes = diffWords(before, after).map(({ value, added, removed }) => ({ value, added, removed }));
    return [{ label, changes }];
  });
  return {
    from: { id: from.id, createdAt: from.createdAt },
    to: { id: to.id, createdAt: to.createdAt },
    fields,
  };
}

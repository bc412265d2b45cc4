// The article's fields as its revisions are compared (issue 15); the comparison itself is
// app/lib/revision-diff.ts.
import type { RevisionField } from "~/lib/revision-diff";

/** Article HTML as text with its paragraphs, for a readable word diff. */
function textOf(html: unknown) {
  return String(html)
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

export const ARTICLE_REVISION_FIELDS: readonly RevisionField[] = [
  { key: "title", label: "Titolo" },
  { key: "excerpt", label: "Sommario" },
  { key: "content", label: "Testo", text: textOf },
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

/**
 * Spec §5: lowercase, accents removed, non-alphanumerics to hyphens, outer
 * hyphens trimmed.
 */
export function slugify(input: string): string {
  return foldAccents(input)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Lowercase with the accents removed: "Città" → "citta". */
export function foldAccents(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

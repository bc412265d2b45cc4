/**
 * Spec §5: lowercase, accents removed, non-alphanumerics to hyphens, outer
 * hyphens trimmed.
 */
export function slugify(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

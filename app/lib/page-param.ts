/** A public list's page number from `?pagina=` (1-based, bounded); anything else is page 1. */
export function publicPageParam(url: URL): number {
  const raw = url.searchParams.get("pagina");
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

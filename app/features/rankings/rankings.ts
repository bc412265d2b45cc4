/** Ranking helpers shared by server and client (no database access). */

export const DEFAULT_RANKING_DESCRIPTION = "Scopri questa classifica esclusiva";

/** Images bundled with the site for the known slugs (spec §2). */
const BUNDLED: Record<string, string> = {
  "top-100-brand": "/media/site-images/seed/rankings/top-100-brand.svg",
  "50-migliori-vini": "/media/site-images/seed/rankings/50-migliori-vini.svg",
  "20-startup-italiane": "/media/site-images/seed/rankings/20-startup-italiane.svg",
  "40-ristoranti-italiani": "/media/site-images/seed/rankings/40-ristoranti-italiani.svg",
  "top-50-vini": "/media/site-images/seed/rankings/top-50-vini.svg",
};

/** Bundled image for a known slug, else image_url, else null (the page draws the initial). */
export function rankingImage(ranking: { slug: string; imageUrl: string | null }): string | null {
  return BUNDLED[ranking.slug] ?? ranking.imageUrl ?? null;
}

/** Spec §9: 'Brand' when there is one item, otherwise 'Brands'. */
export function itemCountLabel(count: number) {
  return `${count} ${count === 1 ? "Brand" : "Brands"}`;
}

// Shapes and constants of site search shared by the server and the results page.

export const SEARCH_KINDS = ["articoli", "classifiche", "partner"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Highlight markers inside a snippet (control characters no text contains). */
export const MARK_START = "\u0001";
export const MARK_END = "\u0002";

/** Results per group on the overview, and per page of one group. */
export const OVERVIEW_SIZE = 5;
export const PAGE_SIZE = 10;

export interface SearchHit {
  kind: "article" | "ranking" | "partner";
  id: string;
  title: string;
  url: string;
  /** The matching passage, with MARK_START/MARK_END around the matched words. */
  snippet: string;
  /** Section, place or "Classifica". */
  label: string | null;
  /** Partner slug (for the partner statistics). */
  partnerSlug?: string;
}

export interface SearchGroup {
  kind: SearchKind;
  total: number;
  hits: SearchHit[];
}

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === "string" && (SEARCH_KINDS as readonly string[]).includes(value);
}

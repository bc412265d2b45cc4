import type { articles } from "~/db/schema";

/** Magazine constants shared by server and client (spec §2, §9). */
export const DEFAULT_AUTHOR = "AI Editorial";
export const DEFAULT_READ_TIME = "5 min";
export const EXCERPT_FALLBACK = "Scopri di più su questo articolo...";
export const CONTENT_FALLBACK = "Contenuto in arrivo...";

/** An article as the database holds it (the shapes of the page and the editor pick from it). */
export type ArticleRecord = typeof articles.$inferSelect;

/** Magazine constants shared by server and client (spec §2, §9). */
export const DEFAULT_AUTHOR = "AI Editorial";
export const DEFAULT_READ_TIME = "5 min";
export const EXCERPT_FALLBACK = "Scopri di più su questo articolo...";
export const CONTENT_FALLBACK = "Contenuto in arrivo...";

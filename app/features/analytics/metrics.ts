// What the partner statistics count (issue 12), with the Italian words the dashboard
// uses. Shared by the server (validation, queries) and the dashboard.

export const METRICS = {
  view: "Visite alla scheda",
  unique_visitor: "Visitatori unici",
  directory_impression: "Apparizioni nella directory",
  directory_click: "Clic dalla directory",
  search_impression: "Apparizioni nella ricerca",
  search_click: "Clic dalla ricerca",
  ai_impression: "Apparizioni negli strumenti AI",
  ai_click: "Clic dagli strumenti AI",
  website_click: "Clic sul sito web",
  email_click: "Clic sull'e-mail",
  phone_click: "Clic sul telefono",
  booking_click: "Clic su prenotazioni e contatti",
  social_click: "Clic sui social",
  video_play: "Video avviati",
  ambassador_conversation: "Conversazioni con l'Ambassador",
} as const;

export type Metric = keyof typeof METRICS;
export const METRIC_KEYS = Object.keys(METRICS) as Metric[];

/** What a page may report with a beacon (views and visitors are counted by the server). */
export const BEACON_METRICS = METRIC_KEYS.filter((m) => m !== "view" && m !== "unique_visitor");

/** The interactions summed as "Interazioni" on the dashboard and the admin overview. */
export const INTERACTION_METRICS: Metric[] = [
  "directory_click",
  "search_click",
  "ai_click",
  "website_click",
  "email_click",
  "phone_click",
  "booking_click",
  "social_click",
  "video_play",
  "ambassador_conversation",
];

/** Where a visit came from, in Italian. */
export const SOURCE_LABELS: Record<string, string> = {
  directory: "Directory",
  search: "Ricerca del sito",
  ai: "Strumenti AI",
  magazine: "Magazine",
  ranking: "Classifiche",
  direct: "Accesso diretto",
  site: "Altre pagine del sito",
};

/** The AI surfaces a partner can appear on (ai_impression and ai_click sources). */
export const AI_SURFACE_LABELS: Record<string, string> = {
  experience: "Italian Experience",
  "ai-tour": "AI Tour: suggerimenti",
  itinerary: "Itinerari",
  "article-inspiration": "Ispirazione negli articoli",
  "profile-experience": "Experience della scheda",
};

export function sourceLabel(source: string) {
  if (source.startsWith("ext:")) return source.slice(4);
  return SOURCE_LABELS[source] ?? AI_SURFACE_LABELS[source] ?? source;
}

/**
 * What a visitor asked the Ambassador about (issue 13), counted as the source of an
 * `ambassador_conversation`: a category only, never the conversation's text.
 */
export const AMBASSADOR_TOPIC_LABELS = {
  orari: "Orari",
  prezzi: "Prezzi",
  "come-arrivare": "Come arrivare",
  prenotare: "Prenotare",
  servizi: "Servizi",
  accessibilita: "Accessibilità",
  contatti: "Contatti",
  altro: "Altro",
} as const;
export type AmbassadorTopic = keyof typeof AMBASSADOR_TOPIC_LABELS;

// The 20 Italian regions as the travel pages name them, with their URL slugs
// (/ai-tour/{slug}). Small and isomorphic: the knowledge base stays on the server.
import { normaliseName } from "./geo/names";

/** The map of the AI Tour, a static SVG file whose paths carry each region's name and slug (spec §7). */
export const MAP_PATH = "/maps/italy.svg";

export const ITALIAN_REGIONS = [
  { name: "Abruzzo", slug: "abruzzo" },
  { name: "Basilicata", slug: "basilicata" },
  { name: "Calabria", slug: "calabria" },
  { name: "Campania", slug: "campania" },
  { name: "Emilia-Romagna", slug: "emilia-romagna" },
  { name: "Friuli-Venezia Giulia", slug: "friuli-venezia-giulia" },
  { name: "Lazio", slug: "lazio" },
  { name: "Liguria", slug: "liguria" },
  { name: "Lombardia", slug: "lombardia" },
  { name: "Marche", slug: "marche" },
  { name: "Molise", slug: "molise" },
  { name: "Piemonte", slug: "piemonte" },
  { name: "Puglia", slug: "puglia" },
  { name: "Sardegna", slug: "sardegna" },
  { name: "Sicilia", slug: "sicilia" },
  { name: "Toscana", slug: "toscana" },
  { name: "Trentino-Alto Adige", slug: "trentino-alto-adige" },
  { name: "Umbria", slug: "umbria" },
  { name: "Valle d'Aosta", slug: "valle-d-aosta" },
  { name: "Veneto", slug: "veneto" },
] as const;

export type ItalianRegion = (typeof ITALIAN_REGIONS)[number];

/** The regions as the options of a select: the slug as value, the name as label. */
export const REGION_OPTIONS = ITALIAN_REGIONS.map((r) => ({ value: r.slug, label: r.name }));

const key = normaliseName;

/** A region by its name or slug (case, accents and dashes ignored); undefined otherwise. */
export function regionByNameOrSlug(value: string | null | undefined): ItalianRegion | undefined {
  if (!value) return undefined;
  const k = key(value);
  return ITALIAN_REGIONS.find((r) => key(r.name) === k || key(r.slug) === k);
}

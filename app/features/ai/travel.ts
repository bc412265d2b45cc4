// Client-safe travel helpers: region detection in free text and the
// itinerary request derivation of spec §5.
import type { INTEREST_IDS } from "./schemas";

type InterestId = (typeof INTEREST_IDS)[number];

/** Spec §5 keywords, checked first and in this order. */
const SPEC_KEYWORDS: [string, string][] = [
  ["toscana", "Toscana"],
  ["roma", "Lazio"],
  ["milano", "Lombardia"],
  ["venezia", "Veneto"],
  ["firenze", "Toscana"],
  ["napoli", "Campania"],
  ["sicilia", "Sicilia"],
];

/** Further region names and major cities, so "Puglia" or "Torino" are understood too. */
const MORE_KEYWORDS: [string, string][] = [
  ["valle d aosta", "Valle d'Aosta"],
  ["aosta", "Valle d'Aosta"],
  ["piemonte", "Piemonte"],
  ["torino", "Piemonte"],
  ["langhe", "Piemonte"],
  ["liguria", "Liguria"],
  ["genova", "Liguria"],
  ["cinque terre", "Liguria"],
  ["lombardia", "Lombardia"],
  ["lago di como", "Lombardia"],
  ["trentino", "Trentino-Alto Adige"],
  ["alto adige", "Trentino-Alto Adige"],
  ["dolomiti", "Trentino-Alto Adige"],
  ["trento", "Trentino-Alto Adige"],
  ["bolzano", "Trentino-Alto Adige"],
  ["veneto", "Veneto"],
  ["verona", "Veneto"],
  ["padova", "Veneto"],
  ["friuli", "Friuli-Venezia Giulia"],
  ["trieste", "Friuli-Venezia Giulia"],
  ["emilia", "Emilia-Romagna"],
  ["romagna", "Emilia-Romagna"],
  ["bologna", "Emilia-Romagna"],
  ["parma", "Emilia-Romagna"],
  ["umbria", "Umbria"],
  ["perugia", "Umbria"],
  ["assisi", "Umbria"],
  ["marche", "Marche"],
  ["ancona", "Marche"],
  ["urbino", "Marche"],
  ["lazio", "Lazio"],
  ["abruzzo", "Abruzzo"],
  ["molise", "Molise"],
  ["campania", "Campania"],
  ["amalfi", "Campania"],
  ["pompei", "Campania"],
  ["capri", "Campania"],
  ["puglia", "Puglia"],
  ["bari", "Puglia"],
  ["salento", "Puglia"],
  ["lecce", "Puglia"],
  ["basilicata", "Basilicata"],
  ["matera", "Basilicata"],
  ["calabria", "Calabria"],
  ["tropea", "Calabria"],
  ["palermo", "Sicilia"],
  ["catania", "Sicilia"],
  ["sardegna", "Sardegna"],
  ["cagliari", "Sardegna"],
  ["siena", "Toscana"],
  ["pisa", "Toscana"],
];

function norm(text: string): string {
  return ` ${text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
}

/** The region a free text talks about, or null. */
export function regionFromText(text: string): string | null {
  const t = norm(text);
  for (const [kw, region] of [...SPEC_KEYWORDS, ...MORE_KEYWORDS]) if (t.includes(` ${kw} `)) return region;
  return null;
}

/** Spec §5: region from the intent keywords (default Toscana), category = first interest (default 'culture'). */
export function deriveItineraryRequest(
  intent: string,
  interests: readonly InterestId[],
): { region: string; category: string } {
  return { region: regionFromText(intent) ?? "Toscana", category: interests[0] ?? "culture" };
}

/**
 * Partner label maps and fixed lists (spec §3 "tipo values", "Regions", "area_tematica";
 * decision D4). Each screen keeps the wording the spec gives it.
 */

export type PartnerTipo = "ente" | "museo" | "brand" | "enogastronomia" | "altro";

export const PARTNER_TIPI: readonly PartnerTipo[] = ["ente", "museo", "brand", "enogastronomia", "altro"];

/** Labels used by the public directory (/partner) and the public profile badge. */
export const DIRECTORY_TIPO_LABELS: Record<PartnerTipo, string> = {
  ente: "Ente",
  museo: "Museo/Luogo Culturale",
  brand: "Brand",
  enogastronomia: "Azienda Enogastronomica",
  altro: "Altro",
};

/** Labels used in the partner area. */
export const PARTNER_AREA_TIPO_LABELS: Record<PartnerTipo, string> = {
  ente: "Ente/Comune",
  museo: "Museo/Cultura",
  brand: "Brand",
  enogastronomia: "Enogastronomia",
  altro: "Altro",
};

/** Labels used in the wizard (step 1 radio choice). */
export const WIZARD_TIPO_LABELS: Record<PartnerTipo, string> = {
  ente: "Comune / Ente pubblico",
  museo: "Museo / Luogo culturale",
  brand: "Brand",
  enogastronomia: "Azienda enogastronomica",
  altro: "Altro",
};

/** D4: `azienda_enogastronomica` is accepted on import and normalised; other values pass through. */
export function normalizeTipo(value: string): string {
  const v = value.trim().toLowerCase();
  return v === "azienda_enogastronomica" ? "enogastronomia" : v;
}

export function isPartnerTipo(value: string): value is PartnerTipo {
  return (PARTNER_TIPI as readonly string[]).includes(value);
}

/** Label for a tipo in a given map; unknown values are shown raw (spec §3). */
export function tipoLabel(
  value: string,
  labels: Record<PartnerTipo, string> = DIRECTORY_TIPO_LABELS,
): string {
  const normalized = normalizeTipo(value);
  return isPartnerTipo(normalized) ? labels[normalized] : value;
}

/** The 20 Italian regions (spec §3). */
export const REGIONS = [
  "Abruzzo",
  "Basilicata",
  "Calabria",
  "Campania",
  "Emilia-Romagna",
  "Friuli-Venezia Giulia",
  "Lazio",
  "Liguria",
  "Lombardia",
  "Marche",
  "Molise",
  "Piemonte",
  "Puglia",
  "Sardegna",
  "Sicilia",
  "Toscana",
  "Trentino-Alto Adige",
  "Umbria",
  "Valle d'Aosta",
  "Veneto",
] as const;

export type Region = (typeof REGIONS)[number];

/** area_tematica values (spec §3). */
export const AREE_TEMATICHE = [
  "Arte e Cultura",
  "Turismo e Territorio",
  "Cucina e Enogastronomia",
  "Moda e Design",
  "Innovazione e Impresa",
  "Altro",
] as const;

export type AreaTematica = (typeof AREE_TEMATICHE)[number];

/** Italian labels of the profile fields, as the wizard names them (issue 15 review diff). */
export const PROFILE_FIELD_LABELS: Record<string, string> = {
  tipo: "Tipo di attività",
  logoUrl: "Logo",
  coverUrl: "Immagine di copertina",
  nome: "Nome",
  descrizione: "Descrizione",
  sitoWeb: "Sito web",
  emailContatto: "Email di contatto",
  telefono: "Telefono",
  instagram: "Instagram",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  haModuloContatto: "Modulo di contatto",
  linkModuloContatto: "Link al modulo di contatto",
  indirizzoVia: "Indirizzo",
  indirizzoCap: "CAP",
  indirizzoCitta: "Città",
  regione: "Regione",
  provincia: "Provincia",
  comune: "Comune",
  areaTematica: "Area tematica",
  puntiInteresse: "Punti di interesse",
  galleriaImmagini: "Galleria immagini",
  videoUrl: "Video",
  documenti: "Documenti",
  riconoscimenti: "Riconoscimenti",
  orariBooking: "Orari e prenotazioni",
  consensoPubblicazione: "Consenso alla pubblicazione",
  aiTitoloPremium: "Titolo premium",
  aiSommario: "Sommario",
  aiChiSiamo: "Chi siamo",
  aiValori: "Valori",
  aiServizi: "Servizi",
  aiEsperienze: "Esperienze",
  aiInfoUtili: "Info utili",
  aiCta: "Invito all'azione",
  seoTitle: "Titolo SEO",
  seoMetaDescription: "Meta description SEO",
};

/**
 * The tipo's label maps (spec §3 "tipo values"; decision D4): each screen keeps the
 * wording the spec gives it. The lists themselves live in profile-fields.ts.
 */

import { PARTNER_TIPI, type PartnerTipo } from "./profile-fields";

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

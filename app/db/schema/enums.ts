/**
 * The values of the partner tables' Postgres enums, as plain constants: the tables
 * (./partners.ts) build their `pgEnum`s from them and browser code (the wizard, the
 * directory filters) imports them from here without pulling drizzle into its bundle.
 */

export const PARTNER_STATI = ["bozza", "in_revisione", "pubblicato"] as const;
export const PARTNER_TIPI = ["ente", "museo", "brand", "enogastronomia", "altro"] as const;
export const APPEARANCE_TYPES = ["preset", "custom"] as const;

export type PartnerStato = (typeof PARTNER_STATI)[number];
export type PartnerTipo = (typeof PARTNER_TIPI)[number];

// The seeded partners as the travel tools see them (app/features/ai/trip/partners.ts):
// shared by the travel tests and scripts/bench/travel.ts.
import type { TravelPartner } from "../../app/features/ai/trip/partners";
import { partners } from "./data/partners";

export const seedTravelPartners: TravelPartner[] = partners.map((p) => ({
  slug: p.slug,
  nome: p.nome,
  tipo: p.tipo,
  regione: p.regione,
  provincia: p.provincia,
  comune: p.comune,
  indirizzoCitta: p.indirizzo_citta,
  areaTematica: p.area_tematica,
  puntiInteresse: p.punti_interesse,
  sommario: p.ai_sommario,
  servizi: p.ai_servizi.map((s) => s.titolo),
}));

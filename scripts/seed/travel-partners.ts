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
  indirizzoCitta: p.indirizzoCitta,
  areaTematica: p.areaTematica,
  puntiInteresse: p.puntiInteresse,
  sommario: p.aiSommario,
  servizi: p.aiServizi.map((s) => s.titolo),
}));

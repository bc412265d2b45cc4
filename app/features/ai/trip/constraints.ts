// The gazetteer and the wishes as constraints in a provider's prompt, and the
// checks its answer must pass (issue 11).
import { normaliseName } from "../geo/names";
import { REGIONS } from "../knowledge";
import { monthName } from "./places";
import type { Wishes } from "./wishes";

export function wishesBlock(wishes: Wishes, days: number, company: string | null): string {
  const lines = [
    `Regioni del viaggio: ${wishes.regions.join(", ")}.`,
    wishes.focus.length ? `Luoghi chiesti: ${wishes.focus.map((f) => f.name).join(", ")}.` : "",
    wishes.avoid.length ? `Da NON proporre: ${wishes.avoid.map((a) => a.name).join(", ")}.` : "",
    wishes.avoidThemes.length ? `Da evitare: ${wishes.avoidThemes.join(", ")}.` : "",
    wishes.month
      ? `Mese: ${monthName(wishes.month)} (niente spiagge da novembre a marzo, salvo richiesta).`
      : "",
    company ? `Compagnia: ${company}.` : "",
    `Durata: ${days} ${days === 1 ? "giorno" : "giorni"}. Ogni giorno resta in una zona: al massimo 75 minuti d'auto tra due tappe, orari senza sovrapposizioni, le isole minori con una giornata dedicata e la traversata.`,
  ];
  return lines.filter(Boolean).join("\n");
}

export function candidateList(names: readonly { name: string; city: string; region: string }[]): string {
  return names.map((p) => `- ${p.name} (${p.city}, ${p.region})`).join("\n");
}

/** Knowledge-base places of the regions, the planner's choice first. */
export function candidates(regions: readonly string[], first: readonly string[], limit = 45) {
  const all = REGIONS.filter((r) => regions.includes(r.name)).flatMap((r) =>
    r.places.map((p) => ({ name: p.name, city: p.city, region: r.name })),
  );
  return [...all]
    .sort((a, b) => Number(first.includes(b.name)) - Number(first.includes(a.name)))
    .slice(0, limit);
}

/** Whether a text names one of the places (case and accents ignored). */
export function namesPlace(text: string, names: readonly string[]): boolean {
  // Whole words: "Castelli Romani" does not name "Roma".
  const t = ` ${normaliseName(text)} `;
  return names.some((n) => t.includes(` ${normaliseName(n)} `));
}

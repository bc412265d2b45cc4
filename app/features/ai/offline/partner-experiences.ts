// The "esperienze" of the offline partner copy: one per point of interest the partner
// listed ("Escursione alle Tre Cime di Lavaredo"), else from the services the partner
// names, else one visit. Titles are natural Italian, never the raw list.
import type { z } from "zod";
import {
  aPlace,
  capitalise,
  leadingArticle,
  prepositionBeforeName,
  type SimplePreposition,
  withArticle,
  withPreposition,
} from "../italian/grammar";
import { type Lexicon, nameHead } from "../italian/lexicon";
import type { partnerContentInputSchema, partnerContentOutputSchema } from "../schemas";
import { choose, normal, ownList, type Partner } from "./partner-model";
import type { Found } from "./partner-phrases";

type Input = z.output<typeof partnerContentInputSchema>;
type Output = z.output<typeof partnerContentOutputSchema>;

type PoiKind = "culture" | "walk" | "outdoor" | "town" | "place";

function poiKind(poi: string): PoiKind {
  const t = poi.toLowerCase();
  if (/^(?:parco|giardin|bosc|riserva|oasi|pineta|orto)|\bgiardin/.test(t) && !/archeolog/.test(t))
    return "walk";
  if (
    /\b(?:muse|palazz|castel|abbazi|chies|duomo|basilic|cattedral|teatr|galleri|pinacotec|tempi|santuari|monaster|convent|certos|vill[ae]\b|rocca|fortezz|torre|nuragh|bastion|anfiteatr|scavi|reggia|battister)|archeolog|casa natale/.test(
      t,
    )
  )
    return "culture";
  if (
    /\b(?:lago|laghi|monte|monti|cima|cime|alpe|grotta|grotte|capo|punta|spiaggia|spiagge|baia|cala|isola|fonti|cascata|cascate|valle|sentiero|passo|falesia|costa|litorale|vulcano)\b/.test(
      t,
    )
  )
    return "outdoor";
  if (/centro storico|\bborgo\b|\bpiazz|quartier|\bporto\b|lungomare|\bvie\b|\bibla\b/.test(t)) return "town";
  return "place";
}

export interface PoiPhrase {
  the: string;
  of: (preposition: SimplePreposition) => string;
  plural: boolean;
}

export function poiPhrase(poi: string, lexicon: Lexicon): PoiPhrase {
  const own = leadingArticle(poi);
  if (own)
    return {
      the: poi,
      of: (prep) => prepositionBeforeName(prep, poi),
      plural: /^(?:i|gli|le)$/.test(own.article),
    };
  const head = nameHead(poi, lexicon);
  if (head) {
    return {
      the: withArticle(poi, head),
      of: (prep) => withPreposition(prep, poi, head),
      plural: head.number === "P",
    };
  }
  // "in Piazza del Popolo", "a Ragusa Ibla", "di Palazzo Te".
  const inside = (prep: SimplePreposition) =>
    prep === "in" && /^(?:piazza|via|corso|largo)\b/i.test(poi) ? `in ${poi}` : aPlace(poi);
  return {
    the: poi,
    of: (prep) => (prep === "a" || prep === "in" ? inside(prep) : `${prep} ${poi}`),
    plural: false,
  };
}

function poiExperience(
  poi: string,
  p: Partner,
  lexicon: Lexicon,
  index: number,
): Output["esperienze"][number] {
  const x = poiPhrase(poi, lexicon);
  const m = p.mention;
  const kind = poiKind(poi);
  const is = x.plural ? "sono" : "è";
  const recommends = p.verb("consiglia", "consigliano");
  const near = p.place.name ? `nei dintorni ${p.place.of}` : "nei dintorni";
  const titles: Record<PoiKind, string> = {
    culture: `Visita ${x.of("a")}`,
    walk: `Passeggiata ${x.of("in")}`,
    outdoor: `Escursione ${x.of("a")}`,
    town: `Passeggiata ${x.of("in")}`,
    place: `Alla scoperta ${x.of("di")}`,
  };
  const The = capitalise(x.the);
  const texts: Record<PoiKind, string[]> = {
    culture: [
      `${The} ${is} tra i luoghi d'arte e di storia che ${m.the()} ${recommends} ${near}.`,
      `Per aggiungere alla visita una tappa d'arte e di storia, ${m.the()} ${p.verb("suggerisce", "suggeriscono")} ${x.the}.`,
      `Tra le tappe d'arte ${near}, ${m.the()} ${p.verb("indica", "indicano")} ${x.the}: un luogo da mettere in programma.`,
    ],
    walk: [
      `Per una pausa all'aria aperta, ${m.the()} ${recommends} ${x.the}, ${near}.`,
      `${The} ${is} tra i luoghi verdi che ${m.the()} ${p.verb("segnala", "segnalano")} a chi arriva ${p.place.at}.`,
    ],
    outdoor: [
      `${The} ${is} tra le mete nella natura che ${m.the()} ${recommends} ${near}.`,
      `Per chi ama il paesaggio, ${m.the()} ${p.verb("suggerisce", "suggeriscono")} una giornata ${x.of("a")}.`,
    ],
    town: [
      `Una passeggiata ${x.of("in")} per conoscere il volto quotidiano del territorio: ${m.the()} la ${recommends} a chi arriva ${p.place.at}.`,
      `${The} ${is} tra le tappe che ${m.the()} ${recommends} per conoscere da vicino la vita di tutti i giorni.`,
    ],
    place: [
      `${The} ${is} tra i luoghi che ${m.the()} ${recommends} di conoscere ${near}.`,
      `Tra i luoghi collegati ${m.of("a")}, ${x.the} ${x.plural ? "meritano" : "merita"} una sosta.`,
    ],
  };
  return { titolo: titles[kind], descrizione: choose(texts[kind], p.seed, index) };
}

/** The n-th point of interest of its kind, so two museums in a row read differently. */
function poiExperiences(pois: string[], p: Partner, lexicon: Lexicon): Output["esperienze"] {
  const seen: Partial<Record<PoiKind, number>> = {};
  return pois.map((poi) => {
    const kind = poiKind(poi);
    seen[kind] = (seen[kind] ?? -1) + 1;
    return poiExperience(poi, p, lexicon, seen[kind]);
  });
}

function serviceExperiences(p: Partner, found: Found[]): Output["esperienze"] {
  const m = p.mention;
  const out: Output["esperienze"] = [];
  for (const { rule } of found) {
    if (rule.id === "visite")
      out.push({
        titolo: `Visita ${p.of("a")}`,
        descrizione:
          p.tipo === "museo"
            ? `Un percorso ${p.place.at} per conoscere da vicino le raccolte ${m.of("di")}.`
            : `Una visita per conoscere da vicino ${m.the()} e il suo lavoro, ${p.place.at}.`,
      });
    if (rule.id === "degustazioni")
      out.push({
        titolo: `Degustazione ${p.of("a")}`,
        descrizione: `Un assaggio dei prodotti ${m.of("di")}, con il racconto di chi li conosce meglio.`,
      });
    if (rule.id === "laboratori" || rule.id === "corsi")
      out.push({
        titolo: "Imparare facendo",
        descrizione: `Un'esperienza pratica proposta ${m.of("da")}, per provare con le proprie mani.`,
      });
    if (rule.id === "itinerari" && p.place.name)
      out.push({
        titolo: `Alla scoperta ${p.place.of}`,
        descrizione: `Un itinerario proposto ${m.of("da")} per conoscere il territorio ${p.place.of}.`,
      });
  }
  return out.slice(0, 3);
}

export function pointsOfInterest(p: Partner, input: Input): string[] {
  const skip = new Set([normal(p.short), normal(p.place.name ?? "")]);
  return ownList(input.puntiInteresse)
    .filter((poi) => poi.length <= 80 && !skip.has(normal(poi)))
    .slice(0, 4);
}

export function experiences(
  p: Partner,
  pois: string[],
  found: Found[],
  lexicon: Lexicon,
): Output["esperienze"] {
  const list = pois.length ? poiExperiences(pois, p, lexicon) : serviceExperiences(p, found);
  if (list.length) return list;
  return [
    {
      titolo: p.place.name ? `Alla scoperta ${p.place.of}` : `Alla scoperta ${p.of("di")}`,
      descrizione: `Un incontro ${p.place.at} per conoscere da vicino ${p.mention.the()}: orari e modalità si concordano direttamente.`,
    },
  ];
}

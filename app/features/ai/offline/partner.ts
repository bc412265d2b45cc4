// Offline partner copy: composed only from what the partner wrote in the wizard.
import type { z } from "zod";
import type { partnerContentInputSchema, partnerContentOutputSchema } from "../schemas";
import { clip, joinItalian, sentences } from "./text";

type Input = z.output<typeof partnerContentInputSchema>;
type Output = z.output<typeof partnerContentOutputSchema>;

const TIPO_LABEL: Record<string, string> = {
  ente: "ente pubblico",
  museo: "luogo della cultura",
  brand: "brand",
  enogastronomia: "azienda enogastronomica",
  azienda_enogastronomica: "azienda enogastronomica",
  altro: "realtà",
};

const TIPO_SERVICES: Record<string, { titolo: string; descrizione: string }[]> = {
  ente: [
    {
      titolo: "Accoglienza e informazioni",
      descrizione:
        "Supporto ai visitatori per scoprire il territorio, i suoi eventi e i suoi luoghi simbolo.",
    },
    {
      titolo: "Itinerari sul territorio",
      descrizione: "Percorsi consigliati tra borghi, paesaggi e patrimonio culturale locale.",
    },
    {
      titolo: "Eventi e manifestazioni",
      descrizione: "Un calendario di iniziative che valorizzano tradizioni, cultura e comunità.",
    },
  ],
  museo: [
    {
      titolo: "Visite guidate",
      descrizione: "Percorsi accompagnati per scoprire le collezioni e le storie che custodiscono.",
    },
    {
      titolo: "Attività educative",
      descrizione: "Laboratori e proposte didattiche per scuole, famiglie e gruppi.",
    },
    {
      titolo: "Mostre ed eventi",
      descrizione: "Esposizioni temporanee e appuntamenti che rinnovano il dialogo con il pubblico.",
    },
  ],
  brand: [
    {
      titolo: "Collezioni",
      descrizione: "Prodotti che uniscono progetto, materiali scelti e savoir-faire italiano.",
    },
    {
      titolo: "Esperienza in boutique",
      descrizione: "Un servizio attento e personale per scegliere il prodotto giusto.",
    },
    { titolo: "Su misura", descrizione: "Soluzioni personalizzate per chi cerca un pezzo unico." },
  ],
  enogastronomia: [
    {
      titolo: "Degustazioni",
      descrizione: "Assaggi guidati per conoscere i prodotti e il territorio da cui nascono.",
    },
    {
      titolo: "Visite in azienda",
      descrizione: "Un percorso dietro le quinte della produzione, dalla materia prima al prodotto finito.",
    },
    {
      titolo: "Vendita diretta",
      descrizione:
        "I prodotti dell'azienda disponibili direttamente, con consigli su abbinamenti e conservazione.",
    },
  ],
  altro: [
    { titolo: "Servizi su misura", descrizione: "Proposte pensate sulle esigenze di ogni ospite e cliente." },
    { titolo: "Consulenza", descrizione: "Un confronto diretto per individuare la soluzione più adatta." },
    {
      titolo: "Esperienze",
      descrizione: "Attività che raccontano il valore del territorio e del Made in Italy.",
    },
  ],
};

const AREA_VALUES: Record<string, string> = {
  "Arte e Cultura": "la tutela e la condivisione del patrimonio culturale",
  "Turismo e Territorio": "la valorizzazione del territorio e un'accoglienza autentica",
  "Cucina e Enogastronomia": "la qualità della materia prima e il rispetto delle tradizioni gastronomiche",
  "Moda e Design": "la cura del dettaglio, il progetto e il saper fare artigiano",
  "Innovazione e Impresa": "la ricerca, l'innovazione e la responsabilità d'impresa",
  Altro: "la qualità, l'autenticità e l'attenzione alle persone",
};

function lines(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(/\r?\n|;|•/)
    .map((s) => s.replace(/^[-*\s]+/, "").trim())
    .filter((s) => s.length > 1)
    .slice(0, 6);
}

export function offlinePartnerContent(input: Input): Output {
  const tipo = TIPO_LABEL[input.tipo] ?? "realtà";
  const place = input.comune || input.indirizzoCitta || input.provincia || input.regione || "";
  const where = place
    ? input.regione && input.regione !== place
      ? `${place} (${input.regione})`
      : place
    : "Italia";
  const area = input.areaTematica ?? "Altro";
  const desc = input.descrizione.replace(/\s+/g, " ").trim();
  const descSentences = sentences(desc);
  const firstSentence = descSentences[0] ?? desc;
  const points = lines(input.puntiInteresse);
  const awards = lines(input.riconoscimenti);

  const titolo = clip(`${input.nome}: eccellenza italiana a ${where}`, 120);
  const sommario = clip(
    `${input.nome} è ${/^[aeiou]/i.test(tipo) ? "un" : "un"} ${tipo} di ${where}. ${firstSentence}`,
    300,
  );
  const chiSiamo = [
    `${input.nome} è ${tipo === "realtà" ? "una realtà" : `un ${tipo}`} con sede a ${where}, nell'ambito ${area === "Altro" ? "delle eccellenze italiane" : `di ${area}`}.`,
    desc,
    awards.length ? `Tra i riconoscimenti ricevuti: ${joinItalian(awards)}.` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const valori = `Al centro del lavoro di ${input.nome} ci sono ${AREA_VALUES[area] ?? AREA_VALUES.Altro}. Ogni proposta nasce dal legame con ${place || "il territorio"} e dal desiderio di far conoscere il meglio del Made in Italy a un pubblico internazionale.`;

  const servizi: Output["servizi"] = (TIPO_SERVICES[input.tipo] ?? TIPO_SERVICES.altro ?? []).map((s, i) => ({
    ...s,
    ...(i === 0 && input.emailContatto ? { cta: "Richiedi informazioni" } : {}),
  }));
  const esperienze: Output["esperienze"] = points.length
    ? points.slice(0, 4).map((p) => ({
        titolo: clip(p, 100),
        descrizione: clip(
          `Un'esperienza consigliata da ${input.nome}: ${p}, da vivere con calma a ${place || "destinazione"}.`,
          300,
        ),
      }))
    : [
        {
          titolo: `Alla scoperta di ${input.nome}`,
          descrizione: clip(
            `Una visita per conoscere da vicino ${input.nome} e il suo legame con ${where}.`,
            300,
          ),
        },
        {
          titolo: `${place || "Il territorio"} da vivere`,
          descrizione:
            "Un percorso tra i luoghi, i sapori e le persone che rendono unico questo angolo d'Italia.",
        },
      ];

  const info = [
    input.orariBooking
      ? `Orari e prenotazioni: ${clip(input.orariBooking, 300)}`
      : "Contattaci per orari e prenotazioni.",
    input.indirizzoCitta || input.comune
      ? `Dove siamo: ${input.indirizzoCitta || input.comune}${input.regione ? `, ${input.regione}` : ""}.`
      : "",
    input.telefono ? `Telefono: ${input.telefono}.` : "",
    input.emailContatto ? `E-mail: ${input.emailContatto}.` : "",
    input.sitoWeb ? `Sito web: ${input.sitoWeb}.` : "",
  ]
    .filter(Boolean)
    .join(" ");

  const cta = `Scopri ${input.nome} e lasciati ispirare: contattaci per organizzare la tua visita.`;
  const seoTitle = fitSeoTitle(input.nome, place);
  const meta = clip(`${input.nome}, ${tipo} a ${where}. ${firstSentence}`, 160);

  return {
    titolo_premium: titolo,
    sommario,
    chi_siamo: clip(chiSiamo, 3000),
    valori,
    servizi,
    esperienze,
    info_utili: clip(info, 1500),
    cta: clip(cta, 300),
    seo_title: seoTitle,
    seo_meta_description: meta,
  };
}

function fitSeoTitle(nome: string, place: string): string {
  const candidates = [`${nome} | ${place} | Atlante`, `${nome} | ${place}`, `${nome} | Atlante`, nome];
  for (const c of candidates)
    if (c.length <= 60 && !c.includes("|  |") && !/\|\s*\|/.test(c)) return c.replace(/ \| $/, "");
  return clip(nome, 60);
}

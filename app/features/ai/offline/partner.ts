// Offline partner copy (generate-partner-content): composed only from what the
// partner wrote in the wizard — name, type, place, area, description, points of
// interest, hours, contacts — with Italian articles and prepositions agreed to the
// name ("del Museo…", "dell'Ente…", "le Officine…"). Nothing is invented: a service,
// a value or a product appears only when the partner's text names it.
import type { z } from "zod";
import { capitalise, inRegion, joinList, leadingArticle, ofRegion } from "../italian/grammar";
import { basicLexicon, type Lexicon } from "../italian/lexicon";
import {
  type partnerContentInputSchema,
  type partnerContentOutputSchema,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from "../schemas";
import { experiences, pointsOfInterest, poiPhrase } from "./partner-experiences";
import { choose, endSentence, normal, ownSentences, type Partner, partnerOf } from "./partner-model";
import {
  AREA_TITLES,
  AREA_TOPIC,
  AREA_VALUES,
  type Found,
  PLACE_VALUE,
  PRODUCTS,
  SERVICES,
  type ServiceRule,
  TIPO_NOUN,
  TIPO_TITLES,
  VALUES,
  type ValueRule,
} from "./partner-phrases";
import { clip } from "./text";

type Input = z.output<typeof partnerContentInputSchema>;
type Output = z.output<typeof partnerContentOutputSchema>;

function findServices(text: string): Found[] {
  return SERVICES.map((rule) => ({ rule, at: text.search(rule.match) }))
    .filter((s) => s.at >= 0)
    .sort((a, b) => a.at - b.at)
    .slice(0, 4)
    .map(({ rule }) => ({ rule, text }));
}

function lead(p: Partner): string {
  const topic = p.area ? AREA_TOPIC[p.area] : undefined;
  const { phrase: noun, key } = TIPO_NOUN[p.tipo];
  // "un luogo della cultura che si occupa di arte e cultura", "l'Ente… è un ente": said twice.
  const clause = topic && !topic.includes(key) ? topic : null;
  const identityFits = !normal(p.short).split(" ").includes(key);
  const { region, inName } = p.place;
  const inRegionText = region && p.place.name !== region ? inRegion(region) : null;
  // "un ente di Pieve di Cadore, in Veneto," — or only "in Sardegna" when the name holds the town.
  const where = inName
    ? inRegionText
      ? ` ${inRegionText}`
      : ""
    : ` ${p.place.of}${inRegionText ? `, ${inRegionText},` : ""}`;
  const identity =
    `${p.atStart()} ${p.verb("è", "sono")} ${noun}${where}${clause ? ` che si occupa di ${clause}` : ""}`
      .replace(/,$/, "")
      .concat(".");
  const occupies = `${p.the()} ${p.verb("si occupa", "si occupano")} di ${clause}.`;
  const based = clause
    ? inName
      ? inRegionText
        ? `${capitalise(inRegionText)}, ${occupies}`
        : capitalise(occupies)
      : `Con sede ${p.place.where}, ${occupies}`
    : inName
      ? `${p.atStart()} ${p.verb("opera", "operano")} ${inRegionText ?? "in Italia"}.`
      : `${p.atStart()} ${p.verb("ha", "hanno")} sede ${p.place.where}.`;
  if (!identityFits) return based;
  return clause ? choose([identity, based], p.seed) : identity;
}

function mentionsName(sentence: string, p: Partner): boolean {
  // "Il Maglificio Ferrandi produce dal 1958…" names "Maglificio Ferrandi 1958".
  const name = normal(p.short)
    .replace(/\s*\d+\s*/g, " ")
    .trim();
  return normal(sentence).includes(name);
}

function summaryAndRest(p: Partner, own: string[]): { sommario: string; rest: string[] } {
  const [first, second] = own;
  const opening = lead(p);
  if (!first) return { sommario: opening, rest: [] };
  if (mentionsName(first, p) && first.length <= 400) {
    const both = second && first.length < 200 && first.length + second.length < 420;
    return { sommario: both ? `${first} ${second}` : first, rest: own.slice(both ? 2 : 1) };
  }
  if (opening.length + first.length < 560) {
    return { sommario: `${opening} ${first}`, rest: own.slice(1) };
  }
  return { sommario: opening, rest: own };
}

function paragraphs(sentences: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += 3) out.push(sentences.slice(i, i + 3).join(" "));
  return out.join("\n\n");
}

/** "Chi siamo": the partner's sentences after the summary, then what the data adds, never a sentence twice. */
function aboutUs(
  p: Partner,
  rest: string[],
  sommario: string,
  found: Found[],
  pois: string[],
  lexicon: Lexicon,
): string {
  const said = new Set(ownSentences(sommario).map(normal));
  const body = [lead(p), ...rest].filter((sentence) => !said.has(normal(sentence)));
  const offers = found.map((f) => f.rule.phrase(p, f.text));
  if (body.length < 3 && offers.length > 1) {
    body.push(`Tra le proposte ${p.mention.of("di")}: ${joinList(offers)}.`);
  } else if (body.length < 3 && offers.length === 1) {
    body.push(`${p.mention.atStart()} ${p.verb("propone", "propongono")} ${offers[0]}.`);
  }
  if (body.length < 2 && pois.length > 0) {
    const places = joinList(pois.slice(0, 3).map((poi) => poiPhrase(poi, lexicon).the));
    body.push(`Nei dintorni, ${p.mention.the()} ${p.verb("consiglia", "consigliano")} ${places}.`);
  }
  if (body.length === 0) body.push(`${p.atStart()} ${p.verb("ha", "hanno")} sede ${p.place.where}.`);
  return clip(paragraphs(body.filter((sentence) => !said.has(normal(sentence)))), 3000);
}

function valueLine(rule: ValueRule, p: Partner): string {
  const sentence = rule.describe(p);
  const keepCapital = sentence.startsWith(p.short) && !leadingArticle(p.short);
  return `${rule.title}: ${keepCapital ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1)}`;
}

function values(p: Partner, text: string): string {
  const chosen = VALUES.filter((v) => v.match.test(text) && (!v.tipi || v.tipi.includes(p.tipo))).slice(0, 3);
  const fallbacks = [p.area ? AREA_VALUES[p.area] : undefined, PLACE_VALUE].filter(
    (v): v is ValueRule => !!v,
  );
  for (const v of fallbacks) if (chosen.length < 2 && !chosen.includes(v)) chosen.push(v);
  return chosen.map((v) => valueLine(v, p)).join("\n\n");
}

function bookingNote(rule: ServiceRule, hours: string): string {
  const mentioned = hours
    .split(/(?<=[.;])\s+/)
    .find((s) => rule.match.test(s) && /prenotazion|appuntamento/.test(s));
  if (!mentioned) return "";
  return /appuntamento/.test(mentioned) ? ", su appuntamento" : ", su prenotazione";
}

function services(p: Partner, found: Found[], input: Input): Output["servizi"] {
  const hours = (input.orariBooking ?? "").toLowerCase();
  const canBook = /prenot|appuntament/.test(`${hours} ${input.descrizione.toLowerCase()}`);
  const list: Output["servizi"] = found.map(({ rule, text }, i) => {
    const cta = rule.cta && (canBook || !rule.cta.startsWith("Prenota")) ? rule.cta : undefined;
    return {
      titolo: rule.title(p, text),
      descrizione: endSentence(`${rule.describe(p, text)}${bookingNote(rule, hours)}`),
      ...(input.emailContatto && (cta || i === 0) ? { cta: cta ?? "Richiedi informazioni" } : {}),
    };
  });
  if (list.length) return list;
  const fallback: Record<Partner["tipo"], { titolo: string; descrizione: string }> = {
    ente: {
      titolo: "Informazioni sul territorio",
      descrizione: `Indicazioni e contatti per organizzare la visita ${p.place.at}.`,
    },
    museo: {
      titolo: "La visita",
      descrizione: `Un percorso tra le raccolte ${p.mention.of("di")}, ${p.place.at}.`,
    },
    brand: {
      titolo: "Le creazioni",
      descrizione: `Oggetti ideati e realizzati ${p.place.at} ${p.mention.of("da")}.`,
    },
    enogastronomia: {
      titolo: "I prodotti",
      descrizione: `I prodotti ${p.mention.of("di")}, legati al territorio ${p.place.of}.`,
    },
    altro: {
      titolo: "Le proposte",
      descrizione: `Le attività ${p.mention.of("di")}, raccontate da chi le cura ogni giorno.`,
    },
  };
  const only = fallback[p.tipo];
  return [input.emailContatto ? { ...only, cta: "Richiedi informazioni" } : only];
}

// ---------------------------------------------------------------- practical texts

function contactVerb(input: Input): string | null {
  if (input.emailContatto && input.telefono) return "scrivi o telefona";
  if (input.emailContatto) return "scrivi";
  return input.telefono ? "telefona" : null;
}

function usefulInfo(p: Partner, input: Input): string {
  const hours = ownSentences(input.orariBooking);
  const contacts = [
    input.telefono ? `telefono ${input.telefono.trim()}` : "",
    input.emailContatto ? `e-mail ${input.emailContatto.trim()}` : "",
  ].filter(Boolean);
  const parts = [...hours];
  if (contacts.length) {
    parts.push(
      `${hours.length ? "Per informazioni e prenotazioni" : "Per orari e prenotazioni"}: ${joinList(contacts)}.`,
    );
  } else if (input.sitoWeb) {
    parts.push(
      `Orari e aggiornamenti sul sito ${input.sitoWeb.replace(/^https?:\/\//, "").replace(/\/$/, "")}.`,
    );
  }
  if (!parts.length) parts.push(`${p.atStart()} si ${p.verb("trova", "trovano")} ${p.place.where}.`);
  return clip(parts.join(" "), 1500);
}

function callToAction(p: Partner, input: Input): string {
  const verb = contactVerb(input);
  if (!verb) {
    return input.sitoWeb
      ? `Per saperne di più, visita il sito ${p.of("di")}.`
      : `Scopri ${p.the()} durante il tuo viaggio ${p.place.at}.`;
  }
  const Verb = capitalise(verb);
  const byType: Record<Partner["tipo"], string> = {
    museo: `Organizza la tua visita ${p.of("a")}: ${verb} per orari e prenotazioni.`,
    ente: `Stai preparando un viaggio ${p.place.at}? ${Verb} ${p.of("a")} per consigli e informazioni.`,
    enogastronomia: `Vuoi assaggiare i prodotti ${p.of("di")}? ${Verb} per organizzare la tua visita.`,
    brand: `Per conoscere da vicino il lavoro ${p.of("di")}, ${verb} e chiedi un appuntamento.`,
    altro: `Per saperne di più ${p.of("su")}, ${verb} e chiedi tutte le informazioni.`,
  };
  return byType[p.tipo];
}

function premiumTitle(p: Partner, text: string, found: Found[]): string {
  const inName = normal(p.name);
  // "Comune di Alghero: storie e bellezza della Sardegna" — the town is in the name already.
  const placeInName = p.place.inName;
  const region = placeInName ? p.place.region : null;
  const town = region ?? p.place.name;
  const at = placeInName ? (region ? inRegion(region) : "in Italia") : p.place.at;
  const of = placeInName ? (region ? ofRegion(region) : "d'Italia") : p.place.of;
  const products =
    p.tipo === "brand" || p.tipo === "enogastronomia"
      ? PRODUCTS.filter(([re, label]) => re.test(text) && !inName.includes(normal(label))).map(([, l]) => l)
      : [];
  let tail: string;
  const offers = found.slice(0, 2).map((f) => f.rule.phrase(p, f.text));
  if (products.length) tail = `${joinList(products.slice(0, 2))} ${p.tipo === "brand" ? at : of}`;
  else if (!p.area && offers.length) tail = `${joinList(offers)} ${at}`;
  else if (p.area && AREA_TITLES[p.area])
    tail = choose(AREA_TITLES[p.area] ?? [], p.seed)(at, of, town ?? "Italia");
  else tail = TIPO_TITLES[p.tipo](at, of);
  return clip(`${p.short}: ${tail.trim()}`, 160);
}

function seoTitle(p: Partner): string {
  const at = p.place.name && !p.place.inName ? ` ${p.place.at}` : "";
  const named = p.short === p.name ? [p.name] : [p.short, p.name];
  for (const candidate of [...named.map((n) => `${n}${at}`), ...named]) {
    if (candidate.length <= SEO_TITLE_MAX) return candidate;
  }
  return clip(p.short, SEO_TITLE_MAX);
}

function seoDescription(p: Partner, own: string[], found: Found[]): string {
  const phrases = found.map((f) => f.rule.phrase(p, f.text));
  const candidates: string[] = [];
  const first = own[0];
  if (first && mentionsName(first, p)) candidates.push(first);
  for (let n = phrases.length; n >= 1; n--) {
    const list = joinList(phrases.slice(0, n));
    candidates.push(`${p.atStart()} ${p.place.where}: ${list}.`, `${p.atStart()} ${p.place.at}: ${list}.`);
  }
  candidates.push(lead(p), `${p.atStart()} ${p.place.at}.`);
  const fit = candidates.find((c) => c.length <= SEO_DESCRIPTION_MAX);
  return fit ?? clip(p.short, SEO_DESCRIPTION_MAX - 1);
}

export function offlinePartnerContent(input: Input, lexicon: Lexicon = basicLexicon): Output {
  const p = partnerOf(input, lexicon);
  const own = ownSentences(input.descrizione);
  const text = [input.descrizione, input.orariBooking].join("\n").toLowerCase();
  const found = findServices(text);
  const { sommario, rest } = summaryAndRest(p, own);
  const pois = pointsOfInterest(p, input);
  return {
    titolo_premium: premiumTitle(p, input.descrizione.toLowerCase(), found),
    sommario: clip(sommario, 600),
    chi_siamo: aboutUs(p, rest, sommario, found, pois, lexicon),
    valori: clip(values(p, `${text}\n${(input.riconoscimenti ?? "").toLowerCase()}`), 2000),
    servizi: services(p, found, input),
    esperienze: experiences(p, pois, found, lexicon),
    info_utili: usefulInfo(p, input),
    cta: clip(callToAction(p, input), 300),
    seo_title: seoTitle(p),
    seo_meta_description: seoDescription(p, own, found),
  };
}

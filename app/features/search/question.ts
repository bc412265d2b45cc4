// Question understanding: what kind of answer a reader's question needs (chi → a person
// or organisation, quando → a date or period, quanto costa → a price, quanti → a number
// of the thing asked about, …) and which of its words carry the topic.
import { isStopword, words } from "~/features/ai/offline/text";
import { baseForm, expansionsOf, namedStopwords, stemOf } from "./terms";

export type AnswerKind =
  | "persona"
  | "data"
  | "prezzo"
  | "orario"
  | "durata"
  | "quantita"
  | "misura"
  | "luogo"
  | "motivo"
  | "modo"
  | "citazione"
  | "frequenza"
  | "generico";

/** What the honest decline says is missing ("L'articolo non indica …"). */
export const MISSING_LABEL: Record<AnswerKind, string | null> = {
  persona: "chi sia",
  data: "quando",
  prezzo: "il prezzo",
  orario: "gli orari",
  durata: "la durata",
  quantita: "il numero",
  misura: "la misura",
  luogo: "il luogo",
  motivo: null,
  modo: null,
  citazione: null,
  frequenza: "ogni quanto",
  generico: null,
};

export interface QuestionTerm {
  word: string;
  stem: string;
  /** Importance in the question: light words count little. */
  weight: number;
  expansions: ReadonlyMap<string, number>;
}

export interface Question {
  text: string;
  kind: AnswerKind;
  terms: QuestionTerm[];
  /** "quanti restauratori": the stem of what is counted (the number must go with it). */
  counted: string | null;
  /** "quanto è alto": the unit family the answer must use. */
  unit: keyof typeof UNITS | null;
  /** "chi ha progettato": the verb the answering sentence must contain (stem). */
  predicate: string | null;
}

/** Words that frame a question without naming its topic. */
const QUESTION_WORDS = new Set(
  (
    "qual quale quali chi cosa cos com che come quando fino dove perche quanto quanti quanta quante " +
    "dimmi spiegami raccontami descrivi sai sapete potresti puoi posso devo bisogna vorrei voglio " +
    "articolo testo secondo parla parlano dice dicono significa vuol dire mai chiama chiamano chiamava chiamavano " +
    // Auxiliaries and modals: "chi avrebbe inventato", "dove sarebbe nato".
    "avrebbe avrebbero sarebbe sarebbero avra avranno sara saranno abbia abbiano fosse fossero aveva avevano " +
    "deve devono dovrebbe dovrebbero"
  ).split(/\s+/),
);

/** Words that add little to what is asked: they count, but a passage may lack them. */
const LIGHT_WORDS = new Set(
  (
    "oggi ancora davvero conviene conviene durante proposito tipo tipi genere faccio fa fare fatte fatti visitare visita vedere esattamente principale principali importante importanti famoso famosa famosi " +
    "celebre celebri tipico tipica particolare speciale caratteristico noto nota vero vera veramente " +
    "quasi tutta tutto tutti tutte anche ora adesso primo prima qualcosa cosa fare fatto fatta fanno " +
    "serve servono occorre modo massimo minimo media circa insieme dentro fuori interno " +
    "preso presa presi prende prendono presero prese reso resa resi rese rende rendono stare sta stanno stai stia " +
    "volta trova trovano trovare usato usata usati usate usare utilizzato rispetto confronto paragone andare va vanno succede succedere successo accade accaduto avvenuto una uno un esiste esistono c ci si sono e stato stata"
  ).split(/\s+/),
);

const GENERIC_VERBS = new Set(
  "portato portata portò fatto fatta fece messo messa mise dato data diede avuto usato usata reso resa voluto voluta preso presa prese presero".split(
    " ",
  ),
);

export const UNITS = {
  lunghezza: /\b\d[\d.,]*\s*(km|m|cm)\b|\b(chilometr|centimetr|metr)[io]\b/i,
  altezza: /\b\d[\d.,]*\s*(m|cm|km)\b|\b(centimetr|metr|chilometr)[io]\b/i,
  peso: /\b(kg|g)\b|\b(chilogramm|gramm|tonnellat|chil)[io]?\b/i,
  temperatura: /\bgrad[io]\b|°/i,
};

const UNIT_WORDS: Record<string, keyof typeof UNITS> = {
  lungo: "lunghezza",
  lunga: "lunghezza",
  lunghi: "lunghezza",
  lunghe: "lunghezza",
  distante: "lunghezza",
  dista: "lunghezza",
  altitudine: "altezza",
  altezza: "altezza",
  quota: "altezza",
  profondita: "altezza",
  temperatura: "temperatura",
  alto: "altezza",
  alta: "altezza",
  alti: "altezza",
  alte: "altezza",
  profondo: "altezza",
  profonda: "altezza",
  pesa: "peso",
  pesare: "peso",
  pesano: "peso",
  pesante: "peso",
  peso: "peso",
  caldo: "temperatura",
  calda: "temperatura",
  fredda: "temperatura",
  freddo: "temperatura",
};

/** Words that name what a measure question measures ("profondo", "alto", "pesa"). */
export const UNIT_WORD_SET: ReadonlySet<string> = new Set([
  ...Object.keys(UNIT_WORDS),
  "profondo",
  "profonda",
]);

/** Patterns of each kind of question, tried in this order on the normalised question. */
const KIND_PATTERNS: [AnswerKind, RegExp][] = [
  [
    "prezzo",
    /\bquanto (costa|costano|costava|costavano|costera|si paga|si spende|viene|vengono|e costat)|\b(prezz|tariff)|\bcosto\b/,
  ],
  // "Da quanto tempo esiste …" asks since when, not for how long.
  [
    "data",
    /\bda quanto( tempo)? (esiste|esistono|c e|ci sono|si fa|si fanno|si tiene|si produce|e attiv|sono attiv)/,
  ],
  ["orario", /\borari\b|\borario\b|\ba che ora\b|\bquando apre\b|\bquando chiude\b/],
  [
    "durata",
    /\bquanto tempo\b|\bquanto dura(no)?\b|\bquanto ci (vuole|vogliono|si mette|mette|mettono|metti|impiega|impiegano)\b|\bquanto (impiega|impiegano)\b|\bquante ore\b|\bquanti (giorni|minuti|anni dura)\b|\bper quanto tempo\b/,
  ],
  [
    "misura",
    /\bquanto (e|sono|era|erano) (lung|alt|profond|distant|cald|fredd)|\bquanto (pesa|pesano|dista|misura)\b|\bquanto (deve|devono|puo|possono|dovrebbe) (pesare|essere lung|essere alt|misurare)|\ba (che|quale) (altitudine|altezza|quota|profondita|temperatura)\b/,
  ],
  [
    "frequenza",
    /\bogni quanto\b|\bcon (che|quale) frequenza\b|\bquante volte (all|al|alla|l|a|ogni|per)\b|\bogni quanti\b/,
  ],
  // "Quanta energia": an amount, so a number; "quanti gradini": a number of gradini.
  ["quantita", /\bquant[aie]\b|\bche cilindrata\b/],
  [
    "data",
    /\bquando\b|\bin che anno\b|\bin quale anno\b|\bche anno\b|\bin che secolo\b|\bda quando\b|\bin che (data|mese|epoca|periodo|stagione)\b|\bquale (anno|epoca|secolo)\b/,
  ],
  // "Cosa dice la decoratrice …", "che consiglio dà …": the words of someone the article quotes.
  [
    "citazione",
    /^(e )?(che )?(cosa|che) (dice|diceva|dicono|racconta|raccontava|pensa|pensava|consiglia|consigliava|ricorda|spiega|sostiene|afferma)\b(?! (l )?(articolo|testo))|\bche consigli[oa]? (da|danno|dava)\b|^(e )?come (descrive|riassume|definisce|spiega) (il|la|lo|l|i|gli|le|suo|sua)\b/,
  ],
  ["generico", /\bper chi\b|\bchi (deve|devono|dovrebbe|dovrebbero|puo|possono|conviene|vuole)\b/],
  ["persona", /^(e )?(chi|da chi|a chi|con chi|di chi)\b|\bchi (ha|e|fu|era|sono|furono|aveva|gestisce)\b/],
  [
    "luogo",
    /\bdove\b(?! viene il nome| deriva)|\bin (quale|che) (citta|paese|regione|luogo|zona|posto|foresta|quartiere|comune|provincia|valle|isola|borgo|stazione|via|piazza)\b/,
  ],
  ["motivo", /\bperche\b|\bper quale (motivo|ragione)\b|\bcome mai\b|\ba (che )?cosa serv/],
  ["modo", /^(e )?come\b/],
];

function kindOf(q: string): AnswerKind {
  return KIND_PATTERNS.find(([, re]) => re.test(q))?.[0] ?? "generico";
}

/** The first content word after "quanti"/"quante": what the number must count. */
function countedOf(tokens: string[]): string | null {
  const at = tokens.findIndex((w) => w === "quanti" || w === "quante");
  if (at < 0) return null;
  for (const w of tokens.slice(at + 1, at + 4))
    if (!isStopword(w) && !QUESTION_WORDS.has(w)) return stemOf(w);
  return null;
}

/** "chi ha progettato …", "chi fondò …": the verb after chi (and its auxiliary). */
function predicateOf(tokens: string[]): string | null {
  const at = tokens.indexOf("chi");
  if (at < 0) return null;
  const rest = tokens
    .slice(at + 1)
    .filter(
      (w) =>
        ![
          "ha",
          "hanno",
          "e",
          "fu",
          "era",
          "aveva",
          "sono",
          "furono",
          "stato",
          "stata",
          "si",
          "per",
          "primo",
          "prima",
          "avrebbe",
          "avrebbero",
          "sarebbe",
          "sarebbero",
          "c",
          "dietro",
        ].includes(w),
    );
  const verb = rest[0];
  // Generic verbs ("chi ha portato", "chi ha fatto") say too little to be required.
  return verb && !isStopword(verb) && !GENERIC_VERBS.has(verb) ? stemOf(verb) : null;
}

/** Words that only frame a question of one kind ("dove si trova la sede", "cosa dice"). */
const FRAMING_BY_KIND: Partial<Record<AnswerKind, string[]>> = {
  luogo: [
    "sede",
    "situato",
    "situata",
    "ubicato",
    "ubicata",
    "collocato",
    "collocata",
    "posizione",
    "trova",
    "trovano",
    // "In quale città …": the kind of place asked frames the question; the answer names it.
    "citta",
    "paese",
    "regione",
    "luogo",
    "localita",
    "zona",
    "posto",
    "provincia",
  ],
  // "Chi c'è dietro …".
  persona: ["dietro"],
  frequenza: ["volte", "frequenza"],
  citazione: [
    "dice",
    "diceva",
    "dicono",
    "racconta",
    "raccontava",
    "pensa",
    "pensava",
    "consiglia",
    "consigliava",
    "consiglio",
    "consigli",
    "ricorda",
    "spiega",
    "sostiene",
    "afferma",
    "descrive",
    "riassume",
    "definisce",
  ],
};

const CAN_DO_VERBS = ["visitare", "visita", "vedere", "entrare", "andare"];

const FOR_WHOM_FRAMING = (
  "pensato pensata pensati pensate destinato destinata destinati destinate dedicato dedicata dedicati dedicate " +
  "adatto adatta adatti adatte indicato indicata indicati indicate consigliato consigliata ideale ideali nato nata"
).split(" ");

/** Words that are light elsewhere but are what a question of this kind is about ("quanto tempo serve per visitare"). */
const HEAVY_BY_KIND: Partial<Record<AnswerKind, string[]>> = {
  durata: ["visita", "visitare", "vedere"],
};

/** Elided question words: "dov'è" → dove, "com'è" → come, "quand'è" → quando. */
const ELIDED: Record<string, string> = { dov: "dove", com: "come", quand: "quando" };

/**
 * "Come si prenota …", "come faccio a riconoscere …": the action asked about, which the
 * answer must speak of (a sentence about the thing that says nothing of booking it is
 * no answer). Light and generic verbs ("conviene", "è fatto") are not required.
 */
function howPredicateOf(tokens: string[], terms: QuestionTerm[]): string | null {
  const at = tokens.indexOf("come");
  if (at < 0) return null;
  for (const w of tokens.slice(at + 1, at + 5)) {
    if (HOW_FILLERS.has(w) || isStopword(w)) continue;
    const term = terms.find((t) => t.word === w);
    if (!term || term.weight < 1 || GENERIC_VERBS.has(w) || !VERB_FORM.test(w)) return null;
    return term.stem;
  }
  return null;
}

const HOW_FILLERS = new Set(
  "si e c ci posso puoi possiamo bisogna devo deve faccio fa fare conviene meglio viene vengono".split(" "),
);
/** Italian verb endings (infinitive, present, participle): "prenota", "arrivare", "lavorato". */
const VERB_FORM = /(are|ere|ire|arsi|ersi|irsi|a|ano|e|ono|isce|iscono|ato|ata|ati|ate|uto|uta|ito|ita)$/;

export function analyseQuestion(text: string): Question {
  const tokens = words(text).map((w) => ELIDED[w] ?? w);
  const q = tokens.join(" ");
  const kind = kindOf(q);
  let unit: Question["unit"] = null;
  if (kind === "misura") unit = tokens.map((w) => UNIT_WORDS[w]).find(Boolean) ?? null;
  const counted = kind === "quantita" ? countedOf(tokens) : null;
  const skip = new Set<string>();
  if (kind === "prezzo")
    for (const w of ["costa", "costano", "costava", "costo", "prezzo", "prezzi", "paga", "spende", "costera"])
      skip.add(w);
  if (kind === "misura") for (const w of Object.keys(UNIT_WORDS)) skip.add(w);
  if (kind === "durata")
    for (const w of [
      "tempo",
      "dura",
      "durano",
      "vuole",
      "vogliono",
      "mette",
      "mettono",
      "impiega",
      "impiegano",
    ])
      skip.add(w);
  if (kind === "data") for (const w of ["anno", "anni", "secolo", "data", "epoca", "tempo"]) skip.add(w);
  if (kind === "orario") for (const w of ["orari", "orario", "apre", "chiude", "ora"]) skip.add(w);
  const framing = new Set(FRAMING_BY_KIND[kind] ?? []);
  // "Per chi è pensato …": who something is for; the participle only frames it.
  if (/\bper chi\b/.test(q)) for (const w of FOR_WHOM_FRAMING) framing.add(w);
  const heavy = new Set(HEAVY_BY_KIND[kind] ?? []);
  // "Si può visitare il Tecnopolo?": whether one can visit is the question.
  if (/\b(si puo|e possibile|posso|possiamo|si possono)\b/.test(q))
    for (const w of CAN_DO_VERBS) heavy.add(w);
  const seen = new Set<string>();
  const terms: QuestionTerm[] = [];
  for (const w of tokens) {
    if (isStopword(w) || QUESTION_WORDS.has(w) || skip.has(w)) continue;
    const stem = stemOf(w);
    if (seen.has(stem)) continue;
    seen.add(stem);
    const light = framing.has(w) || ((LIGHT_WORDS.has(w) || LIGHT_WORDS.has(baseForm(w))) && !heavy.has(w));
    terms.push({ word: w, stem, weight: light ? 0.1 : 1, expansions: expansionsOf(stem) });
  }
  // "Sentiero degli Dei": a capitalised stop word belongs to a name and is asked too.
  for (const key of namedStopwords(text))
    if (!seen.has(key)) {
      seen.add(key);
      terms.push({ word: key.slice(0, -1), stem: key, weight: 1, expansions: new Map() });
    }
  const predicate =
    kind === "persona" ? predicateOf(tokens) : kind === "modo" ? howPredicateOf(tokens, terms) : null;
  return { text, kind, terms, counted, unit, predicate };
}

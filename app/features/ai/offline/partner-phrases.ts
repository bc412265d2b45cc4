// What the offline partner copy may say, and the words in the partner's own data
// that allow it: a service is offered only when the description names it, a value
// only when the text shows it, a product only when it is mentioned. Data, reviewed
// by eye; the composition is in partner.ts.
import type { Partner } from "./partner-model";

export type PartnerTipo = "ente" | "museo" | "brand" | "enogastronomia" | "altro";

/** A service found in the partner's text, with the text it was found in. */
export interface Found {
  rule: ServiceRule;
  text: string;
}

export interface ServiceRule {
  id: string;
  /** Matched against the description and the opening hours, lower case. */
  match: RegExp;
  title: (p: Partner, text: string) => string;
  /** Lower-case phrase for lists ("degustazioni", "visite guidate"). */
  phrase: (p: Partner, text: string) => string;
  /** One sentence, without the final stop (a booking note may follow). */
  describe: (p: Partner, text: string) => string;
  /** Call to action when the partner can be written to and the data mentions booking. */
  cta?: string;
}

const guided = (text: string) => /visite guidate|visita guidata/.test(text);
const visitPlace = (p: Partner, text: string) =>
  p.tipo === "museo"
    ? ""
    : /cantin/.test(text) && p.tipo === "enogastronomia"
      ? " in cantina"
      : /frantoio/.test(text)
        ? " al frantoio"
        : /laboratorio/.test(text) && p.tipo !== "ente"
          ? " al laboratorio"
          : p.tipo === "enogastronomia" || p.tipo === "brand"
            ? " in azienda"
            : "";

export const SERVICES: ServiceRule[] = [
  {
    id: "degustazioni",
    match: /degustazion|assaggi/,
    title: () => "Degustazioni",
    phrase: () => "degustazioni",
    describe: (p) =>
      `Un momento per assaggiare i prodotti ${p.mention.of("di")} e conoscere il lavoro da cui nascono`,
    cta: "Prenota una degustazione",
  },
  {
    id: "visite",
    match: /\bvisit[ae]\b|visite guidate/,
    title: (p, t) => (guided(t) ? "Visite guidate" : `Visite${visitPlace(p, t)}`),
    phrase: (p, t) => (guided(t) ? "visite guidate" : `visite${visitPlace(p, t)}`),
    describe: (p, t) =>
      p.tipo === "museo"
        ? `Percorsi ${guided(t) ? "accompagnati" : "di visita"} per scoprire le raccolte ${p.mention.of("di")} e le storie che custodiscono`
        : p.tipo === "ente"
          ? `Percorsi ${guided(t) ? "accompagnati " : ""}alla scoperta del patrimonio ${p.place.of}`
          : `Un'occasione per vedere da vicino ${p.mention.the()} e il lavoro di ogni giorno`,
    cta: "Prenota una visita",
  },
  {
    id: "laboratori",
    match: /\blaboratori\b|didattic|\bworkshop/,
    title: (_p, t) => (/didattic/.test(t) ? "Attività didattiche" : "Laboratori"),
    phrase: (_p, t) => (/didattic/.test(t) ? "attività didattiche" : "laboratori"),
    describe: (_p, t) =>
      /scuol/.test(t)
        ? "Proposte pratiche pensate anche per le scuole, per imparare facendo"
        : "Proposte pratiche per imparare facendo, accanto a chi conosce il mestiere",
    cta: "Chiedi il calendario",
  },
  {
    id: "corsi",
    match: /\bcors[oi]\b/,
    title: (_p, t) => (/\bvela\b/.test(t) ? "Corsi di vela" : "Corsi"),
    phrase: (_p, t) => (/\bvela\b/.test(t) ? "corsi di vela" : "corsi"),
    describe: (p) =>
      `Percorsi di apprendimento con ${p.mention.the()}, per chi comincia e per chi vuole migliorare`,
    cta: "Chiedi il calendario",
  },
  {
    id: "eventi",
    match: /\beventi\b|concert|rassegn|\bmostre\b|manifestazion|incontri|open day/,
    title: (_p, t) =>
      /\bmostre\b/.test(t)
        ? "Mostre ed eventi"
        : /concert/.test(t)
          ? "Concerti ed eventi"
          : "Eventi e incontri",
    phrase: (_p, t) => (/\bmostre\b/.test(t) ? "mostre" : /concert/.test(t) ? "concerti" : "eventi"),
    describe: (p) =>
      `Appuntamenti che ${p.mention.the()} ${p.verb("propone", "propongono")} nel corso dell'anno`,
  },
  {
    id: "itinerari",
    match: /itinerar|escursion|trekking|passeggiat/,
    title: (_p, t) => (/escursion|trekking/.test(t) ? "Itinerari ed escursioni" : "Itinerari"),
    phrase: (_p, t) => (/escursion|trekking/.test(t) ? "escursioni" : "itinerari"),
    describe: (p) => `Percorsi per conoscere il territorio ${p.place.of} con il passo giusto`,
  },
  {
    id: "vendita",
    match: /vendit|\bvend(?:e|ono)\b|spaccio|bottega|negozio|\bonline\b|acquistar|e-commerce/,
    title: (_p, t) =>
      /spaccio/.test(t) ? "Spaccio aziendale" : /bottega/.test(t) ? "Bottega" : "Vendita diretta",
    phrase: (_p, t) => (/spaccio/.test(t) ? "spaccio aziendale" : "vendita diretta"),
    describe: (p, t) =>
      `I prodotti ${p.mention.of("di")} si acquistano direttamente${/\bonline\b|e-commerce/.test(t) ? ", anche online" : ""}`,
  },
  {
    id: "su-misura",
    match: /su misura|personalizzat/,
    title: () => "Su misura",
    phrase: () => "creazioni su misura",
    describe: () => "Pezzi e proposte personalizzati, definiti insieme a chi li richiede",
    cta: "Richiedi un preventivo",
  },
  {
    id: "tavola",
    match: /\bpranz|\bcene\b|ristorant|\bmenu\b|merend/,
    title: () => "A tavola",
    phrase: (_p, t) => (/\bpranz/.test(t) ? "pranzi" : "cucina"),
    describe: () => "La cucina del territorio, con i prodotti della casa",
  },
  {
    id: "ospitalita",
    match: /pernott|\bcamere\b|ospitalità|agriturismo|soggiorn/,
    title: () => "Ospitalità",
    phrase: () => "ospitalità",
    describe: (p) => `Per fermarsi qualche giorno e vivere ${p.place.at} con calma`,
  },
  {
    id: "informazioni",
    match: /informazion|sportello|punto accoglienza|infopoint|punto informativo/,
    title: () => "Informazioni e accoglienza",
    phrase: () => "informazioni turistiche",
    describe: (p) => `Consigli pratici per organizzare la visita ${p.place.at} e nei dintorni`,
    cta: "Richiedi informazioni",
  },
  {
    id: "impresa",
    match: /mentoring|accelerazion|incubat|consulenz/,
    title: (_p, t) => (/accelerazion|mentoring/.test(t) ? "Accelerazione d'impresa" : "Consulenza"),
    phrase: (_p, t) => (/accelerazion|mentoring/.test(t) ? "accelerazione d'impresa" : "consulenza"),
    describe: () => "Un affiancamento concreto per far crescere progetti e imprese",
    cta: "Richiedi informazioni",
  },
  {
    id: "spazi",
    match: /coworking|sale riunion|spazi per eventi/,
    title: () => "Spazi di lavoro",
    phrase: () => "spazi di lavoro",
    describe: () => "Postazioni e sale per lavorare, incontrarsi e organizzare eventi",
  },
  {
    id: "barca",
    match: /in barca|noleggio|\bbarche\b/,
    title: () => "Uscite in barca",
    phrase: () => "uscite in barca",
    describe: (p) => `Giornate in mare con ${p.mention.the()}, lungo la costa`,
  },
];

export interface ValueRule {
  match: RegExp;
  /** Only for these types (a museum's collection gathered over generations is not a family business). */
  tipi?: PartnerTipo[];
  title: string;
  describe: (p: Partner) => string;
}

export const VALUES: ValueRule[] = [
  {
    match: /familiar|di famiglia|generazion/,
    tipi: ["brand", "enogastronomia", "altro"],
    title: "Una storia di famiglia",
    describe: (p) =>
      `${p.mention.atStart()} ${p.verb("porta", "portano")} avanti un lavoro che passa di generazione in generazione.`,
  },
  {
    match: /biologic|sostenibil|\bambiente\b|ecosistem|rispettos/,
    title: "Rispetto per l'ambiente",
    describe: (p) => `L'attenzione all'ambiente fa parte del lavoro ${p.mention.of("di")}.`,
  },
  {
    match: /a mano|artigian|manual|intaglio|scalpellin/,
    title: "Il lavoro delle mani",
    describe: () => "Il saper fare artigiano resta al centro, fatto di gesti precisi e materiali scelti.",
  },
  {
    match: /tradizion|secolar|tramand/,
    title: "Tradizione viva",
    describe: (p) => `La tradizione ${p.place.of} è un punto di partenza, da conoscere e da tramandare.`,
  },
  {
    match: /patrimonio|unesco|\bconserva|custodi/,
    title: "Cura del patrimonio",
    describe: () => "Conservare il patrimonio e farlo conoscere è un impegno di ogni giorno.",
  },
  {
    match: /accessibil|disabilit|famiglie|bambini|scuol|ragazzi/,
    title: "Aperti a tutti",
    describe: () => "Le proposte sono pensate per un pubblico ampio, di ogni età e con esigenze diverse.",
  },
  {
    match: /\brete\b|collabor|insieme|comunità|riunisce/,
    title: "Fare rete",
    describe: (p) =>
      `${p.mention.atStart()} ${p.verb("lavora", "lavorano")} insieme ad altre realtà del territorio.`,
  },
  {
    match: /innova|ricerca|startup|tecnolog/,
    title: "Sguardo al futuro",
    describe: () => "Ricerca e nuove idee tengono il lavoro al passo con il presente.",
  },
  {
    match: /\blent[aeio]\b|\blentezza\b|con calma|tempi lunghi|affinament/,
    title: "Tempi lenti",
    describe: () => "Le cose fatte bene chiedono tempo, e qui il tempo è un ingrediente.",
  },
  {
    match: /certificat|\bdop\b|\bdocg?\b|\bigp\b/,
    title: "Qualità certificata",
    describe: () => "Certificazioni e disciplinari garantiscono l'origine e il metodo di lavoro.",
  },
  {
    match: /qualità|selezionat/,
    tipi: ["brand", "enogastronomia", "altro"],
    title: "La materia prima",
    describe: () => "Tutto comincia da ingredienti e materiali selezionati con cura.",
  },
];

/** Values when the text shows none: the area tematica and the place, which the partner chose. */
export const AREA_VALUES: Record<string, ValueRule> = {
  "Arte e Cultura": {
    match: /./,
    title: "La cultura come bene comune",
    describe: () => "Arte e cultura sono fatte per essere condivise, spiegate e vissute.",
  },
  "Turismo e Territorio": {
    match: /./,
    title: "Un territorio da vivere",
    describe: (p) =>
      `Far conoscere ${p.place.name ?? "il territorio"} a chi arriva, nel rispetto di chi ci vive.`,
  },
  "Cucina e Enogastronomia": {
    match: /./,
    title: "Il gusto del territorio",
    describe: () => "La cucina e i prodotti raccontano un luogo meglio di ogni descrizione.",
  },
  "Moda e Design": {
    match: /./,
    title: "Cura del dettaglio",
    describe: () => "Ogni pezzo nasce da un progetto attento e da una lavorazione curata.",
  },
  "Innovazione e Impresa": {
    match: /./,
    title: "Impresa che innova",
    describe: () => "Idee nuove, messe alla prova e portate sul mercato con metodo.",
  },
};

export const PLACE_VALUE: ValueRule = {
  match: /./,
  title: "Radici nel territorio",
  describe: (p) =>
    `${p.mention.atStart()} ${p.verb("è", "sono")} parte della vita ${p.place.of} e ne ${p.verb("porta", "portano")} il carattere.`,
};

/** Products named in the description, for the title of a brand or a food and wine company. */
export const PRODUCTS: [RegExp, string][] = [
  [/\bvin[oi]\b|vitivinicol|vigne/, "vini"],
  [/extravergine|\bolio\b/, "olio extravergine"],
  [/nocciol/, "nocciole"],
  [/formagg|caseific/, "formaggi"],
  [/\bsalumi\b|salumific/, "salumi"],
  [/\bpasta\b|pastific/, "pasta"],
  [/\bmiele\b/, "miele"],
  [/\bbirr[ae]\b|birrific/, "birra"],
  [/grappa|distillat|liquor/, "distillati"],
  [/aceto balsamico/, "aceto balsamico"],
  [/cioccolat/, "cioccolato"],
  [/tartuf/, "tartufi"],
  [/maglieria|maglion|cashmere/, "maglieria"],
  [/\bborse\b/, "borse"],
  [/\bcinture\b/, "cinture"],
  [/pelletteria|pellami/, "pelletteria"],
  [/gioiell|oreficer/, "gioielli"],
  [/ceramic|maiolic/, "ceramiche"],
  [/\bvetro\b/, "vetro"],
  [/legno|lignea|intagli/, "legno"],
  [/\btessut|\bseta\b/, "tessuti"],
  [/arred|\bmobili\b/, "arredi"],
  [/calzatur|\bscarpe\b/, "calzature"],
  [/occhial/, "occhiali"],
];

/** Titles by area when no product is named ("{nome}: …"). `where` is "a Trani", `of` "di Trani". */
export const AREA_TITLES: Record<string, ((where: string, of: string, town: string) => string)[]> = {
  // (`town` is the place's name, or the region when the name already holds the town.)
  "Arte e Cultura": [(w) => `arte e cultura ${w}`, (_w, o) => `storie e bellezza ${o}`],
  "Turismo e Territorio": [(_w, _o, t) => `${t} da scoprire`, (_w, o) => `il territorio ${o} da vivere`],
  "Cucina e Enogastronomia": [(_w, o) => `i sapori ${o}`, (w) => `cucina e prodotti del territorio ${w}`],
  "Moda e Design": [(_w, o) => `il saper fare ${o}`, (w) => `moda e design ${w}`],
  "Innovazione e Impresa": [(w) => `innovazione e impresa ${w}`, (_w, o) => `idee e imprese ${o}`],
};

export const TIPO_TITLES: Record<PartnerTipo, (where: string, of: string) => string> = {
  ente: (_w, o) => `il territorio ${o}`,
  museo: (w) => `storia e collezioni ${w}`,
  brand: (_w, o) => `il saper fare ${o}`,
  enogastronomia: (_w, o) => `i sapori ${o}`,
  altro: (w) => `un'eccellenza italiana ${w}`,
};

/** What the partner is, for a sentence such as "{nome} è un marchio di Carpi"; the second word is its key. */
export const TIPO_NOUN: Record<PartnerTipo, { phrase: string; key: string }> = {
  ente: { phrase: "un ente", key: "ente" },
  museo: { phrase: "un luogo della cultura", key: "cultura" },
  brand: { phrase: "un marchio", key: "marchio" },
  enogastronomia: { phrase: "un'azienda enogastronomica", key: "azienda" },
  altro: { phrase: "una realtà", key: "realtà" },
};

/** The area tematica as the object of "si occupa di" / "lavora nel campo di". */
export const AREA_TOPIC: Record<string, string> = {
  "Arte e Cultura": "arte e cultura",
  "Turismo e Territorio": "turismo e territorio",
  "Cucina e Enogastronomia": "cucina ed enogastronomia",
  "Moda e Design": "moda e design",
  "Innovazione e Impresa": "innovazione e impresa",
};

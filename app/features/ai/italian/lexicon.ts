// Gender and number of Italian nouns. `basicLexicon` is a small reviewed table of
// the nouns partner copy is made of (institutions, trades, places, our own
// phrases) plus the regular endings; the server adds the full morph-it lexicon
// (lexicon.server.ts). Isomorphic and dependency-free.
import type { Gender, GrammaticalNumber, NounInfo } from "./grammar";

export interface Lexicon {
  /** Gender and number of a noun form ("musei" → M P), or null when unknown. */
  noun(word: string): NounInfo | null;
}

// "singolare" or "singolare/plurale" when the plural is not the regular one.
const MASCULINE = `museo ecomuseo eremo pozzo ente/enti istituto consorzio centro frantoio oleificio maglificio lanificio setificio
mobilificio birrificio caseificio pastificio salumificio calzaturificio liquorificio studio atelier/atelier
laboratorio agriturismo castello palazzo duomo teatro parco/parchi lago/laghi borgo/borghi giardino tempietto
tempio/templi santuario monastero convento porto acquario nuraghe/nuraghi bastione piazzale ponte forte monte
colle capo promontorio golfo litorale sentiero percorso itinerario vigneto uliveto oliveto noccioleto
territorio marchio prodotto vino olio servizio evento corso incontro gruppo visitatore cliente artigiano
patrimonio paesaggio sapore gusto spaccio negozio punto sito ufficio comune archivio ristorante hotel/hotel
albergo rifugio villaggio quartiere mercato comitato circolo distretto polo osservatorio orto bosco/boschi
fiume mare vulcano passo altopiano/altopiani faro molo arsenale chiostro battistero campanile anfiteatro
mausoleo spazio stabilimento sportello scalo zoo/zoo gnomo psicologo pneumatico yogurt/yogurt design/design
brand/brand marchio progetto lavoro legame viaggio luogo/luoghi tema/temi programma/programmi sistema/sistemi
problema/problemi clima/climi panorama/panorami calendario capo sapere tesoro segreto valore metodo
mestiere vigneto filare ulivo olivo abbinamento assaggio pranzo menu/menu formaggio salume vetro legno ferro
tessuto filato capo gioiello argento oro/ori`;

const FEMININE = `fondazione associazione azienda cantina tenuta cascina fattoria masseria enoteca/enoteche distilleria
acetaia pelletteria gioielleria sartoria vetreria bottega/botteghe officina collezione galleria pinacoteca/pinacoteche
biblioteca/biblioteche casa villa abbazia basilica/basiliche chiesa cattedrale pieve fortezza rocca/rocche torre
porta piazza grotta fonte cima valle spiaggia/spiagge isola riserva area zecca/zecche accademia scuola
università/università cooperativa società/società impresa fabbrica/fabbriche manifattura filanda fornace
cartiera stamperia tipografia libreria pasticceria panetteria gelateria trattoria osteria locanda dimora
residenza lanterna fontana reggia certosa collegiata cappella alpe laguna pineta foresta oasi/oasi via strada
regione provincia/province città/città esperienza visita degustazione proposta tradizione storia produzione
lavorazione qualità/qualità materia terra comunità/comunità accoglienza sede tavola cucina vigna montagna
collina costa riviera pianura campagna contrada frazione rete mostra rassegna bottiglia etichetta ricetta
mano/mani foto/foto radio/radio auto/auto moto/moto boutique/boutique spa/spa cultura arte natura moda
ceramica/ceramiche maglieria pelle seta lana stoffa idea attività/attività passione cura ricerca/ricerche
innovazione sostenibilità/sostenibilità squadra persona famiglia generazione origine eccellenza bellezza val/val terma/terme`;

function regularPlural(word: string, gender: Gender): string {
  if (/[àèéìòù]$|[^aeiou]$/.test(word)) return word;
  if (/io$/.test(word)) return word.slice(0, -1);
  if (/[cg]a$/.test(word)) return `${word.slice(0, -1)}${gender === "F" ? "he" : "hi"}`;
  if (/[cg]o$/.test(word)) return `${word.slice(0, -1)}hi`;
  if (/a$/.test(word)) return `${word.slice(0, -1)}${gender === "F" ? "e" : "i"}`;
  return `${word.slice(0, -1)}i`;
}

function buildTable(): Map<string, NounInfo> {
  const table = new Map<string, NounInfo>();
  const add = (list: string, gender: Gender) => {
    for (const entry of list.split(/\s+/).filter(Boolean)) {
      const [singular = "", given] = entry.split("/");
      const plural = given ?? regularPlural(singular, gender);
      if (plural === singular) {
        table.set(singular, { gender, number: "S", invariable: true });
        continue;
      }
      if (!table.has(plural)) table.set(plural, { gender, number: "P" });
      table.set(singular, { gender, number: "S" });
    }
  };
  add(MASCULINE, "M");
  add(FEMININE, "F");
  return table;
}

let TABLE: Map<string, NounInfo> | null = null;

/** Gender and number from the ending alone, for words no table knows. */
export function guessByEnding(word: string): NounInfo | null {
  const w = word.toLowerCase();
  if (w.length < 4) return null;
  if (/(?:zione|sione|gione|tà|tù|trice|udine)$/.test(w)) return { gender: "F", number: "S" };
  if (/(?:zioni|sioni|trici)$/.test(w)) return { gender: "F", number: "P" };
  if (/(?:eria|aia|enza|anza|ura|ezza|ia)$/.test(w)) return { gender: "F", number: "S" };
  if (/(?:erie|aie|enze|anze|ure|ezze)$/.test(w)) return { gender: "F", number: "P" };
  if (/(?:ificio|torio|mento|ismo|tore)$/.test(w)) return { gender: "M", number: "S" };
  if (/(?:ifici|tori|menti|ismi)$/.test(w)) return { gender: "M", number: "P" };
  // -ma, -ista, -eta, -cida and -e are either gender: no guess.
  if (/(?:ma|ista|eta|cida|iatra)$/.test(w)) return null;
  if (/a$/.test(w)) return { gender: "F", number: "S" };
  if (/o$/.test(w)) return { gender: "M", number: "S" };
  return null;
}

export const basicLexicon: Lexicon = {
  noun(word) {
    TABLE ??= buildTable();
    return TABLE.get(word.toLowerCase()) ?? null;
  },
};

/** The lexicon's answer, else a guess from the ending. */
export function nounOrGuess(lexicon: Lexicon, word: string): NounInfo | null {
  return lexicon.noun(word) ?? guessByEnding(word);
}

/** Adjectives and numerals that may open a name before its head noun ("Antica Cantina", "Tre Cime"). */
const NAME_PREFIX =
  /^(?:antic[aoie]|nuov[aoie]|vecchi[aoe]|vecchi|gran|grand[ei]|piccol[aoie]|storic[aoi]|storiche|regi[aoe]|real[ei]?|prim[aoie]|nobil[ei]|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|cento|mille)$/i;

/**
 * Heads that make a proper name of a place when a name follows ("Palazzo Te",
 * "Villa Borghese", "Capo Caccia"): no article then; with "di …" they take one
 * ("il Castello di Ama", "il Lago di Garda").
 */
const PLACE_NAME_HEAD =
  /^(?:palazzo|villa|ca'|cà|corte|castello|poggio|monte|colle|torre|rocca|borgo|piazza|porta|punta|capo|isola|valle|ponte|lago)$/i;
const ALWAYS_BARE_HEAD = /^(?:capo|punta|porta|piazza|ca'|cà)$/i;
/** "Castello Svevo", "Palazzo Ducale", "Rocca Maggiore": a head and its adjective take the article. */
const NAME_ADJECTIVE =
  /^(?:\p{Lu}\p{Ll}+(?:ese|esi|ale|ali|ano|ana|ani|ane|ico|ica|ici|iche|ato|ata|ati|ate|ivo|iva|oso|osa|ense|ensi|esco|esca)|Vecchio|Vecchia|Vecchi|Nuovo|Nuova|Grande|Maggiore|Minore|Alto|Alta|Basso|Bassa|Antico|Antica)$/u;

/** Single-word place names that take an article: "l'Etna", "il Cilento", "il Po". */
const ARTICLED_PLACES: Record<string, NounInfo> = Object.fromEntries(
  "Etna Vesuvio Stromboli Cervino Monviso Gargano Chianti Cilento Salento Carso Conero Mugello Monferrato Roero Cadore Renon Po Tevere Arno Adige Ticino Piave Casentino Montefeltro Gran_Sasso"
    .split(" ")
    .map((w) => [w.replace("_", " ").toLowerCase(), { gender: "M" as const, number: "S" as const }]),
);
const OF_WORD = /^(?:di|del|dello|della|dei|degli|delle|da|dal|dalla)$|^(?:dell|d)['’]/i;

export interface NameHead extends NounInfo {
  /** The word the article attaches to (an adjective or numeral before the noun, or the noun). */
  first: string;
  /** The head noun as written ("Cantina" in "Antica Cantina Uberti"). */
  noun: string;
}

/**
 * The head noun of a name or a place, when it takes an article: "Museo della Pietra" (M S),
 * "Officine Molo Vecchio" (F P), "Antica Cantina Rossi" (F S, attached to "Antica").
 * Null for proper names used without article: "Intagli Sassolungo", "Palazzo Te", "Trani".
 */
export function nameHead(name: string, lexicon: Lexicon): NameHead | null {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? "";
  const place = ARTICLED_PLACES[name.trim().toLowerCase()];
  if (place) return { ...place, first, noun: name.trim() };
  if (words.length < 2) return null; // a single word is a proper name ("Seceda", "Montefalco")
  let i = 0;
  while (i < words.length - 1 && NAME_PREFIX.test(words[i] ?? "")) i++;
  const head = words[i] ?? "";
  const next = words[i + 1];
  const info = lexicon.noun(head.replace(/['’]$/, "'"));
  if (!info) return null;
  if (PLACE_NAME_HEAD.test(head) && next) {
    if (ALWAYS_BARE_HEAD.test(head)) return null;
    // "Castello di Ama", "Castello Svevo", "Lago di Garda" take the article; "Palazzo Te" does not.
    const described =
      /^\p{Ll}/u.test(next) ||
      (NAME_ADJECTIVE.test(next) && !/^(?:villa|corte)$/i.test(head)) ||
      words.slice(i + 1).some((w) => OF_WORD.test(w));
    if (!described) return null;
  }
  return { ...info, first, noun: head };
}

export type { Gender, GrammaticalNumber, NounInfo };

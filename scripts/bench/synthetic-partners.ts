// Fifty made-up partners for the copy bench (scripts/bench/partner-copy.ts) and the
// generator tests: every type and area, names of every gender and number, names that
// open with a vowel, s + consonant, z, an adjective or their own article, proper names
// without a head noun, towns such as Alghero, L'Aquila and La Spezia, missing fields,
// untidy punctuation. Deterministic: the same list on every run.
import { capitalise, prepositionBeforeName, withArticle } from "~/features/ai/italian/grammar";
import { basicLexicon, nameHead } from "~/features/ai/italian/lexicon";
import type { PartnerContentInput } from "~/features/ai/partner-content.server";
import { AREE_TEMATICHE, type PartnerTipo } from "~/features/partners/profile-fields";

/** The name as a careful partner writes it in a sentence: "l'Enoteca Ricci", "Bellini 1921". */
function nameWithArticle(name: string): string {
  const head = nameHead(name, basicLexicon);
  // A name's own article is written small inside a sentence: "a Lecce, il Frantoio di Lecce".
  return head
    ? withArticle(name, head)
    : name.replace(/^(Il|Lo|La|I|Gli|Le|L')(?=\s|')/, (a) => a.toLowerCase());
}

/** The verbs of the openings, in the plural, for "le Officine Scala", "gli Ulivi di Strozzi". */
const PLURAL_VERBS: Record<string, string> = {
  promuove: "promuovono",
  lavora: "lavorano",
  conserva: "conservano",
  custodisce: "custodiscono",
  progetta: "progettano",
  realizza: "realizzano",
  produce: "producono",
  seleziona: "selezionano",
  trasforma: "trasformano",
  organizza: "organizzano",
  accoglie: "accolgono",
};

function isPlural(name: string): boolean {
  return /^(?:i|gli|le)\s/i.test(name) || nameHead(name, basicLexicon)?.number === "P";
}

type Town = { comune: string; provincia: string; regione: string; poi: string[] };

const TOWNS: Town[] = [
  {
    comune: "Alghero",
    provincia: "Sassari",
    regione: "Sardegna",
    poi: ["Bastioni di Alghero", "Grotta di Nettuno", "Capo Caccia"],
  },
  {
    comune: "Assisi",
    provincia: "Perugia",
    regione: "Umbria",
    poi: ["Basilica di San Francesco", "Rocca Maggiore", "Eremo delle Carceri"],
  },
  {
    comune: "Ascoli Piceno",
    provincia: "Ascoli Piceno",
    regione: "Marche",
    poi: ["Piazza del Popolo", "Pinacoteca civica", "Ponte di Cecco"],
  },
  {
    comune: "L'Aquila",
    provincia: "L'Aquila",
    regione: "Abruzzo",
    poi: ["Basilica di Collemaggio", "Fontana delle 99 cannelle", "Gran Sasso"],
  },
  {
    comune: "La Spezia",
    provincia: "La Spezia",
    regione: "Liguria",
    poi: ["Museo Tecnico Navale", "Castello San Giorgio", "Portovenere"],
  },
  {
    comune: "Orvieto",
    provincia: "Terni",
    regione: "Umbria",
    poi: ["Duomo di Orvieto", "Pozzo di San Patrizio", "Orvieto Underground"],
  },
  {
    comune: "Urbino",
    provincia: "Pesaro e Urbino",
    regione: "Marche",
    poi: ["Palazzo Ducale", "Casa natale di Raffaello", "Oratorio di San Giovanni"],
  },
  {
    comune: "Ischia",
    provincia: "Napoli",
    regione: "Campania",
    poi: ["Castello Aragonese", "Giardini La Mortella", "Spiaggia dei Maronti"],
  },
  {
    comune: "Montepulciano",
    provincia: "Siena",
    regione: "Toscana",
    poi: ["Piazza Grande", "Tempio di San Biagio", "Val d'Orcia"],
  },
  {
    comune: "Castellina in Chianti",
    provincia: "Siena",
    regione: "Toscana",
    poi: ["Rocca di Castellina", "Via delle Volte", "Tumulo di Montecalvario"],
  },
  {
    comune: "Matera",
    provincia: "Matera",
    regione: "Basilicata",
    poi: ["Sassi di Matera", "Casa Noha", "Parco della Murgia Materana"],
  },
  {
    comune: "Lecce",
    provincia: "Lecce",
    regione: "Puglia",
    poi: ["Basilica di Santa Croce", "Anfiteatro romano", "Piazza Sant'Oronzo"],
  },
  {
    comune: "Bormio",
    provincia: "Sondrio",
    regione: "Lombardia",
    poi: ["Bagni Vecchi", "Passo dello Stelvio", "Centro storico di Bormio"],
  },
  {
    comune: "Asti",
    provincia: "Asti",
    regione: "Piemonte",
    poi: ["Torre Troyana", "Cattedrale di Asti", "Palazzo Mazzetti"],
  },
  {
    comune: "Trieste",
    provincia: "Trieste",
    regione: "Friuli-Venezia Giulia",
    poi: ["Castello di Miramare", "Piazza Unità d'Italia", "Molo Audace"],
  },
  {
    comune: "Aosta",
    provincia: "Aosta",
    regione: "Valle d'Aosta",
    poi: ["Teatro romano di Aosta", "Arco di Augusto", "Collegiata di Sant'Orso"],
  },
  {
    comune: "Bolzano",
    provincia: "Bolzano",
    regione: "Trentino-Alto Adige",
    poi: ["Museo Archeologico dell'Alto Adige", "Castel Roncolo", "Renon"],
  },
  {
    comune: "Anagni",
    provincia: "Frosinone",
    regione: "Lazio",
    poi: ["Cattedrale di Anagni", "Palazzo di Bonifacio VIII"],
  },
  {
    comune: "Amalfi",
    provincia: "Salerno",
    regione: "Campania",
    poi: ["Duomo di Amalfi", "Valle delle Ferriere", "Museo della Carta"],
  },
  {
    comune: "Modena",
    provincia: "Modena",
    regione: "Emilia-Romagna",
    poi: ["Duomo di Modena", "Ghirlandina", "Palazzo Ducale di Modena"],
  },
  {
    comune: "Verona",
    provincia: "Verona",
    regione: "Veneto",
    poi: ["Arena di Verona", "Casa di Giulietta", "Lago di Garda"],
  },
  {
    comune: "Campobasso",
    provincia: "Campobasso",
    regione: "Molise",
    poi: ["Castello Monforte", "Borgo antico di Campobasso"],
  },
  {
    comune: "Tropea",
    provincia: "Vibo Valentia",
    regione: "Calabria",
    poi: ["Santuario di Santa Maria dell'Isola", "Spiaggia della Rotonda"],
  },
  {
    comune: "Zafferana Etnea",
    provincia: "Catania",
    regione: "Sicilia",
    poi: ["Etna", "Valle del Bove", "Sentiero dei Crateri Silvestri"],
  },
  {
    comune: "Sciacca",
    provincia: "Agrigento",
    regione: "Sicilia",
    poi: ["Terme di Sciacca", "Castello Incantato", "Porto di Sciacca"],
  },
];

const SURNAMES = [
  "Bellini",
  "Esposito",
  "Orsini",
  "Zanetti",
  "Strozzi",
  "Ardito",
  "Uberti",
  "Gnudi",
  "Ricci",
  "Iannone",
  "Scala",
  "Monti",
];

type Tipo = PartnerTipo;
const AREAS = AREE_TEMATICHE;

// Names by type: `{s}` a surname, `{t}` the town.
const NAMES: Record<Tipo, string[]> = {
  ente: [
    "Comune di {t}",
    "Fondazione {s}",
    "Unione dei Comuni della Valle",
    "Agenzia per il Turismo di {t}",
    "Ufficio Turistico di {t}",
    "Istituto per la Cultura {s}",
    "Consorzio Terre di {t}",
    "Ente Parco delle Colline di {t}",
    "Associazione Amici di {t}",
    "Distretto Turistico {s}",
  ],
  museo: [
    "Museo Civico di {t}",
    "Pinacoteca {s}",
    "Galleria {s}",
    "Casa Museo {s}",
    "Ecomuseo della Valle",
    "Archivio Storico {s}",
    "Accademia di Belle Arti di {t}",
    "Zecca di {t}",
    "Studio Museo {s}",
    "Collezione {s}",
  ],
  brand: [
    "Gioielleria {s}",
    "Studio {s} Design",
    "Sartoria {s}",
    "Maglificio {s}",
    "Officine {s}",
    "Atelier {s}",
    "Ceramiche {s}",
    "Vetreria {s}",
    "{s} 1921",
    "Calzaturificio {s}",
  ],
  enogastronomia: [
    "Azienda Agricola {s}",
    "Enoteca {s}",
    "Oleificio {s}",
    "Antica Cantina {s}",
    "Il Frantoio di {t}",
    "Gli Ulivi di {s}",
    "Acetaia {s}",
    "Caseificio {s}",
    "La Bottega del Gusto",
    "Birrificio {s}",
  ],
  altro: [
    "Scuola di Cucina {s}",
    "Agriturismo {s}",
    "Associazione Culturale {s}",
    "Osservatorio Astronomico di {t}",
    "Cooperativa {s}",
    "Centro Studi {s}",
    "Hotel {s}",
    "Spazio {s}",
    "Istituto {s}",
    "Laboratorio {s}",
  ],
};

// Description sentences by type: `{n}` the name as the partner writes it, `{a}` "a Trani".
const OPENINGS: Record<Tipo, string[]> = {
  ente: [
    "{N} promuove il territorio di {t} con un calendario di eventi, itinerari e visite guidate.",
    "Da anni {n} lavora per far conoscere {t} oltre le mete più celebri, in rete con guide e associazioni.",
  ],
  museo: [
    "{N} conserva dipinti, disegni e oggetti che raccontano la storia di {t} dal Medioevo a oggi.",
    "Nel centro di {t}, {n} custodisce una raccolta di arte e documenti aperta al pubblico.",
  ],
  brand: [
    "{N} progetta e realizza a mano accessori e complementi nel proprio laboratorio di {t}.",
    "Dal 1921 {n} lavora materiali selezionati con tecniche artigiane tramandate in famiglia.",
  ],
  enogastronomia: [
    "{N} produce vini e olio extravergine da agricoltura biologica sulle colline di {t}.",
    "{A}, {n} seleziona e trasforma prodotti del territorio secondo ricette di famiglia.",
  ],
  altro: [
    "{N} organizza corsi, laboratori e incontri per chi vuole scoprire {t} da vicino.",
    "{N} accoglie ospiti e gruppi {a}, con proposte su misura per scuole e famiglie.",
  ],
};

// More sentences by type; some with the slips a partner makes (doubled stops, stray spaces).
const MORE: Record<Tipo, string[]> = {
  ente: [
    "Lo sportello informazioni è aperto tutto l'anno.",
    "Organizza mostre temporanee e incontri con studiosi ed esperti..",
    "Collabora con scuole e università per progetti di ricerca.",
    "Propone passeggiate ed escursioni nei dintorni , anche per famiglie con bambini.",
  ],
  museo: [
    "Organizza mostre temporanee e incontri con artisti e studiosi.",
    "Le visite guidate partono ogni sabato mattina..",
    "Per le scuole propone laboratori e percorsi didattici.",
    "Il bookshop del museo propone cataloghi e riproduzioni.",
  ],
  brand: [
    "Ogni pezzo è realizzato su misura  e rifinito a mano.",
    "Il punto vendita propone anche la vendita online.",
    "Nel laboratorio si possono prenotare visite per scoprire le fasi della lavorazione.",
    "Le collezioni nascono dalla collaborazione con designer italiani..",
  ],
  enogastronomia: [
    "Le degustazioni si tengono su prenotazione , con abbinamenti ai prodotti della casa..",
    "La bottega aziendale propone anche la vendita online.",
    "Nel fine settimana si organizzano pranzi con i prodotti dell'orto.",
    "Accoglie visite in cantina e passeggiate tra i filari.",
  ],
  altro: [
    "Gli spazi possono ospitare eventi privati e presentazioni.",
    "Propone corsi di gruppo e lezioni individuali per tutti i livelli.",
    "Le camere della struttura accolgono ospiti per soggiorni brevi..",
    "Collabora con associazioni del territorio per progetti sociali.",
  ],
};

const TIPI: Tipo[] = ["ente", "museo", "brand", "enogastronomia", "altro"];

export function syntheticPartners(count = 50): PartnerContentInput[] {
  // Choices by index (coprime strides), so every combination turns up and each run is the same.
  const pick = <T>(items: readonly T[], i: number, stride: number): T =>
    items[(i * stride) % items.length] as T;
  const out: PartnerContentInput[] = [];
  for (let i = 0; i < count; i++) {
    const tipo = TIPI[i % TIPI.length] as Tipo;
    const town = TOWNS[(i * 7) % TOWNS.length] as Town;
    const surname = SURNAMES[i % SURNAMES.length] as string;
    const nome = (NAMES[tipo][Math.floor(i / TIPI.length) % 10] as string)
      .replace("{s}", surname)
      .replace("{t}", town.comune);
    const named = nameWithArticle(nome);
    const opening = pick(OPENINGS[tipo], i, 3)
      .replace("{N}", capitalise(named))
      .replace("{n}", named)
      .replace("{A}", capitalise(prepositionBeforeName("a", town.comune)))
      .replace("{a}", prepositionBeforeName("a", town.comune))
      .replace(/di \{t\}/g, prepositionBeforeName("di", town.comune))
      .replace(/\{t\}/g, town.comune)
      .replace(/\b(\p{Ll}+)\b/gu, (w) => (isPlural(nome) ? (PLURAL_VERBS[w] ?? w) : w));
    const extra = [pick(MORE[tipo], i, 3), pick(MORE[tipo], i + 1, 5)].filter(
      (s, k, a) => a.indexOf(s) === k,
    );
    // Every fifth partner writes one long sentence; every seventh writes nothing.
    const descrizione =
      i % 7 === 6
        ? ""
        : i % 5 === 4
          ? `${opening.replace(/\.$/, "")}, con un'attenzione costante alla qualità, al territorio e al rapporto con le persone che ogni giorno scelgono di conoscerne il lavoro da vicino, dalle prime visite fino alle collaborazioni più durature con scuole, associazioni e imprese della zona.`
          : [opening, ...extra].join(" ");
    out.push({
      tipo,
      nome,
      descrizione,
      sitoWeb: i % 4 === 3 ? null : `https://www.${surname.toLowerCase()}${i}.example`,
      regione: i % 9 === 8 ? null : town.regione,
      provincia: town.provincia,
      comune: i % 11 === 10 ? null : town.comune,
      areaTematica: AREAS[i % AREAS.length] ?? null,
      puntiInteresse: i % 6 === 5 ? null : town.poi.join(i % 2 ? "\n" : ", "),
      riconoscimenti:
        i % 4 === 0 ? "Premio regionale per l'accoglienza (2022); certificazione di qualità ISO 9001." : null,
      orariBooking:
        i % 3 === 1
          ? "Aperto dal martedì alla domenica, 10:00-13:00 e 15:00-19:00. Visite e degustazioni su prenotazione."
          : null,
      indirizzoCitta: town.comune,
      emailContatto: i % 8 === 7 ? null : `info@${surname.toLowerCase()}${i}.example`,
      telefono: i % 5 === 2 ? null : `+39 0${(100 + i * 37) % 900} ${(100000 + i * 7919) % 900000}`,
    });
  }
  return out;
}

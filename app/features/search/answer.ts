// Finding the answer to a reader's question among the passages of one source: the
// passages that cover what is asked (directly, through the lexicon, or through their
// heading, neighbours and the title), then the sentence that gives the kind of answer the
// question needs. Nothing is presented as an answer unless it passes both checks.
import { sentences, words } from "~/features/ai/offline/text";
import { PLACE_WORDS } from "./places";
import { type AnswerKind, analyseQuestion, type Question, UNIT_WORD_SET, UNITS } from "./question";
import { stemOf, stemSetOf } from "./terms";

/** The same pattern with \b as a boundary between letters of any alphabet ("città", "perché"). */
function unicodeWords(re: RegExp): RegExp {
  const boundary = "(?:(?<=[\\p{L}\\d])(?![\\p{L}\\d])|(?<![\\p{L}\\d])(?=[\\p{L}\\d]))";
  return new RegExp(re.source.replaceAll("\\b", boundary), `${re.flags.replace("u", "")}u`);
}

export interface Passage {
  /** [§n] of an article block; null for the title, the standfirst or a profile field. */
  n: number | null;
  block: string;
  section: string | null;
  text: string;
}

export interface RankedPassage extends Passage {
  coverage: number;
}

export interface Evidence {
  /** The source's passages that touch the question, best first (what an LLM is given). */
  passages: RankedPassage[];
  /** The answering sentence(s) and the block they are in; null when there is none. */
  answer: { text: string; n: number | null; coverage: number } | null;
  /** Set when the topic is there but not the kind of fact asked ("quanto costa" without a price). */
  missing: AnswerKind | null;
}

/** Share of the question (by weight) a passage must cover to be considered. */
export const COVERAGE_THRESHOLD = 0.75;
const SECTION_WEIGHT = 0.8;
const NEIGHBOUR_WEIGHT = 0.8;
const TITLE_WEIGHT = 0.7;
const EXCERPT_WEIGHT = 0.5;
/** Bonus for a passage whose heading asks the question's own way ("A che cosa serve tanta potenza"). */
const FRAMING_HEADING_BONUS = 0.2;
const FRAMING_WORDS = new Set(
  "come quando dove perche quanto quanti quante serve servono funziona funzionano arrivare arriva andare costa costano dura chi".split(
    " ",
  ),
);
const LIST_INTRO_WEIGHT = 0.8;

const NUMBER_WORDS =
  "due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici|" +
  "diciassette|diciotto|diciannove|venti|ventina|venticinque|trenta|trentina|quaranta|quarantina|cinquanta|" +
  "cinquantina|sessanta|sessantina|settanta|ottanta|novanta|cento|centinaio|duecento|trecento|quattrocento|" +
  "cinquecento|mille|duemila|tremila|diecimila|mezzo|mezza|decine|centinaia|migliaia|dozzina|manciata|milioni|miliardi";
const NUMBER = `(?:\\d[\\d.,]*|${NUMBER_WORDS}|(?:due|tre|quattro|cinque|sei|sette|otto|nove|dieci|venti|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta|cento)mila)`;
const NUMBER_RE = new RegExp(`(^|[^\\p{L}])${NUMBER}(?![\\p{L}])`, "iu");
const YEAR_RE = /\b(1\d{3}|20\d{2})\b|\b\d{1,4}\s?[ad]\.\s?c\./i;
const PERIOD_RE =
  /\b(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|secol[oi]|duecento|trecento|quattrocento|cinquecento|seicento|settecento|ottocento|novecento|duemila|medioevo|dopoguerra|anni (dieci|venti|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta)|primavera|estate|autunno|inverno|[xvi]{1,5} secolo)\b/i;
const DURATION_RE = new RegExp(
  // A quantity of time ("tre ore", "diverse settimane", "servono anni"), not any "giorni"
  // ("la scarpa di tutti i giorni").
  `${NUMBER}\\s+(secondi|minuti|or[ae]|giorni|giornate|settimane|mesi|anni)\\b|\\b(qualche|alcun[ie]|divers[ie]|poch[ie]|pochissim[ie]|molt[ie]|parecchi[e]?|numeros[ie]|tant[ie]|decine di|centinaia di|un paio di|servono|occorrono|richiede|richiedono|ci vogliono|dura|durano)\\s+(\\p{L}+\\s+)?(secondi|minuti|ore|giorni|giornate|settimane|mesi|anni|decenni|secoli)\\b|\\b(un|una|mezz)['’ ]?\\s?(ora|giornata|giorno|settimana|mese|anno)\\b|\\bmezz['’]ora\\b|\\bgiornata\\b`,
  "iu",
);
const PURPOSE_RE = unicodeWords(
  /\b(per|serv[eoi]|servono|permett\w*|consent\w*|aiut\w*|scopo|obiettivo|funzione|perch[eé]|poich[eé]|grazie a|a causa)\b/i,
);
const PRICE_RE =
  /\d[\d.,]*\s*(€|euro)|€\s*\d|\beuro\b|\bgratuit[oaie]\b|\bgratis\b|\bofferta libera\b|\bingresso libero\b/i;
const HOUR_WORDS =
  "una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici|" +
  "diciassette|diciotto|diciannove|venti|ventuno|ventidue|ventitr[eé]|ventiquattro";
const HOURS_RE = unicodeWords(
  new RegExp(
    `\\b\\d{1,2}[:.]\\d{2}\\b|\\b(alle|dalle|entro le|fino alle|verso le) (ore )?(\\d{1,2}|${HOUR_WORDS})\\b|\\baperto (tutti i giorni|dal|dalle)\\b|\\b(mezzogiorno|mezzanotte)\\b`,
    "i",
  ),
);
/** "Fino a che ora …": a time of day answers it too ("soltanto al mattino"). */
const TIME_OF_DAY_RE =
  /\b(mattin[oa]|mattinata|colazione|pranzo|cena|sera|serata|pomeriggio|notte|alba|tramonto)\b/i;
const AT_WHAT_TIME = /\b(a|entro|fino a|verso) che or[ae]\b/;
const FREQUENCY_RE =
  /\bogni\s+(\p{L}+\s+)?(giorno|giorni|settimana|settimane|mese|mesi|anno|anni|estate|inverno|primavera|autunno|stagione|volta)\b|\b(annual|mensil|settimanal|quotidian|biennal|triennal)\w*\b|\b\w+ volte (al|all|alla|l)\b|\btutti i (giorni|mesi|anni)\b|\bogni (\d+|due|tre|quattro|cinque|dieci) /iu;
const PLACE_TYPE_ASKED = /\b(in|a|di) (quale|che) (citta|paese|regione|comune|provincia|localita|borgo)\b/;
const FRACTION_RE = unicodeWords(
  /\b(met[aà]|terzo|quarto|quinto|decimo|ventesimo|centesimo|doppio|triplo|per cento)\b|%/i,
);

/** The sentence names the dimension the question measures ("peso" for "quanto deve pesare"). */
function namesDimension(sentence: string, q: Question): boolean {
  const own = stemSetOf(sentence);
  return words(q.text).some((w) => UNIT_WORD_SET.has(w) && own.has(stemOf(w)));
}

const NAMING_ASKED =
  /\b(perche|come mai) (si chiama|si chiamano|e chiamat|viene chiamat|e dett|si dice)\b|\bda dove (viene|deriva) il (suo )?nome\b|\borigine del nome\b/;
const NAMING_RE = unicodeWords(/\b(nom[ei]|chiam\w*|soprannom\w*|deriv\w*|battezz\w*|dett[oa])\b/i);

const PAST_EVENT_ASKED =
  /\b(e|sono|era|erano) stat[oaie]\b|\bfu\b|\bfurono\b|\b(e|sono) (nat|mort|nacqu)\w*|\bnacque\b|\b(ha|hanno|aveva|avevano) \w+(ato|ata|ati|ate|uto|uta|ito|ita|sto|sta|tto|tta)\b/;
/** Passato remoto, read on the question as written: "fondò", "aprì", "costruirono". */
const PAST_REMOTE = /\p{L}(ò|ì)(?!\p{L})|\p{L}(arono|erono|irono)(?!\p{L})/u;

/** Quotation marks: the words of someone the article quotes. */
const QUOTE_MARK_RE = /[«»]/;
const ROLE_RE = unicodeWords(
  /\b(architett[oi]|ingegner[ei]|progettist[ai]|pittor[ei]|scultor[ei]|artigian[oi]|maestr[oi]|frati|monaci|famigli[ae]|fratelli|aziend[ae]|societ[aà]|consorzi|consorzio|fondazion[ei]|istitut[oi]|agenzi[ae]|associazion[ei]|cooperativ[ae]|universit[aà]|minister[oi]|circolo|ferroviere|designer|stilist[ai]|liutai?o|sart[oi]|conte|granduca|imperatore|re|papa|vescovo|arcivescovo|mercante|barista|inventore|fondator[ei]|geolog[oi]|scienziat[oi]|ricercator[ei]|medic[oi]|imprenditor[ei]|industrial[ei])\b/i,
);

/** Words that name a place or a kind of venue: "in via …", "negli ostelli". */
const PLACE_NOUN_RE = unicodeWords(
  /\b(via|piazza|museo|castello|palazzo|villa|valle|lago|isola|citt[aà]|paese|provincia|regione|estero|ostell[oi]|parrocchi[ae]|uffic[io]|bar|negoz[io]|albergh?[oi]|rifug[io]|stazion[ei]|chies[ae]|mercat[oi]|port[oi]|biblioteca|farmaci[ae]|botteg[ae]|laboratori[oi]?)\b/i,
);

/** True when the sentence holds the kind of fact the question asks for. */
export function givesAnswerKind(sentence: string, q: Question): boolean {
  switch (q.kind) {
    case "prezzo":
      return PRICE_RE.test(sentence);
    case "orario":
      return (
        HOURS_RE.test(sentence) ||
        (AT_WHAT_TIME.test(words(q.text).join(" ")) && TIME_OF_DAY_RE.test(sentence))
      );
    case "citazione":
      return QUOTE_MARK_RE.test(sentence);
    case "motivo":
      // "Perché si chiama …" is answered by where the name comes from.
      return !NAMING_ASKED.test(words(q.text).join(" ")) || NAMING_RE.test(sentence);
    case "frequenza":
      return FREQUENCY_RE.test(sentence);
    case "durata":
      return DURATION_RE.test(sentence);
    case "misura":
      // "non dovrebbe superare un decimo del peso corporeo": a share of a measure of the same kind.
      return (
        (NUMBER_RE.test(sentence) && (q.unit ? UNITS[q.unit].test(sentence) : true)) ||
        (FRACTION_RE.test(sentence) && namesDimension(sentence, q))
      );
    case "quantita":
      return countsThing(sentence, q);
    case "data":
      return /\b(che|quale) anno\b/.test(q.text.toLowerCase())
        ? YEAR_RE.test(sentence)
        : YEAR_RE.test(sentence) ||
            PERIOD_RE.test(sentence) ||
            // "Quando si alzano le barriere?" → "quando si prevede una marea …": a
            // condition answers what recurs, never what happened once ("quando fu restaurato").
            (!PAST_EVENT_ASKED.test(words(q.text).join(" ")) &&
              !PAST_REMOTE.test(q.text) &&
              /\bquando\b|\bse\b|\bogni\b/i.test(sentence));
    case "persona":
      return ROLE_RE.test(sentence) || namesIn(sentence, q, "persona") >= 1;
    case "luogo":
      // "In quale città …": a town or region must be named, not just any capitalised word.
      if (PLACE_TYPE_ASKED.test(words(q.text).join(" ")))
        return namesKnownPlace(sentence, q) || PLACE_PREPOSITION_RE.test(sentence);
      return namesIn(sentence, q, "luogo") >= 1 || PLACE_NOUN_RE.test(sentence);
    default:
      return true;
  }
}

/**
 * Capitalised words of the sentence that the question does not already name (first word,
 * acronyms and roman numerals aside): "Enrico chiamò Giotto" has two, "fu progettata su un
 * pendio" none. A person is usually named with two (first name and surname, or two people).
 */
function namesIn(sentence: string, q: Question, kind: "persona" | "luogo"): number {
  const asked = new Set(q.terms.map((t) => t.word));
  const body = sentence.replace(/^[^\p{L}]*\p{L}+/u, "");
  let n = 0;
  for (const m of body.matchAll(/(?<![\p{L}'’])(\p{Lu}[\p{Ll}'’-]{2,})/gu)) {
    const word = m[1]!
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/['’].*$/g, "");
    if (asked.has(word) || CENTURIES.has(word)) continue;
    // A capital after a full stop or an opening quote starts a sentence, it names nothing.
    if (/[.!?…:«“"]\s*$/u.test(body.slice(Math.max(0, (m.index ?? 0) - 3), m.index ?? 0))) continue;
    if (kind === "persona") {
      // "monte Alveria", "a Milano": a place, not someone.
      const before = body.slice(Math.max(0, (m.index ?? 0) - 12), m.index ?? 0).toLowerCase();
      if (PLACE_WORDS.has(word) || PLACE_NOUN_BEFORE.test(before)) continue;
    }
    n++;
  }
  return n;
}

const CENTURIES = new Set(
  "duecento trecento quattrocento cinquecento seicento settecento ottocento novecento duemila".split(" "),
);
const PLACE_NOUN_BEFORE =
  /\b(monte|monti|via|piazza|corso|lago|fiume|valle|val|isola|porta|ponte|palazzo|villa|chiesa|basilica|museo|castello|teatro|stazione|provincia|regione|comune|regio|a|in|verso|nel|nella|nello|nei|negli|nelle|al|alla|allo|ai|agli|alle|sul|sulla|sui|sulle)\s+$/;

const COLLECTIVE_NUMBER =
  /^(decin[ae]|ventin[ae]|trentin[ae]|quarantin[ae]|cinquantin[ae]|sessantin[ae]|centinai[oa]|migliai[oa]|dozzin[ae]|manciata|milion[ei]|miliard[oi])$/;
const NOT_BETWEEN_NUMBER_AND_NOUN = new Set(
  "il lo la i gli le l un una uno di del della dei delle a al alla da dal in nel nella con su sul per tra fra e o che".split(
    " ",
  ),
);

/** "quanti gradini" → a number right before "gradini" (or before one of its synonyms: "scalini"). */
function countsThing(sentence: string, q: Question): boolean {
  const { counted } = q;
  if (!counted) return NUMBER_RE.test(sentence);
  const accepted = new Set([counted]);
  for (const [key, weight] of q.terms.find((t) => t.stem === counted)?.expansions ?? [])
    if (weight >= 0.9 && !key.includes("_")) accepted.add(key);
  const tokens = sentence
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    // "Nel Cinquecento" is a century, not five hundred of something.
    .replace(
      /\b(Duecento|Trecento|Quattrocento|Cinquecento|Seicento|Settecento|Ottocento|Novecento)\b/g,
      "secolo",
    )
    .toLowerCase()
    .split(/[^a-z0-9.,]+/)
    .filter(Boolean);
  // "Intorno al mezzo": a vehicle, not half of something counted.
  const numberAt = (i: number) =>
    !/^mezz[oa]$/.test(tokens[i] ?? "") && new RegExp(`^${NUMBER}$`, "i").test(tokens[i] ?? "");
  return tokens.some((token, i) => {
    if (![...stemSetOf(token)].some((stem) => accepted.has(stem))) return false;
    // The number goes with the noun: "oltre mille gradini", "tre grandi sale"; not
    // "negli anni Cinquanta la Vespa" (a decade, then an article).
    for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
      // "tre varchi, le bocche di porto": an apposition after a comma still counts.
      // "un centinaio di botteghe": a collective number takes "di".
      if (tokens[j] === "di" && COLLECTIVE_NUMBER.test(tokens[j - 1] ?? "")) return true;
      if (NOT_BETWEEN_NUMBER_AND_NOUN.has(tokens[j] ?? "") && !(tokens[j - 1] ?? "").endsWith(","))
        return false;
      if (numberAt(j)) return tokens[j - 1] !== "anni";
    }
    return false;
  });
}

const PREFIX_WEIGHT = 0.85;
/** What a diminutive or another derived word adds to a stem: Campari → Camparino is another name. */
const DERIVED_TAIL = /^(in|ett|ell|on|ucc|acc|ott|ism|ist)/;

function matchIn(set: ReadonlySet<string>, term: Question["terms"][number]): number {
  if (set.has(term.stem)) return 1;
  let best = 0;
  for (const [key, weight] of term.expansions) if (weight > best && set.has(key)) best = weight;
  // Snowball sometimes cuts one form shorter than another ("quartiere" → quart, "quartieri" → quartier).
  if (best < PREFIX_WEIGHT && term.stem.length >= 5 && !/^\d/.test(term.stem)) {
    for (const stem of set) {
      if (
        stem.length >= 5 &&
        Math.abs(stem.length - term.stem.length) <= 3 &&
        (stem.startsWith(term.stem) || term.stem.startsWith(stem)) &&
        !DERIVED_TAIL.test(
          stem.length > term.stem.length ? stem.slice(term.stem.length) : term.stem.slice(stem.length),
        )
      )
        return PREFIX_WEIGHT;
    }
  }
  return best;
}

/** Weighted share of the question's terms found in the layers (each with its own weight). */
function coverageOf(q: Question, layers: [ReadonlySet<string>, number][]): number {
  let total = 0;
  let hit = 0;
  for (const term of q.terms) {
    let best = 0;
    for (const [set, w] of layers) best = Math.max(best, matchIn(set, term) * w);
    // A light word ("oggi", "famoso") adds when found and costs nothing when not.
    if (term.weight >= 1 || best > 0) total += term.weight;
    hit += best * term.weight;
  }
  return total ? hit / total : 0;
}

const DANGLING_START =
  /^(fu|era|qui|lì|ne|suo|sua|suoi|sue|questo|questa|questi|queste|quello|quella|così|cosi|ma|poi|inoltre|invece|per questo|da allora|da lì|da qui)(?=[\s,;:.!?]|$)/iu;

/**
 * The answer made of sentences i..j, with what it needs to stand alone: the sentence
 * before when it starts with a reference ("Fu in quell'ambiente che…"), the one after a
 * colon. Null when the reference cannot be resolved within the passage.
 */
function answerText(list: string[], i: number, j: number, afterQuote = false): string | null {
  let from = i;
  if (DANGLING_START.test(list[i] ?? "")) {
    // "Così ricorda … un sarto dei Quartieri Spagnoli" refers to the quote just above it.
    if (i > 0) from = i - 1;
    else if (!afterQuote) return null;
  }
  let to = j;
  if (((list[to] ?? "").endsWith(":") || (list[to] ?? "").length < 60) && list[to + 1]) to++;
  // A quotation is given whole: never "Venti minuti, poi ci si siede…»" without its start.
  const open = (text: string) => (text.match(/«/g)?.length ?? 0) - (text.match(/»/g)?.length ?? 0);
  while (open(list.slice(from, to + 1).join(" ")) < 0 && from > 0) from--;
  while (open(list.slice(from, to + 1).join(" ")) > 0 && to + 1 < list.length) to++;
  return list.slice(from, to + 1).join(" ");
}

/**
 * Share of the question the answer text itself (with its source's title) covers: used
 * before sending a reader to another page, where the bar is higher.
 */
export function answerCoverage(q: Question, answer: string, title: string): number {
  return coverageOf(q, [
    [stemSetOf(answer), 1],
    [stemSetOf(title), 1],
  ]);
}

/**
 * How specific each question term is within this source: a term found in few of its
 * passages ("Camparino") says more about where the answer is than one found in most of
 * them (the article's subject). 0.5 for a term in every passage, 1 for a term in one.
 */
function specificity(
  q: Question,
  sets: readonly ReadonlySet<string>[],
): Map<Question["terms"][number], number> {
  const n = Math.max(1, sets.length);
  const out = new Map<Question["terms"][number], number>();
  for (const term of q.terms) {
    let df = 0;
    for (const set of sets) if (matchIn(set, term) > 0) df++;
    out.set(term, 0.5 + 0.5 * (df ? Math.log(1 + n / df) / Math.log(1 + n) : 1));
  }
  return out;
}

/** coverageOf with each term's weight scaled by its specificity in the source. */
function specificCoverage(
  q: Question,
  layers: [ReadonlySet<string>, number][],
  spec: ReadonlyMap<Question["terms"][number], number>,
): number {
  let total = 0;
  let hit = 0;
  for (const term of q.terms) {
    let best = 0;
    for (const [set, w] of layers) best = Math.max(best, matchIn(set, term) * w);
    const weight = term.weight * (spec.get(term) ?? 1);
    if (term.weight >= 1 || best > 0) total += weight;
    hit += best * weight;
  }
  return total ? hit / total : 0;
}

const PLACE_PREPOSITION_RE =
  /(?:^|[\s'’])(?:a|ad|in|al|allo|alla|alle|ai|agli|nel|nello|nella|nelle|nei|negli|presso|vicino a|accanto a|sul|sullo|sulla|sulle|dal|dalla|fino a)\s+(?:\p{Lu}|l['’]\p{Lu})/u;
const NAME_PAIR_RE =
  /(\S+)\s+\p{Lu}[\p{Ll}'’]+\s+(?:(?:de|di|da|del|della|de'|van|von)\s+)?\p{Lu}[\p{Ll}'’]+/gu;
const NOT_BEFORE_PERSON = new Set(
  "a ad in di del della dei delle nel nella al alla sul sulla san santa santo via piazza corso monte lago villa palazzo chiesa museo teatro".split(
    " ",
  ),
);

/** A first name and surname (or two names) not introduced as a place: "Alain Delon", "da Rosario Gagliardi". */
function namesPerson(text: string): boolean {
  for (const m of text.matchAll(NAME_PAIR_RE)) {
    const before = m[1]!;
    if (/[.!?«“":]$/.test(before) || NOT_BEFORE_PERSON.has(before.toLowerCase().replace(/['’]$/, "")))
      continue;
    return true;
  }
  return false;
}

/**
 * How clearly a sentence gives the kind of answer asked, beyond passing the check: a place
 * introduced by a preposition ("alla Fortezza da Basso"), a full name, a year, a purpose,
 * the quoted words themselves.
 */
function answerStrength(text: string, q: Question): number {
  switch (q.kind) {
    case "luogo":
      // A town or region the site knows, not already named in the question, says where.
      return (PLACE_PREPOSITION_RE.test(text) ? 0.15 : 0) + (namesKnownPlace(text, q) ? 0.15 : 0);
    case "persona":
      // "Sigerico, arcivescovo di Canterbury": a role says who someone was; a full name
      // not introduced as a place ("a Gambassi Terme", "di Santa Maria") says who did it.
      return ROLE_RE.test(text) ? 0.15 : namesPerson(text) ? 0.1 : 0;
    case "data":
      return YEAR_RE.test(text) ? 0.1 : 0;
    case "misura": {
      // "Quanto è profondo": a sentence that speaks of depth ("profondità") gives it.
      return namesDimension(text, q) ? 0.2 : 0;
    }
    case "motivo":
      return PURPOSE_RE.test(text) ? 0.3 : 0;
    case "citazione":
      return QUOTE_MARK_RE.test(text) ? 0.3 : 0;
    default:
      return 0;
  }
}

/** True when the text names a known Italian town or region (capitalised) that the question does not. */
function namesKnownPlace(text: string, q: Question): boolean {
  const asked = new Set(words(q.text));
  for (const m of text.matchAll(/(?<![\p{L}'’])\p{Lu}[\p{Ll}'’]+/gu)) {
    const word = words(m[0])[0] ?? "";
    if (word !== "italia" && PLACE_WORDS.has(word) && !asked.has(word)) return true;
  }
  return false;
}

/** Kinds whose answer is one fact (a year, a price, a place, a name…). */
const FACT_KINDS = new Set<AnswerKind>([
  "data",
  "prezzo",
  "orario",
  "durata",
  "misura",
  "quantita",
  "luogo",
  "persona",
  "frequenza",
]);

/**
 * The sentence that gives the fact must itself (with the title and heading) cover half
 * of what is asked, whatever the rest of its paragraph says: "… si raggiungono le Terme Stabiane.
 * … l'Anfiteatro, costruito intorno al 70 a.C." does not say when the Terme Stabiane were
 * built. A sentence that opens with a reference ("Fu lì che …") takes its subject from
 * the one before.
 */
function aboutWhatIsAsked(
  text: string,
  q: Question,
  context: [ReadonlySet<string>, number][],
  before?: string,
): boolean {
  if (!FACT_KINDS.has(q.kind)) return true;
  const parts = sentences(text);
  const asked = new Set(words(q.text));
  // A sentence about another named thing ("È l'ex Manifattura Tabacchi, progettata da …")
  // does not inherit the title's subject.
  const covers = (s: string | undefined) =>
    !!s &&
    coverageOf(q, [[stemSetOf(s), 1], ...(namesAnotherThing(s, asked) ? context.slice(1) : context)]) >= 0.5;
  return parts.some((s, i) => {
    if (!givesAnswerKind(s, q)) return false;
    if (DANGLING_START.test(s) || covers(s)) return true;
    // A sentence right after one about what is asked may continue its subject ("… è
    // l'albergo diffuso. Il concetto prende forma in Carnia"), unless it turns to
    // another named thing.
    return covers(i > 0 ? parts[i - 1] : before) && !namesAnotherThing(s, asked);
  });
}

/** "… l'Anfiteatro, costruito …": a sentence about a named thing the question does not name. */
function namesAnotherThing(sentence: string, asked: ReadonlySet<string>): boolean {
  // "colpì la Sicilia": a place is where something happened, not what it is about.
  for (const m of sentence.matchAll(
    /(?:^|\s)(?:il|lo|la|i|gli|le|l['’])\s?(?:(?:ex|antic[oa]|nuov[oa]|vecchi[oa]|grande|piccol[oa])\s)?(\p{Lu}[\p{Ll}'’]+)/gu,
  ))
    if (!asked.has(words(m[1]!)[0] ?? "") && !PLACE_WORDS.has(words(m[1]!)[0] ?? "")) return true;
  return false;
}

/** The paragraph that introduces the list an item belongs to ("Tre cantieri da ricordare: …"). */
function listIntro(passages: readonly Passage[], at: number): number | null {
  let i = at - 1;
  while (i >= 0 && passages[i]!.block === "li") i--;
  return i >= 0 && passages[i]!.block === "p" ? i : null;
}

/**
 * The evidence for a question in one source: its passages ranked by how much of the
 * question they cover, and the answering sentence when one passage covers it and says
 * the kind of thing asked.
 */
export function findEvidence(
  question: string | Question,
  passages: readonly Passage[],
  source: { title: string; excerpt?: string | null },
): Evidence {
  const q = typeof question === "string" ? analyseQuestion(question) : question;
  if (!q.terms.length) return { passages: [], answer: null, missing: null };
  const title = stemSetOf(source.title);
  const excerpt = stemSetOf(source.excerpt ?? "");
  const sets = passages.map((p) => stemSetOf(p.text));
  const ranked = passages.map((p, i) => {
    const layers: [ReadonlySet<string>, number][] = [
      [sets[i]!, 1],
      [title, TITLE_WEIGHT],
      [excerpt, EXCERPT_WEIGHT],
    ];
    // What frames the passage itself: the title and its heading.
    const frame: [ReadonlySet<string>, number][] = [[title, TITLE_WEIGHT]];
    if (p.section) {
      const heading: [ReadonlySet<string>, number] = [stemSetOf(p.section), SECTION_WEIGHT];
      layers.push(heading);
      frame.push(heading);
    }
    // A quote belongs with the sentence that introduces it and the one that attributes it.
    const prev = passages[i - 1];
    const next = passages[i + 1];
    if (p.block === "quote" || p.text.endsWith(":")) {
      // Who speaks frames a quote as a heading frames a paragraph.
      if (p.block === "quote" && prev && prev.block !== "h") frame.push([sets[i - 1]!, NEIGHBOUR_WEIGHT]);
      if (prev && prev.block !== "h") layers.push([sets[i - 1]!, NEIGHBOUR_WEIGHT]);
      if (next && next.block !== "h") layers.push([sets[i + 1]!, NEIGHBOUR_WEIGHT]);
    } else if (prev?.block === "quote" || prev?.text.endsWith(":")) {
      layers.push([sets[i - 1]!, NEIGHBOUR_WEIGHT]);
    }
    // A list item is read with the paragraph that introduces the list.
    if (p.block === "li") {
      const intro = listIntro(passages, i);
      if (intro !== null) {
        // The introduction frames every item, as a heading does.
        frame.push([sets[intro]!, LIST_INTRO_WEIGHT]);
        if (intro !== i - 1) layers.push([sets[intro]!, LIST_INTRO_WEIGHT]);
      }
    }
    return { passage: p, index: i, layers, frame, coverage: coverageOf(q, layers) };
  });
  ranked.sort((a, b) => b.coverage - a.coverage);
  const touching = ranked.filter((r) => r.coverage > 0.3);
  const evidence: Evidence = {
    passages: touching.slice(0, 6).map((r) => ({ ...r.passage, coverage: r.coverage })),
    answer: null,
    missing: null,
  };
  // A heading frames passages but answers nothing by itself.
  const candidates = ranked.filter((r) => r.coverage >= COVERAGE_THRESHOLD - 1e-9 && r.passage.block !== "h");
  if (!candidates.length) return evidence;
  const spec = specificity(
    q,
    sets.filter((_, i) => passages[i]!.block !== "h"),
  );

  const framing = new Set(words(q.text).filter((w) => FRAMING_WORDS.has(w)));
  let best: { text: string; n: number | null; score: number; coverage: number } | null = null;
  for (const r of candidates) {
    const headingFrames =
      framing.size && r.passage.section && words(r.passage.section).some((w) => framing.has(w))
        ? FRAMING_HEADING_BONUS
        : 0;
    const list = sentences(r.passage.text);
    const at = r.index;
    const prev = passages[at - 1];
    const next = passages[at + 1];
    const windows = list.flatMap((_, i) =>
      i + 1 < list.length
        ? [
            [i, i],
            [i, i + 1],
          ]
        : [[i, i]],
    );
    for (const [i, j] of windows as [number, number][]) {
      let text = answerText(list, i, j, prev?.block === "quote");
      if (!text) continue;
      let n = r.passage.n;
      // "… lo descrive così:" ends the paragraph: the answer is the quote that follows.
      if (text.endsWith(":") && j === list.length - 1 && next?.block === "quote") {
        text = next.text;
        n = next.n;
      } else if (q.kind === "citazione" && i === 0 && prev?.block === "quote" && !QUOTE_MARK_RE.test(text)) {
        // "Lo dice la titolare di un forno …": what she says is the quote before.
        text = prev.text;
        n = prev.n;
      }
      // "Tre regole per scegliere:" introduces an answer, it is not one.
      if (text.endsWith(":")) continue;
      const own = stemSetOf(text);
      // Whatever the kind, the answer itself names something asked, not only its heading or title.
      if (q.kind !== "citazione" && !q.terms.some((t) => t.weight >= 1 && matchIn(own, t) > 0)) continue;
      const before = text === answerText(list, i, j, prev?.block === "quote") ? list[i - 1] : undefined;
      if (!aboutWhatIsAsked(text, q, r.frame, before)) continue;
      if (q.predicate) {
        // The sentence that says the predicate must also name the person (for "come …",
        // just say the action).
        // "… il conte Camillo Negroni chiese al barista … Nacque così il Negroni": a
        // sentence that says it happened "così" takes its person from the one before.
        const parts = sentences(text);
        const names = (k: number) =>
          givesAnswerKind(parts[k]!, q) ||
          (k > 0 && /(?<!\p{L})cos[iì](?!\p{L})/iu.test(parts[k]!) && givesAnswerKind(parts[k - 1]!, q));
        // "Come funziona" under the heading "Come funziona": the heading says it.
        const framed = q.kind === "modo" && r.frame.some(([set]) => saysPredicate(set, q));
        if (!framed && !parts.some((s, k) => saysPredicate(stemSetOf(s), q) && names(k))) continue;
      } else if (!givesAnswerKind(text, q)) continue;
      // Context (title, heading, neighbours) counts half in a sentence's own score, and
      // the question's specific terms count more than the article's subject.
      const context = r.layers.slice(1).map(([set, w]) => [set, w * 0.5] as [ReadonlySet<string>, number]);
      const sentenceCoverage = specificCoverage(q, [[own, 1], ...context], spec);
      // Shorter answers and earlier passages (where things are introduced) win ties; a
      // sentence that clearly gives the kind of answer asked wins over one that only passes.
      const score =
        r.coverage +
        sentenceCoverage +
        answerStrength(text, q) +
        headingFrames -
        Math.min(0.15, text.length / 3000) -
        0.004 * (r.passage.n ?? 0);
      if (!best || score > best.score) best = { text, n, score, coverage: r.coverage };
    }
  }
  if (best) {
    const found = best as { text: string; n: number | null; coverage: number };
    // A list item may lack its full stop; the answer is a sentence.
    const text = /[.!?…»”"]$/.test(found.text) ? found.text : `${found.text}.`;
    evidence.answer = { text, n: found.n, coverage: found.coverage };
  } else if (q.kind === "citazione") {
    // "Cosa racconta il museo …" asks what it shows, not someone's words.
    return findEvidence({ ...q, kind: "generico" }, passages, source);
  } else {
    evidence.missing = q.kind;
  }
  return evidence;
}

/**
 * "chi ha progettato …": the sentence must say progettare (or a synonym) itself, through a
 * word that is not just another word of the question ("chi ha dipinto gli affreschi" is
 * not answered by any sentence that mentions affreschi).
 */
function saysPredicate(own: ReadonlySet<string>, q: Question): boolean {
  const predicate = q.terms.find((t) => t.stem === q.predicate);
  if (!predicate) return true;
  if (own.has(predicate.stem)) return true;
  const others = new Set(q.terms.filter((t) => t !== predicate).map((t) => t.stem));
  for (const [key] of predicate.expansions) if (own.has(key) && !others.has(key)) return true;
  return false;
}

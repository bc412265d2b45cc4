// Small Italian text toolkit for the offline engine: tokens, stems, sentences,
// paragraphs. Pure functions, no dependencies, fast enough to run per request.

const STOPWORDS = new Set(
  (
    "a ad al allo ai agli all alla alle agl anche ancora avere aveva avevano ben che chi ci cio come con contro " +
    "cosa cui da dal dallo dai dagli dall dalla dalle de del dello dei degli dell della delle di dove e ed è era " +
    "erano essere fa fra gia già gli ha hanno ho i il in io la le lei li lo loro lui ma mi mia mio molto ne nei " +
    "negli nel nella nelle nello no noi non nostra nostro o od ogni per perche perché piu più poi po proprio puo può " +
    "qua quale quali qualche quando quanta quante quanti quanto quasi quella quelle quelli quello questa queste " +
    "questi questo qui se sei si sia siamo siete sono su sua sue sugli sui sul sull sulla sulle sullo suo suoi " +
    "ti tra tu tua tuo tuoi tutta tutte tutti tutto un una uno uni vi voi stato stata stati state essa esso " +
    "c l d s un' dell' all' nell' sull' quell' cos cosi così allora invece oppure ossia cioe cioè mentre dopo prima " +
    "sempre mai solo soltanto tanto tanta tanti tante altro altra altri altre stesso stessa viene vengono fare fatto " +
    "fatta fanno"
  ).split(/\s+/),
);

/** Words of a question that carry no topic: "qual è", "come si chiama", "l'articolo dice"… */
const QUESTION_WORDS = new Set(
  (
    "quale quali qual chi cosa cos come quando dove perche perché quanto quanti quante quanta chiama chiamano " +
    "chiamato chiamata significa vuol dire dice dicono spiega racconta parla parlano articolo testo autore " +
    "secondo esiste esistono serve servono sai sapere mi dimmi puoi potresti spiegami raccontami descrivi " +
    "anno anni succede successo accade"
  ).split(/\s+/),
);

/** Lowercase, accents removed, apostrophes split: "dell'Arno" → ["dell", "arno"]. */
export function words(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Crude Italian stem: trailing vowels dropped, then cut to 5 letters. */
export function stem(word: string): string {
  if (/^\d+$/.test(word)) return word;
  const bare = word.length > 4 ? word.replace(/[aeiou]+$/, "") : word;
  return bare.length > 5 ? bare.slice(0, 5) : bare;
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word) || word.length < 2;
}

/** Content stems of a text (stopwords dropped). */
export function contentStems(text: string): string[] {
  return words(text)
    .filter((w) => !isStopword(w))
    .map(stem);
}

/** Content stems of a question: also drops question words. */
export function questionStems(text: string): string[] {
  return [
    ...new Set(
      words(text)
        .filter((w) => !isStopword(w) && !QUESTION_WORDS.has(w))
        .map(stem),
    ),
  ];
}

/**
 * Abbreviations that end with a period without ending the sentence: "79 d. C.", "S.p.A.",
 * "ecc.", "sec.", "S. Marco", "dott. Rossi". Compared lowercased, without the final period.
 */
const ABBREVIATIONS = new Set(
  (
    "a.c d.c d a c s.p.a s.r.l s.n.c s.a.s spa srl ecc sec secc sig sigg sig.ra dott dott.ssa prof prof.ssa " +
    "ing avv arch geom mons don fra s ss st sant sta n nn no num pag pagg p pp cap art artt vol voll ca cfr " +
    "es p.es ad es. ved v km kg mt cm mm min max tel fig figg ca. c.a d.lgs l ill v.le p.za p.zza c.so loc fraz " +
    "gen lug ago sett ott nov dic feb mar apr giu magg"
  ).split(/\s+/),
);

/** True when the text before a period ends with an abbreviation or an initial. */
function endsWithAbbreviation(before: string): boolean {
  const token = /([\p{L}.]+)$/u.exec(before)?.[1] ?? "";
  if (!token) return false;
  const bare = token.toLowerCase().replace(/^\.+/, "");
  if (ABBREVIATIONS.has(bare)) return true;
  // "S.p.A", "d.C", "U.S.A": letters separated by periods.
  if (/^(\p{L}\.)+\p{L}$/u.test(token)) return true;
  // An initial ("G. Verdi") or a lone capital ("d. C").
  return /^\p{Lu}$/u.test(token);
}

/**
 * Splits a paragraph into sentences at ". ", "! ", "? " or "… " followed by a capital, a
 * digit or an opening quote, except after an abbreviation ("79 d. C.", "S.p.A.", "ecc.").
 */
export function sentences(text: string): string[] {
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean) return [];
  const out: string[] = [];
  const boundary = /([.!?…]+)(["»”’')\]]*)\s+(?=["«“‘([]?[\p{Lu}\d])/gu;
  let start = 0;
  for (const m of clean.matchAll(boundary)) {
    const at = m.index ?? 0;
    const mark = m[1] ?? "";
    if (mark === "." && endsWithAbbreviation(clean.slice(start, at))) continue;
    const end = at + mark.length + (m[2]?.length ?? 0);
    const piece = clean.slice(start, end).trim();
    if (piece) out.push(piece);
    start = end;
  }
  const rest = clean.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&apos;": "'",
  "&nbsp;": " ",
  "&laquo;": "«",
  "&raquo;": "»",
  "&egrave;": "è",
  "&agrave;": "à",
  "&ograve;": "ò",
  "&ugrave;": "ù",
  "&igrave;": "ì",
  "&eacute;": "é",
};

export function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&[a-z]+;|&#39;/gi, (e) => ENTITIES[e.toLowerCase()] ?? e);
}

/**
 * The article's paragraphs, in the order the browser numbers the <p> elements
 * inside #article-body (the citation "§n" points at the n-th one).
 * Expects sanitised HTML (no nested <p>).
 */
export function paragraphsOf(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    const text = decodeEntities((match[1] ?? "").replace(/<[^>]+>/g, ""))
      .replace(/\s+/g, " ")
      .trim();
    out.push(text);
  }
  return out;
}

/** Headings of the article (h2/h3), used to suggest what the article covers. */
export function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h[23]\b[^>]*>([\s\S]*?)<\/h[23]>/gi)]
    .map((m) => decodeEntities((m[1] ?? "").replace(/<[^>]+>/g, "")).trim())
    .filter(Boolean);
}

/** Stable 32-bit hash, for deterministic choices among equivalent phrasings. */
export function hashString(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function pick<T>(items: readonly T[], seed: string): T {
  return items[hashString(seed) % items.length] as T;
}

/** Words a cut text must not end on: "visite sulle…" reads as a mistake. */
const DANGLING_END =
  /\s+(?:il|lo|la|i|gli|le|un|uno|una|di|a|ad|da|in|con|su|per|tra|fra|e|ed|o|od|ma|che|né|se|come|dove|non|più|(?:de|a|da|ne|su)(?:l|llo|lla|i|gli|lle)|\S*['’])$/i;

/**
 * Fits text into `max` characters. It keeps whole sentences when that keeps most of
 * the text; otherwise it cuts after a whole word, never after an article or a
 * preposition, and adds an ellipsis. A single word longer than `max` is the only
 * case cut inside a word.
 */
export function clip(text: string, max: number): string {
  // Paragraph breaks are kept; any other run of white space is one space.
  const clean = text
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (clean.length <= max) return clean;
  let lastStop = -1;
  for (const match of clean.slice(0, max + 1).matchAll(/[.!?…]["»”)]?(?=\s)/g)) {
    const end = (match.index ?? 0) + match[0].length;
    if (end <= max) lastStop = end;
  }
  if (lastStop >= max * 0.6) return clean.slice(0, lastStop);
  let cut = clean.slice(0, max - 1);
  const space = Math.max(cut.lastIndexOf(" "), cut.lastIndexOf("\n"));
  if (space > 0) cut = cut.slice(0, space);
  for (let previous = ""; previous !== cut; ) {
    previous = cut;
    cut = cut.replace(/[\s,;:.\-–—(«"“]+$/, "").replace(DANGLING_END, "");
  }
  return `${cut}…`;
}

/** Italian list: "a, b e c". */
export function joinItalian(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

// The citable blocks of an article body: paragraphs, headings, list items and quotes,
// numbered in reading order. The search index, the AI answers ([§n]) and the article
// page (id="paragrafo-n") all number them with this one function, so a citation always
// points at the block it quotes. Expects sanitised HTML.

export type BlockKind = "p" | "h" | "li" | "quote";

export interface ArticleBlock {
  /** 1-based position among the citable blocks: the "n" of [§n] and #paragrafo-n. */
  n: number;
  kind: BlockKind;
  text: string;
  /** The heading (h2/h3/h4) the block sits under, if any. */
  section: string | null;
}

const CITABLE: Record<string, BlockKind> = {
  p: "p",
  h2: "h",
  h3: "h",
  h4: "h",
  li: "li",
  blockquote: "quote",
};

const TAG = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  laquo: "«",
  raquo: "»",
  egrave: "è",
  eacute: "é",
  agrave: "à",
  ograve: "ò",
  ugrave: "ù",
  igrave: "ì",
  rsquo: "’",
  lsquo: "‘",
  hellip: "…",
  ndash: "–",
  mdash: "—",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const value =
        code[1] === "x" || code[1] === "X" ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(value) && value > 0 && value < 0x110000 ? String.fromCodePoint(value) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function plain(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, " ").replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

interface Span {
  kind: BlockKind;
  /** Offset of the opening tag's "<" and just after its tag name. */
  open: number;
  nameEnd: number;
  /** Offsets of the inner HTML. */
  start: number;
  end: number;
}

/** Outermost citable elements of the HTML (a <p> inside an <li> belongs to the item). */
function citableSpans(html: string): Span[] {
  const spans: Span[] = [];
  const stack: { name: string; open: number; nameEnd: number; start: number }[] = [];
  for (const m of html.matchAll(TAG)) {
    const closing = m[1] === "/";
    const name = (m[2] ?? "").toLowerCase();
    if (!(name in CITABLE)) continue;
    const at = m.index ?? 0;
    if (!closing) {
      stack.push({ name, open: at, nameEnd: at + 1 + name.length, start: at + m[0].length });
      continue;
    }
    // Close the innermost open element of that name (tolerates stray tags).
    let i = stack.length - 1;
    while (i >= 0 && stack[i]?.name !== name) i--;
    if (i < 0) continue;
    const opened = stack[i]!;
    stack.length = i;
    if (stack.length === 0) {
      spans.push({
        kind: CITABLE[name]!,
        open: opened.open,
        nameEnd: opened.nameEnd,
        start: opened.start,
        end: at,
      });
    }
  }
  return spans;
}

/** The citable blocks of an article, in reading order (empty blocks keep their number). */
export function articleBlocks(html: string | null | undefined): ArticleBlock[] {
  if (!html) return [];
  let section: string | null = null;
  return citableSpans(html).map((span, i) => {
    const text = plain(html.slice(span.start, span.end));
    const block: ArticleBlock = { n: i + 1, kind: span.kind, text, section };
    if (span.kind === "h") section = text || section;
    return block;
  });
}

export const BLOCK_ID_PREFIX = "paragrafo-";

/** The article HTML with id="paragrafo-n" on each citable block (what citations link to). */
export function anchorArticleHtml(html: string): string {
  const spans = citableSpans(html);
  if (!spans.length) return html;
  let out = "";
  let last = 0;
  spans.forEach((span, i) => {
    out += `${html.slice(last, span.nameEnd)} id="${BLOCK_ID_PREFIX}${i + 1}"`;
    last = span.nameEnd;
  });
  return out + html.slice(last);
}

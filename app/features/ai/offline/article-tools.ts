// Offline article tools: an extractive summary, the chat answer composed from the evidence
// the retrieval layer found (features/search), and inspiration from the related content it
// ranked. The AI layer reads no table: callers pass the article and the evidence in.
import { articleBlocks } from "~/lib/article-blocks";
import { clip, contentStems, decodeEntities, sentences, stem, words } from "./text";

export interface ArticleForTools {
  title: string;
  excerpt: string | null;
  /** Sanitised HTML. */
  content: string | null;
  categoryName: string | null;
}

// ---------------------------------------------------------------- bold markers

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Wraps up to `max` key terms of a sentence in **bold**: whole words or phrases only,
 * never inside another bold span, so the markers always pair up.
 */
export function embolden(
  sentence: string,
  phrases: readonly string[],
  stems: ReadonlySet<string>,
  max = 2,
): string {
  const plain = sentence.replaceAll("**", "");
  const taken: [number, number][] = [];
  const free = (a: number, b: number) => taken.every(([x, y]) => b <= x || a >= y);
  for (const phrase of phrases) {
    if (taken.length >= max) break;
    const re = new RegExp(`(^|[^\\p{L}\\p{N}])(${escapeRegExp(phrase)})(?=$|[^\\p{L}\\p{N}])`, "u");
    const m = re.exec(plain);
    if (!m) continue;
    const start = m.index + (m[1]?.length ?? 0);
    const end = start + phrase.length;
    if (free(start, end)) taken.push([start, end]);
  }
  if (taken.length < max && stems.size) {
    const used = new Set<string>();
    for (const m of plain.matchAll(/[\p{L}][\p{L}'’]*/gu)) {
      if (taken.length >= max) break;
      const word = m[0];
      const w = words(word).at(-1) ?? "";
      const s = stem(w);
      if (w.length < 5 || !stems.has(s) || used.has(s)) continue;
      const start = (m.index ?? 0) + word.length - w.length;
      const end = (m.index ?? 0) + word.length;
      if (free(start, end)) {
        taken.push([start, end]);
        used.add(s);
      }
    }
  }
  taken.sort((a, b) => a[0] - b[0]);
  // Neighbouring terms ("tessuto industriale") become one span.
  for (let i = taken.length - 1; i > 0; i--) {
    const [a, b] = [taken[i - 1]!, taken[i]!];
    if (/^\s+$/.test(plain.slice(a[1], b[0]))) {
      a[1] = b[1];
      taken.splice(i, 1);
    }
  }
  let out = "";
  let last = 0;
  for (const [a, b] of taken) {
    out += `${plain.slice(last, a)}**${plain.slice(a, b)}**`;
    last = b;
  }
  return out + plain.slice(last);
}

/** True when every ** opens and closes a span that starts and ends on a word ("il **Museo del **Violino" fails). */
export function boldIsBalanced(text: string): boolean {
  const parts = text.split("**");
  return parts.length % 2 === 1 && parts.every((part, i) => i % 2 === 0 || /^\S(.*\S)?$/s.test(part));
}

// ---------------------------------------------------------------- riassunto

/** Phrases the article itself marks as key (<strong>), in reading order. */
function strongPhrases(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<(strong|b)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const text = decodeEntities((m[2] ?? "").replace(/<[^>]+>/g, ""))
      .replace(/\s+/g, " ")
      .trim();
    if (text.length >= 3 && text.length <= 60) found.add(text);
  }
  return [...found];
}

/** A sentence that leans on one before it ("Fu in quell'ambiente che…", "Qui…", "Lo dice…"). */
const DANGLING =
  /^(fu|era|qui|lì|ne|questo|questa|questi|queste|quello|quella|quel|quell['’]|così|cosi|ma|poi|inoltre|invece|anche|da allora|da qui|per questo|suo|sua|suoi|sue|ciò|cio|tale|tali|lo dice|lo racconta|la riassume)(?=[\s,;:.!?]|$)|^quell['’]/iu;

/** A whole sentence: starts with a capital (or a quote), ends with . ! ? or a closing quote. */
function isWholeSentence(s: string): boolean {
  return /^[«"“(]?[\p{Lu}\d]/u.test(s) && /[.!?…][»"”)]?$/.test(s) && !s.endsWith(":") && s.length >= 50;
}

interface Candidate {
  text: string;
  score: number;
  order: number;
  subject: boolean;
}

export function offlineSummary(article: ArticleForTools): string {
  const blocks = articleBlocks(article.content).filter((b) => b.kind !== "h" && b.text);
  if (!blocks.length && !article.excerpt) {
    return `L'articolo «${article.title}» non ha ancora un testo da riassumere.`;
  }
  const tf = new Map<string, number>();
  const texts = blocks.length ? blocks.map((b) => b.text) : [article.excerpt ?? ""];
  for (const t of texts) for (const s of contentStems(t)) tf.set(s, (tf.get(s) ?? 0) + 1);
  const titleStems = new Set(contentStems(article.title).filter((s) => s.length >= 3));
  for (const s of titleStems) tf.set(s, (tf.get(s) ?? 0) + 3);
  const weight = (s: string) =>
    s.length >= 4 && !/^\d+$/.test(s) ? (tf.get(s) ?? 0) * Math.min(1.5, s.length / 4) : 0;

  const candidates: Candidate[] = [];
  let order = 0;
  blocks.forEach((b, bi) => {
    // A quote needs who said it; a list item, its heading: both are left to the article.
    if (b.kind === "quote") return;
    sentences(b.text).forEach((s, si) => {
      order++;
      if (!isWholeSentence(s) || DANGLING.test(s) || s.length > 420) return;
      const stems = new Set(contentStems(s));
      let score = 0;
      for (const st of stems) score += weight(st);
      score /= Math.sqrt(Math.max(8, stems.size));
      const subject = [...titleStems].some((t) => stems.has(t));
      if (bi === 0 && si === 0) score *= 1.5;
      else if (si === 0) score *= 1.15;
      if (subject) score *= 1.3;
      candidates.push({ text: s, score, order, subject });
    });
  });
  const chosen: Candidate[] = [];
  let chars = 0;
  // The article's subject (its title) first, then the most characteristic sentences.
  const bySubject = candidates.filter((c) => c.subject).sort((a, b) => b.score - a.score)[0];
  if (bySubject) {
    chosen.push(bySubject);
    chars += bySubject.text.length;
  }
  for (const c of [...candidates].sort((a, b) => b.score - a.score)) {
    if (chosen.length >= 5 || chars > 900) break;
    if (chosen.includes(c)) continue;
    chosen.push(c);
    chars += c.text.length;
  }
  chosen.sort((a, b) => a.order - b.order);
  const inOrder = strongPhrases(article.content ?? "");
  const phrases = [...inOrder].sort((a, b) => b.length - a.length);
  const topStems = new Set([...tf.keys()].sort((a, b) => weight(b) - weight(a)).slice(0, 10));
  const bullets = chosen.length
    ? chosen.map((c) => `- ${embolden(c.text, phrases, new Set(topStems))}`)
    : [`- ${embolden(clip(article.excerpt ?? "", 400), phrases, new Set(topStems))}`];
  const terms = inOrder.slice(0, 5);
  return [
    `Ecco i punti essenziali di «${article.title}».`,
    bullets.join("\n"),
    terms.length ? `Parole chiave: ${terms.map((t) => `**${t.replaceAll("*", "")}**`).join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

// ---------------------------------------------------------------- chat

/** What the retrieval layer found for a reader's question (features/search). */
export interface ChatGrounding {
  /** The article's passages that touch the question, best first, with their [§n]. */
  passages: { n: number | null; text: string; section: string | null }[];
  /** The answering sentence(s) and their block; null when the article does not answer. */
  answer: { text: string; n: number | null } | null;
  /** "il prezzo", "quando": the kind of fact asked that the article does not give. */
  missing: string | null;
  /** Another published page that answers it. */
  elsewhere: { title: string; url: string; kind: "article" | "ranking" | "partner" } | null;
  /** The article's headings, to say what it does cover. */
  topics: string[];
  /** Words of the question, to put the answer's key terms in bold. */
  terms: string[];
}

export const DECLINE_TEXT =
  "L'articolo non contiene informazioni su questo punto, quindi preferisco non rispondere piuttosto che inventare.";

function linkText(text: string): string {
  return text.replace(/[[\]()*]/g, "");
}

const ELSEWHERE_PLACE: Record<"article" | "ranking" | "partner", string> = {
  article: "",
  ranking: "nella classifica ",
  partner: "nella scheda di ",
};

export function offlineChat(grounding: ChatGrounding): string {
  const { answer } = grounding;
  if (answer) {
    const stems = new Set(grounding.terms.flatMap((t) => contentStems(t)).filter((s) => s.length >= 4));
    const ref = answer.n ? ` [§${answer.n}]` : "";
    return `Secondo l'articolo: ${embolden(clip(answer.text, 600), [], stems, 3)}${ref}`;
  }
  if (grounding.elsewhere) {
    const e = grounding.elsewhere;
    return `Non è in questo articolo, ma ne parliamo ${ELSEWHERE_PLACE[e.kind] || "in "}[${linkText(e.title)}](${e.url}).`;
  }
  const topics = grounding.topics.slice(0, 4);
  const head = grounding.missing
    ? `L'articolo non indica ${grounding.missing}, quindi preferisco non rispondere piuttosto che inventare.`
    : DECLINE_TEXT;
  return [
    head,
    topics.length
      ? `Posso aiutarti invece su ciò di cui parla: ${topics.map((t) => `**${linkText(t)}**`).join(", ")}.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
}

// ---------------------------------------------------------------- ispirazione

/** Related published content, already chosen and ranked by the retrieval layer. */
export interface InspirationCandidates {
  articles: { title: string; url: string; excerpt: string | null; shared: string[] }[];
  rankings: { title: string; url: string; description: string | null }[];
  partners: { nome: string; url: string; regione: string | null; sommario: string | null }[];
  /** The first Italian region the article names (as a place). */
  region: string | null;
}

export function offlineInspiration(article: ArticleForTools, related: InspirationCandidates): string {
  const out: string[] = [
    `Se ti è piaciuto «${article.title}», ecco qualche idea per continuare a esplorare.`,
  ];
  if (related.articles.length) {
    out.push(
      `**Da leggere**\n${related.articles
        .map(
          ({ title, url, excerpt, shared }) =>
            `- [${linkText(title)}](${url})${shared.length ? `: ritorna su temi come **${shared.slice(0, 2).map(linkText).join("** e **")}**` : excerpt ? `: ${clip(excerpt, 120)}` : ""}`,
        )
        .join("\n")}`,
    );
  }
  if (related.rankings.length) {
    out.push(
      `**Classifiche da scoprire**\n${related.rankings
        .map(
          (r) =>
            `- [${linkText(r.title)}](${r.url}): ${clip(r.description ?? "Scopri questa classifica", 120)}`,
        )
        .join("\n")}`,
    );
  }
  if (related.partners.length) {
    out.push(
      `**Eccellenze da visitare**\n${related.partners
        .map(
          (p) =>
            `- [${linkText(p.nome)}](${p.url})${p.regione ? ` (${p.regione})` : ""}: ${clip(p.sommario ?? "", 120)}`,
        )
        .join("\n")}`,
    );
  }
  out.push(
    related.region
      ? `**Un'idea di viaggio**\n- Vuoi vivere questi luoghi? Crea un percorso su misura in ${related.region} con l'[Italian Experience](/experience) oppure esplora la regione con l'[AI Tour](/ai-tour).`
      : "**Un'idea di viaggio**\n- Trasforma l'ispirazione in un viaggio: crea un percorso su misura con l'[Italian Experience](/experience).",
  );
  return out.join("\n\n");
}

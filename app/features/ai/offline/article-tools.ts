// Offline article tools: extractive summary, grounded Q&A with paragraph
// citations, and inspiration linking related published content.
import { REGIONS } from "../knowledge";
import {
  clip,
  contentStems,
  decodeEntities,
  headingsOf,
  paragraphsOf,
  questionStems,
  sentences,
  stem,
  words,
} from "./text";

export interface ArticleForTools {
  title: string;
  excerpt: string | null;
  /** Sanitised HTML. */
  content: string | null;
  categoryName: string | null;
}

interface Passage {
  /** 1-based index of the <p> in the article body; 0 when the text is the excerpt. */
  index: number;
  text: string;
  stems: Set<string>;
}

function passagesOf(article: ArticleForTools): Passage[] {
  const paragraphs = paragraphsOf(article.content ?? "");
  const list = paragraphs.length
    ? paragraphs.map((text, i) => ({ index: i + 1, text }))
    : article.excerpt
      ? [{ index: 0, text: article.excerpt }]
      : [];
  return list.filter((p) => p.text.length > 0).map((p) => ({ ...p, stems: new Set(contentStems(p.text)) }));
}

/** Phrases the article itself marks as key (<strong>), longest first. */
function strongPhrases(html: string, byLength = true): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<(strong|b)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const text = decodeEntities((m[2] ?? "").replace(/<[^>]+>/g, "")).trim();
    if (text.length >= 3 && text.length <= 60) found.add(text);
  }
  return byLength ? [...found].sort((a, b) => b.length - a.length) : [...found];
}

/** Most characteristic words of the article: frequency × length, title words boosted. */
function keywords(article: ArticleForTools, passages: Passage[], limit: number): Map<string, number> {
  const tf = new Map<string, number>();
  for (const p of passages) for (const s of contentStems(p.text)) tf.set(s, (tf.get(s) ?? 0) + 1);
  for (const s of contentStems(`${article.title} ${article.excerpt ?? ""}`)) tf.set(s, (tf.get(s) ?? 0) + 3);
  const scored = [...tf.entries()]
    .filter(([s]) => s.length >= 4 && !/^\d+$/.test(s))
    .map(([s, n]) => [s, n * Math.min(1.5, s.length / 4)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit);
  return new Map(scored);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const PHRASE_RE = new Map<string, RegExp>();
function phraseRegExp(phrase: string): RegExp {
  let re = PHRASE_RE.get(phrase);
  if (!re) {
    re = new RegExp(`(^|[^\\p{L}*])(${escapeRegExp(phrase)})(?=$|[^\\p{L}*])`, "u");
    if (PHRASE_RE.size > 5000) PHRASE_RE.clear();
    PHRASE_RE.set(phrase, re);
  }
  return re;
}

/** Wraps up to `max` key terms of a sentence in **bold** markers (no nesting). */
function embolden(sentence: string, phrases: string[], stems: Set<string>, max = 2): string {
  let out = sentence.replaceAll("**", "");
  let count = 0;
  for (const phrase of phrases) {
    if (count >= max) break;
    const re = phraseRegExp(phrase);
    if (re.test(out)) {
      out = out.replace(re, "$1**$2**");
      count++;
    }
  }
  if (count < max && stems.size) {
    out = out.replace(/[\p{L}'’]+/gu, (word) => {
      if (count >= max || word.length < 5) return word;
      const w = words(word).at(-1) ?? "";
      if (w.length >= 5 && stems.has(stem(w))) {
        count++;
        stems.delete(stem(w));
        return `**${word}**`;
      }
      return word;
    });
  }
  return out.replace(/\*\*\*\*/g, "");
}

// ---------------------------------------------------------------- riassunto
export function offlineSummary(article: ArticleForTools): string {
  const passages = passagesOf(article);
  if (!passages.length) {
    return `L'articolo «${article.title}» non ha ancora un testo da riassumere.`;
  }
  const kw = keywords(article, passages, 25);
  const candidates: { text: string; score: number; order: number }[] = [];
  let order = 0;
  passages.forEach((p, pi) => {
    sentences(p.text).forEach((s, si) => {
      const stems = new Set(contentStems(s));
      let score = 0;
      for (const st of stems) score += kw.get(st) ?? 0;
      score /= Math.sqrt(Math.max(8, stems.size));
      if (pi === 0 && si === 0) score *= 1.6;
      else if (si === 0) score *= 1.2;
      if (s.length < 50 || s.startsWith("«") || s.endsWith(":")) score *= 0.3;
      candidates.push({ text: s, score, order: order++ });
    });
  });
  const chosen: typeof candidates = [];
  let chars = 0;
  for (const c of [...candidates].sort((a, b) => b.score - a.score)) {
    if (chosen.length >= 5 || chars > 900) break;
    if (c.text.length > 420) continue;
    chosen.push(c);
    chars += c.text.length;
  }
  chosen.sort((a, b) => a.order - b.order);
  const inOrder = strongPhrases(article.content ?? "", false);
  const phrases = [...inOrder].sort((a, b) => b.length - a.length);
  const topStems = new Set([...kw.keys()].slice(0, 10));
  const bullets = chosen.map((c) => `- ${embolden(c.text, phrases, topStems)}`);
  // The article's own emphasis, in reading order.
  const terms = inOrder.slice(0, 5);
  return [
    `Ecco i punti essenziali di «${article.title}».`,
    bullets.join("\n"),
    terms.length ? `Parole chiave: ${terms.map((t) => `**${t}**`).join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

// ---------------------------------------------------------------- chat
export interface ChatAnswer {
  answered: boolean;
  citations: { paragraph: number; text: string }[];
  content: string;
}

/** Minimum share of the question's topic words (IDF-weighted) a passage must contain. */
export const ANSWER_THRESHOLD = 0.6;

export function answerQuestion(article: ArticleForTools, question: string): ChatAnswer {
  const passages = passagesOf(article);
  const terms = questionStems(question);
  const decline = (): ChatAnswer => {
    const topics = headingsOf(article.content ?? "").slice(0, 4);
    return {
      answered: false,
      citations: [],
      content: [
        "L'articolo non contiene informazioni su questo punto, quindi preferisco non rispondere piuttosto che inventare.",
        topics.length
          ? `Posso aiutarti invece su ciò di cui parla: ${topics.map((t) => `**${t}**`).join(", ")}.`
          : "",
      ]
        .filter(Boolean)
        .join(" "),
    };
  };
  if (!terms.length || !passages.length) return decline();

  const n = passages.length;
  const weight = new Map<string, number>();
  for (const t of terms) {
    const df = passages.filter((p) => p.stems.has(t)).length;
    weight.set(t, df ? Math.log(1 + n / df) : Math.log(1 + n) + 0.5);
  }
  const total = [...weight.values()].reduce((a, b) => a + b, 0);
  const coverage = (stems: Set<string>) => {
    let hit = 0;
    for (const t of terms) if (stems.has(t)) hit += weight.get(t) ?? 0;
    return hit / total;
  };
  const ranked = passages
    .map((p) => ({ p, c: coverage(p.stems) }))
    .sort((a, b) => b.c - a.c || a.p.index - b.p.index);
  const best = ranked[0];
  if (!best || best.c < ANSWER_THRESHOLD) return decline();

  const termSet = new Set(terms);
  const quote = (p: Passage) => {
    const ss = sentences(p.text);
    let bestI = 0;
    let bestC = -1;
    ss.forEach((s, i) => {
      const c = coverage(new Set(contentStems(s)));
      if (c > bestC) {
        bestC = c;
        bestI = i;
      }
    });
    let text = ss[bestI] ?? p.text;
    if (text.length < 90 && ss[bestI + 1]) text = `${text} ${ss[bestI + 1]}`;
    return embolden(clip(text, 480), [], new Set(termSet), 3);
  };

  const cited = [best];
  const second = ranked[1];
  if (second && second.c >= ANSWER_THRESHOLD && second.c >= best.c * 0.85) cited.push(second);
  const ref = (p: Passage) => (p.index > 0 ? ` [§${p.index}]` : "");
  const lines = [`Secondo l'articolo: ${quote(best.p)}${ref(best.p)}`];
  if (cited[1]) lines.push(`Lo conferma anche un altro passaggio: ${quote(cited[1].p)}${ref(cited[1].p)}`);
  return {
    answered: true,
    citations: cited.map(({ p }) => ({ paragraph: p.index, text: p.text })),
    content: lines.join("\n\n"),
  };
}

// ---------------------------------------------------------------- ispirazione
export interface InspirationCandidates {
  articles: { title: string; url: string; excerpt: string | null; categoryName: string | null }[];
  rankings: { title: string; url: string; description: string | null }[];
  partners: {
    nome: string;
    url: string;
    regione: string | null;
    areaTematica: string | null;
    sommario: string | null;
  }[];
}

function overlap(kw: Map<string, number>, text: string): { score: number; shared: string[] } {
  const seen = new Set<string>();
  let score = 0;
  const shared: string[] = [];
  for (const w of words(text)) {
    if (w.length < 4) continue;
    const s = stem(w);
    if (seen.has(s)) continue;
    seen.add(s);
    const k = kw.get(s);
    if (k) {
      score += k;
      if (shared.length < 2) shared.push(w);
    }
  }
  return { score, shared };
}

function linkText(text: string): string {
  return text.replace(/[[\]()]/g, "");
}

export function offlineInspiration(article: ArticleForTools, candidates: InspirationCandidates): string {
  const passages = passagesOf(article);
  const kw = keywords(article, passages, 40);
  const bodyText = `${article.title} ${article.excerpt ?? ""} ${passages.map((p) => p.text).join(" ")}`;

  const rel = candidates.articles
    .map((a) => {
      const o = overlap(kw, `${a.title} ${a.title} ${a.excerpt ?? ""}`);
      return {
        a,
        score: o.score + (a.categoryName && a.categoryName === article.categoryName ? 4 : 0),
        shared: o.shared,
      };
    })
    .filter((x) => x.score > 0)
    .sort((x, y) => y.score - x.score)
    .slice(0, 3);
  const ranks = candidates.rankings
    .map((r) => ({ r, ...overlap(kw, `${r.title} ${r.description ?? ""}`) }))
    .sort((x, y) => y.score - x.score)
    .slice(0, 2);
  // Regions named in the article: partners there come first.
  const bodyWords = ` ${words(bodyText).join(" ")} `;
  const regionsInText = REGIONS.filter(
    (r) =>
      bodyWords.includes(` ${words(r.name).join(" ")} `) ||
      bodyWords.includes(` ${words(r.capital).join(" ")} `) ||
      r.places.some((p) => p.city.length > 3 && bodyWords.includes(` ${words(p.city).join(" ")} `)),
  ).map((r) => r.name);
  const partners = candidates.partners
    .map((p) => {
      const o = overlap(kw, `${p.nome} ${p.areaTematica ?? ""} ${p.sommario ?? ""}`);
      return { p, score: o.score + (p.regione && regionsInText.includes(p.regione) ? 8 : 0) };
    })
    .filter((x) => x.score > 0)
    .sort((x, y) => y.score - x.score)
    .slice(0, 2);

  const out: string[] = [
    `Se ti è piaciuto «${article.title}», ecco qualche idea per continuare a esplorare.`,
  ];
  if (rel.length) {
    out.push(
      `**Da leggere**\n${rel
        .map(
          ({ a, shared }) =>
            `- [${linkText(a.title)}](${a.url})${shared.length ? `: ritorna su temi come **${shared.join("** e **")}**` : `: ${clip(a.excerpt ?? "", 120)}`}`,
        )
        .join("\n")}`,
    );
  }
  if (ranks.length) {
    out.push(
      `**Classifiche da scoprire**\n${ranks
        .map(
          ({ r }) =>
            `- [${linkText(r.title)}](${r.url}): ${clip(r.description ?? "Scopri questa classifica esclusiva", 120)}`,
        )
        .join("\n")}`,
    );
  }
  if (partners.length) {
    out.push(
      `**Eccellenze da visitare**\n${partners
        .map(
          ({ p }) =>
            `- [${linkText(p.nome)}](${p.url})${p.regione ? ` (${p.regione})` : ""}: ${clip(p.sommario ?? "", 120)}`,
        )
        .join("\n")}`,
    );
  }
  const region = regionsInText[0];
  out.push(
    region
      ? `**Un'idea di viaggio**\n- Vuoi vivere questi luoghi? Crea un percorso su misura in ${region} con l'[Italian Experience](/experience) oppure esplora la regione con l'[AI Tour](/ai-tour).`
      : "**Un'idea di viaggio**\n- Trasforma l'ispirazione in un viaggio: crea un percorso su misura con l'[Italian Experience](/experience).",
  );
  return out.join("\n\n");
}

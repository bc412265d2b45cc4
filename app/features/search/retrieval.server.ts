// The retrieval layer as the article AI uses it: an article's passages from the index,
// the evidence for a question, the published page that answers what the article does
// not, and the content related to an article (ispirazione).
import { and, asc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articles, categories, partnerProfiles, rankings, searchPassages } from "~/db/schema";
import type { ChatGrounding, InspirationCandidates } from "~/features/ai/offline/article-tools";
import { contentStems, isStopword, words } from "~/features/ai/offline/text";
import { articleBlocks } from "~/lib/article-blocks";
import { articlePath, partnerPath, rankingPath } from "~/lib/urls";
import { answerCoverage, type Evidence, findEvidence, type Passage } from "./answer";
import { ensureIndexFresh } from "./indexer.server";
import { KNOWN_PLACES } from "./places";
import { analyseQuestion, MISSING_LABEL } from "./question";
import { describeDocs } from "./search.server";
import { relatedWords } from "./terms";

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => ((result as { rows?: Row[] }).rows ?? []) as Row[];

interface SourcePassages {
  title: string;
  excerpt: string | null;
  passages: Passage[];
}

function split(
  rows: { block: string; anchor: number | null; section: string | null; body: string }[],
): SourcePassages {
  const title = rows.find((r) => r.block === "title")?.body ?? "";
  const excerpt = rows.find((r) => r.block === "excerpt")?.body ?? null;
  const passages = rows
    .filter((r) => r.block !== "title" && r.block !== "excerpt")
    .map((r) => ({ n: r.anchor, block: r.block, section: r.section, text: r.body }));
  return { title, excerpt, passages };
}

/** An article's passages as indexed (the article's own blocks when it is not indexed yet). */
export async function articleSources(
  db: Db,
  article: { id: string; title: string; excerpt: string | null; content: string | null },
): Promise<SourcePassages> {
  await ensureIndexFresh(db);
  const rows = await db
    .select({
      block: searchPassages.block,
      anchor: searchPassages.anchor,
      section: searchPassages.section,
      body: searchPassages.body,
    })
    .from(searchPassages)
    .where(eq(searchPassages.articleId, article.id))
    .orderBy(asc(searchPassages.position));
  if (rows.length) return split(rows);
  return {
    title: article.title,
    excerpt: article.excerpt,
    passages: articleBlocks(article.content)
      .filter((b) => b.text)
      .map((b) => ({ n: b.n, block: b.kind, section: b.section, text: b.text })),
  };
}

type Elsewhere = NonNullable<ChatGrounding["elsewhere"]>;

const ELSEWHERE_COVERAGE = 0.75;

/** Names in the question ("Sentiero degli Dei"): capitalised words after the first. */
function namesAsked(question: string): string[] {
  return [...question.replace(/^\s*\S+/, "").matchAll(/(?<![\p{L}'’])\p{Lu}[\p{L}'’-]+/gu)].map((m) => m[0]);
}

/**
 * The published article, ranking or partner (other than `excludeArticleId`) that answers
 * the question, checked with the same answer finder as the article itself.
 */
export async function answerElsewhere(
  db: Db,
  question: string,
  excludeArticleId: string,
): Promise<Elsewhere | null> {
  const q = analyseQuestion(question);
  const heavy = q.terms.filter((t) => t.weight >= 1 && /^[a-z0-9]+$/.test(t.word));
  if (!heavy.length) return null;
  const tsquery = heavy.map((t) => `(${[t.word, ...relatedWords(t.word)].join(" | ")})`).join(" | ");
  const found = rowsOf(
    await db.execute(sql`
      select kind, coalesce(article_id, ranking_id, partner_id) as doc, sum(ts_rank_cd(tsv, query)) as score
      from search_passages, to_tsquery('atlante', ${tsquery}) query
      where tsv @@ query and (article_id is null or article_id <> ${excludeArticleId})
      group by kind, doc order by score desc limit 8`),
  );
  if (!found.length) return null;
  const names = namesAsked(question);
  const docIds = found.map((r) => String(r.doc));
  const rows = await db
    .select({
      articleId: searchPassages.articleId,
      rankingId: searchPassages.rankingId,
      partnerId: searchPassages.partnerId,
      block: searchPassages.block,
      anchor: searchPassages.anchor,
      section: searchPassages.section,
      body: searchPassages.body,
    })
    .from(searchPassages)
    .where(
      sql`coalesce(${searchPassages.articleId}, ${searchPassages.rankingId}, ${searchPassages.partnerId}) = any(${`{${docIds.join(",")}}`}::uuid[])`,
    )
    .orderBy(asc(searchPassages.position));
  // An article that answers comes first ("ne parliamo in …"), then a ranking or a partner.
  const byKind = [...found].sort((a, b) => Number(a.kind !== "article") - Number(b.kind !== "article"));
  for (const r of byKind) {
    const doc = String(r.doc);
    const own = rows.filter((p) => (p.articleId ?? p.rankingId ?? p.partnerId) === doc);
    const source = split(own);
    // Sending the reader elsewhere needs more than an answer: the answer and that page's
    // title must say nearly everything the question asks.
    const answer = findEvidence(q, source.passages, source).answer;
    if (!answer || answerCoverage(q, answer.text, source.title) < ELSEWHERE_COVERAGE) continue;
    const text = [source.title, answer.text].join(" ");
    if (!names.every((name) => text.includes(name))) continue;
    const where = await describeSource(db, r.kind as Elsewhere["kind"], doc);
    if (where) return where;
  }
  return null;
}

async function describeSource(db: Db, kind: Elsewhere["kind"], id: string): Promise<Elsewhere | null> {
  const hit = (await describeDocs(db, [{ kind, id }])).get(id);
  return hit ? { kind, title: hit.title, url: hit.url } : null;
}

/** Everything the chat needs for one question about one published article. */
export async function chatGrounding(
  db: Db,
  article: { id: string; title: string; excerpt: string | null; content: string | null },
  question: string,
): Promise<ChatGrounding> {
  const source = await articleSources(db, article);
  const q = analyseQuestion(question);
  const evidence: Evidence = findEvidence(q, source.passages, source);
  const elsewhere = evidence.answer ? null : await answerElsewhere(db, question, article.id);
  return {
    passages: evidence.passages
      .filter((p) => p.block !== "h")
      .map((p) => ({ n: p.n, text: p.text, section: p.section })),
    answer: evidence.answer ? { text: evidence.answer.text, n: evidence.answer.n } : null,
    missing: evidence.missing ? MISSING_LABEL[evidence.missing] : null,
    elsewhere,
    topics: source.passages.filter((p) => p.block === "h").map((p) => p.text),
    terms: q.terms.filter((t) => t.weight >= 1).map((t) => t.word),
  };
}

// ---------------------------------------------------------------- ispirazione

/** Words too common on this site to say two pages are related. */
const GENERIC = new Set(
  (
    "italia italiano italiana italiani italiane oggi anni anno secolo secoli citta storia storico storica " +
    "tradizione mondo grande grandi parte tutto tutti molto molti primo prima dopo ancora sempre luogo luoghi " +
    "viaggio visita visitare modo tempo giorno giorni centro lavoro opere opera"
  ).split(" "),
);

/** The article's characteristic words: title and standfirst first, then its most frequent words. */
function keywordsOf(source: SourcePassages): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (text: string, w: number) => {
    for (const word of words(text)) {
      if (word.length < 4 || isStopword(word) || GENERIC.has(word) || /\d/.test(word)) continue;
      weights.set(word, (weights.get(word) ?? 0) + w);
    }
  };
  add(source.title, 3);
  add(source.excerpt ?? "", 2);
  for (const p of source.passages) add(p.text, p.block === "h" ? 1 : 0.5);
  return new Map([...weights].sort((a, b) => b[1] - a[1]).slice(0, 14));
}

/**
 * Italian regions the article names as places: a region or a town of the knowledge base
 * written with its capital letter ("a Vasto", not "un vasto rimboschimento").
 */
export function regionsNamed(text: string): string[] {
  const found: string[] = [];
  for (const place of KNOWN_PLACES) {
    if (found.includes(place.region)) continue;
    const re = new RegExp(
      `(^|[^\\p{L}])${place.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=$|[^\\p{L}])`,
      "u",
    );
    if (re.test(text)) found.push(place.region);
  }
  return found;
}

/** Related articles, rankings (only when related) and partners, by retrieval relevance. */
export async function relatedTo(
  db: Db,
  article: { id: string; title: string; excerpt: string | null; content: string | null },
): Promise<InspirationCandidates> {
  const source = await articleSources(db, article);
  const keywords = keywordsOf(source);
  const regions = regionsNamed(
    [source.title, source.excerpt ?? "", ...source.passages.map((p) => p.text)].join("\n"),
  );
  const empty: InspirationCandidates = {
    articles: [],
    rankings: [],
    partners: [],
    region: regions[0] ?? null,
  };
  if (!keywords.size) return empty;
  const tsquery = [...keywords.keys()].join(" | ");
  const rows = rowsOf(
    await db.execute(sql`
      select kind, coalesce(article_id, ranking_id, partner_id) as doc, block, body
      from search_passages
      where block in ('title', 'excerpt', 'profile') and tsv @@ to_tsquery('atlante', ${tsquery})
        and (article_id is null or article_id <> ${article.id})
      limit 400`),
  );
  // Score each candidate by the keywords its title and summary share, rarer ones counting more.
  const stemsOf = new Map<string, { kind: string; stems: Set<string>; text: string }>();
  for (const r of rows) {
    const key = `${r.kind}:${r.doc}`;
    const entry = stemsOf.get(key) ?? { kind: String(r.kind), stems: new Set<string>(), text: "" };
    for (const s of contentStems(String(r.body))) entry.stems.add(s);
    entry.text += ` ${r.body}`;
    stemsOf.set(key, entry);
  }
  const titleWords = new Set(words(source.title));
  const keyStems = [...keywords].map(([word, w]) => ({ word, w, stem: contentStems(word)[0] ?? word }));
  const df = new Map<string, number>();
  for (const { stems } of stemsOf.values())
    for (const k of keyStems) if (stems.has(k.stem)) df.set(k.stem, (df.get(k.stem) ?? 0) + 1);
  const n = Math.max(1, stemsOf.size);
  const scored = [...stemsOf].map(([key, entry]) => {
    let score = 0;
    let distinct = 0;
    let titleWord = false;
    const shared: string[] = [];
    for (const k of keyStems) {
      if (!entry.stems.has(k.stem)) continue;
      score += k.w * Math.log(1 + n / (df.get(k.stem) ?? 1));
      distinct++;
      if (titleWords.has(k.word)) titleWord = true;
      if (shared.length < 2) shared.push(k.word);
    }
    const id = key.slice(key.indexOf(":") + 1);
    return { key, kind: entry.kind, id, score, shared, distinct, titleWord, text: entry.text };
  });
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0]?.score ?? 0;
  // Related means two shared keywords, or one word of the article's title among the
  // strongest matches: one ordinary word in common ("regole", "macchine") is not enough.
  const related = (s: (typeof scored)[number]) =>
    s.score > 0 && (s.distinct >= 2 || (s.titleWord && s.score >= best * 0.6));
  const pickArticles = scored.filter((s) => s.kind === "article" && related(s)).slice(0, 3);
  const pickRankings = scored
    .filter((s) => s.kind === "ranking" && related(s) && s.score >= best * 0.35)
    .slice(0, 2);
  const partnerScores = scored
    .filter((s) => s.kind === "partner")
    .map((s) => ({ ...s, score: s.score + (regions.some((r) => s.text.includes(r)) ? best * 0.5 : 0) }))
    .filter((s) => related(s) || regions.some((r) => s.text.includes(r)))
    .sort((a, b) => b.score - a.score)
    .slice(0, 2);

  const [arts, ranks, partners] = await Promise.all([
    pickArticles.length
      ? db
          .select({
            id: articles.id,
            title: articles.title,
            slug: articles.slug,
            excerpt: articles.excerpt,
            categorySlug: categories.slug,
          })
          .from(articles)
          .innerJoin(categories, eq(categories.id, articles.categoryId))
          .where(
            and(
              inArray(
                articles.id,
                pickArticles.map((s) => s.id),
              ),
              eq(articles.isPublished, true),
              ne(articles.id, article.id),
              isNotNull(articles.categoryId),
            ),
          )
      : [],
    pickRankings.length
      ? db
          .select({
            id: rankings.id,
            title: rankings.title,
            slug: rankings.slug,
            description: rankings.description,
          })
          .from(rankings)
          .where(
            and(
              inArray(
                rankings.id,
                pickRankings.map((s) => s.id),
              ),
              eq(rankings.isActive, true),
            ),
          )
      : [],
    partnerScores.length
      ? db
          .select({
            id: partnerProfiles.id,
            nome: partnerProfiles.nome,
            slug: partnerProfiles.slug,
            regione: partnerProfiles.regione,
            sommario: partnerProfiles.aiSommario,
            descrizione: partnerProfiles.descrizione,
          })
          .from(partnerProfiles)
          .where(
            and(
              inArray(
                partnerProfiles.id,
                partnerScores.map((s) => s.id),
              ),
              eq(partnerProfiles.stato, "pubblicato"),
            ),
          )
      : [],
  ]);
  const order = <T extends { id: string }>(list: T[], picks: { id: string }[]) =>
    picks.flatMap((p) => list.filter((x) => x.id === p.id));
  return {
    articles: order(arts, pickArticles).map((a) => ({
      title: a.title,
      url: articlePath(a),
      excerpt: a.excerpt,
      shared: pickArticles.find((p) => p.id === a.id)?.shared ?? [],
    })),
    rankings: order(ranks, pickRankings).map((r) => ({
      title: r.title,
      url: rankingPath(r.slug),
      description: r.description,
    })),
    partners: order(partners, partnerScores).map((p) => ({
      nome: p.nome,
      url: partnerPath(p.slug),
      regione: p.regione,
      sommario: p.sommario ?? p.descrizione,
    })),
    region: regions[0] ?? null,
  };
}

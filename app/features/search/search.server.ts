// Site search (/cerca): the index queried with PostgreSQL full text (Italian stemming,
// accents ignored, the lexicon's synonyms, typos corrected against the vocabulary with
// pg_trgm), one result per article, ranking or partner with its best passage highlighted.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articles, categories, partnerProfiles, rankings, searchTerms } from "~/db/schema";
import { isStopword, words } from "~/features/ai/offline/text";
import { articlePath, partnerPath, rankingPath } from "~/lib/urls";
import { ensureIndexFresh } from "./indexer.server";
import {
  MARK_END,
  MARK_START,
  OVERVIEW_SIZE,
  PAGE_SIZE,
  SEARCH_KINDS,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from "./search-kinds";
import { relatedWords } from "./terms";

export { MARK_END, MARK_START, type SearchGroup, type SearchHit, type SearchKind };

const KIND_OF: Record<SearchKind, "article" | "ranking" | "partner"> = {
  articoli: "article",
  classifiche: "ranking",
  partner: "partner",
};

/** Longest query kept (longer input is cut, never refused). */
export const MAX_QUERY_LENGTH = 120;
const MAX_TOKENS = 8;
/** Passages ranked per query at most (keeps very common words fast). */
const MAX_RANKED = 4000;

export interface SearchResult {
  query: string;
  /** The corrected query when the typed one found nothing ("Forse cercavi"). */
  corrected: string | null;
  groups: SearchGroup[];
  total: number;
}

/** The query as searched: control characters out, spaces collapsed, length capped. */
export function cleanQuery(raw: unknown): string {
  if (typeof raw !== "string") return "";
  return raw
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}

/** Content words of a query (letters and digits only, accents removed), at most 8. */
export function queryTokens(query: string): string[] {
  const all = words(query);
  const content = all.filter((w) => !isStopword(w));
  return (content.length ? content : all).slice(0, MAX_TOKENS);
}

/**
 * A to_tsquery expression built only from [a-z0-9] words (so it is always valid):
 * every word (or one of its synonyms) must match; `prefix` lets the last one be the
 * beginning of a word (as-you-type suggestions).
 */
export function tsQueryOf(tokens: string[], options: { prefix?: boolean; any?: boolean } = {}): string {
  return tokens
    .map((token, i) => {
      const last = options.prefix && i === tokens.length - 1;
      const alternatives = [token, ...(last ? [] : relatedWords(token))].map((w) => (last ? `${w}:*` : w));
      return `(${alternatives.join(" | ")})`;
    })
    .join(options.any ? " | " : " & ");
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => ((result as { rows?: Row[] }).rows ?? []) as Row[];

interface RankedDoc {
  kind: "article" | "ranking" | "partner";
  id: string;
  passageId: number;
  total: number;
}

/** Best documents per kind for a query, with how many there are of each kind. */
async function rankDocs(db: Db, tsquery: string, kinds: string[], offset: number, limit: number) {
  const result = await db.execute(sql`
    with q as (select to_tsquery('atlante', ${tsquery}) as q),
    hits as (
      select p.kind, coalesce(p.article_id, p.ranking_id, p.partner_id) as doc, p.id, p.block,
             ts_rank_cd(p.tsv, q.q) * (case when p.block = 'title' then 2 else 1 end) as score
      from (
        -- Bounded: a word on every page ("italia") ranks its first few thousand passages.
        select * from search_passages, q
        where tsv @@ q.q and kind = any(${`{${kinds.join(",")}}`}::text[])
        limit ${MAX_RANKED}
      ) p, q
    ),
    docs as (
      select distinct on (kind, doc) kind, doc, id,
             sum(score) over (partition by kind, doc) as total
      from hits
      order by kind, doc, (block = 'title'), score desc
    ),
    ranked as (
      select kind, doc, id, total,
             row_number() over (partition by kind order by total desc, doc) as rn,
             count(*) over (partition by kind) as n
      from docs
    )
    select kind, doc, id, total, n from ranked where rn > ${offset} and rn <= ${offset + limit}
    order by kind, rn`);
  const rows = rowsOf(result);
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(String(r.kind), Number(r.n));
  return {
    docs: rows.map((r) => ({
      kind: r.kind as RankedDoc["kind"],
      id: String(r.doc),
      passageId: Number(r.id),
      total: Number(r.total),
    })),
    counts,
  };
}

/** Only the counts (a kind whose page is beyond its results still shows its total). */
async function countDocs(db: Db, tsquery: string): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select kind, count(distinct coalesce(article_id, ranking_id, partner_id)) as n
    from search_passages where tsv @@ to_tsquery('atlante', ${tsquery}) group by kind`);
  return new Map(rowsOf(result).map((r) => [String(r.kind), Number(r.n)]));
}

async function snippets(db: Db, tsquery: string, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=32, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
  const result = await db.execute(sql`
    select id, ts_headline('atlante', body, to_tsquery('atlante', ${tsquery}), ${options}) as snippet
    from search_passages where id = any(${`{${ids.join(",")}}`}::bigint[])`);
  return new Map(rowsOf(result).map((r) => [Number(r.id), String(r.snippet)]));
}

/** Titles, addresses and labels of sources to show (published ones only). */
export async function describeDocs(
  db: Db,
  docs: Pick<RankedDoc, "kind" | "id">[],
): Promise<Map<string, Omit<SearchHit, "snippet">>> {
  const ids = (kind: RankedDoc["kind"]) => docs.filter((d) => d.kind === kind).map((d) => d.id);
  const [arts, ranks, partners] = await Promise.all([
    ids("article").length
      ? db
          .select({
            id: articles.id,
            title: articles.title,
            slug: articles.slug,
            categorySlug: categories.slug,
            categoryName: categories.name,
          })
          .from(articles)
          .innerJoin(categories, eq(categories.id, articles.categoryId))
          .where(
            and(
              inArray(articles.id, ids("article")),
              eq(articles.isPublished, true),
              isNotNull(articles.categoryId),
            ),
          )
      : [],
    ids("ranking").length
      ? db
          .select({ id: rankings.id, title: rankings.title, slug: rankings.slug })
          .from(rankings)
          .where(and(inArray(rankings.id, ids("ranking")), eq(rankings.isActive, true)))
      : [],
    ids("partner").length
      ? db
          .select({
            id: partnerProfiles.id,
            nome: partnerProfiles.nome,
            slug: partnerProfiles.slug,
            regione: partnerProfiles.regione,
            comune: partnerProfiles.comune,
          })
          .from(partnerProfiles)
          .where(and(inArray(partnerProfiles.id, ids("partner")), eq(partnerProfiles.stato, "pubblicato")))
      : [],
  ]);
  const out = new Map<string, Omit<SearchHit, "snippet">>();
  for (const a of arts)
    out.set(a.id, { kind: "article", id: a.id, title: a.title, url: articlePath(a), label: a.categoryName });
  for (const r of ranks)
    out.set(r.id, {
      kind: "ranking",
      id: r.id,
      title: r.title,
      url: rankingPath(r.slug),
      label: "Classifica",
    });
  for (const p of partners)
    out.set(p.id, {
      kind: "partner",
      id: p.id,
      title: p.nome,
      url: partnerPath(p.slug),
      label: [p.comune, p.regione].filter(Boolean).join(", ") || null,
      partnerSlug: p.slug,
    });
  return out;
}

/** Known words of the vocabulary among the tokens, and the closest known word for the others. */
async function corrected(db: Db, tokens: string[]): Promise<string[] | null> {
  const known = new Set(
    (
      await db.select({ term: searchTerms.term }).from(searchTerms).where(inArray(searchTerms.term, tokens))
    ).map((r) => r.term),
  );
  let changed = false;
  const out: string[] = [];
  for (const token of tokens) {
    if (known.has(token) || token.length < 4 || /\d/.test(token)) {
      out.push(token);
      continue;
    }
    const result = await db.execute(sql`
      select term from search_terms where term % ${token} and similarity(term, ${token}) >= 0.4
      order by similarity(term, ${token}) desc, hits desc limit 1`);
    const best = rowsOf(result)[0]?.term;
    if (typeof best === "string" && best !== token) {
      out.push(best);
      changed = true;
    } else out.push(token);
  }
  return changed ? out : null;
}

async function run(db: Db, tokens: string[], only: SearchKind | null, page: number) {
  const tsquery = tsQueryOf(tokens);
  const kinds = only ? [KIND_OF[only]] : Object.values(KIND_OF);
  const size = only ? PAGE_SIZE : OVERVIEW_SIZE;
  const offset = only ? (page - 1) * PAGE_SIZE : 0;
  const ranked = await rankDocs(db, tsquery, kinds, offset, size);
  const counts = ranked.docs.length || offset === 0 ? ranked.counts : await countDocs(db, tsquery);
  return { tsquery, ...ranked, counts };
}

/**
 * One page of results for a query: grouped by kind (the overview shows the first few of
 * each; `kind` pages through one group). Input of any size or character is safe.
 */
export async function siteSearch(
  db: Db,
  rawQuery: unknown,
  options: { kind?: SearchKind | null; page?: number } = {},
): Promise<SearchResult> {
  const query = cleanQuery(rawQuery);
  const only = options.kind ?? null;
  const page = Math.max(1, Math.min(500, Math.floor(options.page ?? 1)));
  const empty: SearchResult = { query, corrected: null, groups: [], total: 0 };
  const tokens = queryTokens(query);
  if (!tokens.length) return empty;
  await ensureIndexFresh(db);

  let found = await run(db, tokens, only, page);
  let correctedQuery: string | null = null;
  if (!found.counts.size) {
    const fixed = await corrected(db, tokens);
    if (fixed) {
      const retry = await run(db, fixed, only, page);
      if (retry.counts.size) {
        found = retry;
        correctedQuery = fixed.join(" ");
      }
    }
  }
  const [info, marks] = await Promise.all([
    describeDocs(db, found.docs),
    snippets(
      db,
      found.tsquery,
      found.docs.map((d) => d.passageId),
    ),
  ]);
  const groups: SearchGroup[] = SEARCH_KINDS.filter((k) => !only || k === only)
    .map((kind) => ({
      kind,
      total: found.counts.get(KIND_OF[kind]) ?? 0,
      hits: found.docs
        .filter((d) => d.kind === KIND_OF[kind] && info.has(d.id))
        .map((d) => ({ ...info.get(d.id)!, snippet: marks.get(d.passageId) ?? "" })),
    }))
    .filter((g) => g.total > 0);
  return { query, corrected: correctedQuery, groups, total: groups.reduce((n, g) => n + g.total, 0) };
}

export interface Suggestion {
  title: string;
  url: string;
  kind: "article" | "ranking" | "partner";
}

/** As-you-type suggestions: titles whose words start with what was typed. */
export async function searchSuggestions(db: Db, rawQuery: unknown, limit = 6): Promise<Suggestion[]> {
  const tokens = queryTokens(cleanQuery(rawQuery));
  if (!tokens.length || (tokens.length === 1 && tokens[0]!.length < 2)) return [];
  await ensureIndexFresh(db);
  const tsquery = tsQueryOf(tokens, { prefix: true });
  const result = await db.execute(sql`
    select kind, coalesce(article_id, ranking_id, partner_id) as doc,
           ts_rank_cd(tsv, to_tsquery('atlante', ${tsquery})) as score
    from search_passages
    where block = 'title' and tsv @@ to_tsquery('atlante', ${tsquery})
    order by score desc, doc limit ${limit}`);
  const docs = rowsOf(result).map((r) => ({
    kind: r.kind as RankedDoc["kind"],
    id: String(r.doc),
    passageId: 0,
    total: 0,
  }));
  const info = await describeDocs(db, docs);
  return docs.flatMap((d) => {
    const hit = info.get(d.id);
    return hit ? [{ title: hit.title, url: hit.url, kind: hit.kind }] : [];
  });
}

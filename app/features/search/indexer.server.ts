// The indexer: turns the sources queued by the database triggers into passages. Every
// read of the index (site search, article AI) first empties the queue, so what readers
// find always matches what is published; a source that stops being public has already
// left the index in its own transaction (docs/decisions/0801).
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  articles,
  partnerProfiles,
  rankingItems,
  rankings,
  searchPassages,
  searchQueue,
  searchTerms,
} from "~/db/schema";
import { isStopword, words } from "~/features/ai/offline/text";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import {
  articlePassages,
  type IndexPassage,
  partnerPassages,
  rankingPassages,
  type SourceKind,
} from "./passages";

const BATCH = 100;

type Row = { [key: string]: unknown };

function rowsOf(result: unknown): Row[] {
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

/** True when sources wait to be indexed (one indexed lookup). */
export async function hasQueuedSources(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: searchQueue.id }).from(searchQueue).limit(1);
  return Boolean(row);
}

/**
 * Indexes the queued sources, a batch per transaction, until the queue is empty (or
 * `maxBatches` is reached). Safe to run from several instances at once: each batch
 * claims its rows with SKIP LOCKED. Returns the number of sources indexed.
 */
export async function processSearchQueue(db: Db, maxBatches = 1000): Promise<number> {
  let done = 0;
  for (let i = 0; i < maxBatches; i++) {
    const n = await db.transaction(async (tx) => {
      const claimed = rowsOf(
        await tx.execute(
          sql`delete from search_queue where id in (select id from search_queue order by id limit ${BATCH} for update skip locked) returning kind, source_id`,
        ),
      );
      if (!claimed.length) return 0;
      const ids: Record<SourceKind, Set<string>> = {
        article: new Set(),
        ranking: new Set(),
        partner: new Set(),
      };
      for (const row of claimed) ids[row.kind as SourceKind]?.add(String(row.source_id));
      const passages = [
        ...(await indexArticles(tx, [...ids.article])),
        ...(await indexRankings(tx, [...ids.ranking])),
        ...(await indexPartners(tx, [...ids.partner])),
      ];
      await addTerms(tx, passages);
      return claimed.length;
    });
    if (!n) break;
    done += n;
  }
  return done;
}

/** Empties the queue if anything is waiting: called before every read of the index. */
export async function ensureIndexFresh(db: Db): Promise<void> {
  if (await hasQueuedSources(db)) await processSearchQueue(db);
}

/** Queues every public source again (after a change to how passages are built). */
export async function queueEverything(db: Db): Promise<void> {
  await db.execute(sql`insert into search_queue (kind, source_id)
    select 'article', id from articles where is_published
    union all select 'ranking', id from rankings where is_active
    union all select 'partner', id from partner_profiles where stato = 'pubblicato'`);
}

type StoredPassage = typeof searchPassages.$inferInsert;

async function replace(
  tx: Db,
  column: typeof searchPassages.articleId | typeof searchPassages.rankingId | typeof searchPassages.partnerId,
  ids: string[],
  rows: StoredPassage[],
) {
  if (!ids.length) return;
  await tx.delete(searchPassages).where(inArray(column, ids));
  for (let i = 0; i < rows.length; i += 500) await tx.insert(searchPassages).values(rows.slice(i, i + 500));
}

function stored(kind: SourceKind, source: Partial<StoredPassage>, list: IndexPassage[]): StoredPassage[] {
  return list.map((p) => ({ kind, ...source, ...p }));
}

async function indexArticles(tx: Db, ids: string[]): Promise<IndexPassage[]> {
  if (!ids.length) return [];
  const found = await tx
    .select({ id: articles.id, title: articles.title, excerpt: articles.excerpt, content: articles.content })
    .from(articles)
    .where(and(inArray(articles.id, ids), eq(articles.isPublished, true), isNotNull(articles.categoryId)));
  const all: IndexPassage[] = [];
  const rows = found.flatMap((a) => {
    const list = articlePassages({ ...a, content: sanitizeArticleHtml(a.content) });
    all.push(...list);
    return stored("article", { articleId: a.id }, list);
  });
  await replace(tx, searchPassages.articleId, ids, rows);
  return all;
}

async function indexRankings(tx: Db, ids: string[]): Promise<IndexPassage[]> {
  if (!ids.length) return [];
  const found = await tx
    .select({ id: rankings.id, title: rankings.title, description: rankings.description })
    .from(rankings)
    .where(and(inArray(rankings.id, ids), eq(rankings.isActive, true)));
  const items = found.length
    ? await tx
        .select({
          rankingId: rankingItems.rankingId,
          rank: rankingItems.rank,
          title: rankingItems.title,
          subtitle: rankingItems.subtitle,
          description: rankingItems.description,
        })
        .from(rankingItems)
        .where(
          inArray(
            rankingItems.rankingId,
            found.map((r) => r.id),
          ),
        )
    : [];
  const all: IndexPassage[] = [];
  const rows = found.flatMap((r) => {
    const list = rankingPassages(
      r,
      items.filter((i) => i.rankingId === r.id),
    );
    all.push(...list);
    return stored("ranking", { rankingId: r.id }, list);
  });
  await replace(tx, searchPassages.rankingId, ids, rows);
  return all;
}

async function indexPartners(tx: Db, ids: string[]): Promise<IndexPassage[]> {
  if (!ids.length) return [];
  const found = await tx
    .select({
      id: partnerProfiles.id,
      nome: partnerProfiles.nome,
      tipo: partnerProfiles.tipo,
      regione: partnerProfiles.regione,
      provincia: partnerProfiles.provincia,
      comune: partnerProfiles.comune,
      areaTematica: partnerProfiles.areaTematica,
      descrizione: partnerProfiles.descrizione,
      puntiInteresse: partnerProfiles.puntiInteresse,
      riconoscimenti: partnerProfiles.riconoscimenti,
      aiTitoloPremium: partnerProfiles.aiTitoloPremium,
      aiSommario: partnerProfiles.aiSommario,
      aiChiSiamo: partnerProfiles.aiChiSiamo,
      aiValori: partnerProfiles.aiValori,
      aiServizi: partnerProfiles.aiServizi,
      aiEsperienze: partnerProfiles.aiEsperienze,
    })
    .from(partnerProfiles)
    .where(and(inArray(partnerProfiles.id, ids), eq(partnerProfiles.stato, "pubblicato")));
  const all: IndexPassage[] = [];
  const rows = found.flatMap((p) => {
    const list = partnerPassages(p);
    all.push(...list);
    return stored("partner", { partnerId: p.id }, list);
  });
  await replace(tx, searchPassages.partnerId, ids, rows);
  return all;
}

/** Adds the passages' words to the vocabulary that typos are corrected against. */
async function addTerms(tx: Db, passages: IndexPassage[]) {
  const counts = new Map<string, number>();
  for (const p of passages) {
    for (const w of new Set(words(p.body))) {
      if (w.length >= 4 && w.length <= 40 && !/\d/.test(w) && !isStopword(w))
        counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  }
  const rows = [...counts].map(([term, hits]) => ({ term, hits }));
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(searchTerms)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: searchTerms.term,
        set: { hits: sql`${searchTerms.hits} + excluded.hits` },
      });
  }
}

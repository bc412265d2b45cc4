import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { partnerProfiles, rankingItems, rankings } from "~/db/schema";

export { DEFAULT_RANKING_DESCRIPTION, itemCountLabel, rankingImage } from "./rankings";

/** What a ranking's public pages show of it. */
const rankingColumns = {
  id: rankings.id,
  title: rankings.title,
  slug: rankings.slug,
  description: rankings.description,
  imageUrl: rankings.imageUrl,
  updatedAt: rankings.updatedAt,
};

/** What the ranking page and the admin's items tab show of an item. */
export const rankingItemColumns = {
  id: rankingItems.id,
  rank: rankingItems.rank,
  title: rankingItems.title,
  subtitle: rankingItems.subtitle,
  description: rankingItems.description,
  imageUrl: rankingItems.imageUrl,
  score: rankingItems.score,
};

/** Active rankings ordered by order_index (spec §7). */
export async function listActiveRankings(db: Db) {
  return db
    .select(rankingColumns)
    .from(rankings)
    .where(eq(rankings.isActive, true))
    .orderBy(asc(rankings.orderIndex), asc(rankings.title));
}

/** One active ranking by slug with its items ordered by rank (two queries). */
export async function getActiveRankingWithItems(db: Db, slug: string) {
  const [ranking] = await db
    .select(rankingColumns)
    .from(rankings)
    .where(and(eq(rankings.slug, slug), eq(rankings.isActive, true)))
    .limit(1);
  if (!ranking) return null;
  const items = await db
    .select({
      ...rankingItemColumns,
      /** The partner's profile when the item is about a published partner (issue 12). */
      partnerSlug: partnerProfiles.slug,
    })
    .from(rankingItems)
    .leftJoin(
      partnerProfiles,
      and(eq(partnerProfiles.id, rankingItems.partnerProfileId), eq(partnerProfiles.stato, "pubblicato")),
    )
    .where(eq(rankingItems.rankingId, ranking.id))
    .orderBy(asc(rankingItems.rank), asc(rankingItems.title));
  return { ...ranking, items };
}

/**
 * Home tabs: active rankings with their top `top` items, in two queries
 * whatever the number of rankings.
 */
export async function listRankingsWithTopItems(db: Db, { top = 5 }: { top?: number } = {}) {
  const list = await listActiveRankings(db);
  if (list.length === 0) return [];
  const items = await db
    .select({
      id: rankingItems.id,
      rankingId: rankingItems.rankingId,
      rank: rankingItems.rank,
      title: rankingItems.title,
      subtitle: rankingItems.subtitle,
      score: rankingItems.score,
    })
    .from(rankingItems)
    .where(
      and(
        inArray(
          rankingItems.rankingId,
          list.map((r) => r.id),
        ),
        lte(rankingItems.rank, top),
      ),
    )
    .orderBy(asc(rankingItems.rank), asc(rankingItems.title));
  return list.map((r) => ({ ...r, items: items.filter((i) => i.rankingId === r.id).slice(0, top) }));
}

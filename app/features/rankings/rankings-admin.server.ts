import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rankingItems, rankings } from "~/db/schema";
import { findDuplicateIds } from "~/features/rankings/duplicates";
import { rankingItemColumns } from "~/features/rankings/rankings.server";
import type { RankingInput, RankingItemInput } from "~/features/rankings/rankings-schema";
import * as MESSAGES from "~/lib/messages";
import {
  deleteRows,
  isForeignKeyViolation,
  listedContentValues,
  listPage,
  pageInfo,
  saveRow,
  violatedConstraint,
} from "~/server/crud.server";
import { fail, type Outcome } from "~/server/outcome.server";

export async function listRankingsAdmin(db: Db, page: number) {
  return listPage(
    db.select().from(rankings).orderBy(asc(rankings.orderIndex), asc(rankings.title)),
    db.select({ n: count() }).from(rankings),
    page,
  );
}

export function saveRanking(db: Db, input: RankingInput) {
  const values = { title: input.title, ...listedContentValues(input) };
  const id = { id: rankings.id };
  return saveRow(input.id, {
    update: (rowId) => db.update(rankings).set(values).where(eq(rankings.id, rowId)).returning(id),
    insert: () => db.insert(rankings).values(values).returning(id),
  });
}

export function deleteRanking(db: Db, id: string) {
  return deleteRows(() => db.delete(rankings).where(eq(rankings.id, id)).returning({ id: rankings.id }));
}

/** Active rankings for the items tab (spec §7: id/title/slug). */
export function listActiveRankingOptions(db: Db) {
  return db
    .select({ id: rankings.id, title: rankings.title, slug: rankings.slug })
    .from(rankings)
    .where(eq(rankings.isActive, true))
    .orderBy(asc(rankings.orderIndex), asc(rankings.title));
}

const ITEMS_PAGE_SIZE = 100;

/** One page of a ranking's items by rank, the total and the ids of duplicates (whole ranking). */
export async function listRankingItemsAdmin(db: Db, rankingId: string, page: number) {
  const order = [asc(rankingItems.rank), asc(rankingItems.createdAt), asc(rankingItems.id)];
  const [rows, ranks] = await Promise.all([
    db
      .select({ ...rankingItemColumns, partnerProfileId: rankingItems.partnerProfileId })
      .from(rankingItems)
      .where(eq(rankingItems.rankingId, rankingId))
      .orderBy(...order)
      .limit(ITEMS_PAGE_SIZE)
      .offset((page - 1) * ITEMS_PAGE_SIZE),
    db
      .select({ id: rankingItems.id, rank: rankingItems.rank })
      .from(rankingItems)
      .where(eq(rankingItems.rankingId, rankingId))
      .orderBy(...order),
  ]);
  return {
    rows,
    page: pageInfo(page, ranks.length, ITEMS_PAGE_SIZE),
    duplicateIds: findDuplicateIds(ranks),
  };
}

export function saveRankingItem(db: Db, input: RankingItemInput) {
  const values = {
    rankingId: input.rankingId,
    rank: input.rank,
    title: input.title,
    subtitle: input.subtitle,
    description: input.description,
    imageUrl: input.imageUrl,
    score: input.score,
    partnerProfileId: input.partnerProfileId,
  };
  const id = { id: rankingItems.id };
  return saveRow(
    input.id,
    {
      update: (rowId) =>
        db
          .update(rankingItems)
          .set(values)
          .where(and(eq(rankingItems.id, rowId), eq(rankingItems.rankingId, input.rankingId)))
          .returning(id),
      insert: () => db.insert(rankingItems).values(values).returning(id),
    },
    (error) =>
      isForeignKeyViolation(error)
        ? violatedConstraint(error).includes("partner")
          ? fail("Partner non valido", 400, "partnerProfileId")
          : fail(MESSAGES.rankingNotFound, 404, "rankingId")
        : null,
  );
}

export async function deleteRankingItems(db: Db, rankingId: string, ids: string[]): Promise<Outcome<number>> {
  if (ids.length === 0) return fail(MESSAGES.nothingSelected);
  return deleteRows(() =>
    db
      .delete(rankingItems)
      .where(and(eq(rankingItems.rankingId, rankingId), inArray(rankingItems.id, ids)))
      .returning({ id: rankingItems.id }),
  );
}

import { asc, count, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { categories } from "~/db/schema";
import type { CategoryInput } from "~/features/magazine/magazine-schema";
import { deleteRows, listedContentValues, listPage, saveRow } from "~/server/crud.server";

export async function listCategoriesAdmin(db: Db, page: number) {
  return listPage(
    db.select().from(categories).orderBy(asc(categories.orderIndex), asc(categories.name)),
    db.select({ n: count() }).from(categories),
    page,
  );
}

/** id and name ordered by name (spec §7), for the article form and filter. */
export function listCategoryOptions(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name));
}

export function saveCategory(db: Db, input: CategoryInput) {
  const values = { name: input.name, ...listedContentValues(input) };
  const id = { id: categories.id };
  return saveRow(input.id, {
    update: (rowId) => db.update(categories).set(values).where(eq(categories.id, rowId)).returning(id),
    insert: () => db.insert(categories).values(values).returning(id),
  });
}

export function deleteCategory(db: Db, id: string) {
  return deleteRows(() =>
    db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id }),
  );
}

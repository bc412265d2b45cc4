import { asc, count, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { categories } from "~/db/schema";
import { invalidatePublicPages } from "~/server/page-cache.server";
import { fail, isUniqueViolation, type Outcome, ok, PAGE_SIZE, pageInfo } from "./admin-common.server";
import { ADMIN_MESSAGES } from "./admin-messages";
import type { CategoryInput } from "./admin-schemas";

export async function listCategoriesAdmin(db: Db, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(categories)
      .orderBy(asc(categories.orderIndex), asc(categories.name))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(categories),
  ]);
  return { rows, page: pageInfo(page, total?.n ?? 0) };
}

/** id and name ordered by name (spec §7), for the article form and filter. */
export function listCategoryOptions(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name));
}

export async function saveCategory(
  db: Db,
  input: CategoryInput,
): Promise<Outcome<{ id: string; created: boolean }>> {
  const values = {
    name: input.name,
    slug: input.slug,
    description: input.description,
    imageUrl: input.imageUrl,
    orderIndex: input.orderIndex,
    isActive: input.isActive,
  };
  try {
    if (input.id) {
      const [row] = await db
        .update(categories)
        .set(values)
        .where(eq(categories.id, input.id))
        .returning({ id: categories.id });
      if (!row) return fail(ADMIN_MESSAGES.notFound, 404);
      invalidatePublicPages();
      return ok({ id: row.id, created: false });
    }
    const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
    invalidatePublicPages();
    return ok({ id: row!.id, created: true });
  } catch (error) {
    if (isUniqueViolation(error)) return fail(ADMIN_MESSAGES.slugTaken, 409, "slug");
    throw error;
  }
}

export async function deleteCategory(db: Db, id: string): Promise<Outcome<undefined>> {
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  if (rows.length === 0) return fail(ADMIN_MESSAGES.notFound, 404);
  invalidatePublicPages();
  return ok(undefined);
}

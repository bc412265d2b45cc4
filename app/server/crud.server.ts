// Data helpers shared by the domains' admin write services: paging, save and delete
// of one row with the public pages invalidated, and Postgres error codes.

import * as MESSAGES from "~/lib/messages";
import { fail, type Outcome, ok } from "./outcome.server";
import { invalidatePublicPages } from "./page-cache.server";

export const PAGE_SIZE = 50;

export interface Page {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

export function pageInfo(page: number, total: number, pageSize = PAGE_SIZE): Page {
  return { page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** A list query that can be paged (a Drizzle select before its limit). */
interface PageableQuery<R> {
  limit(n: number): { offset(n: number): PromiseLike<R[]> };
}

/**
 * One page of an admin list and its paging: `query` gives the rows in order, `total`
 * counts what it pages through (same filter).
 */
export async function listPage<R>(
  query: PageableQuery<R>,
  total: PromiseLike<{ n: number }[]>,
  page: number,
  pageSize = PAGE_SIZE,
) {
  const [rows, [counted]] = await Promise.all([query.limit(pageSize).offset((page - 1) * pageSize), total]);
  return { rows, page: pageInfo(page, counted?.n ?? 0, pageSize) };
}

/** Whether a database error carries a Postgres code, looking through Drizzle's wrapping. */
function hasPgCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const isUniqueViolation = (error: unknown) => hasPgCode(error, "23505");

/** The name of the constraint a database error violated, looking through the wrapping. */
export function violatedConstraint(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === "string") return name;
    current = (current as { cause?: unknown }).cause;
  }
  return "";
}
export const isForeignKeyViolation = (error: unknown) => hasPgCode(error, "23503");

/** The usual answer to a unique violation on an admin form: the slug is taken. */
export const slugTaken = (error: unknown) =>
  isUniqueViolation(error) ? fail(MESSAGES.slugTaken, 409, "slug") : null;

type WrittenIds = Promise<{ id: string }[]>;

type ListedContentFields = "slug" | "description" | "imageUrl" | "orderIndex" | "isActive";

/** The fields a magazine section and a ranking share (`listedContentColumns`), from a validated form. */
export function listedContentValues<T extends Record<ListedContentFields, unknown>>(
  input: T,
): Pick<T, ListedContentFields> {
  const { slug, description, imageUrl, orderIndex, isActive } = input;
  return { slug, description, imageUrl, orderIndex, isActive };
}

/**
 * Saves an admin form: updates row `id` when the form names one, inserts otherwise, and
 * invalidates the rendered public pages. `onError` turns an expected database error into
 * the form's message (null rethrows it).
 */
export async function saveRow(
  id: string | undefined,
  write: { update: (id: string) => WrittenIds; insert: () => WrittenIds },
  onError: (error: unknown) => Outcome<never> | null = slugTaken,
): Promise<Outcome<{ id: string; created: boolean }>> {
  try {
    const [row] = id ? await write.update(id) : await write.insert();
    if (!row) return fail(MESSAGES.notFound, 404);
    invalidatePublicPages();
    return ok({ id: row.id, created: !id });
  } catch (error) {
    const outcome = onError(error);
    if (outcome) return outcome;
    throw error;
  }
}

/** Runs a delete; none deleted is not-found, otherwise the public pages are invalidated. */
export async function deleteRows(remove: () => WrittenIds): Promise<Outcome<number>> {
  const rows = await remove();
  if (rows.length === 0) return fail(MESSAGES.notFound, 404);
  invalidatePublicPages();
  return ok(rows.length);
}

/** Small helpers shared by the admin services. */
import { invalidatePublicPages } from "~/server/page-cache.server";
import { ADMIN_MESSAGES } from "./admin-messages";

export const PAGE_SIZE = 50;

export interface Page {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

/** Reads `?page=` (1-based), clamped to at least 1. */
export function pageParam(url: URL, key = "page"): number {
  const n = Number.parseInt(url.searchParams.get(key) ?? "1", 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 1_000_000) : 1;
}

export function pageInfo(page: number, total: number, pageSize = PAGE_SIZE): Page {
  return { page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Outcome of an admin write: a value, or an Italian message (optionally tied to a field). */
export type Outcome<T = undefined> =
  | { ok: true; value: T }
  | { ok: false; message: string; field?: string; status: number };

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const fail = (message: string, status = 400, field?: string): Outcome<never> =>
  field ? { ok: false, message, status, field } : { ok: false, message, status };

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
export const isForeignKeyViolation = (error: unknown) => hasPgCode(error, "23503");

/** The usual answer to a unique violation on an admin form: the slug is taken. */
export const slugTaken = (error: unknown) =>
  isUniqueViolation(error) ? fail(ADMIN_MESSAGES.slugTaken, 409, "slug") : null;

type WrittenIds = Promise<{ id: string }[]>;

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
    if (!row) return fail(ADMIN_MESSAGES.notFound, 404);
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
  if (rows.length === 0) return fail(ADMIN_MESSAGES.notFound, 404);
  invalidatePublicPages();
  return ok(rows.length);
}

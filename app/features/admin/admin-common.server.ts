/** Small helpers shared by the admin services. */

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

/** Postgres unique violation (code 23505), looking through Drizzle's wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

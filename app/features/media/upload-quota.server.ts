import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { uploadUsageDaily } from "~/db/schema";

/**
 * Per-account daily upload quota (issue 18, ADR 1824): bytes actually received
 * (the size of each file as parsed from the body, never a declared length) and
 * files, per UTC day. Every received file reserves its share before it is
 * checked or stored, refused files included, so neither disk nor CPU can be
 * spent past the quota.
 */

export interface UploadQuota {
  bytesPerDay: number;
  filesPerDay: number;
}

export function quotaFromEnv(env: {
  UPLOAD_QUOTA_BYTES_PER_DAY: number;
  UPLOAD_QUOTA_FILES_PER_DAY: number;
}) {
  return { bytesPerDay: env.UPLOAD_QUOTA_BYTES_PER_DAY, filesPerDay: env.UPLOAD_QUOTA_FILES_PER_DAY };
}

const megabytes = (bytes: number) => Math.max(1, Math.round(bytes / (1024 * 1024)));

export function quotaExceededMessage(quota: UploadQuota) {
  return `Hai raggiunto il limite giornaliero di caricamenti (${megabytes(quota.bytesPerDay)} MB o ${quota.filesPerDay} file al giorno). Riprova domani.`;
}

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? []) as Record<string, unknown>[];
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Reserves one file of `bytes` for the account today; false when that would go past
 * either limit. One conditional upsert: parallel uploads cannot overshoot together.
 */
export async function reserveUpload(
  db: Db,
  userId: string,
  bytes: number,
  quota: UploadQuota,
  now = new Date(),
): Promise<boolean> {
  if (bytes > quota.bytesPerDay || quota.filesPerDay < 1) return false;
  const table = uploadUsageDaily;
  const result = await db.execute(sql`
    insert into ${table} (user_id, day, bytes, files) values (${userId}, ${utcDay(now)}, ${bytes}, 1)
    on conflict (user_id, day) do update
      set bytes = ${table}.bytes + excluded.bytes, files = ${table}.files + 1
      where ${table}.bytes + excluded.bytes <= ${quota.bytesPerDay}
        and ${table}.files + 1 <= ${quota.filesPerDay}
    returning files`);
  return rowsOf(result).length === 1;
}

export async function usageToday(db: Db, userId: string, now = new Date()) {
  const result = await db.execute(
    sql`select bytes, files from ${uploadUsageDaily} where user_id = ${userId} and day = ${utcDay(now)}`,
  );
  const row = rowsOf(result)[0] as { bytes: string | number; files: number } | undefined;
  return { bytes: Number(row?.bytes ?? 0), files: Number(row?.files ?? 0) };
}

/**
 * Reads the request body counting the bytes that really arrive (chunked bodies
 * included) and parses it as a form; null when it exceeds `maxBytes` (the read
 * stops there) or is not a valid form.
 */
export async function readFormDataWithin(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; form: FormData } | { ok: false; tooLarge: boolean }> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, tooLarge: true };
      }
      chunks.push(value);
    }
  }
  try {
    const parsed = new Request(request.url, {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      body: Buffer.concat(chunks),
    });
    return { ok: true, form: await parsed.formData() };
  } catch {
    return { ok: false, tooLarge: false };
  }
}

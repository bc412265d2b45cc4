import {
  type PartnerImageKind,
  storePartnerDocument,
  storePartnerImage,
} from "~/features/media/upload.server";
import { quotaExceededMessage, quotaFromEnv, reserveUpload } from "~/features/media/upload-quota.server";
import * as MESSAGES from "~/lib/messages";
import type { RequestContext } from "~/server/context.server";
import { consumeRateLimit } from "~/server/rate-limit.server";
import { WIZARD_MESSAGES } from "./wizard-schema";

const UPLOAD_RULE = { name: "partner:upload", max: 120, windowSeconds: 600 };
export const PARTNER_UPLOAD_KINDS = ["logo_url", "cover_url", "gallery", "ambassador-avatar", "doc"] as const;
export type PartnerUploadKind = (typeof PARTNER_UPLOAD_KINDS)[number];

const json = (body: unknown, status = 200) => Response.json(body, { status });

/**
 * The wizard's "upload" intent: files checked by content and stored under the
 * user's folder, each first counted against the account's daily quota.
 */
export async function handlePartnerUpload(
  ctx: RequestContext,
  userId: string,
  kind: PartnerUploadKind,
  form: FormData,
): Promise<Response> {
  const files = form
    .getAll("file")
    .filter((f): f is File => typeof f === "object" && f !== null && "arrayBuffer" in f && f.size > 0);
  const errorMessage =
    kind === "doc"
      ? WIZARD_MESSAGES.documentsUploadError
      : kind === "gallery"
        ? WIZARD_MESSAGES.imagesUploadError
        : kind === "ambassador-avatar"
          ? WIZARD_MESSAGES.avatarUploadError
          : WIZARD_MESSAGES.imageUploadError;
  if (files.length === 0) return json({ ok: false, message: errorMessage }, 400);
  const multiple = kind === "gallery" || kind === "doc";
  if (!multiple && files.length > 1) return json({ ok: false, message: errorMessage }, 400);
  if (files.length > 10)
    return json({ ok: false, message: `${errorMessage}: massimo 10 file per volta` }, 400);
  const limit = await consumeRateLimit(ctx.db, UPLOAD_RULE, userId);
  if (!limit.allowed) return json({ ok: false, message: MESSAGES.tooManyRequests }, 429);

  const quota = quotaFromEnv(ctx.env);
  const urls: string[] = [];
  const refused: string[] = [];
  let overQuota = false;
  for (const file of files) {
    // file.size is what was parsed from the body, not a declared length.
    if (overQuota || !(await reserveUpload(ctx.db, userId, file.size, quota))) {
      overQuota = true;
      refused.push(`${file.name.slice(0, 80)}: ${quotaExceededMessage(quota)}`);
      continue;
    }
    const body = Buffer.from(await file.arrayBuffer());
    const stored =
      kind === "doc"
        ? await storePartnerDocument(ctx.storage, userId, body, file.name, ctx.env.UPLOAD_MAX_DOCUMENT_BYTES)
        : await storePartnerImage(
            ctx.storage,
            userId,
            kind as PartnerImageKind,
            body,
            ctx.env.UPLOAD_MAX_IMAGE_BYTES,
          );
    if (stored.ok) urls.push(stored.url);
    else refused.push(`${file.name.slice(0, 80)}: ${stored.message}`);
  }
  if (urls.length === 0) {
    return overQuota
      ? json({ ok: false, message: quotaExceededMessage(quota), details: refused }, 429)
      : json({ ok: false, message: errorMessage, details: refused }, 422);
  }
  const message =
    kind === "doc"
      ? WIZARD_MESSAGES.documentsUploaded(urls.length)
      : kind === "gallery"
        ? WIZARD_MESSAGES.imagesUploaded(urls.length)
        : kind === "ambassador-avatar"
          ? WIZARD_MESSAGES.avatarUploaded
          : WIZARD_MESSAGES.imageUploaded;
  return json({ ok: true, message, urls, details: refused });
}

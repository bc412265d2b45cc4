// Article images (spec §7 "Storage", bucket article-images): checked by content,
// re-encoded, stored under a random unique name that never overwrites.
import crypto from "node:crypto";
import { ARTICLE_IMAGE_MAX_BYTES } from "~/features/media/article-image-rules";
import * as MESSAGES from "~/lib/messages";
import { fail, type Outcome, ok } from "~/server/outcome.server";
import { publicUrl, type Storage } from "~/server/storage.server";
import { processImageUpload } from "./image-processing.server";

export const ARTICLE_BUCKET = "article-images" as const;

/** Stores one uploaded article image and returns its public URL. */
export async function storeArticleImage(storage: Storage, input: Buffer): Promise<Outcome<{ url: string }>> {
  const processed = await processImageUpload(input, { maxBytes: ARTICLE_IMAGE_MAX_BYTES });
  if (!processed.ok)
    return fail(processed.reason === "too-large" ? MESSAGES.imageTooLarge : MESSAGES.imageUploadError, 415);
  // Spec §5: JPEG, PNG or WebP only.
  if (processed.contentType === "image/avif") return fail(MESSAGES.imageType, 415);
  const key = `${crypto.randomUUID()}.${processed.ext}`;
  await storage.put(ARTICLE_BUCKET, key, processed.body, {
    contentType: processed.contentType,
    overwrite: false,
  });
  return ok({ url: publicUrl(ARTICLE_BUCKET, key) });
}

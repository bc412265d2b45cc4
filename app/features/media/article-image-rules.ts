import { z } from "zod";
import * as MESSAGES from "~/lib/messages";

/** Client-side rule for the article image (spec §5). The server checks the content too. */
export const ARTICLE_IMAGE_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/webp"] as const;
export const ARTICLE_IMAGE_EXTENSIONS = ["jpeg", "jpg", "png", "webp"] as const;
export const ARTICLE_IMAGE_MAX_BYTES = 5_242_880;

export function checkArticleImage(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  const typeOk = (ARTICLE_IMAGE_TYPES as readonly string[]).includes(file.type);
  const extOk = (ARTICLE_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
  if (!typeOk || !extOk) return MESSAGES.imageType;
  if (file.size > ARTICLE_IMAGE_MAX_BYTES) return MESSAGES.imageTooLarge;
  return null;
}

/** The admin's upload intent: one non-empty file in `image`. */
export const articleImageUploadSchema = z.object({
  intent: z.literal("upload-image"),
  image: z.instanceof(File).refine((file) => file.size > 0),
});

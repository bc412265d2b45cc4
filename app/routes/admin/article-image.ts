import { ARTICLE_IMAGE_MAX_BYTES, checkArticleImage } from "~/features/media/article-image-rules";
import { storeArticleImage } from "~/features/media/article-images.server";
import * as MESSAGES from "~/lib/messages";
import { appContext } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { replyJson } from "~/server/outcome.server";
import { requireAdmin } from "~/server/policy.server";
import type { Route } from "./+types/article-image";

const refuse = (title: string, status: number) =>
  replyJson({ ok: false, toast: { type: "error", title } }, { status });

/**
 * POST /admin/articoli/immagini: an image inside an article's text (issue 15), checked
 * by content and re-encoded like the cover. Answers the reply format with its URL.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  if (Number(request.headers.get("content-length") ?? 0) > ARTICLE_IMAGE_MAX_BYTES + 1_048_576)
    return refuse(MESSAGES.imageTooLarge, 413);
  const file = (await readForm(request)).get("image");
  if (!(file instanceof File) || file.size === 0) return refuse(MESSAGES.imageUploadError, 400);
  const rule = checkArticleImage(file);
  if (rule) return refuse(rule, rule === MESSAGES.imageTooLarge ? 413 : 415);
  try {
    const stored = await storeArticleImage(ctx.storage, Buffer.from(await file.arrayBuffer()));
    if (!stored.ok) return refuse(stored.message, stored.status);
    return replyJson({ ok: true, toast: null, value: stored.value });
  } catch (error) {
    ctx.log.error({ err: error }, MESSAGES.imageUploadError);
    return refuse(MESSAGES.imageUploadError, 500);
  }
}

export function loader() {
  return new Response(null, { status: 405, headers: { allow: "POST" } });
}

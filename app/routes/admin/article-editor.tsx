import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { generateArticleContent } from "~/features/ai/article-content.server";
import {
  autosaveArticle,
  discardDraft,
  getRevisions,
  restoreRevision,
} from "~/features/magazine/article-drafts.server";
import {
  getArticleForEditing,
  getCategoryName,
  saveArticle,
} from "~/features/magazine/articles-admin.server";
import { listCategoryOptions } from "~/features/magazine/categories-admin.server";
import { ArticleEditor } from "~/features/magazine/components/article-editor/article-editor";
import { isUuid } from "~/features/magazine/magazine.server";
import {
  articleDraftSchema,
  articleSchema,
  generateContentSchema,
  revisionSchema,
} from "~/features/magazine/magazine-schema";
import { ARTICLE_REVISION_FIELDS } from "~/features/magazine/revision-diff";
import { ARTICLE_IMAGE_MAX_BYTES } from "~/features/media/article-image-rules";
import { storeArticleImage } from "~/features/media/article-images.server";
import { listPartnerOptions } from "~/features/partners/partners-public.server";
import * as MESSAGES from "~/lib/messages";
import { comparedRevisionIds, compareRevisions } from "~/lib/revision-diff";
import { adminArticlePath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import {
  failure,
  fromOutcome,
  invalidForm,
  success,
  unexpected,
  unknownIntent,
} from "~/server/outcome.server";
import { requireAdmin } from "~/server/policy.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/article-editor";

const NEW = "nuovo";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  const [categories, partners] = await Promise.all([listCategoryOptions(ctx.db), listPartnerOptions(ctx.db)]);
  if (params.id === NEW) return { categories, partners, editing: null, comparison: null };
  if (!isUuid(params.id)) throw data(MESSAGES.notFound, { status: 404 });
  const editing = await getArticleForEditing(ctx.db, params.id);
  if (!editing) throw data(MESSAGES.notFound, { status: 404 });
  const pair = comparedRevisionIds(new URL(request.url));
  const comparison =
    pair.length === 2
      ? compareRevisions(await getRevisions(ctx.db, params.id, pair), pair, ARTICLE_REVISION_FIELDS)
      : null;
  return { categories, partners, editing, comparison };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.editing?.article.title ?? "Nuovo articolo";
  return [{ title: `${title} · Articoli · Atlante` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const ctx = context.get(appContext);
  // Uploads are at most 5 MB: anything much bigger is refused before it is read.
  if (Number(request.headers.get("content-length") ?? 0) > ARTICLE_IMAGE_MAX_BYTES + 1_048_576)
    return failure(MESSAGES.imageTooLarge, 413);
  const id = params.id === NEW ? null : params.id;
  if (id !== null && !isUuid(id)) throw data(MESSAGES.notFound, { status: 404 });
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  try {
    switch (intent) {
      case "save": {
        const submission = parseWithZod(formData, { schema: articleSchema });
        if (submission.status !== "success") return invalidForm(submission);
        const cover = formData.get("coverFile");
        if (cover instanceof File && cover.size > 0) {
          const stored = await storeArticleImage(ctx.storage, Buffer.from(await cover.arrayBuffer()));
          if (!stored.ok) return fromOutcome(stored, submission, "");
          submission.value.imageUrl = stored.value.url;
        }
        const outcome = await saveArticle(
          ctx.db,
          { ...submission.value, id: id ?? undefined },
          { userId: user.id },
        );
        if (!outcome.ok) return fromOutcome(outcome, submission, "");
        const title =
          outcome.value.status === "programmato"
            ? MESSAGES.articleScheduled
            : outcome.value.created
              ? MESSAGES.articleCreated
              : MESSAGES.articleUpdated;
        return redirectWithToast(request, context, adminArticlePath(outcome.value.id), {
          type: "success",
          title,
        });
      }
      case "autosave": {
        const parsed = articleDraftSchema.safeParse({
          ...Object.fromEntries(formData),
          aiGenerated: formData.get("aiGenerated") === "on",
          partnerIds: formData.getAll("partnerIds"),
        });
        if (!parsed.success) return failure(MESSAGES.saveError, 400);
        const outcome = await autosaveArticle(ctx.db, id, parsed.data, user.id);
        if (!outcome.ok) return fromOutcome(outcome, null, "");
        return data({ ok: true, toast: null, value: outcome.value });
      }
      case "discard":
        if (!id) return unknownIntent();
        await discardDraft(ctx.db, id);
        return redirectWithToast(request, context, adminArticlePath(id), {
          type: "success",
          title: MESSAGES.draftDiscarded,
        });
      case "restore": {
        const parsed = revisionSchema.safeParse(Object.fromEntries(formData));
        if (!id || !parsed.success) return failure(MESSAGES.notFound, 404);
        const outcome = await restoreRevision(ctx.db, id, parsed.data.revisionId, user.id);
        if (!outcome.ok) return fromOutcome(outcome, null, "");
        return redirectWithToast(request, context, adminArticlePath(id), {
          type: "success",
          title: MESSAGES.revisionRestored,
        });
      }
      case "upload-image": {
        const image = formData.get("image");
        if (!(image instanceof File) || image.size === 0) return failure(MESSAGES.imageUploadError, 400);
        const stored = await storeArticleImage(ctx.storage, Buffer.from(await image.arrayBuffer()));
        return fromOutcome(stored, null, MESSAGES.imageUploaded);
      }
      case "generate": {
        const parsed = generateContentSchema.safeParse(Object.fromEntries(formData));
        if (!parsed.success) return failure(MESSAGES.aiNeedsTitleExcerpt, 400);
        const categoryName = await getCategoryName(ctx.db, parsed.data.categoryId);
        const { content } = await generateArticleContent(ctx, {
          title: parsed.data.title,
          excerpt: parsed.data.excerpt,
          categoryName: categoryName ?? "articolo",
        });
        return success(MESSAGES.aiProposalReady, { value: { content } });
      }
      default:
        return unknownIntent();
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    return unexpected(ctx, error, intent === "generate" ? MESSAGES.aiError : MESSAGES.saveError);
  }
}

/** Autosaves and AI proposals change nothing the page shows: no reload under the editor's fingers. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "autosave" || intent === "generate") return false;
  return defaultShouldRevalidate;
}

export default function ArticleEditorPage({ loaderData }: Route.ComponentProps) {
  const { editing } = loaderData;
  // A save, a restored revision or a discarded draft brings new values: a fresh form.
  const version = String(editing?.draft?.updatedAt ?? editing?.article.updatedAt ?? "nuovo");
  return <ArticleEditor key={`${editing?.article.id ?? "nuovo"}:${version}`} {...loaderData} />;
}

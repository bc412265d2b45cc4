import crypto from "node:crypto";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ExternalLink, ImageUp, Plus, Sparkles, X } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Form, useFetcher, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, fieldAria } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import {
  type AdminActionData,
  failure,
  fromOutcome,
  success,
  unexpected,
  unknownIntent,
} from "~/features/admin/admin-action.server";
import { pageParam } from "~/features/admin/admin-common.server";
import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import {
  ARTICLE_IMAGE_MAX_BYTES,
  articleFields,
  articleSchema,
  checkArticleImage,
  deleteSchema,
  generateContentSchema,
} from "~/features/admin/admin-schemas";
import {
  deleteArticle,
  getCategoryName,
  listArticlesAdmin,
  saveArticle,
} from "~/features/admin/articles-admin.server";
import { listCategoryOptions } from "~/features/admin/categories-admin.server";
import {
  ActionsHeader,
  EditDeleteActions,
  EmptyRow,
  FormErrors,
  LoadError,
  Pagination,
  StatusPill,
  selectClass,
  TabHeader,
  Table,
  tdClass,
  thClass,
  useFetcherDone,
} from "~/features/admin/components/admin-ui";
import { generateArticleContent } from "~/features/ai/ai.server";
import { processImageUpload } from "~/features/media/image-processing.server";
import { cn } from "~/lib/utils";
import { appContext } from "~/server/context.server";
import { requireAdmin } from "~/server/policy.server";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import { publicUrl } from "~/server/storage.server";
import type { Route } from "./+types/articles";

// TipTap is loaded only when the article dialog opens (its own chunk).
const RichTextEditor = lazy(() =>
  import("~/features/admin/components/rich-text-editor").then((m) => ({ default: m.RichTextEditor })),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  const url = new URL(request.url);
  const requested = url.searchParams.get("rubrica");
  const categoryId = requested && UUID.test(requested) ? requested : null;
  try {
    const [categories, list] = await Promise.all([
      listCategoryOptions(ctx.db),
      listArticlesAdmin(ctx.db, { page: pageParam(url), categoryId }),
    ]);
    return { categories, ...list, categoryId, loadError: null };
  } catch (error) {
    ctx.log.error({ err: error }, ADMIN_MESSAGES.loadGeneric);
    return {
      categories: [],
      rows: [],
      page: { page: 1, pageSize: 50, total: 0, pageCount: 1 },
      categoryId,
      loadError: ADMIN_MESSAGES.loadGeneric,
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  // Uploads are at most 5 MB; refuse anything much bigger before reading it.
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > ARTICLE_IMAGE_MAX_BYTES + 1_048_576) return failure(ADMIN_MESSAGES.imageTooLarge, 413);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "save") {
    const submission = parseWithZod(formData, { schema: articleSchema });
    if (submission.status !== "success")
      return { ok: false, toast: null, result: submission.reply() } satisfies AdminActionData;
    try {
      const title = submission.value.id ? ADMIN_MESSAGES.articleUpdated : ADMIN_MESSAGES.articleCreated;
      return fromOutcome(await saveArticle(ctx.db, submission.value), submission, title);
    } catch (error) {
      return unexpected(ctx, error, ADMIN_MESSAGES.saveError);
    }
  }

  if (intent === "delete") {
    const parsed = deleteSchema.safeParse({ intent, id: formData.get("id") });
    if (!parsed.success) return failure(ADMIN_MESSAGES.notFound, 404);
    try {
      return fromOutcome(await deleteArticle(ctx.db, parsed.data.id), null, ADMIN_MESSAGES.articleDeleted);
    } catch (error) {
      return unexpected(ctx, error, ADMIN_MESSAGES.deleteError);
    }
  }

  if (intent === "upload-image") {
    const file = formData.get("image");
    if (!(file instanceof File) || file.size === 0) return failure(ADMIN_MESSAGES.imageUploadError, 400);
    const rule = checkArticleImage(file);
    if (rule) return failure(rule, rule === ADMIN_MESSAGES.imageTooLarge ? 413 : 415);
    try {
      const processed = await processImageUpload(Buffer.from(await file.arrayBuffer()), {
        maxBytes: ARTICLE_IMAGE_MAX_BYTES,
      });
      if (!processed.ok) {
        return failure(
          processed.reason === "too-large" ? ADMIN_MESSAGES.imageTooLarge : ADMIN_MESSAGES.imageUploadError,
          415,
        );
      }
      if (processed.contentType === "image/avif") return failure(ADMIN_MESSAGES.imageType, 415);
      // Spec §7: random unique name plus extension, never overwriting.
      const key = `${crypto.randomUUID()}.${processed.ext}`;
      await ctx.storage.put("article-images", key, processed.body, {
        contentType: processed.contentType,
        overwrite: false,
      });
      return success(ADMIN_MESSAGES.imageUploaded, { value: { url: publicUrl("article-images", key) } });
    } catch (error) {
      return unexpected(ctx, error, ADMIN_MESSAGES.imageUploadError);
    }
  }

  if (intent === "generate") {
    const parsed = generateContentSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return failure(ADMIN_MESSAGES.aiNeedsTitleExcerpt, 400);
    try {
      const categoryName = await getCategoryName(ctx.db, parsed.data.categoryId);
      const { content } = await generateArticleContent(ctx, {
        title: parsed.data.title,
        excerpt: parsed.data.excerpt,
        categoryName: categoryName ?? "articolo",
      });
      // Shown in the editor for review only; it is stored (sanitised again) when the admin saves.
      return success(ADMIN_MESSAGES.aiGenerated, { value: { content: sanitizeArticleHtml(content) } });
    } catch (error) {
      return unexpected(ctx, error, ADMIN_MESSAGES.aiError);
    }
  }
  return unknownIntent();
}

type Article = Route.ComponentProps["loaderData"]["rows"][number];
type CategoryOption = Route.ComponentProps["loaderData"]["categories"][number];

export default function ArticlesTab({ loaderData }: Route.ComponentProps) {
  const { rows, page, categories, categoryId, loadError } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<Article | "new" | null>(null);
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TabHeader title="Articoli" count={page.total}>
        <Form method="get" className="flex items-center gap-2">
          <label htmlFor="category-filter" className="text-sm font-medium">
            Rubrica
          </label>
          <select
            id="category-filter"
            name="rubrica"
            defaultValue={categoryId ?? ""}
            onChange={(event) => setSearchParams(event.target.value ? { rubrica: event.target.value } : {})}
            className={cn(selectClass, "w-56")}
          >
            <option value="">Tutte</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <noscript>
            <Button type="submit" size="sm">
              Filtra
            </Button>
          </noscript>
        </Form>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" /> Nuovo articolo
        </Button>
      </TabHeader>
      <LoadError message={loadError} />
      <Table label="Articoli">
        <thead>
          <tr>
            <th className={thClass}>Titolo</th>
            <th className={thClass}>Rubrica</th>
            <th className={thClass}>Slug</th>
            <th className={thClass}>Stato</th>
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? <EmptyRow colSpan={5} message={ADMIN_MESSAGES.emptyArticles} /> : null}
          {rows.map((row) => (
            <tr key={row.id} data-id={row.id}>
              <td className={`${tdClass} font-medium`}>{row.title}</td>
              <td className={tdClass}>{row.categoryName ?? "—"}</td>
              <td className={`${tdClass} font-mono text-xs`}>{row.slug}</td>
              <td className={tdClass}>
                <StatusPill active={row.isPublished} on="Pubblicato" off="Bozza" />
              </td>
              <td className={`${tdClass} whitespace-nowrap text-right`}>
                {row.isPublished && row.categorySlug ? (
                  <Button asChild variant="ghost" size="icon">
                    <a
                      href={`/magazine/${row.categorySlug}/${row.slug}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Apri ${row.title} sul sito (nuova scheda)`}
                    >
                      <ExternalLink aria-hidden="true" />
                    </a>
                  </Button>
                ) : null}
                <EditDeleteActions
                  name={row.title}
                  onEdit={() => setEditing(row)}
                  deleteDescription={`L'articolo «${row.title}» sarà eliminato definitivamente.`}
                  deleteFields={{ intent: "delete", id: row.id }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination page={page.page} pageCount={page.pageCount} />
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null ? (
          <ArticleForm
            key={editing === "new" ? "new" : editing.id}
            article={editing === "new" ? null : editing}
            categories={categories}
            onSaved={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

function dateInputValue(value: Date | string | null | undefined) {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

function ArticleForm({
  article,
  categories,
  onSaved,
}: {
  article: Article | null;
  categories: CategoryOption[];
  onSaved: () => void;
}) {
  const fetcher = useFetcher<AdminActionData>();
  const upload = useFetcher<AdminActionData>();
  const ai = useFetcher<AdminActionData>();
  const [content, setContent] = useState(article?.content ?? "");
  const [imageUrl, setImageUrl] = useState(article?.imageUrl ?? "");
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  useFetcherDone(fetcher, (result) => {
    if (result.ok) onSaved();
  });
  useFetcherDone(upload, (result) => {
    const url = (result.value as { url?: string } | undefined)?.url;
    if (result.ok && url) setImageUrl(url);
    if (fileRef.current) fileRef.current.value = "";
  });
  useFetcherDone(ai, (result) => {
    const generated = (result.value as { content?: string } | undefined)?.content;
    if (result.ok && generated) setContent(generated);
  });
  const [form, fields] = useForm({
    id: `article-${article?.id ?? "new"}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    constraint: getZodConstraint(articleFields),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: articleSchema }),
    defaultValue: {
      title: article?.title ?? "",
      slug: article?.slug ?? "",
      categoryId: article?.categoryId ?? "",
      excerpt: article?.excerpt ?? "",
      author: article?.author ?? "",
      readTime: article?.readTime ?? "",
      publishedAt: dateInputValue(article?.publishedAt),
      isPublished: article?.isPublished ? "on" : "",
    },
  });

  const onFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const problem = checkArticleImage(file);
    if (problem) {
      toast.error(problem);
      event.currentTarget.value = "";
      return;
    }
    const data = new FormData();
    data.set("intent", "upload-image");
    data.set("image", file);
    upload.submit(data, { method: "post", encType: "multipart/form-data" });
  };

  const generate = () => {
    const data = new FormData(formRef.current ?? undefined);
    const title = String(data.get("title") ?? "").trim();
    const excerpt = String(data.get("excerpt") ?? "").trim();
    if (!title || !excerpt) {
      toast.error(ADMIN_MESSAGES.aiNeedsTitleExcerpt);
      return;
    }
    const body = new FormData();
    body.set("intent", "generate");
    body.set("title", title);
    body.set("excerpt", excerpt);
    const categoryId = String(data.get("categoryId") ?? "");
    if (categoryId) body.set("categoryId", categoryId);
    ai.submit(body, { method: "post" });
  };

  const busy = fetcher.state !== "idle";
  const previewSrc = imageUrl.startsWith("/media/") ? `${imageUrl}?w=480&fm=webp` : imageUrl;
  return (
    <DialogContent aria-describedby={undefined} className="max-w-3xl">
      <DialogTitle>{article ? "Modifica articolo" : "Nuovo articolo"}</DialogTitle>
      <DialogDescription>Lo slug, se vuoto, viene generato dal titolo.</DialogDescription>
      <fetcher.Form method="post" {...getFormProps(form)} ref={formRef} className="grid gap-4">
        <input type="hidden" name="intent" value="save" />
        {article ? <input type="hidden" name="id" value={article.id} /> : null}
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field id={fields.title.id} label="Titolo" error={fields.title.errors}>
          <Input
            {...getInputProps(fields.title, { type: "text" })}
            {...fieldAria(fields.title.id, fields.title.errors)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fields.slug.id} label="Slug" error={fields.slug.errors}>
            <Input
              {...getInputProps(fields.slug, { type: "text" })}
              {...fieldAria(fields.slug.id, fields.slug.errors)}
            />
          </Field>
          <Field id={fields.categoryId.id} label="Rubrica" error={fields.categoryId.errors}>
            <select
              name={fields.categoryId.name}
              defaultValue={fields.categoryId.initialValue as string | undefined}
              {...fieldAria(fields.categoryId.id, fields.categoryId.errors)}
              className={selectClass}
            >
              <option value="">Nessuna rubrica</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id={fields.excerpt.id} label="Estratto" error={fields.excerpt.errors}>
          <Textarea
            {...getTextareaProps(fields.excerpt)}
            {...fieldAria(fields.excerpt.id, fields.excerpt.errors)}
            className="min-h-20"
          />
        </Field>
        <div className="grid gap-1.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span id="article-content-label" className="text-sm font-medium">
              Contenuto
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={generate}
              disabled={ai.state !== "idle"}
            >
              <Sparkles aria-hidden="true" />{" "}
              {ai.state !== "idle" ? "Generazione in corso…" : "Genera contenuto con AI"}
            </Button>
          </div>
          <Suspense
            fallback={
              <div className="min-h-48 rounded-lg border border-line px-3.5 py-2.5 text-muted">
                Caricamento editor…
                <input type="hidden" name="content" value={content} />
              </div>
            }
          >
            <RichTextEditor
              id="article-content"
              name="content"
              value={content}
              onChange={setContent}
              labelledBy="article-content-label"
            />
          </Suspense>
        </div>
        <fieldset className="grid gap-2 rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-medium">Immagine</legend>
          {imageUrl ? (
            <img
              src={previewSrc}
              alt="Anteprima dell'immagine dell'articolo"
              className="max-h-40 w-auto rounded-md border border-line object-cover"
            />
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <label
              className={cn(
                "inline-flex cursor-pointer items-center gap-2 rounded-full border border-ink/25 px-4 py-2 text-sm font-medium hover:bg-ink/5",
                upload.state !== "idle" && "opacity-60",
              )}
            >
              <ImageUp className="size-4" aria-hidden="true" />
              {upload.state !== "idle" ? "Caricamento…" : "Carica immagine"}
              <input
                ref={fileRef}
                type="file"
                accept="image/jpeg,image/jpg,image/png,image/webp"
                className="sr-only"
                onChange={onFile}
                disabled={upload.state !== "idle"}
              />
            </label>
            {imageUrl ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => setImageUrl("")}>
                <X aria-hidden="true" /> Rimuovi immagine
              </Button>
            ) : null}
          </div>
          <Field id={fields.imageUrl.id} label="URL diretto dell'immagine" error={fields.imageUrl.errors}>
            <Input
              id={fields.imageUrl.id}
              name={fields.imageUrl.name}
              type="text"
              value={imageUrl}
              onChange={(event) => setImageUrl(event.target.value)}
              aria-invalid={fields.imageUrl.errors ? true : undefined}
              aria-describedby={fields.imageUrl.errors ? `${fields.imageUrl.id}-error` : undefined}
            />
          </Field>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={fields.author.id} label="Autore" error={fields.author.errors}>
            <Input
              {...getInputProps(fields.author, { type: "text" })}
              {...fieldAria(fields.author.id, fields.author.errors)}
            />
          </Field>
          <Field id={fields.readTime.id} label="Tempo di lettura" error={fields.readTime.errors}>
            <Input
              {...getInputProps(fields.readTime, { type: "text" })}
              {...fieldAria(fields.readTime.id, fields.readTime.errors)}
              placeholder="5 min"
            />
          </Field>
          <Field id={fields.publishedAt.id} label="Data di pubblicazione" error={fields.publishedAt.errors}>
            <Input
              {...getInputProps(fields.publishedAt, { type: "date" })}
              {...fieldAria(fields.publishedAt.id, fields.publishedAt.errors)}
            />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            {...getInputProps(fields.isPublished, { type: "checkbox" })}
            className="size-4 accent-terracotta"
          />{" "}
          Pubblicato
        </label>
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? "Salvataggio…" : "Salva"}
          </Button>
        </div>
      </fetcher.Form>
    </DialogContent>
  );
}

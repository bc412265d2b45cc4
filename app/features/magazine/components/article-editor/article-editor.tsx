import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Eye } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { FormErrors, selectClass } from "~/components/admin/admin-ui";
import { RevisionsPanel } from "~/components/admin/revisions-panel";
import { BackLink } from "~/components/ui/back-link";
import { Button } from "~/components/ui/button";
import { Field, fieldAria } from "~/components/ui/field";
import { InputField, TextareaField } from "~/components/ui/form-fields";
import { NativeSelect, Textarea } from "~/components/ui/input";
import type { ArticleRecord } from "~/features/magazine/magazine";
import { toItalianWallTime } from "~/lib/dates";
import type { RevisionComparison } from "~/lib/revision-diff";
import { ADMIN_PATH, adminArticlePath, articlePreviewPath } from "~/lib/urls";
import type { Reply } from "~/server/outcome.server";
import { type ArticleDraft, articleFields, articleSchema } from "../../magazine-schema";
import { AiProposal } from "./ai-proposal";
import { AutosaveStatus, LeaveDialog } from "./autosave-ui";
import { CoverFields } from "./cover-fields";
import { DraftNotice } from "./draft-notice";
import { FeaturedPartners } from "./featured-partners";
import { PublicationFields } from "./publication-fields";
import { useAutosave } from "./use-autosave";

// TipTap is loaded only on this page (its own chunk); a plain textarea works until then.
const RichTextEditor = lazy(() => import("../rich-text-editor").then((m) => ({ default: m.RichTextEditor })));

type When = Date | string | null;

/** The article the editor opens: its columns (dates may arrive as strings) and featured partners. */
export type EditorArticle = Omit<
  ArticleRecord,
  "authorSlug" | "createdAt" | "updatedAt" | "publishedAt" | "scheduledAt" | "unpublishAt"
> & { publishedAt: When; scheduledAt: When; unpublishAt: When; partnerIds: string[] };

export interface ArticleEditorProps {
  categories: { id: string; name: string }[];
  /** Published partners the article can feature (issue 12). */
  partners: { id: string; nome: string }[];
  editing: {
    article: EditorArticle;
    draft: { data: ArticleDraft; updatedAt: Date | string } | null;
    revisions: { id: string; createdAt: Date | string; authorEmail: string | null }[];
  } | null;
  comparison: RevisionComparison | null;
}

const dateOnly = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString().slice(0, 10) : "";

/** The form's starting values: the autosaved draft when there is one, else the article. */
function startingValues(editing: ArticleEditorProps["editing"]): ArticleDraft {
  if (editing?.draft) return editing.draft.data;
  const a = editing?.article;
  return {
    title: a?.title ?? "",
    slug: a?.slug ?? "",
    categoryId: a?.categoryId ?? "",
    excerpt: a?.excerpt ?? "",
    content: a?.content ?? "",
    imageUrl: a?.imageUrl ?? "",
    imageAlt: a?.imageAlt ?? "",
    imageCaption: a?.imageCaption ?? "",
    imageCredit: a?.imageCredit ?? "",
    author: a?.author ?? "",
    readTime: a?.readTime ?? "",
    publishedAt: dateOnly(a?.publishedAt),
    status: a?.isPublished ? "pubblicato" : a?.scheduledAt ? "programmato" : "bozza",
    scheduledAt: toItalianWallTime(a?.scheduledAt),
    unpublishAt: toItalianWallTime(a?.unpublishAt),
    aiGenerated: a?.aiGenerated ?? false,
    partnerIds: a?.partnerIds ?? [],
  };
}

async function uploadImage(file: File): Promise<{ url: string } | { error: string }> {
  const body = new FormData();
  body.set("image", file);
  const response = await fetch(`${ADMIN_PATH}/articoli/immagini`, { method: "POST", body });
  const reply = (await response.json().catch(() => null)) as Reply<{ url: string }> | null;
  if (reply?.ok && reply.value) return reply.value;
  return { error: reply?.toast?.title ?? "Errore nel caricamento dell'immagine" };
}

/**
 * The article editor (issue 15): a page of its own, never a dialog. Everything typed is
 * autosaved on the server; "Salva" applies it (a published article changes only then).
 * Works as a plain form without JavaScript.
 */
export function ArticleEditor({ categories, partners, editing, comparison }: ArticleEditorProps) {
  const article = editing?.article ?? null;
  const start = startingValues(editing);
  const formRef = useRef<HTMLFormElement>(null);
  const [content, setContent] = useState(start.content);
  const [aiGenerated, setAiGenerated] = useState(start.aiGenerated);
  const actionData = useActionData<Reply>();
  const navigation = useNavigation();
  const autosave = useAutosave(formRef, article?.id ?? null);
  const articleId = autosave.articleId;
  const [form, fields] = useForm({
    id: `article-${article?.id ?? "nuovo"}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(articleFields),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: articleSchema }),
    defaultValue: { ...start, aiGenerated: start.aiGenerated ? "on" : "" },
  });
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const onBody = (html: string) => {
    setContent(html);
    if (aiGenerated) setAiGenerated(false);
    autosave.touch();
  };

  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <BackLink to={`${ADMIN_PATH}/articoli`} tone="admin">
            Tutti gli articoli
          </BackLink>
          <h2 className="mt-1 font-display text-3xl">{article ? "Modifica articolo" : "Nuovo articolo"}</h2>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <AutosaveStatus state={autosave.state} />
          {articleId ? (
            <Button asChild variant="outline">
              <a href={articlePreviewPath(articleId)} target="_blank" rel="noopener">
                <Eye aria-hidden="true" /> Anteprima
              </a>
            </Button>
          ) : null}
          <Button type="submit" form={form.id} name="intent" value="save" disabled={saving}>
            {saving ? "Salvataggio…" : "Salva"}
          </Button>
        </div>
      </div>
      {editing?.draft && article ? (
        <DraftNotice articleId={article.id} savedAt={editing.draft.updatedAt} />
      ) : null}
      <Form
        method="post"
        action={adminArticlePath(articleId ?? "nuovo")}
        encType="multipart/form-data"
        {...getFormProps(form)}
        ref={formRef}
        onInput={autosave.touch}
        onChange={autosave.touch}
        onSubmit={autosave.settle}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="grid content-start gap-4">
          <FormErrors errors={form.errors} id={form.errorId} />
          <InputField meta={fields.title} label="Titolo" />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField meta={fields.slug} label="Slug" hint="Se vuoto, viene generato dal titolo." />
            <Field id={fields.categoryId.id} label="Rubrica" error={fields.categoryId.errors}>
              <NativeSelect
                name={fields.categoryId.name}
                defaultValue={start.categoryId}
                {...fieldAria(fields.categoryId.id, fields.categoryId.errors)}
                className={selectClass}
                options={categories.map((c) => ({ value: c.id, label: c.name }))}
                emptyLabel="Nessuna rubrica"
              />
            </Field>
          </div>
          <TextareaField
            meta={fields.excerpt}
            label="Sommario"
            hint="Compare sotto il titolo e nelle anteprime dell'articolo."
            className="[&_textarea]:min-h-20"
          />
          <div className="grid gap-1.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span id="article-content-label" className="text-sm font-medium">
                Testo{" "}
                {aiGenerated ? (
                  <span className="ml-2 rounded-full bg-gold-light px-2 py-0.5 text-xs">
                    Generato con l'AI
                  </span>
                ) : null}
              </span>
            </div>
            <Suspense
              fallback={
                <Textarea
                  name="content"
                  aria-labelledby="article-content-label"
                  defaultValue={content}
                  onChange={(event) => setContent(event.currentTarget.value)}
                  className="min-h-72 font-mono text-sm"
                />
              }
            >
              <RichTextEditor
                id="article-content"
                name="content"
                value={content}
                onChange={onBody}
                labelledBy="article-content-label"
                uploadImage={uploadImage}
              />
            </Suspense>
            <input type="hidden" name="aiGenerated" value={aiGenerated ? "on" : ""} />
          </div>
          <AiProposal
            formRef={formRef}
            bodyIsEmpty={!content.trim()}
            onAccept={(html) => {
              setContent(html);
              setAiGenerated(true);
              autosave.touch();
            }}
          />
        </div>
        <aside className="grid content-start gap-4">
          <PublicationFields fields={fields} />
          <CoverFields fields={fields} initialUrl={start.imageUrl} onChange={autosave.touch} />
          <FeaturedPartners partners={partners} selected={start.partnerIds} />
          <fieldset className="grid gap-3 rounded-lg border border-line p-3">
            <legend className="px-1 text-sm font-medium">Firma</legend>
            <InputField meta={fields.author} label="Autore" hint="Se vuoto: AI Editorial." />
            <InputField meta={fields.readTime} label="Tempo di lettura" placeholder="5 min" />
          </fieldset>
        </aside>
        {actionData?.toast?.type === "error" && !actionData.result ? (
          <p role="alert" className="text-sm text-red-800 lg:col-span-2">
            {actionData.toast.title}
          </p>
        ) : null}
      </Form>
      {article && editing ? (
        <RevisionsPanel id={article.id} revisions={editing.revisions} comparison={comparison} />
      ) : null}
      <LeaveDialog blocker={autosave.blocker} formRef={formRef} articleId={articleId} />
    </section>
  );
}

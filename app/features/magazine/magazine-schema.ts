// Admin forms of the magazine: sections (Rubriche) and articles (spec §5).
import { z } from "zod";
import { fromItalianWallTime } from "~/lib/dates";
import { imageUrl, optionalId, optionalText, orderIndex, requiredText, withSlug } from "~/lib/form-schemas";
import * as MESSAGES from "~/lib/messages";

export const ARTICLE_STATUSES = ["bozza", "programmato", "pubblicato"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Spec §4 labels, plus "Programmato" (issue 15). */
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  bozza: "Bozza",
  programmato: "Programmato",
  pubblicato: "Pubblicato",
};

/**
 * A date or date-time field: empty → null; a `datetime-local` value is Italian time;
 * anything unparsable is the given error.
 */
const dateTime = (message: string) =>
  z
    .string()
    .trim()
    .max(40, { error: message })
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const date = fromItalianWallTime(v) ?? new Date(v);
      if (Number.isNaN(date.getTime()) || date.getFullYear() < 1900 || date.getFullYear() > 2200) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return date;
    });

/** The fields alone (for HTML constraints); `categorySchema` adds the slug default. */
export const categoryFields = z.object({
  intent: z.literal("save"),
  id: optionalId,
  name: requiredText(MESSAGES.nameRequired, 120),
  slug: z.string().trim().optional(),
  description: optionalText(2000),
  imageUrl,
  orderIndex,
  isActive: z.boolean().optional().transform(Boolean),
});
export const categorySchema = categoryFields.transform((v, ctx) => withSlug(v, v.name, ctx));
export type CategoryInput = z.output<typeof categorySchema>;

/** The fields alone (for HTML constraints); `articleSchema` adds the slug default. */
export const articleFields = z.object({
  intent: z.literal("save"),
  id: optionalId,
  title: requiredText(MESSAGES.titleRequired, 300),
  slug: z.string().trim().optional(),
  categoryId: z
    .uuid({ error: "Rubrica non valida" })
    .optional()
    .transform((v) => v ?? null),
  excerpt: optionalText(1000),
  content: z
    .string()
    .max(500_000, { error: "Il contenuto è troppo lungo" })
    .optional()
    .transform((v) => v ?? ""),
  imageUrl,
  author: optionalText(120),
  readTime: optionalText(40),
  imageAlt: optionalText(300),
  imageCaption: optionalText(500),
  imageCredit: optionalText(200),
  publishedAt: dateTime("Data di pubblicazione non valida"),
  /** Bozza, Programmato (goes public at scheduledAt) or Pubblicato (issue 15). */
  status: z.enum(ARTICLE_STATUSES).optional(),
  /** The list's old switch: Pubblicato when ticked (kept for forms that send it). */
  isPublished: z.boolean().optional().transform(Boolean),
  scheduledAt: dateTime("Data di pubblicazione programmata non valida"),
  unpublishAt: dateTime("Data di ritiro non valida"),
  /** The body is an AI draft nobody has edited yet. */
  aiGenerated: z.boolean().optional().transform(Boolean),
  /** The partners the article features (issue 12). */
  partnerIds: z
    .array(z.uuid({ error: "Partner non valido" }))
    .max(30)
    .optional()
    .default([]),
});

/** The article as the editor saves it: slug defaulted, status decided, dates checked. */
export const articleSchema = articleFields.transform((v, ctx) => {
  const status: ArticleStatus = v.status ?? (v.isPublished ? "pubblicato" : "bozza");
  if (status === "programmato" && !v.scheduledAt) {
    ctx.addIssue({ code: "custom", path: ["scheduledAt"], message: MESSAGES.scheduleDateRequired });
  }
  const goesLive = status === "programmato" ? v.scheduledAt : (v.publishedAt ?? new Date());
  if (v.unpublishAt && goesLive && v.unpublishAt <= goesLive) {
    ctx.addIssue({ code: "custom", path: ["unpublishAt"], message: MESSAGES.unpublishAfterPublish });
  }
  const { isPublished: _legacy, ...rest } = v;
  return withSlug({ ...rest, status }, v.title, ctx);
});
export type ArticleInput = z.output<typeof articleSchema>;

/** The same fields while the editor types: nothing required yet (autosave keeps everything). */
export const articleDraftSchema = z.object({
  title: z.string().max(300).optional().default(""),
  slug: z.string().max(200).optional().default(""),
  categoryId: z.string().max(60).optional().default(""),
  excerpt: z.string().max(1000).optional().default(""),
  content: z.string().max(500_000).optional().default(""),
  imageUrl: z.string().max(2000).optional().default(""),
  imageAlt: z.string().max(300).optional().default(""),
  imageCaption: z.string().max(500).optional().default(""),
  imageCredit: z.string().max(200).optional().default(""),
  author: z.string().max(120).optional().default(""),
  readTime: z.string().max(40).optional().default(""),
  publishedAt: z.string().max(40).optional().default(""),
  status: z.enum(ARTICLE_STATUSES).optional().default("bozza"),
  scheduledAt: z.string().max(40).optional().default(""),
  unpublishAt: z.string().max(40).optional().default(""),
  aiGenerated: z.boolean().optional().default(false),
  partnerIds: z.array(z.string().max(60)).max(30).optional().default([]),
});
export type ArticleDraft = z.output<typeof articleDraftSchema>;

/** The AI button (spec §5): title and excerpt are both needed. */
export const generateContentSchema = z.object({
  intent: z.literal("generate"),
  title: z
    .string({ error: MESSAGES.aiNeedsTitleExcerpt })
    .trim()
    .min(1, { error: MESSAGES.aiNeedsTitleExcerpt })
    .max(300),
  excerpt: z
    .string({ error: MESSAGES.aiNeedsTitleExcerpt })
    .trim()
    .min(1, { error: MESSAGES.aiNeedsTitleExcerpt })
    .max(1000),
  categoryId: z.uuid().optional(),
});

/** Restoring one revision of the article being edited. */
export const revisionSchema = z.object({
  intent: z.literal("restore"),
  revisionId: z.uuid(),
});

/** The admin list's bulk actions on the selected articles (issue 15). */
export const bulkArticleSchema = z.object({
  intent: z.literal("bulk"),
  action: z.enum(["publish", "unpublish", "delete"]),
  ids: z.array(z.uuid()).min(1).max(500),
});

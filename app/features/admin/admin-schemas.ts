import { z } from "zod";
import { slugify } from "~/lib/slugify";
import { ADMIN_MESSAGES } from "./admin-messages";

/**
 * Admin forms (spec §5), shared by the dialogs and the actions. Empty optional
 * texts become null; an empty slug defaults to the slugified name/title.
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Al massimo ${max} caratteri` })
    .optional()
    .transform((v) => (v ? v : null));

const requiredText = (message: string, max = 300) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Al massimo ${max} caratteri` });

/** A stored image (/media/...) or an absolute http(s) URL. */
const imageUrl = z
  .string()
  .trim()
  .max(2000, { error: ADMIN_MESSAGES.invalidImageUrl })
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v) || /^\/media\/[a-z-]+\/[^\s]+$/.test(v), {
    error: ADMIN_MESSAGES.invalidImageUrl,
  });

const orderIndex = z
  .number({ error: ADMIN_MESSAGES.invalidOrder })
  .int({ error: ADMIN_MESSAGES.invalidOrder })
  .min(0, { error: ADMIN_MESSAGES.invalidOrder })
  .max(100_000, { error: ADMIN_MESSAGES.invalidOrder })
  .optional()
  .transform((v) => v ?? 0);

const uuid = (message: string) => z.uuid({ error: message });
const optionalId = z.uuid().optional();

/** Slug: given (normalised) or derived from `source`; empty after both → required error. */
function withSlug<T extends { slug?: string | undefined }>(value: T, source: string, ctx: z.RefinementCtx) {
  const slug = slugify(value.slug?.trim() ? value.slug : source);
  if (!slug) ctx.addIssue({ code: "custom", path: ["slug"], message: ADMIN_MESSAGES.slugRequired });
  if (slug.length > 200)
    ctx.addIssue({ code: "custom", path: ["slug"], message: "Al massimo 200 caratteri" });
  return { ...value, slug };
}

/** The fields alone (for HTML constraints); `categorySchema` adds the slug default. */
export const categoryFields = z.object({
  intent: z.literal("save"),
  id: optionalId,
  name: requiredText(ADMIN_MESSAGES.nameRequired, 120),
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
  title: requiredText(ADMIN_MESSAGES.titleRequired, 300),
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
  publishedAt: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const date = new Date(v);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: "custom", message: "Data di pubblicazione non valida" });
        return z.NEVER;
      }
      return date;
    }),
  isPublished: z.boolean().optional().transform(Boolean),
});
export const articleSchema = articleFields.transform((v, ctx) => withSlug(v, v.title, ctx));
export type ArticleInput = z.output<typeof articleSchema>;

/** The AI button (spec §5): title and excerpt are both needed. */
export const generateContentSchema = z.object({
  intent: z.literal("generate"),
  title: z
    .string({ error: ADMIN_MESSAGES.aiNeedsTitleExcerpt })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.aiNeedsTitleExcerpt })
    .max(300),
  excerpt: z
    .string({ error: ADMIN_MESSAGES.aiNeedsTitleExcerpt })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.aiNeedsTitleExcerpt })
    .max(1000),
  categoryId: z.uuid().optional(),
});

/** The fields alone (for HTML constraints); `rankingSchema` adds the slug default. */
export const rankingFields = z.object({
  intent: z.literal("save"),
  id: optionalId,
  title: requiredText(ADMIN_MESSAGES.titleRequired, 200),
  slug: z.string().trim().optional(),
  description: optionalText(2000),
  imageUrl,
  orderIndex,
  isActive: z.boolean().optional().transform(Boolean),
});
export const rankingSchema = rankingFields.transform((v, ctx) => withSlug(v, v.title, ctx));
export type RankingInput = z.output<typeof rankingSchema>;

export const rankingItemSchema = z.object({
  intent: z.literal("save"),
  id: optionalId,
  rankingId: uuid("Seleziona una classifica"),
  rank: z
    .number({ error: ADMIN_MESSAGES.rankMin })
    .int({ error: ADMIN_MESSAGES.rankMin })
    .min(1, { error: ADMIN_MESSAGES.rankMin })
    .max(1_000_000, { error: ADMIN_MESSAGES.rankMin }),
  title: requiredText(ADMIN_MESSAGES.titleRequired, 200),
  subtitle: optionalText(300),
  description: optionalText(2000),
  imageUrl,
  // Spec §5: step 0.1; empty → null. numeric(6,1) holds |score| < 100000.
  score: z
    .number({ error: ADMIN_MESSAGES.invalidScore })
    .min(-99_999.9, { error: ADMIN_MESSAGES.invalidScore })
    .max(99_999.9, { error: ADMIN_MESSAGES.invalidScore })
    .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-6, { error: ADMIN_MESSAGES.invalidScore })
    .optional()
    .transform((v) => (v === undefined ? null : Math.round(v * 10) / 10)),
});
export type RankingItemInput = z.output<typeof rankingItemSchema>;

export const deleteSchema = z.object({
  intent: z.literal("delete"),
  id: z.uuid({ error: ADMIN_MESSAGES.notFound }),
});

export const bulkDeleteSchema = z.object({
  intent: z.literal("bulk-delete"),
  rankingId: z.uuid(),
  ids: z
    .array(z.uuid(), { error: ADMIN_MESSAGES.nothingSelected })
    .min(1, { error: ADMIN_MESSAGES.nothingSelected })
    .max(10_000),
});

export const partnerStatusSchema = z.object({
  intent: z.enum(["publish", "unpublish"]),
  id: z.uuid({ error: ADMIN_MESSAGES.notFound }),
});

export const ambassadorActionSchema = z.object({
  intent: z.enum(["start", "reject", "complete"]),
  id: z.uuid({ error: ADMIN_MESSAGES.notFound }),
  adminNotes: optionalText(5000),
  ambassadorScript: z
    .string()
    .max(50_000, { error: "Lo script è troppo lungo (massimo 50.000 caratteri)" })
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null)),
});

export const roleSchema = z.object({
  intent: z.literal("set-role"),
  userId: z.string({ error: ADMIN_MESSAGES.notFound }).min(1).max(100),
  role: z.enum(["user", "admin"], { error: "Ruolo non valido" }),
});

/** Client-side rule for the article image (spec §5). The server checks the content too. */
export const ARTICLE_IMAGE_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/webp"] as const;
export const ARTICLE_IMAGE_EXTENSIONS = ["jpeg", "jpg", "png", "webp"] as const;
export const ARTICLE_IMAGE_MAX_BYTES = 5_242_880;

export function checkArticleImage(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  const typeOk = (ARTICLE_IMAGE_TYPES as readonly string[]).includes(file.type);
  const extOk = (ARTICLE_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
  if (!typeOk || !extOk) return ADMIN_MESSAGES.imageType;
  if (file.size > ARTICLE_IMAGE_MAX_BYTES) return ADMIN_MESSAGES.imageTooLarge;
  return null;
}

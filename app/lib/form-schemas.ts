import { z } from "zod";
import * as MESSAGES from "~/lib/messages";
import { slugify } from "~/lib/slugify";

/**
 * Pieces of the admin forms (spec §5), shared by the domains' schemas: empty optional
 * texts become null; an empty slug defaults to the slugified name/title.
 */

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Al massimo ${max} caratteri` })
    .optional()
    .transform((v) => (v ? v : null));

export const requiredText = (message: string, max = 300) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Al massimo ${max} caratteri` });

/** A stored image (/media/...) or an absolute http(s) URL. */
export const imageUrl = z
  .string()
  .trim()
  .max(2000, { error: MESSAGES.invalidImageUrl })
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v) || /^\/media\/[a-z-]+\/[^\s]+$/.test(v), {
    error: MESSAGES.invalidImageUrl,
  });

export const orderIndex = z
  .number({ error: MESSAGES.invalidOrder })
  .int({ error: MESSAGES.invalidOrder })
  .min(0, { error: MESSAGES.invalidOrder })
  .max(100_000, { error: MESSAGES.invalidOrder })
  .optional()
  .transform((v) => v ?? 0);

export const uuid = (message: string) => z.uuid({ error: message });
export const optionalId = z.uuid().optional();

/** Slug: given (normalised) or derived from `source`; empty after both → required error. */
export function withSlug<T extends { slug?: string | undefined }>(
  value: T,
  source: string,
  ctx: z.RefinementCtx,
) {
  const slug = slugify(value.slug?.trim() ? value.slug : source);
  if (!slug) ctx.addIssue({ code: "custom", path: ["slug"], message: MESSAGES.slugRequired });
  if (slug.length > 200)
    ctx.addIssue({ code: "custom", path: ["slug"], message: "Al massimo 200 caratteri" });
  return { ...value, slug };
}

export const deleteSchema = z.object({
  intent: z.literal("delete"),
  id: z.uuid({ error: MESSAGES.notFound }),
});

export const bulkDeleteSchema = z.object({
  intent: z.literal("bulk-delete"),
  rankingId: z.uuid(),
  ids: z
    .array(z.uuid(), { error: MESSAGES.nothingSelected })
    .min(1, { error: MESSAGES.nothingSelected })
    .max(10_000),
});

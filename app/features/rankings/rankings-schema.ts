// Admin forms of the rankings and their items (spec §5).
import { z } from "zod";
import {
  imageUrl,
  optionalId,
  optionalText,
  orderIndex,
  requiredText,
  uuid,
  withSlug,
} from "~/lib/form-schemas";
import * as MESSAGES from "~/lib/messages";

/** The fields alone (for HTML constraints); `rankingSchema` adds the slug default. */
export const rankingFields = z.object({
  intent: z.literal("save"),
  id: optionalId,
  title: requiredText(MESSAGES.titleRequired, 200),
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
    .number({ error: MESSAGES.rankMin })
    .int({ error: MESSAGES.rankMin })
    .min(1, { error: MESSAGES.rankMin })
    .max(1_000_000, { error: MESSAGES.rankMin }),
  title: requiredText(MESSAGES.titleRequired, 200),
  subtitle: optionalText(300),
  description: optionalText(2000),
  imageUrl,
  // Spec §5: step 0.1; empty → null. numeric(6,1) holds |score| < 100000.
  score: z
    .number({ error: MESSAGES.invalidScore })
    .min(-99_999.9, { error: MESSAGES.invalidScore })
    .max(99_999.9, { error: MESSAGES.invalidScore })
    .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-6, { error: MESSAGES.invalidScore })
    .optional()
    .transform((v) => (v === undefined ? null : Math.round(v * 10) / 10)),
  /** The partner the item is about (issue 12); empty = none. */
  partnerProfileId: z
    .uuid({ error: "Partner non valido" })
    .optional()
    .transform((v) => v ?? null),
});
export type RankingItemInput = z.output<typeof rankingItemSchema>;

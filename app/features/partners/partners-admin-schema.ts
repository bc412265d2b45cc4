// Admin forms of the partner tab and the Ambassador requests (spec §2, §4).
import { z } from "zod";
import { optionalText } from "~/lib/form-schemas";
import * as MESSAGES from "~/lib/messages";

export const partnerStatusSchema = z.object({
  intent: z.enum(["publish", "unpublish"]),
  id: z.uuid({ error: MESSAGES.notFound }),
});

export const ambassadorActionSchema = z.object({
  intent: z.enum(["start", "reject", "complete"]),
  id: z.uuid({ error: MESSAGES.notFound }),
  adminNotes: optionalText(5000),
  ambassadorScript: z
    .string()
    .max(50_000, { error: "Lo script è troppo lungo (massimo 50.000 caratteri)" })
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null)),
});

export const ambassadorPauseSchema = z.object({
  intent: z.enum(["pause", "resume"]),
  id: z.uuid({ error: MESSAGES.notFound }),
});

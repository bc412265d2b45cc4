// Input and output of the Ambassador (issue 13). The caller (features/partners)
// passes the partner's published profile: the AI layer reads no table.
import { z } from "zod";
import { AMBASSADOR_LANGUAGES } from "./language";
import { AMBASSADOR_QUESTION_MAX } from "./limits";

export { AMBASSADOR_QUESTION_MAX };

const text = (max: number) => z.string().max(max).nullish();

export const ambassadorProfileSchema = z.object({
  nome: z.string().min(1).max(200),
  tipo: text(40),
  descrizione: text(4000),
  sitoWeb: text(500),
  regione: text(80),
  provincia: text(80),
  comune: text(120),
  emailContatto: text(200),
  telefono: text(60),
  indirizzoVia: text(200),
  indirizzoCap: text(20),
  indirizzoCitta: text(120),
  linkModuloContatto: text(500),
  areaTematica: text(200),
  puntiInteresse: text(2000),
  videoUrl: text(500),
  riconoscimenti: text(2000),
  orariBooking: text(2000),
  aiSommario: text(2000),
  aiChiSiamo: text(6000),
  aiValori: text(4000),
  aiServizi: z
    .array(z.object({ titolo: z.string().max(200), descrizione: z.string().max(2000) }))
    .max(20)
    .nullish(),
  aiEsperienze: z
    .array(z.object({ titolo: z.string().max(200), descrizione: z.string().max(2000) }))
    .max(20)
    .nullish(),
  aiInfoUtili: text(4000),
  social: z.array(z.string().max(500)).max(10).default([]),
});
export type AmbassadorProfile = z.infer<typeof ambassadorProfileSchema>;

export const ambassadorInputSchema = z.object({
  question: z.string().trim().min(1).max(AMBASSADOR_QUESTION_MAX),
  agent: z.object({ name: z.string().trim().min(1).max(80), instructions: z.string().max(2000).default("") }),
  profile: ambassadorProfileSchema,
});
export type AmbassadorInput = z.infer<typeof ambassadorInputSchema>;

export const HANDOFF_KINDS = ["form", "email", "phone", "website"] as const;

export const ambassadorOutputSchema = z.object({
  answer: z.string().min(1).max(2400),
  language: z.enum(AMBASSADOR_LANGUAGES),
  intents: z.array(z.string().max(40)).max(6),
  /** True when (part of) the question is not answered by the profile and the visitor is handed off. */
  handoff: z.boolean(),
  links: z
    .array(z.object({ kind: z.enum(HANDOFF_KINDS), label: z.string().max(80), href: z.string().max(600) }))
    .max(4),
});
export type AmbassadorOutput = z.infer<typeof ambassadorOutputSchema>;

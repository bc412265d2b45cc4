// Input and output shapes of the seven AI functions (spec §3, §7). Shared by
// the client (to type responses) and the server (to validate both directions).
import { z } from "zod";

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);

// ---------------------------------------------------------------- article tools
export const ARTICLE_TOOLS = ["riassunto", "chat", "ispirazione"] as const;
export type ArticleTool = (typeof ARTICLE_TOOLS)[number];

export const articleToolInputSchema = z.object({
  tool: z.enum(ARTICLE_TOOLS),
  /** Article id or slug: the server loads the published article itself. */
  article: required(200),
  /** The visitor's question (chat only). */
  question: text(500).optional().default(""),
});
export type ArticleToolInput = z.input<typeof articleToolInputSchema>;

export const articleToolOutputSchema = z.object({ content: required(8000) });
export type ArticleToolOutput = z.infer<typeof articleToolOutputSchema>;

// ---------------------------------------------------------------- experience
export const INTERESTS = [
  { id: "nature", label: "Natura e borghi" },
  { id: "art", label: "Arte e cultura" },
  { id: "food", label: "Cucina e vino" },
  { id: "luxury", label: "Lusso e design" },
  { id: "wellness", label: "Spiritualità e benessere" },
] as const;
export const INTEREST_IDS = ["nature", "art", "food", "luxury", "wellness"] as const;
export const DURATIONS = ["1 giorno", "Weekend", "1 settimana", "Più di 10 giorni"] as const;
export const COMPANIES = ["Da solo", "In coppia", "In famiglia", "Con amici", "Viaggio di lavoro"] as const;
/** The profile page sends 'coppia' (spec §7): accepted as 'In coppia'. */
const companySchema = z
  .string()
  .trim()
  .transform((v) => (v.toLowerCase() === "coppia" ? "In coppia" : v))
  .pipe(z.enum(COMPANIES));

export const experienceInputSchema = z.object({
  intent: required(1000),
  interests: z.array(z.enum(INTEREST_IDS)).min(1).max(5),
  duration: z.enum(DURATIONS),
  company: companySchema,
  /** Profile variant: the partner's region, used before keyword detection. */
  region: text(60).nullish(),
  variant: z.enum(["standard", "profile"]).optional().default("standard"),
  /** Profile variant: the slug of the partner whose page asks (loaded on the server). */
  partner: text(120).optional(),
});
export type ExperienceInput = z.input<typeof experienceInputSchema>;

/**
 * Issue 11: what a request asks for, read from the visitor's words on the server
 * (app/features/ai/trip/wishes.ts). Stored with a shared experience instead of the
 * words themselves, and given to a provider as constraints.
 */
const focusSchema = z.object({
  name: required(200),
  kind: z.enum(["regione", "provincia", "comune", "area", "luogo"]),
  point: z.object({ lat: z.number(), lon: z.number() }),
  radiusKm: z.number(),
  regions: z.array(required(60)).max(20),
  at: required(200),
  island: z.any().optional(),
});
export const wishesSchema = z.object({
  regions: z.array(required(60)).min(1).max(20),
  focus: z.array(focusSchema).max(20),
  avoid: z.array(focusSchema).max(20),
  avoidThemes: z.array(required(30)).max(20),
  wantThemes: z.array(required(30)).max(20),
  month: z.number().int().min(1).max(12).nullable(),
  companions: z.enum(["famiglia", "lavoro", "coppia", "amici", "solo"]).nullable(),
  pace: z.enum(["lento", "normale", "intenso"]),
  days: z.number().int().min(1).max(30).nullable(),
  defaulted: z.boolean(),
});

export const tripInputSchema = z.object({
  wishes: wishesSchema,
  interests: z.array(z.enum(INTEREST_IDS)).min(1).max(5),
  duration: z.enum(DURATIONS),
  company: companySchema,
  variant: z.enum(["standard", "profile"]).optional().default("standard"),
});
export type TripInput = z.input<typeof tripInputSchema>;

export const experienceStepSchema = z.object({
  time: required(60),
  activity: required(400),
  location: required(200),
  /** Issue 16: the partner's own stop in its profile experience (its slug). */
  partner: text(120).optional(),
});
/** A partner shown on a travel surface (issue 11), with why it fits the trip. */
export const partnerPickSchema = z.object({
  slug: required(120),
  nome: required(200),
  where: required(200),
  why: required(400),
});
export type PartnerPickOutput = z.infer<typeof partnerPickSchema>;

export const experienceOutputSchema = z.object({
  title: required(160),
  description: required(1500),
  highlights: z.array(required(400)).min(1).max(24),
  itinerary: z.array(experienceStepSchema).max(12).optional(),
  tips: text(1000).optional(),
  /** Issue 11: the regions of the trip, the reason for each pick, the default-region notice. */
  regions: z.array(required(60)).max(20).optional(),
  picks: z
    .array(z.object({ name: required(200), city: required(200), region: required(60), why: required(400) }))
    .max(40)
    .optional(),
  notice: text(300).optional(),
  partners: z.array(partnerPickSchema).max(6).optional(),
});
export type ExperienceResult = z.infer<typeof experienceOutputSchema>;

// ---------------------------------------------------------------- itinerary
export const itineraryInputSchema = z.object({
  placeName: required(200),
  region: required(60),
  category: text(60).optional().default("culture"),
  /** Experience flow: the chosen duration, to plan one section per day. */
  duration: z.enum(DURATIONS).optional(),
  interests: z.array(z.enum(INTEREST_IDS)).max(5).optional(),
  company: z.enum(COMPANIES).optional(),
});
export type ItineraryInput = z.input<typeof itineraryInputSchema>;

export const itineraryOutputSchema = z.object({
  title: required(200),
  introduction: required(1500),
  duration: required(80),
  bestTime: required(400),
  highlights: z
    .array(
      z.object({
        title: required(200),
        description: required(800),
        time: required(60),
        tips: text(400),
        travel: text(200).optional(),
        location: text(200).optional(),
      }),
    )
    .min(1)
    .max(40),
  dining: z.object({
    title: required(160),
    suggestions: z
      .array(z.object({ name: required(160), type: required(80), description: required(400) }))
      .min(1)
      .max(10),
  }),
  practicalInfo: z.object({
    howToGet: required(800),
    costs: required(400),
    tips: z.array(required(300)).max(10),
  }),
  funFacts: z.array(required(400)).max(10).optional(),
  /** Alternative shape used by the experience flow (spec §3): one entry per day. */
  days: z
    .array(
      z.object({
        day: z.number().int().min(1).max(30),
        title: required(200),
        activities: z
          .array(
            z.object({
              time: text(20).default("09:00"),
              title: required(200),
              description: required(800),
              location: text(200),
              /** Issue 11: end of the slot, kind of slot and how long it takes to get there. */
              end: text(20).optional(),
              kind: z
                .enum(["visita", "pasto", "traversata", "trasferimento", "partner", "libero"])
                .optional(),
              travel: text(200).optional(),
            }),
          )
          .min(1)
          .max(10),
      }),
    )
    .max(30)
    .optional(),
  regions: z.array(required(60)).max(20).optional(),
  notice: text(300).optional(),
  partners: z.array(partnerPickSchema).max(6).optional(),
});
export type Itinerary = z.infer<typeof itineraryOutputSchema>;

// ---------------------------------------------------------------- region suggestions
export const regionSuggestionsInputSchema = z.object({ region: required(60) });
export const regionSuggestionSchema = z.object({
  name: required(160),
  category: required(60),
  description: required(600),
});
export const regionSuggestionsOutputSchema = z.object({
  suggestions: z.array(regionSuggestionSchema).min(1).max(12),
});
export type RegionSuggestion = z.infer<typeof regionSuggestionSchema>;

/** Categories with their own colour on the AI Tour (others are grey). */
export const SUGGESTION_CATEGORY_COLOURS: Record<string, string> = {
  "Arte e Cultura": "bg-terracotta/15 text-terracotta-dark border-terracotta/40",
  Natura: "bg-cypress/15 text-cypress border-cypress/40",
  Enogastronomia: "bg-wine/15 text-wine border-wine/40",
  Storia: "bg-gold/20 text-ink border-gold/50",
  Mare: "bg-sky-100 text-sky-900 border-sky-300",
};
export const DEFAULT_CATEGORY_COLOUR = "bg-neutral-100 text-neutral-700 border-neutral-300";

// ---------------------------------------------------------------- partner content
const optionalField = (max: number) => z.string().trim().max(max).nullish();
export const partnerContentInputSchema = z.object({
  tipo: required(40),
  nome: required(200),
  descrizione: z.string().trim().max(2000),
  sitoWeb: optionalField(300),
  regione: optionalField(60),
  provincia: optionalField(80),
  comune: optionalField(120),
  areaTematica: optionalField(80),
  puntiInteresse: optionalField(2000),
  riconoscimenti: optionalField(2000),
  orariBooking: optionalField(1000),
  indirizzoCitta: optionalField(120),
  emailContatto: optionalField(200),
  telefono: optionalField(60),
});

/** Search engines show about this much of a title and a description. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

export const partnerContentOutputSchema = z.object({
  titolo_premium: required(160),
  sommario: required(600),
  chi_siamo: required(3000),
  valori: required(2000),
  servizi: z
    .array(z.object({ titolo: required(120), descrizione: required(600), cta: text(120).optional() }))
    .min(1)
    .max(8),
  esperienze: z
    .array(z.object({ titolo: required(120), descrizione: required(600) }))
    .min(1)
    .max(8),
  info_utili: required(1500),
  cta: required(300),
  seo_title: required(SEO_TITLE_MAX),
  seo_meta_description: required(SEO_DESCRIPTION_MAX),
});

// ---------------------------------------------------------------- article content
export const articleContentInputSchema = z.object({
  title: required(200),
  excerpt: required(1000),
  categoryName: text(80).nullish(),
});
export const articleContentOutputSchema = z.object({ content: required(20000) });

export type AiEngine = "offline" | "openai" | "anthropic" | "google" | "openai-compatible";

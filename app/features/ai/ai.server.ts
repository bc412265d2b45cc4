// The AI layer's public entry points: the seven functions of spec §7.
// Each validates its input (length caps), answers from the configured provider
// or the offline engine, validates its output and caches it (engine.server.ts).

import { streamText } from "ai";
import { and, desc, eq, or } from "drizzle-orm";
import type { z } from "zod";
import { articles, categories, partnerProfiles, rankings } from "~/db/schema";
import type { RequestContext } from "~/server/context.server";
import { consumeRateLimit } from "~/server/rate-limit.server";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import {
  AiError,
  classifyFailure,
  consumeBudget,
  type FallbackReason,
  inputHash,
  type JsonFunction,
  logFallback,
  parseInput,
  readCache,
  recordTokens,
  runJson,
  writeCache,
} from "./engine.server";
import { offlineArticleContent } from "./offline/article-content";
import {
  type ArticleForTools,
  answerQuestion,
  offlineInspiration,
  offlineSummary,
} from "./offline/article-tools";
import { offlinePartnerContent } from "./offline/partner";
import { clip, paragraphsOf } from "./offline/text";
import {
  offlineExperience,
  offlineItinerary,
  offlineRegionSuggestions,
  placesExist,
  regionOrDefault,
} from "./offline/travel";
import { dataBlock, SYSTEM_BASE } from "./prompts";
import { resolveProvider } from "./providers.server";
import {
  type AiEngine,
  type ArticleTool,
  articleContentInputSchema,
  articleContentOutputSchema,
  articleToolInputSchema,
  articleToolOutputSchema,
  type ExperienceResult,
  experienceInputSchema,
  experienceOutputSchema,
  type Itinerary,
  itineraryInputSchema,
  itineraryOutputSchema,
  partnerContentInputSchema,
  partnerContentOutputSchema,
  type RegionSuggestion,
  regionSuggestionsInputSchema,
  regionSuggestionsOutputSchema,
} from "./schemas";
import { regionFromText as regionFromTextSafe } from "./travel";

export { AiError, type AiErrorCode, type AiResult } from "./engine.server";

export interface PartnerContentInput {
  tipo: string;
  nome: string;
  descrizione: string;
  sitoWeb?: string | null;
  regione?: string | null;
  provincia?: string | null;
  comune?: string | null;
  areaTematica?: string | null;
  puntiInteresse?: string | null;
  riconoscimenti?: string | null;
  orariBooking?: string | null;
  indirizzoCitta?: string | null;
  emailContatto?: string | null;
  telefono?: string | null;
}

export interface PartnerContent {
  titolo_premium: string;
  sommario: string;
  chi_siamo: string;
  valori: string;
  servizi: { titolo: string; descrizione: string; cta?: string }[];
  esperienze: { titolo: string; descrizione: string }[];
  info_utili: string;
  cta: string;
  seo_title: string;
  seo_meta_description: string;
}

/** Plain text only: tags removed (React escapes the rest when rendering). */
export function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** `plainText` applied to every string of a JSON value. */
export function plainTextDeep<T>(value: T): T {
  if (typeof value === "string") return plainText(value) as T;
  if (Array.isArray(value)) return value.map(plainTextDeep) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainTextDeep(v)])) as T;
  }
  return value;
}

// ---------------------------------------------------------------- partner content
type PartnerIn = z.output<typeof partnerContentInputSchema>;
type PartnerOut = z.output<typeof partnerContentOutputSchema>;

const partnerContentFn: JsonFunction<PartnerIn, PartnerOut> = {
  name: "generate-partner-content",
  input: partnerContentInputSchema,
  output: partnerContentOutputSchema,
  offline: offlinePartnerContent,
  prompt: (input) => ({
    system: `${SYSTEM_BASE} Scrivi i contenuti premium della scheda pubblica di un partner, con tono elegante e concreto, usando solo le informazioni fornite.`,
    prompt: [
      "Genera i campi della scheda partner in JSON: titolo_premium, sommario (2 frasi), chi_siamo, valori, servizi (3-4, ciascuno con titolo, descrizione e cta facoltativa), esperienze (2-4, titolo e descrizione), info_utili, cta, seo_title (al massimo 60 caratteri), seo_meta_description (al massimo 160 caratteri).",
      dataBlock("profilo partner", JSON.stringify(input, null, 2)),
    ].join("\n\n"),
  }),
  finish: (out) => ({
    titolo_premium: clip(plainText(out.titolo_premium), 160),
    sommario: clip(plainText(out.sommario), 600),
    chi_siamo: clip(plainText(out.chi_siamo), 3000),
    valori: clip(plainText(out.valori), 2000),
    servizi: (out.servizi ?? []).slice(0, 8).map((s) => ({
      titolo: clip(plainText(s.titolo), 120),
      descrizione: clip(plainText(s.descrizione), 600),
      ...(s.cta ? { cta: clip(plainText(s.cta), 120) } : {}),
    })),
    esperienze: (out.esperienze ?? []).slice(0, 8).map((e) => ({
      titolo: clip(plainText(e.titolo), 120),
      descrizione: clip(plainText(e.descrizione), 600),
    })),
    info_utili: clip(plainText(out.info_utili), 1500),
    cta: clip(plainText(out.cta), 300),
    seo_title: clip(plainText(out.seo_title), 60),
    seo_meta_description: clip(plainText(out.seo_meta_description), 160),
  }),
};

/**
 * Premium copy and SEO fields for a partner profile (wizard step 7).
 * seo_title ≤ 60 characters, seo_meta_description ≤ 160. Throws AiError.
 */
export async function generatePartnerContent(
  ctx: RequestContext,
  input: PartnerContentInput,
): Promise<PartnerContent> {
  const result = await runJson(ctx, partnerContentFn, input);
  return result.output;
}

// ---------------------------------------------------------------- article content
type ArticleContentIn = z.output<typeof articleContentInputSchema>;

const articleContentFn: JsonFunction<ArticleContentIn, { content: string }> = {
  name: "generate-article-content",
  input: articleContentInputSchema,
  output: articleContentOutputSchema,
  offline: offlineArticleContent,
  prompt: (input) => ({
    system: `${SYSTEM_BASE} Scrivi articoli di magazine in HTML semplice (solo <p>, <h2>, <h3>, <ul>, <li>, <blockquote>, <strong>, <em>).`,
    prompt: [
      `Scrivi la bozza completa di un articolo per la rubrica «${input.categoryName || "articolo"}» (600-900 parole), con un'introduzione, 3-4 sezioni con titoletti <h2> e una conclusione. Restituisci JSON con il campo content (HTML).`,
      dataBlock("titolo", input.title),
      dataBlock("estratto", input.excerpt),
    ].join("\n\n"),
  }),
  finish: (out) => ({ content: sanitizeArticleHtml(out.content) }),
};

/** An article draft (sanitised HTML) from title and excerpt (admin). Throws AiError. */
export async function generateArticleContent(
  ctx: RequestContext,
  input: { title: string; excerpt: string; categoryName?: string | null },
): Promise<{ content: string }> {
  const result = await runJson(ctx, articleContentFn, input);
  return result.output;
}

export function isAiError(error: unknown): error is AiError {
  return error instanceof AiError;
}

// ================================================================ article tools

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LoadedArticle extends ArticleForTools {
  id: string;
  slug: string;
  categorySlug: string | null;
  updatedAt: Date;
}

/** A published article by id or slug, with its category; null when missing or unpublished. */
export async function loadPublishedArticle(
  ctx: RequestContext,
  idOrSlug: string,
): Promise<LoadedArticle | null> {
  const key = idOrSlug.trim();
  const match = UUID.test(key) ? or(eq(articles.id, key), eq(articles.slug, key)) : eq(articles.slug, key);
  const [row] = await ctx.db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      content: articles.content,
      updatedAt: articles.updatedAt,
      categoryName: categories.name,
      categorySlug: categories.slug,
    })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(and(match, eq(articles.isPublished, true)))
    .limit(1);
  if (!row) return null;
  // Sanitised lazily: a cache hit never needs the body.
  let sanitised: string | undefined;
  return {
    ...row,
    get content() {
      sanitised ??= sanitizeArticleHtml(row.content);
      return sanitised;
    },
  };
}

async function inspirationCandidates(ctx: RequestContext, article: LoadedArticle) {
  const [arts, ranks, partners] = await Promise.all([
    ctx.db
      .select({
        id: articles.id,
        title: articles.title,
        slug: articles.slug,
        excerpt: articles.excerpt,
        categoryName: categories.name,
        categorySlug: categories.slug,
      })
      .from(articles)
      .innerJoin(categories, eq(categories.id, articles.categoryId))
      .where(eq(articles.isPublished, true))
      .orderBy(desc(articles.createdAt))
      .limit(80),
    ctx.db
      .select({ title: rankings.title, slug: rankings.slug, description: rankings.description })
      .from(rankings)
      .where(eq(rankings.isActive, true))
      .orderBy(rankings.orderIndex)
      .limit(30),
    ctx.db
      .select({
        nome: partnerProfiles.nome,
        slug: partnerProfiles.slug,
        regione: partnerProfiles.regione,
        areaTematica: partnerProfiles.areaTematica,
        aiSommario: partnerProfiles.aiSommario,
        descrizione: partnerProfiles.descrizione,
      })
      .from(partnerProfiles)
      .where(eq(partnerProfiles.stato, "pubblicato"))
      .orderBy(desc(partnerProfiles.createdAt))
      .limit(80),
  ]);
  return {
    articles: arts
      .filter((a) => a.id !== article.id)
      .map((a) => ({
        title: a.title,
        url: `/magazine/${a.categorySlug}/${a.slug}`,
        excerpt: a.excerpt,
        categoryName: a.categoryName,
      })),
    rankings: ranks.map((r) => ({ title: r.title, url: `/liste/${r.slug}`, description: r.description })),
    partners: partners.map((p) => ({
      nome: p.nome,
      url: `/atlas/${p.slug}`,
      regione: p.regione,
      areaTematica: p.areaTematica,
      sommario: p.aiSommario ?? p.descrizione,
    })),
  };
}

/** Text shown to the public: tags removed, links kept only as internal markdown links. */
export function cleanToolText(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/\r\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, 8000);
}

function toolPrompt(tool: ArticleTool, article: LoadedArticle, question: string, extra?: string) {
  const paragraphs = paragraphsOf(article.content ?? "");
  const body = paragraphs.length
    ? paragraphs.map((p, i) => `§${i + 1} ${p}`).join("\n")
    : (article.excerpt ?? "");
  const head = `${SYSTEM_BASE} Usa il grassetto con **doppi asterischi** per i termini chiave. Non usare HTML.`;
  const data = [dataBlock("titolo", article.title), dataBlock("articolo", body)].join("\n");
  if (tool === "riassunto") {
    return {
      system: head,
      prompt: `Riassumi l'articolo in 4-6 punti elenco, con i termini chiave in grassetto.\n\n${data}`,
    };
  }
  if (tool === "chat") {
    return {
      system: `${head} Rispondi solo con informazioni presenti nell'articolo e cita il paragrafo da cui provengono nella forma [§n]. Se l'articolo non contiene la risposta dillo chiaramente, senza inventare.`,
      prompt: `${data}\n\n${dataBlock("domanda del lettore", question)}`,
    };
  }
  return {
    system: `${head} Puoi proporre link solo tra quelli elencati, nella forma [testo](/percorso).`,
    prompt: `Suggerisci idee di lettura e di viaggio collegate all'articolo: articoli correlati, classifiche e partner, ciascuno con un link e una frase di motivazione.\n\n${data}\n\n${dataBlock("contenuti collegabili", extra ?? "")}`,
  };
}

export type ArticleToolEvent =
  | { type: "meta"; engine: AiEngine; cached: boolean }
  | { type: "delta"; text: string }
  | { type: "reset" }
  | { type: "done"; engine: AiEngine; cached: boolean }
  | { type: "error"; message: string };

/**
 * One article tool as a stream of events (NDJSON lines in the API). Throws
 * AiError before streaming when the input is invalid or the article is not
 * published; once streaming, a provider failure switches to the offline answer.
 */
export async function articleToolEvents(
  ctx: RequestContext,
  raw: unknown,
): Promise<AsyncIterable<ArticleToolEvent>> {
  const input = parseInput(articleToolInputSchema, raw);
  const question = input.tool === "chat" ? input.question.trim() : "";
  if (input.tool === "chat" && !question) throw new AiError("invalid_input", "La domanda è vuota");
  const article = await loadPublishedArticle(ctx, input.article);
  if (!article) throw new AiError("not_found", "Articolo non trovato");
  const fn = "article-ai-tools" as const;
  const hash = inputHash(ctx, fn, { tool: input.tool, article: article.id, question });
  const version = article.updatedAt.toISOString();
  const ttl = input.tool === "ispirazione" ? 3_600_000 : undefined;

  const cached = await readCache(ctx, fn, hash, version, articleToolOutputSchema);
  const provider = resolveProvider(ctx.env);

  async function offlineText(): Promise<string> {
    if (input.tool === "riassunto") return offlineSummary(article as LoadedArticle);
    if (input.tool === "chat") return answerQuestion(article as LoadedArticle, question).content;
    return offlineInspiration(
      article as LoadedArticle,
      await inspirationCandidates(ctx, article as LoadedArticle),
    );
  }

  return (async function* (): AsyncGenerator<ArticleToolEvent> {
    if (cached) {
      yield { type: "meta", engine: cached.engine, cached: true };
      yield { type: "delta", text: cached.output.content };
      yield { type: "done", engine: cached.engine, cached: true };
      return;
    }
    let reason: FallbackReason | undefined;
    if (provider) {
      if (!(await consumeBudget(ctx, provider.provider))) {
        reason = "budget";
        logFallback(ctx, fn, reason);
      } else {
        let text = "";
        let started = false;
        try {
          const extra =
            input.tool === "ispirazione"
              ? JSON.stringify(await inspirationCandidates(ctx, article)).slice(0, 12_000)
              : undefined;
          const { system, prompt } = toolPrompt(input.tool, article, question, extra);
          const result = streamText({
            model: provider.model,
            system,
            prompt,
            maxOutputTokens: ctx.env.AI_MAX_OUTPUT_TOKENS,
            timeout: ctx.env.AI_TIMEOUT_MS,
            maxRetries: 0,
            // Errors arrive as stream parts below; this only silences the SDK's console output.
            onError: () => {},
          });
          for await (const part of result.fullStream) {
            if (part.type === "text-delta") {
              if (!started) {
                started = true;
                yield { type: "meta", engine: provider.provider, cached: false };
              }
              text += part.text;
              yield { type: "delta", text: part.text.replace(/<[^>]*>/g, "") };
            } else if (part.type === "error") {
              throw part.error;
            } else if (part.type === "abort") {
              throw Object.assign(new Error(`aborted: ${part.reason ?? "timeout"}`), { name: "AbortError" });
            }
          }
          const clean = cleanToolText(text);
          if (articleToolOutputSchema.safeParse({ content: clean }).success) {
            recordTokens(
              ctx,
              provider.provider,
              await Promise.resolve(result.totalUsage).catch(() => undefined),
            ).catch(() => {});
            await writeCache(ctx, fn, hash, version, provider.provider, { content: clean }, false, ttl);
            yield { type: "done", engine: provider.provider, cached: false };
            return;
          }
          reason = "invalid_output";
          logFallback(ctx, fn, reason);
        } catch (error) {
          reason = classifyFailure(error);
          logFallback(ctx, fn, reason, error);
        }
        if (started) yield { type: "reset" };
      }
    }
    const content = cleanToolText(await offlineText());
    yield { type: "meta", engine: "offline", cached: false };
    // The offline answer is ready at once; it is sent paragraph by paragraph.
    const pieces = content.split(/(?<=\n\n)/);
    for (const piece of pieces) yield { type: "delta", text: piece };
    await writeCache(ctx, fn, hash, version, "offline", { content }, Boolean(reason), ttl);
    yield { type: "done", engine: "offline", cached: false };
  })();
}

/** Collects an article tool's whole answer (tests, benchmarks, no-JS use). */
export async function runArticleTool(
  ctx: RequestContext,
  raw: unknown,
): Promise<{ content: string; engine: AiEngine; cached: boolean }> {
  let content = "";
  let engine: AiEngine = "offline";
  let cached = false;
  for await (const event of await articleToolEvents(ctx, raw)) {
    if (event.type === "delta") content += event.text;
    else if (event.type === "reset") content = "";
    else if (event.type === "done") {
      engine = event.engine;
      cached = event.cached;
    }
  }
  return { content, engine, cached };
}

// ================================================================ travel functions
function placeList(regionName: string): string {
  const region = regionOrDefault(regionName);
  return region.places.map((p) => `- ${p.name} (${p.city}; ${p.category}): ${p.description}`).join("\n");
}

const experienceFn: JsonFunction<z.output<typeof experienceInputSchema>, ExperienceResult> = {
  name: "generate-experience",
  input: experienceInputSchema,
  output: experienceOutputSchema,
  offline: offlineExperience,
  prompt: (input) => {
    const region = experienceRegion(input);
    return {
      system: `${SYSTEM_BASE} Progetti esperienze di viaggio in Italia usando solo i luoghi dell'elenco fornito, con il loro nome esatto.`,
      prompt: [
        `Crea un'esperienza di viaggio in ${region}: durata ${input.duration}, compagnia ${input.company}, interessi ${input.interests.join(", ")}. Restituisci JSON con title, description e highlights (elenco di frasi; ogni frase inizia con il nome esatto di un luogo dell'elenco, tranne un'ultima frase facoltativa che inizia con "A tavola:")${input.variant === "profile" ? ", itinerary (elenco di {time, activity, location}) e tips" : ""}.`,
        dataBlock("richiesta del visitatore", input.intent),
        dataBlock("luoghi disponibili", placeList(region)),
      ].join("\n\n"),
    };
  },
  finish: (out) => plainTextDeep(out),
  // Grounding: every highlight names a knowledge-base place of the region (or is the food note).
  check: (out, input) => {
    const region = regionOrDefault(experienceRegion(input));
    return out.highlights.every(
      (h) => h.startsWith("A tavola") || region.places.some((p) => h.includes(p.name)),
    );
  },
};

/** The region an experience is about: as the offline engine chooses it. */
function experienceRegion(input: z.output<typeof experienceInputSchema>): string {
  const fromText = regionFromTextSafe(input.intent);
  return regionOrDefault(
    input.variant === "profile" ? (input.region ?? fromText) : (fromText ?? input.region),
  ).name;
}

/** Spec §7 generate-experience (both the /experience flow and the profile variant). */
export async function generateExperience(ctx: RequestContext, raw: unknown) {
  return runJson(ctx, experienceFn, raw);
}

const itineraryFn: JsonFunction<z.output<typeof itineraryInputSchema>, Itinerary> = {
  name: "generate-itinerary",
  input: itineraryInputSchema,
  output: itineraryOutputSchema,
  offline: offlineItinerary,
  prompt: (input) => ({
    system: `${SYSTEM_BASE} Progetti itinerari in Italia usando solo i luoghi dell'elenco fornito: il titolo di ogni tappa (highlights.title) deve essere esattamente il nome di un luogo dell'elenco.`,
    prompt: [
      `Crea un itinerario dettagliato in ${regionOrDefault(input.region).name} attorno a «${input.placeName}», tema ${input.category}${input.duration ? `, durata ${input.duration} (aggiungi days, un elemento per giorno)` : ""}. Restituisci JSON con title, introduction, duration, bestTime, highlights, dining, practicalInfo e funFacts.`,
      dataBlock("luoghi disponibili", placeList(input.region)),
    ].join("\n\n"),
  }),
  finish: (out) => plainTextDeep(out),
  check: (out, input) =>
    placesExist(
      regionOrDefault(input.region).name,
      out.highlights.map((h) => h.title),
    ),
};

/** Spec §7 generate-itinerary: every highlight is a knowledge-base place of the region. */
export async function generateItinerary(ctx: RequestContext, raw: unknown) {
  return runJson(ctx, itineraryFn, raw);
}

const suggestionsFn: JsonFunction<{ region: string }, { suggestions: RegionSuggestion[] }> = {
  name: "generate-region-suggestions",
  input: regionSuggestionsInputSchema,
  output: regionSuggestionsOutputSchema,
  offline: offlineRegionSuggestions,
  prompt: (input) => ({
    system: `${SYSTEM_BASE} Suggerisci luoghi da visitare usando solo quelli dell'elenco fornito, con il nome esatto.`,
    prompt: [
      `Suggerisci 6 luoghi da visitare in ${regionOrDefault(input.region).name}, vari per categoria (Arte e Cultura, Natura, Enogastronomia, Storia, Mare…). Restituisci JSON { suggestions: [{ name, category, description }] }.`,
      dataBlock("luoghi disponibili", placeList(input.region)),
    ].join("\n\n"),
  }),
  finish: (out) => plainTextDeep(out),
  check: (out, input) =>
    placesExist(
      regionOrDefault(input.region).name,
      out.suggestions.map((s) => s.name),
    ),
};

/** Spec §7 generate-region-suggestions: only knowledge-base places of the region. */
export async function generateRegionSuggestions(ctx: RequestContext, raw: unknown) {
  const result = await runJson(ctx, suggestionsFn, raw);
  return result;
}

// ================================================================ rate limit for anonymous use

/** Per-client limit on AI endpoints (D7). Throws AiError("rate_limited"). */
export async function enforceAiRateLimit(ctx: RequestContext, scope: string): Promise<void> {
  const result = await consumeRateLimit(
    ctx.db,
    {
      name: `ai:${scope}`,
      max: ctx.env.AI_RATE_LIMIT_MAX,
      windowSeconds: ctx.env.AI_RATE_LIMIT_WINDOW_SECONDS,
    },
    ctx.clientIp,
  );
  if (!result.allowed) {
    throw new AiError("rate_limited", "Troppe richieste", { retryAfterSeconds: result.retryAfterSeconds });
  }
}

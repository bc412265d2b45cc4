// article-ai-tools (spec §7): riassunto, chat and ispirazione on one published article.
// The caller loads the article and the related content through the domains and
// passes them in: the AI layer reads no domain table.
import { streamText } from "ai";
import type { RequestContext } from "~/server/context.server";
import {
  AiError,
  classifyFailure,
  consumeBudget,
  type FallbackReason,
  inputHash,
  logFallback,
  readCache,
  recordTokens,
  writeCache,
} from "./engine.server";
import {
  type ArticleForTools,
  answerQuestion,
  type InspirationCandidates,
  offlineInspiration,
  offlineSummary,
} from "./offline/article-tools";
import { paragraphsOf } from "./offline/text";
import { dataBlock, SYSTEM_BASE } from "./prompts";
import { resolveProvider } from "./providers.server";
import { type AiEngine, type ArticleTool, articleToolOutputSchema } from "./schemas";
import { cleanToolText } from "./text";

/** A published article as the tools read it (content already sanitised). */
export interface ToolArticle extends ArticleForTools {
  id: string;
  updatedAt: Date;
}

export interface ArticleToolRequest {
  tool: ArticleTool;
  /** The reader's question (chat only). */
  question?: string | undefined;
}

export interface ArticleToolSources {
  article: ToolArticle;
  /** Related published content for ispirazione, loaded only when needed. */
  related: () => Promise<InspirationCandidates>;
}

function toolPrompt(tool: ArticleTool, article: ToolArticle, question: string, extra?: string) {
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
 * AiError before streaming when the question is empty; once streaming, a
 * provider failure switches to the offline answer.
 */
export async function articleToolEvents(
  ctx: RequestContext,
  request: ArticleToolRequest,
  sources: ArticleToolSources,
): Promise<AsyncIterable<ArticleToolEvent>> {
  const { article } = sources;
  const input = request;
  const question = input.tool === "chat" ? (input.question ?? "").trim() : "";
  if (input.tool === "chat" && !question) throw new AiError("invalid_input", "La domanda è vuota");
  const fn = "article-ai-tools" as const;
  const hash = inputHash(ctx, fn, { tool: input.tool, article: article.id, question });
  const version = article.updatedAt.toISOString();
  const ttl = input.tool === "ispirazione" ? 3_600_000 : undefined;

  const cached = await readCache(ctx, fn, hash, version, articleToolOutputSchema);
  const provider = resolveProvider(ctx.env);

  async function offlineText(): Promise<string> {
    if (input.tool === "riassunto") return offlineSummary(article);
    if (input.tool === "chat") return answerQuestion(article, question).content;
    return offlineInspiration(article, await sources.related());
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
              ? JSON.stringify(await sources.related()).slice(0, 12_000)
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
export async function collectArticleTool(
  events: AsyncIterable<ArticleToolEvent>,
): Promise<{ content: string; engine: AiEngine; cached: boolean }> {
  let content = "";
  let engine: AiEngine = "offline";
  let cached = false;
  for await (const event of events) {
    if (event.type === "delta") content += event.text;
    else if (event.type === "reset") content = "";
    else if (event.type === "done") {
      engine = event.engine;
      cached = event.cached;
    }
  }
  return { content, engine, cached };
}

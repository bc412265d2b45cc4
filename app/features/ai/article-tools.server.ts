// article-ai-tools (spec §7): riassunto, chat and ispirazione on one published article.
// The caller loads the article and the related content through the domains and
// passes them in: the AI layer reads no domain table.
import { streamText } from "ai";
import { articleBlocks } from "~/lib/article-blocks";
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
  type ChatGrounding,
  type InspirationCandidates,
  offlineChat,
  offlineInspiration,
  offlineSummary,
} from "./offline/article-tools";
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
  /** What the retrieval layer found for a chat question (features/search). */
  grounding: (question: string) => Promise<ChatGrounding>;
  /** Related published content for ispirazione, loaded only when needed. */
  related: () => Promise<InspirationCandidates>;
  /**
   * Version of the rest of the site the answer depends on (chat pointers, inspiration): a
   * cached answer is reused only while it is unchanged.
   */
  siteVersion?: string;
}

function toolPrompt(
  tool: ArticleTool,
  article: ToolArticle,
  question: string,
  extra?: { related?: string; grounding?: ChatGrounding },
) {
  const head = `${SYSTEM_BASE} Usa il grassetto con **doppi asterischi** per i termini chiave. Non usare HTML.`;
  if (tool === "chat") {
    const g = extra?.grounding;
    const passages = (g?.passages ?? [])
      .map((p) => `${p.n ? `[§${p.n}]` : "[intro]"}${p.section ? ` (${p.section})` : ""} ${p.text}`)
      .join("\n");
    const elsewhere = g?.elsewhere
      ? dataBlock("altra pagina del sito", `${g.elsewhere.title} → ${g.elsewhere.url}`)
      : "";
    return {
      system: `${head} Rispondi solo con le informazioni dei passaggi dell'articolo forniti e cita il passaggio da cui provengono nella forma [§n], usando solo i numeri indicati. Se i passaggi non contengono la risposta dillo chiaramente con la frase «L'articolo non …», senza inventare; se è indicata un'altra pagina del sito, rimanda a quella con un link nella forma [titolo](/percorso).`,
      prompt: [
        dataBlock("titolo", article.title),
        dataBlock("passaggi dell'articolo", passages || "(nessun passaggio pertinente)"),
        elsewhere,
        dataBlock("domanda del lettore", question),
      ]
        .filter(Boolean)
        .join("\n"),
    };
  }
  // Every citable block, lists and quotes included, with the number a citation uses.
  const blocks = articleBlocks(article.content);
  const body = blocks.length ? blocks.map((b) => `§${b.n} ${b.text}`).join("\n") : (article.excerpt ?? "");
  const data = [dataBlock("titolo", article.title), dataBlock("articolo", body)].join("\n");
  if (tool === "riassunto") {
    return {
      system: head,
      prompt: `Riassumi l'articolo in 4-6 punti elenco, con i termini chiave in grassetto.\n\n${data}`,
    };
  }
  return {
    system: `${head} Puoi proporre link solo tra quelli elencati, nella forma [testo](/percorso).`,
    prompt: `Suggerisci idee di lettura e di viaggio collegate all'articolo: articoli correlati, classifiche e partner, ciascuno con un link e una frase di motivazione.\n\n${data}\n\n${dataBlock("contenuti collegabili", extra?.related ?? "")}`,
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
  const version =
    input.tool === "riassunto" || !sources.siteVersion
      ? article.updatedAt.toISOString()
      : `${article.updatedAt.toISOString()}|${sources.siteVersion}`;
  const ttl = input.tool === "ispirazione" ? 3_600_000 : undefined;

  const cached = await readCache(ctx, fn, hash, version, articleToolOutputSchema);
  const provider = resolveProvider(ctx.env);

  let grounding: ChatGrounding | undefined;
  const groundingFor = async () => {
    grounding ??= await sources.grounding(question);
    return grounding;
  };
  async function offlineText(): Promise<string> {
    if (input.tool === "riassunto") return offlineSummary(article);
    if (input.tool === "chat") return offlineChat(await groundingFor());
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
              ? { related: JSON.stringify(await sources.related()).slice(0, 12_000) }
              : input.tool === "chat"
                ? { grounding: await groundingFor() }
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
          const grounded = input.tool !== "chat" || (grounding && citesOnlyGiven(clean, grounding));
          if (grounded && articleToolOutputSchema.safeParse({ content: clean }).success) {
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

/**
 * A hosted model's chat answer is kept only when it is grounded: every [§n] it cites is
 * one of the passages it was given, every link one it was offered, and an answer without
 * any citation says that the article does not give it.
 */
export function citesOnlyGiven(text: string, grounding: ChatGrounding): boolean {
  const given = new Set(grounding.passages.map((p) => p.n).filter((n): n is number => n !== null));
  const cited = [...text.matchAll(/\[§(\d{1,4})\]/g)].map((m) => Number(m[1]));
  if (cited.some((n) => !given.has(n))) return false;
  const links = [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);
  if (links.some((href) => href !== grounding.elsewhere?.url)) return false;
  return cited.length > 0 || /\bnon\b/i.test(text);
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

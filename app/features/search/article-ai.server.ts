// The article AI tools on published content: the article a reader is on, and what the
// retrieval layer finds for it (the evidence for a question, the page that answers it
// elsewhere, the related content), loaded here and handed to the AI layer, which reads no
// domain table itself.

import { and, eq, or, sql } from "drizzle-orm";
import { articles, categories } from "~/db/schema";
import {
  type ArticleToolEvent,
  articleToolEvents,
  collectArticleTool,
  type ToolArticle,
} from "~/features/ai/article-tools.server";
import { AiError, parseInput } from "~/features/ai/engine.server";
import { articleToolInputSchema } from "~/features/ai/schemas";
import { isUuid } from "~/lib/ids";
import type { RequestContext } from "~/server/context.server";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import { chatGrounding, relatedTo } from "./retrieval.server";

const rowsOf = (result: unknown) => (result as { rows?: Record<string, unknown>[] }).rows ?? [];

/** A published article by id or slug, with its section; null when missing or unpublished. */
export async function getToolArticle(ctx: RequestContext, idOrSlug: string): Promise<ToolArticle | null> {
  const key = idOrSlug.trim();
  const match = isUuid(key) ? or(eq(articles.id, key), eq(articles.slug, key)) : eq(articles.slug, key);
  const [row] = await ctx.db
    .select({
      id: articles.id,
      title: articles.title,
      excerpt: articles.excerpt,
      content: articles.content,
      updatedAt: articles.updatedAt,
      categoryName: categories.name,
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

/**
 * One article tool request ({ tool, article: id or slug, question }) as a stream of
 * events. Throws AiError when the input is invalid or the article is not published.
 */
export async function articleToolRequest(
  ctx: RequestContext,
  raw: unknown,
): Promise<AsyncIterable<ArticleToolEvent>> {
  const input = parseInput(articleToolInputSchema, raw);
  if (input.tool === "chat" && !input.question.trim())
    throw new AiError("invalid_input", "La domanda è vuota");
  const article = await getToolArticle(ctx, input.article);
  if (!article) throw new AiError("not_found", "Articolo non trovato");
  // Every write to a published source moves the index queue's sequence: chat pointers and
  // inspiration cached before it are not reused.
  const [seq] = rowsOf(await ctx.db.execute(sql`select last_value from search_queue_id_seq`));
  return articleToolEvents(
    ctx,
    { tool: input.tool, question: input.tool === "chat" ? input.question : undefined },
    {
      article,
      grounding: (question) => chatGrounding(ctx.db, article, question),
      related: () => relatedTo(ctx.db, article),
      siteVersion: String(seq?.last_value ?? ""),
    },
  );
}

/** The whole answer of one article tool request (tests, benchmarks, no-JS use). */
export async function runArticleTool(ctx: RequestContext, raw: unknown) {
  return collectArticleTool(await articleToolRequest(ctx, raw));
}

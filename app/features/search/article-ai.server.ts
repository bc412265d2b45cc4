// The article AI tools on published content: the article a reader is on and the
// related published content, loaded here and handed to the AI layer, which reads
// no domain table itself.
import { and, desc, eq, or } from "drizzle-orm";
import { articles, categories, partnerProfiles, rankings } from "~/db/schema";
import {
  type ArticleToolEvent,
  articleToolEvents,
  collectArticleTool,
  type ToolArticle,
} from "~/features/ai/article-tools.server";
import { AiError, parseInput } from "~/features/ai/engine.server";
import type { InspirationCandidates } from "~/features/ai/offline/article-tools";
import { articleToolInputSchema } from "~/features/ai/schemas";
import { articlePath, partnerPath, rankingPath } from "~/lib/urls";
import type { RequestContext } from "~/server/context.server";
import { sanitizeArticleHtml } from "~/server/sanitize.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A published article by id or slug, with its section; null when missing or unpublished. */
export async function getToolArticle(ctx: RequestContext, idOrSlug: string): Promise<ToolArticle | null> {
  const key = idOrSlug.trim();
  const match = UUID.test(key) ? or(eq(articles.id, key), eq(articles.slug, key)) : eq(articles.slug, key);
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

/** Published articles, active rankings and published partners an article can lead to. */
export async function relatedContent(ctx: RequestContext, articleId: string): Promise<InspirationCandidates> {
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
      .filter((a) => a.id !== articleId)
      .map((a) => ({
        title: a.title,
        url: articlePath({ slug: a.slug, categorySlug: a.categorySlug }),
        excerpt: a.excerpt,
        categoryName: a.categoryName,
      })),
    rankings: ranks.map((r) => ({ title: r.title, url: rankingPath(r.slug), description: r.description })),
    partners: partners.map((p) => ({
      nome: p.nome,
      url: partnerPath(p.slug),
      regione: p.regione,
      areaTematica: p.areaTematica,
      sommario: p.aiSommario ?? p.descrizione,
    })),
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
  return articleToolEvents(
    ctx,
    { tool: input.tool, question: input.tool === "chat" ? input.question : undefined },
    { article, related: () => relatedContent(ctx, article.id) },
  );
}

/** The whole answer of one article tool request (tests, benchmarks, no-JS use). */
export async function runArticleTool(ctx: RequestContext, raw: unknown) {
  return collectArticleTool(await articleToolRequest(ctx, raw));
}

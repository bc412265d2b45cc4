import { data, useActionData, useLoaderData } from "react-router";
import { errorBoundaryFor } from "~/components/layout/route-error-boundary";
import { ArticleAiPage, type ArticleToolAnswer } from "~/features/ai/components/article-ai-page";
import { AiError } from "~/features/ai/engine.server";
import { enforceAiRateLimit } from "~/features/ai/rate-limit.server";
import { ARTICLE_TOOLS, type ArticleTool } from "~/features/ai/schemas";
import { getPublishedArticle } from "~/features/magazine/magazine.server";
import { runArticleTool } from "~/features/search/article-ai.server";
import * as MESSAGES from "~/lib/messages";
import { articlePath, MAGAZINE_PATH } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import type { Route } from "./+types/article-ai";

async function publishedArticle(context: Route.LoaderArgs["context"], slug: string) {
  const article = await getPublishedArticle(context.get(appContext).db, slug);
  if (!article?.category) throw data({ categoryName: "Magazine", categorySlug: null }, { status: 404 });
  return { id: article.id, title: article.title, url: articlePath(article), category: article.category };
}

/** /magazine/{section}/{slug}/ai (issue 14): the article AI tools answered by the server. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await publishedArticle(context, params.slug);
  return { article: { title: article.title, url: article.url } };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const article = await publishedArticle(context, params.slug);
  const form = await readForm(request);
  const tool = String(form.get("strumento") ?? "") as ArticleTool;
  const question = String(form.get("domanda") ?? "").trim();
  if (!ARTICLE_TOOLS.includes(tool))
    return data<ArticleToolAnswer>({ tool: "chat", error: MESSAGES.aiInvalidInput }, 400);
  // "Chiedi all'AI" before a question: the page with the question form.
  if (tool === "chat" && !question) return { tool } satisfies ArticleToolAnswer;
  if (question.length > 500)
    return data<ArticleToolAnswer>(
      { tool, question: question.slice(0, 500), error: MESSAGES.aiInvalidInput },
      400,
    );
  try {
    await enforceAiRateLimit(ctx, "article-tools");
    const result = await runArticleTool(ctx, { tool, article: article.id, question });
    return {
      tool,
      question: tool === "chat" ? question : undefined,
      content: result.content,
      engine: result.engine,
    } satisfies ArticleToolAnswer;
  } catch (error) {
    const code = error instanceof AiError ? error.code : "generation_failed";
    if (code !== "rate_limited" && code !== "invalid_input")
      ctx.log.error({ err: error }, "AI article tool page failed");
    const message =
      code === "rate_limited"
        ? MESSAGES.aiRateLimited
        : code === "invalid_input"
          ? MESSAGES.aiInvalidInput
          : MESSAGES.aiContentError;
    return data<ArticleToolAnswer>(
      { tool, question, error: message },
      code === "rate_limited" ? 429 : code === "invalid_input" ? 400 : 503,
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Strumenti AI · ${loaderData?.article.title ?? "Articolo"} · Atlante` },
  { name: "robots", content: "noindex" },
];

export default function ArticleAiToolsPage() {
  const { article } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  return <ArticleAiPage article={article} answer={answer as ArticleToolAnswer | null} />;
}

export const ErrorBoundary = errorBoundaryFor({
  notFoundTitle: MESSAGES.articleNotFound,
  loadErrorTitle: MESSAGES.articleLoadError,
  back: () => ({ to: MAGAZINE_PATH, label: "Torna a Magazine" }),
});

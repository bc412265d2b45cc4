// generate-article-content (spec §7): an article draft for the admin editor.
import type { z } from "zod";
import type { RequestContext } from "~/server/context.server";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import { type JsonFunction, runJson } from "./engine.server";
import { offlineArticleContent } from "./offline/article-content";
import { dataBlock, SYSTEM_BASE } from "./prompts";
import { articleContentInputSchema, articleContentOutputSchema } from "./schemas";

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

import { data } from "react-router";
import { articleViewData } from "~/features/magazine/article-view.server";
import { ArticleView } from "~/features/magazine/components/article-view";
import { getArticleForPreview, isUuid, listRelatedArticles } from "~/features/magazine/magazine.server";
import * as MESSAGES from "~/lib/messages";
import { adminArticlePath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import { getSessionUser } from "~/server/policy.server";
import type { Route } from "./+types/article-preview";

/**
 * /anteprima/articoli/{id} (issue 15): the real article page with the editor's unsaved
 * changes, for admins only. Anyone else gets the same 404 as a missing page, so drafts
 * cannot be probed. Never indexed, never cached.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  if (user?.role !== "admin" || !isUuid(params.id)) throw data(MESSAGES.notFound, { status: 404 });
  const ctx = context.get(appContext);
  const article = await getArticleForPreview(ctx.db, params.id);
  if (!article) throw data(MESSAGES.notFound, { status: 404 });
  const related = await listRelatedArticles(ctx.db, article);
  return data(
    {
      siteUrl: ctx.siteUrl,
      article: articleViewData({ ...article, category: article.category ?? { name: "Magazine", slug: "" } }),
      related,
      published: article.isPublished,
    },
    { headers: { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Anteprima: ${loaderData?.article.title ?? "articolo"} · Atlante` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
  const { article, related, siteUrl, published } = loaderData;
  return (
    <>
      <div role="status" className="sticky top-0 z-40 bg-ink px-4 py-2 text-center text-sm text-ivory">
        <strong className="mr-2 uppercase tracking-wide text-gold-light">Anteprima</strong>
        {published ? "Modifiche non ancora pubblicate." : "Questo articolo non è pubblicato."}{" "}
        <a href={adminArticlePath(article.id)} className="underline">
          Torna all'editor
        </a>
      </div>
      <ArticleView article={article} related={related} siteUrl={siteUrl} />
    </>
  );
}

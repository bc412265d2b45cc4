import { searchSuggestions } from "~/features/search/search.server";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/search-suggestions";

/** GET /api/cerca/suggerimenti?q=… — titles for the header's as-you-type suggestions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const suggestions = await searchSuggestions(ctx.db, q);
  return Response.json(
    { suggestions },
    { headers: { "cache-control": "public, max-age=60", "x-content-type-options": "nosniff" } },
  );
}

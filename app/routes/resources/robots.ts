import { absoluteUrl } from "~/lib/seo";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/robots";

/** /robots.txt: public pages open to crawlers; private areas and APIs closed. */
export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(appContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /area-partner",
    "Disallow: /auth",
    "Disallow: /init-admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}

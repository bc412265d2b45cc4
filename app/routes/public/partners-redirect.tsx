import { redirect } from "react-router";
import { partnerPath } from "~/lib/urls";
import type { Route } from "./+types/partners-redirect";

/** D3: /partners/{slug} permanently redirects to the public page /atlas/{slug}. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(partnerPath(params.slug), 301);
}

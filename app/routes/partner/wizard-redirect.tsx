import { redirect } from "react-router";
import type { Route } from "./+types/wizard-redirect";

/** Spec §2: /partner-wizard redirects to /area-partner/wizard (query kept). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/area-partner/wizard${url.search}`, 301);
}

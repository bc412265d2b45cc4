import { redirect } from "react-router";
import { requireAdmin } from "~/server/policy.server";
import type { Route } from "./+types/index";

/** /admin opens on the first tab, Rubriche (spec §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  throw redirect("/admin/rubriche");
}

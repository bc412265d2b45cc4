import { redirect } from "react-router";
import { safeRedirect } from "~/features/auth/auth-schema";
import * as MESSAGES from "~/lib/messages";
import { appContext } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/");
}

/** D11: ends this session on the server; scope=all revokes every session of the user. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const form = await readForm(request);
  const redirectTo = safeRedirect(String(form.get("redirectTo") ?? ""), "/");
  const everywhere = form.get("scope") === "all";
  const headers = new Headers();
  try {
    if (everywhere) await ctx.auth.api.revokeSessions({ headers: request.headers });
    const response = await ctx.auth.api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  } catch (error) {
    // Spec §8: logout errors are logged and the logout proceeds anyway.
    ctx.log.warn({ err: error }, MESSAGES.logoutError);
    headers.append("set-cookie", "better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
  }
  return redirectWithToast(
    request,
    context,
    redirectTo,
    { type: "success", title: everywhere ? MESSAGES.logoutEverywhereSuccess : MESSAGES.logoutSuccess },
    { headers },
  );
}

import { createCookieSessionStorage, redirect } from "react-router";
import { z } from "zod";
import { appContext, type RequestContext } from "./context.server";

/** A message shown once on the next page (flash cookie), as in epic-stack. */
export const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string().max(300),
  description: z.string().max(500).optional(),
});
export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

const TOAST_KEY = "toast";
type ToastStorage = ReturnType<typeof createCookieSessionStorage<Record<string, never>, { toast: Toast }>>;
const storages = new Map<string, ToastStorage>();

function storageFor(ctx: Pick<RequestContext, "cookieSecret" | "siteUrl">) {
  let storage = storages.get(ctx.cookieSecret);
  if (!storage) {
    storage = createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
      cookie: {
        name: "atlante_toast",
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: ctx.siteUrl.startsWith("https://"),
        secrets: [ctx.cookieSecret],
      },
    });
    storages.set(ctx.cookieSecret, storage);
  }
  return storage;
}

interface ContextReader {
  get(key: typeof appContext): RequestContext;
}

/** Headers that set a toast for the next page. */
export async function toastHeaders(request: Request, context: ContextReader, toast: ToastInput) {
  const storage = storageFor(context.get(appContext));
  const session = await storage.getSession(request.headers.get("cookie"));
  session.flash(TOAST_KEY, toastSchema.parse(toast));
  return new Headers({ "set-cookie": await storage.commitSession(session) });
}

export async function redirectWithToast(
  request: Request,
  context: ContextReader,
  url: string,
  toast: ToastInput,
  init: ResponseInit = {},
) {
  const headers = new Headers(init.headers);
  for (const cookie of (await toastHeaders(request, context, toast)).getSetCookie()) {
    headers.append("set-cookie", cookie);
  }
  return redirect(url, { ...init, headers });
}

/** Reads (and consumes) the pending toast. */
export async function readToast(request: Request, context: ContextReader) {
  const storage = storageFor(context.get(appContext));
  const session = await storage.getSession(request.headers.get("cookie"));
  const parsed = toastSchema.safeParse(session.get(TOAST_KEY));
  const toast = parsed.success ? parsed.data : null;
  const headers = new Headers();
  if (toast) headers.append("set-cookie", await storage.destroySession(session));
  return { toast, headers };
}

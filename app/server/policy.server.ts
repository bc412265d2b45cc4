import { count, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Db } from "~/db/client.server";
import { userRoles } from "~/db/schema";
import * as MESSAGES from "~/lib/messages";
import { authPath } from "~/lib/urls";
import { appContext, type RequestContext } from "./context.server";
import { redirectWithToast } from "./toast.server";

/**
 * The one place where permissions are decided (spec §6, D6). Every loader and
 * action that needs a signed-in user or an admin calls one of these guards
 * at its top; a parent route's check never protects a child's action.
 */

export type Role = "user" | "admin";

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
}

export interface ContextReader {
  get(key: typeof appContext): RequestContext;
}

const cache = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user for this request, or null. Looked up once per request. */
export function getSessionUser(request: Request, context: ContextReader): Promise<SessionUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = loadSessionUser(request, context.get(appContext));
    cache.set(request, pending);
  }
  return pending;
}

async function loadSessionUser(request: Request, ctx: RequestContext): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")) return null;
  const session = await ctx.auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  let role: Role = "user";
  try {
    role = await getRole(ctx.db, session.user.id);
  } catch (error) {
    // Spec §8: admin-check errors are logged and the user is treated as non-admin.
    ctx.log.error({ err: error }, "admin check failed");
  }
  return {
    id: session.user.id,
    email: session.user.email,
    fullName: (session.user as { name?: string }).name ?? "",
    role,
  };
}

async function getRole(db: Db, userId: string): Promise<Role> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return row?.role ?? "user";
}

async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
  return row?.n ?? 0;
}

export async function adminExists(db: Db): Promise<boolean> {
  return (await countAdmins(db)) > 0;
}

function currentPath(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Throws a redirect to /auth (coming back here afterwards) when nobody is signed in. */
export async function requireUser(
  request: Request,
  context: ContextReader,
  options: { redirectTo?: string } = {},
): Promise<SessionUser> {
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(authPath(options.redirectTo ?? currentPath(request)));
  return user;
}

/**
 * Admins only. Anonymous visitors go to /auth; signed-in non-admins go home
 * with 'Non hai i permessi per accedere a questa pagina'. Non-GET requests
 * from non-admins get a plain 403 so nothing changes.
 */
export async function requireAdmin(request: Request, context: ContextReader): Promise<SessionUser> {
  const user = await getSessionUser(request, context);
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (!user) {
    if (isRead) throw redirect(authPath(currentPath(request)));
    throw data({ error: MESSAGES.permissionDenied }, { status: 401 });
  }
  if (user.role !== "admin") {
    if (isRead) {
      throw await redirectWithToast(request, context, "/", {
        type: "error",
        title: MESSAGES.permissionDenied,
      });
    }
    throw data({ error: MESSAGES.permissionDenied }, { status: 403 });
  }
  return user;
}

import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { profiles } from "~/db/schema";
import * as MESSAGES from "~/lib/messages";
import { SIGN_IN_THROTTLED } from "~/server/auth-hooks.server";
import type { RequestContext } from "~/server/context.server";
import { consumeRateLimit } from "~/server/rate-limit.server";

export type AuthOutcome =
  | { ok: true; headers: Headers }
  | { ok: false; status: number; message: string; field?: "email" | "password" };

function errorCode(error: unknown): string | undefined {
  if (error instanceof APIError) return (error.body as { code?: string } | undefined)?.code;
  return undefined;
}

/** Counts an attempt against the per-client limit shared by every instance. */
export async function checkAuthRateLimit(ctx: RequestContext): Promise<AuthOutcome | null> {
  const limit = await consumeRateLimit(
    ctx.db,
    {
      name: "auth-form",
      max: ctx.env.AUTH_RATE_LIMIT_MAX,
      windowSeconds: ctx.env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    ctx.clientIp,
  );
  return limit.allowed ? null : { ok: false, status: 429, message: MESSAGES.tooManyRequests };
}

export async function signIn(
  ctx: RequestContext,
  request: Request,
  input: { email: string; password: string },
): Promise<AuthOutcome> {
  try {
    const response = await ctx.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: request.headers,
      asResponse: true,
    });
    if (response.ok) {
      const headers = new Headers();
      for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
      return { ok: true, headers };
    }
    if (response.status === 401) return { ok: false, status: 400, message: MESSAGES.invalidCredentials };
    if (response.status === 429) {
      // The per-account throttle (issue 18) says how long to wait.
      const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
      const message =
        body?.code === SIGN_IN_THROTTLED && body.message ? body.message : MESSAGES.tooManyRequests;
      return { ok: false, status: 429, message };
    }
    if (response.status === 403) return { ok: false, status: 403, message: MESSAGES.emailNotVerified };
    ctx.log.warn({ status: response.status }, "sign-in refused");
    return { ok: false, status: 400, message: MESSAGES.genericError };
  } catch (error) {
    if (errorCode(error) === "INVALID_EMAIL_OR_PASSWORD")
      return { ok: false, status: 400, message: MESSAGES.invalidCredentials };
    if (errorCode(error) === SIGN_IN_THROTTLED && error instanceof APIError)
      return { ok: false, status: 429, message: error.message };
    if (errorCode(error) === "EMAIL_NOT_VERIFIED")
      return { ok: false, status: 403, message: MESSAGES.emailNotVerified };
    ctx.log.error({ err: error }, "sign-in failed");
    return { ok: false, status: 500, message: MESSAGES.genericError };
  }
}

export async function signUp(
  ctx: RequestContext,
  request: Request,
  input: { email: string; password: string; fullName?: string | undefined },
): Promise<AuthOutcome> {
  // Spec §8 wants 'Utente già registrato'; Better Auth alone would hide it.
  const [existing] = await ctx.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.email, input.email));
  if (existing) return { ok: false, status: 400, message: MESSAGES.userAlreadyRegistered, field: "email" };
  try {
    await ctx.auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: input.fullName ?? "",
        ...(ctx.env.AUTH_REQUIRE_EMAIL_VERIFICATION ? { callbackURL: "/auth" } : {}),
      },
      headers: request.headers,
    });
    return { ok: true, headers: new Headers() };
  } catch (error) {
    const code = errorCode(error);
    if (code?.startsWith("USER_ALREADY_EXISTS")) {
      return { ok: false, status: 400, message: MESSAGES.userAlreadyRegistered, field: "email" };
    }
    if (code === "PASSWORD_TOO_SHORT")
      return { ok: false, status: 400, message: MESSAGES.passwordTooShort, field: "password" };
    if (code === "PASSWORD_TOO_COMMON")
      return { ok: false, status: 400, message: MESSAGES.passwordTooCommon, field: "password" };
    if (code === "INVALID_INPUT" && error instanceof APIError)
      return { ok: false, status: 400, message: error.message || MESSAGES.genericError };
    ctx.log.error({ err: error }, "sign-up failed");
    return { ok: false, status: 500, message: MESSAGES.genericError };
  }
}

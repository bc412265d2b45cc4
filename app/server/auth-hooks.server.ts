import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import {
  emailField as email,
  fullNameField as fullName,
  passwordField as password,
} from "~/lib/account-fields";
import * as MESSAGES from "~/lib/messages";
import { weakPasswordMessage } from "./password-policy.server";
import { clearSignInFailures, recordSignInFailure, signInWaitSeconds } from "./sign-in-throttle.server";

/**
 * Issue 18: Better Auth's endpoints get the same rules as the app's forms, whether
 * they are reached over HTTP or called by the app's actions (`auth.api.*`).
 * See docs/decisions/1811-better-auth-hardening.md.
 */

/** Endpoints the app reaches only through its own actions: 404 over HTTP. */
export const DISABLED_AUTH_PATHS = [
  "/sign-up/email",
  "/update-user",
  "/change-email",
  "/change-password",
  "/set-password",
  "/delete-user",
  "/request-password-reset",
  "/reset-password",
  "/forget-password",
  "/link-social",
  "/unlink-account",
];

export const SIGN_IN_THROTTLED = "SIGN_IN_THROTTLED";

const sameSitePath = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])/);

/** Sign-up accepts exactly what the registration form sends: nothing else reaches the profile. */
const signUpBody = z.strictObject({
  email,
  password,
  name: fullName,
  callbackURL: sameSitePath.optional(),
});
const updateUserBody = z.strictObject({ name: fullName });

function badRequest(message: string, code = "INVALID_INPUT"): never {
  throw new APIError("BAD_REQUEST", { code, message });
}

function validated<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) badRequest(parsed.error.issues[0]?.message ?? MESSAGES.genericError);
  return parsed.data;
}

function emailOf(body: unknown): string | null {
  const value = (body as { email?: unknown } | undefined)?.email;
  return typeof value === "string" && value.length <= 254 ? value.trim().toLowerCase() : null;
}

export function createAuthHooks(db: Db) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === "/sign-up/email") {
        const body = validated(signUpBody, ctx.body);
        const weak = await weakPasswordMessage(body.password, [body.email, body.name ?? ""]);
        if (weak) badRequest(weak, "PASSWORD_TOO_COMMON");
        return { context: { body: { ...body, name: body.name ?? "" } } };
      }
      if (ctx.path === "/update-user") {
        const body = validated(updateUserBody, ctx.body);
        return { context: { body: { name: body.name ?? "" } } };
      }
      if (ctx.path === "/sign-in/email") {
        const address = emailOf(ctx.body);
        if (!address) return;
        const wait = await signInWaitSeconds(db, address);
        if (wait !== null) {
          throw new APIError(
            "TOO_MANY_REQUESTS",
            { code: SIGN_IN_THROTTLED, message: MESSAGES.signInThrottled(wait) },
            { "retry-after": String(wait) },
          );
        }
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== "/sign-in/email") return;
      const address = emailOf(ctx.body);
      if (!address) return;
      const returned = ctx.context.returned;
      if (isAPIError(returned)) {
        // Only a wrong e-mail or password counts; a throttled or unverified attempt does not.
        if (returned.statusCode === 401) await recordSignInFailure(db, address);
      } else if (returned !== undefined) {
        await clearSignInFailures(db, address);
      }
    }),
  };
}

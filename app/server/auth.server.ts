import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "~/db/client.server";
import { accounts, authRateLimits, profiles, sessions, verifications } from "~/db/schema";
import { createAuthHooks, DISABLED_AUTH_PATHS } from "./auth-hooks.server";

/**
 * Argon2id at OWASP's minimum recommended cost (19 MiB, 2 iterations, 1 lane).
 * See docs/decisions/0004-auth.md.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  /** Seconds and count for Better Auth's own limiter on direct /api/auth calls. */
  rateLimit: { window: number; max: number };
  /**
   * When set, a new account must confirm its address before signing in
   * (AUTH_REQUIRE_EMAIL_VERIFICATION); `send` delivers the confirmation link.
   */
  emailVerification?: { send: (to: string, url: string) => Promise<void> } | undefined;
  /**
   * Better Auth's own log lines. Only the message is passed on: its extra arguments can
   * carry a failed query's parameters (e-mails, names).
   */
  log?: ((level: "debug" | "info" | "warn" | "error", message: string) => void) | undefined;
}

export const CLIENT_IP_HEADER = "x-atlante-client-ip";

export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: "Atlante",
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: "/api/auth",
    trustedOrigins: [new URL(options.baseURL).origin],
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: { profiles, sessions, accounts, verifications, authRateLimits },
    }),
    user: { modelName: "profiles", fields: { name: "fullName" } },
    session: {
      modelName: "sessions",
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    // Issue 18: the app's own actions are the only way to register or edit an account.
    disabledPaths: DISABLED_AUTH_PATHS,
    hooks: createAuthHooks(options.db),
    ...(options.emailVerification
      ? {
          emailVerification: {
            sendOnSignUp: true,
            autoSignInAfterVerification: false,
            expiresIn: 60 * 60 * 24,
            sendVerificationEmail: ({ user, url }: { user: { email: string }; url: string }) =>
              options.emailVerification?.send(user.email, url) ?? Promise.resolve(),
          },
        }
      : {}),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: Boolean(options.emailVerification),
      // Spec §4: after registering, the visitor signs in explicitly.
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: {
        hash: (password) => hash(password, ARGON2_OPTIONS),
        verify: ({ hash: digest, password }) => verify(digest, password),
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "authRateLimits",
      window: options.rateLimit.window,
      max: options.rateLimit.max,
    },
    advanced: {
      // The server entry overwrites this header with the address Express trusts
      // (TRUST_PROXY), so a client cannot choose its own rate-limit key.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: options.baseURL.startsWith("https://"),
    },
    ...(options.log ? { logger: { level: "warn" as const, log: options.log } } : {}),
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

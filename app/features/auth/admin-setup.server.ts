import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { profiles, userRoles } from "~/db/schema";
import type { AppServices } from "~/server/context.server";
import { adminExists } from "~/server/policy.server";

export type AdminSetupResult =
  | { ok: true; userId: string }
  | { ok: false; reason: "admin-exists" | "bad-token" | "wrong-password" | "failed"; message: string };

export function tokensMatch(expected: string | null, given: string) {
  if (!expected) return false;
  const a = crypto.createHash("sha256").update(expected).digest();
  const b = crypto.createHash("sha256").update(given).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * D5: creates (or promotes) the first admin, only while no admin exists.
 * Used by /init-admin (with the one-time token) and by `npm run admin:create`.
 * Nothing here ever returns or logs the password.
 */
export async function createFirstAdmin(
  services: Pick<AppServices, "db" | "auth" | "database" | "adminSetup" | "logger">,
  input: {
    email: string;
    password: string;
    fullName?: string | undefined;
    token?: string;
    skipToken?: boolean;
  },
): Promise<AdminSetupResult> {
  return services.database.exclusive(async () => {
    if (await adminExists(services.db)) {
      return { ok: false, reason: "admin-exists", message: "Un amministratore esiste già." } as const;
    }
    if (!input.skipToken && !tokensMatch(services.adminSetup.token, input.token ?? "")) {
      return { ok: false, reason: "bad-token", message: "Codice di configurazione non valido" } as const;
    }
    const [existing] = await services.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, input.email));
    let userId = existing?.id;
    if (userId) {
      // Promoting an existing account requires its own password.
      try {
        await services.auth.api.signInEmail({ body: { email: input.email, password: input.password } });
      } catch {
        return {
          ok: false,
          reason: "wrong-password",
          message: "Esiste già un account con questa email: inserisci la sua password per promuoverlo.",
        } as const;
      }
    } else {
      try {
        const created = await services.auth.api.signUpEmail({
          body: { email: input.email, password: input.password, name: input.fullName ?? "" },
        });
        userId = created.user.id;
      } catch (error) {
        services.logger.error({ err: error }, "first admin creation failed");
        return { ok: false, reason: "failed", message: "Si è verificato un errore" } as const;
      }
    }
    await services.db
      .insert(userRoles)
      .values({ userId, role: "admin" })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: "admin" } });
    services.adminSetup.token = null;
    services.logger.info({ userId }, "first admin created");
    return { ok: true, userId } as const;
  });
}

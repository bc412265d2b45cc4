import crypto from "node:crypto";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { adminSetupClaims, profiles, userRoles } from "~/db/schema";
import type { AppServices } from "~/server/context.server";
import { adminExists } from "~/server/policy.server";

export type AdminSetupResult =
  | { ok: true; userId: string }
  | {
      ok: false;
      reason: "admin-exists" | "bad-token" | "wrong-password" | "weak-password" | "failed";
      message: string;
    };

export function tokensMatch(expected: string | null, given: string) {
  if (!expected) return false;
  const a = crypto.createHash("sha256").update(expected).digest();
  const b = crypto.createHash("sha256").update(given).digest();
  return crypto.timingSafeEqual(a, b);
}

const ADMIN_EXISTS = { ok: false, reason: "admin-exists", message: "Un amministratore esiste già." } as const;

/** Thrown inside the claim transaction to roll it back when another request won. */
class ClaimLost extends Error {}

/**
 * D5: creates (or promotes) the first admin, only while no admin exists.
 * Used by /init-admin (with the one-time token) and by `npm run admin:create`.
 * The token is consumed by inserting the only row of `admin_setup_claims` in the
 * same transaction that grants the admin role: of any number of parallel
 * submissions, on PGlite or PostgreSQL, exactly one commits; the others roll back
 * and the accounts they created for the purpose are removed (issue 18).
 * Nothing here ever returns or logs the password.
 */
export async function createFirstAdmin(
  services: Pick<AppServices, "db" | "auth" | "adminSetup" | "logger">,
  input: {
    email: string;
    password: string;
    fullName?: string | undefined;
    token?: string;
    skipToken?: boolean;
  },
): Promise<AdminSetupResult> {
  const { db } = services;
  if (await adminExists(db)) return ADMIN_EXISTS;
  if (!input.skipToken && !tokensMatch(services.adminSetup.token, input.token ?? "")) {
    return { ok: false, reason: "bad-token", message: "Codice di configurazione non valido" } as const;
  }
  const [existing] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.email, input.email));
  let userId = existing?.id;
  const createdHere = !userId;
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
      const code =
        error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;
      if (code === "PASSWORD_TOO_COMMON" || code === "INVALID_INPUT") {
        // The password policy or the form rules (Italian messages): the operator can fix it.
        return { ok: false, reason: "weak-password", message: (error as APIError).message } as const;
      }
      if (code?.startsWith("USER_ALREADY_EXISTS")) {
        // A parallel submission registered the same address a moment ago.
        return {
          ok: false,
          reason: "wrong-password",
          message: "Esiste già un account con questa email: inserisci la sua password per promuoverlo.",
        } as const;
      }
      if (await adminExists(db)) return ADMIN_EXISTS;
      services.logger.error({ err: error }, "first admin creation failed");
      return { ok: false, reason: "failed", message: "Si è verificato un errore" } as const;
    }
  }
  const adminId = userId;
  try {
    await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(adminSetupClaims)
        .values({ userId: adminId })
        .onConflictDoNothing()
        .returning({ userId: adminSetupClaims.userId });
      // Installations older than the claim table already have their admin.
      const [admin] = await tx
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.role, "admin"))
        .limit(1);
      if (!claim || admin) throw new ClaimLost();
      await tx
        .insert(userRoles)
        .values({ userId: adminId, role: "admin" })
        .onConflictDoUpdate({ target: userRoles.userId, set: { role: "admin" } });
      // The operator proved control of the server: no confirmation e-mail needed.
      await tx.update(profiles).set({ emailVerified: true }).where(eq(profiles.id, adminId));
    });
  } catch (error) {
    if (!(error instanceof ClaimLost)) throw error;
    if (createdHere) await db.delete(profiles).where(eq(profiles.id, adminId));
    return ADMIN_EXISTS;
  }
  services.adminSetup.token = null;
  services.logger.info({ userId: adminId }, "first admin created");
  return { ok: true, userId: adminId } as const;
}

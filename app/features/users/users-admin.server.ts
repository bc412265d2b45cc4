import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { partnerProfiles, profiles, userRoles } from "~/db/schema";
import * as MESSAGES from "~/lib/messages";
import { listPage } from "~/server/crud.server";
import { fail, type Outcome, ok } from "~/server/outcome.server";

/** Users newest first with their role and partner profile (one per user, D14): one query per page. */
export async function listUsersAdmin(db: Db, page: number) {
  return listPage(
    db
      .select({
        id: profiles.id,
        email: profiles.email,
        fullName: profiles.fullName,
        createdAt: profiles.createdAt,
        role: sql<"user" | "admin">`coalesce(${userRoles.role}, 'user')`,
        partnerNome: partnerProfiles.nome,
        partnerSlug: partnerProfiles.slug,
        partnerStato: partnerProfiles.stato,
      })
      .from(profiles)
      .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
      .leftJoin(partnerProfiles, eq(partnerProfiles.userId, profiles.id))
      .orderBy(desc(profiles.createdAt), desc(profiles.id)),
    db.select({ n: count() }).from(profiles),
    page,
  );
}

/**
 * D15: one transaction; the admin rows are locked so two concurrent demotions
 * cannot both pass the "not the last admin" check.
 */
export async function setUserRole(
  db: Db,
  userId: string,
  role: "user" | "admin",
): Promise<Outcome<undefined>> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
    if (!user) return fail(MESSAGES.notFound, 404);
    const admins = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, "admin"))
      .for("update");
    const isAdmin = admins.some((a) => a.userId === userId);
    if (role === "user" && isAdmin && admins.length <= 1) return fail(MESSAGES.lastAdmin, 409);
    await tx
      .insert(userRoles)
      .values({ userId, role })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: new Date() } });
    return ok(undefined);
  });
}

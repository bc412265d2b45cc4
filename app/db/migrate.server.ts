import path from "node:path";
import type { DatabaseHandle } from "./client.server";

/** Applies the committed SQL migrations in ./drizzle (idempotent, one instance at a time). */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = path.resolve("drizzle")) {
  await handle.exclusive(async () => {
    if (handle.kind === "pglite") {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type.
      await migrate(handle.db as any, { migrationsFolder });
    } else {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type.
      await migrate(handle.db as any, { migrationsFolder });
    }
  });
}

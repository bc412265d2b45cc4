// What articles and partner profiles share about their revisions (issue 15): the list the
// admin picks from, newest first, with who saved each one.
import { desc, eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { type articleRevisions, type partnerProfileRevisions, profiles } from "~/db/schema";

type RevisionTable = typeof articleRevisions | typeof partnerProfileRevisions;

/** The newest 100 revisions of one document (`owner` is the table's column naming it). */
export function listRevisionRows(db: Db, table: RevisionTable, owner: AnyPgColumn, ownerId: string) {
  return db
    .select({ id: table.id, createdAt: table.createdAt, authorEmail: profiles.email })
    .from(table as typeof articleRevisions)
    .leftJoin(profiles, eq(profiles.id, table.createdBy))
    .where(eq(owner, ownerId))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(100);
}

import { type AnyPgColumn, boolean, integer, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = { createdAt: createdAt(), updatedAt: updatedAt() };

/** A random UUID primary key named `id`. */
export const uuidPrimaryKey = () => uuid("id").primaryKey().defaultRandom();

/** A required link to the row this one belongs to, deleted with it. */
export const ownerUuid = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: "cascade" });

/** `ownerUuid` for a text key (a user's id). */
export const ownerText = (name: string, target: () => AnyPgColumn) =>
  text(name).notNull().references(target, { onDelete: "cascade" });

/**
 * What a magazine section and a ranking share after their title: URL slug, description,
 * image, position in the admin's ordered list, visibility and timestamps.
 */
export const listedContentColumns = () => ({
  slug: text("slug").notNull().unique(),
  description: text("description"),
  imageUrl: text("image_url"),
  orderIndex: integer("order_index").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  ...timestamps,
});

import { partnerProfiles } from "~/db/schema";
import { FACT_FIELDS, VIEW_FIELDS } from "./profile-fields";

type Table = typeof partnerProfiles;
type ColumnKey = keyof Table["_"]["columns"];

/** A `select()` of these profile columns, each under its own name. */
export function profileColumns<K extends ColumnKey>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, partnerProfiles[key]])) as { [P in K]: Table[P] };
}

/** What the public page draws (profile-fields.ts decides; never the owner or the script, D8). */
export const viewColumns = profileColumns(["slug", ...VIEW_FIELDS, ...FACT_FIELDS]);

// Issue 15, partner review after publication (docs/decisions/1501): the partner's edits
// to a published profile are kept as a patch over the live columns until an admin
// approves them. Pure helpers shared by the owner's and the admin's services.
import type { partnerProfiles } from "~/db/schema";
import { EDITABLE_FIELDS, FILE_FIELDS, type FileField } from "./profile-fields";

/** The review's Italian messages (shown by the admin page and its toasts). */
export const REVIEW_MESSAGES = {
  approved: "Modifiche approvate e pubblicate",
  rejected: "Modifiche rifiutate: il partner vedrà la nota",
  stale: "Le modifiche sono cambiate nel frattempo: ricarica la pagina e rivedile",
  nothingPending: "Non ci sono modifiche in attesa per questa scheda",
  noteRequired: "Scrivi una nota per il partner",
} as const;

/** The revisions' messages (issue 15, ADR 1502). */
export const REVISION_MESSAGES = {
  restored: "Revisione ripristinata: la pagina pubblica mostra questa versione",
  restoredWithoutFiles:
    "Revisione ripristinata; alcune immagini o documenti non esistono più e restano quelli attuali",
  notPublished: "Si possono ripristinare solo le revisioni di una scheda pubblicata",
  restoreNote:
    "«Ripristina» rimette subito quella versione sulla pagina pubblica e la conserva come nuova revisione.",
} as const;

type ProfileRow = typeof partnerProfiles.$inferSelect;

/** The content fields a pending change may carry (everything the wizard edits but the step). */
export const PENDING_FIELDS = EDITABLE_FIELDS;

export type PendingField = (typeof PENDING_FIELDS)[number];
export type PendingChanges = Partial<Pick<ProfileRow, PendingField>>;

const FIELD_SET = new Set<string>(PENDING_FIELDS);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The stored patch, keeping only known fields (the column is jsonb). */
export function pendingOf(row: Pick<ProfileRow, "pendingChanges">): PendingChanges {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row.pendingChanges ?? {})) {
    if (FIELD_SET.has(key)) patch[key] = value;
  }
  return patch as PendingChanges;
}

/** The profile as its owner edits it: the pending patch over the live columns. */
export function withPending<T extends ProfileRow>(row: T): T {
  return { ...row, ...pendingOf(row) };
}

/**
 * The next patch after an edit: the previous patch plus the edited fields, minus every
 * field that now equals the live value. Null when nothing differs any more.
 */
export function nextPending(live: ProfileRow, edit: Record<string, unknown>): PendingChanges | null {
  const merged: Record<string, unknown> = { ...pendingOf(live) };
  for (const [key, value] of Object.entries(edit)) {
    if (FIELD_SET.has(key) && value !== undefined) merged[key] = value;
  }
  for (const key of Object.keys(merged)) {
    if (same(merged[key], live[key as PendingField])) delete merged[key];
  }
  return Object.keys(merged).length ? (merged as PendingChanges) : null;
}

export interface FieldDiff {
  field: PendingField;
  before: unknown;
  after: unknown;
}

/** The fields the patch changes, in the wizard's order. */
export function diffPending(row: ProfileRow): FieldDiff[] {
  const patch = pendingOf(row);
  return PENDING_FIELDS.filter((field) => field in patch && !same(patch[field], row[field])).map((field) => ({
    field,
    before: row[field],
    after: patch[field],
  }));
}

/** A short fingerprint of the patch, so an approval applies exactly what the admin saw. */
export function pendingVersion(row: Pick<ProfileRow, "pendingChanges">): string {
  const text = JSON.stringify(Object.entries(pendingOf(row)).sort(([a], [b]) => a.localeCompare(b)));
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `${text.length.toString(36)}-${hash.toString(36)}`;
}

/** A stored file's name as people read it (the last part of its URL). */
export function fileNameOf(url: unknown): string {
  const text = String(url);
  return decodeURIComponent(text.split("/").pop() ?? text);
}

/** Every file a version of the profile references. */
export function profileFiles(p: Partial<Pick<ProfileRow, FileField>>) {
  return FILE_FIELDS.flatMap((key) => p[key] ?? []).filter((u): u is string => !!u);
}

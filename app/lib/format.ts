import { format } from "date-fns";
import { it } from "date-fns/locale";

/** Spec §9: Italian locale, 'd MMMM yyyy' (e.g. "3 marzo 2026"). */
export function formatItalianDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return format(date, "d MMMM yyyy", { locale: it });
}

export { emailLocalPart } from "./email";

/** Cuts text at `max` characters (on a word boundary when possible) with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Ends a sentence after `text` without doubling its own final stop ("S.r.l." stays "S.r.l."). */
export function endSentence(text: string) {
  return /[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}

/** Joins place parts with commas, dropping empty and repeated ones ("Mantova, Mantova" → "Mantova"). */
export function joinPlaces(parts: (string | null | undefined)[]) {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const value = part?.trim();
    const key = value?.toLocaleLowerCase("it-IT");
    if (!value || !key || seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
  }
  return kept.join(", ");
}

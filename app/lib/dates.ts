import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/**
 * The newsroom's clock is Italian: a time typed in a `datetime-local` field
 * ("2026-12-01T09:30") means 9:30 in Italy, summer time or not (issue 15).
 */
export const NEWSROOM_TIME_ZONE = "Europe/Rome";

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** An Italian wall-clock time from a `datetime-local` field as an instant; null if malformed. */
export function fromItalianWallTime(value: string): Date | null {
  const m = WALL_TIME.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, sec = 0] = m.map((part) => Number(part ?? 0)) as number[];
  const date = new TZDate(y!, mo! - 1, d!, h!, mi!, sec, NEWSROOM_TIME_ZONE);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime());
}

/** An instant as the value of a `datetime-local` field, in Italian time. */
export function toItalianWallTime(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return format(new TZDate(date, NEWSROOM_TIME_ZONE), "yyyy-MM-dd'T'HH:mm");
}

/** "1 dicembre 2026, 09:30" in Italian time (admin lists and notices). */
export function formatItalianDateTime(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const parts = new Intl.DateTimeFormat("it-IT", {
    timeZone: NEWSROOM_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
  return parts;
}

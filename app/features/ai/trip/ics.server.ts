// An itinerary as an iCalendar file (RFC 5545, issue 11): one event per slot, with
// the place (LOCATION and GEO), in Europe/Rome time, starting on the day chosen.
import { gazetteer } from "../geo/gazetteer.server";
import type { Itinerary } from "../schemas";
import { locateStop } from "./feasibility";

const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Rome",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** Text value escaping (RFC 5545 §3.3.11). */
function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, "utf8");
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function localStamp(date: Date, time: string): string {
  const [h = "09", m = "00"] = time.split(":");
  const y = date.getUTCFullYear();
  const mo = String(date.getUTCMonth() + 1).padStart(2, "0");
  const d = String(date.getUTCDate()).padStart(2, "0");
  return `${y}${mo}${d}T${h.padStart(2, "0")}${m.padStart(2, "0")}00`;
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** "2026-12-05" → that day; anything else → tomorrow. */
export function startDate(value: string | null | undefined, now = new Date()): Date {
  const m = value?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (m) {
    const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    if (!Number.isNaN(date.getTime())) return date;
  }
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export function itineraryIcs(
  itinerary: Itinerary,
  options: { start: Date; url: string; uid: string },
): string {
  const gaz = gazetteer();
  const now = utcStamp(new Date());
  const days = itinerary.days?.length
    ? itinerary.days
    : [
        {
          day: 1,
          title: itinerary.title,
          activities: itinerary.highlights.map((h) => ({
            time: h.time.match(/\d{1,2}:\d{2}/)?.[0] ?? "09:00",
            end: h.time.match(/–(\d{1,2}:\d{2})/)?.[1],
            title: h.title,
            description: h.description,
            location: h.location ?? "",
            kind: "visita" as const,
          })),
        },
      ];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Atlante//Itinerari AI//IT",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(itinerary.title)}`,
    ...VTIMEZONE,
  ];
  for (const day of days) {
    const date = new Date(options.start.getTime() + (day.day - 1) * 86_400_000);
    day.activities.forEach((a, i) => {
      const end =
        a.end ?? a.time.replace(/^(\d{1,2})/, (h) => String(Math.min(23, Number(h) + 1)).padStart(2, "0"));
      const place = a.location ? `${a.title}, ${a.location}, Italia` : `${a.title}, Italia`;
      const at =
        "kind" in a && a.kind && a.kind !== "visita" && a.kind !== "partner"
          ? null
          : locateStop(gaz, a.title, a.location);
      lines.push(
        "BEGIN:VEVENT",
        `UID:${options.uid}-${day.day}-${i + 1}@atlante`,
        `DTSTAMP:${now}`,
        `DTSTART;TZID=Europe/Rome:${localStamp(date, a.time)}`,
        `DTEND;TZID=Europe/Rome:${localStamp(date, end)}`,
        `SUMMARY:${escapeText(a.title)}`,
        `LOCATION:${escapeText(place)}`,
        ...(at ? [`GEO:${at.point.lat.toFixed(5)};${at.point.lon.toFixed(5)}`] : []),
        `DESCRIPTION:${escapeText(`${("travel" in a && a.travel ? `${a.travel}. ` : "") + a.description}\n${options.url}`)}`,
        `URL:${options.url}`,
        "END:VEVENT",
      );
    });
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

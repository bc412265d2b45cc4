// Whether a day can be travelled (issue 11). The rule, used by the offline
// planner's tests, the check of a provider's answer and scripts/bench/travel.ts:
//  - slots in order and never overlapping (each starts at or after the previous end);
//  - between two visits, the gap covers the travel time estimated from coordinates
//    (5 minutes of tolerance) and that drive is at most MAX_LEG_MINUTES;
//  - all visits of a day on one landmass (mainland, Sicily, Sardinia or one minor
//    island), unless a crossing slot opens the day;
//  - nothing before 06:00 or after midnight.
import { estimateLeg, type GeoPoint, toMinutes } from "../geo/distance";
import type { Gazetteer } from "../geo/gazetteer.server";
import { normaliseName } from "../geo/names";
import type { Itinerary } from "../schemas";
import { MAX_LEG_MINUTES } from "./plan";

type Activity = NonNullable<Itinerary["days"]>[number]["activities"][number];

export interface Located {
  point: GeoPoint;
  group: string;
}

/** Coordinates of a stop named in an itinerary: a knowledge-base place, else its comune. */
export function locateStop(gaz: Gazetteer, title: string, location: string): Located | null {
  const town = normaliseName(location);
  for (const key of [title, location]) {
    const places = gaz.names.get(normaliseName(key)) ?? [];
    const exact = places.filter((p) => p.kind === "luogo" && normaliseName(p.name) === normaliseName(key));
    const place =
      exact.find((p) => normaliseName(p.place?.city ?? "") === town) ??
      exact[0] ??
      places.find((p) => p.kind === "luogo" && normaliseName(p.place?.city ?? "") === town) ??
      places.find((p) => p.kind === "comune");
    if (!place) continue;
    const region = place.regions[0] ?? "";
    const group = place.island?.crossing
      ? place.island.name
      : region === "Sicilia" || region === "Sardegna"
        ? region
        : "";
    return { point: place.point, group };
  }
  return null;
}

const isVisit = (a: Activity) => !a.kind || a.kind === "visita" || a.kind === "partner";

export interface DayProblem {
  day: number;
  problem: string;
}

/** Every reason a day cannot be travelled as written; empty when all days can. */
export function dayProblems(gaz: Gazetteer, days: NonNullable<Itinerary["days"]>): DayProblem[] {
  const out: DayProblem[] = [];
  for (const day of days) {
    let prevEnd = -1;
    let prevVisit: { at: Located; end: number; title: string } | null = null;
    let group: string | null = null;
    let crossed = false;
    for (const a of day.activities) {
      const start = toMinutes(a.time);
      const end = a.end ? toMinutes(a.end) : start + 60;
      if (start < 6 * 60 || end > 24 * 60 || end < start)
        out.push({ day: day.day, problem: `orario impossibile: ${a.title}` });
      if (start < prevEnd) out.push({ day: day.day, problem: `sovrapposizione: ${a.title}` });
      prevEnd = Math.max(prevEnd, end);
      if (a.kind === "traversata" || a.kind === "trasferimento") {
        crossed = true;
        prevVisit = null;
        continue;
      }
      if (!isVisit(a)) continue;
      const at = locateStop(gaz, a.title, a.location);
      if (!at) continue;
      if (group !== null && at.group !== group && !crossed)
        out.push({ day: day.day, problem: `isola senza traversata: ${a.title}` });
      group ??= at.group;
      if (at.group !== group) group = at.group;
      if (prevVisit) {
        const leg = estimateLeg(prevVisit.at.point, at.point);
        if (leg.minutes > MAX_LEG_MINUTES)
          out.push({ day: day.day, problem: `troppo lontano: ${prevVisit.title} → ${a.title}` });
        if (start - prevVisit.end + 5 < leg.minutes)
          out.push({ day: day.day, problem: `tempo di viaggio insufficiente: ${a.title}` });
      }
      prevVisit = { at, end, title: a.title };
    }
  }
  return out;
}

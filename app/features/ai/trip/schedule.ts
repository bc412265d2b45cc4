// Puts each day's stops on the clock: the order that drives least, travel times
// from coordinates, lunch and dinner, crossings to islands, transfers between
// days, and nothing that overlaps or runs late.
import { distanceKm, estimateLeg, legPhrase } from "../geo/distance";
import { capitalise, joinList, prepositionBeforeName } from "../italian/grammar";
import { findRegion, type KnowledgeDish } from "../knowledge";
import { toTown, towards, townOf } from "./places";
import { MAX_LEG_MINUTES, type PlannedDay, type Slot, type Stop } from "./plan";
import type { Companions, Pace } from "./wishes";

export interface ScheduleOptions {
  company: Companions | null;
  pace: Pace;
}

const H = 60;
/** Visits end by this time (evening places by EVENING_END); dinner follows. */
export const DAY_END = 19 * H + 30;
/** A work trip's free hours run later: dinner follows the last visit. */
const WORK_END = 20 * H + 45;
export const EVENING_END = 22 * H;
/** Beyond this a transfer between two days is a train or a flight. */
const DRIVE_LIMIT = 4 * H;

/** Nearest-neighbour order from the first stop; evening stops go last. */
function orderStops(stops: readonly Stop[]): Stop[] {
  const [first, ...rest] = stops;
  if (!first) return [];
  const out = [first];
  const left = [...rest];
  while (left.length) {
    const last = out[out.length - 1] as Stop;
    left.sort((a, b) => distanceKm(last.point, a.point) - distanceKm(last.point, b.point));
    out.push(left.shift() as Stop);
  }
  return [...out.filter((s) => !s.evening || s === first), ...out.filter((s) => s.evening && s !== first)];
}

function centre(stops: readonly Stop[]) {
  return {
    lat: stops.reduce((s, x) => s + x.point.lat, 0) / stops.length,
    lon: stops.reduce((s, x) => s + x.point.lon, 0) / stops.length,
  };
}

/** Days in the order that travels least, starting with the first one asked. */
function orderDays(clusters: Stop[][]): Stop[][] {
  const [first, ...rest] = clusters.filter((c) => c.length);
  if (!first) return [];
  const out = [first];
  const left = [...rest];
  while (left.length) {
    const here = centre(out[out.length - 1] as Stop[]);
    left.sort((a, b) => distanceKm(here, centre(a)) - distanceKm(here, centre(b)));
    out.push(left.shift() as Stop[]);
  }
  return out;
}

function dishOf(region: string, index: number): KnowledgeDish | undefined {
  const dishes = findRegion(region)?.dishes ?? [];
  return dishes[index % Math.max(1, dishes.length)];
}

function mealSlot(kind: "Pranzo" | "Cena", start: number, stop: Stop, index: number): Slot | null {
  const dish = dishOf(stop.region, index);
  if (!dish) return null;
  return {
    start,
    end: start + (kind === "Pranzo" ? H : 90),
    kind: "pasto",
    title: `${kind}: ${dish.name}`,
    description: dish.description,
    location: stop.city,
  };
}

function crossingSlots(prev: Stop | null, first: Stop, cursor: number): Slot[] {
  const out: Slot[] = [];
  if (prev?.crossing && prev.group !== first.group) {
    out.push({
      start: cursor,
      end: cursor + prev.crossing.minutes + 30,
      kind: "traversata",
      title: `Rientro ${towards(prev.crossing.at).from}`,
      description: `Si torna sulla terraferma: ${prev.crossing.text}.`,
      location: prev.crossing.from,
    });
  }
  const start = out.at(-1)?.end ?? cursor;
  if (first.crossing && prev?.group !== first.group) {
    out.push({
      start,
      end: start + first.crossing.minutes + 30,
      kind: "traversata",
      title: `Traversata ${towards(first.crossing.at).to}`,
      description: `Si parte da ${first.crossing.from}: ${first.crossing.text}. La giornata è dedicata all'isola.`,
      location: first.crossing.from,
    });
  } else if (
    prev &&
    (first.group === "Sicilia" || first.group === "Sardegna") &&
    prev.group !== first.group &&
    !prev.crossing
  ) {
    const sicily = first.group === "Sicilia";
    out.push({
      start,
      end: start + (sicily ? 90 : 4 * H),
      kind: "traversata",
      title: sicily ? "Traversata per la Sicilia" : "Viaggio verso la Sardegna",
      description: sicily
        ? "Traghetto da Villa San Giovanni a Messina, circa 20 minuti di traversata più l'imbarco."
        : "Volo o traghetto dal continente: mezza giornata di viaggio.",
      location: sicily ? "Villa San Giovanni" : first.city,
    });
  } else if (prev && prev.group !== first.group && (prev.group === "Sicilia" || prev.group === "Sardegna")) {
    out.push({
      start,
      end: start + (prev.group === "Sicilia" ? 90 : 4 * H),
      kind: "traversata",
      title: prev.group === "Sicilia" ? "Ritorno sul continente" : "Rientro dalla Sardegna",
      description:
        prev.group === "Sicilia"
          ? "Traghetto da Messina a Villa San Giovanni, circa 20 minuti di traversata più l'imbarco."
          : "Volo o traghetto verso il continente: mezza giornata di viaggio.",
      location: prev.group === "Sicilia" ? "Messina" : prev.city,
    });
  }
  return out;
}

function transferSlot(prev: Stop, first: Stop, cursor: number): Slot | null {
  if (prev.group !== first.group) return null;
  const leg = estimateLeg(prev.point, first.point);
  if (leg.minutes <= 60) return null;
  if (leg.minutes > DRIVE_LIMIT) {
    return {
      start: cursor,
      end: cursor + 5 * H,
      kind: "trasferimento",
      title: `Trasferimento ${toTown(first.city)}`,
      description: `${fromTown(prev.city)} ${toTown(first.city)} in treno o in aereo: mezza giornata di viaggio.`,
      location: first.city,
    };
  }
  return {
    start: cursor,
    end: cursor + leg.minutes,
    kind: "trasferimento",
    title: `Trasferimento ${toTown(first.city)}`,
    description: `${fromTown(prev.city)} ${toTown(first.city)}: ${legPhrase(leg)}.`,
    location: first.city,
  };
}

/** "Da Genova", "Dalla Spezia" (the first town of a list). */
function fromTown(city: string): string {
  return capitalise(prepositionBeforeName("da", townOf(city)));
}

function dayTitle(slots: readonly Slot[]): string {
  const visits = slots.filter((s) => s.stop);
  const crossing = visits.find((s) => s.stop?.crossing)?.stop?.crossing;
  const towns = [...new Set(visits.map((s) => townOf(s.stop?.city ?? "")))].filter(Boolean).slice(0, 3);
  if (crossing) return `Una giornata ${crossing.at}`;
  // A day with no visit is a free day on the island: "Giornata libera a Lampedusa".
  const free = slots.find((s) => s.kind === "libero");
  if (!towns.length && free) return `Giornata libera ${toTown(free.location)}`;
  if (slots[0]?.kind === "trasferimento" || slots[0]?.kind === "traversata") {
    return `Verso ${joinList(towns)}`;
  }
  return joinList(towns);
}

/** Schedules the clusters into days; stops that do not fit are left out. */
export function schedule(clusters: Stop[][], options: ScheduleOptions): PlannedDay[] {
  const work = options.company === "lavoro";
  const slow = options.pace === "lento" || options.company === "famiglia";
  const days: PlannedDay[] = [];
  let prevDayLast: Stop | null = null;
  orderDays(clusters).forEach((cluster, index) => {
    const stops = orderStops(cluster);
    const first = stops[0] as Stop;
    let cursor = work ? 18 * H : slow ? 9 * H + 30 : 9 * H;
    const slots: Slot[] = [];
    if (prevDayLast) {
      const early = work ? 17 * H : 8 * H;
      const moves = crossingSlots(prevDayLast, first, early);
      const transfer = moves.length ? null : transferSlot(prevDayLast, first, early);
      if (transfer) moves.push(transfer);
      if (moves.length) {
        slots.push(...moves);
        cursor = Math.max(cursor, (moves.at(-1) as Slot).end);
      }
    } else if (first.crossing) {
      const moves = crossingSlots(null, first, 8 * H);
      slots.push(...moves);
      cursor = (moves.at(-1) as Slot).end;
    }
    let prev: Stop | null = null;
    let lunch = work;
    for (const stop of stops) {
      if (!lunch && cursor >= 12 * H + 15 && cursor <= 14 * H + 30) {
        const meal = mealSlot("Pranzo", cursor, prev ?? stop, index);
        if (meal) {
          slots.push(meal);
          cursor = meal.end;
        }
        lunch = true;
      }
      const leg = prev ? estimateLeg(prev.point, stop.point) : null;
      // Reordering may have put two stops too far apart: the later one waits for another day.
      if (leg && leg.minutes > MAX_LEG_MINUTES) continue;
      let start = cursor + (leg?.minutes ?? 0);
      if (stop.evening && stop !== first) start = Math.max(start, 17 * H + 30);
      let minutes = work
        ? Math.min(stop.minutes, 75)
        : slow
          ? Math.round((stop.minutes * 1.15) / 5) * 5
          : stop.minutes;
      const limit = stop.evening ? EVENING_END : work ? WORK_END : DAY_END;
      if (start + minutes > limit) {
        if (prev) continue;
        minutes = Math.max(60, limit - start);
      }
      if (stop.kind === "libero") {
        slots.push({
          start: 10 * H,
          end: 10 * H + minutes,
          kind: "libero",
          title: "Giornata libera",
          description: `Una giornata senza programma ${stop.crossing?.at ?? toTown(stop.city)}, per godersela con calma.`,
          location: stop.city,
        });
        cursor = 10 * H + minutes;
        prev = stop;
        continue;
      }
      slots.push({
        start,
        end: start + minutes,
        kind: stop.kind === "partner" ? "partner" : "visita",
        title: stop.name,
        description: "",
        location: stop.city,
        ...(leg && prev
          ? {
              travel: `${legPhrase(leg)} ${prev.city === stop.city ? "dalla tappa precedente" : prepositionBeforeName("da", townOf(prev.city))}`,
            }
          : {}),
        stop,
      });
      cursor = start + minutes;
      prev = stop;
    }
    const last = prev ?? first;
    const dinnerAt = Math.max(cursor + 15, work ? 20 * H + 30 : slow ? 19 * H + 30 : 20 * H);
    if (dinnerAt <= 21 * H + 45) {
      const meal = mealSlot("Cena", dinnerAt, last, index + 1);
      if (meal) slots.push(meal);
    }
    days.push({ day: days.length + 1, title: dayTitle(slots), group: first.group, slots });
    prevDayLast = last;
  });
  return days;
}

// Distances and travel times computed from coordinates (never guessed), and
// how they are said in Italian: "circa 40 minuti in auto".

export interface GeoPoint {
  lat: number;
  lon: number;
}

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type TravelMode = "piedi" | "auto";

export interface Leg {
  km: number;
  minutes: number;
  mode: TravelMode;
}

/** Roads are longer than the straight line: a common factor for Italian terrain. */
export const ROAD_FACTOR = 1.35;
/** Below this straight-line distance the next stop is reached on foot. */
export const WALKING_KM = 1.8;

/**
 * Door-to-door estimate: on foot at 4.5 km/h under WALKING_KM, otherwise by car at an
 * average speed that grows with distance (town roads, then main roads, then motorways),
 * plus ten minutes to park.
 */
export function estimateLeg(a: GeoPoint, b: GeoPoint): Leg {
  const km = distanceKm(a, b);
  if (km < WALKING_KM) {
    const minutes = Math.max(5, Math.round(((km * 1.25) / 4.5) * 60));
    return { km, minutes, mode: "piedi" };
  }
  const road = km * ROAD_FACTOR;
  const speed = road < 30 ? 40 : road < 100 ? 60 : 80;
  return { km, minutes: Math.round((road / speed) * 60) + 10, mode: "auto" };
}

/** "circa 40 minuti", "circa un'ora e un quarto", "circa 2 ore e mezza": rounded as people say it. */
export function durationPhrase(minutes: number): string {
  if (minutes < 55) {
    const m = Math.max(5, Math.round(minutes / 5) * 5);
    return `circa ${m} minuti`;
  }
  const quarters = Math.round(minutes / 15);
  const hours = Math.floor(quarters / 4);
  const rest = quarters % 4;
  const h = hours === 1 ? "un'ora" : `${hours} ore`;
  const tail = rest === 0 ? "" : rest === 1 ? " e un quarto" : rest === 2 ? " e mezza" : " e tre quarti";
  return `circa ${h}${tail}`;
}

/** "circa 40 minuti in auto", "circa 15 minuti a piedi". */
export function legPhrase(leg: Leg): string {
  return `${durationPhrase(leg.minutes)} ${leg.mode === "piedi" ? "a piedi" : "in auto"}`;
}

/** Minutes since midnight from "09:30". */
export function toMinutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** "09:30" from minutes since midnight (rounded to 5 minutes). */
export function toClock(minutes: number): string {
  const rounded = Math.round(minutes / 5) * 5;
  const h = Math.floor(rounded / 60);
  const m = rounded % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

// Experiences that can be shared at /experience/{id} (issue 11). The AI layer's own
// table: the wishes read from the request (never the visitor's words), the result
// and the itinerary once asked for.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { experienceResults } from "~/db/schema/ai";
import type { TripIn } from "./offline/travel";
import {
  type ExperienceResult,
  experienceOutputSchema,
  type Itinerary,
  itineraryOutputSchema,
  tripInputSchema,
} from "./schemas";

export interface SharedExperience {
  id: string;
  trip: TripIn;
  result: ExperienceResult;
  itinerary: Itinerary | null;
  engine: string;
  createdAt: Date;
}

/** Ids are 12 URL-safe characters (72 random bits): not guessable, short enough to share. */
export const SHARED_ID = /^[A-Za-z0-9_-]{12}$/;

export async function saveSharedExperience(
  db: Db,
  value: { trip: TripIn; result: ExperienceResult; engine: string },
): Promise<string> {
  const id = randomBytes(9).toString("base64url");
  // Partners are chosen again at every view: only published ones, as they are today.
  const { partners: _partners, ...result } = value.result;
  await db.insert(experienceResults).values({ id, request: value.trip, result, engine: value.engine });
  return id;
}

export async function getSharedExperience(db: Db, id: string): Promise<SharedExperience | null> {
  if (!SHARED_ID.test(id)) return null;
  const [row] = await db.select().from(experienceResults).where(eq(experienceResults.id, id)).limit(1);
  if (!row) return null;
  const trip = tripInputSchema.safeParse(row.request);
  const result = experienceOutputSchema.safeParse(row.result);
  if (!trip.success || !result.success) return null;
  const itinerary = row.itinerary ? itineraryOutputSchema.safeParse(row.itinerary) : null;
  return {
    id: row.id,
    trip: trip.data,
    result: result.data,
    itinerary: itinerary?.success ? itinerary.data : null,
    engine: row.engine,
    createdAt: row.createdAt,
  };
}

export async function saveSharedItinerary(db: Db, id: string, itinerary: Itinerary): Promise<void> {
  const { partners: _partners, ...stored } = itinerary;
  await db.update(experienceResults).set({ itinerary: stored }).where(eq(experienceResults.id, id));
}

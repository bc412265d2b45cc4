// The travel functions on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): unknown regions refused, partners loaded by the partners
// feature and woven in, shared experiences stored without the visitor's words.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { experienceResults } from "~/db/schema";
import { listTravelPartners } from "~/features/partners/partners-public.server";
import { appContext } from "~/server/context.server";
import { contextFor, createTestServices, type TestServices } from "../../../tests/helpers/test-services";
import { AiError } from "./engine.server";
import { REGIONS } from "./knowledge";
import {
  offlineItinerary,
  offlineRegionSuggestions,
  offlineTripItinerary,
  planExperience,
  tripInput,
} from "./offline/travel";
import { DURATIONS, experienceInputSchema, itineraryInputSchema } from "./schemas";
import { getSharedExperience, saveSharedExperience, saveSharedItinerary } from "./shared-experiences.server";
import {
  experienceAnswerOk,
  generateExperience,
  generateItinerary,
  generateRegionSuggestions,
  generateTripItinerary,
  partnersForTrip,
  tourItineraryAnswerOk,
  tripItineraryAnswerOk,
} from "./travel.server";

let t: TestServices;
const ctx = () => contextFor(t.services).get(appContext);

beforeAll(async () => {
  t = await createTestServices({ seed: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("the check every answer passes", () => {
  it("accepts what the offline engine writes, in every region, for the Experience and the AI Tour", () => {
    for (const region of REGIONS) {
      for (const duration of DURATIONS) {
        const trip = tripInput(
          experienceInputSchema.parse({
            intent: `Vacanza in ${region.name}`,
            interests: ["art"],
            duration,
            company: "Con amici",
          }),
        );
        expect(
          experienceAnswerOk(planExperience(trip).result, trip, null),
          `${region.name} ${duration}`,
        ).toBe(true);
      }
      for (const s of offlineRegionSuggestions({ region: region.name }).suggestions) {
        const input = itineraryInputSchema.parse({
          placeName: s.name,
          region: region.name,
          category: s.category,
        });
        expect(tourItineraryAnswerOk(offlineItinerary(input), input), `${region.name}: ${s.name}`).toBe(true);
      }
    }
  }, 60_000);

  it("refuses an experience naming a place the traveller refused", () => {
    const trip = tripInput(
      experienceInputSchema.parse({
        intent: "Toscana ma non Firenze",
        interests: ["art"],
        duration: "Weekend",
        company: "Da solo",
      }),
    );
    const ok = planExperience(trip).result;
    expect(experienceAnswerOk(ok, trip, null)).toBe(true);
    const bad = { ...ok, highlights: ["Galleria degli Uffizi (Firenze): il museo.", ...ok.highlights] };
    expect(experienceAnswerOk(bad, trip, null)).toBe(false);
    const itinerary = offlineTripItinerary(trip);
    expect(tripItineraryAnswerOk(itinerary, trip)).toBe(true);
    const day = itinerary.days?.[0];
    const uffizi = {
      time: "08:00",
      end: "08:50",
      title: "Galleria degli Uffizi",
      description: "Museo.",
      location: "Firenze",
      kind: "visita" as const,
    };
    const withUffizi = { ...itinerary, days: [{ ...day!, activities: [uffizi, ...day!.activities] }] };
    expect(tripItineraryAnswerOk(withUffizi, trip)).toBe(false);
  });
});

describe("travel functions", () => {
  it("refuses a region that is not one of the 20 with an Italian message", async () => {
    for (const region of ["Lombardy", "Atlantide"]) {
      const error = await generateRegionSuggestions(ctx(), { region }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AiError);
      expect((error as AiError).code).toBe("invalid_input");
      expect((error as AiError).userMessage).toBe(
        "Regione non riconosciuta: scegli una delle 20 regioni italiane.",
      );
    }
    const itinerary = await generateItinerary(ctx(), { placeName: "x", region: "Atlantide" }).catch(
      (e: unknown) => e,
    );
    expect((itinerary as AiError).userMessage).toMatch(/Regione non riconosciuta/);
  });

  it("weaves the published partners that fit, loaded through the partners feature", async () => {
    const partners = await listTravelPartners(t.services.db);
    expect(partners.length).toBeGreaterThanOrEqual(14);
    const { output, trip } = await generateExperience(
      ctx(),
      {
        intent: "Mantova e i dintorni in un giorno",
        interests: ["art"],
        duration: "1 giorno",
        company: "In coppia",
      },
      { partners },
    );
    expect(output.partners?.map((p) => p.slug)).toContain("casa-museo-ardenghi");
    expect(output.partners?.every((p) => p.where.endsWith("Lombardia"))).toBe(true);
    expect(partnersForTrip(trip, output, partners).map((p) => p.slug)).toContain("casa-museo-ardenghi");
    const region = await generateRegionSuggestions(ctx(), { region: "Sicilia" }, { partners });
    expect(region.output.partners.map((p) => p.slug)).toEqual(["ente-valorizzazione-barocco-ibleo"]);
  });

  it("includes the partner in its own profile experience", async () => {
    const partners = await listTravelPartners(t.services.db);
    const own = partners.find((p) => p.slug === "tenuta-colle-serafino");
    const { output } = await generateExperience(
      ctx(),
      {
        intent: `${own?.nome}. ${own?.sommario}. Punti di interesse: ${own?.puntiInteresse}`,
        interests: ["food"],
        duration: "1 giorno",
        company: "coppia",
        region: own?.regione,
        variant: "profile",
      },
      { partners, ownPartner: own ?? null },
    );
    expect(output.itinerary?.some((s) => s.partner === "tenuta-colle-serafino")).toBe(true);
    expect(output.partners?.map((p) => p.slug)).not.toContain("tenuta-colle-serafino");
  });

  it("stores a shared experience without the visitor's words, and its itinerary once asked", async () => {
    const intent = "Weekend con mia moglie Giulia a Bergamo e Mantova";
    const answer = await generateExperience(ctx(), {
      intent,
      interests: ["art"],
      duration: "Weekend",
      company: "In coppia",
    });
    const id = await saveSharedExperience(t.services.db, {
      trip: answer.trip,
      result: answer.output,
      engine: answer.engine,
    });
    expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const [row] = await t.services.db.select().from(experienceResults).where(eq(experienceResults.id, id));
    expect(JSON.stringify(row)).not.toContain("Giulia");
    const shared = await getSharedExperience(t.services.db, id);
    expect(shared?.result.title).toBe("Un weekend in coppia tra Bergamo e Mantova");
    expect(shared?.itinerary).toBeNull();
    const { output } = await generateTripItinerary(ctx(), shared!.trip);
    await saveSharedItinerary(t.services.db, id, output);
    expect((await getSharedExperience(t.services.db, id))?.itinerary?.days?.length).toBe(2);
    expect(await getSharedExperience(t.services.db, "non-esiste")).toBeNull();
  });
});

import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { seedTravelPartners } from "../../../../scripts/seed/travel-partners";
import { durationPhrase, estimateLeg, legPhrase } from "../geo/distance";
import { gazetteer } from "../geo/gazetteer.server";
import { findPlace, findRegion, REGIONS } from "../knowledge";
import { offlineItinerary, planExperience, tripInput } from "../offline/travel";
import {
  DURATIONS,
  experienceInputSchema,
  experienceOutputSchema,
  itineraryInputSchema,
  itineraryOutputSchema,
} from "../schemas";
import { firstSentence, itineraryFromPlan } from "./compose";
import { dayProblems } from "./feasibility";
import { itineraryIcs } from "./ics.server";
import { pickPartners, type TravelPartner } from "./partners";

const gaz = gazetteer();
const travelPartners: TravelPartner[] = seedTravelPartners;

function experience(intent: string, duration: string, company = "In coppia", interests = ["art", "nature"]) {
  const input = experienceInputSchema.parse({ intent, interests, duration, company });
  const planned = planExperience(tripInput(input));
  const itinerary = itineraryFromPlan(planned.wishes, planned.plan, {
    title: "Programma",
    introduction: "Introduzione.",
  });
  return { ...planned, itinerary };
}

describe("distances and times said in Italian", () => {
  it("rounds as people say it", () => {
    expect(durationPhrase(38)).toBe("circa 40 minuti");
    expect(durationPhrase(75)).toBe("circa un'ora e un quarto");
    expect(durationPhrase(150)).toBe("circa 2 ore e mezza");
    const siena = gaz.comune("Siena", "Toscana")?.point;
    const firenze = gaz.comune("Firenze", "Toscana")?.point;
    expect(legPhrase(estimateLeg(firenze!, siena!))).toMatch(
      /^circa (un'ora|\d+ minuti)( e un quarto)? in auto$/,
    );
  });

  it("never cuts a sentence on a number or an abbreviation", () => {
    expect(firstSentence("Una chiesa rivestita da oltre 8.000 tessere d'oro. Si visita al mattino.")).toBe(
      "Una chiesa rivestita da oltre 8.000 tessere d'oro.",
    );
    expect(firstSentence("Affreschi di S. Francesco del XIII secolo. Poi il chiostro.")).toBe(
      "Affreschi di S. Francesco del XIII secolo.",
    );
  });
});

describe("plans that can be travelled", () => {
  it("gives feasible days, known places and whole sentences in every region and duration", () => {
    for (const region of REGIONS) {
      for (const duration of DURATIONS) {
        const { plan, result, itinerary } = experience(`Vacanza in ${region.name}`, duration);
        expect(experienceOutputSchema.safeParse(result).success).toBe(true);
        expect(itineraryOutputSchema.safeParse(itinerary).success).toBe(true);
        expect(dayProblems(gaz, itinerary.days ?? []), `${region.name} ${duration}`).toEqual([]);
        for (const s of plan.stops.filter((x) => x.kind === "luogo")) {
          expect(findPlace(findRegion(s.region)!, s.name), s.name).toBeDefined();
        }
        for (const text of [result.description, ...result.highlights]) {
          expect(text, text).toMatch(/[.!?]$/);
          expect(text).not.toContain("…");
        }
      }
    }
  }, 30_000);

  it("says how long each drive takes and keeps islands to a day with their crossing", () => {
    const { itinerary } = experience("Una settimana in Sicilia con Pantelleria e le Eolie", "1 settimana");
    const travel = itinerary.days?.flatMap((d) => d.activities.map((a) => a.travel)).filter(Boolean) ?? [];
    expect(travel.some((t) => /^circa .+ in auto da /.test(t ?? ""))).toBe(true);
    const island = itinerary.days?.find((d) => d.activities.some((a) => a.title.startsWith("Pantelleria")));
    expect(island?.activities[0]?.kind).toBe("traversata");
    expect(
      island?.activities.filter((a) => a.kind === "visita").every((a) => /Pantelleria/.test(a.location)),
    ).toBe(true);
    expect(dayProblems(gaz, itinerary.days ?? [])).toEqual([]);
  });

  it("finds what the issue found: overlaps, islands without a crossing, drives too long", () => {
    const problems = dayProblems(gaz, [
      {
        day: 1,
        title: "Pantelleria e Monreale",
        activities: [
          {
            time: "09:00",
            end: "15:00",
            title: "Pantelleria e lo Specchio di Venere",
            description: "x",
            location: "Pantelleria",
            kind: "visita",
          },
          {
            time: "09:30",
            end: "11:00",
            title: "Duomo di Monreale e Chiostro",
            description: "x",
            location: "Monreale",
            kind: "visita",
          },
          {
            time: "11:30",
            end: "12:30",
            title: "Sanremo",
            description: "x",
            location: "Sanremo",
            kind: "visita",
          },
        ],
      },
    ]);
    const kinds = problems.map((p) => p.problem.split(":")[0]);
    expect(kinds).toEqual(
      expect.arrayContaining(["sovrapposizione", "isola senza traversata", "troppo lontano"]),
    );
  });

  it("keeps a work trip to short evening visits near the city", () => {
    const { plan } = experience("Viaggio di lavoro a Milano", "1 giorno", "Viaggio di lavoro");
    const milano = gaz.comune("Milano", "Lombardia")!.point;
    const visits = plan.days.flatMap((d) => d.slots.filter((s) => s.kind === "visita"));
    expect(visits.length).toBeGreaterThan(0);
    for (const v of visits) {
      expect(v.end - v.start).toBeLessThanOrEqual(75);
      expect(v.start).toBeGreaterThanOrEqual(17 * 60);
      expect(Math.abs(v.stop!.point.lat - milano.lat) * 111).toBeLessThan(12);
    }
  });

  it("leaves out what the traveller refused and the beach in November", () => {
    const { plan } = experience("Toscana ma non Firenze: solo campagna e borghi", "Weekend");
    expect(plan.stops.some((s) => s.city === "Firenze")).toBe(false);
    const sardinia = experience("Sardegna a novembre, lontano dalle spiagge affollate", "1 settimana");
    expect(sardinia.plan.stops.some((s) => s.name === "Spiaggia della Pelosa")).toBe(false);
    expect(sardinia.result.description).not.toMatch(/giugno/i);
  });

  it("builds the AI Tour itinerary around the chosen place", () => {
    const it = offlineItinerary(
      itineraryInputSchema.parse({ placeName: "Valle dei Templi", region: "Sicilia", category: "Storia" }),
    );
    expect(it.title).toBe("Valle dei Templi e dintorni: una giornata in Sicilia");
    expect(it.highlights[0]?.title).toBe("Valle dei Templi");
    expect(dayProblems(gaz, it.days ?? [])).toEqual([]);
  });
});

describe("partners woven in", () => {
  it("shows a partner where it fits and never where it does not", () => {
    const mantova = experience("Mantova e i dintorni in un giorno", "1 giorno");
    const ctx = (p: typeof mantova) => ({
      regions: p.plan.regions,
      points: p.plan.stops.map((s) => ({ name: s.name, point: s.point })),
      interests: ["art" as const],
      themes: p.wishes.wantThemes,
      avoid: p.wishes.avoid,
    });
    const picks = pickPartners(gaz, travelPartners, ctx(mantova));
    expect(picks.map((p) => p.slug)).toContain("casa-museo-ardenghi");
    expect(picks[0]?.why).toMatch(/\.$/);
    const sicily = experience("Una settimana in Sicilia", "1 settimana");
    const sicilyPicks = pickPartners(gaz, travelPartners, ctx(sicily)).map((p) => p.slug);
    expect(sicilyPicks).not.toContain("casa-museo-ardenghi");
    expect(sicilyPicks.every((s) => travelPartners.find((p) => p.slug === s)?.regione === "Sicilia")).toBe(
      true,
    );
  });

  it("puts the partner in its own profile experience (issue 16)", () => {
    const own = travelPartners.find((p) => p.slug === "casa-museo-ardenghi")!;
    const input = experienceInputSchema.parse({
      intent: `${own.nome}. ${own.sommario}. Punti di interesse: ${own.puntiInteresse}`,
      interests: ["art"],
      duration: "1 giorno",
      company: "coppia",
      region: own.regione,
      variant: "profile",
    });
    const { result } = planExperience(tripInput(input), own);
    const step = result.itinerary?.find((s) => s.partner === own.slug);
    expect(step?.activity).toContain(own.nome);
    expect(step?.location).toBe("Mantova");
  });
});

describe("calendar export", () => {
  it("writes one event per slot that a maintained iCalendar parser reads back", () => {
    const { itinerary } = experience("un weekend a Bergamo e Mantova", "Weekend");
    const ics = itineraryIcs(itinerary, {
      start: new Date(Date.UTC(2026, 11, 5)),
      url: "https://atlante.example/experience/abc",
      uid: "test",
    });
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const slots = itinerary.days?.flatMap((d) => d.activities) ?? [];
    expect(events).toHaveLength(slots.length);
    expect(events[0]?.summary).toBe(slots[0]?.title);
    expect(events[0]?.location).toContain("Bergamo");
    expect(events[0]?.startDate.toString()).toMatch(/^2026-12-05T0\d:\d\d:00$/);
    expect(events.at(-1)?.startDate.toString()).toMatch(/^2026-12-06/);
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});

describe("texts and wishes of a trip as travellers write it", () => {
  it("leaves out every place listing a refused town, and says so with the right article", () => {
    const { plan, result } = experience("Liguria ma non Monterosso, niente Cinque Terre", "1 settimana");
    expect(plan.stops.some((s) => /Monterosso|Cinque Terre/.test(`${s.name} ${s.city}`))).toBe(false);
    expect(result.description).toContain(
      "Come hai chiesto, Monterosso al Mare e le Cinque Terre restano fuori",
    );
  });

  it("titles name a place by its town or with its article, and a day by its towns", () => {
    expect(experience("qualche giorno a Sirmione e Desenzano", "Weekend").result.title).toBe(
      "Un weekend in coppia tra Sirmione e Desenzano del Garda",
    );
    expect(experience("Piemonte: Torino e le Langhe, poi Asti", "1 settimana").result.title).toMatch(
      / ad Asti$/,
    );
    const ligurian = experience("Portofino e le Cinque Terre a piedi", "Weekend").itinerary;
    for (const d of ligurian.days ?? []) expect(d.title).not.toMatch(/, .*, |\(/);
  });

  it("says why a stop was chosen in one sentence, with ed before è", () => {
    const { result } = experience("una settimana in Sicilia con i bambini", "1 settimana", "In famiglia", [
      "nature",
    ]);
    const whys = (result.picks ?? []).map((p) => p.why);
    expect(whys.length).toBeGreaterThan(0);
    for (const why of whys) expect(why).not.toMatch(/ e è |e cultura e |e borghi e /);
    expect(whys.some((w) => / ed è adatto ai bambini\.$/.test(w))).toBe(true);
  });

  it("speaks of beaches in winter only where the region has them", () => {
    const { result } = experience("Valle d'Aosta a dicembre", "Weekend");
    expect(result.description).not.toMatch(/spiagge/);
  });
});

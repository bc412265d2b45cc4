// The travel pages on the built server (issue 11): server-rendered AI Tour pages
// served from the page cache, unknown regions refused with 400, the Experience as
// forms, a shared experience and its calendar file.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../helpers/test-server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ PAGE_CACHE_TTL_SECONDS: "30", AI_RATE_LIMIT_MAX: "100" });
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
const post = (path: string, form: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) for (const x of [v].flat()) body.append(k, x);
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
  });
};

describe("AI Tour pages", () => {
  it("renders a region's suggestions and partners in the HTML, from the page cache the second time", async () => {
    const first = await get("/ai-tour/sicilia");
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("Valle dei Templi");
    expect(html).toContain('href="/ai-tour/sicilia/valle-dei-templi#itinerario"');
    expect(html).toContain('data-partner="ente-valorizzazione-barocco-ibleo" data-surface="ai-tour"');
    expect(html).toContain("Partner Atlante");
    const second = await get("/ai-tour/sicilia");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(await second.text()).toContain("Valle dei Templi");
  });

  it("gives each suggestion's itinerary its own page, with travel times and a calendar file", async () => {
    const page = await get("/ai-tour/sicilia/valle-dei-templi");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/Valle dei Templi e dintorni: una giornata in Sicilia/);
    expect(html).toMatch(/circa \d+ minuti in auto|circa un&#x27;ora/);
    const ics = await get("/ai-tour/sicilia/valle-dei-templi/calendario.ics?dal=2026-06-01");
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    const events = new ICAL.Component(ICAL.parse(await ics.text())).getAllSubcomponents("vevent");
    expect(events.length).toBeGreaterThan(1);
    expect(new ICAL.Event(events[0]).summary).toBe("Valle dei Templi");
  });

  it("refuses an unknown region with 400 and an Italian message, never Toscana", async () => {
    for (const path of ["/ai-tour/atlantide", "/ai-tour?regione=Lombardy"]) {
      const response = await get(path);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Regione non riconosciuta: scegli una delle 20 regioni italiane.");
      expect(html).not.toContain("Galleria degli Uffizi");
    }
    const api = await fetch(`${server.url}/api/ai/region-suggestions`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ region: "Lombardy" }),
    });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({
      error: "Regione non riconosciuta: scegli una delle 20 regioni italiane.",
    });
    const select = await get("/ai-tour?regione=puglia");
    expect(select.status).toBe(302);
    expect(select.headers.get("location")).toBe("/ai-tour/puglia#suggerimenti");
  });

  it("lists the region pages in the sitemap", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain("/ai-tour/sicilia</loc>");
    expect(xml.match(/\/ai-tour\/[a-z-]+<\/loc>/g)).toHaveLength(20);
  });
});

describe("Italian Experience as forms", () => {
  it("answers each step from the URL and creates a shareable experience", async () => {
    const blank = await (await get("/experience?intent=&passo=interessi")).text();
    expect(blank).toContain("Per favore, descrivi cosa vorresti fare");
    const interests = await (await get("/experience?intent=Mare+in+Sicilia&passo=interessi")).text();
    expect(interests).toContain("Che cosa ti appassiona?");
    const created = await post("/experience", {
      intent: "Toscana ma non Firenze: solo campagna e borghi",
      interessi: ["nature", "food"],
      durata: "Weekend",
      compagnia: "In coppia",
    });
    expect(created.status).toBe(303);
    const location = created.headers.get("location") ?? "";
    expect(location).toMatch(/^\/experience\/[A-Za-z0-9_-]{12}$/);
    const page = await (await get(location)).text();
    expect(page).toContain("Un weekend in coppia in Toscana");
    expect(page).toContain("Come hai chiesto, Firenze resta fuori dal programma.");
    expect(page).not.toContain("Galleria degli Uffizi");

    const itinerary = await post(location, { azione: "itinerario" });
    expect(itinerary.status).toBe(303);
    const withItinerary = await (await get(`${location}?pronto=1`)).text();
    expect(withItinerary).toContain("Itinerario generato!");
    expect(withItinerary).toMatch(/Giorno (<!-- -->)?2/);
    const ics = await (await get(`${location}/calendario.ics`)).text();
    expect(new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").length).toBeGreaterThan(3);
    expect((await get("/experience/non-esiste-12")).status).toBe(404);
  });

  it("says when Toscana is only the default, and moves the experience to another region", async () => {
    const created = await post("/experience", {
      intent: "Vorrei fare qualcosa di bello",
      interessi: ["food"],
      durata: "1 giorno",
      compagnia: "Con amici",
    });
    const location = created.headers.get("location") ?? "";
    const page = await (await get(location)).text();
    expect(page).toContain("Non hai indicato un luogo: abbiamo scelto la Toscana");
    const moved = await post(location, { azione: "regione", regione: "puglia" });
    expect(moved.status).toBe(303);
    const other = await (await get(moved.headers.get("location") ?? "")).text();
    expect(other).toContain("in Puglia");
    expect(other).not.toContain("Non hai indicato un luogo");
  });
});

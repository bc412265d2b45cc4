import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type Page, test as raw } from "@playwright/test";
import ICAL from "ical.js";
import { expect, test } from "./support";

/** Contrast ratio (WCAG) between two computed CSS colours. */
async function contrast(page: Page, a: string, b: string) {
  return page.evaluate(
    ([x, y]) => {
      const lum = (css: string) => {
        const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => Number(v) / 255);
        const f = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r ?? 0) + 0.7152 * f(g ?? 0) + 0.0722 * f(bl ?? 0);
      };
      const [hi, lo] = [lum(x as string), lum(y as string)].sort((m, n) => n - m);
      return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
    },
    [a, b],
  );
}

test("AI Tour: map by keyboard and mouse, suggestions, an itinerary page, close links", async ({ page }) => {
  test.setTimeout(120_000);
  // Keeps what the page sends with sendBeacon (its payload is not visible in the network log).
  await page.addInitScript(() => {
    const w = window as unknown as { beacons: string[] };
    w.beacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      if (body instanceof Blob) void body.text().then((text) => w.beacons.push(text));
      return send(url, body);
    };
  });
  await page.goto("/ai-tour");
  const map = page.getByTestId("italy-map");
  const regions = map.getByRole("link");
  await expect(regions).toHaveCount(20);
  // Spec §2/§7: the map is the static SVG file, its regions named by the paths' name attribute.
  const svg = await (await page.request.get("/maps/italy.svg")).text();
  expect(svg).toContain('name="Valle d\'Aosta"');
  expect(svg).toContain('name="Trentino-Alto Adige"');
  await expect(map.locator('use[href="/maps/italy.svg#valle-d-aosta"]')).toHaveCount(1);
  await expect(page.getByText("CC BY 4.0")).toBeVisible();
  // Keyboard order: north to south.
  await expect(regions.first()).toHaveAccessibleName("Trentino-Alto Adige");
  await expect(regions.last()).toHaveAccessibleName("Sicilia");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Regions stand out from the page, and the focused one from its neighbours (≥ 3:1).
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const path = map.locator('use[data-region="Umbria"]');
  const fill = await path.evaluate((el) => getComputedStyle(el).fill);
  expect(await contrast(page, fill, background)).toBeGreaterThanOrEqual(3);
  const umbria = map.getByRole("link", { name: "Umbria" });
  await umbria.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(umbria).toBeFocused();
  // Colours ease in: read them once the transition is over.
  await expect
    .poll(async () => {
      const stroke = await path.evaluate((el) => getComputedStyle(el).stroke);
      return contrast(page, stroke, fill);
    })
    .toBeGreaterThanOrEqual(3);
  expect(await path.evaluate((el) => getComputedStyle(el).strokeWidth)).toBe("3px");

  // Enter opens the region's page; focus moves to its suggestions.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ai-tour\/umbria#suggerimenti$/);
  const suggestions = page.getByRole("region", { name: "Umbria", exact: true });
  await expect(suggestions.getByRole("heading", { level: 2, name: "Umbria", exact: true })).toBeFocused();
  await expect(
    suggestions.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^Scopri/ }) }),
  ).toHaveCount(6);
  await expect(umbria).toHaveAttribute("aria-current", "page");

  // The list of regions is an alternative; another region replaces the suggestions.
  await page.getByRole("navigation", { name: "Le regioni" }).getByRole("link", { name: "Sicilia" }).click();
  const sicilia = page.getByRole("region", { name: "Sicilia", exact: true });
  await expect(sicilia.getByRole("link", { name: /^Scopri/ })).toHaveCount(6);
  await expect(page.getByRole("region", { name: "Umbria", exact: true })).toHaveCount(0);
  await expect(sicilia.getByRole("link", { name: "Ente Valorizzazione Barocco Ibleo" })).toHaveAttribute(
    "data-surface",
    "ai-tour",
  );
  // A partner among the suggestions is an AI appearance for its statistics (issue 12):
  // the page reports it (the beacon's payload, read where the page hands it over).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { beacons: string[] }).beacons.join("\n")))
    .toMatch(/"p":"ente-valorizzazione-barocco-ibleo","m":"ai_impression","s":"ai-tour"/);

  const first = sicilia.getByRole("listitem").first();
  const name = (await first.getByRole("heading").textContent())?.trim() ?? "";
  await first.getByRole("link", { name: `Scopri ${name}` }).click();
  await expect(page).toHaveURL(/\/ai-tour\/sicilia\/[a-z0-9-]+#itinerario$/);
  const itinerary = page.getByRole("region", { name: `Itinerario: ${name}` });
  await expect(itinerary.getByRole("heading", { level: 2 })).toContainText(name);
  await expect(itinerary).toBeFocused();
  await expect(itinerary).toBeInViewport();
  await expect(itinerary.getByRole("heading", { name: "Informazioni pratiche" })).toBeVisible();
  await expect(itinerary.getByText(/^Circa .+ (in auto|a piedi) /).first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await itinerary.getByRole("link", { name: "Chiudi itinerario" }).click();
  await expect(itinerary).toHaveCount(0);
  await sicilia.getByRole("link", { name: "Chiudi" }).click();
  await expect(page).toHaveURL(/\/ai-tour$/);
  await expect(sicilia).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Crea la tua esperienza" })).toHaveAttribute(
    "href",
    "/experience",
  );
});

// Issue 14: a region tapped right after the page appears shows its suggestions.
raw("AI Tour: a region works right after the page loads", async ({ page }) => {
  await page.goto("/ai-tour");
  await page.getByRole("navigation", { name: "Le regioni" }).getByRole("link", { name: "Umbria" }).click();
  await expect(
    page.getByRole("region", { name: "Umbria", exact: true }).getByRole("link", { name: /^Scopri/ }),
  ).toHaveCount(6);
});

raw.describe("without JavaScript", () => {
  raw.use({ javaScriptEnabled: false });

  raw("AI Tour: map, suggestions, itinerary and the calendar file", async ({ page }) => {
    await page.goto("/ai-tour");
    await page.getByTestId("italy-map").getByRole("link", { name: "Puglia" }).click();
    const puglia = page.getByRole("region", { name: "Puglia", exact: true });
    await expect(puglia.getByRole("link", { name: /^Scopri/ })).toHaveCount(6);
    await puglia
      .getByRole("link", { name: /^Scopri/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "Informazioni pratiche" })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Aggiungi al calendario (.ics)" }).click();
    const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync(await (await download).path(), "utf8")));
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    expect(events.length).toBeGreaterThan(1);
    expect(events[0]?.location).toMatch(/Puglia|Italia/);
  });
});

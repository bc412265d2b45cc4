import AxeBuilder from "@axe-core/playwright";

import { expect, test } from "./support";

test("AI Tour: map by mouse and keyboard, suggestions, itinerary, close buttons", async ({ page }) => {
  await page.goto("/ai-tour");
  const map = page.getByTestId("italy-map");
  await expect(map.locator("path")).toHaveCount(20);
  await expect(map.locator('path[name="Valle d\'Aosta"]')).toHaveCount(1);
  await expect(map.locator('path[name="Trentino-Alto Adige"]')).toHaveCount(1);
  await expect(page.getByText("CC BY 4.0")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Keyboard: focus a region and press Enter.
  const umbria = map.getByRole("button", { name: "Umbria" });
  await umbria.focus();
  await page.keyboard.press("Enter");
  await expect(umbria).toHaveAttribute("aria-pressed", "true");
  const suggestions = page.getByRole("region", { name: "Umbria" });
  await expect(suggestions.getByRole("listitem")).toHaveCount(6);
  await expect(suggestions.getByText("Arte e Cultura").first()).toBeVisible();

  // The visible list is an alternative; selecting another region replaces the suggestions.
  await page.getByRole("navigation", { name: "Le regioni" }).getByRole("button", { name: "Sicilia" }).click();
  const sicilia = page.getByRole("region", { name: "Sicilia" });
  await expect(sicilia.getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("region", { name: "Umbria" })).toHaveCount(0);

  const first = sicilia.getByRole("listitem").first();
  const name = (await first.getByRole("heading").textContent())?.trim() ?? "";
  await first.getByRole("button", { name: `Scopri ${name}` }).click();
  const itinerary = page.getByRole("region", { name: `Itinerario: ${name}` });
  await expect(itinerary.getByRole("heading", { level: 2 })).toContainText(name);
  await expect(itinerary).toBeInViewport();
  await expect(itinerary.getByRole("heading", { name: "Informazioni pratiche" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await itinerary.getByRole("button", { name: "Chiudi itinerario" }).click();
  await expect(itinerary).toHaveCount(0);
  await sicilia.getByRole("button", { name: "Chiudi" }).click();
  await expect(sicilia).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Crea la tua esperienza" })).toHaveAttribute(
    "href",
    "/experience",
  );
});

test("AI Tour: failures show the spec's toasts", async ({ page }) => {
  await page.route("**/api/ai/region-suggestions", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
  );
  await page.goto("/ai-tour");
  await page.getByRole("navigation", { name: "Le regioni" }).getByRole("button", { name: "Lazio" }).click();
  await expect(page.getByText("Errore nel caricamento dei suggerimenti")).toBeVisible();

  await page.unroute("**/api/ai/region-suggestions");
  await page.route("**/api/ai/itinerary", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
  );
  await page.getByRole("navigation", { name: "Le regioni" }).getByRole("button", { name: "Puglia" }).click();
  await page
    .getByRole("region", { name: "Puglia" })
    .getByRole("button", { name: /^Scopri/ })
    .first()
    .click();
  await expect(page.getByText("Errore nel caricamento dell'itinerario")).toBeVisible();
});

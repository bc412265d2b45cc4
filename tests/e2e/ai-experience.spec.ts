import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test as raw } from "@playwright/test";
import ICAL from "ical.js";
import { expect, test } from "./support";

test("Italian Experience: validation, five steps, a shareable result, itinerary and reset", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/experience");
  await expect(page.getByRole("heading", { level: 1, name: "Che cosa vuoi fare?" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Blank intent: 'Attenzione' / 'Per favore, descrivi cosa vorresti fare', beside the field.
  await page.getByRole("button", { name: "Inizia il viaggio" }).click();
  await expect(page.getByRole("alert")).toContainText("Attenzione");
  await expect(page.getByRole("alert")).toContainText("Per favore, descrivi cosa vorresti fare");

  // Ctrl+Enter continues.
  const intent = page.getByLabel("Descrivi il viaggio che sogni");
  await intent.fill("Un weekend romantico a Firenze tra musei e buona cucina");
  await intent.press("Control+Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Che cosa ti appassiona?" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  await page.getByRole("button", { name: "Continua" }).click();
  await expect(page.getByRole("alert")).toHaveText("Seleziona almeno un interesse");
  await page.getByRole("checkbox", { name: "Arte e cultura" }).check();
  await page.getByRole("checkbox", { name: "Cucina e vino" }).check();
  await page.getByRole("button", { name: "Continua" }).click();

  // Details: duration, then company, then the generate button.
  await expect(page.getByRole("heading", { level: 1, name: "Quanto tempo hai?" })).toBeVisible();
  await page.getByRole("button", { name: "Weekend" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Con chi viaggi?" })).toBeVisible();
  await page.getByRole("button", { name: "In coppia" }).click();
  await page.getByRole("button", { name: "Genera esperienza" }).click();

  // Result: its own address, the place asked for, the reasons.
  await expect(page).toHaveURL(/\/experience\/[A-Za-z0-9_-]{12}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Un weekend in coppia a Firenze" })).toBeVisible();
  await expect(page.getByText("Galleria degli Uffizi", { exact: false }).first()).toBeVisible();
  await expect(page.getByText(/^Perché:/).first()).toBeVisible();
  await expect(page.getByText("Generato con l'AI").first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The itinerary appears below; focus stays on the button that asked for it.
  const generate = page.getByRole("button", { name: "Genera itinerario completo" });
  await generate.click();
  await expect(page.getByText("Itinerario generato!")).toBeVisible();
  await expect(page.getByText("Il tuo itinerario dettagliato è pronto")).toBeVisible();
  await expect(page.getByText("Giorno 2", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sapori di Toscana" })).toBeVisible();
  await expect(generate).toBeFocused();
  await expect(page.getByLabel("Link da condividere")).toHaveValue(/\/experience\/[A-Za-z0-9_-]{12}$/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole("link", { name: "Crea nuova esperienza" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Che cosa vuoi fare?" })).toBeVisible();
  await expect(page.getByLabel("Descrivi il viaggio che sogni")).toHaveValue("");
});

test("Italian Experience: the hint for Ctrl+Invio is for keyboards only", async ({ browser }) => {
  const phone = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  const page = await phone.newPage();
  await page.goto("/experience");
  await expect(page.getByLabel("Descrivi il viaggio che sogni")).toBeVisible();
  await expect(page.getByText("Premi Ctrl+Invio per continuare")).toBeHidden();
  await phone.close();
});

// Issue 14: a tap right after the page appears works, before the scripts have started.
raw("Italian Experience: the first step works right after the page loads", async ({ page }) => {
  await page.goto("/experience");
  await page.getByLabel("Descrivi il viaggio che sogni").fill("Una gita sul lago di Garda");
  await page.getByRole("button", { name: "Inizia il viaggio" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Che cosa ti appassiona?" })).toBeVisible();
});

raw.describe("without JavaScript", () => {
  raw.use({ javaScriptEnabled: false });

  raw("Italian Experience: every step, the result, the itinerary and its calendar file", async ({ page }) => {
    await page.goto("/experience");
    await page
      .getByLabel("Descrivi il viaggio che sogni")
      .fill("Sardegna a novembre, lontano dalle spiagge affollate");
    await page.getByRole("button", { name: "Inizia il viaggio" }).click();
    await page.getByRole("checkbox", { name: "Natura e borghi" }).check();
    await page.getByRole("button", { name: "Continua" }).click();
    await page.getByRole("button", { name: "1 settimana" }).click();
    await page.getByRole("button", { name: "In coppia" }).click();
    await page.getByRole("button", { name: "Genera esperienza" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Una settimana in coppia in Sardegna" }),
    ).toBeVisible();
    await expect(page.getByText("Come hai chiesto, le spiagge restano fuori dal programma.")).toBeVisible();
    await expect(page.getByText("Spiaggia della Pelosa")).toHaveCount(0);

    await page.getByRole("button", { name: "Genera itinerario completo" }).click();
    await expect(page.getByText("Itinerario generato!")).toBeVisible();
    await expect(page.getByText("Giorno 7", { exact: true })).toBeVisible();

    await page.getByLabel("Data di inizio (facoltativa: altrimenti domani)").fill("2026-11-14");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Aggiungi al calendario (.ics)" }).click();
    const file = await (await download).path();
    const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync(file, "utf8")));
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    expect(events.length).toBeGreaterThan(7);
    expect(events[0]?.startDate.toString()).toMatch(/^2026-11-14T/);
    expect(events.every((e) => Boolean(e.location))).toBe(true);
  });
});

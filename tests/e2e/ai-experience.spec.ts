import AxeBuilder from "@axe-core/playwright";

import { expect, test } from "./support";

test("Italian Experience: validation toasts, five steps, itinerary and reset", async ({ page }) => {
  await page.goto("/experience");
  await expect(page.getByRole("heading", { level: 1, name: "Che cosa vuoi fare?" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Blank intent: 'Attenzione' / 'Per favore, descrivi cosa vorresti fare'.
  await page.getByRole("button", { name: "Inizia il viaggio" }).click();
  await expect(page.getByText("Attenzione")).toBeVisible();
  await expect(page.getByText("Per favore, descrivi cosa vorresti fare")).toBeVisible();

  // Ctrl+Enter continues.
  const intent = page.getByLabel("Descrivi il viaggio che sogni");
  await intent.fill("Un weekend romantico a Firenze tra musei e buona cucina");
  await intent.press("Control+Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Che cosa ti appassiona?" })).toBeVisible();

  await page.getByRole("button", { name: "Continua" }).click();
  await expect(page.getByText("Seleziona almeno un interesse")).toBeVisible();
  await page.getByRole("button", { name: "Arte e cultura" }).click();
  await page.getByRole("button", { name: "Cucina e vino" }).click();
  await expect(page.getByRole("button", { name: "Arte e cultura" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Continua" }).click();

  // Details: duration, then company, then the generate button.
  await expect(page.getByRole("heading", { level: 1, name: "Quanto tempo hai?" })).toBeVisible();
  await page.getByRole("button", { name: "Weekend" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Con chi viaggi?" })).toBeVisible();
  await page.getByRole("button", { name: "In coppia" }).click();
  await page.getByRole("button", { name: "Genera esperienza" }).click();

  // Result.
  await expect(
    page.getByRole("heading", { level: 1, name: /Un weekend in coppia in Toscana/ }),
  ).toBeVisible();
  await expect(page.getByText("Galleria degli Uffizi", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("Generato con l'AI")).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole("button", { name: "Genera itinerario completo" }).click();
  await expect(page.getByText("Itinerario generato!")).toBeVisible();
  await expect(page.getByText("Il tuo itinerario dettagliato è pronto")).toBeVisible();
  await expect(page.getByText("Giorno 2", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sapori di Toscana" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole("button", { name: "Crea nuova esperienza" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Che cosa vuoi fare?" })).toBeVisible();
  await expect(page.getByLabel("Descrivi il viaggio che sogni")).toHaveValue("");
});

test("Italian Experience: a failed generation returns to the details with the spec's toast", async ({
  page,
}) => {
  await page.route("**/api/ai/experience", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"x"}' }),
  );
  await page.goto("/experience");
  await page.getByLabel("Descrivi il viaggio che sogni").fill("Mare in Sicilia");
  await page.getByRole("button", { name: "Inizia il viaggio" }).click();
  await page.getByRole("button", { name: "Natura e borghi" }).click();
  await page.getByRole("button", { name: "Continua" }).click();
  await page.getByRole("button", { name: "1 settimana" }).click();
  await page.getByRole("button", { name: "Con amici" }).click();
  await page.getByRole("button", { name: "Genera esperienza" }).click();
  await expect(page.getByText("Non è stato possibile generare l'esperienza. Riprova.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Genera esperienza" })).toBeVisible();
});

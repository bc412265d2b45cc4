// Site search (issue 10) and the article AI tools from the first tap and without scripts
// (issue 14). The no-JS journeys run with JavaScript disabled; the first-tap journey acts
// right after page.goto, without waiting for hydration.
import { test as base, expect } from "@playwright/test";
import { expectNoAxeViolations, test } from "./support";

const ARTICLE = "/magazine/lifestyle/il-caffe-al-banco-piccolo-rito-quotidiano-degli-italiani";

test("search from the header: suggestions as you type, grouped results with the passage highlighted", async ({
  page,
}) => {
  await page.goto("/");
  const field = page.getByRole("combobox", { name: "Cerca nel sito" });
  await field.fill("mura");
  await expect(
    page.getByRole("option", { name: "Murano, l'isola del vetro tra fuoco e soffio" }),
  ).toBeVisible();
  await field.fill("vetro di Murano");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/cerca\?q=vetro\+di\+Murano/);
  const articles = page.getByRole("region", { name: /Articoli/ });
  const first = articles.getByRole("link", { name: /Murano, l'isola del vetro/ });
  await expect(first).toBeVisible();
  await expect(articles.locator("mark").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await first.click();
  await expect(page).toHaveURL("/magazine/design/murano-l-isola-del-vetro-tra-fuoco-e-soffio");
});

test("search: typos corrected, empty state that helps, partners counted as seen from search", async ({
  page,
}) => {
  await page.goto("/cerca?q=stradivri");
  await expect(page.getByText("Risultati per «stradivari»")).toBeVisible();
  await expect(page.getByRole("link", { name: /Cremona, dove il legno canta/ })).toBeVisible();

  await page.goto("/cerca?q=zqxwvk");
  await expect(page.getByRole("heading", { name: "Nessun risultato per «zqxwvk»" })).toBeVisible();
  await expect(page.getByTestId("search-empty").getByRole("link", { name: "Magazine" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/cerca?q=Terre+Alte+del+Cadore");
  const partner = page
    .getByRole("region", { name: /Partner/ })
    .getByRole("link", { name: /Fondazione Terre Alte del Cadore/ });
  await expect(partner).toHaveAttribute("data-stats-source", "search");
  await expect(partner).toHaveAttribute("data-stats-impression", "search_impression");
  await expect(partner).toHaveAttribute("data-stats-click", "search_click");
});

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  base("the header search is a form the server answers", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "Cerca nel sito" }).fill("moka Bialetti");
    await page.getByRole("combobox", { name: "Cerca nel sito" }).press("Enter");
    await expect(page.getByRole("link", { name: /Omegna e il lago d'Orta/ })).toBeVisible();
  });

  base("article AI tools: summary, chat with a citation that links to the paragraph", async ({ page }) => {
    await page.goto(ARTICLE);
    await page.getByTestId("ai-tools-row").getByRole("button", { name: "Riassunto AI" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Strumenti AI" })).toBeVisible();
    await expect(page.getByTestId("ai-page-answer")).toContainText("Ecco i punti essenziali");

    await page.getByRole("button", { name: "Chiedi all'AI" }).click();
    await page
      .getByLabel("Fai una domanda sull'articolo")
      .fill("Chi brevettò una macchina per il caffè nel 1884?");
    await page.getByRole("button", { name: "Invia domanda" }).click();
    const answer = page.getByTestId("ai-page-answer");
    await expect(answer).toContainText("Angelo Moriondo");
    const cite = answer.getByRole("link", { name: "Vai al paragrafo 3 dell'articolo" });
    await expect(cite).toHaveAttribute("href", `${ARTICLE}#paragrafo-3`);
    await cite.click();
    await expect(page.locator("#paragrafo-3")).toContainText("Angelo Moriondo");

    await page.goto(ARTICLE);
    await page.getByRole("button", { name: /Ispirazione.*Letture/ }).click();
    await expect(page.getByTestId("ai-page-answer")).toContainText("Se ti è piaciuto");
  });
});

base("article AI tools work from the first tap, before the scripts have run", async ({ page }) => {
  await page.goto(ARTICLE, { waitUntil: "commit" });
  await page.getByTestId("ai-tools-row").getByRole("button", { name: "Riassunto AI" }).click();
  // Either the server's answer page (tap before hydration) or the dialog (after): never nothing.
  await expect(page.getByText("Ecco i punti essenziali").first()).toBeVisible();
});

import AxeBuilder from "@axe-core/playwright";

import { expect, test } from "./support";

const ARTICLE = "/magazine/lifestyle/il-caffe-al-banco-piccolo-rito-quotidiano-degli-italiani";

test("article AI tools: summary, chat with citations, inspiration", async ({ page }) => {
  await page.goto(ARTICLE);
  const row = page.getByTestId("ai-tools-row");
  await expect(page.getByRole("heading", { name: "Esplora di più con l'AI" })).toBeVisible();

  // Summary: the dialog opens once the answer arrives.
  await row.getByRole("button", { name: "Riassunto AI" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Riassunto" })).toBeVisible();
  await expect(dialog.getByTestId("ai-tool-content").locator("strong").first()).toBeVisible();
  await expect(dialog.getByText("Generato con l'AI")).toBeVisible();
  await page.keyboard.press("Escape");

  // Chat: opens at once; send disabled while blank; answers cite the paragraph.
  await row.getByRole("button", { name: "Chiedi all'AI" }).click();
  await expect(dialog.getByRole("heading", { name: "Chiedi all'AI" })).toBeVisible();
  const send = dialog.getByRole("button", { name: "Invia domanda" });
  await expect(send).toBeDisabled();
  await dialog.getByPlaceholder("Fai una domanda sull'articolo…").fill("   ");
  await expect(send).toBeDisabled();
  await dialog
    .getByPlaceholder("Fai una domanda sull'articolo…")
    .fill("Chi brevettò una macchina per il caffè nel 1884?");
  await send.click();
  await expect(dialog.getByText("Chi brevettò una macchina per il caffè nel 1884?")).toBeVisible();
  const answer = dialog.getByTestId("ai-chat-answer").first();
  await expect(answer).toContainText("Angelo Moriondo");
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await dialog
    .getByPlaceholder("Fai una domanda sull'articolo…")
    .fill("Quanto costa un biglietto del treno per Torino?");
  await send.click();
  await expect(dialog.getByTestId("ai-chat-answer")).toHaveCount(2);
  await expect(dialog.getByTestId("ai-chat-answer").last()).toContainText(
    "L'articolo non contiene informazioni su questo punto",
  );

  // The citation closes the dialog and highlights the cited paragraph.
  await answer.getByRole("link", { name: /Vai al paragrafo 3/ }).click();
  await expect(dialog).toHaveCount(0);
  const cited = page.locator('[data-ai-cited="true"]');
  await expect(cited).toContainText("Angelo Moriondo");
  await expect(cited).toBeInViewport();

  // Inspiration links related content.
  await page.getByRole("button", { name: /Ispirazione.*Letture/ }).click();
  await expect(dialog.getByRole("heading", { name: "Ispirazione" })).toBeVisible();
  await expect(dialog.getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/(magazine|liste|atlas|experience)/,
  );
});

test("article AI tools: a failed summary closes the dialog with the spec's toast", async ({ page }) => {
  await page.route("**/api/ai/article-tools", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
  );
  await page.goto(ARTICLE);
  await page.getByTestId("ai-tools-row").getByRole("button", { name: "Riassunto AI" }).click();
  await expect(page.getByText("Errore nel caricamento del contenuto AI")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("profile experience: generated, scrolled to, closed, then 'Vai alla Experience'", async ({ page }) => {
  await page.goto("/atlas/fondazione-terre-alte-del-cadore");
  await expect(page.getByRole("heading", { name: /Experience AI/ })).toHaveCount(0);
  const requests: unknown[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/ai/experience")) requests.push(r.postDataJSON());
  });
  await page.getByRole("button", { name: "Experience AI" }).click();
  const panel = page.getByRole("region", { name: /in Veneto/ });
  await expect(panel).toBeVisible();
  await expect(panel).toBeInViewport();
  await expect(panel.getByText("Generato con l'AI")).toBeVisible();
  expect(requests[0]).toMatchObject({ interests: ["nature"], duration: "1 giorno", company: "coppia" });
  // Issue 16: the partner is part of its own day, labelled and counted as a partner link.
  await expect(panel.getByText("Partner Atlante").first()).toBeVisible();
  await expect(panel.getByRole("link", { name: /^Fondazione Terre Alte del Cadore/ })).toHaveAttribute(
    "data-surface",
    "profile-experience",
  );

  await expect(page.getByRole("button", { name: "Vai alla Experience" })).toBeVisible();
  await panel.getByRole("button", { name: "Chiudi" }).click();
  await expect(panel).toHaveCount(0);
  // Focus goes back to the button that opened the panel.
  await expect(page.getByRole("button", { name: "Experience AI" })).toBeFocused();
  await page.getByRole("button", { name: "Vai alla Experience" }).click();
  await expect(page.getByRole("region", { name: /in Veneto/ })).toBeInViewport();
});

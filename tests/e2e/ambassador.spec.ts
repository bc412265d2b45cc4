import { test as raw } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support";

/**
 * Atlante's own Ambassador on a seeded partner with a completed request (issue 13):
 * its code loads on the first open, it answers in Italian and English from the
 * profile, hands off what the profile does not say, works with the keyboard alone,
 * passes axe with the panel open, and without JavaScript as a server-answered form.
 */
const PROFILE = "/atlas/fondazione-terre-alte-del-cadore";

test("open, ask in Italian and English, hand-off link, keyboard only, axe", async ({ page }) => {
  test.setTimeout(90_000); // a few seconds alone; the shared CI machine can be slow
  const panelChunks: string[] = [];
  page.on("request", (r) => {
    if (/ambassador-panel/.test(r.url())) panelChunks.push(r.url());
  });
  await page.goto(PROFILE);
  const launcher = page.getByRole("button", { name: "Parla con Giulia" });
  await expect(launcher).toBeVisible();
  expect(panelChunks).toEqual([]);

  await launcher.click();
  const dialog = page.getByRole("dialog", { name: "Parla con Giulia" });
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel("La tua domanda per Giulia");
  await input.fill("A che ora aprite il sabato?");
  await input.press("Enter");
  const answers = dialog.getByTestId("ambassador-answer");
  await expect(answers.first()).toContainText("9:00-12:30");
  await expect(answers.first()).toHaveAttribute("lang", "it");

  await input.fill("Can I bring my dog on a hike?");
  await input.press("Enter");
  await expect(answers.nth(1)).toContainText("The profile does not include this information");
  await expect(answers.nth(1).getByRole("link", { name: "Send an e-mail" })).toHaveAttribute(
    "href",
    "mailto:info@terrealtecadore.example",
  );
  await expectNoAxeViolations(page);

  // Keyboard only: Esc closes and gives focus back; Enter reopens; Tab reaches the question.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 6 && !(await input.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(input).toBeFocused();
  await page.keyboard.type("Wie lautet Ihre Telefonnummer?");
  await page.keyboard.press("Enter");
  await expect(answers.last()).toContainText("Die Telefonnummer lautet +39 0435 512 408.");
});

raw.describe("without JavaScript", () => {
  raw.use({ javaScriptEnabled: false });

  raw("the button opens the server-answered page", async ({ page }) => {
    await page.goto(PROFILE);
    await page.getByRole("button", { name: "Parla con Giulia" }).click();
    await expect(page).toHaveURL(/\/atlas\/fondazione-terre-alte-del-cadore\/ambassador\??$/);
    await page.getByLabel("La tua domanda").fill("¿Tenéis página web?");
    await page.getByRole("button", { name: "Chiedi a Giulia" }).click();
    await expect(page.getByTestId("ambassador-answer")).toContainText(
      "La página web es https://www.terrealtecadore.example.",
    );
  });
});

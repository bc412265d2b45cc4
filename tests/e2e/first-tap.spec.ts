// Issue 14: the header's menus do their job from the first tap (acting right after
// page.goto, before the scripts have run) and without JavaScript; once hydrated, Escape
// closes them and gives the focus back to their button. A script-only button (an admin
// dialog) tapped before hydration is not lost (ADR 1401).
import { test as raw } from "@playwright/test";
import { E2E_ADMIN, ensureAdmin, expect, expectNoAxeViolations, hydratingGoto, signIn } from "./support";

const hydrated = (page: import("@playwright/test").Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));

/** A signed-in admin's cookies, for contexts that then act without waiting (or without JS). */
async function adminState(browser: import("@playwright/test").Browser) {
  const context = await browser.newContext();
  const page = hydratingGoto(await context.newPage());
  await ensureAdmin(page);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, "/privacy");
  await expect(page).toHaveURL("/privacy");
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The menus' buttons are <summary> elements (Playwright gives them no role; browsers expose a button). */
const toggle = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("banner").locator("summary", { hasText: name });
const userButton = (page: import("@playwright/test").Page) => toggle(page, E2E_ADMIN.email.split("@")[0]!);

raw("the user menu opens and its links work from the first tap; Escape closes it", async ({ browser }) => {
  raw.setTimeout(90_000); // signs in first
  const context = await browser.newContext({ storageState: await adminState(browser) });
  const page = await context.newPage();
  await page.goto("/privacy", { waitUntil: "commit" });
  await userButton(page).click();
  const admin = page.getByRole("link", { name: "Pannello di Controllo" });
  await expect(admin).toBeVisible();

  await hydrated(page);
  await expect(admin).toBeVisible(); // hydration keeps the menu open
  await expectNoAxeViolations(page);
  // Escape is handled once hydrated; retried in case the handler attaches just after the flag.
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(admin).toBeHidden({ timeout: 500 });
  }).toPass();
  await expect(userButton(page)).toBeFocused();

  await page.keyboard.press("Enter"); // the focused button opens it again
  await admin.click();
  await expect(page).toHaveURL("/admin/rubriche");

  // A script-only button tapped before hydration is held and replayed: the dialog opens.
  await page.goto("/admin/rubriche", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Nuova rubrica" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await context.close();
});

raw("the mobile menu opens from the first tap; Escape closes it and returns the focus", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/privacy", { waitUntil: "commit" });
  await toggle(page, "Apri il menu").click();
  const menu = page.getByRole("navigation", { name: "Menu mobile" });
  await expect(menu).toBeVisible();

  await hydrated(page);
  await expect(menu).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle(page, "Apri il menu")).toBeFocused();
});

raw.describe("without JavaScript", () => {
  raw.use({ javaScriptEnabled: false });

  raw("the mobile menu opens and its links navigate", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/privacy");
    await toggle(page, "Apri il menu").click();
    const menu = page.getByRole("navigation", { name: "Menu mobile" });
    await menu.getByRole("link", { name: "Magazine" }).click();
    await expect(page).toHaveURL("/magazine");
  });

  raw("the user menu opens and Logout signs out with a form post", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await adminState(browser),
    });
    const page = await context.newPage();
    await page.goto("/privacy");
    await userButton(page).click();
    await expect(page.getByRole("link", { name: "Pannello di Controllo" })).toHaveAttribute("href", "/admin");
    await page.getByRole("banner").getByRole("button", { name: "Logout", exact: true }).click();
    await expect(page).toHaveURL("/");
    // (The "Logout effettuato" toast needs the scripts; the header shows the signed-out links.)
    await expect(page.getByRole("banner").getByRole("link", { name: "Area Riservata" })).toBeVisible();
    await context.close();
  });
});

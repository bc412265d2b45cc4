import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/**
 * Pages start their JavaScript after the first paint (ADR 0106). Every `page.goto`
 * of the journeys waits until React has hydrated the page it opened, so a click
 * reaches its handler; documents that are not React Router pages (XML, the
 * sandboxed embed) are returned as soon as they load.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(hydratingGoto(page));
  },
});

/** Makes `page.goto` wait for hydration, for pages opened outside the fixture (other contexts). */
export function hydratingGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(
      () => !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated"),
    );
    return response;
  };
  return page;
}

/** Credentials of the admin every browser journey shares (created once per run). */
export const E2E_ADMIN = {
  email: "admin.e2e@example.it",
  password: "password-admin-e2e",
  token: "e2e-setup-token-0123456789",
};

/** Creates the first admin through /init-admin if nobody did yet in this run. */
export async function ensureAdmin(page: Page) {
  const response = await page.goto("/init-admin");
  if (response?.status() !== 200) return;
  await page.getByLabel("Nome completo").fill("Redazione Atlante");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByLabel("Codice di configurazione").fill(E2E_ADMIN.token);
  await page.getByRole("button", { name: "Crea amministratore" }).click();
  await expect(page.getByRole("main").getByText("Amministratore creato con successo")).toBeVisible();
}

export async function signIn(page: Page, email: string, password: string, redirect = "/") {
  await page.goto(`/auth?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
}

export async function signInAsAdmin(page: Page, redirect = "/admin") {
  await ensureAdmin(page);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, redirect);
}

/** Registers a new account and signs in with it; returns its e-mail. */
export async function registerAndSignIn(page: Page, prefix = "utente", redirect = "/") {
  const email = `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.it`;
  const password = "password-sicura";
  await page.goto(`/auth?mode=signup&redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel("Nome completo").fill("Utente di Prova");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Registrati", exact: true }).click();
  await expect(page.getByText("Registrazione completata! Accedi per continuare.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
  // Signed in once the form has sent the visitor on (the session cookie is set by then).
  await expect(page).not.toHaveURL(/\/auth/);
  return { email, password };
}

/** axe-core WCAG 2.x A/AA scan: no violations allowed. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

import {
  E2E_ADMIN,
  ensureAdmin,
  expect,
  expectNoAxeViolations,
  registerAndSignIn,
  signIn,
  test,
} from "./support";

test("the home renders the shell, seeded content and header links", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Atlante/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Scopri l'Italia che ispira il mondo" }),
  ).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Principale" });
  for (const [name, href] of [
    ["Magazine", "/magazine"],
    ["Classifiche", "/liste"],
    ["Partner", "/partner"],
    ["Italian Experience", "/experience"],
    ["AI Tour", "/ai-tour"],
  ] as const) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Diventa Partner" })).toHaveAttribute(
    "href",
    "/diventa-partner",
  );
  await expect(banner.getByRole("link", { name: "Area Riservata" })).toHaveAttribute("href", "/auth");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await expect(footer.getByRole("link", { name: "Termini di Servizio" })).toHaveAttribute("href", "/termini");
  await expectNoAxeViolations(page);
});

test("the mobile menu opens and closes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/privacy");
  // A <summary> (ADR 1401): browsers expose it as a button, Playwright gives it no role.
  const banner = page.getByRole("banner");
  await banner.locator("summary", { hasText: "Apri il menu" }).click();
  const menu = page.getByRole("navigation", { name: "Menu mobile" });
  await expect(menu).toBeVisible();
  await banner.locator("summary", { hasText: "Chiudi il menu" }).click();
  await expect(menu).toBeHidden();
});

test("an unknown path shows the 404 page with a link home", async ({ page }) => {
  const response = await page.goto("/pagina-che-non-esiste");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Torna alla home" }).click();
  await expect(page).toHaveURL("/");
});

test("a visitor registers, signs in and signs out", async ({ page }) => {
  await page.goto("/auth?mode=signup");
  await expect(page.getByRole("tab", { name: "Registrati" })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Email").fill("non-valida");
  await page.getByLabel("Password").fill("123");
  await page.getByRole("button", { name: "Registrati", exact: true }).click();
  await expect(page.getByText("Email non valida")).toBeVisible();
  await expect(page.getByText("La password deve essere di almeno 6 caratteri")).toBeVisible();
  await expectNoAxeViolations(page);

  const { email } = await registerAndSignIn(page, "lettore", "/privacy");
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByText("Accesso effettuato con successo")).toBeVisible();
  const local = email.split("@")[0]!;
  const banner = page.getByRole("banner");
  await banner.locator("summary", { hasText: local }).click();
  await expect(banner.getByRole("link", { name: "Area Partner" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Pannello di Controllo" })).toHaveCount(0);
  await banner.getByRole("button", { name: "Logout", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Logout effettuato")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Area Riservata" })).toBeVisible();
});

test("the first admin is created once; afterwards /init-admin is gone", async ({ page }) => {
  const first = await page.goto("/init-admin");
  if (first?.status() === 200) {
    await expect(page.getByRole("heading", { name: "Configurazione iniziale" })).toBeVisible();
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByLabel("Codice di configurazione").fill("codice-sbagliato");
    await page.getByRole("button", { name: "Crea amministratore" }).click();
    await expect(page.getByText("Codice di configurazione non valido")).toBeVisible();
    await ensureAdmin(page);
    await expect(page).toHaveURL(/\/auth/, { timeout: 5000 });
  }
  const again = await page.goto("/init-admin");
  expect(again?.status()).toBe(404);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, "/privacy");
  const banner = page.getByRole("banner");
  await banner.locator("summary", { hasText: E2E_ADMIN.email.split("@")[0] }).click();
  await expect(banner.getByRole("link", { name: "Pannello di Controllo" })).toBeVisible();
});

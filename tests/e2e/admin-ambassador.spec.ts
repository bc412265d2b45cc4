import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, registerAndSignIn, signInAsAdmin, test } from "./support";

/** axe scan once transient toasts (fading in/out) are gone, so contrast is measured on the settled page. */
async function axeWhenQuiet(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
}

/**
 * The ambassador workflow of spec §4 through to the isolated embed on the
 * public profile (D8): the admin-pasted script runs, but in an opaque origin
 * (no cookies, no access to the page, no same-origin calls), and it is gone
 * when the visitor leaves the page.
 */

const WIDGET = `<div id="widget">in attesa</div>
<script>
(function () {
  var out = ["Ambassador pronto"];
  try { void document.cookie; out.push("cookie-leggibile"); } catch (e) { out.push("cookie-bloccato"); }
  try { void window.parent.document.title; out.push("pagina-leggibile"); } catch (e) { out.push("pagina-bloccata"); }
  document.getElementById("widget").textContent = out.join(" | ");
  fetch("/admin/utenti", { credentials: "include" })
    .then(function () { return "fetch-riuscito"; }, function () { return "fetch-bloccato"; })
    .then(function (r) { var p = document.createElement("p"); p.id = "fetch"; p.textContent = r; document.body.appendChild(p); });
})();
</script>`;

test("ambassador request: pending → processing → completed, then the isolated embed on /atlas/{slug}", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A partner with a draft profile sends an ambassador request (wizard API of the partner area).
  const partner = await browser.newPage();
  await registerAndSignIn(partner, "ambassador", "/");
  await expect(partner).toHaveURL("/");
  const nome = `Museo del Merletto ${Date.now().toString(36)}`;
  const saved = await partner.request.post("/area-partner/wizard/api", {
    multipart: {
      intent: "save",
      payload: JSON.stringify({
        tipo: "museo",
        nome,
        descrizione:
          "Un museo dedicato all'arte del merletto, con collezioni che raccontano cinque secoli di lavoro delle merlettaie dell'isola, laboratori dal vivo, visite guidate in più lingue e un archivio di disegni originali aperto agli studiosi.",
        sitoWeb: "https://example.it",
        wizardStep: 9,
      }),
    },
  });
  expect(saved.ok()).toBe(true);
  const { profile } = (await saved.json()) as { profile: { id: string; slug: string } };
  const requested = await partner.request.post("/area-partner/wizard/api", {
    multipart: {
      intent: "ambassador",
      profileId: profile.id,
      payload: JSON.stringify({
        ambassadorName: "Giulia",
        instructions: "Accogli i visitatori e racconta la storia del merletto.",
        appearanceType: "preset",
        presetAvatarId: "female-avatar-2",
      }),
    },
  });
  expect(requested.ok()).toBe(true);

  await signInAsAdmin(page, "/admin/ambassador");
  const card = page.getByRole("article", { name: "Giulia" }).filter({ hasText: nome });
  await expect(card.getByTestId("request-status")).toHaveText("In attesa");
  await expect(card.getByRole("img", { name: "Aspetto di Giulia" })).toHaveAttribute(
    "src",
    "/avatars/female-avatar-2.jpg",
  );
  await expect(card.getByLabel("Script dell'Ambassador (facoltativo)")).toHaveCount(0);
  await axeWhenQuiet(page);
  await page.waitForLoadState("networkidle");

  await card.getByLabel("Note admin").fill("Avatar in preparazione");
  await card.getByRole("button", { name: "Inizia Lavorazione" }).click();
  await expect(card.getByTestId("request-status")).toHaveText("In lavorazione");
  await expect(card.getByLabel("Note admin")).toHaveValue("Avatar in preparazione");
  // The script is optional (issue 13): this request keeps the sandboxed third-party embed.
  await card.getByLabel("Script dell'Ambassador (facoltativo)").fill(WIDGET);
  await card.getByRole("button", { name: "Segna come Completato" }).click();
  await expect(card.getByTestId("request-status")).toHaveText("Completato");
  await expect(card.getByLabel("Script dell'Ambassador (facoltativo)")).toHaveAttribute("readonly", "");
  await expect(card.getByRole("button", { name: "Segna come Completato" })).toHaveCount(0);

  // Not published yet: no public page and no embed document.
  expect((await page.request.get(`/ambassador-embed/${profile.slug}`)).status()).toBe(404);
  await page.goto("/admin/partner?stato=in_revisione");
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: `Pubblica ${nome}` }).click();
  await page.getByRole("button", { name: "Conferma pubblicazione" }).click();
  await expect(page.getByText("Scheda pubblicata con successo!")).toBeVisible();

  // The visitor's page: the widget runs inside the sandboxed frame only.
  const visitor = await browser.newPage();
  await visitor.goto(`/partner`);
  await visitor.goto(`/atlas/${profile.slug}`);
  const frameElement = visitor.locator('iframe[title="Ambassador AI"]');
  await frameElement.scrollIntoViewIfNeeded();
  await expect(frameElement).toHaveAttribute("sandbox", "allow-scripts allow-popups allow-forms");
  await expect(frameElement).toHaveAttribute("allow", "microphone; camera; autoplay; fullscreen");
  const frame = visitor.frameLocator('iframe[title="Ambassador AI"]');
  await expect(frame.locator("#widget")).toHaveText("Ambassador pronto | cookie-bloccato | pagina-bloccata");
  await expect(frame.locator("#fetch")).toHaveText("fetch-bloccato");
  // The page itself never contains the pasted script.
  expect(await visitor.content()).not.toContain("Ambassador pronto");

  // Leaving the page (client-side navigation) removes the frame and everything it started.
  await visitor.waitForLoadState("networkidle");
  await visitor
    .getByRole("navigation", { name: "Principale" })
    .getByRole("link", { name: "Magazine" })
    .click();
  await expect(visitor).toHaveURL("/magazine");
  await expect(visitor.locator('iframe[title="Ambassador AI"]')).toHaveCount(0);
  await expect.poll(() => visitor.frames().some((f) => f.url().includes("/ambassador-embed/"))).toBe(false);

  // Opened directly, the document is still sandboxed by its own CSP and never cached.
  const direct = await visitor.request.get(`/ambassador-embed/${profile.slug}`);
  expect(direct.status()).toBe(200);
  const csp = direct.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("sandbox allow-scripts allow-popups allow-forms");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(direct.headers()["cache-control"]).toContain("no-store");
});

test("a rejected request shows no script area and no actions", async ({ page, browser }) => {
  const partner = await browser.newPage();
  await registerAndSignIn(partner, "rifiutato", "/");
  await expect(partner).toHaveURL("/");
  const nome = `Cantina Rifiutata ${Date.now().toString(36)}`;
  const saved = await partner.request.post("/area-partner/wizard/api", {
    multipart: {
      intent: "save",
      payload: JSON.stringify({
        tipo: "enogastronomia",
        nome,
        descrizione:
          "Una cantina di famiglia sulle colline, con vigneti coltivati a mano, una bottaia storica scavata nel tufo, degustazioni guidate di vini autoctoni e una piccola cucina che accompagna ogni calice con prodotti del territorio e del nostro orto biologico.",
        sitoWeb: "https://example.it",
      }),
    },
  });
  const { profile } = (await saved.json()) as { profile: { id: string } };
  await partner.request.post("/area-partner/wizard/api", {
    multipart: {
      intent: "ambassador",
      profileId: profile.id,
      payload: JSON.stringify({
        ambassadorName: "Marco",
        instructions: "Presenta i vini.",
        appearanceType: "preset",
        presetAvatarId: "male-avatar-1",
      }),
    },
  });
  await signInAsAdmin(page, "/admin/ambassador");
  await page.waitForLoadState("networkidle");
  const card = page.getByRole("article", { name: "Marco" }).filter({ hasText: nome });
  await card.getByLabel("Note admin").fill("Richiesta incompleta");
  await card.getByRole("button", { name: "Rifiuta" }).click();
  await expect(card.getByTestId("request-status")).toHaveText("Rifiutato");
  await expect(card.getByRole("button")).toHaveCount(0);
  await expect(card.getByLabel("Script dell'Ambassador (facoltativo)")).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole("article", { name: "Marco" }).filter({ hasText: nome }).getByLabel("Note admin"),
  ).toHaveValue("Richiesta incompleta");
});

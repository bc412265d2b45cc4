import type { Page } from "@playwright/test";
import { E2E_ADMIN, expect, expectNoAxeViolations, registerAndSignIn, signInAsAdmin, test } from "./support";

/** axe scan once transient toasts (fading in/out) are gone, so contrast is measured on the settled page. */
async function axeWhenQuiet(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
}

const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Opens a dialog with a button once the page is interactive. */
async function openDialog(
  page: Page,
  button: ReturnType<Page["getByRole"]>,
  role: "dialog" | "alertdialog" = "dialog",
) {
  await page.waitForLoadState("networkidle");
  await expect(async () => {
    await button.click();
    await expect(page.getByRole(role)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  return page.getByRole(role);
}

async function openTab(page: Page, name: string) {
  await page
    .getByRole("navigation", { name: "Sezioni del pannello" })
    .getByRole("link", { name, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
}

test.describe("admin shell", () => {
  test("anonymous visitors go to /auth; non-admins are sent home with the message", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL("/auth?redirect=%2Fadmin");
    await registerAndSignIn(page, "nonadmin", "/");
    await expect(page).toHaveURL("/");
    await page.goto("/admin/utenti");
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Non hai i permessi per accedere a questa pagina")).toBeVisible();
  });

  test("the admin sees seven tabs starting on Rubriche, the tab is in the URL, logout goes home", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await expect(page).toHaveURL("/admin/rubriche");
    const tabs = page.getByRole("navigation", { name: "Sezioni del pannello" }).getByRole("link");
    await expect(tabs).toHaveText([
      "Rubriche",
      "Articoli",
      "Classifiche",
      "Elementi",
      "Partner",
      "Ambassador",
      "Utenti",
    ]);
    await expect(tabs.first()).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("admin-email")).toHaveText(E2E_ADMIN.email);
    await expect(page.getByRole("link", { name: "Vai al sito" })).toHaveAttribute("href", "/");
    await axeWhenQuiet(page);
    await openTab(page, "Partner");
    await page.reload();
    await expect(page).toHaveURL("/admin/partner");
    await expect(page.getByRole("heading", { level: 2, name: "Partner" })).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Logout effettuato")).toBeVisible();
  });
});

test("Rubriche: create with default slug, validation, edit, delete with confirmation", async ({ page }) => {
  await signInAsAdmin(page, "/admin/rubriche");
  const name = `Rubrica Prova ${uniq()}`;
  const dialog = await openDialog(page, page.getByRole("button", { name: "Nuova rubrica" }));
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(dialog.getByText("Il nome è obbligatorio")).toBeVisible();
  await dialog.getByLabel("Nome", { exact: true }).fill(name);
  await dialog.getByLabel("Ordine").fill("9");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Rubrica creata")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(name.toLowerCase().replace(/ /g, "-"));
  await expect(row).toContainText("Attiva");
  await axeWhenQuiet(page);
  // Active: the section page exists on the public site.
  const slug = (await row.locator("td").nth(1).textContent())!.trim();
  const publicPage = await page.context().newPage();
  expect((await publicPage.goto(`/magazine/${slug}`))?.status()).toBe(200);
  await expect(publicPage.getByRole("heading", { level: 1, name })).toBeVisible();

  await openDialog(page, row.getByRole("button", { name: `Modifica ${name}` }));
  await page.getByRole("dialog").getByLabel("Attiva").uncheck();
  await page.getByRole("dialog").getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Rubrica aggiornata")).toBeVisible();
  await expect(row).toContainText("Non attiva");
  expect((await publicPage.goto(`/magazine/${slug}`))?.status()).toBe(404);

  const confirm = await openDialog(page, row.getByRole("button", { name: `Elimina ${name}` }), "alertdialog");
  await expect(confirm.getByText("Sei sicuro?")).toBeVisible();
  await confirm.getByRole("button", { name: "Annulla" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Elimina ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
  await expect(page.getByText("Rubrica eliminata")).toBeVisible();
  await expect(row).toHaveCount(0);
});

/** A real PNG of the given size, made with sharp. */
async function pngBuffer() {
  const sharp = (await import("sharp")).default;
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 90, b: 60 } } })
    .png()
    .toBuffer();
}

test("Articoli: AI draft, cover upload, publish, see it public, back to draft, delete", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page, "/admin/articoli");
  const title = `Botteghe del vetro ${uniq()}`;
  await page.getByRole("link", { name: "Nuovo articolo" }).click();
  await expect(page.getByRole("heading", { name: "Nuovo articolo" })).toBeVisible();
  await page.getByLabel("Titolo", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Proponi una bozza con l'AI" }).click();
  await expect(page.getByText("Inserisci almeno un titolo e un estratto")).toBeVisible();
  await page
    .getByLabel("Sommario")
    .fill("Fornaci, maestri e colori: un viaggio tra le botteghe del vetro di Murano.");
  await page.getByLabel("Rubrica").selectOption({ label: "Moda" });
  await page.getByRole("button", { name: "Proponi una bozza con l'AI" }).click();
  // The body was empty: the AI draft fills it, marked as AI-generated.
  const editor = page.locator("#article-content");
  await expect(editor).toContainText("Fornaci, maestri e colori", { timeout: 20_000 });
  await expect(page.getByText("Generato con l'AI").first()).toBeVisible();
  await expect(editor).not.toContainText("verificate dalla redazione");

  // The cover is checked by content on the server and stored with the article.
  await page.getByLabel("Carica un'immagine").setInputFiles({
    name: "vetro.png",
    mimeType: "image/png",
    buffer: await pngBuffer(),
  });
  await page.getByLabel("Testo alternativo").fill("Un maestro vetraio al lavoro");
  await page.getByLabel("Didascalia").fill("La fornace al mattino");
  await page.getByLabel("Pubblicato").check();
  await axeWhenQuiet(page);
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Articolo creato")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articoli\/[0-9a-f-]{36}$/);

  await page.goto("/admin/articoli");
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Pubblicato");
  await expect(row).toContainText("Moda");
  const href = await row.getByRole("link", { name: new RegExp(`Apri ${title}`) }).getAttribute("href");
  const publicPage = await page.context().newPage();
  expect((await publicPage.goto(href!))?.status()).toBe(200);
  await expect(publicPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(publicPage.getByText("Fornaci, maestri e colori").first()).toBeVisible();
  await expect(publicPage.getByRole("img", { name: "Un maestro vetraio al lavoro" })).toBeVisible();
  await expect(publicPage.getByText("La fornace al mattino")).toBeVisible();

  // Back to draft: the public page is gone.
  await row.getByRole("link", { name: `Modifica ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Modifica articolo" })).toBeVisible();
  await page.getByRole("radio", { name: /^Bozza/ }).check();
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Articolo aggiornato")).toBeVisible();
  expect((await publicPage.goto(href!))?.status()).toBe(404);

  await page.goto("/admin/articoli");
  await expect(row).toContainText("Bozza");
  await openDialog(page, row.getByRole("button", { name: `Elimina ${title}` }), "alertdialog");
  await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
  await expect(page.getByText("Articolo eliminato")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("Classifiche: create active, see it on /liste, edit, delete", async ({ page }) => {
  await signInAsAdmin(page, "/admin/classifiche");
  const title = `Classifica Prova ${uniq()}`;
  const dialog = await openDialog(page, page.getByRole("button", { name: "Nuova classifica" }));
  await dialog.getByLabel("Titolo", { exact: true }).fill(title);
  await dialog.getByLabel("Descrizione").fill("Scopri questa classifica esclusiva");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Classifica creata")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Attiva");
  const slug = (await row.locator("td").nth(1).textContent())!.trim();
  const publicPage = await page.context().newPage();
  expect((await publicPage.goto(`/liste/${slug}`))?.status()).toBe(200);
  await expect(publicPage.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await openDialog(page, row.getByRole("button", { name: `Modifica ${title}` }));
  await page.getByRole("dialog").getByLabel("Attiva").uncheck();
  await page.getByRole("dialog").getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Classifica aggiornata")).toBeVisible();
  expect((await publicPage.goto(`/liste/${slug}`))?.status()).toBe(404);

  await openDialog(page, row.getByRole("button", { name: `Elimina ${title}` }), "alertdialog");
  await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
  await expect(page.getByText("Classifica eliminata")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("Elementi: default rank, null score, duplicates, bulk delete with confirmation", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page, "/admin/classifiche");
  const title = `Classifica Elementi ${uniq()}`;
  const create = await openDialog(page, page.getByRole("button", { name: "Nuova classifica" }));
  await create.getByLabel("Titolo", { exact: true }).fill(title);
  await create.getByLabel("Ordine").fill("0");
  await create.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Classifica creata")).toBeVisible();

  await openTab(page, "Elementi");
  await page.getByLabel("Classifica").selectOption({ label: title });
  await expect(page.getByText("Nessun elemento in questa classifica")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Seleziona duplicati" }).click();
  await expect(page.getByText("Nessun duplicato trovato")).toBeVisible();
  await page.getByRole("button", { name: "Elimina selezionati (0)" }).click();
  await expect(page.getByText("Nessun elemento selezionato")).toBeVisible();

  const add = async (itemTitle: string, rank?: string, score?: string) => {
    const dialog = await openDialog(page, page.getByRole("button", { name: "Nuovo elemento" }));
    if (rank) await dialog.getByLabel("Posizione").fill(rank);
    await dialog.getByLabel("Titolo", { exact: true }).fill(itemTitle);
    if (score) await dialog.getByLabel("Punteggio").fill(score);
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(dialog).toBeHidden();
  };
  // Validation first: position at least 1.
  const dialog = await openDialog(page, page.getByRole("button", { name: "Nuovo elemento" }));
  await expect(dialog.getByLabel("Posizione")).toHaveValue("1");
  await dialog.getByLabel("Posizione").fill("0");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(dialog.getByText("La posizione deve essere un numero intero di almeno 1")).toBeVisible();
  await dialog.getByRole("button", { name: "Chiudi" }).click();

  await add("Primo", undefined, "9.5");
  await add("Secondo");
  await add("Doppione A", "1");
  await add("Doppione B", "2");
  await add("Doppione C", "2");
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /Secondo/ })).toContainText("2");
  await expect(
    table
      .getByRole("row", { name: /Secondo/ })
      .locator("td")
      .nth(4),
  ).toHaveText("—");
  await expect(table.getByRole("row", { name: /Primo/ }).locator("td").nth(4)).toHaveText("9.5");

  // Edit an item: the score can be emptied again (stored as null).
  await openDialog(page, table.getByRole("button", { name: "Modifica Primo" }));
  await expect(page.getByRole("dialog").getByLabel("Punteggio")).toHaveValue("9.5");
  await page.getByRole("dialog").getByLabel("Punteggio").fill("");
  await page.getByRole("dialog").getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Elemento aggiornato")).toBeVisible();
  await expect(table.getByRole("row", { name: /Primo/ }).locator("td").nth(4)).toHaveText("—");

  await page.getByRole("button", { name: "Seleziona duplicati" }).click();
  await expect(page.getByText("3 duplicati selezionati")).toBeVisible();
  for (const name of ["Doppione A", "Doppione B", "Doppione C"]) {
    await expect(table.getByRole("checkbox", { name: new RegExp(`Seleziona ${name}`) })).toBeChecked();
  }
  await expect(table.getByRole("checkbox", { name: /Seleziona Primo/ })).not.toBeChecked();
  const confirm = await openDialog(
    page,
    page.getByRole("button", { name: "Elimina selezionati (3)" }),
    "alertdialog",
  );
  await expect(confirm).toContainText("3 elementi saranno eliminati");
  await confirm.getByRole("button", { name: "Elimina" }).click();
  await expect(page.getByText("3 elementi eliminati")).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(page.getByTestId("total-count")).toHaveText("2");

  // Select all + delete empties the ranking.
  await table.getByRole("checkbox", { name: "Seleziona tutti" }).check();
  await openDialog(page, page.getByRole("button", { name: "Elimina selezionati (2)" }), "alertdialog");
  await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
  await expect(page.getByText("Nessun elemento in questa classifica")).toBeVisible();
  await axeWhenQuiet(page);
  // Clean up the test ranking.
  const rankingId = await page.getByLabel("Classifica").inputValue();
  expect(
    (await page.request.post("/admin/classifiche", { form: { intent: "delete", id: rankingId } })).status(),
  ).toBe(200);
});

test("Partner: filter, unpublish and publish again, view link to /atlas", async ({ page }) => {
  test.setTimeout(90_000); // one more page since publishing goes through the review page
  await signInAsAdmin(page, "/admin/partner?stato=pubblicato");
  const count = Number(await page.getByTestId("total-count").textContent());
  expect(count).toBeGreaterThan(0);
  const row = page.getByRole("row").nth(1);
  const name = (await row.locator("td").nth(1).textContent())!.trim();
  const view = row.getByRole("link", { name: `Visualizza ${name} (nuova scheda)` });
  const href = await view.getAttribute("href");
  expect(href).toMatch(/^\/atlas\/[a-z0-9-]+$/);
  await expect(view).toHaveAttribute("target", "_blank");
  await page.waitForLoadState("networkidle");
  await row.getByRole("button", { name: `Riporta in bozza ${name}` }).click();
  await expect(page.getByText("Scheda tornata in bozza")).toBeVisible();
  await expect(page.getByTestId("total-count")).toHaveText(String(count - 1));
  const publicPage = await page.context().newPage();
  expect((await publicPage.goto(href!))?.status()).toBe(404);

  await page.getByLabel("Stato").selectOption("bozza");
  await expect(page).toHaveURL(/stato=bozza/);
  const draftRow = page.getByRole("row", { name: new RegExp(name) });
  await expect(draftRow).toContainText("📝 Bozza");
  // Issue 15: publishing goes through the review page (preview link, then confirmation).
  await draftRow.getByRole("link", { name: `Pubblica ${name}` }).click();
  await expect(page.getByRole("link", { name: /Anteprima/ })).toBeVisible();
  await page.getByRole("button", { name: "Conferma pubblicazione" }).click();
  await expect(page.getByText("Scheda pubblicata con successo!")).toBeVisible();
  expect((await publicPage.goto(href!))?.status()).toBe(200);
  const directory = await (await page.request.get("/partner")).text();
  expect(directory).toContain(name.replace(/'/g, "&#x27;"));
});

test("Partner: an edit to a published profile stays private until the admin approves it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // two accounts and nine pages; slow only on a loaded machine
  const partner = await browser.newPage();
  await registerAndSignIn(partner, "revisione", "/");
  const nome = `Museo della Seta ${uniq()}`;
  const text = (extra: string) =>
    `Il museo racconta la lavorazione della seta dal baco al telaio, con macchine storiche funzionanti, ` +
    `laboratori per le scuole e un archivio di campionari tessili aperto agli studiosi. ${extra}`;
  const save = async (descrizione: string, profileId?: string) => {
    const answer = await partner.request.post("/area-partner/wizard/api", {
      multipart: {
        intent: "save",
        ...(profileId ? { profileId } : {}),
        payload: JSON.stringify({
          tipo: "museo",
          nome,
          descrizione,
          sitoWeb: "https://example.it",
          wizardStep: 9,
        }),
      },
    });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { profile: { id: string; slug: string } }).profile;
  };
  const profile = await save(text("Aperto tutto l'anno."));
  await partner.request.post("/area-partner/wizard/api", {
    multipart: { intent: "finish", profileId: profile.id },
  });

  await signInAsAdmin(page, "/admin/partner?stato=in_revisione");
  await page.getByRole("link", { name: `Pubblica ${nome}` }).click();
  await page.getByRole("button", { name: "Conferma pubblicazione" }).click();
  await expect(page.getByText("Scheda pubblicata con successo!")).toBeVisible();

  // The partner's edit is saved and sent, but the public page keeps the approved text.
  await save(text("Nuova sala dei telai jacquard."), profile.id);
  await partner.request.post("/area-partner/wizard/api", {
    multipart: { intent: "finish", profileId: profile.id },
  });
  await partner.goto("/area-partner");
  await expect(partner.getByText("Modifiche in attesa di approvazione")).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto(`/atlas/${profile.slug}`);
  await expect(visitor.getByText("Aperto tutto l'anno.")).toBeVisible();
  await expect(visitor.getByText("telai jacquard")).toHaveCount(0);

  await page.goto("/admin/partner?stato=modifiche");
  await page.getByRole("link", { name: `Rivedi le modifiche di ${nome}` }).click();
  await expect(
    page.getByTestId("pending-diff").getByRole("rowheader", { name: "Descrizione" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Approva e pubblica le modifiche" }).click();
  await expect(page).toHaveURL(/\/admin\/partner$/);
  await expect(page.getByRole("row", { name: new RegExp(nome) })).not.toContainText("Modifiche in attesa");
  await visitor.reload();
  await expect(visitor.getByText("Nuova sala dei telai jacquard.")).toBeVisible();

  // Each public version is a revision: compare the two, restore the first (issue 15, ADR 1502).
  await page.goto(`/admin/partner/${profile.id}`);
  const revisions = page.getByRole("region", { name: "Revisioni" });
  await revisions.getByRole("button", { name: "Confronta" }).click();
  await expect(page.getByTestId("revision-diff")).toContainText("telai jacquard");
  await revisions.getByRole("button", { name: "Ripristina" }).nth(1).click();
  await expect(
    page.getByText("Revisione ripristinata: la pagina pubblica mostra questa versione"),
  ).toBeVisible();
  await expect(revisions.getByRole("button", { name: "Ripristina" })).toHaveCount(3);
  await visitor.reload();
  await expect(visitor.getByText("Aperto tutto l'anno.")).toBeVisible();
  await expect(visitor.getByText("telai jacquard")).toHaveCount(0);
});

async function confirmRole(page: Page) {
  const dialog = page.getByRole("alertdialog", { name: "Confermi il cambio di ruolo?" });
  await dialog.getByRole("button", { name: "Conferma" }).click();
  await expect(dialog).toHaveCount(0);
}

test("Utenti: role change, and the last admin cannot be demoted", async ({ page, browser }) => {
  const other = await browser.newPage();
  const { email } = await registerAndSignIn(other, "promosso", "/");
  await expect(other).toHaveURL("/");
  await signInAsAdmin(page, "/admin/utenti");
  await page.waitForLoadState("networkidle");
  // Only one admin: demoting oneself is refused.
  const self = page.getByLabel(`Ruolo di ${E2E_ADMIN.email}`);
  await self.selectOption("user");
  await confirmRole(page);
  await expect(
    page.getByText("Impossibile rimuovere l'ultimo amministratore: nomina prima un altro admin"),
  ).toBeVisible();
  await expect(self).toHaveValue("admin");

  const select = page.getByLabel(`Ruolo di ${email}`);
  // Nothing changes until the change is confirmed.
  await select.selectOption("admin");
  await page.getByRole("alertdialog").getByRole("button", { name: "Annulla" }).click();
  await expect(select).toHaveValue("user");
  await select.selectOption("admin");
  await confirmRole(page);
  await expect(page.getByText("Ruolo aggiornato")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("admin");
  await other.goto("/admin/rubriche");
  await expect(other.getByRole("heading", { level: 1, name: "Pannello di Controllo" })).toBeVisible();
  await select.selectOption("user");
  await confirmRole(page);
  await expect(page.getByText("Ruolo aggiornato").first()).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Utente");
  await other.goto("/admin/rubriche");
  await expect(other).toHaveURL("/");
  await axeWhenQuiet(page);
});

test("on a phone the panel does not overflow the page: tables and tabs scroll in place", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, "/admin/partner");
  await expect(page.getByRole("heading", { level: 2, name: "Partner" })).toBeVisible();
  for (const tab of ["partner", "utenti", "elementi", "ambassador"]) {
    await page.goto(`/admin/${tab}`);
    const overflow = await page.evaluate(() => {
      const extra = document.documentElement.scrollWidth - window.innerWidth;
      if (extra <= 0) return [];
      return [...document.querySelectorAll("main *")]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((el) => {
          for (let p = el.parentElement; p; p = p.parentElement)
            if (getComputedStyle(p).overflowX !== "visible") return false;
          return true;
        })
        .map((el) => `${el.tagName}.${String(el.className).slice(0, 50)}`)
        .slice(0, 5);
    });
    expect(overflow, tab).toEqual([]);
  }
});

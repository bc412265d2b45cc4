// Issue 12: each metric increments from its real trigger, bots and Do-Not-Track are not
// counted, and the numbers reach the dashboards.
import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, hydratingGoto, signInAsAdmin, test } from "./support";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** The admin's view of one partner's totals for the last 7 days, by metric label. */
async function totals(admin: Page, id: string) {
  await admin.goto(`/admin/partner/statistiche/${id}?periodo=7`);
  const read = async (label: string) => {
    const card = admin.getByRole("listitem").filter({ has: admin.getByText(label, { exact: true }) });
    return Number((await card.locator(".font-display").first().textContent())!.replace(/\./g, ""));
  };
  return {
    view: await read("Visite alla scheda"),
    website: await read("Clic sul sito web"),
    phone: await read("Clic sul telefono"),
    directoryImpressions: await read("Apparizioni nella directory"),
  };
}

async function visitor(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext({ userAgent: CHROME, ...options });
  return { context, page: hydratingGoto(await context.newPage()) };
}

test("views, directory cards, website and phone clicks are counted; bots and Do-Not-Track are not", async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(admin, "/admin/partner/statistiche?periodo=7");
  await expectNoAxeViolations(admin);
  // A seeded partner with a website and a phone (other tests publish partners without one).
  // Its id comes from the overview's link to its dashboard; the totals are read before the
  // visitor lists it, so the impression cannot land before the baseline.
  const slug = "fondazione-terre-alte-del-cadore";
  const detail = await admin
    .getByRole("link", { name: "Fondazione Terre Alte del Cadore", exact: true })
    .getAttribute("href");
  const id = detail!.split("/").pop()!.split("?")[0]!;
  const before = await totals(admin, id);

  // Found as a visitor would: the directory filtered by the partner's region.
  const reader = await visitor(browser);
  await reader.page.goto("/partner?regione=Veneto");
  const card = reader.page.locator(`[data-testid="partner-card"][href$="/atlas/${slug}"]`);

  // A visitor: the card is listed (impression), clicked (view from the directory),
  // then the website and the phone on the profile.
  await card.click();
  await expect(reader.page).toHaveURL(new RegExp(`/atlas/${slug}$`));
  // The profile has rendered (the address changes as the navigation starts).
  const website = reader.page.getByRole("link", { name: /Visita il Sito/ });
  await expect(website).toBeVisible();
  await website.evaluate((a: HTMLAnchorElement) => a.setAttribute("target", "_self"));
  await reader.page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 204, body: "" }),
  );
  await website.click({ noWaitAfter: true });
  await reader.page.goto(`/atlas/${slug}`);
  // The phone link: the click is what counts (the dialler is not opened in the test).
  const phone = reader.page.locator('a[href^="tel:"]').first();
  await phone.evaluate((a: HTMLAnchorElement) =>
    a.addEventListener("click", (e) => e.preventDefault(), { once: true }),
  );
  await phone.click();

  // A crawler and a visitor who asked not to be tracked see the page; nothing is counted.
  const bot = await visitor(browser, {
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  await bot.page.goto(`/atlas/${slug}`);
  const private_ = await visitor(browser, { extraHTTPHeaders: { DNT: "1" } });
  await private_.page.goto(`/atlas/${slug}`);

  await expect(async () => {
    const after = await totals(admin, id);
    expect(after.view - before.view).toBe(2);
    expect(after.directoryImpressions - before.directoryImpressions).toBeGreaterThanOrEqual(1);
    expect(after.website - before.website).toBe(1);
    expect(after.phone - before.phone).toBe(1);
  }).toPass({ timeout: 20_000 });
  await admin.screenshot({ path: "test-results/partner-stats-dashboard.png", fullPage: true });
  await expectNoAxeViolations(admin);
  for (const v of [reader, bot, private_]) await v.context.close();
});

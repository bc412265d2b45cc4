// Issue 18: no open-redirect vector takes a signed-in reader off the site, as Chromium
// itself resolves the Location the server sends (HTTP-level checks: tests/http/hostile-probe).
import { OPEN_REDIRECT_VECTORS } from "../fixtures/open-redirect-vectors";
import { expect, registerAndSignIn, signIn, test } from "./support";

test("open-redirect vectors keep a signed-in reader on the site, in the browser", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const site = new URL(baseURL!).origin;
  const offSite: string[] = [];
  page.context().on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(site) && !url.startsWith("data:") && !url.startsWith("blob:")) offSite.push(url);
  });
  // Nothing ever leaves the machine: a request elsewhere is recorded, then refused.
  await page.context().route(
    (url) => url.origin !== site,
    (route) => route.abort(),
  );

  const { email, password } = await registerAndSignIn(page, "redirect", "/");
  await expect(page).toHaveURL(`${site}/`);
  // Signed in, /auth sends the reader on to `redirect`.
  for (const vector of OPEN_REDIRECT_VECTORS) {
    await page.goto(`/auth?redirect=${encodeURIComponent(vector)}`).catch(() => undefined);
    expect(new URL(page.url()).origin, vector).toBe(site);
  }
  // The sign-in form follows the same rule.
  for (const vector of ["/.//evil.example/", "/\\evil.example", "https:evil.example"]) {
    await page.context().clearCookies();
    await signIn(page, email, password, vector);
    await expect(page).not.toHaveURL(/\/auth/);
    expect(new URL(page.url()).origin, vector).toBe(site);
  }
  expect(offSite).toEqual([]);
});

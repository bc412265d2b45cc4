import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, postForm, type RunningServer, SETUP_TOKEN, startServer } from "../helpers/test-server";

/**
 * Issue 12 through a real server: profile views are counted even when the page comes
 * from the page cache, exactly once each, after the batch flush; crawlers and visitors
 * who ask not to be tracked are not counted.
 */

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const SLUG = "museo-della-pietra-e-della-luce";

let server: RunningServer;
const admin = new CookieJar();

beforeAll(async () => {
  server = await startServer({ STATS_FLUSH_SECONDS: "1", AUTH_RATE_LIMIT_MAX: "100" });
  await postForm(new CookieJar(), server.url, "/init-admin", {
    email: "admin-stats@atlante.test",
    password: "password-admin-sicura",
    token: SETUP_TOKEN,
    fullName: "Admin",
  });
  const signedIn = await postForm(admin, server.url, "/auth", {
    intent: "signin",
    email: "admin-stats@atlante.test",
    password: "password-admin-sicura",
    redirectTo: "/admin",
  });
  expect(signedIn.status).toBe(302);
});
afterAll(async () => {
  await server?.stop();
});

/** Today's views of the profile, as the admin's CSV export of today says. */
async function viewsToday() {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
  const response = await admin.fetch(`${server.url}/admin/partner/statistiche.csv?da=${today}&a=${today}`);
  expect(response.status).toBe(200);
  const line = (await response.text()).split("\r\n").find((row) => row.includes(`"${SLUG}"`));
  return Number(line?.split(";")[2] ?? Number.NaN);
}

const get = (headers: Record<string, string>) =>
  fetch(`${server.url}/atlas/${SLUG}`, { headers: { "user-agent": CHROME, ...headers } }).then((r) => {
    expect(r.status).toBe(200);
    return r.headers.get("x-page-cache");
  });

describe("profile views", () => {
  it("counts every view once, cache hits included; not crawlers, DNT or GPC", async () => {
    const before = await viewsToday();
    expect(Number.isFinite(before)).toBe(true);
    const caches = await Promise.all(Array.from({ length: 60 }, () => get({})));
    expect(caches).toContain("HIT");
    await Promise.all([
      ...Array.from({ length: 10 }, () =>
        get({ "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }),
      ),
      ...Array.from({ length: 10 }, () => get({ dnt: "1" })),
      ...Array.from({ length: 10 }, () => get({ "sec-gpc": "1" })),
    ]);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await viewsToday()).toBe(before + 60);
  });
});

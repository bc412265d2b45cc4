import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, postForm, type RunningServer, SETUP_TOKEN, startServer } from "../helpers/test-server";

/**
 * Authorization matrix of the admin panel (D6): every admin loader and action
 * as anonymous, as a signed-in partner and as the admin. Only the admin gets
 * through, and the others' writes leave the data as it was (checked through
 * the admin's own view of the data afterwards).
 */

let server: RunningServer;
const admin = new CookieJar();
const partner = new CookieJar();
const ADMIN_EMAIL = "admin-http@atlante.test";
const PARTNER_EMAIL = "partner-http@atlante.test";

beforeAll(async () => {
  server = await startServer({ AUTH_RATE_LIMIT_MAX: "100" });
  const setup = await postForm(new CookieJar(), server.url, "/init-admin", {
    email: ADMIN_EMAIL,
    password: "password-admin-sicura",
    token: SETUP_TOKEN,
    fullName: "Admin",
  });
  expect(setup.status).toBe(302);
  const signedIn = await postForm(admin, server.url, "/auth", {
    intent: "signin",
    email: ADMIN_EMAIL,
    password: "password-admin-sicura",
    redirectTo: "/admin",
  });
  expect(signedIn.status).toBe(302);
  await postForm(new CookieJar(), server.url, "/auth?mode=signup", {
    intent: "signup",
    email: PARTNER_EMAIL,
    password: "password-sicura",
    fullName: "",
  });
  const partnerIn = await postForm(partner, server.url, "/auth", {
    intent: "signin",
    email: PARTNER_EMAIL,
    password: "password-sicura",
    redirectTo: "/",
  });
  expect(partnerIn.status).toBe(302);
});
afterAll(async () => {
  await server?.stop();
});

const TABS = ["rubriche", "articoli", "classifiche", "elementi", "partner", "ambassador", "utenti"] as const;

async function adminPage(path: string) {
  const response = await admin.fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe("reads", () => {
  it("anonymous visitors are sent to /auth with the way back, for every tab", async () => {
    for (const path of ["/admin", ...TABS.map((t) => `/admin/${t}`)]) {
      const response = await new CookieJar().fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(`/auth?redirect=${encodeURIComponent(path)}`);
    }
  });

  it("a signed-in partner is sent home with the permission message, for every tab", async () => {
    for (const path of ["/admin", ...TABS.map((t) => `/admin/${t}`)]) {
      const response = await partner.fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/");
    }
    const home = await (await partner.fetch(`${server.url}/`)).text();
    expect(home).toContain("Non hai i permessi per accedere a questa pagina");
  });

  it("data requests leak nothing to non-admins", async () => {
    for (const jar of [new CookieJar(), partner]) {
      for (const tab of TABS) {
        const response = await jar.fetch(`${server.url}/admin/${tab}.data`);
        const body = await response.text();
        expect(response.status, tab).not.toBe(200);
        expect(body).not.toContain(ADMIN_EMAIL);
      }
    }
  });

  it("the admin opens /admin on Rubriche and every tab", async () => {
    const index = await admin.fetch(`${server.url}/admin`);
    expect(index.status).toBe(302);
    expect(index.headers.get("location")).toBe("/admin/rubriche");
    for (const tab of TABS) {
      const html = await adminPage(`/admin/${tab}`);
      expect(html).toContain("Pannello di Controllo");
      expect(html).toContain(ADMIN_EMAIL);
    }
    expect(await adminPage("/admin/utenti")).toContain(PARTNER_EMAIL);
  });
});

describe("writes", () => {
  async function attempt(path: string, fields: Record<string, string>) {
    const anonymous = await postForm(new CookieJar(), server.url, path, fields);
    const asPartner = await postForm(partner, server.url, path, fields);
    return { anonymous: anonymous.status, partner: asPartner.status };
  }

  it("Rubriche, Articoli, Classifiche: only the admin creates", async () => {
    const cases: {
      path: string;
      list?: string;
      saved?: number;
      fields: Record<string, string>;
      marker: string;
    }[] = [
      {
        path: "/admin/rubriche",
        fields: { intent: "save", name: "Rubrica Intrusa" },
        marker: "Rubrica Intrusa",
      },
      {
        path: "/admin/articoli/nuovo",
        list: "/admin/articoli",
        // The editor page answers a save with a redirect to the article's own page.
        saved: 302,
        fields: { intent: "save", title: "Articolo Intruso" },
        marker: "Articolo Intruso",
      },
      {
        path: "/admin/classifiche",
        fields: { intent: "save", title: "Classifica Intrusa" },
        marker: "Classifica Intrusa",
      },
    ];
    for (const c of cases) {
      expect(await attempt(c.path, c.fields), c.path).toEqual({ anonymous: 401, partner: 403 });
      expect(await adminPage(c.list ?? c.path), c.path).not.toContain(c.marker);
      const done = await postForm(admin, server.url, c.path, c.fields);
      expect(done.status, c.path).toBe(c.saved ?? 200);
      expect(await adminPage(c.list ?? c.path), c.path).toContain(c.marker);
    }
  });

  it("Elementi: only the admin adds an item", async () => {
    const page = await adminPage("/admin/elementi");
    const rankingId =
      /<option value="([0-9a-f-]{36})"[^>]*selected/.exec(page)?.[1] ??
      /<option value="([0-9a-f-]{36})"/.exec(page)?.[1];
    expect(rankingId).toBeTruthy();
    const fields = { intent: "save", rankingId: rankingId!, rank: "1", title: "Elemento Intruso" };
    expect(await attempt("/admin/elementi", fields)).toEqual({ anonymous: 401, partner: 403 });
    expect(await adminPage(`/admin/elementi?ranking=${rankingId}`)).not.toContain("Elemento Intruso");
    expect((await postForm(admin, server.url, "/admin/elementi", fields)).status).toBe(200);
    expect(await adminPage(`/admin/elementi?ranking=${rankingId}`)).toContain("Elemento Intruso");
    const bulk = await attempt("/admin/elementi", {
      intent: "bulk-delete",
      rankingId: rankingId!,
      ids: rankingId!,
    });
    expect(bulk).toEqual({ anonymous: 401, partner: 403 });
  });

  it("Partner: only the admin changes a profile's status", async () => {
    const list = await adminPage("/admin/partner?stato=pubblicato");
    const id = /name="id" value="([0-9a-f-]{36})"/.exec(list)?.[1];
    const published = /data-testid="total-count">(\d+)</.exec(list)?.[1];
    expect(id).toBeTruthy();
    expect(await attempt("/admin/partner", { intent: "unpublish", id: id! })).toEqual({
      anonymous: 401,
      partner: 403,
    });
    expect(
      /data-testid="total-count">(\d+)</.exec(await adminPage("/admin/partner?stato=pubblicato"))?.[1],
    ).toBe(published);
    expect(
      (await postForm(admin, server.url, "/admin/partner", { intent: "unpublish", id: id! })).status,
    ).toBe(200);
    expect(
      /data-testid="total-count">(\d+)</.exec(await adminPage("/admin/partner?stato=pubblicato"))?.[1],
    ).toBe(String(Number(published) - 1));
    expect((await postForm(admin, server.url, "/admin/partner", { intent: "publish", id: id! })).status).toBe(
      200,
    );
  });

  it("Ambassador: non-admins are refused before any lookup", async () => {
    const fields = { intent: "start", id: "00000000-0000-4000-8000-000000000000" };
    expect(await attempt("/admin/ambassador", fields)).toEqual({ anonymous: 401, partner: 403 });
    // The admin passes the guard and gets the real answer: no such request.
    expect((await postForm(admin, server.url, "/admin/ambassador", fields)).status).toBe(404);
    // Issue 13: pausing and resuming are the admin's too.
    for (const intent of ["pause", "resume"]) {
      const pause = { intent, id: fields.id };
      expect(await attempt("/admin/ambassador", pause)).toEqual({ anonymous: 401, partner: 403 });
      expect((await postForm(admin, server.url, "/admin/ambassador", pause)).status).toBe(404);
    }
  });

  it("Utenti: a partner cannot make himself admin", async () => {
    const users = await adminPage("/admin/utenti");
    const partnerId = new RegExp(
      `${PARTNER_EMAIL.replace(".", "\\.")}[\\s\\S]{0,3000}?name="userId" value="([^"]+)"`,
    ).exec(users)?.[1];
    expect(partnerId).toBeTruthy();
    expect(await attempt("/admin/utenti", { intent: "set-role", userId: partnerId!, role: "admin" })).toEqual(
      { anonymous: 401, partner: 403 },
    );
    expect((await partner.fetch(`${server.url}/admin/rubriche`)).headers.get("location")).toBe("/");
  });

  it("refuses cross-origin form posts, even with the admin's cookie", async () => {
    const response = await admin.fetch(`${server.url}/admin/rubriche`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "save", name: "Rubrica CSRF" }),
    });
    expect(response.status).toBe(403);
    const siteless = await admin.fetch(`${server.url}/admin/utenti`, {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "set-role", userId: "x", role: "admin" }),
    });
    expect(siteless.status).toBe(403);
    expect(await adminPage("/admin/rubriche")).not.toContain("Rubrica CSRF");
  });
});

describe("ambassador embed document (D8)", () => {
  it("does not exist for a profile without a completed request, and is never cached", async () => {
    const response = await fetch(`${server.url}/ambassador-embed/nessun-profilo`);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toContain("no-store");
  });
});

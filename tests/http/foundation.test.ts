import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, postForm, type RunningServer, SETUP_TOKEN, startServer } from "../helpers/test-server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ AUTH_RATE_LIMIT_MAX: "30" });
});
afterAll(async () => {
  await server?.stop();
});

describe("server entry", () => {
  it("answers /healthz and /readyz", async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: "ready" });
  });

  it("renders the home in Italian with security headers and a request id", async () => {
    const response = await fetch(`${server.url}/`, { headers: { "accept-encoding": "br" } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="it"');
    expect(html).toContain("Scopri l&#x27;Italia che ispira il mondo");
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // A fresh nonce on every render (an anonymous cached copy keeps its own, ADR 1402).
    const again = await fetch(`${server.url}/`, { headers: { cookie: "preferenza=1" } });
    expect(again.headers.get("x-page-cache")).toBeNull();
    expect(/'nonce-([^']+)'/.exec(again.headers.get("content-security-policy") ?? "")?.[1]).not.toBe(nonce);
  });

  it("compresses HTML and serves hashed assets with immutable caching", async () => {
    const response = await fetch(`${server.url}/`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const html = await response.text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await fetch(`${server.url}${asset}`);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get("cache-control")).toContain("immutable");
  });

  it("shows the Italian 404 page with HTTP 404", async () => {
    const response = await fetch(`${server.url}/questa-pagina-non-esiste`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain('href="/"');
  });

  it("refuses cross-origin form posts", async () => {
    const response = await fetch(`${server.url}/auth`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "signin", email: "a@b.it", password: "123456" }),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
  });
});

describe("accounts", () => {
  it("registers, signs in, shows the user menu, and signs out", async () => {
    const jar = new CookieJar();
    const email = `giulia.${Date.now()}@example.it`;
    const signup = await postForm(jar, server.url, "/auth?mode=signup", {
      intent: "signup",
      fullName: "Giulia Rossi",
      email,
      password: "password-sicura",
      redirectTo: "/area-partner",
    });
    expect(signup.status).toBe(302);
    expect(signup.headers.get("location")).toBe("/auth?redirect=%2Farea-partner");
    const loginPage = await (await jar.fetch(`${server.url}${signup.headers.get("location")}`)).text();
    expect(loginPage).toContain("Registrazione completata! Accedi per continuare.");

    const duplicate = await postForm(new CookieJar(), server.url, "/auth?mode=signup", {
      intent: "signup",
      email,
      password: "password-sicura",
      redirectTo: "/",
    });
    expect(await duplicate.text()).toContain("Utente già registrato");

    const wrong = await postForm(jar, server.url, "/auth", {
      intent: "signin",
      email,
      password: "sbagliata",
      redirectTo: "/",
    });
    expect(await wrong.text()).toContain("Credenziali non valide");

    const signin = await postForm(jar, server.url, "/auth", {
      intent: "signin",
      email,
      password: "password-sicura",
      redirectTo: "/",
    });
    expect(signin.status).toBe(302);
    expect(signin.headers.get("location")).toBe("/");
    const home = await (await jar.fetch(`${server.url}/`)).text();
    expect(home).toContain(`giulia.`);
    expect(home).toContain("Accesso effettuato con successo");
    expect(home).not.toContain(">Area Riservata<");

    // Signed-in visitors are sent on from /auth.
    const authAgain = await jar.fetch(`${server.url}/auth?redirect=/privacy`);
    expect(authAgain.status).toBe(302);
    expect(authAgain.headers.get("location")).toBe("/privacy");

    const logout = await postForm(jar, server.url, "/logout", {});
    expect(logout.headers.get("location")).toBe("/");
    const after = await (await jar.fetch(`${server.url}/`)).text();
    expect(after).toContain("Area Riservata");
    expect(after).toContain("Logout effettuato");
  });

  it("validates the form with the spec's messages and changes nothing", async () => {
    const response = await postForm(new CookieJar(), server.url, "/auth?mode=signup", {
      intent: "signup",
      email: "non-una-email",
      password: "123",
      redirectTo: "/",
    });
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain("Email non valida");
    expect(html).toContain("La password deve essere di almeno 6 caratteri");
  });

  it("logs no password", () => {
    expect(server.logs()).not.toContain("password-sicura");
  });
});

describe("first admin (D5)", () => {
  it("creates the admin once with the setup token, then answers 404", async () => {
    expect((await fetch(`${server.url}/init-admin`)).status).toBe(200);
    const badToken = await postForm(new CookieJar(), server.url, "/init-admin", {
      email: "admin@example.it",
      password: "una-password-lunga",
      token: "sbagliato",
    });
    expect(await badToken.text()).toContain("Codice di configurazione non valido");

    const setupJar = new CookieJar();
    const ok = await postForm(setupJar, server.url, "/init-admin", {
      fullName: "Amministratore",
      email: "admin@example.it",
      password: "una-password-lunga",
      token: SETUP_TOKEN,
    });
    expect(ok.status).toBe(302);
    const html = await (await setupJar.fetch(`${server.url}/init-admin`)).text();
    expect(html).toContain("Amministratore creato con successo");
    expect(html).not.toContain("una-password-lunga");
    expect((await fetch(`${server.url}/init-admin`)).status).toBe(404);
    const again = await postForm(new CookieJar(), server.url, "/init-admin", {
      email: "altro@example.it",
      password: "una-password-lunga",
      token: SETUP_TOKEN,
    });
    expect(again.status).toBe(404);

    const jar = new CookieJar();
    await postForm(jar, server.url, "/auth", {
      intent: "signin",
      email: "admin@example.it",
      password: "una-password-lunga",
      redirectTo: "/",
    });
    const home = await (await jar.fetch(`${server.url}/`)).text();
    expect(home).toContain("Pannello di Controllo");
  });
});

describe("rate limiting", () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startServer({ AUTH_RATE_LIMIT_MAX: "3", AUTH_RATE_LIMIT_WINDOW_SECONDS: "3600" });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it("limits sign-in attempts per client across requests", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await postForm(new CookieJar(), limited.url, "/auth", {
        intent: "signin",
        email: "nessuno@example.it",
        password: "sbagliata",
        redirectTo: "/",
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(await last?.text()).toContain("Hai effettuato troppe richieste");
  });
});

describe("start-up failures", () => {
  it("stops with a message naming a bad variable", () => {
    const result = spawnSync(process.execPath, ["server.js"], {
      env: { ...process.env, NODE_ENV: "production", PORT: "not-a-port", DATA_DIR: server.dataDir },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("exits non-zero with one clear line when the database is unreachable", () => {
    const result = spawnSync(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        DATABASE_URL: "postgres://nobody:secret@127.0.0.1:1/none",
        AUTH_SECRET: "x".repeat(40),
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr
      .trim()
      .split("\n")
      .filter((l) => l.includes("start-up failed"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("Cannot reach the database");
    expect(lines[0]).not.toContain("secret");
  });

  it("refuses a second process on the same embedded data folder", async () => {
    if (process.env.TEST_DATABASE_URL) return;
    const result = spawnSync(process.execPath, ["server.js"], {
      env: { ...process.env, NODE_ENV: "production", PORT: "0", DATA_DIR: server.dataDir, DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("already in use");
  });
});

// Issue 18 (items 6–8): the first admin is created once however many submissions
// race; Better Auth's endpoints follow the forms' rules; common passwords are
// refused; failed sign-ins slow down per account. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminSetupClaims, profiles, signInThrottles, userRoles } from "~/db/schema";
import * as MESSAGES from "~/lib/messages";
import { action as authAction } from "~/routes/auth/auth";
import { action as initAdminAction, loader as initAdminLoader } from "~/routes/auth/init-admin";
import { callRoute } from "../../../tests/helpers/route-call";
import { createTestServices, type TestServices } from "../../../tests/helpers/test-services";

const TOKEN = "test-setup-token-0123456789";
/** Creating a migrated database takes a while on a busy machine. */
const SLOW = 180_000;

async function adminCount(t: TestServices) {
  const [row] = await t.services.db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
  return row?.n ?? 0;
}

function initAdmin(t: TestServices, email: string) {
  return callRoute(t.services, initAdminAction, "/init-admin", {
    fields: { email, password: "Cima-del-Monte-Rosa-4634", fullName: "Amministratrice", token: TOKEN },
  });
}

describe("/init-admin under five parallel submissions", () => {
  let t: TestServices;
  beforeAll(async () => {
    t = await createTestServices();
  }, SLOW);
  afterAll(() => t.close());

  it("refuses a common password for the admin with the Italian message", async () => {
    const answer = await callRoute(t.services, initAdminAction, "/init-admin", {
      fields: { email: "capo@atlante.test", password: "password1234", token: TOKEN },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.data)).toContain(MESSAGES.passwordTooCommon);
    expect(await adminCount(t)).toBe(0);
    expect(await t.services.db.select().from(profiles)).toHaveLength(0);
  });

  it("creates exactly one admin from five different e-mails and removes the losers' accounts", async () => {
    const emails = [1, 2, 3, 4, 5].map((i) => `admin${i}@atlante.test`);
    const answers = await Promise.all(emails.map((email) => initAdmin(t, email)));
    expect(answers.filter((a) => a.status === 302)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(4);
    expect(await adminCount(t)).toBe(1);
    const [claim] = await t.services.db.select().from(adminSetupClaims);
    const [admin] = await t.services.db.select().from(userRoles).where(eq(userRoles.role, "admin"));
    expect(claim?.userId).toBe(admin?.userId);
    const left = await t.services.db.select({ email: profiles.email }).from(profiles);
    expect(left).toHaveLength(1);
    // The token is spent: the page is gone and a later submission changes nothing.
    expect((await callRoute(t.services, initAdminLoader, "/init-admin")).status).toBe(404);
    expect((await initAdmin(t, "admin6@atlante.test")).status).toBe(404);
    expect(await adminCount(t)).toBe(1);
  });
});

describe("/init-admin with the same e-mail five times at once", () => {
  let t: TestServices;
  beforeAll(async () => {
    t = await createTestServices();
  }, SLOW);
  afterAll(() => t.close());

  it("creates one account and one admin", async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => initAdmin(t, "capo@atlante.test")));
    expect(answers.filter((a) => a.status === 302)).toHaveLength(1);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(await adminCount(t)).toBe(1);
    expect(await t.services.db.select().from(profiles)).toHaveLength(1);
  });
});

// One database for the remaining groups (distinct e-mails); a high per-IP limit shows the
// throttle below is per account.
describe("accounts", () => {
  let shared: TestServices;
  beforeAll(async () => {
    shared = await createTestServices({ env: { AUTH_RATE_LIMIT_MAX: "1000" } });
  }, SLOW);
  afterAll(() => shared?.close());

  describe("Better Auth's own endpoints", () => {
    let t: TestServices;
    beforeAll(() => {
      t = shared;
    });

    const post = (path: string, body: unknown) =>
      t.services.auth.handler(
        new Request(`${t.services.siteUrl}/api/auth${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: t.services.siteUrl },
          body: JSON.stringify(body),
        }),
      );

    it("answers 404 over HTTP for sign-up and account changes; the app's forms are the way in", async () => {
      const signUp = await post("/sign-up/email", {
        email: "x@atlante.test",
        password: "Cima-Rosa-4634",
        name: "x".repeat(200_000),
      });
      expect(signUp.status).toBe(404);
      for (const path of ["/update-user", "/change-email", "/change-password", "/delete-user"]) {
        expect((await post(path, { name: "y" })).status).toBe(404);
      }
      expect(
        await t.services.db.select().from(profiles).where(eq(profiles.email, "x@atlante.test")),
      ).toHaveLength(0);
    });

    it("validates sign-up calls with the form's rules: name ≤ 120, only the form's fields, no common password", async () => {
      const attempt = (body: Record<string, unknown>) =>
        t.services.auth.api.signUpEmail({ body: body as never }).then(
          () => "stored",
          (error: Error) => error.message,
        );
      expect(
        await attempt({ email: "a@atlante.test", password: "Cima-Rosa-4634", name: "x".repeat(200_000) }),
      ).toBe(MESSAGES.nameTooLong);
      expect(
        await attempt({
          email: "a@atlante.test",
          password: "Cima-Rosa-4634",
          name: "A",
          image: "https://evil.example/p.gif",
        }),
      ).not.toBe("stored");
      expect(await attempt({ email: "a@atlante.test", password: "123456", name: "A" })).toBe(
        MESSAGES.passwordTooCommon,
      );
      expect(await attempt({ email: "non-una-email", password: "Cima-Rosa-4634", name: "A" })).toBe(
        MESSAGES.invalidEmail,
      );
      expect(await t.services.db.select().from(profiles)).toHaveLength(0);
      expect(await attempt({ email: "A@Atlante.test ", password: "Cima-Rosa-4634", name: " Anna " })).toBe(
        "stored",
      );
      const [stored] = await t.services.db
        .select()
        .from(profiles)
        .where(eq(profiles.email, "a@atlante.test"));
      expect(stored).toMatchObject({ email: "a@atlante.test", fullName: "Anna", image: null });
    });
  });

  describe("registration form: common passwords", () => {
    let t: TestServices;
    beforeAll(() => {
      t = shared;
    });

    const register = (email: string, password: string, fullName = "") =>
      callRoute(t.services, authAction, "/auth?mode=signup", {
        fields: { intent: "signup", email, password, fullName, redirectTo: "/" },
      });

    it.each(["123456", "password", "qwerty123", "juventus", "Password1", "ciaociao", "mario.rossi"])(
      "refuses %s with the Italian message and stores nothing",
      async (password) => {
        const answer = await register("mario.rossi@atlante.test", password, "Mario Rossi");
        expect(answer.status).toBe(400);
        expect(JSON.stringify(answer.data)).toContain(MESSAGES.passwordTooCommon);
        const stored = await t.services.db
          .select()
          .from(profiles)
          .where(eq(profiles.email, "mario.rossi@atlante.test"));
        expect(stored).toHaveLength(0);
      },
    );

    it.each(["xk3p9q", "password-sicura", "Lago di Bolsena al tramonto"])("accepts %s", async (password) => {
      const email = `ok-${password.length}@atlante.test`;
      const answer = await register(email, password);
      expect(answer.status).toBe(302);
      expect(await t.services.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(1);
    });
  });

  describe("per-account sign-in throttle", () => {
    let t: TestServices;
    const EMAIL = "giulia@atlante.test";
    const PASSWORD = "Faro-di-Capo-Testa-22";
    beforeAll(async () => {
      t = shared;
      await t.services.auth.api.signUpEmail({ body: { email: EMAIL, password: PASSWORD, name: "Giulia" } });
    });

    const signIn = (password: string, email = EMAIL) =>
      callRoute(t.services, authAction, "/auth", {
        fields: { intent: "signin", email, password, redirectTo: "/" },
      });

    it("slows an account down after three failures, tells how long to wait, then lets the right password in", async () => {
      for (let i = 0; i < 4; i++) {
        const wrong = await signIn(`sbagliata-${i}`);
        expect(wrong.status).toBe(400);
        expect(JSON.stringify(wrong.data)).toContain(MESSAGES.invalidCredentials);
      }
      // The fourth failure holds the account for 2 s: even the right password waits.
      const held = await signIn(PASSWORD);
      expect(held.status).toBe(429);
      expect(JSON.stringify(held.data)).toContain("Attendi 2 secondi prima di riprovare");
      // Over Better Auth's HTTP endpoint too (not only the form).
      const direct = await t.services.auth.handler(
        new Request(`${t.services.siteUrl}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: t.services.siteUrl },
          body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
        }),
      );
      expect(direct.status).toBe(429);
      expect(direct.headers.get("retry-after")).toMatch(/^[12]$/);
      // Another account is not affected.
      expect((await signIn("qualsiasi", "altra@atlante.test")).status).toBe(400);
      // The wait runs out (moved to the past here), the right password works and clears the count.
      await t.services.db.update(signInThrottles).set({ lockedUntil: new Date(Date.now() - 1000) });
      const ok = await signIn(PASSWORD);
      expect(ok.status).toBe(302);
      const left = await t.services.db.select().from(signInThrottles);
      expect(left).toHaveLength(1); // only the other account's single failure
      expect(left[0]?.failures).toBe(1);
    });
  });
});

describe("optional e-mail verification (AUTH_REQUIRE_EMAIL_VERIFICATION=true)", () => {
  let t: TestServices;
  beforeAll(async () => {
    t = await createTestServices({ env: { AUTH_REQUIRE_EMAIL_VERIFICATION: "true" } });
  }, SLOW);
  afterAll(() => t?.close());

  const signIn = () =>
    callRoute(t.services, authAction, "/auth", {
      fields: {
        intent: "signin",
        email: "vera@atlante.test",
        password: "Torre-di-Pisa-1173",
        redirectTo: "/",
      },
    });

  it("mails a link, refuses sign-in until it is opened, then lets the person in", async () => {
    const registered = await callRoute(t.services, authAction, "/auth?mode=signup", {
      fields: {
        intent: "signup",
        email: "vera@atlante.test",
        password: "Torre-di-Pisa-1173",
        redirectTo: "/",
      },
    });
    expect(registered.status).toBe(302);
    const link = await vi.waitFor(() => {
      const mail = t.services.mailer.outbox.find((m) => m.to === "vera@atlante.test");
      const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (!url) throw new Error("no confirmation e-mail yet");
      return url;
    });
    expect(link).toContain("/api/auth/verify-email?token=");
    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.data)).toContain(MESSAGES.emailNotVerified);
    const opened = await t.services.auth.handler(new Request(link));
    expect(opened.status).toBe(302);
    expect((await signIn()).status).toBe(302);
  });
});

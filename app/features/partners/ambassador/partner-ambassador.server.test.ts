// biome-ignore-all lint/suspicious/noExplicitAny: route answers are inspected loosely in these tests.
// Issue 13, the partner's side of their Ambassador: the state shown in the partner
// area, instructions the owner (only) rewrites and the provider uses from the next
// question, and the owner's preview that works for a draft too.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ambassadorRequests, partnerStatsDaily } from "~/db/schema";
import * as apiRoute from "~/routes/api/ai.ambassador";
import * as previewRoute from "~/routes/partner/ambassador-preview";
import * as areaRoute from "~/routes/partner/area";
import { insertAmbassadorRequest, insertPartner } from "../../../../tests/factories";
import { type MockOpenAiServer, startMockOpenAiServer } from "../../../../tests/helpers/mock-openai-server";
import { callRoute } from "../../../../tests/helpers/route-call";
import {
  contextFor,
  createTestServices,
  signUpAndSignIn,
  type TestServices,
} from "../../../../tests/helpers/test-services";

let t: TestServices;
let mock: MockOpenAiServer;
let alice: { userId: string; cookie: string };
let bob: { userId: string; cookie: string };
let carol: { userId: string; cookie: string };
let aliceSlug: string;
let aliceRequest: string;
let bobRequest: string;
let bobSlug: string;

const HOURS = JSON.stringify({
  answer: "Siamo aperti da martedì a domenica, 10:00-18:00.",
  language: "it",
  intents: ["hours"],
  handoff: false,
  links: [],
});

beforeAll(async () => {
  mock = await startMockOpenAiServer();
  t = await createTestServices({
    env: {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: mock.baseUrl,
      AI_MODEL: "mock-model",
      AI_TIMEOUT_MS: "2000",
      AI_RATE_LIMIT_MAX: "50",
    },
  });
  const db = t.services.db;
  alice = await signUpAndSignIn(t.services, { email: "alice@museo.test" });
  bob = await signUpAndSignIn(t.services, { email: "bob@cantina.test" });
  carol = await signUpAndSignIn(t.services, { email: "carol@senza.test" });
  const published = await insertPartner(db, { userId: alice.userId, nome: "Museo di Alice" });
  aliceSlug = published.slug;
  aliceRequest = (
    await insertAmbassadorRequest(db, {
      userId: alice.userId,
      partnerProfileId: published.id,
      ambassadorName: "Giulia",
      presetAvatarId: "female-avatar-1",
      instructions: "Tono cordiale.",
      status: "completed",
      completedAt: new Date(),
    })
  ).id;
  const draft = await insertPartner(db, {
    userId: bob.userId,
    nome: "Cantina di Bob",
    stato: "bozza",
    telefono: "+39 0577 123 456",
  });
  bobSlug = draft.slug;
  bobRequest = (
    await insertAmbassadorRequest(db, {
      userId: bob.userId,
      partnerProfileId: draft.id,
      ambassadorName: "Bruno",
      status: "pending",
    })
  ).id;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await mock?.close();
});
beforeEach(() => {
  mock.requests.length = 0;
});

const area = (cookie?: string) =>
  callRoute(t.services, areaRoute.loader, "/area-partner", cookie ? { cookie } : {});
const saveInstructions = (cookie: string | undefined, requestId: string, instructions: string) =>
  callRoute(t.services, areaRoute.action, "/area-partner", {
    ...(cookie ? { cookie } : {}),
    fields: { intent: "ambassador-instructions", requestId, instructions },
  });
const instructionsOf = async (id: string) =>
  (await t.services.db.select().from(ambassadorRequests).where(eq(ambassadorRequests.id, id)))[0]!
    .instructions;

describe("the partner area shows the Ambassador's state", () => {
  it("attivo, richiesto, in pausa; nothing without a request", async () => {
    expect((await area(alice.cookie)).data.ambassador).toMatchObject({
      id: aliceRequest,
      state: "active",
      name: "Giulia",
      instructions: "Tono cordiale.",
      avatarUrl: "/avatars/female-avatar-1.jpg",
    });
    expect((await area(bob.cookie)).data.ambassador).toMatchObject({ state: "pending", name: "Bruno" });
    expect((await area(carol.cookie)).data.ambassador).toBeNull();
    await t.services.db
      .update(ambassadorRequests)
      .set({ pausedAt: new Date() })
      .where(eq(ambassadorRequests.id, aliceRequest));
    expect((await area(alice.cookie)).data.ambassador.state).toBe("paused");
    await t.services.db
      .update(ambassadorRequests)
      .set({ pausedAt: null })
      .where(eq(ambassadorRequests.id, aliceRequest));
  });
});

describe("the owner edits the instructions", () => {
  it("saves them and the next answer's prompt uses them", async () => {
    mock.behave({ kind: "json", content: HOURS });
    const ask = () =>
      apiRoute.action({
        request: new Request("http://localhost/api/ai/ambassador", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ partner: aliceSlug, question: "A che ora aprite?" }),
        }),
        context: contextFor(t.services, { clientIp: "10.1.1.1" }),
        params: {},
      } as never) as Promise<Response>;
    expect((await ask()).status).toBe(200);
    expect(JSON.stringify(mock.requests.at(-1)?.body.messages)).toContain("Tono cordiale.");

    const saved = await saveInstructions(
      alice.cookie,
      aliceRequest,
      "  Dai del tu ai visitatori e ricorda la mostra sul merletto.  ",
    );
    expect([302, 303]).toContain(saved.status);
    expect(saved.location).toBe("/area-partner");
    expect(await instructionsOf(aliceRequest)).toBe(
      "Dai del tu ai visitatori e ricorda la mostra sul merletto.",
    );

    const response = await ask();
    expect(response.status).toBe(200);
    const prompt = JSON.stringify(mock.requests.at(-1)?.body.messages);
    expect(prompt).toContain("Dai del tu ai visitatori e ricorda la mostra sul merletto.");
    expect(prompt).not.toContain("Tono cordiale.");
    expect((await area(alice.cookie)).data.ambassador.instructions).toBe(
      "Dai del tu ai visitatori e ricorda la mostra sul merletto.",
    );
  });

  it("refuses another partner, a visitor and empty or overlong instructions", async () => {
    const before = await instructionsOf(aliceRequest);
    const other = await saveInstructions(bob.cookie, aliceRequest, "Istruzioni di Bob");
    expect(other.status).toBe(404);
    expect(other.data.error).toBe("Richiesta Ambassador non trovata");
    const anonymous = await saveInstructions(undefined, aliceRequest, "Anonimo");
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/auth/);
    const empty = await saveInstructions(alice.cookie, aliceRequest, "   ");
    expect(empty).toMatchObject({
      status: 400,
      data: { error: "Scrivi le istruzioni per il tuo Ambassador" },
    });
    const long = await saveInstructions(alice.cookie, aliceRequest, "x".repeat(4001));
    expect(long.data.error).toBe("Le istruzioni possono contenere al massimo 4.000 caratteri");
    expect(await instructionsOf(aliceRequest)).toBe(before);
    // Bob's own request is his to edit.
    expect((await saveInstructions(bob.cookie, bobRequest, "Parla dei vini rossi")).status).toBe(302);
    expect(await instructionsOf(bobRequest)).toBe("Parla dei vini rossi");
  });
});

describe("the owner's preview", () => {
  it("answers from a draft profile with a pending request, for its owner only, uncounted", async () => {
    mock.behave({ kind: "status", status: 500 });
    const page = await callRoute(t.services, previewRoute.loader, "/area-partner/ambassador", {
      cookie: bob.cookie,
    });
    expect(page.data).toEqual({ partnerName: "Cantina di Bob", agent: { name: "Bruno", avatarUrl: null } });
    const answer = await callRoute(t.services, previewRoute.action, "/area-partner/ambassador", {
      cookie: bob.cookie,
      fields: { domanda: "Qual è il vostro numero di telefono?" },
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" },
    });
    expect(answer.status).toBe(200);
    expect(answer.data.output.answer).toContain("+39 0577 123 456");
    expect(answer.data.partnerId).toBeUndefined();
    // The public Ambassador of the draft does not exist.
    const publicPage = await api(bobSlug, "Telefono?");
    expect(publicPage.status).toBe(404);
    await t.services.stats.flush();
    expect(await t.services.db.select().from(partnerStatsDaily)).toEqual([]);
  });

  it("a user without a request gets «not yet», a visitor goes to sign in", async () => {
    const none = await callRoute(t.services, previewRoute.loader, "/area-partner/ambassador", {
      cookie: carol.cookie,
    });
    expect(none.status).toBe(404);
    const anonymous = await callRoute(t.services, previewRoute.loader, "/area-partner/ambassador");
    expect(anonymous.status).toBe(302);
    const anonymousAsk = await callRoute(t.services, previewRoute.action, "/area-partner/ambassador", {
      fields: { domanda: "Orari?" },
    });
    expect(anonymousAsk.status).toBe(302);
  });
});

async function api(slug: string, question: string) {
  return (await apiRoute.action({
    request: new Request("http://localhost/api/ai/ambassador", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ partner: slug, question }),
    }),
    context: contextFor(t.services, { clientIp: "10.2.2.2" }),
    params: {},
  } as never)) as Response;
}

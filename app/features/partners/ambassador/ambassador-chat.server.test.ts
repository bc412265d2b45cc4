// Atlante's own Ambassador through its routes (issue 13): only for a published
// partner with a completed request, answered from the profile in the visitor's
// language, hand-off links, input caps, rate limit, and the page without JavaScript.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as apiRoute from "~/routes/api/ai.ambassador";
import * as pageRoute from "~/routes/public/profile-ambassador";
import { insertAmbassadorRequest, insertPartner } from "../../../../tests/factories";
import { callRoute } from "../../../../tests/helpers/route-call";
import { contextFor, createTestServices, type TestServices } from "../../../../tests/helpers/test-services";

let t: TestServices;
let slug: string;
let pendingSlug: string;

beforeAll(async () => {
  t = await createTestServices({ env: { AI_RATE_LIMIT_MAX: "6", AI_RATE_LIMIT_WINDOW_SECONDS: "3600" } });
  const db = t.services.db;
  const active = await insertPartner(db, { nome: "Museo del Merletto di Burano" });
  await insertAmbassadorRequest(db, {
    userId: active.userId,
    partnerProfileId: active.id,
    ambassadorName: "Giulia",
    presetAvatarId: "female-avatar-1",
    status: "completed",
    completedAt: new Date(),
  });
  slug = active.slug;
  const pending = await insertPartner(db, { nome: "Museo in Attesa" });
  await insertAmbassadorRequest(db, {
    userId: pending.userId,
    partnerProfileId: pending.id,
    status: "processing",
  });
  pendingSlug = pending.slug;
}, 180_000); // a fresh database; slow only when the machine is loaded
afterAll(async () => {
  await t?.close();
});

let ip = 0;
async function api(body: unknown, raw?: string) {
  const request = new Request("http://localhost/api/ai/ambassador", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: raw ?? JSON.stringify(body),
  });
  ip += 1;
  const response = (await apiRoute.action({
    request,
    context: contextFor(t.services, { clientIp: `10.0.0.${ip}` }),
    params: {},
  } as never)) as Response;
  // biome-ignore lint/suspicious/noExplicitAny: the JSON answer is inspected loosely.
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe("POST /api/ai/ambassador", () => {
  it("answers from the profile in the question's language", async () => {
    const it_ = await api({ partner: slug, question: "A che ora aprite la domenica?" });
    expect(it_.status).toBe(200);
    expect(it_.body.result.language).toBe("it");
    expect(it_.body.result.answer).toContain("10:00-18:00");
    const en = await api({ partner: slug, question: "What's your phone number?" });
    expect(en.body.result).toMatchObject({ language: "en", answer: "The phone number is +39 0372 080 809." });
  });

  it("hands off what the profile does not say, with the partner's contacts", async () => {
    const { body } = await api({ partner: slug, question: "Posso portare il cane?" });
    expect(body.result.handoff).toBe(true);
    expect(body.result.answer).toContain("Il profilo non riporta questa informazione");
    expect(body.result.links).toContainEqual(
      expect.objectContaining({ kind: "email", href: expect.stringMatching(/^mailto:info@/) }),
    );
  });

  it("refuses partners without a completed request, blank, long and oversized input", async () => {
    expect((await api({ partner: pendingSlug, question: "Orari?" })).status).toBe(404);
    expect((await api({ partner: "non-esiste", question: "Orari?" })).body).toEqual({
      error: "L'Ambassador non è disponibile per questo profilo",
    });
    expect((await api({ partner: slug, question: "  " })).body.error).toBe(
      "Scrivi una domanda per l'Ambassador",
    );
    expect((await api({ partner: slug, question: "x".repeat(501) })).status).toBe(400);
    expect((await api(null, JSON.stringify({ partner: slug, question: "x".repeat(17_000) }))).status).toBe(
      400,
    );
  });

  it("is rate limited per client like the other AI functions", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = (await apiRoute.action({
        request: new Request("http://localhost/api/ai/ambassador", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ partner: slug, question: `Orari ${i}?` }),
        }),
        context: contextFor(t.services, { clientIp: "10.9.9.9" }),
        params: {},
      } as never)) as Response;
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses[6]).toBe(429);
  });
});

describe("/atlas/{slug}/ambassador (without JavaScript)", () => {
  it("shows the agent and answers a posted question", async () => {
    const page = await callRoute(t.services, pageRoute.loader, `/atlas/${slug}/ambassador`, {
      params: { slug },
    });
    expect(page.data.agent).toEqual({ name: "Giulia", avatarUrl: "/avatars/female-avatar-1.jpg" });
    const answer = await callRoute(t.services, pageRoute.action, `/atlas/${slug}/ambassador`, {
      params: { slug },
      fields: { domanda: "Wo befindet sich das Museum?" },
    });
    expect(answer.status).toBe(200);
    expect(answer.data.output.language).toBe("de");
    expect(answer.data.output.answer).toContain("Piazza Marconi 5");
  });

  it("is not found for a partner whose request is not completed", async () => {
    const page = await callRoute(t.services, pageRoute.loader, `/atlas/${pendingSlug}/ambassador`, {
      params: { slug: pendingSlug },
    });
    expect(page.status).toBe(404);
  });
});

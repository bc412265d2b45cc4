// Atlante's own Ambassador through its routes (issue 13): only for a published
// partner with a completed request, answered from the profile in the visitor's
// language, hand-off links, input caps, rate limit, and the page without JavaScript.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerStatsDaily } from "~/db/schema";
import { topicOf } from "~/features/analytics/ambassador.server";
import { getPartnerStats, parseRange } from "~/features/analytics/partner-stats.server";
import * as apiRoute from "~/routes/api/ai.ambassador";
import * as profileRoute from "~/routes/public/profile";
import * as pageRoute from "~/routes/public/profile-ambassador";
import { insertAmbassadorRequest, insertPartner } from "../../../../tests/factories";
import { callRoute } from "../../../../tests/helpers/route-call";
import { contextFor, createTestServices, type TestServices } from "../../../../tests/helpers/test-services";

let t: TestServices;
let slug: string;
let partnerId: string;
let pendingSlug: string;

beforeAll(async () => {
  t = await createTestServices({ env: { AI_RATE_LIMIT_MAX: "30", AI_RATE_LIMIT_WINDOW_SECONDS: "3600" } });
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
  partnerId = active.id;
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

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

let ip = 0;
async function api(body: unknown, raw?: string, extraHeaders: Record<string, string> = {}) {
  const request = new Request("http://localhost/api/ai/ambassador", {
    method: "POST",
    headers: { "content-type": "application/json", ...extraHeaders },
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
    for (let i = 0; i < 31; i++) {
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
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
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

/** The partner's counted conversations by topic (after flushing the collector). */
async function conversations() {
  await t.services.stats.flush();
  const rows = await t.services.db
    .select({ source: partnerStatsDaily.source, count: partnerStatsDaily.count })
    .from(partnerStatsDaily)
    .where(
      and(
        eq(partnerStatsDaily.partnerProfileId, partnerId),
        eq(partnerStatsDaily.metric, "ambassador_conversation"),
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.source, r.count]));
}

describe("conversations in the partner statistics", () => {
  it("counts a conversation once, by topic, never its text; bots and DNT are not counted", async () => {
    const browser = { "user-agent": BROWSER };
    expect(await conversations()).toEqual({});
    await api({ partner: slug, question: "A che ora aprite?", first: true }, undefined, browser);
    await api({ partner: slug, question: "E il telefono?", first: false }, undefined, browser);
    await api({ partner: slug, question: "E il telefono?" }, undefined, browser);
    await api({ partner: slug, question: "How do I get there by train?", first: true }, undefined, browser);
    await api({ partner: slug, question: "Qual è la vostra storia?", first: true }, undefined, browser);
    // Not counted: a crawler, Do-Not-Track, Global Privacy Control, a refused question.
    await api({ partner: slug, question: "Orari?", first: true }, undefined, {
      "user-agent": "Googlebot/2.1",
    });
    await api({ partner: slug, question: "Orari?", first: true }, undefined, { ...browser, dnt: "1" });
    await api({ partner: slug, question: "Orari?", first: true }, undefined, { ...browser, "sec-gpc": "1" });
    await api({ partner: slug, question: " ", first: true }, undefined, browser);
    expect(await conversations()).toEqual({ orari: 1, "come-arrivare": 1, altro: 1 });
    // The partner's dashboard: the total and the topics.
    const stats = await getPartnerStats(
      t.services.db,
      partnerId,
      parseRange(new URL("http://x/?periodo=7")).range,
    );
    expect(stats.totals.ambassador_conversation).toBe(3);
    expect(stats.ambassadorTopics).toEqual(
      expect.arrayContaining([
        { topic: "orari", conversations: 1 },
        { topic: "come-arrivare", conversations: 1 },
        { topic: "altro", conversations: 1 },
      ]),
    );
    const stored = JSON.stringify(await t.services.db.select().from(partnerStatsDaily));
    expect(stored).not.toContain("aprite");
  });

  it("the page without JavaScript counts its opening question only", async () => {
    const before = await conversations();
    const ask = (domanda: string, prima: string) =>
      callRoute(t.services, pageRoute.action, `/atlas/${slug}/ambassador`, {
        params: { slug },
        fields: { domanda, prima },
        headers: { "user-agent": BROWSER },
      });
    expect((await ask("Quanto costa il biglietto?", "1")).status).toBe(200);
    expect((await ask("Come prenoto?", "0")).status).toBe(200);
    const after = await conversations();
    expect(after.prezzi ?? 0).toBe((before.prezzi ?? 0) + 1);
    expect(after.prenotare ?? 0).toBe(before.prenotare ?? 0);
  });

  it("topics: the seven categories and «altro»", () => {
    expect(topicOf("Quali sono gli orari?")).toBe("orari");
    expect(topicOf("Wie viel kostet der Eintritt?")).toBe("prezzi");
    expect(topicOf("¿Cómo llego en tren?")).toBe("come-arrivare");
    expect(topicOf("Je voudrais réserver")).toBe("prenotare");
    expect(topicOf("Che servizi offrite?")).toBe("servizi");
    expect(topicOf("Is it wheelchair accessible?")).toBe("accessibilita");
    expect(topicOf("Come vi contatto?")).toBe("contatti");
    expect(topicOf("Raccontami la vostra storia")).toBe("altro");
  });
});

describe("an Ambassador paused by the admin", () => {
  it("has no launcher, and the API and the page without JavaScript say it is not available", async () => {
    const paused = await insertPartner(t.services.db, { nome: "Museo in Pausa" });
    await insertAmbassadorRequest(t.services.db, {
      userId: paused.userId,
      partnerProfileId: paused.id,
      ambassadorName: "Pia",
      status: "completed",
      completedAt: new Date(),
      pausedAt: new Date(),
    });
    const reply = await api({ partner: paused.slug, question: "Orari?" });
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({
      error:
        "L'Ambassador non è disponibile in questo momento: per informazioni usa i contatti nella scheda del partner",
    });
    const page = await callRoute(t.services, pageRoute.loader, `/atlas/${paused.slug}/ambassador`, {
      params: { slug: paused.slug },
    });
    expect(page.status).toBe(503);
    expect(page.data.paused).toBe(true);
    const profile = await callRoute(t.services, profileRoute.loader, `/atlas/${paused.slug}`, {
      params: { slug: paused.slug },
    });
    expect(profile.status).toBe(200);
    expect(profile.data.ambassador).toBeNull();
    const active = await callRoute(t.services, profileRoute.loader, `/atlas/${slug}`, { params: { slug } });
    expect(active.data.ambassador).toEqual({ name: "Giulia", avatarUrl: "/avatars/female-avatar-1.jpg" });
  });
});

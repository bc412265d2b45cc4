// Issue 15: a partner's edit to a published profile waits for an admin.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerProfiles, searchPassages, userRoles } from "~/db/schema";
import { processSearchQueue } from "~/features/search/indexer.server";
import { loader as previewLoader } from "~/routes/admin/partner-preview";
import { action as reviewAction, loader as reviewLoader } from "~/routes/admin/partner-review";
import { loader as partnersLoader } from "~/routes/admin/partners";
import { loader as areaLoader } from "~/routes/partner/area";
import { loader as wizardLoader } from "~/routes/partner/wizard";
import { action as apiAction } from "~/routes/partner/wizard-api";
import * as hostile from "../../../tests/fixtures/hostile/corpus";
import { callRoute } from "../../../tests/helpers/route-call";
import {
  contextFor,
  createTestServices,
  signUpAndSignIn,
  type TestServices,
} from "../../../tests/helpers/test-services";
import { unpublishPartner } from "./partners-admin.server";
import { getPublishedPartnerBySlug } from "./partners-public.server";

let t: TestServices;
let alice: { userId: string; cookie: string };
let bob: { userId: string; cookie: string };
let admin: { userId: string; cookie: string };
let profileId: string;
const SLUG = "museo-della-carta";
const OLD = "Il museo racconta otto secoli di carta fatta a mano, ".repeat(5).trim();
const NEW = "Nuovo allestimento: la cartiera medievale torna a battere la carta, ".repeat(4).trim();

function draft(overrides: Record<string, unknown> = {}) {
  return {
    tipo: "museo",
    nome: "Museo della Carta",
    descrizione: OLD,
    sitoWeb: "https://www.museodellacarta.example/",
    emailContatto: "info@museodellacarta.example",
    telefono: "+39 0732 709 297",
    regione: "Marche",
    wizardStep: 4,
    ...overrides,
  };
}

async function api(who: { cookie: string }, fields: Record<string, string>, file?: [string, Blob, string]) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  if (file) body.append(file[0], file[1], file[2]);
  const response = (await apiAction({
    request: new Request("http://localhost/area-partner/wizard/api", {
      method: "POST",
      body,
      headers: { cookie: who.cookie },
    }),
    context: contextFor(t.services),
    params: {},
  } as never)) as Response;
  return (await response.json()) as { ok: boolean; message?: string; urls: string[] };
}

const save = (overrides: Record<string, unknown>) =>
  api(alice, { intent: "save", profileId, payload: JSON.stringify(draft(overrides)) });
const live = () => getPublishedPartnerBySlug(t.services.db, SLUG);
const row = async () =>
  (await t.services.db.select().from(partnerProfiles).where(eq(partnerProfiles.id, profileId)))[0]!;
const review = (cookie?: string) =>
  callRoute(t.services, reviewLoader, `/admin/partner/${profileId}`, { cookie, params: { id: profileId } });
const decide = (cookie: string | undefined, fields: Record<string, string>) =>
  callRoute(t.services, reviewAction, `/admin/partner/${profileId}`, {
    cookie,
    fields,
    params: { id: profileId },
  });
const preview = (cookie?: string) =>
  callRoute(t.services, previewLoader, `/anteprima/partner/${profileId}`, {
    cookie,
    params: { id: profileId },
  });
const fileExists = (url: string) =>
  fs.existsSync(path.join(t.dataDir, "uploads", url.replace(/^\/media\//, "")));

beforeAll(async () => {
  t = await createTestServices();
  alice = await signUpAndSignIn(t.services, { email: "alice@museo.example" });
  bob = await signUpAndSignIn(t.services, { email: "bob@cantina.example" });
  admin = await signUpAndSignIn(t.services, { email: "admin@atlante.example" });
  await t.services.db.insert(userRoles).values({ userId: admin.userId, role: "admin" });
  const created = await api(alice, { intent: "save", payload: JSON.stringify(draft()) });
  expect(created.ok).toBe(true);
  const [own] = await t.services.db
    .select()
    .from(partnerProfiles)
    .where(eq(partnerProfiles.userId, alice.userId));
  profileId = own!.id;
  const published = await decide(admin.cookie, { intent: "publish" });
  expect(published.location).toBe("/admin/partner");
  expect((await live())?.descrizione).toBe(OLD);
}, 240_000); // three real sign-ups (password hashing) on a busy machine
afterAll(() => t.close());

describe("partner review after publication", () => {
  it("keeps the public page as published while the partner sees their pending edit", async () => {
    const answer = await save({ descrizione: NEW, telefono: "+39 0732 000 111", wizardStep: 6 });
    expect(answer.message).toBe("Modifiche salvate: saranno pubbliche dopo l'approvazione della redazione");
    expect(await live()).toMatchObject({ descrizione: OLD, telefono: "+39 0732 709 297" });
    const wizard = await callRoute(t.services, wizardLoader, `/area-partner/wizard?id=${profileId}`, {
      cookie: alice.cookie,
    });
    expect(wizard.data.profile).toMatchObject({
      descrizione: NEW,
      telefono: "+39 0732 000 111",
      wizardStep: 6,
    });
    expect(wizard.data.profile.pendingChanges).toBeUndefined();
    const area = await callRoute(t.services, areaLoader, "/area-partner", { cookie: alice.cookie });
    expect(area.data.profile).toMatchObject({
      stato: "pubblicato",
      hasPending: true,
      pendingSubmittedAt: null,
    });
  });

  it("sends the change to review without unpublishing, and the admin list marks it", async () => {
    const sent = await api(alice, { intent: "finish", profileId });
    expect(sent.message).toBe(
      "Modifiche inviate in revisione: la pagina pubblica resta invariata fino all'approvazione",
    );
    expect((await row()).stato).toBe("pubblicato");
    expect((await live())?.descrizione).toBe(OLD);
    const list = await callRoute(t.services, partnersLoader, "/admin/partner?stato=modifiche", {
      cookie: admin.cookie,
    });
    expect(list.data.rows.map((r: { id: string }) => r.id)).toEqual([profileId]);
  });

  it("shows the admin a field-by-field diff and a noindex preview of the change", async () => {
    const { data } = await review(admin.cookie);
    expect(data.review.diff.map((d: { field: string }) => d.field)).toEqual(["descrizione", "telefono"]);
    expect(data.review.diff[0]).toMatchObject({ before: OLD, after: NEW });
    const shown = await preview(admin.cookie);
    expect(shown.status).toBe(200);
    expect(shown.data.profile.descrizione).toBe(NEW);
    expect((await preview(alice.cookie)).data.profile.descrizione).toBe(NEW);
  });

  it("refuses the review, the preview and the decisions to another partner and to visitors", async () => {
    expect((await preview(bob.cookie)).status).toBe(404);
    expect((await preview()).status).toBe(404);
    expect((await review(bob.cookie)).location).toBe("/");
    expect((await review()).location).toMatch(/^\/auth/);
    const version = (await review(admin.cookie)).data.review.version;
    for (const who of [bob.cookie, alice.cookie, undefined]) {
      expect((await decide(who, { intent: "approve", version })).status).toBeGreaterThanOrEqual(400);
      expect((await decide(who, { intent: "reject", note: "no" })).status).toBeGreaterThanOrEqual(400);
    }
    expect((await row()).pendingChanges).not.toBeNull();
    expect((await live())?.descrizione).toBe(OLD);
  });

  it("approves exactly the reviewed version: public page and search index change", async () => {
    const { version } = (await review(admin.cookie)).data.review;
    expect((await decide(admin.cookie, { intent: "approve", version: "stale" })).location).toBe(
      `/admin/partner/${profileId}`,
    );
    expect((await live())?.descrizione).toBe(OLD);
    const approved = await decide(admin.cookie, { intent: "approve", version });
    expect(approved.location).toBe("/admin/partner");
    expect(await live()).toMatchObject({ descrizione: NEW, telefono: "+39 0732 000 111" });
    expect(await row()).toMatchObject({
      stato: "pubblicato",
      pendingChanges: null,
      pendingSubmittedAt: null,
    });
    await processSearchQueue(t.services.db);
    const passages = await t.services.db
      .select({ body: searchPassages.body })
      .from(searchPassages)
      .where(eq(searchPassages.partnerId, profileId));
    expect(passages.some((p) => p.body.includes("cartiera medievale"))).toBe(true);
    expect(passages.some((p) => p.body.includes("otto secoli"))).toBe(false);
  });

  it("rejects with a note the partner sees; the live page and its files stay", async () => {
    const png = new Blob([new Uint8Array(await hostile.validPng())], { type: "image/png" });
    const first = await api(alice, { intent: "upload", kind: "logo_url" }, ["file", png, "logo.png"]);
    await save({ descrizione: NEW, telefono: "+39 0732 000 111", logoUrl: first.urls[0] });
    await api(alice, { intent: "finish", profileId });
    await decide(admin.cookie, {
      intent: "approve",
      version: (await review(admin.cookie)).data.review.version,
    });
    const liveLogo = first.urls[0]!;
    expect((await live())?.logoUrl).toBe(liveLogo);

    const second = await api(alice, { intent: "upload", kind: "logo_url" }, ["file", png, "nuovo.png"]);
    await save({ descrizione: NEW, telefono: "+39 333 1234567", logoUrl: second.urls[0] });
    expect(fileExists(liveLogo)).toBe(true);
    await api(alice, { intent: "finish", profileId });
    expect((await decide(admin.cookie, { intent: "reject", note: "  " })).location).toBe(
      `/admin/partner/${profileId}`,
    );
    const rejected = await decide(admin.cookie, {
      intent: "reject",
      note: "Il numero non risponde: verificalo.",
    });
    expect(rejected.location).toBe("/admin/partner");
    expect(await live()).toMatchObject({ telefono: "+39 0732 000 111", logoUrl: liveLogo });
    expect(fileExists(liveLogo)).toBe(true);
    expect(fileExists(second.urls[0]!)).toBe(false);
    const area = await callRoute(t.services, areaLoader, "/area-partner", { cookie: alice.cookie });
    expect(area.data.profile).toMatchObject({
      hasPending: false,
      reviewNote: "Il numero non risponde: verificalo.",
    });
    const wizard = await callRoute(t.services, wizardLoader, "/area-partner/wizard", {
      cookie: alice.cookie,
    });
    expect(wizard.data.profile.telefono).toBe("+39 0732 000 111");
  });

  it("keeps every public version as a revision; the admin compares two and restores one", async () => {
    const { data } = await review(admin.cookie);
    // First publication and the two approvals above, newest first, by the admin.
    expect(data.revisions).toHaveLength(3);
    expect(
      data.revisions.every((r: { authorEmail: string }) => r.authorEmail === "admin@atlante.example"),
    ).toBe(true);
    const [newest, , oldest] = data.revisions as { id: string }[];
    const compared = await callRoute(
      t.services,
      reviewLoader,
      `/admin/partner/${profileId}?da=${oldest!.id}&a=${newest!.id}`,
      { cookie: admin.cookie, params: { id: profileId } },
    );
    expect(compared.data.comparison.fields.map((f: { label: string }) => f.label)).toEqual([
      "Logo",
      "Descrizione",
      "Telefono",
    ]);
    const logo = (await live())?.logoUrl;
    expect(logo).toBeTruthy();

    for (const who of [alice.cookie, bob.cookie, undefined]) {
      await decide(who, { intent: "restore", revisionId: oldest!.id });
      expect((await live())?.descrizione).toBe(NEW);
    }
    const restored = await decide(admin.cookie, { intent: "restore", revisionId: oldest!.id });
    expect(restored.location).toBe(`/admin/partner/${profileId}`);
    expect(await live()).toMatchObject({ descrizione: OLD, telefono: "+39 0732 709 297", logoUrl: null });
    expect((await review(admin.cookie)).data.revisions).toHaveLength(4);

    // A file deleted since (a replaced logo) is not restored: the current one stays.
    fs.rmSync(path.join(t.dataDir, "uploads", logo!.replace(/^\/media\//, "")));
    await decide(admin.cookie, { intent: "restore", revisionId: newest!.id });
    expect(await live()).toMatchObject({ descrizione: NEW, telefono: "+39 0732 000 111", logoUrl: null });
    expect((await review(admin.cookie)).data.revisions).toHaveLength(5);
  });

  it("back to draft: the pending change becomes the draft the partner goes on editing", async () => {
    await save({ descrizione: NEW, telefono: "+39 0732 555 555" });
    expect((await row()).pendingChanges).toMatchObject({ telefono: "+39 0732 555 555" });
    expect((await unpublishPartner(t.services.db, profileId)).ok).toBe(true);
    expect(await row()).toMatchObject({ stato: "bozza", telefono: "+39 0732 555 555", pendingChanges: null });
    expect(await live()).toBeNull();
  });
});

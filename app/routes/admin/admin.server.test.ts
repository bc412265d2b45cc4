// biome-ignore-all lint/suspicious/noExplicitAny: route answers are inspected loosely in these tests.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ambassadorRequests,
  articles,
  categories,
  partnerProfiles,
  rankingItems,
  rankings,
  userRoles,
} from "~/db/schema";
import { getPublishedAmbassadorScript } from "~/features/partners/ambassador/ambassador-admin.server";
import { getAmbassadorAgent } from "~/features/partners/ambassador/ambassador-agent.server";
import * as MESSAGES from "~/lib/messages";
import { action as ambassadorAction, loader as ambassadorLoader } from "~/routes/admin/ambassador";
import { action as editorAction } from "~/routes/admin/article-editor";
import { action as articlesAction } from "~/routes/admin/articles";
import { action as categoriesAction, loader as categoriesLoader } from "~/routes/admin/categories";
import { action as partnersAction } from "~/routes/admin/partners";
import { action as itemsAction, loader as itemsLoader } from "~/routes/admin/ranking-items";
import { action as usersAction } from "~/routes/admin/users";
import { contentVersion } from "~/server/page-cache.server";
import { insertAmbassadorRequest, insertPartner, insertUser } from "../../../tests/factories";
import { callRoute } from "../../../tests/helpers/route-call";
import {
  contextFor,
  createTestServices,
  signUpAndSignIn,
  type TestServices,
} from "../../../tests/helpers/test-services";

let t: TestServices;
let adminCookie: string;
let adminId: string;
let partnerCookie: string;
let partnerUserId: string;

beforeAll(async () => {
  t = await createTestServices();
  const admin = await signUpAndSignIn(t.services, { email: "admin@atlante.test" });
  adminCookie = admin.cookie;
  adminId = admin.userId;
  await t.services.db.insert(userRoles).values({ userId: admin.userId, role: "admin" });
  const partner = await signUpAndSignIn(t.services, { email: "partner@atlante.test" });
  partnerCookie = partner.cookie;
  partnerUserId = partner.userId;
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.services.db;

/** Calls a route action/loader like the server does and unwraps data()/Response. */
const call = (...args: Parameters<typeof callRoute> extends [unknown, ...infer Rest] ? Rest : never) =>
  callRoute(t.services, ...args);

describe("guards on every loader and action", () => {
  it("anonymous reads go to /auth with the way back", async () => {
    const r = await call(categoriesLoader, "/admin/rubriche");
    expect(r.status).toBe(302);
    expect(r.location).toBe("/auth?redirect=%2Fadmin%2Frubriche");
  });
  it("a signed-in non-admin goes home; writes are refused with 403 and change nothing", async () => {
    const read = await call(categoriesLoader, "/admin/rubriche", { cookie: partnerCookie });
    expect(read.status).toBe(302);
    expect(read.location).toBe("/");
    const write = await call(categoriesAction, "/admin/rubriche", {
      cookie: partnerCookie,
      fields: { intent: "save", name: "Intrusa" },
    });
    expect(write.status).toBe(403);
    expect(await db().select().from(categories).where(eq(categories.name, "Intrusa"))).toHaveLength(0);
    const anon = await call(usersAction, "/admin/utenti", {
      fields: { intent: "set-role", userId: partnerUserId, role: "admin" },
    });
    expect(anon.status).toBe(401);
    const [role] = await db().select().from(userRoles).where(eq(userRoles.userId, partnerUserId));
    expect(role).toBeUndefined();
  });
});

describe("Rubriche", () => {
  it("creates with a default slug, refuses a duplicate slug, updates, deletes", async () => {
    const before = contentVersion();
    const created = await call(categoriesAction, "/admin/rubriche", {
      cookie: adminCookie,
      fields: {
        intent: "save",
        name: "Gastronomia Più",
        slug: "",
        description: "",
        orderIndex: "4",
        isActive: "on",
      },
    });
    expect(created.data.toast).toEqual({ type: "success", title: MESSAGES.categoryCreated });
    const [row] = await db().select().from(categories).where(eq(categories.slug, "gastronomia-piu"));
    expect(row).toMatchObject({ name: "Gastronomia Più", description: null, orderIndex: 4, isActive: true });
    expect(contentVersion()).toBeGreaterThan(before);

    const dup = await call(categoriesAction, "/admin/rubriche", {
      cookie: adminCookie,
      fields: { intent: "save", name: "Altra", slug: "gastronomia-piu" },
    });
    expect(dup.status).toBe(409);
    expect(dup.data.result.error.slug).toEqual([MESSAGES.slugTaken]);

    const invalid = await call(categoriesAction, "/admin/rubriche", {
      cookie: adminCookie,
      fields: { intent: "save", name: "" },
    });
    expect(invalid.data.result.error.name).toEqual([MESSAGES.nameRequired]);

    const updated = await call(categoriesAction, "/admin/rubriche", {
      cookie: adminCookie,
      fields: { intent: "save", id: row!.id, name: "Gastronomia", slug: "gastronomia-piu" },
    });
    expect(updated.data.toast.title).toBe(MESSAGES.categoryUpdated);
    const [after] = await db().select().from(categories).where(eq(categories.id, row!.id));
    expect(after).toMatchObject({ name: "Gastronomia", isActive: false });

    const deleted = await call(categoriesAction, "/admin/rubriche", {
      cookie: adminCookie,
      fields: { intent: "delete", id: row!.id },
    });
    expect(deleted.data.toast.title).toBe(MESSAGES.categoryDeleted);
    expect(await db().select().from(categories).where(eq(categories.id, row!.id))).toHaveLength(0);
    const again = await call(categoriesAction, "/admin/rubriche", {
      cookie: adminCookie,
      fields: { intent: "delete", id: row!.id },
    });
    expect(again.status).toBe(404);
  });
});

describe("Articoli", () => {
  it("sanitises the editor HTML before storing and dates a published article", async () => {
    const r = await call(editorAction, "/admin/articoli/nuovo", {
      cookie: adminCookie,
      params: { id: "nuovo" },
      fields: {
        intent: "save",
        title: "Vetro soffiato",
        content: `<p onclick="alert(1)">Ciao<script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">x</a></p>`,
        isPublished: "on",
      },
    });
    const [row] = await db().select().from(articles).where(eq(articles.slug, "vetro-soffiato"));
    // Saved: the editor goes to the article's own page (the toast travels in the flash cookie).
    expect(r.status).toBe(302);
    expect(r.location).toBe(`/admin/articoli/${row!.id}`);
    expect(row!.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(row!.content).toContain("Ciao");
    expect(row!.isPublished).toBe(true);
    expect(row!.publishedAt).toBeInstanceOf(Date);
    expect(row!.excerpt).toBeNull();
  });
  it("answers a missing row, an unknown rubric or a taken slug on the form, writing nothing", async () => {
    const missingId = "00000000-0000-4000-8000-000000000000";
    const before = contentVersion();
    const count = (await db().select().from(articles)).length;
    const ghost = await call(editorAction, `/admin/articoli/${missingId}`, {
      cookie: adminCookie,
      params: { id: missingId },
      fields: { intent: "save", title: "Fantasma" },
    });
    expect(ghost.status).toBe(404);
    expect(ghost.data.toast).toMatchObject({ type: "error", title: MESSAGES.notFound });
    const rubric = await call(editorAction, "/admin/articoli/nuovo", {
      cookie: adminCookie,
      params: { id: "nuovo" },
      fields: { intent: "save", title: "Senza rubrica", categoryId: missingId },
    });
    expect(rubric.status).toBe(400);
    expect(rubric.data.result.error.categoryId).toEqual(["Rubrica non valida"]);
    const taken = await call(editorAction, "/admin/articoli/nuovo", {
      cookie: adminCookie,
      params: { id: "nuovo" },
      fields: { intent: "save", title: "Altro vetro", slug: "vetro-soffiato" },
    });
    expect(taken.status).toBe(409);
    expect(taken.data.result.error.slug).toEqual([MESSAGES.slugTaken]);
    const gone = await call(articlesAction, "/admin/articoli", {
      cookie: adminCookie,
      fields: { intent: "delete", id: missingId },
    });
    expect(gone.status).toBe(404);
    expect((await db().select().from(articles)).length).toBe(count);
    expect(contentVersion()).toBe(before);
  });
  it("AI generation needs title and excerpt and returns content without saving", async () => {
    const missing = await call(editorAction, "/admin/articoli/nuovo", {
      cookie: adminCookie,
      params: { id: "nuovo" },
      fields: { intent: "generate", title: "Solo titolo" },
    });
    expect(missing.data.toast.title).toBe("Inserisci almeno un titolo e un estratto");
    const count = (await db().select().from(articles)).length;
    const r = await call(editorAction, "/admin/articoli/nuovo", {
      cookie: adminCookie,
      params: { id: "nuovo" },
      fields: {
        intent: "generate",
        title: "Le botteghe del Chianti",
        excerpt: "Un viaggio tra artigiani e vigne.",
      },
    });
    expect(r.data.ok).toBe(true);
    expect(r.data.value.content).toContain("<");
    expect(r.data.value.content).not.toContain("<script");
    expect((await db().select().from(articles)).length).toBe(count);
  });
  it("refuses an image that is not an image, or too big", async () => {
    const fake = new File([Buffer.from("<svg onload=alert(1)>")], "x.png", { type: "image/png" });
    const body = new FormData();
    body.set("intent", "upload-image");
    body.set("image", fake);
    const request = new Request("http://localhost/admin/articoli", {
      method: "POST",
      headers: { cookie: adminCookie },
      body,
    });
    const r = (await editorAction({
      request,
      context: contextFor(t.services),
      params: { id: "nuovo" },
    } as any)) as any;
    expect(r.data.toast.title).toBe(MESSAGES.imageUploadError);
    const big = new FormData();
    big.set("intent", "upload-image");
    big.set("image", new File([Buffer.alloc(5_242_881)], "big.jpg", { type: "image/jpeg" }));
    const r2 = (await editorAction({
      request: new Request("http://localhost/admin/articoli/nuovo", {
        method: "POST",
        headers: { cookie: adminCookie },
        body: big,
      }),
      context: contextFor(t.services),
      params: { id: "nuovo" },
    } as any)) as any;
    expect(r2.data.toast.title).toBe("L'immagine deve essere inferiore a 5MB");
  });
});

describe("Elementi", () => {
  it("preselects the first active ranking, saves with null score, finds duplicates, bulk deletes", async () => {
    const [ranking] = await db()
      .insert(rankings)
      .values({ title: "Cantine", slug: "cantine-test", orderIndex: -1 })
      .returning();
    const rid = ranking!.id;
    const loaded = await call(itemsLoader, "/admin/elementi", { cookie: adminCookie });
    expect(loaded.data.selectedId).toBe(rid);
    expect(loaded.data.rows).toEqual([]);

    const bad = await call(itemsAction, "/admin/elementi", {
      cookie: adminCookie,
      fields: { intent: "save", rankingId: rid, rank: "0", title: "" },
    });
    expect(bad.data.result.error.rank).toEqual([MESSAGES.rankMin]);
    for (const [rank, title, score] of [
      ["1", "A", ""],
      ["1", "B", "8.5"],
      ["2", "C", ""],
      ["2", "D", ""],
      ["2", "E", ""],
    ] as const) {
      const r = await call(itemsAction, "/admin/elementi", {
        cookie: adminCookie,
        fields: { intent: "save", rankingId: rid, rank, title, score, subtitle: "" },
      });
      expect(r.data.ok).toBe(true);
    }
    const items = await db().select().from(rankingItems).where(eq(rankingItems.rankingId, rid));
    expect(items.find((i) => i.title === "A")).toMatchObject({ score: null, subtitle: null });
    expect(items.find((i) => i.title === "B")!.score).toBe(8.5);

    const list = await call(itemsLoader, `/admin/elementi?ranking=${rid}`, { cookie: adminCookie });
    expect(list.data.page.total).toBe(5);
    const byId = new Map(items.map((i) => [i.id, i.title]));
    expect(list.data.duplicateIds.map((id: string) => byId.get(id))).toEqual(["B", "D", "E"]);

    const none = await call(itemsAction, "/admin/elementi", {
      cookie: adminCookie,
      fields: { intent: "bulk-delete", rankingId: rid },
    });
    expect(none.data.toast.title).toBe("Nessun elemento selezionato");
    const del = await call(itemsAction, "/admin/elementi", {
      cookie: adminCookie,
      fields: { intent: "bulk-delete", rankingId: rid, ids: list.data.duplicateIds },
    });
    expect(del.data.toast.title).toBe("3 elementi eliminati");
    expect(
      (await db().select().from(rankingItems).where(eq(rankingItems.rankingId, rid)))
        .map((i) => i.title)
        .sort(),
    ).toEqual(["A", "C"]);
  });
  it("an item for a ranking that does not exist is refused on its field", async () => {
    const r = await call(itemsAction, "/admin/elementi", {
      cookie: adminCookie,
      fields: {
        intent: "save",
        rankingId: "00000000-0000-4000-8000-000000000000",
        rank: "1",
        title: "Orfano",
      },
    });
    expect(r.status).toBe(404);
    expect(r.data.result.error.rankingId).toEqual(["Classifica non trovata"]);
    expect(await db().select().from(rankingItems).where(eq(rankingItems.title, "Orfano"))).toHaveLength(0);
  });
});

async function makePartner(email: string, stato: "bozza" | "in_revisione" | "pubblicato") {
  const { id } = await insertUser(db(), { id: `user-${email}`, email });
  const profile = await insertPartner(db(), {
    userId: id,
    slug: email.split("@")[0]!,
    nome: `Scheda ${email}`,
    stato,
  });
  return { userId: id, profile };
}

describe("Partner publish/unpublish (spec §4)", () => {
  it("publishes from bozza and in_revisione, unpublishes back to bozza, refuses the rest", async () => {
    const a = await makePartner("bozza@p.test", "bozza");
    const b = await makePartner("revisione@p.test", "in_revisione");
    for (const p of [a, b]) {
      const r = await call(partnersAction, "/admin/partner", {
        cookie: adminCookie,
        fields: { intent: "publish", id: p.profile.id },
      });
      expect(r.data.toast.title).toBe("Scheda pubblicata con successo!");
    }
    const again = await call(partnersAction, "/admin/partner", {
      cookie: adminCookie,
      fields: { intent: "publish", id: a.profile.id },
    });
    expect(again.status).toBe(409);
    const down = await call(partnersAction, "/admin/partner", {
      cookie: adminCookie,
      fields: { intent: "unpublish", id: a.profile.id },
    });
    expect(down.data.toast.title).toBe("Scheda tornata in bozza");
    const [row] = await db().select().from(partnerProfiles).where(eq(partnerProfiles.id, a.profile.id));
    expect(row!.stato).toBe("bozza");
    const forbidden = await call(partnersAction, "/admin/partner", {
      cookie: partnerCookie,
      fields: { intent: "publish", id: a.profile.id },
    });
    expect(forbidden.status).toBe(403);
    const [still] = await db().select().from(partnerProfiles).where(eq(partnerProfiles.id, a.profile.id));
    expect(still!.stato).toBe("bozza");
  });
});

describe("Ambassador status machine (spec §4)", () => {
  it("pending → processing → completed copies the script in one go; notes saved each time", async () => {
    const p = await makePartner("amb@p.test", "pubblicato");
    const { id } = await insertAmbassadorRequest(db(), {
      userId: p.userId,
      partnerProfileId: p.profile.id,
      instructions: "Accogli i visitatori",
    });
    const empty = await call(ambassadorLoader, "/admin/ambassador", { cookie: adminCookie });
    expect(empty.data.rows.map((r: { id: string }) => r.id)).toContain(id);

    const early = await call(ambassadorAction, "/admin/ambassador", {
      cookie: adminCookie,
      fields: { intent: "complete", id, ambassadorScript: "<div>x</div>" },
    });
    expect(early.data.toast.title).toBe(MESSAGES.invalidTransition);

    const start = await call(ambassadorAction, "/admin/ambassador", {
      cookie: adminCookie,
      fields: { intent: "start", id, adminNotes: "In carico" },
    });
    expect(start.data.ok).toBe(true);
    let [row] = await db().select().from(ambassadorRequests).where(eq(ambassadorRequests.id, id));
    expect(row).toMatchObject({ status: "processing", adminNotes: "In carico" });

    const script = `<div id="w"></div><script>document.getElementById("w").textContent="ok"</script>`;
    const done = await call(ambassadorAction, "/admin/ambassador", {
      cookie: adminCookie,
      fields: { intent: "complete", id, ambassadorScript: script, adminNotes: "Fatto" },
    });
    expect(done.data.ok).toBe(true);
    [row] = await db().select().from(ambassadorRequests).where(eq(ambassadorRequests.id, id));
    expect(row).toMatchObject({ status: "completed", adminNotes: "Fatto", ambassadorScript: script });
    expect(row!.completedAt).toBeInstanceOf(Date);
    const [profile] = await db().select().from(partnerProfiles).where(eq(partnerProfiles.id, p.profile.id));
    expect(profile!.ambassadorScript).toBe(script);
    expect(await getPublishedAmbassadorScript(db(), p.profile.slug)).toBe(script);

    // Unpublished profile: no embed document.
    await db().update(partnerProfiles).set({ stato: "bozza" }).where(eq(partnerProfiles.id, p.profile.id));
    expect(await getPublishedAmbassadorScript(db(), p.profile.slug)).toBeNull();
  });
  it("completing without a script activates Atlante's own Ambassador and clears the embed", async () => {
    const p = await makePartner("noscript@p.test", "pubblicato");
    await db()
      .update(partnerProfiles)
      .set({ ambassadorScript: "<div>vecchio</div>" })
      .where(eq(partnerProfiles.id, p.profile.id));
    const { id } = await insertAmbassadorRequest(db(), {
      userId: p.userId,
      partnerProfileId: p.profile.id,
      status: "processing",
    });
    const done = await call(ambassadorAction, "/admin/ambassador", {
      cookie: adminCookie,
      fields: { intent: "complete", id, ambassadorScript: "   " },
    });
    expect(done.data.toast.title).toBe(MESSAGES.requestCompleted);
    const [row] = await db().select().from(ambassadorRequests).where(eq(ambassadorRequests.id, id));
    expect(row).toMatchObject({ status: "completed", ambassadorScript: null, pausedAt: null });
    const [profile] = await db().select().from(partnerProfiles).where(eq(partnerProfiles.id, p.profile.id));
    expect(profile!.ambassadorScript).toBeNull();
    expect(await getPublishedAmbassadorScript(db(), p.profile.slug)).toBeNull();
    expect(await getAmbassadorAgent(db(), p.profile.slug)).toMatchObject({ name: "Giulia", paused: false });
  });

  it("only an admin pauses and resumes a completed Ambassador; the list shows «In pausa»", async () => {
    const p = await makePartner("pausa@p.test", "pubblicato");
    const script = "<div>widget</div>";
    await db()
      .update(partnerProfiles)
      .set({ ambassadorScript: script })
      .where(eq(partnerProfiles.id, p.profile.id));
    const { id } = await insertAmbassadorRequest(db(), {
      userId: p.userId,
      partnerProfileId: p.profile.id,
      ambassadorName: "Paola",
      status: "completed",
      completedAt: new Date(),
    });
    const pending = await insertAmbassadorRequest(db(), { userId: p.userId, partnerProfileId: p.profile.id });
    const refused = await call(ambassadorAction, "/admin/ambassador", {
      cookie: partnerCookie,
      fields: { intent: "pause", id },
    });
    expect(refused.status).toBe(403);
    const anon = await call(ambassadorAction, "/admin/ambassador", { fields: { intent: "pause", id } });
    expect(anon.status).toBe(401);
    expect((await getAmbassadorAgent(db(), p.profile.slug))?.paused).toBe(false);

    const notCompleted = await call(ambassadorAction, "/admin/ambassador", {
      cookie: adminCookie,
      fields: { intent: "pause", id: pending.id },
    });
    expect(notCompleted.status).toBe(409);

    const version = contentVersion();
    const paused = await call(ambassadorAction, "/admin/ambassador", {
      cookie: adminCookie,
      fields: { intent: "pause", id },
    });
    expect(paused.data.toast.title).toBe("Ambassador in pausa: non è più visibile sulla scheda pubblica");
    expect(contentVersion()).toBeGreaterThan(version);
    expect(await getAmbassadorAgent(db(), p.profile.slug)).toMatchObject({ name: "Paola", paused: true });
    expect(await getPublishedAmbassadorScript(db(), p.profile.slug)).toBeNull();
    const list = await call(ambassadorLoader, "/admin/ambassador", { cookie: adminCookie });
    const listed = list.data.rows.find((r: { id: string }) => r.id === id);
    expect(listed.pausedAt).toBeInstanceOf(Date);
    expect(list.data.labels.paused).toBe("In pausa");
    const twice = await call(ambassadorAction, "/admin/ambassador", {
      cookie: adminCookie,
      fields: { intent: "pause", id },
    });
    expect(twice.status).toBe(409);

    const resumed = await call(ambassadorAction, "/admin/ambassador", {
      cookie: adminCookie,
      fields: { intent: "resume", id },
    });
    expect(resumed.data.toast.title).toBe("Ambassador riattivato: è di nuovo sulla scheda pubblica");
    expect((await getAmbassadorAgent(db(), p.profile.slug))?.paused).toBe(false);
    expect(await getPublishedAmbassadorScript(db(), p.profile.slug)).toBe(script);
  });

  it("pending → rejected; a rejected request cannot be started", async () => {
    const p = await makePartner("rej@p.test", "bozza");
    const req = await insertAmbassadorRequest(db(), {
      userId: p.userId,
      partnerProfileId: p.profile.id,
      ambassadorName: "Marco",
    });
    const r = await call(ambassadorAction, "/admin/ambassador", {
      cookie: adminCookie,
      fields: { intent: "reject", id: req!.id, adminNotes: "Non idoneo" },
    });
    expect(r.data.toast.title).toBe(MESSAGES.requestRejected);
    const s = await call(ambassadorAction, "/admin/ambassador", {
      cookie: adminCookie,
      fields: { intent: "start", id: req!.id },
    });
    expect(s.status).toBe(409);
    const [row] = await db().select().from(ambassadorRequests).where(eq(ambassadorRequests.id, req!.id));
    expect(row).toMatchObject({ status: "rejected", adminNotes: "Non idoneo" });
  });
});

describe("Utenti: role change (D15)", () => {
  it("promotes and demotes in one step and never removes the last admin", async () => {
    const last = await call(usersAction, "/admin/utenti", {
      cookie: adminCookie,
      fields: { intent: "set-role", userId: adminId, role: "user" },
    });
    expect(last.status).toBe(409);
    expect(last.data.toast.title).toBe(MESSAGES.lastAdmin);
    const [still] = await db().select().from(userRoles).where(eq(userRoles.userId, adminId));
    expect(still!.role).toBe("admin");

    const promote = await call(usersAction, "/admin/utenti", {
      cookie: adminCookie,
      fields: { intent: "set-role", userId: partnerUserId, role: "admin" },
    });
    expect(promote.data.toast.title).toBe(MESSAGES.roleUpdated);
    const demote = await call(usersAction, "/admin/utenti", {
      cookie: adminCookie,
      fields: { intent: "set-role", userId: partnerUserId, role: "user" },
    });
    expect(demote.data.ok).toBe(true);
    const [row] = await db().select().from(userRoles).where(eq(userRoles.userId, partnerUserId));
    expect(row!.role).toBe("user");
    const unknown = await call(usersAction, "/admin/utenti", {
      cookie: adminCookie,
      fields: { intent: "set-role", userId: "nessuno", role: "admin" },
    });
    expect(unknown.status).toBe(404);
  });
  it("two concurrent demotions of the only two admins leave one admin", async () => {
    await db()
      .insert(userRoles)
      .values({ userId: partnerUserId, role: "admin" })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: "admin" } });
    const results = await Promise.all([
      call(usersAction, "/admin/utenti", {
        cookie: adminCookie,
        fields: { intent: "set-role", userId: adminId, role: "user" },
      }),
      call(usersAction, "/admin/utenti", {
        cookie: adminCookie,
        fields: { intent: "set-role", userId: partnerUserId, role: "user" },
      }),
    ]);
    const admins = await db().select().from(userRoles).where(eq(userRoles.role, "admin"));
    expect(admins.length).toBeGreaterThanOrEqual(1);
    expect(results.some((r) => r.status === 409 || r.status === 403)).toBe(true);
    // Restore: the test admin stays admin for other tests.
    await db().update(userRoles).set({ role: "admin" }).where(eq(userRoles.userId, adminId));
    await db().update(userRoles).set({ role: "user" }).where(eq(userRoles.userId, partnerUserId));
  });
});

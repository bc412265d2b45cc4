// biome-ignore-all lint/suspicious/noExplicitAny: route answers are inspected loosely in these tests.
// The newsroom (issue 15): autosave never touches what readers see, saving keeps a
// revision, a restored revision comes back as a draft, the schedule publishes on time
// and exactly once, previews are for admins only, the newsletter is double opt-in.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import {
  articleDrafts,
  articleRevisions,
  articles,
  categories,
  newsletterSubscribers,
  userRoles,
} from "~/db/schema";
import * as MESSAGES from "~/lib/messages";
import { action as editorAction, loader as editorLoader } from "~/routes/admin/article-editor";
import { loader as previewLoader } from "~/routes/admin/article-preview";
import { action as listAction, loader as listLoader } from "~/routes/admin/articles";
import { action as newsletterAction } from "~/routes/public/newsletter";
import { callRoute } from "../../../tests/helpers/route-call";
import { testDatabaseKind } from "../../../tests/helpers/test-db";
import { createTestServices, signUpAndSignIn, type TestServices } from "../../../tests/helpers/test-services";
import { autosaveArticle } from "./article-drafts.server";
import { listArticlesAdmin, runArticleSchedule, saveArticle } from "./articles-admin.server";
import { getPublishedArticle, listAuthorPage, listSectionPage } from "./magazine.server";
import { articleSchema } from "./magazine-schema";

let t: TestServices;
let admin: { cookie: string; userId: string };
let reader: { cookie: string; userId: string };
let sectionId: string;

beforeAll(async () => {
  t = await createTestServices();
  admin = await signUpAndSignIn(t.services, { email: "redazione@atlante.test" });
  await t.services.db.insert(userRoles).values({ userId: admin.userId, role: "admin" });
  reader = await signUpAndSignIn(t.services, { email: "lettore@atlante.test" });
  const [section] = await t.services.db
    .insert(categories)
    .values({ name: "Design", slug: "design" })
    .returning({ id: categories.id });
  sectionId = section!.id;
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.services.db;
const call = (...args: Parameters<typeof callRoute> extends [unknown, ...infer Rest] ? Rest : never) =>
  callRoute(t.services, ...args);

function input(fields: Record<string, unknown>) {
  return articleSchema.parse({ intent: "save", title: "Titolo", categoryId: sectionId, ...fields });
}

async function published(title: string, extra: Record<string, unknown> = {}) {
  const outcome = await saveArticle(
    db(),
    input({ title, status: "pubblicato", content: "<p>Prima versione.</p>", ...extra }),
    {
      userId: admin.userId,
    },
  );
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value.id;
}

describe("autosave and saving", () => {
  it("autosaving a published article changes nothing public until it is saved, which keeps a revision", async () => {
    const id = await published("La sedia di Chiavari", { slug: "sedia-chiavari" });
    const draft = await call(editorAction, `/admin/articoli/${id}`, {
      cookie: admin.cookie,
      params: { id },
      fields: {
        intent: "autosave",
        title: "La sedia di Chiavari",
        content: "<p>Seconda versione, ancora in lavorazione.</p>",
        status: "pubblicato",
      },
    });
    expect(draft.data.ok).toBe(true);
    const live = await getPublishedArticle(db(), "sedia-chiavari");
    expect(live?.content).toContain("Prima versione");

    // The editor reopens on the draft, not on the published text.
    const reopened = await call(editorLoader, `/admin/articoli/${id}`, {
      cookie: admin.cookie,
      params: { id },
    });
    expect(reopened.data.editing.draft.data.content).toContain("Seconda versione");

    const saved = await call(editorAction, `/admin/articoli/${id}`, {
      cookie: admin.cookie,
      params: { id },
      fields: {
        intent: "save",
        title: "La sedia di Chiavari",
        slug: "sedia-chiavari",
        categoryId: sectionId,
        content: "<p>Seconda versione.</p>",
        status: "pubblicato",
      },
    });
    expect(saved.status).toBe(302);
    expect((await getPublishedArticle(db(), "sedia-chiavari"))?.content).toContain("Seconda versione");
    expect(await db().select().from(articleDrafts).where(eq(articleDrafts.articleId, id))).toEqual([]);
    const revisions = await db().select().from(articleRevisions).where(eq(articleRevisions.articleId, id));
    expect(revisions).toHaveLength(2);
    expect(revisions.every((r) => r.createdBy === admin.userId)).toBe(true);
  });

  it("the first autosave of a new article creates it as a draft, nowhere public", async () => {
    const outcome = await autosaveArticle(
      db(),
      null,
      {
        ...articleSchema.parse({ intent: "save", title: "x" }),
        title: "Bozza senza nome",
        slug: "",
        categoryId: "",
        excerpt: "",
        content: "<p>Appunti</p>",
        imageUrl: "",
        imageAlt: "",
        imageCaption: "",
        imageCredit: "",
        author: "",
        readTime: "",
        publishedAt: "",
        status: "bozza",
        scheduledAt: "",
        unpublishAt: "",
        aiGenerated: false,
      },
      admin.userId,
    );
    expect(outcome.ok && outcome.value.created).toBe(true);
    const [row] = await db()
      .select()
      .from(articles)
      .where(eq(articles.id, outcome.ok ? outcome.value.id : ""));
    expect(row?.isPublished).toBe(false);
    expect(row?.title).toBe("Bozza senza nome");
  });

  it("a restored revision comes back as the editor's draft; saving it restores the page", async () => {
    const id = await published("Il vetro di Murano", { slug: "vetro-murano" });
    await saveArticle(
      db(),
      input({
        id,
        title: "Il vetro di Murano",
        slug: "vetro-murano",
        status: "pubblicato",
        content: "<p>Versione sbagliata.</p>",
      }),
      { userId: admin.userId },
    );
    const [first] = await db()
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, id))
      .orderBy(articleRevisions.createdAt)
      .limit(1);
    const restored = await call(editorAction, `/admin/articoli/${id}`, {
      cookie: admin.cookie,
      params: { id },
      fields: { intent: "restore", revisionId: first!.id },
    });
    expect(restored.status).toBe(302);
    const reopened = await call(editorLoader, `/admin/articoli/${id}`, {
      cookie: admin.cookie,
      params: { id },
    });
    expect(reopened.data.editing.draft.data.content).toContain("Prima versione");
    expect((await getPublishedArticle(db(), "vetro-murano"))?.content).toContain("Versione sbagliata");
  });

  it("compares two revisions word by word", async () => {
    const id = await published("La ceramica di Caltagirone", { slug: "ceramica-caltagirone" });
    await saveArticle(
      db(),
      input({
        id,
        title: "La ceramica di Caltagirone",
        slug: "ceramica-caltagirone",
        status: "pubblicato",
        content: "<p>Prima versione con le scale.</p>",
      }),
      { userId: admin.userId },
    );
    const revisions = await db()
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, id))
      .orderBy(articleRevisions.createdAt);
    const path = `/admin/articoli/${id}?da=${revisions[0]!.id}&a=${revisions[1]!.id}`;
    const r = await call(editorLoader, path, { cookie: admin.cookie, params: { id } });
    const text = r.data.comparison.fields.find((f: any) => f.label === "Testo");
    expect(text.changes.filter((c: any) => c.added).map((c: any) => c.value.trim())).toContain(
      "con le scale",
    );
  });

  it("a scheduled time in the past is refused on its field", async () => {
    const r = await call(editorAction, "/admin/articoli/nuovo", {
      cookie: admin.cookie,
      params: { id: "nuovo" },
      fields: { intent: "save", title: "Ieri", status: "programmato", scheduledAt: "2020-01-01T10:00" },
    });
    expect(r.status).toBe(400);
    expect(r.data.result.error.scheduledAt).toEqual([MESSAGES.scheduleInPast]);
  });
});

describe("the schedule", () => {
  it("publishes at its time, not before, and exactly once when two instances run it together", async () => {
    const when = new Date(Date.now() + 60_000);
    const outcome = await saveArticle(
      db(),
      input({
        title: "Il design della Brianza",
        slug: "design-brianza",
        status: "programmato",
        scheduledAt: when.toISOString(),
        content: "<p>Mobili.</p>",
      }),
    );
    expect(outcome.ok && outcome.value.status).toBe("programmato");
    await runArticleSchedule(db(), new Date(when.getTime() - 1000));
    expect(await getPublishedArticle(db(), "design-brianza")).toBeNull();

    const [a, b] = await Promise.all([runArticleSchedule(db(), when), runArticleSchedule(db(), when)]);
    expect(
      [...a.published, ...b.published].filter((id) => outcome.ok && id === outcome.value.id),
    ).toHaveLength(1);
    const live = await getPublishedArticle(db(), "design-brianza");
    expect(live?.publishedAt?.toISOString()).toBe(new Date(when.toISOString()).toISOString());
  });

  it.runIf(testDatabaseKind() === "postgres")(
    "two app instances (two connection pools) publish each due article exactly once",
    async () => {
      const other = await openDatabase({ url: t.testDb.url, dataDir: "memory://", poolSize: 4 });
      try {
        const when = new Date(Date.now() + 3_600_000);
        const ids: string[] = [];
        for (let i = 0; i < 20; i++) {
          const outcome = await saveArticle(
            db(),
            input({
              title: `Uscita ${i}`,
              slug: `uscita-${i}`,
              status: "programmato",
              scheduledAt: when.toISOString(),
            }),
          );
          if (outcome.ok) ids.push(outcome.value.id);
        }
        const runs = await Promise.all([
          runArticleSchedule(db(), when),
          runArticleSchedule(other.db, when),
          runArticleSchedule(db(), when),
          runArticleSchedule(other.db, when),
        ]);
        const published = runs.flatMap((r) => r.published).filter((id) => ids.includes(id));
        expect(published.sort()).toEqual([...ids].sort());
      } finally {
        await other.close();
      }
    },
  );

  it("takes an article back to draft at its unpublish time", async () => {
    const until = new Date(Date.now() + 120_000);
    await published("Una mostra temporanea", { slug: "mostra-temporanea", unpublishAt: until.toISOString() });
    await runArticleSchedule(db(), new Date(until.getTime() + 1));
    expect(await getPublishedArticle(db(), "mostra-temporanea")).toBeNull();
  });
});

describe("the admin list", () => {
  it("searches, filters by status and shows scheduled articles as Programmato", async () => {
    const list = await listArticlesAdmin(db(), { page: 1, categoryId: null, q: "brianza", status: null });
    expect(list.rows.map((r) => r.slug)).toEqual(["design-brianza"]);
    const drafts = await listArticlesAdmin(db(), { page: 1, categoryId: null, status: "bozza" });
    expect(drafts.rows.every((r) => r.status === "bozza")).toBe(true);
    const r = await call(listLoader, "/admin/articoli?ordina=titolo", { cookie: admin.cookie });
    const titles = r.data.rows.map((row: any) => row.title);
    expect(titles).toEqual([...titles].sort((x: string, y: string) => x.localeCompare(y, "it")));
  });

  it("publishes, unpublishes and deletes the selected articles; nothing selected is refused", async () => {
    const ids = [await published("Uno", { slug: "bulk-uno" }), await published("Due", { slug: "bulk-due" })];
    const off = await call(listAction, "/admin/articoli", {
      cookie: admin.cookie,
      fields: { intent: "bulk", action: "unpublish", ids },
    });
    expect(off.data.toast.title).toBe(MESSAGES.articlesUnpublished(2));
    expect(await getPublishedArticle(db(), "bulk-uno")).toBeNull();
    const none = await call(listAction, "/admin/articoli", {
      cookie: admin.cookie,
      fields: { intent: "bulk", action: "delete" },
    });
    expect(none.data.toast.title).toBe(MESSAGES.nothingSelected);
    const gone = await call(listAction, "/admin/articoli", {
      cookie: admin.cookie,
      fields: { intent: "bulk", action: "delete", ids },
    });
    expect(gone.data.toast.title).toBe(MESSAGES.articlesDeleted(2));
  });
});

describe("readers", () => {
  it("the preview shows a draft to an admin and answers 404 to anyone else", async () => {
    const outcome = await saveArticle(
      db(),
      input({ title: "Una bozza riservata", slug: "bozza-riservata", status: "bozza" }),
    );
    const id = outcome.ok ? outcome.value.id : "";
    const forAdmin = await call(previewLoader, `/anteprima/articoli/${id}`, {
      cookie: admin.cookie,
      params: { id },
    });
    expect(forAdmin.data.article.title).toBe("Una bozza riservata");
    for (const cookie of [reader.cookie, undefined]) {
      const r = await call(previewLoader, `/anteprima/articoli/${id}`, {
        ...(cookie ? { cookie } : {}),
        params: { id },
      });
      expect(r.status).toBe(404);
    }
  });

  it("author pages and section archives page past the newest 20", async () => {
    for (let i = 0; i < 23; i++)
      await published(`Archivio ${i}`, { slug: `archivio-${i}`, author: "Niccolò Bàrtoli" });
    const author = await listAuthorPage(db(), "niccolo-bartoli", 2);
    expect(author?.name).toBe("Niccolò Bàrtoli");
    expect(author?.total).toBe(23);
    expect(author?.rows).toHaveLength(3);
    const section = await listSectionPage(db(), sectionId, 2);
    expect(section.rows.length).toBeGreaterThan(0);
    expect(section.pageCount).toBeGreaterThanOrEqual(2);
  });
});

describe("newsletter (double opt-in)", () => {
  it("subscribes only after the link in the e-mail is confirmed, and unsubscribes", async () => {
    const email = "lettrice@esempio.it";
    const asked = await call(newsletterAction, "/newsletter", { fields: { intent: "subscribe", email } });
    expect(asked.data.message).toBe(MESSAGES.newsletterCheckInbox);
    const [pending] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(pending?.status).toBe("pending");
    const mail = t.services.mailer.outbox.at(-1)!;
    expect(mail.to).toBe(email);
    const token = /conferma=([\w-]+)/.exec(mail.text)?.[1] ?? "";
    const confirmed = await call(newsletterAction, "/newsletter", { fields: { intent: "confirm", token } });
    expect(confirmed.data.message).toBe(MESSAGES.newsletterConfirmed);
    const left = await call(newsletterAction, "/newsletter", {
      fields: { intent: "unsubscribe", token: /disiscrizione=([\w-]+)/.exec(mail.text)?.[1] ?? "" },
    });
    expect(left.data.message).toBe(MESSAGES.newsletterUnsubscribed);
    const [row] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row?.status).toBe("unsubscribed");
    expect(Object.keys(row!).sort()).toEqual(
      ["confirmedAt", "createdAt", "email", "id", "status", "tokenHash", "unsubscribedAt"].sort(),
    );
  });

  it("a wrong link changes nothing", async () => {
    const r = await call(newsletterAction, "/newsletter", {
      fields: { intent: "confirm", token: "x".repeat(30) },
    });
    expect(r.data.message).toBe(MESSAGES.newsletterLinkInvalid);
  });
});

// When a tab's data cannot be read, the admin sees the spec's message for that tab
// instead of a server error. The failure is real: the tab's table is renamed away
// for the duration of one call.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankings, userRoles } from "~/db/schema";
import * as MESSAGES from "~/lib/messages";
import { loader as ambassadorLoader } from "~/routes/admin/ambassador";
import { loader as articlesLoader } from "~/routes/admin/articles";
import { loader as categoriesLoader } from "~/routes/admin/categories";
import { loader as partnersLoader } from "~/routes/admin/partners";
import { loader as itemsLoader } from "~/routes/admin/ranking-items";
import { loader as rankingsLoader } from "~/routes/admin/rankings";
import { callRoute } from "../../../tests/helpers/route-call";
import { createTestServices, signUpAndSignIn, type TestServices } from "../../../tests/helpers/test-services";

let t: TestServices;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestServices();
  const admin = await signUpAndSignIn(t.services, { email: "admin@atlante.test" });
  adminCookie = admin.cookie;
  await t.services.db.insert(userRoles).values({ userId: admin.userId, role: "admin" });
  await t.services.db.insert(rankings).values({ title: "Top vini", slug: "top-vini", isActive: true });
});
afterAll(async () => {
  await t?.close();
});

/** Loads `path` with `table` unreachable, then puts the table back. */
async function loadWithout(table: string, loader: Parameters<typeof callRoute>[1], path: string) {
  const db = t.services.db;
  await db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    return await callRoute(t.services, loader, path, { cookie: adminCookie });
  } finally {
    await db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

describe("admin tabs when their data cannot be read", () => {
  // The users tab reads the tables that sign-in itself needs, so it cannot be cut off alone.
  it.each([
    {
      tab: "Rubriche",
      table: "categories",
      loader: categoriesLoader,
      path: "/admin/rubriche",
      message: MESSAGES.loadCategories,
    },
    {
      tab: "Articoli",
      table: "articles",
      loader: articlesLoader,
      path: "/admin/articoli",
      message: MESSAGES.loadError,
    },
    {
      tab: "Classifiche",
      table: "rankings",
      loader: rankingsLoader,
      path: "/admin/classifiche",
      message: MESSAGES.loadRankings,
    },
    {
      tab: "Elementi (classifiche)",
      table: "rankings",
      loader: itemsLoader,
      path: "/admin/elementi",
      message: MESSAGES.loadRankings,
    },
    {
      tab: "Elementi",
      table: "ranking_items",
      loader: itemsLoader,
      path: "/admin/elementi",
      message: MESSAGES.loadItems,
    },
    {
      tab: "Partner",
      table: "partner_profiles",
      loader: partnersLoader,
      path: "/admin/partner",
      message: MESSAGES.loadProfiles,
    },
    {
      tab: "Ambassador",
      table: "ambassador_requests",
      loader: ambassadorLoader,
      path: "/admin/ambassador",
      message: MESSAGES.loadRequests,
    },
  ])("$tab without $table shows '$message'", async ({ table, loader, path, message }) => {
    const answer = await loadWithout(table, loader, path);
    expect(answer.status).toBe(200);
    expect(answer.data.loadError).toBe(message);
    expect(answer.data.rows).toEqual([]);
  });

  it("the same tabs load normally once the data is back", async () => {
    const answer = await callRoute(t.services, categoriesLoader, "/admin/rubriche", {
      cookie: adminCookie,
    });
    expect(answer.data.loadError).toBeNull();
  });
});

// biome-ignore-all lint/suspicious/noExplicitAny: route answers are inspected loosely in these tests.
// Partner statistics (issue 12): counting, privacy, batching across instances, and who
// may read what.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  articlePartners,
  articles,
  categories,
  partnerStatsDaily,
  rankingItems,
  rankings,
  userRoles,
} from "~/db/schema";
import { loader as overviewLoader } from "~/routes/admin/partner-stats";
import { action as beaconAction } from "~/routes/api/stats";
import { loader as dashboardLoader } from "~/routes/partner/statistics";
import { loader as csvLoader } from "~/routes/partner/statistics-csv";
import { loader as profileLoader } from "~/routes/public/profile";
import { invalidatePublicPages } from "~/server/page-cache.server";
import { StatsCollector, statsDay } from "~/server/stats.server";
import { insertPartner } from "../../../tests/factories";
import { callRoute } from "../../../tests/helpers/route-call";
import {
  contextFor,
  createTestServices,
  signUpAndSignIn,
  type TestServices,
} from "../../../tests/helpers/test-services";
import { countable, sourceFromReferrer } from "./observe.server";
import { getPartnerStats, parseRange } from "./partner-stats.server";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

let t: TestServices;
let owner: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
let admin: { cookie: string; userId: string };
let mine: string;
let theirs: string;

async function profile(userId: string, slug: string, stato: "bozza" | "pubblicato" = "pubblicato") {
  return (await insertPartner(t.services.db, { userId, slug, nome: `Partner ${slug}`, stato })).id;
}

beforeAll(async () => {
  t = await createTestServices();
  owner = await signUpAndSignIn(t.services, { email: "museo@esempio.it" });
  other = await signUpAndSignIn(t.services, { email: "cantina@esempio.it" });
  admin = await signUpAndSignIn(t.services, { email: "admin@atlante.test" });
  await t.services.db.insert(userRoles).values({ userId: admin.userId, role: "admin" });
  mine = await profile(owner.userId, "museo-del-vetro");
  theirs = await profile(other.userId, "cantina-del-colle");
  invalidatePublicPages();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.services.db;

async function count(partnerId: string, metric: string, source?: string) {
  const [row] = await db()
    .select({ n: sql<number>`coalesce(sum(${partnerStatsDaily.count}), 0)`.mapWith(Number) })
    .from(partnerStatsDaily)
    .where(
      sql`${partnerStatsDaily.partnerProfileId} = ${partnerId} and ${partnerStatsDaily.metric} = ${metric}${source === undefined ? sql`` : sql` and ${partnerStatsDaily.source} = ${source}`}`,
    );
  return row?.n ?? 0;
}

function beacon(events: unknown, headers: Record<string, string> = {}) {
  const request = new Request("http://localhost/api/statistiche", {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": CHROME, ...headers },
    body: JSON.stringify({ events }),
  });
  return beaconAction({ request, context: contextFor(t.services), params: {} } as any) as Promise<Response>;
}

describe("who is counted", () => {
  it("skips crawlers, Do-Not-Track, Global Privacy Control and prefetches", () => {
    expect(countable({ "user-agent": CHROME })).toBe(true);
    expect(
      countable({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
    ).toBe(false);
    expect(countable({ "user-agent": "" })).toBe(false);
    expect(countable({ "user-agent": CHROME, dnt: "1" })).toBe(false);
    expect(countable({ "user-agent": CHROME, "sec-gpc": "1" })).toBe(false);
    expect(countable({ "user-agent": CHROME, "sec-purpose": "prefetch" })).toBe(false);
  });

  it("names the source of a visit from its referrer", () => {
    const site = "https://atlante.example";
    expect(sourceFromReferrer(null, site)).toBe("direct");
    expect(sourceFromReferrer(`${site}/partner?regione=Toscana`, site)).toBe("directory");
    expect(sourceFromReferrer(`${site}/cerca?q=vetro`, site)).toBe("search");
    expect(sourceFromReferrer(`${site}/ai-tour/sicilia`, site)).toBe("ai");
    expect(sourceFromReferrer(`${site}/magazine/arte/un-articolo`, site)).toBe("magazine");
    expect(sourceFromReferrer(`${site}/liste/top-100-brand`, site)).toBe("ranking");
    expect(sourceFromReferrer("https://www.google.com/", site)).toBe("ext:google.com");
  });
});

describe("the batch", () => {
  it("adds, never overwrites: two instances flushing the same day sum up; visitors are distinct", async () => {
    const a = new StatsCollector(db(), t.services.logger);
    const b = new StatsCollector(db(), t.services.logger);
    for (let i = 0; i < 7; i++) await a.recordView(mine, "directory", `10.0.0.${i % 3}`, CHROME);
    for (let i = 0; i < 5; i++) await b.recordView(mine, "directory", `10.0.0.${i % 3}`, CHROME);
    expect(await count(mine, "view")).toBe(0);
    await Promise.all([a.flush(), b.flush()]);
    expect(await count(mine, "view", "directory")).toBe(12);
    // Three addresses, seen by both instances: three visitors, not six.
    expect(await count(mine, "unique_visitor")).toBe(3);
    await a.flush();
    expect(await count(mine, "view", "directory")).toBe(12);
  });

  it("a failed flush keeps the counts for the next one", async () => {
    const c = new StatsCollector(db(), t.services.logger);
    c.record({ partnerId: mine, metric: "phone_click" });
    await db().execute(sql.raw("alter table partner_stats_daily rename to partner_stats_daily_away"));
    try {
      await c.flush();
    } finally {
      await db().execute(sql.raw("alter table partner_stats_daily_away rename to partner_stats_daily"));
    }
    expect(c.pending).toBe(1);
    await c.flush();
    expect(await count(mine, "phone_click")).toBe(1);
  });
});

describe("the beacon", () => {
  it("counts impressions and clicks of published profiles only; bots, DNT and junk are ignored", async () => {
    const before = await count(mine, "website_click");
    expect(
      (
        await beacon([
          { p: "museo-del-vetro", m: "website_click" },
          { p: "museo-del-vetro", m: "ai_impression", s: "ai-tour" },
        ])
      ).status,
    ).toBe(204);
    await beacon([{ p: "museo-del-vetro", m: "website_click" }], { dnt: "1" });
    await beacon([{ p: "museo-del-vetro", m: "website_click" }], { "user-agent": "curl/8.5.0 bot" });
    await beacon([{ p: "non-esiste", m: "website_click" }]);
    await beacon([{ p: "museo-del-vetro", m: "view" }]);
    await beacon("<script>");
    await t.services.stats.flush();
    expect(await count(mine, "website_click")).toBe(before + 1);
    expect(await count(mine, "ai_impression", "ai-tour")).toBe(1);
    expect(await count(mine, "view", "")).toBe(0);
  });
});

describe("who reads what", () => {
  it("a partner sees only their own numbers, whatever the URL says", async () => {
    await db()
      .insert(partnerStatsDaily)
      .values({ partnerProfileId: theirs, day: statsDay(), metric: "view", source: "direct", count: 999 });
    const own = await callRoute(
      t.services,
      dashboardLoader,
      `/area-partner/statistiche?partner=${theirs}&id=${theirs}`,
      { cookie: owner.cookie },
    );
    expect(own.data.nome).toBe("Partner museo-del-vetro");
    expect(own.data.stats.totals.view).toBe(12);
    const csv = (await csvLoader({
      request: new Request(`http://localhost/area-partner/statistiche.csv?partner=${theirs}`, {
        headers: { cookie: owner.cookie },
      }),
      context: contextFor(t.services),
      params: {},
    } as any)) as Response;
    const text = await csv.text();
    expect(text).toContain("Visite alla scheda");
    expect(text).not.toContain("999");
    const anonymous = await callRoute(t.services, dashboardLoader, "/area-partner/statistiche");
    expect(anonymous.status).toBe(302);
    const notAdmin = await callRoute(t.services, overviewLoader, "/admin/partner/statistiche", {
      cookie: owner.cookie,
    });
    expect(notAdmin.status).toBe(302);
  });

  it("a draft profile shows the empty state", async () => {
    const draftOwner = await signUpAndSignIn(t.services, { email: "bozza@esempio.it" });
    await profile(draftOwner.userId, "ancora-in-bozza", "bozza");
    const r = await callRoute(t.services, dashboardLoader, "/area-partner/statistiche", {
      cookie: draftOwner.cookie,
    });
    expect(r.data.published).toBe(false);
    expect(r.data.stats).toBeNull();
  });

  it("the admin overview lists every published partner, sortable", async () => {
    const r = await callRoute(t.services, overviewLoader, "/admin/partner/statistiche?ordina=visite", {
      cookie: admin.cookie,
    });
    expect(r.data.rows.map((row: any) => row.slug)).toEqual(["cantina-del-colle", "museo-del-vetro"]);
    expect(r.data.rows[0].views).toBe(999);
  });
});

describe("periods", () => {
  it("compares with the period before and refuses impossible ranges", async () => {
    const today = statsDay();
    const week = parseRange(new URL("http://x/?periodo=7"), today);
    expect(week.range.days).toBe(7);
    expect(parseRange(new URL("http://x/?da=2026-01-10&a=2026-01-01"), today).note).toMatch(/non valido/);
    expect(parseRange(new URL("http://x/?da=2020-01-01&a=2026-01-01"), today).note).toMatch(/non valido/);
    const stats = await getPartnerStats(db(), mine, week.range);
    expect(stats.series.view).toHaveLength(7);
    expect(stats.previous.view).toBe(0);
  });
});

describe("rankings and magazine name their partners", () => {
  it("the profile lists its rankings and articles in the same query", async () => {
    const [ranking] = await db()
      .insert(rankings)
      .values({ title: "I musei del vetro", slug: "musei-vetro" })
      .returning();
    await db()
      .insert(rankingItems)
      .values({ rankingId: ranking!.id, rank: 2, title: "Museo del Vetro", partnerProfileId: mine });
    const [section] = await db()
      .insert(categories)
      .values({ name: "Arte e Cultura", slug: "arte" })
      .returning();
    const [article] = await db()
      .insert(articles)
      .values({
        title: "Le fornaci di Murano",
        slug: "fornaci-murano",
        categoryId: section!.id,
        isPublished: true,
      })
      .returning();
    await db().insert(articlePartners).values({ articleId: article!.id, partnerProfileId: mine });
    const r = await callRoute(t.services, profileLoader, "/atlas/museo-del-vetro", {
      params: { slug: "museo-del-vetro" },
    });
    expect(r.data.mentions.rankings).toEqual([{ title: "I musei del vetro", slug: "musei-vetro", rank: 2 }]);
    expect(r.data.mentions.articles.map((a: any) => a.slug)).toEqual(["fornaci-murano"]);
    await db().update(articles).set({ isPublished: false }).where(eq(articles.id, article!.id));
    const hidden = await callRoute(t.services, profileLoader, "/atlas/museo-del-vetro", {
      params: { slug: "museo-del-vetro" },
    });
    expect(hidden.data.mentions.articles).toEqual([]);
  });
});

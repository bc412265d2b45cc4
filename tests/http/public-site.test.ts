import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../helpers/test-server";
import { xmlProblem, xmlValues } from "../helpers/xml-check";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ PAGE_CACHE_TTL_SECONDS: "30" });
});
afterAll(async () => {
  await server?.stop();
});

/** The site's absolute URLs name SITE_URL; requests go to the test server. */
const local = (absolute: string) => {
  const u = new URL(absolute);
  return `${server.url}${u.pathname}${u.search}`;
};

async function statusOf(url: string) {
  const response = await fetch(url, { redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

describe("sitemap.xml", () => {
  it("is well-formed, lists every kind of public page with lastmod, and every URL answers 200", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xmlProblem(xml)).toBeNull();
    const locs = xmlValues(xml, "loc");
    const paths = locs.map((l) => new URL(l).pathname);
    expect(paths).toContain("/");
    expect(paths.filter((p) => /^\/magazine\/[a-z]+$/.test(p))).toHaveLength(6);
    expect(paths.filter((p) => /^\/magazine\/[a-z]+\/.+/.test(p))).toHaveLength(42);
    expect(paths.filter((p) => /^\/liste\/.+/.test(p))).toHaveLength(5);
    expect(paths.filter((p) => /^\/atlas\/.+/.test(p))).toHaveLength(14);
    expect(xml.match(/<lastmod>/g)?.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const loc of locs) {
      const status = await statusOf(local(loc));
      if (status !== 200) failures.push(`${status} ${loc}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe("robots.txt", () => {
  it("allows the public site, closes private areas and names the sitemap", async () => {
    const text = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /admin");
    expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });
});

describe("RSS feeds", () => {
  it("the magazine and each section have a well-formed RSS 2.0 feed whose links answer 200, advertised by the pages", async () => {
    const home = await (await fetch(`${server.url}/magazine`)).text();
    expect(home).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]+href="[^"]+\/rss\.xml"/);
    const section = await (await fetch(`${server.url}/magazine/design`)).text();
    expect(section).toMatch(
      /<link rel="alternate" type="application\/rss\+xml"[^>]+href="[^"]+\/rss\/design\.xml"/,
    );

    for (const feed of [
      "/rss.xml",
      "/rss/moda.xml",
      "/rss/lifestyle.xml",
      "/rss/design.xml",
      "/rss/arte.xml",
      "/rss/turismo.xml",
      "/rss/innovazione.xml",
    ]) {
      const response = await fetch(`${server.url}${feed}`);
      expect(response.status, feed).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/rss+xml");
      const xml = await response.text();
      expect(xmlProblem(xml), feed).toBeNull();
      expect(xml).toContain('<rss version="2.0"');
      const links = xmlValues(xml, "link").slice(1);
      expect(links.length, feed).toBeGreaterThanOrEqual(6);
      if (feed !== "/rss.xml") {
        const slug = feed.slice(5, -4);
        expect(links.every((l) => new URL(l).pathname.startsWith(`/magazine/${slug}/`))).toBe(true);
      }
      for (const link of links.slice(0, 8)) expect(await statusOf(local(link)), link).toBe(200);
    }
    expect(await statusOf(`${server.url}/rss/sport.xml`)).toBe(404);
  }, 120_000);
});

describe("HTTP caching", () => {
  it("anonymous public pages carry CDN headers and come from the page cache on repeat", async () => {
    const first = await fetch(`${server.url}/liste`);
    await first.text();
    expect(first.headers.get("cache-control")).toMatch(/^public, .*s-maxage=30, stale-while-revalidate=/);
    const second = await fetch(`${server.url}/liste`);
    const html = await second.text();
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    const nonce = /'nonce-([^']+)'/.exec(second.headers.get("content-security-policy") ?? "")?.[1];
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("visitors with a session cookie get private, uncached pages", async () => {
    const response = await fetch(`${server.url}/liste`, {
      headers: { cookie: "better-auth.session_token=x" },
    });
    await response.text();
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-page-cache")).toBeNull();
  });
});

describe("JavaScript after the first paint (ADR 0106)", () => {
  it("pages load no module before the loader runs, and every module it names is served", async () => {
    for (const path of ["/", "/magazine", "/liste/top-100-brand", "/partner"]) {
      for (const round of ["miss", "hit"]) {
        const response = await fetch(`${server.url}${path}`);
        const html = await response.text();
        const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
        const where = `${path} (${round})`;
        expect(html, where).not.toMatch(/<link rel="modulepreload"|<script[^>]* type="module"/);
        const inert = html.match(
          /<script nonce="([^"]+)" type="text\/plain" id="rr-module">([^<]*)<\/script>/,
        );
        expect(inert?.[1], where).toBe(nonce);
        const loader = html.match(
          /<script nonce="([^"]+)">\(function\(\)\{var started.*?(\["\/assets\/[^\]]*\])/,
        );
        expect(loader?.[1], where).toBe(nonce);
        const modules = new Set([
          ...(JSON.parse(loader?.[2] ?? "[]") as string[]),
          ...[...(inert?.[2] ?? "").matchAll(/import(?: \* as \w+ from)?\(?"([^"]+)"/g)].map((m) => m[1]),
        ]);
        expect(modules.size, where).toBeGreaterThan(3);
        for (const module of modules) {
          const asset = await fetch(`${server.url}${module}`);
          await asset.arrayBuffer();
          expect(`${asset.status} ${asset.headers.get("content-type")}`, module).toMatch(/^200 .*javascript/);
        }
      }
    }
  });
});

describe("redirects and not-found pages", () => {
  it("D3 and D1 redirects are permanent; unknown pages are 404 with the spec texts", async () => {
    const d3 = await fetch(`${server.url}/partners/fondazione-terre-alte-del-cadore`, { redirect: "manual" });
    expect(d3.status).toBe(301);
    expect(new URL(d3.headers.get("location") ?? "", server.url).pathname).toBe(
      "/atlas/fondazione-terre-alte-del-cadore",
    );

    const notFound = await fetch(`${server.url}/atlas/non-esiste`);
    expect(notFound.status).toBe(404);
    const html = await notFound.text();
    expect(html).toContain("Scheda non trovata");
    expect(html).toContain("La scheda richiesta non esiste o non è pubblicata.");

    const ranking = await fetch(`${server.url}/liste/non-esiste`);
    expect(ranking.status).toBe(404);
    expect(await ranking.text()).toContain("Classifica non trovata");

    const article = await fetch(`${server.url}/magazine/moda/non-esiste`);
    expect(article.status).toBe(404);
    const articleHtml = await article.text();
    expect(articleHtml).toContain("Articolo non trovato");
    expect(articleHtml).toContain("Torna a Moda");
  });

  it("pages carry canonical, Open Graph, Twitter and JSON-LD tags", async () => {
    const html = await (await fetch(`${server.url}/atlas/fondazione-terre-alte-del-cadore`)).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/atlas\/fondazione-terre-alte-del-cadore"/);
    expect(html).toContain("<title>Fondazione Terre Alte del Cadore | Dolomiti · Atlante</title>");
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('"@type":"GovernmentOrganization"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain('"@type":"WebSite"');
  });
});

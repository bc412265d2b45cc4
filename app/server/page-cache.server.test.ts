import type http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contentVersion,
  invalidatePublicPages,
  isPublicPagePath,
  pageCacheMiddleware,
} from "~/server/page-cache.server";

/** The middleware in front of a fake renderer that counts renders and embeds the nonce. */
function makeApp(ttlSeconds: number) {
  let renders = 0;
  let nonceSeq = 0;
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = `nonce${++nonceSeq}`;
    res.setHeader("content-security-policy", `script-src 'nonce-${res.locals.nonce}'`);
    next();
  });
  app.use(pageCacheMiddleware({ ttlSeconds }));
  app.get("/{*path}", async (req, res) => {
    renders++;
    if (req.query.slow) await new Promise((r) => setTimeout(r, 300));
    if (req.path === "/liste/nope") return void res.status(404).send("no");
    if (req.query.cookie) res.setHeader("set-cookie", "a=b");
    res
      .type("html")
      .send(`<html><script nonce="${res.locals.nonce}">render ${renders} ${req.originalUrl}</script></html>`);
  });
  return { app, renders: () => renders };
}

async function listen(app: express.Express) {
  return new Promise<{ url: string; server: http.Server }>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, server });
    });
  });
}

describe("rendered-page cache", () => {
  let cached: Awaited<ReturnType<typeof listen>>;
  let off: Awaited<ReturnType<typeof listen>>;
  const on = makeApp(30);
  const disabled = makeApp(0);

  beforeAll(async () => {
    cached = await listen(on.app);
    off = await listen(disabled.app);
  });
  afterAll(() => {
    cached.server.close();
    off.server.close();
  });

  it("serves anonymous GETs of public pages from memory, with CDN headers and the page's own nonce", async () => {
    const first = await fetch(`${cached.url}/magazine`);
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=300",
    );
    const firstBody = await first.text();
    const second = await fetch(`${cached.url}/magazine`);
    const body = await second.text();
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(on.renders()).toBe(1);
    expect(first.headers.get("vary")).toMatch(/cookie/i);
    expect(second.headers.get("vary")).toMatch(/cookie/i);
    // ADR 1402: the cached bytes as rendered, with the CSP header naming their nonce
    // (not the nonce this request's middleware drew).
    const cspNonce = second.headers.get("content-security-policy")?.match(/nonce-([^']+)/)?.[1];
    expect(cspNonce).toBe(first.headers.get("content-security-policy")?.match(/nonce-([^']+)/)?.[1]);
    expect(body).toContain(`nonce="${cspNonce}"`);
    expect(body).toBe(firstBody);
  });

  it("renders an expired page once: meanwhile readers get the expired copy", async () => {
    const short = makeApp(1);
    const server = await listen(short.app);
    try {
      const first = await (await fetch(`${server.url}/liste?slow=1`)).text();
      await new Promise((r) => setTimeout(r, 1_100)); // expired
      const refreshing = fetch(`${server.url}/liste?slow=1`).then((r) => r.text());
      await new Promise((r) => setTimeout(r, 50)); // the re-render has started
      const waiting = await Promise.all(Array.from({ length: 5 }, () => fetch(`${server.url}/liste?slow=1`)));
      for (const r of waiting) {
        expect(r.headers.get("x-page-cache")).toBe("HIT");
        expect(await r.text()).toBe(first);
      }
      const fresh = await refreshing;
      expect(fresh).not.toBe(first);
      expect(short.renders()).toBe(2);
      expect(await (await fetch(`${server.url}/liste?slow=1`)).text()).toBe(fresh);
      // A content change leaves no copy to serve, expired or not.
      invalidatePublicPages();
      expect((await fetch(`${server.url}/liste?slow=1`)).headers.get("x-page-cache")).toBe("MISS");
    } finally {
      server.server.close();
    }
  });

  it("keys on the query string", async () => {
    const a = await (await fetch(`${cached.url}/partner?tipo=museo`)).text();
    const b = await (await fetch(`${cached.url}/partner?tipo=ente`)).text();
    expect(a).toContain("tipo=museo");
    expect(b).toContain("tipo=ente");
  });

  it("is invalidated by invalidatePublicPages()", async () => {
    await fetch(`${cached.url}/liste`);
    expect((await fetch(`${cached.url}/liste`)).headers.get("x-page-cache")).toBe("HIT");
    const before = contentVersion();
    invalidatePublicPages();
    expect(contentVersion()).toBe(before + 1);
    expect((await fetch(`${cached.url}/liste`)).headers.get("x-page-cache")).toBe("MISS");
  });

  it("never caches visitors with cookies, and marks their pages private", async () => {
    const rendersBefore = on.renders();
    for (let i = 0; i < 2; i++) {
      const r = await fetch(`${cached.url}/magazine`, {
        headers: { cookie: "better-auth.session_token=abc" },
      });
      expect(r.headers.get("x-page-cache")).toBeNull();
      expect(r.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(on.renders()).toBe(rendersBefore + 2);
  });

  it("skips non-public paths, other methods, errors and responses that set cookies", async () => {
    const start = on.renders();
    await fetch(`${cached.url}/area-partner`);
    await fetch(`${cached.url}/area-partner`);
    await fetch(`${cached.url}/liste/nope`);
    await fetch(`${cached.url}/liste/nope`);
    await fetch(`${cached.url}/liste/x?cookie=1`);
    const again = await fetch(`${cached.url}/liste/x?cookie=1`);
    expect(again.headers.get("x-page-cache")).toBe("MISS");
    expect(on.renders()).toBe(start + 6);
  });

  it("PAGE_CACHE_TTL_SECONDS=0 turns it off but keeps the headers", async () => {
    await fetch(`${off.url}/magazine`);
    const r = await fetch(`${off.url}/magazine`);
    expect(r.headers.get("x-page-cache")).toBe("MISS");
    expect(disabled.renders()).toBe(2);
  });

  it("knows the public paths", () => {
    for (const p of [
      "/",
      "/magazine",
      "/magazine/moda",
      "/magazine/moda/un-articolo",
      "/liste/top-100-brand",
      "/partner",
      "/atlas/x",
      "/sitemap.xml",
      "/rss.xml",
      "/rss/moda.xml",
    ]) {
      expect(isPublicPagePath(p), p).toBe(true);
    }
    for (const p of [
      "/admin",
      "/area-partner",
      "/auth",
      "/api/auth/session",
      "/magazine.data",
      "/experience",
    ]) {
      expect(isPublicPagePath(p), p).toBe(false);
    }
  });
});

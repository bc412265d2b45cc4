import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../helpers/test-server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ PAGE_CACHE_TTL_SECONDS: "60" });
});
afterAll(async () => {
  await server?.stop();
});

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("rendered-page cache fast path", () => {
  it("serves hits with the same security headers, a fresh nonce and one log line each", async () => {
    const first = await fetch(`${server.url}/termini`);
    const firstHtml = await first.text();
    expect(first.headers.get("x-page-cache")).toBe("MISS");

    const hit = await fetch(`${server.url}/termini`, { headers: { "accept-encoding": "identity" } });
    const html = await hit.text();
    expect(hit.status).toBe(200);
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    for (const header of [
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
    ]) {
      expect(hit.headers.get(header), header).toBe(first.headers.get(header));
    }
    expect(hit.headers.get("cache-control")).toContain("s-maxage=60");
    expect(hit.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const nonce = nonceOf(hit);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first));
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain(`nonce="${nonceOf(first)}"`);
    expect(html.replaceAll(`nonce="${nonce}"`, "")).toBe(
      firstHtml.replaceAll(`nonce="${nonceOf(first)}"`, ""),
    );
    for (let i = 0; i < 20 && !server.logs().includes('"cache":"HIT"'); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(server.logs()).toContain('"cache":"HIT"');
  });

  it("compresses hits for clients that accept it", async () => {
    await fetch(`${server.url}/privacy`);
    const hit = await fetch(`${server.url}/privacy`, { headers: { "accept-encoding": "gzip" } });
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    expect(await hit.text()).toContain("Privacy Policy");
  });

  it("never serves the cached page to a visitor with a session cookie", async () => {
    await fetch(`${server.url}/liste`);
    const withCookie = await fetch(`${server.url}/liste`, {
      headers: { cookie: "better-auth.session_token=abc" },
    });
    expect(withCookie.headers.get("x-page-cache")).toBeNull();
    expect(withCookie.headers.get("cache-control")).toBe("private, no-store");
  });
});

import http from "node:http";
import zlib from "node:zlib";
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
  it("serves hits with the same security headers, the page's own nonce and one log line each", async () => {
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
    // ADR 1402: the cached bytes are served as rendered, with the CSP naming their nonce.
    const nonce = nonceOf(hit);
    expect(nonce).toBeTruthy();
    expect(nonce).toBe(nonceOf(first));
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).toBe(firstHtml);
    for (let i = 0; i < 20 && !server.logs().includes('"cache":"HIT"'); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(server.logs()).toContain('"cache":"HIT"');
  });

  it("compresses hits once per encoding, for clients that accept it", async () => {
    const plain = await (
      await fetch(`${server.url}/privacy`, { headers: { "accept-encoding": "identity" } })
    ).text();
    for (const encoding of ["gzip", "br"]) {
      const raw: Buffer[] = [];
      for (let i = 0; i < 2; i++) {
        // node:http, not fetch, so the compressed bytes arrive as sent.
        const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
          http
            .get(`${server.url}/privacy`, { headers: { "accept-encoding": encoding } }, resolve)
            .on("error", reject),
        );
        expect(response.headers["x-page-cache"]).toBe("HIT");
        expect(response.headers["content-encoding"]).toBe(encoding);
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        raw.push(Buffer.concat(chunks));
        expect(Number(response.headers["content-length"])).toBe(raw[i]?.length);
      }
      expect(raw[1]?.equals(raw[0] as Buffer)).toBe(true);
      const decoded =
        encoding === "br" ? zlib.brotliDecompressSync(raw[0] as Buffer) : zlib.gunzipSync(raw[0] as Buffer);
      expect(decoded.toString("utf8")).toBe(plain);
      expect(plain).toContain("Privacy Policy");
    }
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

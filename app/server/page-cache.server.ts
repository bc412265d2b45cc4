/**
 * Content version for the rendered-page cache of public pages, and the cache
 * itself. Every write that changes what a reader sees (articles, categories,
 * rankings, partner profiles, ambassador embeds) calls `invalidatePublicPages()`.
 *
 * The cache keeps, per process and for PAGE_CACHE_TTL_SECONDS, the HTML (or XML)
 * of public pages rendered for anonymous GET requests, so a burst of readers
 * does not reach the database each time. Requests with cookies, other methods,
 * non-public paths and responses that set cookies are never cached. A cached
 * page keeps the CSP nonce it was rendered with, so its bytes never change and are
 * compressed once per encoding, not once per request (ADR 1402).
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { PUBLIC_PAGE_PATTERNS } from "~/lib/urls";

let version = 0;

export function contentVersion() {
  return version;
}

export function invalidatePublicPages() {
  version++;
  cache.clear();
}

type Encoding = "br" | "gzip";

interface CachedPage {
  version: number;
  expires: number;
  status: number;
  headers: [string, string][];
  /** The body as rendered, its nonce included (ADR 1402). */
  body: Buffer;
  /** The body compressed, built on the first hit that asks for each encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The page's Content-Security-Policy, naming the nonce in the body (null: none set). */
  csp: string | null;
  /** When a request started rendering this page again after it expired (see `usable`). */
  refreshingSince?: number;
}

/** How long one re-render of an expired page may take before another request tries. */
const REFRESH_TIMEOUT_MS = 10_000;

/**
 * Whether a stored page may answer now: fresh, or expired but being rendered again by
 * another request (then the others get the expired copy meanwhile, for at most the
 * stale-while-revalidate window: one render per expiry, not one per waiting reader).
 * A content change never leaves a stale copy: it empties the cache.
 */
function usable(hit: CachedPage | undefined, ttlSeconds: number, now: number): boolean {
  if (!hit || hit.version !== version) return false;
  if (hit.expires > now) return true;
  return (
    hit.refreshingSince !== undefined &&
    now - hit.refreshingSince < REFRESH_TIMEOUT_MS &&
    now - hit.expires < ttlSeconds * 10_000
  );
}

const cache = new Map<string, CachedPage>();
const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export function isPublicPagePath(pathname: string) {
  return PUBLIC_PAGE_PATTERNS.some((re) => re.test(pathname));
}

/** Anonymous visitor: no cookie at all, no credentials. */
function isAnonymous(req: Request) {
  return !req.headers.cookie && !req.headers.authorization;
}

/** Cache-Control for an anonymous public page: short browser life, CDN-friendly. */
export function publicCacheControl(ttlSeconds: number) {
  const shared = Math.max(ttlSeconds, 1);
  return `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${shared * 10}`;
}

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** The encoding a client prefers among those we store (brotli first), or null for none. */
function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accept = String(header ?? "");
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return null;
}

/** The entry's body in `encoding`, compressed once and then kept with the entry. */
function encodedBody(page: CachedPage, encoding: Encoding): Buffer {
  let body = page.encoded[encoding];
  if (!body) {
    body =
      encoding === "br"
        ? zlib.brotliCompressSync(page.body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
            },
          })
        : zlib.gzipSync(page.body, { level: 6 });
    page.encoded[encoding] = body;
  }
  return body;
}

/** Number of pages currently held (tests and diagnostics). */
export function pageCacheSize() {
  return cache.size;
}

const HOP_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "x-request-id",
  "content-security-policy",
  "vary",
  "etag",
  "date",
]);

/**
 * Express middleware, mounted just before the React Router handler.
 * - Public path + anonymous GET/HEAD: served from memory when fresh (x-page-cache: HIT),
 *   otherwise rendered, stored when 200 and cookie-free (MISS), and given CDN cache headers.
 * - Public path + signed-in visitor: `Cache-Control: private, no-store`.
 */
export function pageCacheMiddleware({ ttlSeconds }: { ttlSeconds: number }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = new URL(req.originalUrl, "http://x");
    if (!isPublicPagePath(url.pathname)) return next();

    if (!isAnonymous(req)) {
      // Never let a shared cache keep a page rendered for a signed-in visitor.
      const writeHead = res.writeHead;
      res.writeHead = function patched(this: Response, ...args: Parameters<Response["writeHead"]>) {
        res.setHeader("cache-control", PRIVATE_CACHE_CONTROL);
        return writeHead.apply(this, args);
      } as Response["writeHead"];
      return next();
    }

    const cacheControl = publicCacheControl(ttlSeconds);
    const key = url.pathname + url.search;
    const now = Date.now();

    if (ttlSeconds > 0) {
      const hit = cache.get(key);
      if (hit && usable(hit, ttlSeconds, now)) {
        res.status(hit.status);
        for (const [name, value] of hit.headers) res.setHeader(name, value);
        res.setHeader("cache-control", cacheControl);
        res.setHeader("x-page-cache", "HIT");
        res.vary("Cookie");
        // The page's own nonce, not this request's (ADR 1402).
        if (hit.csp) res.setHeader("content-security-policy", hit.csp);
        res.setHeader("content-length", String(hit.body.length));
        return void (req.method === "HEAD" ? res.end() : res.end(hit.body));
      }
      // Expired: this request renders it again; readers meanwhile get the expired copy.
      if (hit?.version === version) hit.refreshingSince = now;
      else if (hit) cache.delete(key);
    }

    const startVersion = version;
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const write = res.write;
    const end = res.end;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || tooBig) return;
      const buf = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buf.length;
      if (size > MAX_BODY_BYTES) tooBig = true;
      else chunks.push(buf);
    };
    const setHeaders = () => {
      if (res.headersSent) return;
      if (res.statusCode === 200 || res.statusCode === 301 || res.statusCode === 404) {
        res.setHeader(
          "cache-control",
          res.statusCode === 200 ? cacheControl : `public, max-age=0, s-maxage=${Math.max(ttlSeconds, 1)}`,
        );
      }
      res.setHeader("x-page-cache", "MISS");
      // A shared cache must not hand this anonymous page to a visitor with a session.
      res.vary("Cookie");
    };
    const writeHead = res.writeHead;
    res.writeHead = function patched(this: Response, ...args: Parameters<Response["writeHead"]>) {
      setHeaders();
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    res.write = function patchedWrite(this: Response, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).apply(this, [chunk, ...rest]);
    } as Response["write"];
    res.end = function patchedEnd(this: Response, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      const result = (end as (...a: unknown[]) => Response).apply(this, [chunk, ...rest]);
      const cacheable =
        ttlSeconds > 0 &&
        req.method === "GET" &&
        res.statusCode === 200 &&
        !tooBig &&
        !res.getHeader("set-cookie") &&
        version === startVersion;
      if (cacheable) {
        if (cache.size >= MAX_ENTRIES) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        const headers: [string, string][] = [];
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (HOP_HEADERS.has(name) || value === undefined) continue;
          headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
        }
        const csp = res.getHeader("content-security-policy");
        cache.set(key, {
          csp: typeof csp === "string" ? csp : null,
          version: startVersion,
          expires: Date.now() + ttlSeconds * 1000,
          status: 200,
          headers,
          body: Buffer.concat(chunks),
          encoded: {},
        });
      }
      return result;
    } as Response["end"];
    next();
  };
}

export interface FastPathOptions {
  ttlSeconds: number;
  /** While the database is unreachable the regular path answers (503). */
  isDatabaseDown: () => boolean;
  log: (fields: Record<string, unknown>) => void;
}

/**
 * Serves a fresh cached page straight from the Node request, before Express
 * and its middleware run: the stored response headers (security headers and the
 * page's own CSP included), the body compressed once per encoding and kept,
 * a request id and one log line. Returns false when the regular path must answer.
 */
export function serveCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  options: FastPathOptions,
): boolean {
  if (options.ttlSeconds <= 0 || (req.method !== "GET" && req.method !== "HEAD")) return false;
  if (req.headers.cookie || req.headers.authorization || cache.size === 0) return false;
  const started = performance.now();
  const target = req.url ?? "/";
  // Keys are normalised paths and queries: a target sent in another form takes the regular path.
  const hit = cache.get(target);
  if (!hit?.csp || !usable(hit, options.ttlSeconds, Date.now())) return false;
  if (options.isDatabaseDown()) return false;

  const requestId = crypto.randomUUID();
  const encoding = acceptedEncoding(req.headers["accept-encoding"]);
  const body = encoding ? encodedBody(hit, encoding) : hit.body;
  for (const [name, value] of hit.headers) res.setHeader(name, value);
  res.setHeader("content-security-policy", hit.csp);
  res.setHeader("cache-control", publicCacheControl(options.ttlSeconds));
  res.setHeader("vary", "Accept-Encoding, Cookie");
  res.setHeader("x-page-cache", "HIT");
  res.setHeader("x-request-id", requestId);
  if (encoding) res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", String(body.length));
  res.writeHead(hit.status);
  res.end(req.method === "HEAD" ? undefined : body);
  options.log({
    reqId: requestId,
    req: { method: req.method, url: target.split("?")[0], ip: req.socket.remoteAddress },
    res: { status: hit.status },
    responseTime: Math.round(performance.now() - started),
    cache: "HIT",
  });
  return true;
}

// Hostile requests against a running server (issue 18): shared by the in-suite probe
// (tests/http/hostile-probe.test.ts) and the standalone bench (scripts/bench/hostile-probe.ts).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

/** Path segments an attacker tries in place of every route parameter. */
export const HOSTILE_SEGMENTS = [
  "%00",
  "a%00b",
  "%ff",
  "a%ffb",
  "%C0%AF",
  "%ED%A0%80",
  "%E0%A4%A",
  "%",
  "%zz",
  "..%2f..%2fetc%2fpasswd",
] as const;

/** Form values carrying NUL and bytes that are not UTF-8 (urlencoded, already escaped). */
export const HOSTILE_FIELD_VALUES = ["a%00b", "%00", "%ff%fe", "%C0%80", "1e309"] as const;

/**
 * Every route path of app/routes.ts (nested admin routes prefixed), read from the source
 * so a new route is probed without editing this list.
 */
export function routePaths(root = process.cwd()): string[] {
  const source = fs.readFileSync(path.join(root, "app/routes.ts"), "utf8");
  const paths = new Set<string>(["/"]);
  let prefix = "";
  for (const line of source.split("\n")) {
    const parent = /route\("([^"]*)",\s*"[^"]+",\s*\[/.exec(line);
    if (parent) {
      prefix = `/${parent[1]}`;
      paths.add(prefix);
      continue;
    }
    if (/^\s*\]\),?\s*$/.test(line)) prefix = "";
    const child = /route\("([^"]*)"/.exec(line);
    if (child?.[1] !== undefined && child[1] !== "*") paths.add(`${prefix}/${child[1]}`.replace(/\/+/g, "/"));
    if (/index\(/.test(line) && prefix) paths.add(prefix);
  }
  return [...paths];
}

/** A route path with each `:param` (optional ones included) replaced by `value`. */
export function fillParams(routePath: string, value: string) {
  return routePath.replace(/:[A-Za-z]+\??/g, value).replace(/\.(csv|ics)$/, (ext) => ext);
}

export interface ProbeRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  label: string;
}

const FORM = "application/x-www-form-urlencoded";

/** The probe's requests for one route: hostile parameters, query, form fields, multipart. */
export function hostileRequestsFor(routePath: string, origin: string): ProbeRequest[] {
  const requests: ProbeRequest[] = [];
  const hasParams = routePath.includes(":");
  for (const segment of HOSTILE_SEGMENTS) {
    const target = hasParams ? fillParams(routePath, segment) : `${routePath.replace(/\/$/, "")}/${segment}`;
    requests.push({ method: "GET", path: target, label: `GET param ${segment}` });
  }
  const base = fillParams(routePath, "x");
  requests.push({ method: "GET", path: `${base}?q=%00&page=1e309&redirect=%ff`, label: "GET query" });
  for (const value of HOSTILE_FIELD_VALUES) {
    requests.push({
      method: "POST",
      path: base,
      headers: { origin, "content-type": FORM },
      body: `intent=${value}&email=${value}&password=${value}&name=${value}&q=${value}&orderIndex=${value}&redirectTo=${value}`,
      label: `POST form ${value}`,
    });
  }
  requests.push({
    method: "POST",
    path: base,
    headers: { origin, "content-type": "multipart/form-data" },
    body: "intent=signin",
    label: "POST multipart without boundary",
  });
  requests.push({
    method: "POST",
    path: base,
    headers: { origin, "content-type": "application/json" },
    body: '{"question":"a\\u0000b","interests":["\\u0000"],"start":"\\ud800"}',
    label: "POST JSON with NUL",
  });
  return requests;
}

export interface ProbeResult {
  request: ProbeRequest;
  status: number;
  location: string | null;
}

/** Sends one request (no redirects followed); a network error counts as status 0. */
export async function send(baseUrl: string, request: ProbeRequest, cookie?: string): Promise<ProbeResult> {
  const headers: Record<string, string> = { ...request.headers };
  if (cookie) headers.cookie = cookie;
  const status = await rawRequest(baseUrl, request.method, request.path, headers, request.body);
  return { request, status: status.status, location: status.location };
}

/**
 * node:http rather than fetch: fetch would normalise the hostile path (and refuse some of
 * it) before it leaves; the probe needs the bytes on the wire exactly as written.
 */
function rawRequest(
  baseUrl: string,
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; location: string | null }> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path: target, headers, agent: false },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, location: (res.headers.location as string) ?? null }),
        );
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, location: null }));
    req.end(body);
  });
}

/** Whether a Location header would take a browser off `baseUrl`'s origin. */
export function leavesSite(baseUrl: string, location: string | null) {
  if (!location) return false;
  try {
    return new URL(location, `${baseUrl}/auth`).origin !== new URL(baseUrl).origin;
  } catch {
    return true;
  }
}

export interface OversizedResult {
  status: number;
  ms: number;
  sentBytes: number;
}

/**
 * Streams `totalBytes` of body to `target` (chunked unless `declare` is set) and resolves
 * with the answer's status and how long it took; stops sending once the answer arrives.
 */
export function sendOversized(
  baseUrl: string,
  target: string,
  totalBytes: number,
  options: { declare?: boolean; contentType?: string; cookie?: string } = {},
): Promise<OversizedResult> {
  const url = new URL(baseUrl);
  const headers: Record<string, string | number> = {
    origin: url.origin,
    "content-type": options.contentType ?? FORM,
  };
  if (options.declare) headers["content-length"] = totalBytes;
  if (options.cookie) headers.cookie = options.cookie;
  // A keep-alive connection, as browsers use: with "Connection: close" Node's server shuts the
  // socket as soon as it has answered, and the client may see the reset before the answer.
  const agent = new http.Agent({ keepAlive: true });
  return new Promise((resolve) => {
    const started = performance.now();
    let sent = 0;
    let done = false;
    const req = http.request({
      host: url.hostname,
      port: Number(url.port),
      method: "POST",
      path: target,
      agent,
      headers,
    });
    req.on("response", (res) => {
      done = true;
      resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, sentBytes: sent });
      res.resume();
      res.on("end", () => {
        req.destroy();
        agent.destroy();
      });
    });
    req.on("error", () => {
      if (!done) resolve({ status: 0, ms: performance.now() - started, sentBytes: sent });
      done = true;
      agent.destroy();
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (!done && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!done) req.end();
    };
    pump();
  });
}

/** Counts results by status, e.g. { "200": 3, "400": 120 }. */
export function countByStatus(results: readonly { status: number }[]) {
  const counts: Record<string, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

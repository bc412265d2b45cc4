// The HTTP edge (issue 18): checks made on the raw Node request before any route,
// page cache or body parser sees it — a malformed target, a body over its route
// class's limit (counted while it streams), multipart without a boundary — plus the
// headers every response carries. See ADR 1801.
import type { IncomingMessage, ServerResponse } from "node:http";
import { statusPage } from "~/server/status-page.server";

export const EDGE_MESSAGES = {
  tooLarge: "La richiesta è troppo grande: riduci il testo o le dimensioni del file e riprova.",
  tooLargeTitle: "Richiesta troppo grande",
  badRequest: "L'indirizzo o i dati inviati contengono caratteri non validi.",
  badRequestTitle: "Richiesta non valida",
  noBoundary: "Il modulo inviato non è valido: manca il separatore delle parti (boundary).",
} as const;

export const KB = 1024;

export type BodyClass = "ai" | "form" | "admin" | "upload";

export interface BodyLimits {
  /** UPLOAD_MAX_IMAGE_BYTES and UPLOAD_MAX_DOCUMENT_BYTES from the environment. */
  imageBytes: number;
  documentBytes: number;
}

/** Files the wizard accepts in one upload request (wizard-api checks the same number). */
export const WIZARD_FILES_PER_REQUEST = 10;
/** Room for the multipart framing and the text fields around the files. */
const MULTIPART_OVERHEAD = 1024 * KB;

/**
 * The route class of a path and its body limit in bytes:
 * - AI endpoints and AI forms: 16 KB (their input is a few short fields);
 * - uploads (signed-in users only): the configured image/document limit (times the files one
 *   request may carry), plus framing;
 * - admin forms: 1 MB (long article and profile texts);
 * - everything else (auth, logout, newsletter, partner forms, Better Auth's API): 64 KB.
 */
export function bodyLimitFor(
  pathname: string,
  limits: BodyLimits,
  signedIn = true,
): { kind: BodyClass; bytes: number } {
  // Uploads are for signed-in users only: without a session cookie the small-form limit applies.
  if (!signedIn && (pathname === "/area-partner/wizard/api" || pathname.startsWith("/admin/"))) {
    return { kind: "form", bytes: 64 * KB };
  }
  if (pathname === "/area-partner/wizard/api") {
    const largest = Math.max(limits.imageBytes, limits.documentBytes);
    return { kind: "upload", bytes: largest * WIZARD_FILES_PER_REQUEST + MULTIPART_OVERHEAD };
  }
  // The article editor carries a cover image; /admin/articoli/immagini an image in the text.
  if (pathname === "/admin/articoli/immagini" || pathname.startsWith("/admin/articoli/")) {
    return { kind: "upload", bytes: limits.imageBytes + MULTIPART_OVERHEAD };
  }
  if (
    pathname.startsWith("/api/ai/") ||
    pathname === "/experience" ||
    pathname.startsWith("/experience/") ||
    pathname.startsWith("/ai-tour") ||
    /^\/magazine\/[^/]+\/[^/]+\/ai\/?$/.test(pathname)
  ) {
    return { kind: "ai", bytes: 16 * KB };
  }
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return { kind: "admin", bytes: 1024 * KB };
  return { kind: "form", bytes: 64 * KB };
}

/**
 * Whether a request target is well formed once decoded: percent-encoding valid, the
 * decoded bytes valid UTF-8, and no NUL anywhere (path or query).
 */
export function isCleanTarget(target: string): boolean {
  if (target.includes("\0")) return false;
  const [path = "", query = ""] = splitTarget(target);
  return decodesCleanly(path) && decodesCleanly(query.replace(/\+/g, " "));
}

function splitTarget(target: string): [string, string] {
  const index = target.indexOf("?");
  return index === -1 ? [target, ""] : [target.slice(0, index), target.slice(index + 1)];
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decodesCleanly(part: string): boolean {
  if (!part.includes("%")) return true;
  const bytes: number[] = [];
  for (let i = 0; i < part.length; i++) {
    const char = part.charCodeAt(i);
    if (char === 0x25) {
      const hex = part.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return false;
      const byte = Number.parseInt(hex, 16);
      if (byte === 0) return false;
      bytes.push(byte);
      i += 2;
    } else if (char < 0x80) {
      bytes.push(char);
    } else {
      bytes.push(...Buffer.from(part[i] ?? "", "utf8"));
    }
  }
  try {
    utf8.decode(Uint8Array.from(bytes));
    return true;
  } catch {
    return false;
  }
}

/** A browser navigation gets an HTML page; scripts and API clients get JSON. */
function wantsHtml(req: IncomingMessage) {
  if (req.headers["sec-fetch-mode"] === "navigate") return true;
  const accept = String(req.headers.accept ?? "");
  return accept.includes("text/html");
}

const LINGER_MS = 2_000;

/**
 * Closes the connection shortly after the answer went out. Until then the rest of the body
 * is read and dropped, so the client gets to read the answer instead of a reset; after it,
 * whatever was still waiting on the body fails instead of seeing a truncated one.
 */
function closeSoon(req: IncomingMessage, res: ServerResponse) {
  const close = () => setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  if (res.writableFinished) close();
  else res.once("finish", close);
}

function hasBody(req: IncomingMessage) {
  return Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
}

/**
 * Answers an edge refusal. A 400's body is small or irrelevant: Node reads and drops it and
 * the connection stays usable. A 413's is not: the connection is closed shortly after.
 */
export function refuse(req: IncomingMessage, res: ServerResponse, status: 400 | 413, message: string) {
  if (res.headersSent) return;
  const title = status === 413 ? EDGE_MESSAGES.tooLargeTitle : EDGE_MESSAGES.badRequestTitle;
  const html = wantsHtml(req);
  const body = html ? statusPage(status, title, message) : JSON.stringify({ ok: false, message });
  res.writeHead(status, {
    "content-type": html ? "text/html; charset=utf-8" : "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
  });
  res.end(body);
  if (status === 413 && hasBody(req) && !req.complete) closeSoon(req, res);
}

/**
 * Counts the body's bytes as Node's parser hands them over (after de-chunking, so a
 * chunked body counts exactly like a declared one). Past the limit, the rest is dropped
 * unread, 413 is answered, and the connection closed shortly after.
 */
function countBody(req: IncomingMessage, res: ServerResponse, limit: number, onRefused: () => void) {
  let received = 0;
  let refused = false;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (refused) return true;
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as Buffer).length;
      if (received > limit) {
        refused = true;
        onRefused();
        refuse(req, res, 413, EDGE_MESSAGES.tooLarge);
        closeSoon(req, res);
        return true;
      }
    }
    return push(chunk, encoding);
  };
}

export const BODY_REFUSED = Symbol("atlante.bodyRefused");

/**
 * Runs the edge checks; returns true when the request was answered here.
 * Also sets Permissions-Policy on every response.
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse, limits: BodyLimits): boolean {
  res.setHeader("permissions-policy", PERMISSIONS_POLICY);
  noStoreForSessions(req, res);
  const target = req.url ?? "/";
  if (!isCleanTarget(target)) {
    refuse(req, res, 400, EDGE_MESSAGES.badRequest);
    return true;
  }
  const type = String(req.headers["content-type"] ?? "").toLowerCase();
  if (type.startsWith("multipart/") && !/;\s*boundary=("?)[^";]{1,200}\1/.test(type)) {
    refuse(req, res, 400, EDGE_MESSAGES.noBoundary);
    return true;
  }
  const pathname = splitTarget(target)[0];
  const { bytes } = bodyLimitFor(pathname, limits, hasSessionCookie(req));
  const declared = Number(req.headers["content-length"] ?? 0);
  if (Number.isFinite(declared) && declared > bytes) {
    (req as unknown as Record<symbol, boolean>)[BODY_REFUSED] = true;
    refuse(req, res, 413, EDGE_MESSAGES.tooLarge);
    return true;
  }
  countBody(req, res, bytes, () => {
    (req as unknown as Record<symbol, boolean>)[BODY_REFUSED] = true;
  });
  return false;
}

export function bodyWasRefused(req: IncomingMessage) {
  return (req as unknown as Record<symbol, boolean>)[BODY_REFUSED] === true;
}

/** No camera, microphone, location, payment or USB for any page; fullscreen for our own embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
  "browsing-topics=()",
].join(", ");

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

function hasSessionCookie(req: IncomingMessage) {
  return SESSION_COOKIE.test(String(req.headers.cookie ?? ""));
}
const PRIVATE_AREAS = /^\/(?:admin|area-partner|anteprima)(?:\/|$)/;

/**
 * `Cache-Control: private, no-store` on the admin, the partner area and the previews, and on
 * every answer to a request carrying a session cookie — unless the answer declared itself
 * publicly cacheable (fingerprinted assets, static files).
 */
function noStoreForSessions(req: IncomingMessage, res: ServerResponse) {
  const path = splitTarget(req.url ?? "/")[0];
  const privateArea = PRIVATE_AREAS.test(path);
  if (!privateArea && !hasSessionCookie(req)) return;
  const writeHead = res.writeHead;
  res.writeHead = function patched(this: ServerResponse, ...args: unknown[]) {
    const current = String(res.getHeader("cache-control") ?? "");
    const publicAsset =
      !privateArea && /\b(public|immutable)\b/.test(current) && !/\bs-maxage\b/.test(current);
    if (!publicAsset) res.setHeader("cache-control", "private, no-store");
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

import crypto from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import { toNodeHandler } from "better-auth/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import {
  countable,
  profileSlugOf,
  slugIndexFor,
  sourceFromReferrer,
} from "~/features/analytics/observe.server";
import { runArticleSchedule } from "~/features/magazine/articles-admin.server";
import { processSearchQueue } from "~/features/search/indexer.server";
import * as MESSAGES from "~/lib/messages";
import { CLIENT_IP_HEADER } from "~/server/auth.server";
import { boot } from "~/server/boot.server";
import { type AppServices, appContext } from "~/server/context.server";
import { bodyWasRefused, guardRequest } from "~/server/edge.server";
import { parseEnv } from "~/server/env.server";
import { serveMedia } from "~/server/media.server";
import { contentVersion, pageCacheMiddleware, serveCachedPage } from "~/server/page-cache.server";
import { statusPage } from "~/server/status-page.server";
import { isBucket } from "~/server/storage.server";
import { demoSeeder } from "../scripts/seed/seed";

declare module "express-serve-static-core" {
  interface Locals {
    nonce: string;
    requestId: string;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export interface CreateAppOptions {
  mode: "production" | "development";
  /** Defaults to the app's own build; tests may pass another. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
}

const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/** Boots the services and returns the Express app plus a shutdown hook. */
export async function createApp(options: CreateAppOptions) {
  const env = parseEnv();
  const { services, close } = await boot({ env, seed: demoSeeder });
  // In production the build is imported once; in development Vite reloads it per request.
  const build = options.build ?? (options.mode === "production" ? await loadBuild() : loadBuild);
  const expressApp = buildExpressApp(services, { ...options, build });
  // Fresh cached public pages skip Express entirely (ADR 0102); everything else goes through it.
  const fastPath = {
    ttlSeconds: services.env.PAGE_CACHE_TTL_SECONDS,
    isDatabaseDown: () => services.database.isDown(),
    log: (fields: Record<string, unknown>) => services.logger.info(fields, "request completed"),
  };
  const countView = profileViewCounter(services);
  const bodyLimits = { imageBytes: env.UPLOAD_MAX_IMAGE_BYTES, documentBytes: env.UPLOAD_MAX_DOCUMENT_BYTES };
  const app = (req: IncomingMessage, res: ServerResponse) => {
    // Issue 18 (ADR 1801): malformed targets and oversized bodies are refused before anything parses them.
    if (guardRequest(req, res, bodyLimits)) return;
    // Issue 12: a profile view is counted here, before the page cache, so cached pages count too.
    countView(req);
    if (!serveCachedPage(req, res, fastPath)) expressApp(req, res);
  };
  let recheck: NodeJS.Timeout | undefined;
  if (services.database.kind === "postgres") {
    // While the database is down, probe it so the site recovers by itself.
    recheck = setInterval(() => {
      if (services.database.isDown()) services.database.ping().catch(() => {});
    }, 2_000);
    recheck.unref();
  }
  // Issue 15: scheduled articles go public (and expired ones back to draft) on time.
  // Each change is one conditional UPDATE, so every instance can run this safely.
  const schedule = setInterval(() => {
    runArticleSchedule(services.db)
      // Issue 10: what the schedule (or any write) changed is indexed right after.
      .then(() => processSearchQueue(services.db))
      .catch((error) => services.logger.error({ err: error }, "article schedule failed"));
  }, env.SCHEDULER_INTERVAL_SECONDS * 1000);
  schedule.unref();
  services.stats.start(env.STATS_FLUSH_SECONDS);
  // Once a day (checked hourly): forget yesterday's visitor hashes and salts.
  const prune = setInterval(() => {
    services.stats.prune().catch((error) => services.logger.warn({ err: error }, "statistics prune failed"));
  }, 3_600_000);
  prune.unref();
  return {
    app,
    services,
    async shutdown() {
      clearInterval(schedule);
      clearInterval(prune);
      await services.stats.stop();
      clearInterval(recheck);
      await close();
    },
  };
}

export function buildExpressApp(services: AppServices, options: CreateAppOptions) {
  const { env, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  const siteOrigin = new URL(services.siteUrl).origin;

  // Request id and one JSON log line per request.
  app.use((req, res, next) => {
    const incoming = req.get("x-request-id");
    res.locals.requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.setHeader("x-request-id", res.locals.requestId);
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    // Overwrite, never trust, the header Better Auth keys its limiter on.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? "unknown";
    next();
  });
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => (res as Response).locals.requestId,
      quietReqLogger: true,
      autoLogging: { ignore: (req) => req.url === "/healthz" },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
      serializers: {
        req: (req) => ({ method: req.method, url: req.url?.split("?")[0], ip: req.remoteAddress }),
        res: (res) => ({ status: res.statusCode }),
      },
    }),
  );

  app.use(compression());

  const isDev = options.mode === "development";
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": isDev
            ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
            : ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`, "'strict-dynamic'"],
          "style-src": ["'self'", "'unsafe-inline'"],
          // Issue 18: images only from the site itself — media, S3 included, is served under /media —
          // so stored HTML cannot load tracking pixels.
          "img-src": ["'self'", "data:", "blob:"],
          "font-src": ["'self'", "data:"],
          "connect-src": isDev ? ["'self'", "ws:", "wss:"] : ["'self'"],
          // Video embeds on partner pages and the isolated ambassador frame.
          "frame-src": [
            "'self'",
            "https://www.youtube-nocookie.com",
            "https://www.youtube.com",
            "https://player.vimeo.com",
          ],
          "media-src": ["'self'", "blob:"],
          "object-src": ["'none'"],
          "base-uri": ["'self'"],
          "form-action": ["'self'"],
          "frame-ancestors": ["'self'"],
          ...(isDev ? {} : { "upgrade-insecure-requests": null }),
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: services.siteUrl.startsWith("https://"),
    }),
  );

  // Rendered-page cache and CDN headers for anonymous GETs of public pages (issue 3, ADR 0102):
  // early, so a cached page skips static-file lookups; it only ever answers allow-listed public paths.
  app.use(pageCacheMiddleware({ ttlSeconds: env.PAGE_CACHE_TTL_SECONDS }));

  // D8: the ambassador embed is a sandboxed document with its own CSP (set by its
  // route); the site's policy must not also apply to it (ADR 0401).
  app.use("/ambassador-embed", (_req, res, next) => {
    res.removeHeader("content-security-policy");
    next();
  });

  app.get("/healthz", (_req, res) => {
    res.set("cache-control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await services.database.ping();
      res.set("cache-control", "no-store").json({ status: "ready" });
    } catch {
      res.status(503).set("cache-control", "no-store").json({ status: "unavailable" });
    }
  });

  if (!isDev) {
    const clientDir = options.clientDir ?? path.resolve("build/client");
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    // Other built files (icons, fonts, images) by their top-level name, so a page request
    // does not cost a file-system lookup first.
    const servesFiles = express.static(clientDir, { maxAge: "1h", index: false });
    const topLevel = new Set(fs.existsSync(clientDir) ? fs.readdirSync(clientDir) : []);
    app.use((req, res, next) => {
      if (topLevel.has(req.path.split("/")[1] ?? "")) return servesFiles(req, res, next);
      next();
    });
  }

  // While the database is unreachable, answer a friendly 503 instead of failing mid-render.
  app.use((_req, res, next) => {
    if (!services.database.isDown()) return next();
    res
      .status(503)
      .set({ "retry-after": "5", "cache-control": "no-store" })
      .type("html")
      .send(statusPage(503, "Servizio non disponibile", MESSAGES.serviceUnavailable));
  });

  // Cross-origin writes are refused everywhere (forms, resource routes, auth API).
  app.use((req, res, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const sameOrigin = origin
      ? origin === siteOrigin || origin === `${req.protocol}://${req.get("host")}`
      : fetchSite !== "cross-site";
    if (sameOrigin) return next();
    res.status(403).type("text/plain; charset=utf-8").send(MESSAGES.crossOrigin);
  });

  app.all("/api/auth/*splat", toNodeHandler(services.auth));

  app.get("/media/:bucket/*key", async (req, res, next) => {
    try {
      const bucket = req.params.bucket;
      const key = (req.params as unknown as { key: string[] }).key.join("/");
      if (!isBucket(bucket)) return void res.status(404).end();
      const url = new URL(req.originalUrl, "http://x");
      const media = await serveMedia(services.storage, bucket, key, url.searchParams);
      res.status(media.status).set(media.headers).send(media.body);
    } catch (error) {
      next(error);
    }
  });

  app.use(
    createRequestHandler({
      build: options.build ?? loadBuild,
      mode: options.mode,
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        context.set(appContext, {
          ...services,
          requestId: res.locals.requestId,
          nonce: res.locals.nonce,
          clientIp: req.ip ?? "unknown",
          log: req.log ?? logger,
        });
        return context;
      },
    }),
  );

  // Last resort: never show a stack trace or internal message to a browser.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // A body refused at the edge (413 already sent) makes its reader fail: not an error of ours.
    if (bodyWasRefused(req)) return void (res.headersSent ? res.end() : res.status(413).end());
    // Express answers malformed bodies and URIs with a 4xx error of its own.
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === "number" && status >= 400 && status < 500 && !res.headersSent) {
      return void res
        .status(status)
        .set("cache-control", "no-store")
        .type("html")
        .send(statusPage(status, "Richiesta non valida", MESSAGES.genericError));
    }
    (req.log ?? logger).error({ err: error }, "unhandled error");
    if (res.headersSent) return void res.end();
    const unavailable = services.database.isDown();
    res
      .status(unavailable ? 503 : 500)
      .set("cache-control", "no-store")
      .type("html")
      .send(
        unavailable
          ? statusPage(503, "Servizio non disponibile", MESSAGES.serviceUnavailable)
          : statusPage(500, "Errore", "Si è verificato un errore imprevisto. Riprova tra qualche istante."),
      );
  });

  return app;
}

export { createLogger } from "~/server/logger.server";

/** The client's address as the server trusts it (TRUST_PROXY hops of X-Forwarded-For). */
function clientAddress(req: IncomingMessage, trustProxy: number) {
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (trustProxy > 0 && forwarded.length) return forwarded[Math.max(0, forwarded.length - trustProxy)] ?? "";
  return req.socket.remoteAddress ?? "";
}

/**
 * Counts a GET of a published profile (issue 12) without delaying it: no query on the
 * request (the slug index is in memory), bots and Do-Not-Track/GPC visitors skipped.
 */
function profileViewCounter(services: AppServices) {
  const slugs = slugIndexFor(services.db, contentVersion);
  const siteOrigin = new URL(services.siteUrl).origin;
  const notCounted = (error: unknown) => services.logger.warn({ err: error }, "profile view not counted");
  return (req: IncomingMessage) => {
    const url = req.url ?? "";
    if (req.method !== "GET" || !url.startsWith("/atlas/") || !services.env.STATS_ENABLED) return;
    const query = url.indexOf("?");
    const slug = profileSlugOf(query === -1 ? url : url.slice(0, query));
    if (!slug || !countable(req.headers)) return;
    const source = sourceFromReferrer(req.headers.referer, siteOrigin, req.headers.host);
    const address = clientAddress(req, services.env.TRUST_PROXY);
    const agent = req.headers["user-agent"] ?? "";
    // Synchronous while the slug index and the day's salt are loaded: no promise per view.
    const id = slugs.peek(slug);
    if (id === undefined)
      return void slugs
        .resolve(slug)
        .then((found) => (found ? services.stats.recordView(found, source, address, agent) : undefined))
        .catch(notCounted);
    if (id) services.stats.recordView(id, source, address, agent)?.catch(notCounted);
  };
}

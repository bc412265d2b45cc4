import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type DatabaseHandle, type Db, openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { createAuth } from "./auth.server";
import type { AppServices } from "./context.server";
import type { Env } from "./env.server";
import { createLogger, type Logger } from "./logger.server";
import { createMailer } from "./mailer.server";
import { runOrphanCleanupIfDue } from "./media-orphans.server";
import { adminExists } from "./policy.server";
import { S3Storage } from "./s3-storage.server";
import { StatsCollector } from "./stats.server";
import { LocalStorage, type Storage } from "./storage.server";

export class StartupError extends Error {
  override name = "StartupError";
}

/**
 * The cookie/auth secret: AUTH_SECRET, or one generated on first start and
 * kept in DATA_DIR (fine for a single embedded instance). Several instances
 * on PostgreSQL must share AUTH_SECRET.
 */
export function resolveSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.DATABASE_URL && env.NODE_ENV === "production") {
    throw new StartupError(
      "AUTH_SECRET is required in production when DATABASE_URL is set (all instances must share it).",
    );
  }
  const file = path.join(env.DATA_DIR, ".auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // First start.
  }
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function siteUrlFor(env: Env) {
  return (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

export function createStorage(env: Env): Storage {
  if (env.STORAGE_DRIVER === "s3") return S3Storage.fromEnv(env);
  return new LocalStorage(path.resolve(env.DATA_DIR, "uploads"));
}

export interface BootOptions {
  env: Env;
  logger?: Logger;
  /** Reuse an open database (tests). */
  database?: DatabaseHandle;
  migrate?: boolean;
  /**
   * Demo content loader, run on first start when SEED_ON_START is on (or `seedNow`).
   * Injected by the process entry so that app/ never imports the seed (scripts/seed).
   */
  seed?: Seeder;
  /** Seed even when SEED_ON_START is off (tests). */
  seedNow?: boolean;
  /** Start the background jobs (orphan clean-up); default: when boot opened the database itself. */
  jobs?: boolean;
}

/** The demo content: whether it is in place, and how to put it there. */
export interface Seeder {
  isSeeded(db: Db): Promise<boolean>;
  run(args: { db: Db; storage: Storage; log: Logger }): Promise<void>;
}

export interface BootResult {
  services: AppServices;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds on first start and builds the shared services. */
export async function boot(options: BootOptions): Promise<BootResult> {
  const { env } = options;
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const database =
    options.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: path.resolve(env.DATA_DIR),
      poolSize: env.DATABASE_POOL_SIZE,
    }));
  try {
    await database.ping();
  } catch (error) {
    await database.close().catch(() => {});
    throw new StartupError(
      `Cannot reach the database${env.DATABASE_URL ? ` at ${redactUrl(env.DATABASE_URL)}` : ""}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  if (options.migrate !== false) await migrateDatabase(database);
  const storage = createStorage(env);
  const seeder = options.seed;
  if (seeder && (options.seedNow ?? env.SEED_ON_START) && !(await seeder.isSeeded(database.db))) {
    await database.exclusive(async () => {
      if (!(await seeder.isSeeded(database.db))) await seeder.run({ db: database.db, storage, log: logger });
    });
  }
  const secret = resolveSecret(env);
  const siteUrl = siteUrlFor(env);
  const mailer = createMailer(env, logger);
  if (env.AUTH_REQUIRE_EMAIL_VERIFICATION && !mailer.available) {
    throw new StartupError(
      "AUTH_REQUIRE_EMAIL_VERIFICATION=true needs SMTP_URL to send the confirmation e-mails",
    );
  }
  const auth = createAuth({
    db: database.db,
    secret,
    baseURL: siteUrl,
    rateLimit: { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX },
    log: (level, message) => logger[level]({ source: "better-auth" }, message),
    emailVerification: env.AUTH_REQUIRE_EMAIL_VERIFICATION
      ? {
          send: (to, url) =>
            mailer.send({
              to,
              subject: "Conferma il tuo indirizzo email · Atlante",
              text: `Ciao,\n\nper completare la registrazione su Atlante apri questo link entro 24 ore:\n${url}\n\nSe non ti sei registrato tu, ignora questo messaggio.`,
            }),
        }
      : undefined,
  });
  const adminSetup = { token: null as string | null };
  if (!(await adminExists(database.db))) {
    adminSetup.token = env.ADMIN_SETUP_TOKEN ?? crypto.randomBytes(18).toString("base64url");
    if (!env.ADMIN_SETUP_TOKEN) {
      // D5: the operator reads the one-time token from the log to create the first admin.
      logger.warn(
        { setupToken: adminSetup.token, path: "/init-admin" },
        "no admin yet: use this one-time setup token at /init-admin or run `npm run admin:create`",
      );
    }
  }
  // Issue 18: orphan uploads removed on the scheduler's tick, once across instances (job lease).
  let jobs: NodeJS.Timeout | undefined;
  if (options.jobs ?? !options.database) {
    const jobOptions = {
      graceMs: env.ORPHAN_GRACE_HOURS * 3_600_000,
      everyMs: env.ORPHAN_CLEANUP_INTERVAL_MINUTES * 60_000,
    };
    jobs = setInterval(() => {
      runOrphanCleanupIfDue({ db: database.db, storage, logger }, jobOptions).catch((error) =>
        logger.error({ err: error }, "orphan upload clean-up failed"),
      );
    }, env.SCHEDULER_INTERVAL_SECONDS * 1000);
    jobs.unref();
  }
  return {
    services: {
      env,
      siteUrl,
      database,
      db: database.db,
      auth,
      logger,
      cookieSecret: secret,
      adminSetup,
      storage,
      mailer,
      stats: new StatsCollector(database.db, logger, env.STATS_ENABLED),
    },
    close: () => {
      clearInterval(jobs);
      return database.close();
    },
  };
}

export function redactUrl(url: string) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(invalid URL)";
  }
}

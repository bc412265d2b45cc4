import { z } from "zod";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
    .optional()
    .transform((v) => (v === undefined ? fallback : ["true", "1", "yes"].includes(v)));

const optionalUrl = z.url({ message: "must be a valid URL" }).optional();
const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);

/**
 * Every environment variable the server reads. `.env.example` documents each
 * one; a bad value stops the server at start-up with a message naming it.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: optionalUrl,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: "must start with postgres:// or postgresql://" })
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  SEED_ON_START: bool(true),

  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, { message: "must be at least 32 characters long" }).optional(),
  ),
  ADMIN_SETUP_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, { message: "must be at least 16 characters long" }).optional(),
  ),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Issue 18: new accounts confirm their e-mail before signing in (off in the demo). */
  AUTH_REQUIRE_EMAIL_VERIFICATION: bool(false),

  SITE_OPERATOR_NAME: z.string().min(1).default("Atlante Editoriale S.r.l."),
  SITE_OPERATOR_ADDRESS: z.string().min(1).default("Via della Spiga 1, 20121 Milano (MI)"),
  SITE_OPERATOR_EMAIL: z
    .email({ message: "must be a valid e-mail address" })
    .default("privacy@atlante.example"),
  SOCIAL_INSTAGRAM: z.preprocess(emptyToUndefined, optionalUrl),
  SOCIAL_FACEBOOK: z.preprocess(emptyToUndefined, optionalUrl),
  SOCIAL_LINKEDIN: z.preprocess(emptyToUndefined, optionalUrl),
  SOCIAL_YOUTUBE: z.preprocess(emptyToUndefined, optionalUrl),

  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET_PREFIX: z.string().default(""),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, optionalUrl),
  S3_REGION: z.string().default("auto"),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: bool(true),
  UPLOAD_MAX_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 1024 * 1024),
  UPLOAD_MAX_DOCUMENT_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 * 1024),
  // Issue 18: per-account daily upload quota (bytes actually received, files) and orphan clean-up.
  UPLOAD_QUOTA_BYTES_PER_DAY: z.coerce
    .number()
    .int()
    .min(1)
    .default(200 * 1024 * 1024),
  UPLOAD_QUOTA_FILES_PER_DAY: z.coerce.number().int().min(1).default(200),
  ORPHAN_GRACE_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  ORPHAN_CLEANUP_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),

  // Newsroom (issue 15): e-mail for the newsletter's double opt-in, the publishing schedule.
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must be smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default("Atlante <redazione@atlante.example>"),
  SCHEDULER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),

  // Partner statistics (issue 12): off counts nothing; counters reach the database every N seconds.
  STATS_ENABLED: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  STATS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(300).default(5),

  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(30),

  AI_PROVIDER: z.enum(["offline", "openai", "anthropic", "google", "openai-compatible"]).default("offline"),
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
  AI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  AI_BASE_URL: z.preprocess(emptyToUndefined, optionalUrl),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).default(1500),
  AI_DAILY_BUDGET_REQUESTS: z.coerce.number().int().min(0).default(2000),
  AI_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  AI_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    const env = result.data;
    if (env.STORAGE_DRIVER === "s3" && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
      throw new EnvError(
        "Invalid configuration:\n  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER=s3",
      );
    }
    if (env.AI_PROVIDER !== "offline" && env.AI_PROVIDER !== "openai-compatible" && !env.AI_API_KEY) {
      throw new EnvError(
        `Invalid configuration:\n  AI_API_KEY: required when AI_PROVIDER=${env.AI_PROVIDER}`,
      );
    }
    if (env.AI_PROVIDER === "openai-compatible" && !env.AI_BASE_URL) {
      throw new EnvError(
        "Invalid configuration:\n  AI_BASE_URL: required when AI_PROVIDER=openai-compatible",
      );
    }
    return env;
  }
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
}

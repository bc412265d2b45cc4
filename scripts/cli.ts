import { boot } from "~/server/boot.server";
import { EnvError, parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logger.server";

/** Boots the services for a command-line task and always closes the database. */
export async function withServices<T>(
  task: (services: Awaited<ReturnType<typeof boot>>["services"]) => Promise<T>,
): Promise<T> {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
  let booted: Awaited<ReturnType<typeof boot>>;
  try {
    booted = await boot({ env, logger, jobs: false });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  try {
    return await task(booted.services);
  } finally {
    await booted.close();
  }
}

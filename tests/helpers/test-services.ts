import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { boot } from "~/server/boot.server";
import { type AppServices, appContext } from "~/server/context.server";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logger.server";
import { demoSeeder } from "../../scripts/seed/seed";
import { createTestDatabase, type TestDatabase } from "./test-db";

export interface TestServices {
  services: AppServices;
  testDb: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The same services the server builds at start-up, on a fresh test database
 * and a temporary data folder. `seed: true` loads the demo content.
 */
export async function createTestServices(
  options: { seed?: boolean; env?: Record<string, string>; onQuery?: (sql: string) => void } = {},
): Promise<TestServices> {
  const testDb = await createTestDatabase(options.onQuery ? { onQuery: options.onQuery } : {});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atlante-test-"));
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ADMIN_SETUP_TOKEN: "test-setup-token-0123456789",
    ...options.env,
  });
  const { services } = await boot({
    env,
    database: testDb.handle,
    migrate: false,
    seed: demoSeeder,
    seedNow: options.seed ?? false,
    logger: createLogger("silent"),
  });
  return {
    services,
    testDb,
    dataDir,
    close: async () => {
      await testDb.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A router context as the server builds it for one request. */
export function contextFor(services: AppServices, overrides: { clientIp?: string } = {}) {
  const context = new RouterContextProvider();
  context.set(appContext, {
    ...services,
    requestId: "test-request",
    nonce: "test-nonce",
    clientIp: overrides.clientIp ?? "127.0.0.1",
    log: services.logger,
  });
  return context;
}

/** Registers a user through Better Auth and returns the session cookie header. */
export async function signUpAndSignIn(
  services: AppServices,
  input: { email: string; password?: string; fullName?: string },
): Promise<{ userId: string; cookie: string }> {
  const password = input.password ?? "password-sicura";
  const created = await services.auth.api.signUpEmail({
    body: { email: input.email, password, name: input.fullName ?? "" },
  });
  const response = await services.auth.api.signInEmail({
    body: { email: input.email, password },
    asResponse: true,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { userId: created.user.id, cookie };
}

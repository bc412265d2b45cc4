import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.join(os.tmpdir(), `atlante-e2e-${process.pid}`);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/results.json" }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "it-IT",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node server.js",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456",
      ADMIN_SETUP_TOKEN: "e2e-setup-token-0123456789",
      AUTH_RATE_LIMIT_MAX: "1000",
      AI_RATE_LIMIT_MAX: "1000",
      SCHEDULER_INTERVAL_SECONDS: "1",
      STATS_FLUSH_SECONDS: "1",
      LOG_LEVEL: "warn",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      PATH: process.env.PATH ?? "",
    },
  },
});

import { defineConfig } from "vitest/config";

const base = { resolve: { tsconfigPaths: true } };

export default defineConfig({
  ...base,
  test: {
    // Two cores: keep concurrency modest so database-backed files do not starve each other.
    maxWorkers: 2,
    projects: [
      {
        ...base,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: ["app/**/*.server.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        ...base,
        test: {
          name: "server",
          include: ["app/**/*.server.test.{ts,tsx}"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...base,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own server process: run them one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});

// npm test — the whole suite, as CI runs it:
//   1. production build (the HTTP and browser tests run the real server),
//   2. unit, server and HTTP tests on embedded PGlite,
//   3. the database-backed suites again on PostgreSQL when TEST_DATABASE_URL is set,
//   4. browser journeys in Debian's Chromium (Playwright).
// Ends with one line "N passed, N failed" summing every stage.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "atlante-results-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStage = false;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    failedStage = true;
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
  }
  return result.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const stats = JSON.parse(fs.readFileSync(file, "utf8")).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const POSTGRES_HTTP_SUITES = [
  "tests/http/database-outage.test.ts",
  "tests/http/foundation.test.ts",
  "tests/http/partner-ownership.test.ts",
  "tests/http/partner-stats.test.ts",
];

const bin = (name) => path.resolve("node_modules/.bin", name);
const only = process.argv.slice(2);
const want = (stage) => only.length === 0 || only.includes(stage);

if (want("build")) run("Production build", bin("react-router"), ["build"]);

if (want("vitest")) {
  const out = path.join(tmp, "vitest-pglite.json");
  run(
    "Unit, server and HTTP tests (PGlite)",
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
    {
      TEST_DATABASE_URL: "",
    },
  );
  countVitest(out);
}

if (want("postgres")) {
  if (process.env.TEST_DATABASE_URL) {
    const out = path.join(tmp, "vitest-postgres.json");
    // Every database-backed server test, and the HTTP suites whose subject is the database
    // driver (accounts, ownership, statistics, an outage); the others exercise the HTTP layer,
    // which the PGlite pass already covers.
    run("Server and HTTP tests (PostgreSQL)", bin("vitest"), [
      "run",
      "--project",
      "server",
      "--project",
      "http",
      "app/",
      ...POSTGRES_HTTP_SUITES,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}`,
    ]);
    countVitest(out);
  } else {
    console.log("\n(TEST_DATABASE_URL not set: the PostgreSQL pass is skipped; CI sets it.)");
  }
}

if (want("e2e")) {
  if (run("Chromium", process.execPath, ["scripts/ensure-chromium.js"])) {
    const out = path.join(tmp, "playwright.json");
    run("Browser journeys (Playwright + Chromium)", bin("playwright"), ["test"], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    countPlaywright(out);
  }
}

console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(failedStage || totals.failed > 0 ? 1 : 0);

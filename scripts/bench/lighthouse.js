// Lighthouse (mobile preset) in Debian's Chromium on the public page families.
// Usage: npm run build && node scripts/bench/lighthouse.js [--runs 5]
// Starts the production build on 127.0.0.1 with a fresh embedded database,
// warms each page once, runs Lighthouse --runs times per page (default 5) and
// prints the run with the median performance score, as Lighthouse's own
// guidance on variability recommends, plus the range over all runs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawnServer, waitUntilOk } from "./server-process.js";

const args = process.argv.slice(2);
const runs = Math.max(1, Number(args[args.indexOf("--runs") + 1] || 5) || 5);
const port = 3391;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atlante-lh-"));
const server = spawnServer(port, dataDir);
/**
 * Waits until the server has stopped working (image variants requested by the
 * warm-up run are encoded in the background): on this one machine the server's
 * CPU would otherwise be counted as the page's main-thread blocking time.
 */
async function serverSettled() {
  const cpu = () => {
    const fields = fs.readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
    return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks
  };
  for (let i = 0, last = cpu(); i < 120; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpu();
    if (now - last <= 2) return;
    last = now;
  }
}

try {
  if (!(await waitUntilOk(`${base}/readyz`, 100, 60_000))) throw new Error("server did not start");
  const article = (await (await fetch(`${base}/magazine/moda`)).text()).match(
    /href="(\/magazine\/moda\/[a-z0-9-]+)"/,
  )?.[1];
  const profile = (await (await fetch(`${base}/partner`)).text()).match(/href="(\/atlas\/[a-z0-9-]+)"/)?.[1];
  const pages = ["/", article, "/liste/top-100-brand", "/partner", profile].filter(Boolean);
  // Warm the pages and their image variants, as a visitor after the first one would see them.
  for (const page of pages) await (await fetch(`${base}${page}`)).text();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    console.log("page | performance (median run) | accessibility | best-practices | seo");
    for (const page of pages) {
      await lighthouse(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error" }); // warm images
      await serverSettled();
      const results = [];
      for (let i = 0; i < runs; i++) {
        const run = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
        });
        if (run.lhr.runtimeError)
          console.log(`${page}: run ${i + 1} failed: ${run.lhr.runtimeError.message}`);
        results.push(run);
      }
      const perf = (r) => r.lhr.categories.performance?.score ?? 0;
      results.sort((a, b) => perf(a) - perf(b));
      const result = results[Math.floor(results.length / 2)];
      const range = `${Math.round(perf(results[0]) * 100)}–${Math.round(perf(results.at(-1)) * 100)}`;
      const c = result.lhr.categories;
      // Performance from the median run; the other categories at their worst over all runs.
      const score = (k) =>
        Math.round(
          (k === "performance"
            ? (c[k]?.score ?? 0)
            : Math.min(...results.map((r) => r.lhr.categories[k]?.score ?? 0))) * 100,
        );
      const failed = Object.values(result.lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id);
      const metric = (id) => result.lhr.audits[id]?.displayValue ?? "?";
      console.log(
        `${page} | ${score("performance")} (${range} over ${runs}) | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")}` +
          `  [FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}]` +
          (failed.length ? `  (failed: ${failed.join(", ")})` : ""),
      );
    }
  } finally {
    chrome.kill();
  }
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}

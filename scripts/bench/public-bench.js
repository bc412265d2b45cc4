// Benchmark of the public site (issue 3). Run after a production build:
//   BUILD_DIR=build-public node scripts/bench/public-bench.js [--duration 10] [--skip-load] [--verbose]
// 1. Initial JavaScript per page (gzip): the module scripts a page asks for on load.
// 2. autocannon on an article page (10 connections), rendered-page cache warm vs a
//    minimal node:http server sending the same HTML bytes from memory, then cache off.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { spawnServer, stopServer, waitUntilOk } from "./server-process.js";

const args = process.argv.slice(2);
const duration = Number(args[args.indexOf("--duration") + 1] || 10) || 10;
const skipLoad = args.includes("--skip-load");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startApp(env) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atlante-bench-"));
  const child = spawnServer(port, dataDir, {
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
    LOG_LEVEL: "silent",
    BUILD_DIR: buildDir,
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilOk(`${url}/healthz`, 100, 60_000);
  return {
    url,
    stop: async () => {
      await stopServer(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Module scripts requested on load: the modulepreloads (in the document, or
 * restored after the first paint by the loader of ADR 0106) plus the
 * entry/route imports.
 */
function initialScripts(html) {
  const files = new Set();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/(\["\/assets\/[^\]]*\])\.forEach/g))
    for (const f of JSON.parse(m[1])) files.add(f);
  for (const m of html.matchAll(/import \* as \w+ from "([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) files.add(m[1]);
  return [...files].filter((f) => f.startsWith("/assets/"));
}

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
}

function inlineScriptBytes(html) {
  let total = 0;
  for (const m of html.matchAll(/<script(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g))
    total += zlib.gzipSync(m[1]).length;
  return total;
}

async function run(url) {
  const result = await autocannon({ url, connections: 10, duration });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

async function main() {
  const app = await startApp({ PAGE_CACHE_TTL_SECONDS: "60" });
  let article = "/magazine";
  try {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    article = locs.find((p) => /^\/magazine\/[a-z]+\/.+/.test(p)) ?? article;
    const ranking = locs.find((p) => p.startsWith("/liste/"));
    const profile = locs.find((p) => p.startsWith("/atlas/"));
    const pages = [
      "/",
      "/magazine",
      "/magazine/moda",
      article,
      "/liste",
      ranking,
      "/partner",
      profile,
      "/diventa-partner",
    ];
    console.log(
      "\n## Initial JavaScript per page (gzip -9 of the module scripts loaded at start, plus inline scripts)\n",
    );
    const perPage = [];
    for (const p of pages) {
      const html = await (await fetch(`${app.url}${p}`)).text();
      perPage.push({ p, html, files: initialScripts(html) });
    }
    // Files every page loads: the framework and the root layout (header, footer, toaster).
    const shared = new Set(perPage[0].files.filter((f) => perPage.every((x) => x.files.includes(f))));
    console.log("| page | files | JS gzip | of which page-specific | inline gzip | HTML gzip |");
    console.log("|---|---|---|---|---|---|");
    for (const { p, html, files } of perPage) {
      const js = files.reduce((sum, f) => sum + gzipSize(f), 0);
      const own = files.filter((f) => !shared.has(f)).reduce((sum, f) => sum + gzipSize(f), 0);
      const admin = files.filter((f) => /admin|wizard|tiptap/i.test(f));
      const html_ = kb(zlib.gzipSync(html).length);
      console.log(
        `| ${p} | ${files.length} | ${kb(js)} (${js} B) | ${kb(own)} | ${kb(inlineScriptBytes(html))} | ${html_} |${admin.length ? ` admin/wizard code: ${admin.join(", ")}` : ""}`,
      );
    }
    if (args.includes("--verbose")) {
      for (const { p, files } of perPage) {
        console.log(`\nPage-specific files of ${p}:`);
        for (const f of files.filter((x) => !shared.has(x)).sort((a, b) => gzipSize(b) - gzipSize(a)))
          console.log(`  ${kb(gzipSize(f)).padStart(9)}  ${f}`);
      }
    }
    console.log("\nShared by every page (largest first):");
    for (const f of [...shared].sort((a, b) => gzipSize(b) - gzipSize(a)))
      console.log(`  ${kb(gzipSize(f)).padStart(9)}  ${f}`);
    console.log(`  ${kb([...shared].reduce((sum, f) => sum + gzipSize(f), 0)).padStart(9)}  total`);
    if (skipLoad) return;

    // Same bytes from memory with node:http (the ceiling).
    const response = await fetch(`${app.url}${article}`);
    const body = Buffer.from(await response.arrayBuffer());
    const raw = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
      res.end(body);
    });
    await new Promise((r) => raw.listen(0, "127.0.0.1", r));
    const rawUrl = `http://127.0.0.1:${raw.address().port}/`;

    console.log(
      `\n## Throughput on ${article} (${body.length} bytes), autocannon 10 connections, ${duration} s\n`,
    );
    await fetch(`${app.url}${article}`); // warm the cache
    const raws = await run(rawUrl);
    const warm = await run(`${app.url}${article}`);
    // The floor of the Express middleware chain (request id, logs, compression, helmet): a tiny JSON answer.
    const floor = await run(`${app.url}/healthz`);
    raw.close();
    console.log("| server | req/s | p50 ms | p99 ms | errors |");
    console.log("|---|---|---|---|---|");
    console.log(
      `| node:http, same bytes from memory | ${raws.rps} | ${raws.p50} | ${raws.p99} | ${raws.errors} |`,
    );
    console.log(`| Atlante, page cache warm | ${warm.rps} | ${warm.p50} | ${warm.p99} | ${warm.errors} |`);
    console.log(`|   ratio | ${((warm.rps / raws.rps) * 100).toFixed(0)} % | | | |`);
    console.log(
      `| Atlante /healthz (middleware floor) | ${floor.rps} | ${floor.p50} | ${floor.p99} | ${floor.errors} |`,
    );
    await app.stop();

    const cold = await startApp({ PAGE_CACHE_TTL_SECONDS: "0" });
    try {
      await fetch(`${cold.url}${article}`);
      const off = await run(`${cold.url}${article}`);
      console.log(`| Atlante, page cache off | ${off.rps} | ${off.p50} | ${off.p99} | ${off.errors} |`);
    } finally {
      await cold.stop();
    }
  } finally {
    await app.stop().catch(() => {});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// Benchmark of the public site (issues 3 and 14). Run after a production build:
//   node scripts/bench/public-bench.js [--duration 10] [--skip-load] [--verbose]
// 1. Initial JavaScript per page (gzip): the module scripts a page asks for on load.
// 2. wrk (Debian package `wrk`; one thread, 10 connections, gzip accepted as browsers do)
//    on an article page, in one run: a minimal node:http server sending the same gzip
//    bytes from memory (the physical limit here), the page cache warm with and without
//    gzip, the page cache off, and a signed-in reader. wrk, not a Node load generator:
//    autocannon tops out near 6,000 req/s on this machine and would measure itself.

import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
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

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/** wrk, one thread and 10 connections; `headers` are sent on every request. */
async function run(url, headers = {}) {
  const args = ["-t1", "-c10", `-d${duration}s`, "--latency", "-H", `User-Agent: ${CHROME}`];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  // Asynchronous, so the node:http reference in this process can answer meanwhile.
  const { stdout: out } = await promisify(execFile)("wrk", [...args, url], { encoding: "utf8" });
  const ms = (label) => {
    const m = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!m) return Number.NaN;
    return Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1);
  };
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: (.*)/.exec(out)?.[1];
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])),
    p50: ms("50%"),
    p99: ms("99%"),
    errors: non2xx + (socketErrors ? socketErrors.match(/\d+/g).reduce((a, b) => a + Number(b), 0) : 0),
  };
}

const GZIP = { "Accept-Encoding": "gzip" };

/** Registers a reader and signs in through the site's own forms; returns the session cookie. */
async function readerCookie(url) {
  const email = `lettore-${Date.now()}@esempio.it`;
  const password = "Panorama-sul-Garda-2026";
  const cookies = new Map();
  const post = async (pathname, fields) => {
    const response = await fetch(`${url}${pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: url,
        "content-type": "application/x-www-form-urlencoded",
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: new URLSearchParams(fields),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  await post("/auth?mode=signup", { intent: "signup", email, password, redirectTo: "/" });
  await post("/auth", { intent: "signin", email, password, redirectTo: "/" });
  if (![...cookies.keys()].some((k) => k.includes("session_token"))) throw new Error("sign-in failed");
  return [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}

const ms = (n) => (Number.isFinite(n) ? n.toFixed(2) : "?");
const row = (label, r) => `| ${label} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} |`;

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

    // The physical limit: node:http sending the same gzip bytes from memory.
    await fetch(`${app.url}${article}`); // warm the cache
    const response = await fetch(`${app.url}${article}`);
    const body = Buffer.from(await response.arrayBuffer());
    const gzipped = zlib.gzipSync(body, { level: 6 });
    const raw = http.createServer((_req, res) => {
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "gzip",
        "content-length": gzipped.length,
      });
      res.end(gzipped);
    });
    await new Promise((r) => raw.listen(0, "127.0.0.1", r));
    const rawUrl = `http://127.0.0.1:${raw.address().port}/`;

    console.log(
      `\n## Throughput on ${article} (${body.length} bytes, ${gzipped.length} gzip), wrk 1 thread, 10 connections, ${duration} s\n`,
    );
    const raws = await run(rawUrl, GZIP);
    raw.close();
    const warm = await run(`${app.url}${article}`, GZIP);
    const plain = await run(`${app.url}${article}`);
    const cookie = await readerCookie(app.url);
    const reader = await run(`${app.url}${article}`, { ...GZIP, Cookie: cookie });
    // The floor of the Express middleware chain (request id, logs, compression, helmet): a tiny JSON answer.
    const floor = await run(`${app.url}/healthz`, GZIP);
    await app.stop();

    const cold = await startApp({ PAGE_CACHE_TTL_SECONDS: "0" });
    let off;
    try {
      await fetch(`${cold.url}${article}`);
      off = await run(`${cold.url}${article}`, GZIP);
    } finally {
      await cold.stop();
    }
    console.log("| server | req/s | p50 ms | p99 ms | errors |");
    console.log("|---|---:|---:|---:|---:|");
    console.log(row("node:http, same gzip bytes from memory", raws));
    console.log(row("Atlante, page cache warm (gzip)", warm));
    console.log(`|   of node:http | ${((warm.rps / raws.rps) * 100).toFixed(0)} % | | | |`);
    console.log(row("Atlante, page cache warm, no Accept-Encoding", plain));
    console.log(row("Atlante, page cache off", off));
    console.log(row("Atlante, signed-in reader", reader));
    console.log(row("Atlante /healthz (Express middleware floor)", floor));
  } finally {
    await app.stop().catch(() => {});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

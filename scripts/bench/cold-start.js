// Cold start: time from `node server.js` on an empty data folder (migrations +
// seed on first start) until /readyz answers and the home page renders.
// Usage: npm run build && node scripts/bench/cold-start.js [runs]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnServer, stopServer, waitUntilOk } from "./server-process.js";

const runs = Number(process.argv[2] ?? 3);
const port = 3390;

async function once() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atlante-cold-"));
  const started = performance.now();
  const child = spawnServer(port, dataDir);
  if (!(await waitUntilOk(`http://127.0.0.1:${port}/readyz`, 25, 120_000)))
    throw new Error("server did not start");
  const ready = performance.now() - started;
  const home = await fetch(`http://127.0.0.1:${port}/`);
  await home.text();
  const firstPage = performance.now() - started;
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { ready, firstPage };
}

const results = [];
for (let i = 0; i < runs; i++) results.push(await once());
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `cold start over ${runs} runs (fresh PGlite data folder, migrate + seed): ready median ${Math.round(median(results.map((r) => r.ready)))} ms, first home page median ${Math.round(median(results.map((r) => r.firstPage)))} ms`,
);

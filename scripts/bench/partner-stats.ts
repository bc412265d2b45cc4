// Partner statistics (issue 12), measured:
//  1. The dashboard's server time with 365 days of data for 100 partners (throw-away
//     database: in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
//  2. Page-cache throughput of a profile with counting on and off (wrk, 200 connections,
//     10 s, gzip, a browser's user agent): counting must cost under 10 %.
//  3. Exactness: 20,000 views from 200 concurrent clients are counted exactly once.
//  4. A crash (kill -9) loses at most what arrived since the last flush.
// Run after `npm run build`: npx tsx --tsconfig tsconfig.json scripts/bench/partner-stats.ts [--skip-load | --only-load] [--rounds N]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { partnerProfiles, partnerStatsDaily, profiles } from "~/db/schema";
import { getPartnerStats, parseRange } from "~/features/analytics/partner-stats.server";
import { statsDay } from "~/server/stats.server";
import { createTestDatabase } from "../../tests/helpers/test-db";
import { historyFor } from "../seed/analytics";
import { cpuMillis, pinned, spawnServer, stopServer, waitUntilOk } from "./server-process.js";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const SLUG = "museo-della-pietra-e-della-luce";

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function dashboardTime() {
  const testDb = await createTestDatabase();
  const db = testDb.handle.db;
  try {
    const started = performance.now();
    const ids: string[] = [];
    for (let p = 0; p < 100; p++) {
      await db.insert(profiles).values({ id: `u${p}`, email: `p${p}@esempio.it` });
      const [row] = await db
        .insert(partnerProfiles)
        .values({
          userId: `u${p}`,
          slug: `partner-${p}`,
          nome: `Partner ${p}`,
          tipo: "museo",
          stato: "pubblicato",
        })
        .returning({ id: partnerProfiles.id });
      ids.push(row!.id);
      const rows = historyFor(row!.id, `partner-${p}`, new Date(), 365);
      for (let i = 0; i < rows.length; i += 2000)
        await db.insert(partnerStatsDaily).values(rows.slice(i, i + 2000));
    }
    await db.execute(sql`analyze`);
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(partnerStatsDaily);
    console.log(
      `${testDb.url ? "PostgreSQL" : "PGlite"}: ${n} daily rows (100 partners × 365 days) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    for (const period of ["7", "30", "90"]) {
      const { range } = parseRange(new URL(`http://x/?periodo=${period}`));
      const times: number[] = [];
      for (let i = 0; i < 40; i++) {
        const t0 = performance.now();
        await getPartnerStats(db, ids[i % ids.length]!, range);
        times.push(performance.now() - t0);
      }
      console.log(
        `  dashboard, ${period.padStart(2)} days: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
      );
    }
    const year = { from: statsDay(new Date(Date.now() - 364 * 86_400_000)), to: statsDay(), days: 365 };
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await getPartnerStats(db, ids[i]!, year);
      times.push(performance.now() - t0);
    }
    console.log(
      `  dashboard, 365 days: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (bar: < 100 ms)`,
    );
  } finally {
    await testDb.drop();
  }
}

async function startServer(dataDir: string, env: Record<string, string>, cpus?: string) {
  const port = 3400 + Math.floor(Math.random() * 400);
  const child = spawnServer(
    port,
    dataDir,
    { AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01", STATS_FLUSH_SECONDS: "1", ...env },
    { cpus },
  );
  const url = `http://127.0.0.1:${port}`;
  if (await waitUntilOk(`${url}/healthz`, 150, 60_000)) return { child, url };
  child.kill("SIGKILL");
  throw new Error("server did not start");
}

async function viewsToday(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  try {
    const [partner] = await handle.db
      .select({ id: partnerProfiles.id })
      .from(partnerProfiles)
      .where(eq(partnerProfiles.slug, SLUG));
    if (!partner) return 0;
    const today = and(eq(partnerStatsDaily.metric, "view"), eq(partnerStatsDaily.day, statsDay()));
    const [row] = await handle.db
      .select({ n: sql<number>`coalesce(sum(${partnerStatsDaily.count}), 0)`.mapWith(Number) })
      .from(partnerStatsDaily)
      .where(and(eq(partnerStatsDaily.partnerProfileId, partner.id), today));
    return row?.n ?? 0;
  } finally {
    await handle.close();
  }
}

/** Exactly `total` GETs from `concurrency` clients; resolves with the number answered 200. */
function fire(url: string, total: number, concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let sent = 0;
  let ok = 0;
  const worker = async () => {
    while (sent < total) {
      sent++;
      await new Promise<void>((resolve, reject) => {
        http
          .get(
            `${url}/atlas/${SLUG}`,
            { agent, headers: { "user-agent": CHROME, "accept-encoding": "gzip" } },
            (res) => {
              if (res.statusCode === 200) ok++;
              res.resume();
              res.on("end", resolve);
            },
          )
          .on("error", reject);
      });
    }
  };
  return Promise.all(Array.from({ length: concurrency }, worker)).then(() => {
    agent.destroy();
    return ok;
  });
}

/** wrk on CPU 1 (the server runs on CPU 0): requests per second, p99, and the server's CPU per request. */
function wrk(url: string, serverPid: number) {
  const [command, args] = pinned("1", "wrk", [
    "-t1",
    "-c200",
    "-d10s",
    "--latency",
    "-H",
    `User-Agent: ${CHROME}`,
    "-H",
    "Accept-Encoding: gzip",
    `${url}/atlas/${SLUG}`,
  ]);
  const cpuBefore = cpuMillis(serverPid);
  const out = execFileSync(command, args, { encoding: "utf8" });
  const cpu = cpuMillis(serverPid) - cpuBefore;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99 = /99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? "?";
  return { rps, p99, cpuMicros: (cpu * 1000) / requests };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function load() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atlante-stats-bench-"));
  try {
    // First start: migrate and seed, then a baseline of today's (seeded) views.
    let server = await startServer(dataDir, {});
    await stopServer(server.child);
    const seeded = await viewsToday(dataDir);

    // Off and on alternated (--rounds N, default 5), the server pinned to CPU 0 and wrk to
    // CPU 1: a run-to-run spread of ±15 % is normal on this machine, so the medians compare.
    const rounds = Number(process.argv[process.argv.indexOf("--rounds") + 1]) || 5;
    const runs = { false: [] as ReturnType<typeof wrk>[], true: [] as ReturnType<typeof wrk>[] };
    const order = Array.from({ length: rounds }, () => ["false", "true"] as const).flat();
    for (const enabled of order) {
      server = await startServer(dataDir, { STATS_ENABLED: enabled }, "0");
      await fetch(`${server.url}/atlas/${SLUG}`, { headers: { "user-agent": CHROME } }); // warm the page cache
      const result = wrk(server.url, server.child.pid!);
      runs[enabled].push(result);
      console.log(
        `  wrk, counting ${enabled === "true" ? "on " : "off"}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99}, server CPU ${result.cpuMicros.toFixed(1)} µs/request`,
      );
      await stopServer(server.child);
    }
    const rps = (mode: "false" | "true") => median(runs[mode].map((r) => r.rps));
    const cpu = (mode: "false" | "true") => median(runs[mode].map((r) => r.cpuMicros));
    console.log(
      `  medians: ${rps("false").toFixed(0)} req/s off, ${rps("true").toFixed(0)} on: counting costs ${((1 - rps("true") / rps("false")) * 100).toFixed(1)} % of the throughput (bar: ≤ 10 %); server CPU ${cpu("false").toFixed(1)} → ${cpu("true").toFixed(1)} µs/request`,
    );

    const before = await viewsToday(dataDir);
    server = await startServer(dataDir, { STATS_ENABLED: "true" });
    const answered = await fire(server.url, 20_000, 200);
    await new Promise((r) => setTimeout(r, 2_000));
    await stopServer(server.child);
    const counted = (await viewsToday(dataDir)) - before;
    console.log(
      `  exactness: ${answered} views answered by 200 concurrent clients, ${counted} counted (${counted - answered} difference)`,
    );

    const beforeCrash = await viewsToday(dataDir);
    server = await startServer(dataDir, { STATS_ENABLED: "true", STATS_FLUSH_SECONDS: "5" });
    const flushed = await fire(server.url, 3_000, 50);
    await new Promise((r) => setTimeout(r, 6_000)); // one flush has run
    const unflushed = await fire(server.url, 2_000, 50);
    await stopServer(server.child, "SIGKILL");
    const kept = (await viewsToday(dataDir)) - beforeCrash;
    console.log(
      `  kill -9: ${flushed + unflushed} views, ${kept} kept: ${flushed + unflushed - kept} lost, all from the last ${unflushed} (the unflushed batch, at most STATS_FLUSH_SECONDS of views)`,
    );
    console.log(`  (seeded views today: ${seeded})`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!process.argv.includes("--only-load")) await dashboardTime();
if (!process.argv.includes("--skip-load")) await load();

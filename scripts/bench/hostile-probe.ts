// Hostile probe (issue 18 bar: 0 × 5xx over ≥ 600 hostile requests covering every route,
// a 200 MB body refused within 1 s with RSS growth ≤ 20 MB, no redirect off-site).
// Against a running server, anonymous plus (when the credentials are given) a signed-in user:
//   npx tsx --tsconfig tsconfig.json scripts/bench/hostile-probe.ts --url http://127.0.0.1:3000 \
//     [--email admin@example.it --password '...'] [--pid <server pid, for RSS>]
// Prints counts by status and every 5xx / off-site redirect; exits 1 when the bar fails.
import fs from "node:fs";
import { OPEN_REDIRECT_VECTORS } from "../../tests/fixtures/open-redirect-vectors";
import {
  countByStatus,
  hostileRequestsFor,
  leavesSite,
  type ProbeResult,
  routePaths,
  send,
  sendOversized,
} from "../../tests/helpers/hostile-probe";

function arg(name: string) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const baseUrl = (arg("url") ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const pid = arg("pid");

function rssMb() {
  if (!pid) return null;
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function signIn(email: string, password: string) {
  const response = await fetch(`${baseUrl}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "signin", email, password, redirectTo: "/" }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error(`sign-in failed (${response.status})`);
  return cookie;
}

const identities: { name: string; cookie?: string }[] = [{ name: "anonymous" }];
const email = arg("email");
const password = arg("password");
if (email && password) identities.push({ name: email, cookie: await signIn(email, password) });

const routes = routePaths();
const results: ProbeResult[] = [];
const started = performance.now();
for (const identity of identities) {
  for (const route of routes) {
    for (const request of hostileRequestsFor(route, baseUrl)) {
      results.push(await send(baseUrl, request, identity.cookie));
    }
  }
  for (const vector of OPEN_REDIRECT_VECTORS) {
    const encoded = encodeURIComponent(vector);
    results.push(
      await send(
        baseUrl,
        { method: "GET", path: `/auth?redirect=${encoded}`, label: `redirect ${vector}` },
        identity.cookie,
      ),
      await send(
        baseUrl,
        {
          method: "POST",
          path: "/logout",
          headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
          body: `redirectTo=${encoded}`,
          label: `logout ${vector}`,
        },
        identity.cookie,
      ),
    );
  }
}
const elapsed = performance.now() - started;

const oversizedTargets = [
  "/auth",
  "/logout",
  "/api/ai/experience",
  "/newsletter",
  "/area-partner/wizard/api",
  "/api/auth/sign-in/email",
];
const oversized: { target: string; status: number; ms: number; rssDeltaMb: number | null }[] = [];
for (const target of oversizedTargets) {
  for (const declare of [false, true]) {
    const before = rssMb();
    const result = await sendOversized(baseUrl, target, 200 * 1024 * 1024, { declare });
    await new Promise((r) => setTimeout(r, 200));
    const after = rssMb();
    oversized.push({
      target: `${target} (${declare ? "declared" : "chunked"})`,
      status: result.status,
      ms: Math.round(result.ms),
      rssDeltaMb: before === null || after === null ? null : Math.round((after - before) * 10) / 10,
    });
  }
}

const serverErrors = results.filter((r) => r.status >= 500 || r.status === 0);
const offSite = results.filter((r) => leavesSite(baseUrl, r.location));
console.log(`routes covered: ${routes.length} (${identities.map((i) => i.name).join(", ")})`);
console.log(`hostile requests: ${results.length} in ${(elapsed / 1000).toFixed(1)} s`);
console.log("by status:", JSON.stringify(countByStatus(results)));
console.log(`5xx or no answer: ${serverErrors.length}`);
for (const r of serverErrors.slice(0, 40))
  console.log(`  ${r.status} ${r.request.method} ${r.request.path} (${r.request.label})`);
console.log(`redirects off-site: ${offSite.length}`);
for (const r of offSite) console.log(`  ${r.request.label} → ${r.location}`);
console.log("200 MB bodies:");
for (const o of oversized)
  console.log(`  ${o.target}: ${o.status} in ${o.ms} ms, RSS ${o.rssDeltaMb ?? "n/a"} MB`);
const slowOrWrong = oversized.filter((o) => o.status !== 413 || o.ms > 1000 || (o.rssDeltaMb ?? 0) > 20);
process.exit(serverErrors.length || offSite.length || slowOrWrong.length || results.length < 600 ? 1 : 0);

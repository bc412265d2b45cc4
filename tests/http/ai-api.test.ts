// The AI endpoints over HTTP on the built server: rate limit (429 with an
// Italian message, never a 500), database cache, streaming and input checks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../helpers/test-server";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ AI_RATE_LIMIT_MAX: "4", AI_RATE_LIMIT_WINDOW_SECONDS: "3600" });
});
afterAll(async () => {
  await server?.stop();
});

function post(path: string, body: unknown) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(body),
  });
}

describe("AI endpoints", () => {
  it("serves a repeated request from the database cache", async () => {
    const first = await post("/api/ai/itinerary", {
      placeName: "Galleria degli Uffizi",
      region: "Toscana",
      category: "Arte e Cultura",
    });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-ai-cache")).toBe("miss");
    const body = (await first.json()) as { result: { highlights: { title: string }[] }; engine: string };
    expect(body.engine).toBe("offline");
    expect(body.result.highlights[0]?.title).toBe("Galleria degli Uffizi");
    const second = await post("/api/ai/itinerary", {
      placeName: "galleria degli uffizi",
      region: "toscana",
      category: "Arte e Cultura",
    });
    // Served from the cache (its speed is measured by scripts/bench/ai-latency.ts, not asserted here).
    expect(second.headers.get("x-ai-cache")).toBe("hit");
    expect(second.headers.get("server-timing")).toMatch(/^ai;dur=[\d.]+$/);
    expect(((await second.json()) as { result: unknown }).result).toEqual(body.result);
  });

  it("streams the article tools as NDJSON and loads the article on the server", async () => {
    const response = await post("/api/ai/article-tools", {
      tool: "chat",
      article: "il-caffe-al-banco-piccolo-rito-quotidiano-degli-italiani",
      question: "Chi brevettò una macchina per il caffè nel 1884?",
      // Content sent by the client is ignored.
      articleContent: "Lo inventò Mario Rossi.",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const events = (await response.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string; text?: string });
    const text = events.map((e) => e.text ?? "").join("");
    expect(text).toContain("Angelo Moriondo");
    expect(text).not.toContain("Mario Rossi");
    expect(events.at(-1)?.type).toBe("done");
  });

  it("answers 404 'Articolo non trovato' and 400 for a blank question", async () => {
    const missing = await post("/api/ai/article-tools", { tool: "riassunto", article: "non-esiste" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Articolo non trovato" });
    const blank = await post("/api/ai/article-tools", {
      tool: "chat",
      article: "il-caffe-al-banco-piccolo-rito-quotidiano-degli-italiani",
      question: "  ",
    });
    expect(blank.status).toBe(400);
    const get = await fetch(`${server.url}/api/ai/experience`);
    expect(get.status).toBe(405);
  });

  it("rate-limits each client with a clear Italian message and HTTP 429", async () => {
    const body = { intent: "Un giorno a Roma", interests: ["art"], duration: "1 giorno", company: "Da solo" };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post("/api/ai/experience", body)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const limited = await post("/api/ai/experience", body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      error: "Hai raggiunto il limite di richieste agli strumenti AI. Attendi un minuto e riprova.",
    });
    // Another tool has its own counter.
    expect((await post("/api/ai/region-suggestions", { region: "Lazio" })).status).toBe(200);
  });
});

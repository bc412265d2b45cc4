// A local HTTP server speaking the OpenAI-compatible chat completions protocol
// (JSON and SSE streaming), scripted per test: valid, malformed, slow, 429, broken stream.
import { startLocalJsonServer } from "./local-json-server";

export type MockBehaviour =
  | { kind: "json"; content: string }
  | { kind: "stream"; chunks: string[]; breakAfter?: number }
  | { kind: "status"; status: number; body?: unknown }
  | { kind: "delay"; ms: number; content: string };

export interface MockOpenAiServer {
  /** Base URL to use as AI_BASE_URL (ends with /v1). */
  baseUrl: string;
  requests: { path: string; body: Record<string, unknown> }[];
  behave(next: MockBehaviour): void;
  close(): Promise<void>;
}

function completion(content: string) {
  return {
    id: "chatcmpl-mock",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "mock-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 42, completion_tokens: 17, total_tokens: 59 },
  };
}

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return `data: ${JSON.stringify({
    id: "chatcmpl-mock",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "mock-model",
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

export async function startMockOpenAiServer(): Promise<MockOpenAiServer> {
  let behaviour: MockBehaviour = { kind: "json", content: "{}" };
  const requests: MockOpenAiServer["requests"] = [];
  const server = await startLocalJsonServer((req, body, res) => {
    requests.push({ path: req.url ?? "", body });
    const b = behaviour;
    if (b.kind === "status") {
      res.writeHead(b.status, { "content-type": "application/json" });
      res.end(
        JSON.stringify(b.body ?? { error: { message: "Rate limit reached", type: "rate_limit_error" } }),
      );
      return;
    }
    if (b.kind === "delay") {
      const timer = setTimeout(() => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(completion(b.content)));
      }, b.ms);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    if (b.kind === "json") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(completion(b.content)));
      return;
    }
    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    res.write(chunk({ role: "assistant", content: "" }));
    b.chunks.forEach((c, i) => {
      if (b.breakAfter !== undefined && i >= b.breakAfter) return;
      res.write(chunk({ content: c }));
    });
    if (b.breakAfter !== undefined) {
      // The connection drops in the middle of the answer.
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    }
    res.write(chunk({}, "stop"));
    res.write(
      `data: ${JSON.stringify({ id: "chatcmpl-mock", object: "chat.completion.chunk", created: 1_700_000_000, model: "mock-model", choices: [], usage: { prompt_tokens: 30, completion_tokens: 12, total_tokens: 42 } })}\n\n`,
    );
    res.end("data: [DONE]\n\n");
  });
  return {
    baseUrl: `${server.origin}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    close: server.close,
  };
}

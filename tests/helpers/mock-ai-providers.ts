// Local HTTP servers speaking the native wire formats the AI SDK adapters use:
// OpenAI Responses API (POST /v1/responses), Anthropic Messages (POST /v1/messages)
// and Gemini (POST /v1beta/models/<id>:generateContent, :streamGenerateContent?alt=sse).
// Each answers JSON, streams SSE in its provider's event format, or fails with a status.
import type http from "node:http";
import { startLocalJsonServer } from "./local-json-server";

export type AiProtocol = "openai" | "anthropic" | "google";

export type ProviderBehaviour =
  | { kind: "json"; content: string }
  | { kind: "stream"; chunks: string[] }
  | { kind: "status"; status: number };

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface MockAiProvider {
  /** Base URL to use as AI_BASE_URL. */
  baseUrl: string;
  requests: RecordedRequest[];
  behave(next: ProviderBehaviour): void;
  close(): Promise<void>;
}

type Body = Record<string, unknown>;
/** An error answer: the body the provider returns, or null when the request is acceptable. */
type Rejection = { status: number; body: unknown } | null;

interface Protocol {
  basePath: string;
  /** Rejects requests the real API would refuse. */
  validate?(body: Body): Rejection;
  json(content: string, body: Body): unknown;
  /** The SSE frames of a streamed text answer. */
  events(chunks: string[]): string[];
  error(status: number): unknown;
}

const USAGE = { input: 42, output: 17 };
const sse = (data: unknown, event?: string) =>
  `${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(data)}\n\n`;

type JsonSchema = {
  properties?: Record<string, unknown>;
  required?: string[];
  additionalProperties?: unknown;
  items?: unknown;
  anyOf?: unknown[];
  $defs?: Record<string, unknown>;
};

/** OpenAI strict structured outputs: every object lists all its keys as required and allows no others. */
function strictSchemaError(schema: unknown, context: string[] = []): string | null {
  if (!schema || typeof schema !== "object") return null;
  const node = schema as JsonSchema;
  if (node.properties) {
    const where = `In context=(${context.map((c) => `'${c}'`).join(", ")})`;
    if (node.additionalProperties !== false) {
      return `${where}, 'additionalProperties' is required to be supplied and to be false.`;
    }
    const missing = Object.keys(node.properties).find((key) => !node.required?.includes(key));
    if (missing) {
      return `${where}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
    }
  }
  const children: [string[], unknown][] = [
    ...Object.entries(node.properties ?? {}).map(([k, v]): [string[], unknown] => [["properties", k], v]),
    ...Object.entries(node.$defs ?? {}).map(([k, v]): [string[], unknown] => [["$defs", k], v]),
    ...(node.anyOf ?? []).map((v, i): [string[], unknown] => [["anyOf", String(i)], v]),
    [["items"], node.items],
  ];
  for (const [path, child] of children) {
    const found = strictSchemaError(child, [...context, ...path]);
    if (found) return found;
  }
  return null;
}

const openai: Protocol = {
  basePath: "/v1",
  validate(body) {
    const format = (body.text as { format?: { strict?: boolean; name?: string; schema?: unknown } })?.format;
    const problem = format?.strict ? strictSchemaError(format.schema) : null;
    if (!problem) return null;
    return {
      status: 400,
      body: {
        error: {
          message: `Invalid schema for response_format '${format?.name}': ${problem}`,
          type: "invalid_request_error",
          param: "text.format.schema",
          code: "invalid_json_schema",
        },
      },
    };
  },
  json: (content, body) => ({
    id: "resp_mock",
    object: "response",
    created_at: 1_700_000_000,
    model: body.model,
    status: "completed",
    output: [
      {
        type: "message",
        id: "msg_mock",
        role: "assistant",
        status: "completed",
        content: [{ type: "output_text", text: content, annotations: [] }],
      },
    ],
    usage: {
      input_tokens: USAGE.input,
      output_tokens: USAGE.output,
      total_tokens: USAGE.input + USAGE.output,
    },
  }),
  events(chunks) {
    const response = { id: "resp_mock", object: "response", created_at: 1_700_000_000, model: "mock" };
    const item = { type: "message", id: "msg_mock", role: "assistant" };
    const frames = [
      { type: "response.created", response: { ...response, status: "in_progress" } },
      { type: "response.output_item.added", output_index: 0, item: { ...item, content: [] } },
      ...chunks.map((delta) => ({
        type: "response.output_text.delta",
        item_id: "msg_mock",
        output_index: 0,
        content_index: 0,
        delta,
      })),
      { type: "response.output_item.done", output_index: 0, item },
      {
        type: "response.completed",
        response: {
          ...response,
          status: "completed",
          usage: { input_tokens: USAGE.input, output_tokens: USAGE.output },
        },
      },
    ];
    return frames.map((frame, i) => sse({ ...frame, sequence_number: i }, frame.type));
  },
  error: (status) => ({
    error: {
      message: status === 429 ? "Rate limit reached" : "The server had an error",
      type: status === 429 ? "rate_limit_exceeded" : "server_error",
      code: null,
    },
  }),
};

const anthropic: Protocol = {
  basePath: "/v1",
  json(content, body) {
    // Models without native structured output get a forced "json" tool to answer through.
    const viaTool = (body.tools as { name: string }[] | undefined)?.some((t) => t.name === "json");
    return {
      type: "message",
      id: "msg_mock",
      role: "assistant",
      model: body.model,
      content: [
        viaTool
          ? { type: "tool_use", id: "toolu_mock", name: "json", input: JSON.parse(content) }
          : { type: "text", text: content },
      ],
      stop_reason: viaTool ? "tool_use" : "end_turn",
      stop_sequence: null,
      usage: { input_tokens: USAGE.input, output_tokens: USAGE.output },
    };
  },
  events(chunks) {
    const frames = [
      {
        type: "message_start",
        message: {
          type: "message",
          id: "msg_mock",
          role: "assistant",
          model: "mock",
          content: [],
          stop_reason: null,
          usage: { input_tokens: USAGE.input, output_tokens: 1 },
        },
      },
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
      { type: "ping" },
      ...chunks.map((text) => ({
        type: "content_block_delta",
        index: 0,
        delta: { type: "text_delta", text },
      })),
      { type: "content_block_stop", index: 0 },
      {
        type: "message_delta",
        delta: { stop_reason: "end_turn", stop_sequence: null },
        usage: { output_tokens: USAGE.output },
      },
      { type: "message_stop" },
    ];
    return frames.map((frame) => sse(frame, frame.type));
  },
  error: (status) => ({
    type: "error",
    error:
      status === 429
        ? { type: "rate_limit_error", message: "Rate limited" }
        : { type: "api_error", message: "Internal server error" },
  }),
};

const google: Protocol = {
  basePath: "/v1beta",
  json: (content) => ({
    candidates: [{ content: { role: "model", parts: [{ text: content }] }, finishReason: "STOP", index: 0 }],
    usageMetadata: {
      promptTokenCount: USAGE.input,
      candidatesTokenCount: USAGE.output,
      totalTokenCount: USAGE.input + USAGE.output,
    },
    responseId: "mock",
  }),
  events: (chunks) =>
    chunks.map((text, i) => {
      const last = i === chunks.length - 1;
      return sse({
        candidates: [
          { content: { role: "model", parts: [{ text }] }, index: 0, ...(last && { finishReason: "STOP" }) },
        ],
        ...(last && { usageMetadata: { promptTokenCount: USAGE.input, candidatesTokenCount: USAGE.output } }),
        responseId: "mock",
      });
    }),
  error: (status) => ({
    error:
      status === 429
        ? { code: 429, message: "Resource has been exhausted", status: "RESOURCE_EXHAUSTED" }
        : { code: status, message: "An internal error has occurred", status: "INTERNAL" },
  }),
};

const PROTOCOLS: Record<AiProtocol, Protocol> = { openai, anthropic, google };

export async function startMockAiProvider(protocol: AiProtocol): Promise<MockAiProvider> {
  const wire = PROTOCOLS[protocol];
  let behaviour: ProviderBehaviour = { kind: "json", content: "{}" };
  const requests: RecordedRequest[] = [];
  const server = await startLocalJsonServer((req, body, res) => {
    requests.push({ path: req.url ?? "", headers: req.headers, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    const b = behaviour;
    const rejection = wire.validate?.(body);
    if (rejection) return send(rejection.status, rejection.body);
    if (b.kind === "status") return send(b.status, wire.error(b.status));
    if (b.kind === "json") return send(200, wire.json(b.content, body));
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    for (const frame of wire.events(b.chunks)) res.write(frame);
    res.end();
  });
  return {
    baseUrl: `${server.origin}${wire.basePath}`,
    requests,
    behave(next) {
      behaviour = next;
    },
    close: server.close,
  };
}

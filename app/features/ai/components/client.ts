// Browser helpers for the /api/ai/* endpoints.
import type { ArticleTool } from "../schemas";

export class AiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function postAi<T>(
  path: string,
  body: unknown,
): Promise<{ result: T; engine: string; cached: boolean }> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as {
    result?: T;
    engine?: string;
    cached?: boolean;
    error?: string;
  } | null;
  if (!response.ok || !data?.result) {
    throw new AiRequestError(data?.error ?? "Errore", response.status);
  }
  return { result: data.result, engine: data.engine ?? "offline", cached: Boolean(data.cached) };
}

export interface StreamHandlers {
  onMeta?: (engine: string) => void;
  onDelta: (text: string) => void;
  onReset?: () => void;
}

/** Streams an article tool answer; resolves with the engine, rejects on any failure. */
export async function streamArticleTool(
  body: { tool: ArticleTool; article: string; question?: string },
  handlers: StreamHandlers,
): Promise<string> {
  const response = await fetch("/api/ai/article-tools", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/x-ndjson" },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new AiRequestError(data?.error ?? "Errore", response.status);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let engine = "offline";
  let done = false;
  for (;;) {
    const { value, done: end } = await reader.read();
    if (value) buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.trim()) continue;
      const event = JSON.parse(line) as { type: string; text?: string; engine?: string; message?: string };
      if (event.type === "meta" && event.engine) {
        engine = event.engine;
        handlers.onMeta?.(event.engine);
      } else if (event.type === "delta" && event.text) handlers.onDelta(event.text);
      else if (event.type === "reset") handlers.onReset?.();
      else if (event.type === "done") done = true;
      else if (event.type === "error") throw new AiRequestError(event.message ?? "Errore", 503);
    }
    if (end) break;
  }
  if (!done) throw new AiRequestError("Risposta incompleta", 503);
  return engine;
}

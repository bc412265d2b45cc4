// Provider selection by environment (D12): OpenAI, Anthropic, Google or any
// OpenAI-compatible server (Ollama, vLLM, LM Studio). "offline" means no model.
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { defaultSettingsMiddleware, type LanguageModel, wrapLanguageModel } from "ai";
import type { Env } from "~/server/env.server";

const DEFAULT_MODELS = {
  openai: "gpt-4o-mini",
  anthropic: "claude-3-5-haiku-latest",
  google: "gemini-2.0-flash",
  "openai-compatible": "llama3.1",
} as const;

export interface ProviderConfig {
  provider: Exclude<Env["AI_PROVIDER"], "offline">;
  modelId: string;
  model: LanguageModel;
}

const cache = new Map<string, ProviderConfig>();

export function resolveProvider(env: Env): ProviderConfig | null {
  if (env.AI_PROVIDER === "offline") return null;
  const provider = env.AI_PROVIDER;
  const modelId = env.AI_MODEL ?? DEFAULT_MODELS[provider];
  const key = `${provider}|${modelId}|${env.AI_BASE_URL ?? ""}|${env.AI_API_KEY ? "k" : ""}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const baseURL = env.AI_BASE_URL ?? undefined;
  let model: LanguageModel;
  switch (provider) {
    case "openai":
      // Strict structured outputs reject schemas with optional keys (experience, itinerary,
      // partner content) with a 400; the engine validates every output itself.
      model = wrapLanguageModel({
        model: createOpenAI({ apiKey: env.AI_API_KEY, baseURL })(modelId),
        middleware: defaultSettingsMiddleware({
          settings: { providerOptions: { openai: { strictJsonSchema: false } } },
        }),
      });
      break;
    case "anthropic":
      model = createAnthropic({ apiKey: env.AI_API_KEY, baseURL })(modelId);
      break;
    case "google":
      model = createGoogleGenerativeAI({ apiKey: env.AI_API_KEY, baseURL })(modelId);
      break;
    case "openai-compatible":
      model = createOpenAICompatible({
        name: "openai-compatible",
        baseURL: baseURL ?? "http://127.0.0.1:11434/v1",
        apiKey: env.AI_API_KEY,
        supportsStructuredOutputs: true,
      })(modelId);
      break;
  }
  const config = { provider, modelId, model };
  cache.set(key, config);
  return config;
}

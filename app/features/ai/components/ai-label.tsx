import { SparklesIcon } from "lucide-react";
import * as MESSAGES from "~/lib/messages";
import { cn } from "~/lib/utils";

const ENGINE_LABEL: Record<string, string> = {
  offline: "motore AI integrato",
  openai: "OpenAI",
  anthropic: "Anthropic",
  google: "Google",
  "openai-compatible": "modello AI configurato",
};

/** 'Generato con l'AI': discreet transparency label on every public AI output (EU AI Act). */
export function AiLabel({ engine, className }: { engine?: string | null; className?: string }) {
  return (
    <p className={cn("inline-flex items-center gap-1.5 text-xs text-muted", className)}>
      <SparklesIcon aria-hidden="true" className="size-3.5" />
      <span>{MESSAGES.aiGeneratedLabel}</span>
      {engine ? <span>· {ENGINE_LABEL[engine] ?? engine}</span> : null}
    </p>
  );
}

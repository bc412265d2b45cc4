// The body of the article AI dialog: the streamed answer, or the chat with its
// question form. Loaded with the first request, not with the article page.
import { Loader2Icon, SendIcon } from "lucide-react";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import type { ArticleTool } from "../schemas";
import { AiLabel } from "./ai-label";
import { AiText } from "./ai-text";

export interface ChatEntry {
  role: "user" | "ai";
  text: string;
}

export default function ArticleAiDialogBody({
  tool,
  chat,
  content,
  question,
  onQuestionChange,
  loading,
  engine,
  onSubmit,
  onCite,
  chatEndRef,
}: {
  tool: ArticleTool | null;
  chat: ChatEntry[];
  content: string;
  question: string;
  onQuestionChange: (value: string) => void;
  loading: boolean;
  engine: string | null;
  onSubmit: (event: React.FormEvent) => void;
  onCite: (paragraph: number) => void;
  chatEndRef: React.RefObject<HTMLDivElement | null>;
}) {
  return (
    <>
      {tool === "chat" ? (
        <div className="grid gap-3">
          <div className="max-h-[50dvh] space-y-3 overflow-y-auto" aria-live="polite">
            {chat.length === 0 ? (
              <p className="text-sm text-muted">
                Chiedi qualcosa su questo articolo: risponderò citando i paragrafi.
              </p>
            ) : (
              chat.map((entry, i) =>
                entry.role === "user" ? (
                  <p
                    key={`u${i}`}
                    className="ml-auto w-fit max-w-[85%] rounded-2xl bg-ink px-4 py-2 text-sm text-ivory"
                  >
                    <span className="sr-only">Tu: </span>
                    {entry.text}
                  </p>
                ) : (
                  <div
                    key={`a${i}`}
                    className="max-w-[95%] rounded-2xl bg-sand/60 px-4 py-3"
                    data-testid="ai-chat-answer"
                  >
                    <span className="sr-only">AI: </span>
                    {entry.text ? (
                      <AiText text={entry.text} onCite={onCite} />
                    ) : (
                      <Loader2Icon aria-label="Caricamento" className="size-4 animate-spin" />
                    )}
                  </div>
                ),
              )
            )}
            <div ref={chatEndRef} />
          </div>
          <form onSubmit={onSubmit} className="flex items-end gap-2">
            <label className="grid flex-1 gap-1 text-sm">
              <span className="sr-only">La tua domanda</span>
              <input
                value={question}
                onChange={(e) => onQuestionChange(e.target.value)}
                maxLength={500}
                placeholder="Fai una domanda sull'articolo…"
                className="h-11 rounded-full border border-ink/20 bg-white px-4 text-sm outline-none focus:border-ink"
              />
            </label>
            <Button
              type="submit"
              size="icon"
              aria-label="Invia domanda"
              disabled={!question.trim() || loading}
            >
              {loading ? (
                <Loader2Icon aria-hidden="true" className="animate-spin" />
              ) : (
                <SendIcon aria-hidden="true" />
              )}
            </Button>
          </form>
        </div>
      ) : (
        <div aria-live="polite" aria-busy={loading} data-testid="ai-tool-content">
          {content ? (
            <AiText text={content} surface={tool === "ispirazione" ? "article-inspiration" : undefined} />
          ) : (
            <Loader2Icon aria-label="Caricamento" className="size-5 animate-spin" />
          )}
        </div>
      )}
      <AiLabel engine={engine} />
    </>
  );
}

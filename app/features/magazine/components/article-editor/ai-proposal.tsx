import { Sparkles } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import * as MESSAGES from "~/lib/messages";
import type { Reply } from "~/server/outcome.server";

/**
 * "Proponi una bozza con l'AI" (issue 15): the draft never replaces what the editor
 * wrote. An empty body is filled; otherwise the proposal appears beside the text to
 * accept or discard. An accepted draft is marked as AI-generated until it is edited.
 */
export function AiProposal({
  formRef,
  bodyIsEmpty,
  onAccept,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  bodyIsEmpty: boolean;
  onAccept: (html: string) => void;
}) {
  const fetcher = useFetcher<Reply<{ content: string }>>();
  const [proposal, setProposal] = useState<string | null>(null);
  const handled = useRef<unknown>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply || handled.current === reply) return;
    handled.current = reply;
    if (!reply.ok || !reply.value) {
      toast.error(reply.toast?.title ?? MESSAGES.aiError);
      return;
    }
    if (bodyIsEmpty) {
      onAccept(reply.value.content);
      toast.success(MESSAGES.aiGenerated);
    } else {
      setProposal(reply.value.content);
      requestAnimationFrame(() => panel.current?.focus());
    }
  }, [fetcher.state, fetcher.data, bodyIsEmpty, onAccept]);

  const generate = () => {
    const data = new FormData(formRef.current ?? undefined);
    const title = String(data.get("title") ?? "").trim();
    const excerpt = String(data.get("excerpt") ?? "").trim();
    if (!title || !excerpt) {
      toast.error(MESSAGES.aiNeedsTitleExcerpt);
      return;
    }
    const body = new FormData();
    body.set("intent", "generate");
    body.set("title", title);
    body.set("excerpt", excerpt);
    const categoryId = String(data.get("categoryId") ?? "");
    if (categoryId) body.set("categoryId", categoryId);
    fetcher.submit(body, { method: "post" });
  };

  return (
    <div className="grid gap-3">
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={generate}
          disabled={fetcher.state !== "idle"}
        >
          <Sparkles aria-hidden="true" />{" "}
          {fetcher.state !== "idle" ? "Generazione in corso…" : "Proponi una bozza con l'AI"}
        </Button>
      </div>
      {proposal ? (
        <section
          ref={panel}
          tabIndex={-1}
          aria-label="Proposta dell'AI"
          className="grid gap-3 rounded-lg border border-gold/60 bg-gold-light/20 p-4"
        >
          <p className="text-sm font-medium">Proposta dell'AI — il tuo testo non è stato toccato</p>
          <div
            className="prose prose-sm max-h-80 max-w-none overflow-y-auto"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with the article allow-list.
            dangerouslySetInnerHTML={{ __html: proposal }}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              onClick={() => {
                onAccept(proposal);
                setProposal(null);
              }}
            >
              Usa questa bozza
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setProposal(null)}>
              Scarta
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

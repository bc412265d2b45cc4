// The article AI tools (spec §2, §4): summary, ask the AI (chat) and
// inspiration, as a row of buttons and again as cards, with one dialog.
import { BookOpenTextIcon, LightbulbIcon, Loader2Icon, MessageCircleQuestionIcon } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { LazyDialog } from "~/components/ui/lazy-dialog";
import { toast } from "~/components/ui/toast";
import * as MESSAGES from "~/lib/messages";
import { cn } from "~/lib/utils";
import type { ArticleTool } from "../schemas";
import type { ChatEntry } from "./article-ai-dialog";

// The dialog's body and the streaming client load with the first request.
const ArticleAiDialogBody = React.lazy(() => import("./article-ai-dialog"));
const loadClient = () => import("./client");

export interface ArticleAiToolsProps {
  article: { id: string; slug: string; title: string; categoryName: string | null };
  /**
   * The page the server answers the tools on (lib/urls articleToolsPath): before the
   * scripts run, or without them, each button posts there and gets the answer page.
   */
  action: string;
}

const AI_CONTENT_ERROR = MESSAGES.aiContentError;

const TOOLS: {
  tool: ArticleTool;
  label: string;
  title: string;
  description: string;
  icon: typeof BookOpenTextIcon;
}[] = [
  {
    tool: "riassunto",
    label: "Riassunto AI",
    title: "Riassunto",
    description: "I punti essenziali dell'articolo in pochi secondi.",
    icon: BookOpenTextIcon,
  },
  {
    tool: "chat",
    label: "Chiedi all'AI",
    title: "Chiedi all'AI",
    description: "Fai una domanda: la risposta cita i passaggi dell'articolo.",
    icon: MessageCircleQuestionIcon,
  },
  {
    tool: "ispirazione",
    label: "Ispirazione",
    title: "Ispirazione",
    description: "Letture, classifiche e partner collegati a questo tema.",
    icon: LightbulbIcon,
  },
];

/** Classes of the highlighted (cited) paragraph; listed here so Tailwind generates them. */
const CITED_CLASSES = [
  "bg-gold-light/50",
  "rounded-md",
  "outline-2",
  "outline-offset-4",
  "outline-gold",
  "transition-colors",
];

/** Highlights the cited block: the server gives each one its id (lib/article-blocks.ts). */
export function highlightParagraph(n: number) {
  const target = document.getElementById(`paragrafo-${n}`);
  if (!target) return;
  for (const p of document.querySelectorAll("[data-ai-cited]")) {
    p.removeAttribute("data-ai-cited");
    p.classList.remove(...CITED_CLASSES);
  }
  target.setAttribute("data-ai-cited", "true");
  target.classList.add(...CITED_CLASSES);
  target.setAttribute("tabindex", "-1");
  target.scrollIntoView({ behavior: "smooth", block: "center" });
  target.focus({ preventScroll: true });
}

export function ArticleAiTools({ article, action }: ArticleAiToolsProps) {
  const [open, setOpen] = React.useState(false);
  const [tool, setTool] = React.useState<ArticleTool | null>(null);
  const [content, setContent] = React.useState("");
  const [chat, setChat] = React.useState<ChatEntry[]>([]);
  const [question, setQuestion] = React.useState("");
  const [loading, setLoading] = React.useState(false);
  const [engine, setEngine] = React.useState<string | null>(null);
  const loadingRef = React.useRef(false);
  const chatEndRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (chat.length) chatEndRef.current?.scrollIntoView({ block: "nearest" });
  }, [chat]);

  async function runTool(next: "riassunto" | "ispirazione") {
    if (loadingRef.current) return; // spec §4: further requests are ignored while one runs
    loadingRef.current = true;
    setLoading(true);
    setTool(next);
    setContent("");
    setEngine(null);
    try {
      const { streamArticleTool } = await loadClient();
      const used = await streamArticleTool(
        { tool: next, article: article.id },
        {
          onMeta: (e) => {
            setEngine(e);
            setOpen(true);
          },
          onDelta: (text) => setContent((c) => c + text),
          onReset: () => setContent(""),
        },
      );
      setEngine(used);
      setOpen(true);
    } catch {
      setOpen(false);
      toast.error(AI_CONTENT_ERROR);
    } finally {
      loadingRef.current = false;
      setLoading(false);
    }
  }

  function openChat() {
    if (loadingRef.current) return;
    setTool("chat");
    setOpen(true);
  }

  async function sendQuestion(event: React.FormEvent) {
    event.preventDefault();
    const q = question.trim();
    if (!q || loadingRef.current) return;
    loadingRef.current = true;
    setLoading(true);
    setQuestion("");
    setChat((c) => [...c, { role: "user", text: q }, { role: "ai", text: "" }]);
    const appendToLast = (fn: (text: string) => string) =>
      setChat((c) => c.map((entry, i) => (i === c.length - 1 ? { ...entry, text: fn(entry.text) } : entry)));
    try {
      const { streamArticleTool } = await loadClient();
      const used = await streamArticleTool(
        { tool: "chat", article: article.id, question: q },
        { onDelta: (text) => appendToLast((t) => t + text), onReset: () => appendToLast(() => "") },
      );
      setEngine(used);
    } catch {
      setChat((c) => (c.at(-1)?.role === "ai" && !c.at(-1)?.text ? c.slice(0, -1) : c));
      toast.error(AI_CONTENT_ERROR);
    } finally {
      loadingRef.current = false;
      setLoading(false);
    }
  }

  function onCite(n: number) {
    setOpen(false);
    window.setTimeout(() => highlightParagraph(n), 50);
  }

  /** With scripts, the dialog answers; the form post underneath is for the first tap and no-JS. */
  function start(t: ArticleTool, event?: React.MouseEvent) {
    event?.preventDefault();
    if (t === "chat") openChat();
    else void runTool(t);
  }

  const current = TOOLS.find((t) => t.tool === tool);

  return (
    <section aria-label="Strumenti AI dell'articolo" className="not-prose">
      <form method="post" action={action} className="flex flex-wrap gap-2" data-testid="ai-tools-row">
        {TOOLS.map(({ tool: t, label, icon: Icon }) => (
          <Button
            key={t}
            type="submit"
            name="strumento"
            value={t}
            variant="outline"
            size="sm"
            disabled={loading}
            onClick={(event) => start(t, event)}
          >
            {loading && tool === t ? (
              <Loader2Icon aria-hidden="true" className="animate-spin" />
            ) : (
              <Icon aria-hidden="true" />
            )}
            {label}
          </Button>
        ))}
      </form>

      <div className="mt-10">
        <h2 className="font-display text-2xl text-ink">Esplora di più con l'AI</h2>
        <ArticleAiToolCards className="mt-5" action={action} disabled={loading} onSelect={start} />
      </div>

      <LazyDialog
        open={open}
        onOpenChange={setOpen}
        title={current?.title ?? "AI"}
        description={article.title}
        className="max-w-2xl"
      >
        {open ? (
          <ArticleAiDialogBody
            tool={tool}
            chat={chat}
            content={content}
            question={question}
            onQuestionChange={setQuestion}
            loading={loading}
            engine={engine}
            onSubmit={sendQuestion}
            onCite={onCite}
            chatEndRef={chatEndRef}
          />
        ) : null}
      </LazyDialog>
    </section>
  );
}

/** The same three tools as cards under 'Esplora di più con l'AI' (spec §2). */
export function ArticleAiToolCards({
  className,
  action,
  disabled,
  onSelect,
}: {
  className?: string;
  action: string;
  disabled?: boolean;
  onSelect: (tool: ArticleTool, event?: React.MouseEvent) => void;
}) {
  return (
    <form method="post" action={action} className={cn("grid gap-4 sm:grid-cols-3", className)}>
      {TOOLS.map(({ tool, title, description, icon: Icon }) => (
        <button
          key={tool}
          type="submit"
          name="strumento"
          value={tool}
          disabled={disabled}
          onClick={(event) => onSelect(tool, event)}
          className="rounded-card disabled:opacity-60 border border-line bg-paper p-5 text-left transition-colors hover:border-terracotta focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <Icon aria-hidden="true" className="mb-3 size-6 text-terracotta" />
          <span className="block font-display text-lg text-ink">{title}</span>
          <span className="mt-1 block text-sm text-muted">{description}</span>
        </button>
      ))}
    </form>
  );
}

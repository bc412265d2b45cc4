// The article AI tools as a page the server answers: what a tap gets before the page's
// scripts run, or without them (issue 14). With scripts, the article's dialog is the
// enhanced version; this page is the same tools as plain forms.

import { BookOpenTextIcon, LightbulbIcon, MessageCircleQuestionIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { BackLink } from "~/components/ui/back-link";
import { Button } from "~/components/ui/button";
import type { ArticleTool } from "../schemas";
import { AiLabel } from "./ai-label";
import { AiText } from "./ai-text";

export interface ArticleToolAnswer {
  tool: ArticleTool;
  question?: string;
  content?: string;
  engine?: string;
  error?: string;
}

const TOOL_TITLES: Record<ArticleTool, string> = {
  riassunto: "Riassunto",
  chat: "Chiedi all'AI",
  ispirazione: "Ispirazione",
};

const ICONS = { riassunto: BookOpenTextIcon, chat: MessageCircleQuestionIcon, ispirazione: LightbulbIcon };

export function ArticleAiPage({
  article,
  answer,
}: {
  article: { title: string; url: string };
  answer: ArticleToolAnswer | null;
}) {
  const busy = useNavigation().state === "submitting";
  const tool = answer?.tool ?? "chat";
  return (
    <div className="container-page max-w-3xl py-10 md:py-14">
      <BackLink to={article.url} tone="page">
        Torna all'articolo
      </BackLink>
      <h1 className="mt-6 text-3xl md:text-4xl">Strumenti AI</h1>
      <p className="mt-2 text-lg text-ink-soft">{article.title}</p>

      <Form method="post" className="mt-8 flex flex-wrap gap-2" aria-label="Scegli uno strumento">
        {(["riassunto", "chat", "ispirazione"] as const).map((t) => {
          const Icon = ICONS[t];
          return (
            <Button
              key={t}
              type="submit"
              name="strumento"
              value={t}
              variant={t === tool ? "primary" : "outline"}
              size="sm"
              disabled={busy}
            >
              <Icon aria-hidden="true" />
              {TOOL_TITLES[t]}
            </Button>
          );
        })}
      </Form>

      {answer?.error ? (
        <p
          role="alert"
          className="mt-8 rounded-card border border-terracotta/40 bg-terracotta/10 p-4 text-ink"
        >
          {answer.error}
        </p>
      ) : null}

      {answer?.content ? (
        <section
          aria-labelledby="ai-answer"
          className="mt-8 rounded-card border border-line bg-paper p-6"
          aria-live="polite"
        >
          <h2 id="ai-answer" className="font-display text-2xl text-ink">
            {TOOL_TITLES[answer.tool]}
          </h2>
          {answer.question ? (
            <p className="mt-3 text-sm text-ink-soft">
              <span className="font-medium">La tua domanda:</span> {answer.question}
            </p>
          ) : null}
          <div className="mt-4" data-testid="ai-page-answer">
            <AiText
              text={answer.content}
              citeHref={(n) => `${article.url}#paragrafo-${n}`}
              surface={answer.tool === "ispirazione" ? "article-inspiration" : undefined}
            />
          </div>
          <AiLabel engine={answer.engine} className="mt-4" />
        </section>
      ) : null}

      {tool === "chat" ? (
        <Form method="post" className="mt-8 grid gap-3">
          <input type="hidden" name="strumento" value="chat" />
          <label className="grid gap-2">
            <span className="font-medium text-ink">Fai una domanda sull'articolo</span>
            <input
              name="domanda"
              required
              maxLength={500}
              defaultValue=""
              autoComplete="off"
              placeholder="Per esempio: chi l'ha progettato? quando è nato?"
              className="h-11 rounded-full border border-ink/20 bg-white px-4 text-sm outline-none focus:border-ink"
            />
          </label>
          <div>
            <Button type="submit" disabled={busy}>
              Invia domanda
            </Button>
          </div>
          <p className="text-sm text-muted">
            La risposta cita i paragrafi dell'articolo, o dice che l'articolo non ne parla.
          </p>
        </Form>
      ) : null}
    </div>
  );
}

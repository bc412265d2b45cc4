import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { AmbassadorOutput } from "~/features/ai/ambassador/schema";
import { AmbassadorAnswerText } from "./ambassador-answer";

type Reply = {
  question?: string | undefined;
  output?: AmbassadorOutput | null | undefined;
  engine?: string | null | undefined;
  error?: string | undefined;
};

/**
 * The Ambassador answered by the server, without JavaScript (issue 13): the visitors' page
 * `/atlas/{slug}/ambassador` and the partner's preview share it. The last answer, then the
 * question form (left out while `form` is null, e.g. when an admin has paused it).
 */
export function AmbassadorFormPage({
  back,
  title,
  intro,
  notice,
  reply,
  agentName,
  form,
}: {
  back: { to: string; label: string };
  title: string;
  intro: string;
  notice?: ReactNode;
  reply: Reply | undefined;
  agentName: string;
  /** The question's label and hidden fields; null: no form. */
  form: { label: string; hidden?: Record<string, string> } | null;
}) {
  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10">
      <p>
        <Link to={back.to} className="text-sm underline">
          {back.label}
        </Link>
      </p>
      <h1 className="font-display text-3xl">{title}</h1>
      <p className="text-sm text-ink-soft">{intro}</p>
      {notice}
      {reply ? (
        <section
          aria-labelledby="risposta"
          className="grid gap-3 rounded-card bg-sand/60 p-4"
          aria-live="polite"
        >
          <h2 id="risposta" className="font-display text-xl">
            {reply.question ? `«${reply.question}»` : "Risposta"}
          </h2>
          {reply.output ? (
            <AmbassadorAnswerText output={reply.output} engine={reply.engine} />
          ) : (
            <p role="alert" className="text-sm text-red-800">
              {reply.error}
            </p>
          )}
        </section>
      ) : null}
      {form ? (
        <Form method="post" className="grid gap-3">
          {Object.entries(form.hidden ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor="domanda" className="text-sm font-medium">
            {form.label}
          </label>
          <textarea
            id="domanda"
            name="domanda"
            required
            maxLength={500}
            rows={3}
            className="rounded-card border border-ink/20 bg-white p-3 text-sm"
          />
          <Button type="submit" className="justify-self-start">
            Chiedi a {agentName}
          </Button>
        </Form>
      ) : null}
    </main>
  );
}

import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { confirmSubscription, subscribe, unsubscribe } from "~/features/magazine/newsletter.server";
import * as MESSAGES from "~/lib/messages";
import { noindexMeta } from "~/lib/seo";
import { appContext } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { consumeRateLimit } from "~/server/rate-limit.server";
import type { Route } from "./+types/newsletter";

const subscribeSchema = z.object({
  intent: z.literal("subscribe"),
  email: z.email({ error: MESSAGES.invalidEmail }).max(254, { error: MESSAGES.invalidEmail }),
});
const tokenSchema = z.object({ intent: z.enum(["confirm", "unsubscribe"]), token: z.string().max(100) });

/** /newsletter (issue 15): subscribe, confirm (double opt-in) and unsubscribe. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { mailer } = context.get(appContext);
  // The links in the e-mails open a page with a button: a mail scanner fetching the
  // link changes nothing.
  const confirm = url.searchParams.get("conferma");
  const leave = url.searchParams.get("disiscrizione");
  return {
    open: mailer.available,
    token: (confirm ?? leave ?? "").slice(0, 100),
    mode: confirm ? ("confirm" as const) : leave ? ("unsubscribe" as const) : ("subscribe" as const),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const formData = await readForm(request);
  if (formData.get("intent") === "subscribe") {
    const submission = parseWithZod(formData, { schema: subscribeSchema });
    if (submission.status !== "success") return { ok: false, message: MESSAGES.invalidEmail };
    const limit = await consumeRateLimit(
      ctx.db,
      { name: "newsletter", max: 5, windowSeconds: 600 },
      ctx.clientIp,
    );
    if (!limit.allowed) return { ok: false, message: MESSAGES.tooManyRequests };
    const outcome = await subscribe(ctx.db, ctx.mailer, ctx.siteUrl, submission.value.email);
    return outcome.ok
      ? { ok: true, message: MESSAGES.newsletterCheckInbox }
      : { ok: false, message: outcome.message };
  }
  const parsed = tokenSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: MESSAGES.newsletterLinkInvalid };
  const run = parsed.data.intent === "confirm" ? confirmSubscription : unsubscribe;
  const outcome = await run(ctx.db, parsed.data.token);
  if (!outcome.ok) return { ok: false, message: outcome.message };
  return {
    ok: true,
    message:
      parsed.data.intent === "confirm" ? MESSAGES.newsletterConfirmed : MESSAGES.newsletterUnsubscribed,
  };
}

export function meta() {
  return noindexMeta("Newsletter · Atlante");
}

export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const { open, token, mode } = loaderData;
  const answer = useActionData<typeof action>();
  return (
    <section className="container-page grid max-w-xl flex-1 content-center gap-6 py-20">
      <h1 className="text-4xl">La newsletter di Atlante</h1>
      {answer ? (
        <p role="status" className={answer.ok ? "text-cypress" : "text-red-800"}>
          {answer.message}
        </p>
      ) : null}
      {mode === "subscribe" ? (
        open ? (
          <Form method="post" className="grid gap-4">
            <p className="text-ink-soft">
              Una selezione dal magazine, una volta alla settimana. Teniamo solo il tuo indirizzo e-mail, che
              puoi cancellare in ogni momento dal link in fondo a ogni messaggio.
            </p>
            <Field id="newsletter-email" label="Indirizzo e-mail">
              <Input id="newsletter-email" name="email" type="email" autoComplete="email" required />
            </Field>
            <div>
              <Button type="submit" name="intent" value="subscribe">
                Iscriviti
              </Button>
            </div>
          </Form>
        ) : (
          <p className="text-ink-soft">{MESSAGES.newsletterClosed}</p>
        )
      ) : answer?.ok ? null : (
        <Form method="post" className="grid gap-4">
          <input type="hidden" name="token" value={token} />
          <p className="text-ink-soft">
            {mode === "confirm"
              ? "Conferma di voler ricevere la newsletter di Atlante a questo indirizzo."
              : "Vuoi cancellare il tuo indirizzo dalla newsletter di Atlante?"}
          </p>
          <div>
            <Button type="submit" name="intent" value={mode}>
              {mode === "confirm" ? "Conferma l'iscrizione" : "Cancella l'iscrizione"}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}

import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { Button } from "~/components/ui/button";
import { getOwnAmbassadorPreview } from "~/features/partners/ambassador/ambassador-agent.server";
import { AmbassadorAnswerText } from "~/features/partners/ambassador/ambassador-answer";
import { askOwnAmbassadorPreview } from "~/features/partners/ambassador/ambassador-chat.server";
import { AMBASSADOR_MESSAGES } from "~/features/partners/ambassador/ambassador-messages";
import * as MESSAGES from "~/lib/messages";
import { PARTNER_AREA_PATH } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { requireUser } from "~/server/policy.server";
import type { Route } from "./+types/ambassador-preview";

/**
 * /area-partner/ambassador (issue 13): the partner tries their own Ambassador before
 * (or while) visitors can — their profile as it is, a draft too, with their current
 * request's name and instructions. Owner only (the signed-in user's own profile);
 * works without JavaScript; nothing is counted.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const preview = await getOwnAmbassadorPreview(context.get(appContext).db, user.id);
  if (!preview) throw data(AMBASSADOR_MESSAGES.noPreview, { status: 404 });
  return {
    partnerName: preview.partnerName,
    agent: { name: preview.agent.name, avatarUrl: preview.agent.avatarUrl },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await readForm(request);
  const { partnerId: _partnerId, ...reply } = await askOwnAmbassadorPreview(
    context.get(appContext),
    user.id,
    form.get("domanda"),
  );
  return data(reply, reply.status);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Anteprima: ${loaderData?.agent.name ?? "Ambassador"} · Area Partner · Atlante` },
  { name: "robots", content: "noindex" },
];

export default function AmbassadorPreviewPage() {
  const { partnerName, agent } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10">
      <p>
        <Link to={PARTNER_AREA_PATH} className="text-sm underline">
          Torna all'Area Partner
        </Link>
      </p>
      <h1 className="font-display text-3xl">Anteprima: parla con {agent.name}</h1>
      <p className="text-sm text-ink-soft">
        Prova l'Ambassador di {partnerName} come lo vedranno i visitatori: risponde con i dati attuali della
        tua scheda (anche in bozza) e con le tue istruzioni. Le domande di prova non entrano nelle
        statistiche.
      </p>
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
      <Form method="post" className="grid gap-3">
        <label htmlFor="domanda" className="text-sm font-medium">
          La domanda di prova
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
          Chiedi a {agent.name}
        </Button>
      </Form>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      notFoundTitle={AMBASSADOR_MESSAGES.noPreview}
      loadErrorTitle={MESSAGES.profileLoadError}
      back={{ to: PARTNER_AREA_PATH, label: "Torna all'Area Partner" }}
    />
  );
}

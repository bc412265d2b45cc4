import { data, useActionData, useLoaderData } from "react-router";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { recordAmbassadorConversation } from "~/features/analytics/ambassador.server";
import { getAmbassadorAgent } from "~/features/partners/ambassador/ambassador-agent.server";
import { askPartnerAmbassador } from "~/features/partners/ambassador/ambassador-chat.server";
import { AmbassadorFormPage } from "~/features/partners/ambassador/ambassador-form-page";
import { AMBASSADOR_MESSAGES } from "~/features/partners/ambassador/ambassador-messages";
import { getPublishedPartnerBySlug } from "~/features/partners/partners-public.server";
import * as MESSAGES from "~/lib/messages";
import { noindexMeta } from "~/lib/seo";
import { DIRECTORY_PATH, partnerPath } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import type { Route } from "./+types/profile-ambassador";

/** /atlas/{slug}/ambassador (issue 13): the Ambassador answered by the server, for visitors without JavaScript. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const [agent, partner] = await Promise.all([
    getAmbassadorAgent(ctx.db, params.slug),
    getPublishedPartnerBySlug(ctx.db, params.slug),
  ]);
  if (!agent || !partner) throw data(AMBASSADOR_MESSAGES.unavailable, { status: 404 });
  return data(
    {
      slug: params.slug,
      partnerName: partner.nome,
      agent: { name: agent.name, avatarUrl: agent.avatarUrl },
      // Issue 13: paused by an admin — the page says so instead of offering the form.
      paused: agent.paused,
    },
    { status: agent.paused ? 503 : 200 },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const ctx = context.get(appContext);
  const answered = await askPartnerAmbassador(ctx, params.slug, form.get("domanda"));
  if (answered.status === 404) throw data(AMBASSADOR_MESSAGES.unavailable, { status: 404 });
  recordAmbassadorConversation(ctx, request.headers, answered, form.get("prima") === "1");
  // The partner's id stays on the server.
  const { partnerId: _partnerId, ...reply } = answered;
  return data(reply, reply.status);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  noindexMeta(
    `Parla con ${loaderData?.agent.name ?? "l'Ambassador"} · ${loaderData?.partnerName ?? "Partner"} · Atlante`,
  );

export default function ProfileAmbassadorPage() {
  const { slug, partnerName, agent, paused } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AmbassadorFormPage
      back={{ to: partnerPath(slug), label: `Torna alla scheda di ${partnerName}` }}
      title={`Parla con ${agent.name}`}
      intro={`L'assistente virtuale di ${partnerName} risponde con i dati della scheda, nella lingua della domanda; se un'informazione manca, ti indica i contatti del partner.`}
      notice={
        paused ? (
          <p role="status" className="rounded-card bg-sand/60 p-4 text-sm">
            {AMBASSADOR_MESSAGES.paused}.
          </p>
        ) : null
      }
      reply={reply}
      agentName={agent.name}
      // The opening question of the conversation is counted once in the partner's statistics.
      form={paused ? null : { label: "La tua domanda", hidden: { prima: reply?.output ? "0" : "1" } }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      notFoundTitle={AMBASSADOR_MESSAGES.unavailable}
      loadErrorTitle={MESSAGES.profileNotFound}
      back={{ to: DIRECTORY_PATH, label: "Torna alla directory" }}
    />
  );
}

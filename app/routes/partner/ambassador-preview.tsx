import { data, useActionData, useLoaderData } from "react-router";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { getOwnAmbassadorPreview } from "~/features/partners/ambassador/ambassador-agent.server";
import { askOwnAmbassadorPreview } from "~/features/partners/ambassador/ambassador-chat.server";
import { AmbassadorFormPage } from "~/features/partners/ambassador/ambassador-form-page";
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
  return (
    <AmbassadorFormPage
      back={{ to: PARTNER_AREA_PATH, label: "Torna all'Area Partner" }}
      title={`Anteprima: parla con ${agent.name}`}
      intro={`Prova l'Ambassador di ${partnerName} come lo vedranno i visitatori: risponde con i dati attuali della tua scheda (anche in bozza) e con le tue istruzioni. Le domande di prova non entrano nelle statistiche.`}
      reply={useActionData<typeof action>()}
      agentName={agent.name}
      form={{ label: "La domanda di prova" }}
    />
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

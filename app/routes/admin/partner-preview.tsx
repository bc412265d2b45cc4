import { data } from "react-router";
import { PartnerProfileView } from "~/features/partners/components/profile-view";
import { getPartnerPreview } from "~/features/partners/partner-review.server";
import { toWizardProfile } from "~/features/partners/wizard-schema";
import * as MESSAGES from "~/lib/messages";
import { adminPartnerReviewPath, PARTNER_AREA_PATH } from "~/lib/urls";
import { appContext } from "~/server/context.server";
import { getSessionUser } from "~/server/policy.server";
import type { Route } from "./+types/partner-preview";

/**
 * /anteprima/partner/{id} (issue 15): the real profile page with the partner's pending
 * changes (or the unpublished draft), for admins and the owning partner only. Anyone
 * else gets the same 404 as a missing page. Never indexed, never cached.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  const preview = await getPartnerPreview(context.get(appContext).db, user, params.id);
  if (!preview) throw data(MESSAGES.notFound, { status: 404 });
  return data(
    {
      profile: toWizardProfile(preview.profile),
      hasPending: preview.hasPending,
      isAdmin: user?.role === "admin",
    },
    { headers: { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Anteprima: ${loaderData?.profile.nome ?? "scheda partner"} · Atlante` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PartnerPreview({ loaderData }: Route.ComponentProps) {
  const { profile, hasPending, isAdmin } = loaderData;
  const status =
    profile.stato !== "pubblicato"
      ? "Questa scheda non è pubblicata."
      : hasPending
        ? "Modifiche in attesa di approvazione: la pagina pubblica mostra ancora la versione approvata."
        : "Nessuna modifica in attesa: questa è la versione pubblicata.";
  return (
    <>
      <div role="status" className="sticky top-0 z-40 bg-ink px-4 py-2 text-center text-sm text-ivory">
        <strong className="mr-2 uppercase tracking-wide text-gold-light">Anteprima</strong>
        {status}{" "}
        <a href={isAdmin ? adminPartnerReviewPath(profile.id) : PARTNER_AREA_PATH} className="underline">
          {isAdmin ? "Torna alla revisione" : "Torna all'Area Partner"}
        </a>
      </div>
      <PartnerProfileView profile={profile} />
    </>
  );
}

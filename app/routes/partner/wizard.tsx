import { useEffect } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { PartnerWizard } from "~/features/partners/components/wizard/partner-wizard";
import type { WizardProfile } from "~/features/partners/components/wizard/wizard-state";
import { getOwnedProfileById, getOwnProfile } from "~/features/partners/partner-owner.server";
import { withPending } from "~/features/partners/partner-pending";
import { toWizardProfile, WIZARD_MESSAGES } from "~/features/partners/wizard-schema";
import { noindexMeta } from "~/lib/seo";
import { appContext } from "~/server/context.server";
import { requireUser } from "~/server/policy.server";
import type { Route } from "./+types/wizard";

export const meta: Route.MetaFunction = () => noindexMeta("Wizard scheda partner | Atlante");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const ctx = context.get(appContext);
  const id = new URL(request.url).searchParams.get("id");
  try {
    // D6: ?id= must be the user's own profile; anything else shows 'Errore nel caricamento'.
    const profile = id
      ? await getOwnedProfileById(ctx.db, user.id, id)
      : await getOwnProfile(ctx.db, user.id);
    if (id && !profile) return { profile: null, published: false, loadError: true };
    // Issue 15: the partner keeps editing their pending version of a published profile.
    return {
      profile: profile ? (toWizardProfile(withPending(profile)) as WizardProfile) : null,
      published: profile?.stato === "pubblicato",
      loadError: false,
    };
  } catch (error) {
    ctx.log.error({ err: error }, "wizard load failed");
    return { profile: null, published: false, loadError: true };
  }
}

export default function WizardRoute({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    if (loaderData.loadError) toast.error(WIZARD_MESSAGES.loadError);
  }, [loaderData.loadError]);
  if (loaderData.loadError) {
    return (
      <div className="container-page max-w-2xl py-16 text-center">
        <h1 className="font-display text-3xl text-ink">{WIZARD_MESSAGES.loadError}</h1>
        <p className="mt-3 text-ink-soft">La scheda richiesta non è disponibile.</p>
        <Button asChild className="mt-8">
          <Link to="/area-partner">Torna all'Area Partner</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      {loaderData.published ? (
        <p
          className="container-page mt-6 max-w-3xl rounded-xl border border-gold/50 bg-gold-light/30 p-4 text-sm text-ink"
          role="note"
        >
          La tua scheda è pubblicata: le modifiche che salvi restano private finché la redazione non le
          approva. Al passo 9 inviale in revisione.
        </p>
      ) : null}
      <PartnerWizard key={loaderData.profile?.id ?? "new"} profile={loaderData.profile} />
    </>
  );
}

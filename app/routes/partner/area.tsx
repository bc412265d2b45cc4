import { Loader2, LogOut, Plus } from "lucide-react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { avatarOf } from "~/features/partners/ambassador/ambassador-agent.server";
import { PARTNER_AMBASSADOR_MESSAGES } from "~/features/partners/ambassador/ambassador-messages";
import {
  getOwnAmbassador,
  updateOwnInstructions,
} from "~/features/partners/ambassador/ambassador-requests.server";
import { PartnerAmbassadorCard } from "~/features/partners/ambassador/partner-ambassador-card";
import { ProfileCard } from "~/features/partners/components/partner-area/profile-card";
import { deleteOwnProfile, getOwnProfile } from "~/features/partners/partner-owner.server";
import * as MESSAGES from "~/lib/messages";
import { noindexMeta } from "~/lib/seo";
import { appContext } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { requireUser } from "~/server/policy.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/area";

export const meta: Route.MetaFunction = () => noindexMeta("Area Partner | Atlante");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const ctx = context.get(appContext);
  try {
    const profile = await getOwnProfile(ctx.db, user.id);
    // Issue 13: the current request (the active one once completed) with its state.
    const current = profile ? await getOwnAmbassador(ctx.db, user.id, profile.id) : null;
    return {
      loadError: false,
      profile: profile
        ? {
            id: profile.id,
            slug: profile.slug,
            nome: profile.nome,
            tipo: profile.tipo,
            stato: profile.stato,
            logoUrl: profile.logoUrl,
            // Issue 15: what is live, what waits for the admin and why a change was refused.
            hasPending: Boolean(profile.pendingChanges),
            pendingSubmittedAt: profile.pendingSubmittedAt,
            reviewNote: profile.reviewNote,
          }
        : null,
      ambassadorStatus: current?.status ?? null,
      ambassador: current
        ? {
            id: current.id,
            state: current.state,
            name: current.ambassadorName,
            instructions: current.instructions,
            avatarUrl: avatarOf(current),
          }
        : null,
    };
  } catch (error) {
    ctx.log.error({ err: error }, "partner area load failed");
    return { loadError: true, profile: null, ambassadorStatus: null, ambassador: null };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const ctx = context.get(appContext);
  const form = await readForm(request);
  if (form.get("intent") === "ambassador-instructions") {
    // Issue 13: the partner rewrites their Ambassador's instructions (own request only).
    const saved = await updateOwnInstructions(
      ctx.db,
      user.id,
      String(form.get("requestId") ?? ""),
      form.get("instructions"),
    );
    if (!saved.ok) return data({ error: saved.message }, { status: saved.status });
    return redirectWithToast(request, context, "/area-partner", {
      type: "success",
      title: PARTNER_AMBASSADOR_MESSAGES.instructionsSaved,
    });
  }
  if (form.get("intent") !== "delete") return data({ error: MESSAGES.genericError }, { status: 400 });
  const profileId = String(form.get("profileId") ?? "");
  try {
    const deleted = await deleteOwnProfile(ctx.db, ctx.storage, user.id, profileId);
    if (!deleted) {
      return redirectWithToast(
        request,
        context,
        "/area-partner",
        { type: "error", title: MESSAGES.profileDeleteError },
        { status: 303 },
      );
    }
  } catch (error) {
    ctx.log.error({ err: error }, "partner profile delete failed");
    return redirectWithToast(request, context, "/area-partner", {
      type: "error",
      title: MESSAGES.profileDeleteError,
    });
  }
  return redirectWithToast(request, context, "/area-partner", {
    type: "success",
    title: MESSAGES.draftDeleted,
  });
}

export default function PartnerArea({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/area-partner";
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Partner</p>
          <h1 className="mt-2 font-display text-3xl text-ink sm:text-4xl">Area Partner</h1>
        </div>
        <Form method="post" action="/logout">
          <input type="hidden" name="redirectTo" value="/auth" />
          <Button type="submit" variant="outline" size="sm">
            <LogOut aria-hidden /> Esci
          </Button>
        </Form>
      </div>

      <div className="mt-8" aria-busy={loading || deleting}>
        {loading || deleting ? (
          <p className="flex items-center gap-2 text-muted" role="status">
            <Loader2 className="size-5 animate-spin" aria-hidden /> Caricamento…
          </p>
        ) : loaderData.loadError ? (
          <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800" role="alert">
            {MESSAGES.profileLoadError}
          </p>
        ) : loaderData.profile ? (
          <>
            <ProfileCard
              profile={loaderData.profile}
              // The Ambassador's status is in its own card below (issue 13).
              ambassadorStatus={loaderData.ambassador ? null : loaderData.ambassadorStatus}
              deleting={deleting}
            />
            {loaderData.ambassador ? (
              <PartnerAmbassadorCard
                ambassador={loaderData.ambassador}
                error={actionData && "error" in actionData ? actionData.error : undefined}
                saving={
                  navigation.state !== "idle" &&
                  navigation.formData?.get("intent") === "ambassador-instructions"
                }
              />
            ) : null}
          </>
        ) : (
          <section
            className="rounded-2xl border border-dashed border-ink/20 bg-paper p-8 text-center sm:p-12"
            aria-labelledby="invite-title"
          >
            <h2 id="invite-title" className="font-display text-2xl text-ink">
              Crea la tua Scheda
            </h2>
            <p className="mx-auto mt-3 max-w-md text-ink-soft">
              Racconta la tua eccellenza: in pochi minuti crei la scheda partner, generi i contenuti premium
              con l'intelligenza artificiale e richiedi il tuo Ambassador AI.
            </p>
            <Button asChild variant="accent" className="mt-6">
              <Link to="/area-partner/wizard">
                <Plus aria-hidden /> Inizia Ora
              </Link>
            </Button>
          </section>
        )}
      </div>
    </div>
  );
}

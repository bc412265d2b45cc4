import { BarChart3, Building2, ExternalLink, Eye, Pencil, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { AlertDialog, AlertDialogTrigger, ConfirmContent } from "~/components/ui/dialog";
import { mediaVariantUrl } from "~/components/ui/responsive-image";
import { AMBASSADOR_STATUS_LABELS } from "~/features/partners/ambassador/ambassador-messages";
import { PARTNER_AREA_TIPO_LABELS, tipoLabel } from "~/features/partners/partner-labels";
import { formatItalianDate } from "~/lib/format";
import { PARTNER_STATS_PATH, partnerPath, partnerPreviewPath, wizardPath } from "~/lib/urls";
import { cn } from "~/lib/utils";

/** Spec §4: badges for each stato; bozza's look also covers unknown values. */
export function statusBadge(stato: string) {
  switch (stato) {
    case "pubblicato":
      return { label: "✓ Pubblicato", className: "border-cypress/40 bg-cypress/10 text-cypress" };
    case "in_revisione":
      return { label: "⏳ In Revisione", className: "border-gold/50 bg-gold-light/40 text-ink" };
    default:
      return { label: "📝 Bozza", className: "border-line bg-sand/60 text-ink-soft" };
  }
}

export interface PartnerCardData {
  id: string;
  slug: string;
  nome: string;
  tipo: string;
  stato: string;
  logoUrl: string | null;
  hasPending: boolean;
  pendingSubmittedAt: Date | string | null;
  reviewNote: string | null;
}

export function ProfileCard({
  profile,
  ambassadorStatus,
  deleting,
}: {
  profile: PartnerCardData;
  ambassadorStatus: string | null;
  deleting: boolean;
}) {
  const badge = statusBadge(profile.stato);
  return (
    <article
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="partner-card-title"
      data-testid="partner-card"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border border-line bg-paper">
          {profile.logoUrl ? (
            <img
              src={mediaVariantUrl(profile.logoUrl, 320)}
              alt={`Logo di ${profile.nome}`}
              width={80}
              height={80}
              className="size-full object-cover"
            />
          ) : (
            <Building2 className="size-8 text-muted" aria-hidden />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h2 id="partner-card-title" className="font-display text-2xl text-ink break-words">
            {profile.nome}
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-ink-soft">{tipoLabel(profile.tipo, PARTNER_AREA_TIPO_LABELS)}</span>
            <Badge className={cn("border", badge.className)} data-testid="partner-status">
              {badge.label}
            </Badge>
          </div>
          {ambassadorStatus ? (
            <p className="mt-2 text-sm text-muted">
              Ambassador AI:{" "}
              {(AMBASSADOR_STATUS_LABELS as Record<string, string | undefined>)[ambassadorStatus] ??
                ambassadorStatus}
            </p>
          ) : null}
        </div>
      </div>
      <ReviewState profile={profile} />
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild variant="primary">
          <a href={wizardPath(profile.id)}>
            <Pencil aria-hidden /> Modifica
          </a>
        </Button>
        {profile.stato === "pubblicato" ? (
          <Button asChild variant="outline">
            <a href={partnerPath(profile.slug)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden /> Visualizza Pubblica
            </a>
          </Button>
        ) : null}
        {profile.hasPending || profile.stato !== "pubblicato" ? (
          <Button asChild variant="outline">
            <a href={partnerPreviewPath(profile.id)} target="_blank" rel="noopener noreferrer">
              <Eye aria-hidden /> {profile.stato === "pubblicato" ? "Anteprima delle modifiche" : "Anteprima"}
            </a>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <a href={PARTNER_STATS_PATH}>
            <BarChart3 aria-hidden /> Statistiche
          </a>
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="outline"
              className="border-red-700/40 text-red-800 hover:bg-red-50"
              disabled={deleting}
            >
              <Trash2 aria-hidden /> Elimina
            </Button>
          </AlertDialogTrigger>
          <ConfirmContent
            title="Sei sicuro?"
            description="Questa azione eliminerà definitivamente la tua scheda. Non sarà possibile recuperarla."
          >
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="profileId" value={profile.id} />
              <Button type="submit" variant="danger" className="w-full">
                Elimina
              </Button>
            </Form>
          </ConfirmContent>
        </AlertDialog>
      </div>
    </article>
  );
}

/** Issue 15: for a published profile, what readers see and what waits for the editors. */
function ReviewState({ profile }: { profile: PartnerCardData }) {
  if (profile.stato !== "pubblicato") return null;
  return (
    <div className="mt-5 grid gap-3 text-sm" data-testid="partner-review-state">
      <p className="text-ink-soft">
        <strong className="text-ink">Online:</strong> la pagina pubblica mostra l'ultima versione approvata
        dalla redazione.
      </p>
      {profile.hasPending ? (
        <p className="rounded-xl border border-gold/50 bg-gold-light/30 p-3 text-ink" role="status">
          {profile.pendingSubmittedAt ? (
            <>
              <strong>⏳ Modifiche in attesa di approvazione</strong> (inviate il{" "}
              {formatItalianDate(profile.pendingSubmittedAt)}): saranno pubbliche quando la redazione le avrà
              approvate.
            </>
          ) : (
            <>
              <strong>Modifiche non ancora inviate.</strong> Riapri il wizard e, al passo 9, inviale in
              revisione: finché non le approva la redazione restano visibili solo a te.
            </>
          )}
        </p>
      ) : null}
      {profile.reviewNote ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-900" role="note">
          <p className="font-semibold">Le tue ultime modifiche non sono state approvate.</p>
          <p className="mt-1">
            Nota della redazione: <span className="whitespace-pre-line">{profile.reviewNote}</span>
          </p>
        </div>
      ) : null}
    </div>
  );
}

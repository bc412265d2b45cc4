import { useFetcher } from "react-router";
import { useFetcherDone } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatItalianDate } from "~/lib/format";
import { cn } from "~/lib/utils";
import type { Reply } from "~/server/outcome.server";
import { PartnerNameLink } from "../components/partner-name-link";
import type { listAmbassadorRequests } from "./ambassador-admin.server";

type Request = Awaited<ReturnType<typeof listAmbassadorRequests>>["rows"][number];

const STATUS_CLASS: Record<string, string> = {
  pending: "bg-gold-light text-ink",
  processing: "bg-terracotta/15 text-terracotta-dark",
  completed: "bg-cypress/15 text-cypress",
  rejected: "bg-wine/15 text-wine",
  paused: "bg-ink/10 text-ink",
};

/** One Ambassador request in the admin: notes, script and the spec §4 transitions. */
export function RequestCard({ request, label }: { request: Request; label: string }) {
  const fetcher = useFetcher<Reply>();
  useFetcherDone(fetcher);
  const busy = fetcher.state !== "idle";
  const avatar =
    request.appearanceType === "custom"
      ? request.customAvatarUrl
      : `/avatars/${request.presetAvatarId ?? "female-avatar-1"}.jpg`;
  const scriptVisible = request.status === "processing" || request.status === "completed";
  const completed = request.status === "completed";
  const paused = completed && Boolean(request.pausedAt);
  const fieldError = (fetcher.data?.result?.error as Record<string, string[] | null> | undefined)
    ?.ambassadorScript?.[0];
  const headingId = `request-${request.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-card border border-line bg-paper p-5 shadow-card"
      data-testid="ambassador-request"
    >
      <header className="flex items-start gap-4">
        {avatar ? (
          <img
            src={avatar}
            alt={`Aspetto di ${request.ambassadorName}`}
            width={72}
            height={96}
            className="h-24 w-18 rounded-lg border border-line object-cover"
            loading="lazy"
          />
        ) : null}
        <div className="grid min-w-0 flex-1 gap-1 [overflow-wrap:anywhere]">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-display text-xl">
              {request.ambassadorName}
            </h3>
            <span
              className={cn(
                "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
                STATUS_CLASS[paused ? "paused" : request.status],
              )}
              data-testid="request-status"
            >
              {label}
            </span>
          </div>
          <p className="text-sm">
            Partner:{" "}
            <PartnerNameLink
              partner={{ nome: request.partnerNome, slug: request.partnerSlug, stato: request.partnerStato }}
              fallback={<strong>{request.partnerNome}</strong>}
            />
          </p>
          <p className="text-xs text-muted">
            {request.userEmail ?? ""} · richiesta il {formatItalianDate(request.createdAt)}
            {request.completedAt ? ` · completata il ${formatItalianDate(request.completedAt)}` : ""}
            {request.pausedAt ? ` · in pausa dal ${formatItalianDate(request.pausedAt)}` : ""}
          </p>
          {completed ? (
            <p className="text-xs text-muted" data-testid="request-kind">
              {request.ambassadorScript
                ? "Ambassador di Atlante con lo script incollato (isolato)"
                : "Ambassador di Atlante, senza script esterno"}
            </p>
          ) : null}
          <p className="text-xs text-muted">
            Aspetto:{" "}
            {request.appearanceType === "custom"
              ? "personalizzato"
              : (request.presetAvatarId ?? "female-avatar-1")}
          </p>
        </div>
      </header>
      <div>
        <h4 className="text-sm font-semibold">Istruzioni</h4>
        <p className="whitespace-pre-line text-sm text-ink-soft">{request.instructions}</p>
      </div>
      <fetcher.Form method="post" className="grid gap-3">
        <input type="hidden" name="id" value={request.id} />
        <div className="grid gap-1.5">
          <Label htmlFor={`notes-${request.id}`}>Note admin</Label>
          <Textarea
            id={`notes-${request.id}`}
            name="adminNotes"
            defaultValue={request.adminNotes ?? ""}
            className="min-h-20"
          />
        </div>
        {scriptVisible ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`script-${request.id}`}>Script dell'Ambassador (facoltativo)</Label>
            <Textarea
              id={`script-${request.id}`}
              name="ambassadorScript"
              defaultValue={request.ambassadorScript ?? ""}
              readOnly={completed}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={
                fieldError
                  ? `script-${request.id}-error`
                  : completed
                    ? undefined
                    : `script-${request.id}-hint`
              }
              className="min-h-28 font-mono text-xs"
              spellCheck={false}
            />
            {completed ? null : (
              <p id={`script-${request.id}-hint`} className="text-xs text-muted">
                Lascia vuoto per attivare l'Ambassador di Atlante, che risponde con i dati della scheda; uno
                script incollato viene mostrato in aggiunta, isolato.
              </p>
            )}
            {fieldError ? (
              <p id={`script-${request.id}-error`} role="alert" className="text-sm text-red-800">
                {fieldError}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {request.status === "pending" ? (
            <>
              <Button type="submit" name="intent" value="start" disabled={busy}>
                Inizia Lavorazione
              </Button>
              <Button type="submit" name="intent" value="reject" variant="outline" disabled={busy}>
                Rifiuta
              </Button>
            </>
          ) : null}
          {request.status === "processing" ? (
            <Button type="submit" name="intent" value="complete" variant="accent" disabled={busy}>
              Segna come Completato
            </Button>
          ) : null}
          {completed ? (
            paused ? (
              <Button type="submit" name="intent" value="resume" variant="accent" disabled={busy}>
                Riattiva
              </Button>
            ) : (
              <Button type="submit" name="intent" value="pause" variant="outline" disabled={busy}>
                Metti in Pausa
              </Button>
            )
          ) : null}
        </div>
      </fetcher.Form>
    </article>
  );
}

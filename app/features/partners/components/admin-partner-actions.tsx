import { ExternalLink } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { partnerPath } from "~/lib/urls";
import type { Reply } from "~/server/outcome.server";

/** A small submit button posting `intent`, named after the partner for screen readers. */
function IntentButton({
  intent,
  variant,
  busy,
  label,
  nome,
}: {
  intent: "publish" | "unpublish";
  variant: "accent" | "outline";
  busy: boolean;
  label: string;
  nome: string;
}) {
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant={variant}
      size="sm"
      disabled={busy}
      aria-label={`${label} ${nome}`}
    >
      {label}
    </Button>
  );
}

/** The admin Partner tab's row actions: view a published profile, publish or back to draft (spec §4). */
export function PartnerActions({
  id,
  nome,
  slug,
  stato,
}: {
  id: string;
  nome: string;
  slug: string;
  stato: string;
}) {
  // Keyed: under a status filter the row leaves the list; the shell shows the toast.
  const fetcher = useFetcher<Reply>({ key: "admin-status" });
  const busy = fetcher.state !== "idle";
  return (
    <div className="inline-flex items-center gap-2">
      {stato === "pubblicato" ? (
        <>
          <Button asChild variant="ghost" size="sm">
            <a
              href={partnerPath(slug)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Visualizza ${nome} (nuova scheda)`}
            >
              <ExternalLink aria-hidden="true" /> Visualizza
            </a>
          </Button>
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={id} />
            <IntentButton
              intent="unpublish"
              variant="outline"
              busy={busy}
              label="Riporta in bozza"
              nome={nome}
            />
          </fetcher.Form>
        </>
      ) : (
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={id} />
          <IntentButton intent="publish" variant="accent" busy={busy} label="Pubblica" nome={nome} />
        </fetcher.Form>
      )}
    </div>
  );
}

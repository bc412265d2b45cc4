import { ExternalLink } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { partnerPath } from "~/lib/urls";
import type { Reply } from "~/server/outcome.server";

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
            <Button
              type="submit"
              name="intent"
              value="unpublish"
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={`Riporta in bozza ${nome}`}
            >
              Riporta in bozza
            </Button>
          </fetcher.Form>
        </>
      ) : (
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={id} />
          <Button
            type="submit"
            name="intent"
            value="publish"
            variant="accent"
            size="sm"
            disabled={busy}
            aria-label={`Pubblica ${nome}`}
          >
            Pubblica
          </Button>
        </fetcher.Form>
      )}
    </div>
  );
}

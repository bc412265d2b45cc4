import { ExternalLink, FileDiff } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { adminPartnerReviewPath, partnerPath } from "~/lib/urls";
import type { Reply } from "~/server/outcome.server";

/**
 * The admin Partner tab's row actions: view a published profile, review its pending
 * changes, back to draft; publishing goes through the review page, which shows the
 * preview and asks for confirmation (spec §4, issue 15).
 */
export function PartnerActions({
  id,
  nome,
  slug,
  stato,
  pending,
}: {
  id: string;
  nome: string;
  slug: string;
  stato: string;
  pending: boolean;
}) {
  // Keyed: under a status filter the row leaves the list; the shell shows the toast.
  const fetcher = useFetcher<Reply>({ key: "admin-status" });
  const busy = fetcher.state !== "idle";
  return (
    <div className="inline-flex items-center gap-2">
      {stato === "pubblicato" ? (
        <>
          {pending ? (
            <Button asChild variant="accent" size="sm">
              <Link to={adminPartnerReviewPath(id)} aria-label={`Rivedi le modifiche di ${nome}`}>
                <FileDiff aria-hidden="true" /> Rivedi modifiche
              </Link>
            </Button>
          ) : null}
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
        <Button asChild variant="accent" size="sm">
          <Link to={adminPartnerReviewPath(id)} aria-label={`Pubblica ${nome}`}>
            Pubblica
          </Link>
        </Button>
      )}
    </div>
  );
}

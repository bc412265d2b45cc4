import { parseWithZod } from "@conform-to/zod/v4";
import { ExternalLink } from "lucide-react";
import { Form, useFetcher, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { type AdminActionData, fromOutcome, unexpected } from "~/features/admin/admin-action.server";
import { pageParam } from "~/features/admin/admin-common.server";
import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import { partnerStatusSchema } from "~/features/admin/admin-schemas";
import {
  ActionsHeader,
  EmptyRow,
  LoadError,
  Pagination,
  selectClass,
  TabHeader,
  Table,
  tdClass,
  thClass,
} from "~/features/admin/components/admin-ui";
import {
  listPartnersAdmin,
  parseStatoFilter,
  publishPartner,
  unpublishPartner,
} from "~/features/admin/partners-admin.server";
import { PARTNER_AREA_TIPO_LABELS, tipoLabel } from "~/features/partners/partner-labels";
import { formatItalianDate } from "~/lib/format";
import { cn } from "~/lib/utils";
import { appContext } from "~/server/context.server";
import { requireAdmin } from "~/server/policy.server";
import type { Route } from "./+types/partners";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  const url = new URL(request.url);
  const stato = parseStatoFilter(url.searchParams.get("stato"));
  try {
    return { ...(await listPartnersAdmin(ctx.db, { page: pageParam(url), stato })), stato, loadError: null };
  } catch (error) {
    ctx.log.error({ err: error }, ADMIN_MESSAGES.loadProfiles);
    return {
      rows: [],
      page: { page: 1, pageSize: 50, total: 0, pageCount: 1 },
      stato,
      loadError: ADMIN_MESSAGES.loadProfiles,
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  const submission = parseWithZod(await request.formData(), { schema: partnerStatusSchema });
  if (submission.status !== "success")
    return fromOutcome({ ok: false, message: ADMIN_MESSAGES.statusChangeError, status: 400 }, null, "");
  const { intent, id } = submission.value;
  try {
    if (intent === "publish")
      return fromOutcome(await publishPartner(ctx.db, id), null, ADMIN_MESSAGES.profilePublished);
    return fromOutcome(await unpublishPartner(ctx.db, id), null, ADMIN_MESSAGES.profileUnpublished);
  } catch (error) {
    return unexpected(
      ctx,
      error,
      intent === "publish" ? ADMIN_MESSAGES.publishError : ADMIN_MESSAGES.statusChangeError,
    );
  }
}

/** Badges of spec §4 (unknown values look like bozza). */
const STATO_BADGES: Record<string, { label: string; className: string }> = {
  bozza: { label: "📝 Bozza", className: "bg-ink/10 text-ink-soft" },
  in_revisione: { label: "⏳ In Revisione", className: "bg-gold-light text-ink" },
  pubblicato: { label: "✓ Pubblicato", className: "bg-cypress/15 text-cypress" },
};

export default function PartnersTab({ loaderData }: Route.ComponentProps) {
  const { rows, page, stato, loadError } = loaderData;
  const [, setSearchParams] = useSearchParams();
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TabHeader title="Partner" count={page.total}>
        <Form method="get" className="flex items-center gap-2">
          <label htmlFor="stato-filter" className="text-sm font-medium">
            Stato
          </label>
          <select
            id="stato-filter"
            name="stato"
            defaultValue={stato ?? ""}
            className={cn(selectClass, "w-48")}
            onChange={(event) => setSearchParams(event.target.value ? { stato: event.target.value } : {})}
          >
            <option value="">Tutti</option>
            <option value="bozza">Bozza</option>
            <option value="in_revisione">In Revisione</option>
            <option value="pubblicato">Pubblicato</option>
          </select>
          <noscript>
            <Button type="submit" size="sm">
              Filtra
            </Button>
          </noscript>
        </Form>
      </TabHeader>
      <LoadError message={loadError} />
      <Table label="Schede partner">
        <thead>
          <tr>
            <th className={thClass}>Logo</th>
            <th className={thClass}>Nome</th>
            <th className={thClass}>Tipo</th>
            <th className={thClass}>Stato</th>
            <th className={thClass}>Email contatto</th>
            <th className={thClass}>Creata il</th>
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? <EmptyRow colSpan={7} message={ADMIN_MESSAGES.emptyPartners} /> : null}
          {rows.map((row) => {
            const badge = STATO_BADGES[row.stato] ?? STATO_BADGES.bozza!;
            return (
              <tr key={row.id}>
                <td className={tdClass}>
                  {row.logoUrl ? (
                    <img
                      src={row.logoUrl.startsWith("/media/") ? `${row.logoUrl}?w=320&fm=webp` : row.logoUrl}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      className="size-10 rounded-full border border-line object-cover"
                    />
                  ) : (
                    <span className="inline-block size-10 rounded-full bg-sand" aria-hidden="true" />
                  )}
                </td>
                <td className={`${tdClass} font-medium`}>{row.nome}</td>
                <td className={tdClass}>{tipoLabel(row.tipo, PARTNER_AREA_TIPO_LABELS)}</td>
                <td className={tdClass}>
                  <span
                    className={cn(
                      "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
                      badge.className,
                    )}
                  >
                    {badge.label}
                  </span>
                </td>
                <td className={tdClass}>{row.emailContatto ?? "—"}</td>
                <td className={tdClass}>{formatItalianDate(row.createdAt)}</td>
                <td className={`${tdClass} whitespace-nowrap text-right`}>
                  <PartnerActions id={row.id} nome={row.nome} slug={row.slug} stato={row.stato} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Pagination page={page.page} pageCount={page.pageCount} />
    </section>
  );
}

function PartnerActions({
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
  const fetcher = useFetcher<AdminActionData>({ key: "admin-status" });
  const busy = fetcher.state !== "idle";
  return (
    <div className="inline-flex items-center gap-2">
      {stato === "pubblicato" ? (
        <>
          <Button asChild variant="ghost" size="sm">
            <a
              href={`/atlas/${encodeURIComponent(slug)}`}
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

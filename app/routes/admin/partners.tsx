import { BarChart3 } from "lucide-react";
import { Link } from "react-router";
import {
  ActionsHeader,
  EmptyRow,
  FilterSelect,
  PagedTab,
  Table,
  tdClass,
  thClass,
} from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { PartnerActions } from "~/features/partners/components/admin-partner-actions";
import { PARTNER_AREA_TIPO_LABELS, tipoLabel } from "~/features/partners/partner-labels";
import {
  listPartnersAdmin,
  parseStatoFilter,
  publishPartner,
  unpublishPartner,
} from "~/features/partners/partners-admin.server";
import { partnerStatusSchema } from "~/features/partners/partners-admin-schema";
import { formatItalianDate } from "~/lib/format";
import * as MESSAGES from "~/lib/messages";
import { cn } from "~/lib/utils";
import { adminAction, emptyList, intent, loadAdminList } from "~/server/admin-kit.server";
import type { Route } from "./+types/partners";

export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, {
    load: async ({ ctx, url, page }) => {
      const stato = parseStatoFilter(url.searchParams.get("stato"));
      return { ...(await listPartnersAdmin(ctx.db, { page, stato })), stato };
    },
    empty: ({ url }) => ({ ...emptyList(), stato: parseStatoFilter(url.searchParams.get("stato")) }),
    loadError: MESSAGES.loadProfiles,
  });
}

const statusIntent = (run: typeof publishPartner, success: string, error: string) =>
  intent({
    schema: partnerStatusSchema,
    invalid: MESSAGES.statusChangeError,
    run: (ctx, { id }) => run(ctx.db, id),
    success,
    error,
  });

export function action(args: Route.ActionArgs) {
  return adminAction(args, {
    publish: statusIntent(publishPartner, MESSAGES.profilePublished, MESSAGES.publishError),
    unpublish: statusIntent(unpublishPartner, MESSAGES.profileUnpublished, MESSAGES.statusChangeError),
  });
}

/** Badges of spec §4 (unknown values look like bozza). */
const STATO_BADGES: Record<string, { label: string; className: string }> = {
  bozza: { label: "📝 Bozza", className: "bg-ink/10 text-ink-soft" },
  in_revisione: { label: "⏳ In Revisione", className: "bg-gold-light text-ink" },
  pubblicato: { label: "✓ Pubblicato", className: "bg-cypress/15 text-cypress" },
};

export default function PartnersTab({ loaderData }: Route.ComponentProps) {
  const { rows, page, stato, loadError } = loaderData;
  return (
    <PagedTab
      title="Partner"
      page={page}
      loadError={loadError}
      actions={
        <>
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/partner/statistiche">
              <BarChart3 aria-hidden="true" /> Statistiche
            </Link>
          </Button>
          <FilterSelect
            id="stato-filter"
            name="stato"
            label="Stato"
            value={stato}
            allLabel="Tutti"
            options={[
              { value: "bozza", label: "Bozza" },
              { value: "in_revisione", label: "In Revisione" },
              { value: "pubblicato", label: "Pubblicato" },
              { value: "modifiche", label: "Modifiche in attesa" },
            ]}
            className="w-48"
          />
        </>
      }
    >
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
          {rows.length === 0 ? <EmptyRow colSpan={7} message={MESSAGES.emptyPartners} /> : null}
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
                  {row.pendingSubmittedAt ? (
                    <span className="ml-1 inline-flex rounded-full bg-gold-light px-2.5 py-0.5 text-xs font-semibold text-ink">
                      ✎ Modifiche in attesa
                    </span>
                  ) : null}
                </td>
                <td className={tdClass}>{row.emailContatto ?? "—"}</td>
                <td className={tdClass}>{formatItalianDate(row.createdAt)}</td>
                <td className={`${tdClass} whitespace-nowrap text-right`}>
                  <PartnerActions
                    id={row.id}
                    nome={row.nome}
                    slug={row.slug}
                    stato={row.stato}
                    pending={Boolean(row.pendingSubmittedAt)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </PagedTab>
  );
}

import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  EmptyRow,
  PagedTab,
  selectClass,
  Table,
  tdClass,
  thClass,
  useFetcherDone,
} from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { AlertDialog, ConfirmContent } from "~/components/ui/dialog";
import { PartnerNameLink } from "~/features/partners/components/partner-name-link";
import { listUsersAdmin, setUserRole } from "~/features/users/users-admin.server";
import { roleSchema } from "~/features/users/users-schema";
import { formatItalianDate } from "~/lib/format";
import * as MESSAGES from "~/lib/messages";
import { cn } from "~/lib/utils";
import { adminAction, emptyList, intent, loadAdminList } from "~/server/admin-kit.server";
import type { Reply } from "~/server/outcome.server";
import type { Route } from "./+types/users";

export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, {
    load: async ({ ctx, page, user }) => ({
      ...(await listUsersAdmin(ctx.db, page)),
      currentUserId: user.id,
    }),
    empty: ({ user }) => ({ ...emptyList(), currentUserId: user.id }),
    loadError: MESSAGES.loadUsers,
  });
}

export function action(args: Route.ActionArgs) {
  return adminAction(args, {
    "set-role": intent({
      schema: roleSchema,
      invalid: MESSAGES.roleError,
      run: (ctx, { userId, role }) => setUserRole(ctx.db, userId, role),
      success: MESSAGES.roleUpdated,
      error: MESSAGES.roleError,
    }),
  });
}

export default function UsersTab({ loaderData }: Route.ComponentProps) {
  const { rows, page, loadError, currentUserId } = loaderData;
  return (
    <PagedTab title="Utenti" page={page} loadError={loadError}>
      <Table label="Utenti">
        <thead>
          <tr>
            <th className={thClass}>Email</th>
            <th className={thClass}>Nome</th>
            <th className={thClass}>Registrato il</th>
            <th className={thClass}>Ruolo</th>
            <th className={thClass}>Schede partner</th>
            <th className={thClass}>Cambia ruolo</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? <EmptyRow colSpan={6} message={MESSAGES.emptyUsers} /> : null}
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={tdClass}>
                {row.email}
                {row.id === currentUserId ? <span className="ml-2 text-xs text-muted">(tu)</span> : null}
              </td>
              <td className={tdClass}>{row.fullName || "—"}</td>
              <td className={tdClass}>{formatItalianDate(row.createdAt)}</td>
              <td className={tdClass}>
                <span
                  className={cn(
                    "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
                    row.role === "admin"
                      ? "bg-terracotta/15 text-terracotta-dark"
                      : "bg-ink/10 text-ink-soft",
                  )}
                >
                  {row.role === "admin" ? "admin" : "Utente"}
                </span>
              </td>
              <td className={tdClass}>
                {row.partnerNome ? (
                  <PartnerNameLink
                    partner={{ nome: row.partnerNome, slug: row.partnerSlug, stato: row.partnerStato }}
                    className="underline-offset-4"
                  />
                ) : (
                  "—"
                )}
              </td>
              <td className={tdClass}>
                <RoleSelect userId={row.id} email={row.email} role={row.role} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </PagedTab>
  );
}

/** Spec §2's role selector; the change applies only once confirmed (issue 15). */
function RoleSelect({ userId, email, role }: { userId: string; email: string; role: "user" | "admin" }) {
  const fetcher = useFetcher<Reply>();
  const [choice, setChoice] = useState<"user" | "admin">(role);
  const [confirming, setConfirming] = useState(false);
  // The saved role (after a change, or a refusal) is what the select shows.
  useEffect(() => setChoice(role), [role]);
  useFetcherDone(fetcher, (reply) => {
    if (!reply.ok) setChoice(role);
  });
  // Optimistic value while the change is in flight; the loader's value afterwards.
  const pending = fetcher.formData?.get("role");
  const value = typeof pending === "string" ? pending : choice;
  const form = useRef<HTMLFormElement>(null);
  return (
    <fetcher.Form method="post" ref={form} className="flex items-center gap-2">
      <input type="hidden" name="intent" value="set-role" />
      <input type="hidden" name="userId" value={userId} />
      <label htmlFor={`role-${userId}`} className="sr-only">
        Ruolo di {email}
      </label>
      <select
        id={`role-${userId}`}
        name="role"
        value={value}
        className={cn(selectClass, "h-9 w-32 text-sm")}
        onChange={(event) => {
          setChoice(event.currentTarget.value as "user" | "admin");
          setConfirming(true);
        }}
        disabled={fetcher.state !== "idle"}
      >
        <option value="user">Utente</option>
        <option value="admin">admin</option>
      </select>
      <noscript>
        <button type="submit" className="text-sm underline">
          Salva
        </button>
      </noscript>
      <AlertDialog
        open={confirming}
        onOpenChange={(open) => {
          if (open) return;
          setConfirming(false);
          setChoice(role);
        }}
      >
        <ConfirmContent
          title="Confermi il cambio di ruolo?"
          description={
            choice === "admin"
              ? `${email} diventerà amministratore e potrà gestire tutto il sito.`
              : `${email} non sarà più amministratore.`
          }
        >
          <Button
            onClick={() => {
              setConfirming(false);
              fetcher.submit(form.current);
            }}
          >
            Conferma
          </Button>
        </ConfirmContent>
      </AlertDialog>
    </fetcher.Form>
  );
}

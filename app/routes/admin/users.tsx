import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { type AdminActionData, fromOutcome, unexpected } from "~/features/admin/admin-action.server";
import { pageParam } from "~/features/admin/admin-common.server";
import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import { roleSchema } from "~/features/admin/admin-schemas";
import {
  EmptyRow,
  LoadError,
  Pagination,
  selectClass,
  TabHeader,
  Table,
  tdClass,
  thClass,
  useFetcherDone,
} from "~/features/admin/components/admin-ui";
import { listUsersAdmin, setUserRole } from "~/features/admin/users-admin.server";
import { formatItalianDate } from "~/lib/format";
import { cn } from "~/lib/utils";
import { appContext } from "~/server/context.server";
import { requireAdmin } from "~/server/policy.server";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const ctx = context.get(appContext);
  try {
    return {
      ...(await listUsersAdmin(ctx.db, pageParam(new URL(request.url)))),
      currentUserId: user.id,
      loadError: null,
    };
  } catch (error) {
    ctx.log.error({ err: error }, ADMIN_MESSAGES.loadUsers);
    return {
      rows: [],
      page: { page: 1, pageSize: 50, total: 0, pageCount: 1 },
      currentUserId: user.id,
      loadError: ADMIN_MESSAGES.loadUsers,
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  const submission = parseWithZod(await request.formData(), { schema: roleSchema });
  if (submission.status !== "success")
    return fromOutcome({ ok: false, message: ADMIN_MESSAGES.roleError, status: 400 }, null, "");
  try {
    return fromOutcome(
      await setUserRole(ctx.db, submission.value.userId, submission.value.role),
      null,
      ADMIN_MESSAGES.roleUpdated,
    );
  } catch (error) {
    return unexpected(ctx, error, ADMIN_MESSAGES.roleError);
  }
}

export default function UsersTab({ loaderData }: Route.ComponentProps) {
  const { rows, page, loadError, currentUserId } = loaderData;
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TabHeader title="Utenti" count={page.total} />
      <LoadError message={loadError} />
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
          {rows.length === 0 ? <EmptyRow colSpan={6} message={ADMIN_MESSAGES.emptyUsers} /> : null}
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
                  row.partnerStato === "pubblicato" && row.partnerSlug ? (
                    <a
                      href={`/atlas/${encodeURIComponent(row.partnerSlug)}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-terracotta underline-offset-4 hover:underline"
                    >
                      {row.partnerNome}
                    </a>
                  ) : (
                    row.partnerNome
                  )
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
      <Pagination page={page.page} pageCount={page.pageCount} />
    </section>
  );
}

function RoleSelect({ userId, email, role }: { userId: string; email: string; role: "user" | "admin" }) {
  const fetcher = useFetcher<AdminActionData>();
  useFetcherDone(fetcher);
  // Optimistic value while the change is in flight; the loader's value afterwards.
  const pending = fetcher.formData?.get("role");
  const value = typeof pending === "string" ? pending : role;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
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
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
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
    </fetcher.Form>
  );
}

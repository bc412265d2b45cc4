import { ChevronLeft, ChevronRight, Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useLocation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/utils";
import type { Reply } from "~/server/outcome.server";

type Fetcher = ReturnType<typeof useFetcher<Reply>>;

/**
 * Fetchers whose form may disappear with its row (delete, publish under a
 * filter): keyed, so that <FetcherToasts> in the admin shell still sees the answer.
 */
export const PERSISTENT_FETCHER_KEYS = ["admin-delete", "admin-status"] as const;

/** Shows the toasts of the persistent fetchers (rendered once by the admin shell). */
export function FetcherToasts() {
  return (
    <>
      {PERSISTENT_FETCHER_KEYS.map((key) => (
        <KeyedFetcherToast key={key} fetcherKey={key} />
      ))}
    </>
  );
}

function KeyedFetcherToast({ fetcherKey }: { fetcherKey: string }) {
  const fetcher = useFetcher<Reply>({ key: fetcherKey });
  useFetcherDone(fetcher);
  return null;
}

/** Runs `onDone` once per completed submission of `fetcher` and shows its toast (unless `silent`). */
export function useFetcherDone(fetcher: Fetcher, onDone?: (data: Reply) => void, silent = false) {
  const handled = useRef<unknown>(null);
  const callback = useRef(onDone);
  callback.current = onDone;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const { toast: message } = fetcher.data;
    if (!silent && message?.type === "success") toast.success(message.title);
    else if (!silent && message?.type === "error") toast.error(message.title);
    callback.current?.(fetcher.data);
  }, [fetcher.state, fetcher.data, silent]);
}

/** A load error from the loader: shown inline (and as a toast). */
export function LoadError({ message }: { message: string | null | undefined }) {
  useEffect(() => {
    if (message) toast.error(message);
  }, [message]);
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </p>
  );
}

/**
 * A paged admin tab: its header (title, row count, `actions`), the load error if any,
 * the content and the page links.
 */
export function PagedTab({
  title,
  page,
  loadError,
  actions,
  children,
}: {
  title: string;
  page: { page: number; pageCount: number; total: number };
  loadError: string | null | undefined;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TabHeader title={title} count={page.total}>
        {actions}
      </TabHeader>
      <LoadError message={loadError} />
      {children}
      <Pagination page={page.page} pageCount={page.pageCount} />
    </section>
  );
}

export function TabHeader({
  title,
  count,
  children,
}: {
  title: string;
  count?: number;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 className="font-display text-2xl">{title}</h2>
        {count !== undefined ? (
          <p className="text-sm text-muted" aria-live="polite">
            Totale: <span data-testid="total-count">{count}</span>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}

export function Table({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-card border border-line bg-paper">
      <table className="w-full min-w-[640px] border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export const thClass = "border-b border-line bg-sand/60 px-3 py-2.5 font-semibold text-ink";
export const tdClass = "border-b border-line/70 px-3 py-2.5 align-middle";

/** Header of the row-actions column, named for screen readers only. */
export function ActionsHeader() {
  return (
    <th className={thClass}>
      <span className="sr-only">Azioni</span>
    </th>
  );
}

/** A row's edit button and its confirmed delete, both named after the row. */
export function EditDeleteActions({
  name,
  onEdit,
  editTo,
  deleteDescription,
  deleteFields,
}: {
  name: string;
  /** Opens the edit dialog, or: */
  onEdit?: () => void;
  /** …the row's edit page (a plain link). */
  editTo?: string;
  deleteDescription: string;
  deleteFields: Record<string, string>;
}) {
  return (
    <>
      {editTo ? (
        <Button asChild variant="ghost" size="icon">
          <Link to={editTo} aria-label={`Modifica ${name}`}>
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <Button variant="ghost" size="icon" aria-label={`Modifica ${name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
      )}
      <ConfirmDelete label={`Elimina ${name}`} description={deleteDescription} fields={deleteFields} />
    </>
  );
}

export function EmptyRow({ colSpan, message }: { colSpan: number; message: string }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-10 text-center text-muted">
        {message}
      </td>
    </tr>
  );
}

export function StatusPill({ active, on, off }: { active: boolean; on: string; off: string }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
        active ? "bg-cypress/15 text-cypress" : "bg-ink/10 text-ink-soft",
      )}
    >
      {active ? on : off}
    </span>
  );
}

/** Server-side pagination links that keep the other query parameters. */
export function Pagination({
  page,
  pageCount,
  param = "page",
}: {
  page: number;
  pageCount: number;
  param?: string;
}) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(location.search);
    params.set(param, String(n));
    return `${location.pathname}?${params}`;
  };
  return (
    <nav aria-label="Paginazione" className="flex items-center justify-end gap-2 text-sm">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={href(page - 1)} preventScrollReset>
            <ChevronLeft aria-hidden="true" /> Precedente
          </Link>
        </Button>
      ) : null}
      <span aria-current="page">
        Pagina {page} di {pageCount}
      </span>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link to={href(page + 1)} preventScrollReset>
            Successiva <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}

/** A delete button that asks for confirmation first (spec §5), then posts `fields`. */
export function ConfirmDelete({
  label,
  title = "Sei sicuro?",
  description,
  fields,
  trigger,
  disabled,
}: {
  label: string;
  title?: string;
  description: string;
  fields: Record<string, string | string[]>;
  trigger?: React.ReactNode;
  disabled?: boolean;
}) {
  const fetcher = useFetcher<Reply>({ key: "admin-delete" });
  const [open, setOpen] = useState(false);
  // The toast is shown by <FetcherToasts>: this dialog may be gone with its row.
  useFetcherDone(
    fetcher,
    (result) => {
      if (result.ok) setOpen(false);
    },
    true,
  );
  const busy = fetcher.state !== "idle";
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild disabled={disabled}>
        {trigger ?? (
          <Button variant="ghost" size="icon" aria-label={label} title={label}>
            <Trash2 aria-hidden="true" className="text-red-700" />
          </Button>
        )}
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <fetcher.Form method="post">
          {Object.entries(fields).flatMap(([name, value]) =>
            (Array.isArray(value) ? value : [value]).map((v) => (
              <input key={`${name}-${v}`} type="hidden" name={name} value={v} />
            )),
          )}
          <AlertDialogFooter>
            <AlertDialogCancel>Annulla</AlertDialogCancel>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? "Eliminazione…" : "Elimina"}
            </Button>
          </AlertDialogFooter>
        </fetcher.Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function FormErrors({ errors, id }: { errors: string[] | undefined; id?: string }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {errors[0]}
    </p>
  );
}

/** The "Salva" button closing an admin dialog's form, "Salvataggio…" while it saves. */
export function SaveButton({ busy }: { busy: boolean }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={busy}>
        {busy ? "Salvataggio…" : "Salva"}
      </Button>
    </div>
  );
}

import { NativeSelect, type SelectOption, selectClass } from "~/components/ui/input";

export { selectClass };

/**
 * A GET filter above an admin table: changing the select reloads the tab with the
 * choice in the URL; without JavaScript a "Filtra" button submits it.
 */
export function FilterSelect({
  id,
  name,
  label,
  value,
  allLabel,
  options,
  className,
}: {
  id: string;
  name: string;
  label: string;
  value: string | null;
  allLabel: string;
  options: readonly SelectOption[];
  className?: string;
}) {
  const [, setSearchParams] = useSearchParams();
  return (
    <Form method="get" className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <NativeSelect
        id={id}
        name={name}
        defaultValue={value ?? ""}
        onChange={(event) => setSearchParams(event.target.value ? { [name]: event.target.value } : {})}
        className={cn(selectClass, className)}
        options={options}
        emptyLabel={allLabel}
      />
      <noscript>
        <Button type="submit" size="sm">
          Filtra
        </Button>
      </noscript>
    </Form>
  );
}

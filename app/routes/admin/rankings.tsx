import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, fieldAria } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import {
  type AdminActionData,
  fromOutcome,
  unexpected,
  unknownIntent,
} from "~/features/admin/admin-action.server";
import { pageParam } from "~/features/admin/admin-common.server";
import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import { deleteSchema, rankingFields, rankingSchema } from "~/features/admin/admin-schemas";
import {
  ConfirmDelete,
  EmptyRow,
  FormErrors,
  LoadError,
  Pagination,
  StatusPill,
  TabHeader,
  Table,
  tdClass,
  thClass,
  useFetcherDone,
} from "~/features/admin/components/admin-ui";
import { deleteRanking, listRankingsAdmin, saveRanking } from "~/features/admin/rankings-admin.server";
import { appContext } from "~/server/context.server";
import { requireAdmin } from "~/server/policy.server";
import type { Route } from "./+types/rankings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  try {
    return { ...(await listRankingsAdmin(ctx.db, pageParam(new URL(request.url)))), loadError: null };
  } catch (error) {
    ctx.log.error({ err: error }, ADMIN_MESSAGES.loadRankings);
    return {
      rows: [],
      page: { page: 1, pageSize: 50, total: 0, pageCount: 1 },
      loadError: ADMIN_MESSAGES.loadRankings,
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "save") {
    const submission = parseWithZod(formData, { schema: rankingSchema });
    if (submission.status !== "success")
      return { ok: false, toast: null, result: submission.reply() } satisfies AdminActionData;
    try {
      const outcome = await saveRanking(ctx.db, submission.value);
      const title = submission.value.id ? ADMIN_MESSAGES.rankingUpdated : ADMIN_MESSAGES.rankingCreated;
      return fromOutcome(outcome, submission, title);
    } catch (error) {
      return unexpected(ctx, error, ADMIN_MESSAGES.saveError);
    }
  }
  if (intent === "delete") {
    const submission = parseWithZod(formData, { schema: deleteSchema });
    if (submission.status !== "success")
      return fromOutcome({ ok: false, message: ADMIN_MESSAGES.notFound, status: 404 }, null, "");
    try {
      return fromOutcome(
        await deleteRanking(ctx.db, submission.value.id),
        null,
        ADMIN_MESSAGES.rankingDeleted,
      );
    } catch (error) {
      return unexpected(ctx, error, ADMIN_MESSAGES.deleteError);
    }
  }
  return unknownIntent();
}

type Ranking = Route.ComponentProps["loaderData"]["rows"][number];

export default function RankingsTab({ loaderData }: Route.ComponentProps) {
  const { rows, page, loadError } = loaderData;
  const [editing, setEditing] = useState<Ranking | "new" | null>(null);
  return (
    <section aria-labelledby="tab-title" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TabHeader title="Classifiche" count={page.total}>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" /> Nuova classifica
        </Button>
      </TabHeader>
      <LoadError message={loadError} />
      <Table label="Classifiche">
        <thead>
          <tr>
            <th className={thClass}>Titolo</th>
            <th className={thClass}>Slug</th>
            <th className={thClass}>Ordine</th>
            <th className={thClass}>Stato</th>
            <th className={thClass}>
              <span className="sr-only">Azioni</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? <EmptyRow colSpan={5} message={ADMIN_MESSAGES.emptyRankings} /> : null}
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={tdClass}>{row.title}</td>
              <td className={`${tdClass} font-mono text-xs`}>{row.slug}</td>
              <td className={tdClass}>{row.orderIndex}</td>
              <td className={tdClass}>
                <StatusPill active={row.isActive} on="Attiva" off="Non attiva" />
              </td>
              <td className={`${tdClass} text-right`}>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Modifica ${row.title}`}
                  onClick={() => setEditing(row)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <ConfirmDelete
                  label={`Elimina ${row.title}`}
                  description={`La classifica «${row.title}» e tutti i suoi elementi saranno eliminati definitivamente.`}
                  fields={{ intent: "delete", id: row.id }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination page={page.page} pageCount={page.pageCount} />
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null ? (
          <RankingForm
            key={editing === "new" ? "new" : editing.id}
            ranking={editing === "new" ? null : editing}
            onSaved={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

function RankingForm({ ranking, onSaved }: { ranking: Ranking | null; onSaved: () => void }) {
  const fetcher = useFetcher<AdminActionData>();
  useFetcherDone(fetcher, (result) => {
    if (result.ok) onSaved();
  });
  const [form, fields] = useForm({
    id: `ranking-${ranking?.id ?? "new"}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    constraint: getZodConstraint(rankingFields),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rankingSchema }),
    defaultValue: {
      title: ranking?.title ?? "",
      slug: ranking?.slug ?? "",
      description: ranking?.description ?? "",
      imageUrl: ranking?.imageUrl ?? "",
      orderIndex: String(ranking?.orderIndex ?? 0),
      isActive: ranking ? (ranking.isActive ? "on" : "") : "on",
    },
  });
  const busy = fetcher.state !== "idle";
  return (
    <DialogContent aria-describedby={undefined}>
      <DialogTitle>{ranking ? "Modifica classifica" : "Nuova classifica"}</DialogTitle>
      <DialogDescription>Lo slug, se vuoto, viene generato dal titolo.</DialogDescription>
      <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-4">
        <input type="hidden" name="intent" value="save" />
        {ranking ? <input type="hidden" name="id" value={ranking.id} /> : null}
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field id={fields.title.id} label="Titolo" error={fields.title.errors}>
          <Input
            {...getInputProps(fields.title, { type: "text" })}
            {...fieldAria(fields.title.id, fields.title.errors)}
          />
        </Field>
        <Field id={fields.slug.id} label="Slug" error={fields.slug.errors}>
          <Input
            {...getInputProps(fields.slug, { type: "text" })}
            {...fieldAria(fields.slug.id, fields.slug.errors)}
          />
        </Field>
        <Field id={fields.description.id} label="Descrizione" error={fields.description.errors}>
          <Textarea
            {...getTextareaProps(fields.description)}
            {...fieldAria(fields.description.id, fields.description.errors)}
          />
        </Field>
        <Field id={fields.imageUrl.id} label="URL immagine" error={fields.imageUrl.errors}>
          <Input
            {...getInputProps(fields.imageUrl, { type: "text" })}
            {...fieldAria(fields.imageUrl.id, fields.imageUrl.errors)}
          />
        </Field>
        <Field id={fields.orderIndex.id} label="Ordine" error={fields.orderIndex.errors}>
          <Input
            {...getInputProps(fields.orderIndex, { type: "number" })}
            {...fieldAria(fields.orderIndex.id, fields.orderIndex.errors)}
            min={0}
            step={1}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            {...getInputProps(fields.isActive, { type: "checkbox" })}
            className="size-4 accent-terracotta"
          />{" "}
          Attiva
        </label>
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? "Salvataggio…" : "Salva"}
          </Button>
        </div>
      </fetcher.Form>
    </DialogContent>
  );
}

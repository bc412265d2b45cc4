import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { CopyCheck, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useFetcher, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, fieldAria } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import {
  type AdminActionData,
  failure,
  fromOutcome,
  unexpected,
  unknownIntent,
} from "~/features/admin/admin-action.server";
import { pageParam } from "~/features/admin/admin-common.server";
import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import { bulkDeleteSchema, deleteSchema, rankingItemSchema } from "~/features/admin/admin-schemas";
import {
  ActionsHeader,
  ConfirmDelete,
  EditDeleteActions,
  EmptyRow,
  FormErrors,
  LoadError,
  Pagination,
  selectClass,
  TabHeader,
  Table,
  tdClass,
  thClass,
  useFetcherDone,
} from "~/features/admin/components/admin-ui";
import {
  deleteRankingItems,
  listActiveRankingOptions,
  listRankingItemsAdmin,
  saveRankingItem,
} from "~/features/admin/rankings-admin.server";
import { cn } from "~/lib/utils";
import { appContext } from "~/server/context.server";
import { requireAdmin } from "~/server/policy.server";
import type { Route } from "./+types/ranking-items";

const EMPTY_PAGE = { page: 1, pageSize: 100, total: 0, pageCount: 1 };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const ctx = context.get(appContext);
  const url = new URL(request.url);
  try {
    const rankings = await listActiveRankingOptions(ctx.db);
    // Spec §2: the first ranking is preselected.
    const selected = rankings.find((r) => r.id === url.searchParams.get("ranking")) ?? rankings[0] ?? null;
    if (!selected)
      return { rankings, selectedId: null, rows: [], page: EMPTY_PAGE, duplicateIds: [], loadError: null };
    try {
      const items = await listRankingItemsAdmin(ctx.db, selected.id, pageParam(url));
      return { rankings, selectedId: selected.id, ...items, loadError: null };
    } catch (error) {
      ctx.log.error({ err: error }, ADMIN_MESSAGES.loadItems);
      return {
        rankings,
        selectedId: selected.id,
        rows: [],
        page: EMPTY_PAGE,
        duplicateIds: [],
        loadError: ADMIN_MESSAGES.loadItems,
      };
    }
  } catch (error) {
    ctx.log.error({ err: error }, ADMIN_MESSAGES.loadRankings);
    return {
      rankings: [],
      selectedId: null,
      rows: [],
      page: EMPTY_PAGE,
      duplicateIds: [],
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
    const submission = parseWithZod(formData, { schema: rankingItemSchema });
    if (submission.status !== "success")
      return { ok: false, toast: null, result: submission.reply() } satisfies AdminActionData;
    try {
      const title = submission.value.id ? ADMIN_MESSAGES.itemUpdated : ADMIN_MESSAGES.itemCreated;
      return fromOutcome(await saveRankingItem(ctx.db, submission.value), submission, title);
    } catch (error) {
      return unexpected(ctx, error, ADMIN_MESSAGES.itemSaveError);
    }
  }
  if (intent === "delete" || intent === "bulk-delete") {
    const rankingId = String(formData.get("rankingId") ?? "");
    const parsed =
      intent === "delete"
        ? deleteSchema
            .extend({ rankingId: bulkDeleteSchema.shape.rankingId })
            .safeParse({ intent, id: formData.get("id"), rankingId })
        : bulkDeleteSchema.safeParse({ intent, rankingId, ids: formData.getAll("ids") });
    if (!parsed.success) {
      const nothing = intent === "bulk-delete" && formData.getAll("ids").length === 0;
      return failure(nothing ? ADMIN_MESSAGES.nothingSelected : ADMIN_MESSAGES.itemDeleteError, 400);
    }
    const ids = "ids" in parsed.data ? parsed.data.ids : [parsed.data.id];
    try {
      const outcome = await deleteRankingItems(ctx.db, parsed.data.rankingId, ids);
      const title = outcome.ok
        ? ids.length === 1
          ? ADMIN_MESSAGES.itemDeleted
          : ADMIN_MESSAGES.itemsDeleted(outcome.value)
        : "";
      return fromOutcome(outcome, null, title);
    } catch (error) {
      return unexpected(ctx, error, ADMIN_MESSAGES.itemDeleteError);
    }
  }
  return unknownIntent();
}

type Item = Route.ComponentProps["loaderData"]["rows"][number];

export default function RankingItemsTab({ loaderData }: Route.ComponentProps) {
  const { rankings, selectedId, rows, page, duplicateIds, loadError } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  // A new ranking (or a reload after a delete) starts with a clean selection.
  useEffect(() => {
    setSelected((current) => {
      if (current.size === 0) return current;
      const still = new Set(rows.map((r) => r.id).concat(duplicateIds));
      const next = new Set([...current].filter((id) => still.has(id)));
      return next.size === current.size ? current : next;
    });
  }, [rows, duplicateIds]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the ranking changes.
  useEffect(() => setSelected(new Set()), [selectedId]);

  const pageIds = rows.map((r) => r.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of pageIds) {
        if (allOnPage) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  const selectDuplicates = () => {
    if (duplicateIds.length === 0) {
      toast.info(ADMIN_MESSAGES.noDuplicates);
      return;
    }
    setSelected(new Set(duplicateIds));
    toast.success(ADMIN_MESSAGES.duplicatesSelected(duplicateIds.length));
  };
  const current = rankings.find((r) => r.id === selectedId);

  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TabHeader title="Elementi" count={page.total}>
        <Form method="get" className="flex items-center gap-2">
          <label htmlFor="ranking-select" className="text-sm font-medium">
            Classifica
          </label>
          <select
            id="ranking-select"
            name="ranking"
            value={selectedId ?? ""}
            onChange={(event) => setSearchParams({ ranking: event.target.value })}
            className={cn(selectClass, "w-72")}
          >
            {rankings.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
          <noscript>
            <Button type="submit" size="sm">
              Mostra
            </Button>
          </noscript>
        </Form>
      </TabHeader>
      <LoadError message={loadError} />
      {selectedId ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={selectDuplicates}>
            <CopyCheck aria-hidden="true" /> Seleziona duplicati
          </Button>
          {selected.size === 0 ? (
            <Button variant="outline" onClick={() => toast.error(ADMIN_MESSAGES.nothingSelected)}>
              <Trash2 aria-hidden="true" /> Elimina selezionati (0)
            </Button>
          ) : (
            <ConfirmDelete
              label="Elimina selezionati"
              description={`${selected.size === 1 ? "1 elemento sarà eliminato" : `${selected.size} elementi saranno eliminati`} definitivamente da «${current?.title ?? ""}».`}
              fields={{ intent: "bulk-delete", rankingId: selectedId, ids: [...selected] }}
              trigger={
                <Button variant="danger">
                  <Trash2 aria-hidden="true" /> Elimina selezionati ({selected.size})
                </Button>
              }
            />
          )}
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" /> Nuovo elemento
          </Button>
        </div>
      ) : null}
      <Table label={`Elementi di ${current?.title ?? "classifica"}`}>
        <thead>
          <tr>
            <th className={cn(thClass, "w-10")}>
              <input
                type="checkbox"
                aria-label="Seleziona tutti"
                checked={allOnPage}
                onChange={toggleAll}
                disabled={pageIds.length === 0}
                className="size-4 accent-terracotta"
              />
            </th>
            <th className={thClass}>Posizione</th>
            <th className={thClass}>Titolo</th>
            <th className={thClass}>Sottotitolo</th>
            <th className={thClass}>Punteggio</th>
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? <EmptyRow colSpan={6} message={ADMIN_MESSAGES.emptyItems} /> : null}
          {rows.map((row) => (
            <tr key={row.id} className={selected.has(row.id) ? "bg-gold-light/30" : undefined}>
              <td className={tdClass}>
                <input
                  type="checkbox"
                  aria-label={`Seleziona ${row.title} (posizione ${row.rank})`}
                  checked={selected.has(row.id)}
                  onChange={() => toggle(row.id)}
                  className="size-4 accent-terracotta"
                />
              </td>
              <td className={tdClass}>{row.rank}</td>
              <td className={`${tdClass} font-medium`}>{row.title}</td>
              <td className={tdClass}>{row.subtitle ?? "—"}</td>
              <td className={tdClass}>{row.score ?? "—"}</td>
              <td className={`${tdClass} whitespace-nowrap text-right`}>
                <EditDeleteActions
                  name={row.title}
                  onEdit={() => setEditing(row)}
                  deleteDescription={`L'elemento «${row.title}» sarà eliminato definitivamente.`}
                  deleteFields={{ intent: "delete", id: row.id, rankingId: selectedId ?? "" }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination page={page.page} pageCount={page.pageCount} />
      {selectedId ? (
        <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
          {editing !== null ? (
            <ItemForm
              key={editing === "new" ? "new" : editing.id}
              item={editing === "new" ? null : editing}
              rankingId={selectedId}
              defaultRank={page.total + 1}
              onSaved={() => setEditing(null)}
            />
          ) : null}
        </Dialog>
      ) : null}
    </section>
  );
}

function ItemForm({
  item,
  rankingId,
  defaultRank,
  onSaved,
}: {
  item: Item | null;
  rankingId: string;
  defaultRank: number;
  onSaved: () => void;
}) {
  const fetcher = useFetcher<AdminActionData>();
  useFetcherDone(fetcher, (result) => {
    if (result.ok) onSaved();
  });
  const [form, fields] = useForm({
    id: `item-${item?.id ?? "new"}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    constraint: getZodConstraint(rankingItemSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rankingItemSchema }),
    defaultValue: {
      // Spec §5: a new item's rank defaults to the count of items plus 1.
      rank: String(item?.rank ?? defaultRank),
      title: item?.title ?? "",
      subtitle: item?.subtitle ?? "",
      description: item?.description ?? "",
      imageUrl: item?.imageUrl ?? "",
      score: item?.score === null || item?.score === undefined ? "" : String(item.score),
    },
  });
  const busy = fetcher.state !== "idle";
  return (
    <DialogContent aria-describedby={undefined}>
      <DialogTitle>{item ? "Modifica elemento" : "Nuovo elemento"}</DialogTitle>
      <DialogDescription>Il punteggio è facoltativo (passo 0,1).</DialogDescription>
      <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="rankingId" value={rankingId} />
        {item ? <input type="hidden" name="id" value={item.id} /> : null}
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field id={fields.rank.id} label="Posizione" error={fields.rank.errors}>
          <Input
            {...getInputProps(fields.rank, { type: "number" })}
            {...fieldAria(fields.rank.id, fields.rank.errors)}
            min={1}
            step={1}
          />
        </Field>
        <Field id={fields.title.id} label="Titolo" error={fields.title.errors}>
          <Input
            {...getInputProps(fields.title, { type: "text" })}
            {...fieldAria(fields.title.id, fields.title.errors)}
          />
        </Field>
        <Field id={fields.subtitle.id} label="Sottotitolo" error={fields.subtitle.errors}>
          <Input
            {...getInputProps(fields.subtitle, { type: "text" })}
            {...fieldAria(fields.subtitle.id, fields.subtitle.errors)}
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
        <Field id={fields.score.id} label="Punteggio" error={fields.score.errors}>
          <Input
            {...getInputProps(fields.score, { type: "number" })}
            {...fieldAria(fields.score.id, fields.score.errors)}
            step={0.1}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? "Salvataggio…" : "Salva"}
          </Button>
        </div>
      </fetcher.Form>
    </DialogContent>
  );
}

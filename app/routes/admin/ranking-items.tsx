import { CopyCheck, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, useSearchParams } from "react-router";
import { ConfirmDelete, LoadError, Pagination, selectClass, TabHeader } from "~/components/admin/admin-ui";
import { useRowSelection } from "~/components/admin/use-row-selection";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { listPartnerOptions } from "~/features/partners/partners-public.server";
import { RankingItemForm } from "~/features/rankings/components/ranking-item-form";
import { RankingItemsTable } from "~/features/rankings/components/ranking-items-table";
import {
  deleteRankingItems,
  listActiveRankingOptions,
  listRankingItemsAdmin,
  saveRankingItem,
} from "~/features/rankings/rankings-admin.server";
import { rankingItemSchema } from "~/features/rankings/rankings-schema";
import { bulkDeleteSchema, deleteSchema } from "~/lib/form-schemas";
import * as MESSAGES from "~/lib/messages";
import { cn } from "~/lib/utils";
import { adminAction, emptyList, intent, loadAdminList, PartialLoadError } from "~/server/admin-kit.server";
import type { Route } from "./+types/ranking-items";

const noItems = { ...emptyList(100), duplicateIds: [] as string[] };

export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, {
    load: async ({ ctx, url, page }) => {
      const [rankings, partners] = await Promise.all([
        listActiveRankingOptions(ctx.db),
        listPartnerOptions(ctx.db),
      ]);
      // Spec §2: the first ranking is preselected.
      const selected = rankings.find((r) => r.id === url.searchParams.get("ranking")) ?? rankings[0] ?? null;
      if (!selected) return { rankings, partners, selectedId: null as string | null, ...noItems };
      try {
        return {
          rankings,
          partners,
          selectedId: selected.id,
          ...(await listRankingItemsAdmin(ctx.db, selected.id, page)),
        };
      } catch (error) {
        throw new PartialLoadError(
          MESSAGES.loadItems,
          { rankings, partners, selectedId: selected.id, ...noItems },
          { cause: error },
        );
      }
    },
    empty: () => ({ rankings: [], partners: [], selectedId: null, ...noItems }),
    loadError: MESSAGES.loadRankings,
  });
}

const deletedTitle = (ids: string[], count: unknown) =>
  ids.length === 1 ? MESSAGES.itemDeleted : MESSAGES.itemsDeleted(count as number);

export function action(args: Route.ActionArgs) {
  return adminAction(args, {
    save: intent({
      schema: rankingItemSchema,
      form: true,
      run: (ctx, input) => saveRankingItem(ctx.db, input),
      success: (input) => (input.id ? MESSAGES.itemUpdated : MESSAGES.itemCreated),
      error: MESSAGES.itemSaveError,
    }),
    delete: intent({
      schema: deleteSchema.extend({ rankingId: bulkDeleteSchema.shape.rankingId }),
      invalid: MESSAGES.itemDeleteError,
      run: (ctx, input) => deleteRankingItems(ctx.db, input.rankingId, [input.id]),
      success: (input, count) => deletedTitle([input.id], count),
      error: MESSAGES.itemDeleteError,
    }),
    "bulk-delete": intent({
      schema: bulkDeleteSchema,
      invalid: (formData) =>
        formData.getAll("ids").length === 0 ? MESSAGES.nothingSelected : MESSAGES.itemDeleteError,
      run: (ctx, input) => deleteRankingItems(ctx.db, input.rankingId, input.ids),
      success: (input, count) => deletedTitle(input.ids, count),
      error: MESSAGES.itemDeleteError,
    }),
  });
}

type Item = Route.ComponentProps["loaderData"]["rows"][number];

export default function RankingItemsTab({ loaderData }: Route.ComponentProps) {
  const { rankings, partners, selectedId, rows, page, duplicateIds, loadError } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const pageIds = rows.map((r) => r.id);
  const { selected, allOnPage, toggle, toggleAll, replace } = useRowSelection(
    pageIds,
    duplicateIds,
    selectedId,
  );
  const selectDuplicates = () => {
    if (duplicateIds.length === 0) {
      toast.info(MESSAGES.noDuplicates);
      return;
    }
    replace(duplicateIds);
    toast.success(MESSAGES.duplicatesSelected(duplicateIds.length));
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
            <Button variant="outline" onClick={() => toast.error(MESSAGES.nothingSelected)}>
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
      <RankingItemsTable
        rows={rows}
        rankingId={selectedId}
        rankingTitle={current?.title ?? "classifica"}
        selection={{ selected, allOnPage, toggle, toggleAll }}
        onEdit={setEditing}
      />
      <Pagination page={page.page} pageCount={page.pageCount} />
      {selectedId ? (
        <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
          {editing !== null ? (
            <RankingItemForm
              key={editing === "new" ? "new" : editing.id}
              item={editing === "new" ? null : editing}
              rankingId={selectedId}
              defaultRank={page.total + 1}
              partners={partners}
              onSaved={() => setEditing(null)}
            />
          ) : null}
        </Dialog>
      ) : null}
    </section>
  );
}

// The table and the create/edit dialog shared by the Rubriche and Classifiche
// tabs: an ordered, activatable list with a slug, a description and an image.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import {
  EditDeleteActions,
  EmptyRow,
  FormErrors,
  LoadError,
  Pagination,
  SaveButton,
  StatusPill,
  TabHeader,
  Table,
  tdClass,
  useFetcherDone,
} from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { InputField, TextareaField } from "~/components/ui/form-fields";
import type { Page } from "~/server/crud.server";
import type { Reply } from "~/server/outcome.server";
import { TableHead } from "./table-head";

export interface OrderedContentRow {
  id: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  orderIndex: number;
  isActive: boolean;
}

export interface OrderedContentTexts {
  /** Tab and table title, e.g. "Rubriche". */
  title: string;
  /** Button and dialog title for a new row, e.g. "Nuova rubrica". */
  newLabel: string;
  /** Dialog title when editing, e.g. "Modifica rubrica". */
  editLabel: string;
  /** Column and field label of the name, e.g. "Nome". */
  labelName: string;
  slugHint: string;
  emptyMessage: string;
  deleteDescription: (label: string) => string;
}

export function OrderedContentTab<Row extends OrderedContentRow>({
  rows,
  page,
  loadError,
  texts,
  labelOf,
  form,
}: {
  rows: Row[];
  page: Page;
  loadError: string | null;
  texts: OrderedContentTexts;
  labelOf: (row: Row) => string;
  form: Omit<OrderedContentFormProps, "row" | "label" | "texts" | "onSaved">;
}) {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  return (
    <section aria-labelledby="tab-title" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TabHeader title={texts.title} count={page.total}>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" /> {texts.newLabel}
        </Button>
      </TabHeader>
      <LoadError message={loadError} />
      <Table label={texts.title}>
        <TableHead columns={[texts.labelName, "Slug", "Ordine", "Stato"]} />
        <tbody>
          {rows.length === 0 ? <EmptyRow colSpan={5} message={texts.emptyMessage} /> : null}
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={tdClass}>{labelOf(row)}</td>
              <td className={`${tdClass} font-mono text-xs`}>{row.slug}</td>
              <td className={tdClass}>{row.orderIndex}</td>
              <td className={tdClass}>
                <StatusPill active={row.isActive} on="Attiva" off="Non attiva" />
              </td>
              <td className={`${tdClass} text-right`}>
                <EditDeleteActions
                  name={labelOf(row)}
                  onEdit={() => setEditing(row)}
                  deleteDescription={texts.deleteDescription(labelOf(row))}
                  deleteFields={{ intent: "delete", id: row.id }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination page={page.page} pageCount={page.pageCount} />
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null ? (
          <OrderedContentForm
            key={editing === "new" ? "new" : editing.id}
            row={editing === "new" ? null : editing}
            label={editing === "new" ? "" : labelOf(editing)}
            texts={texts}
            onSaved={() => setEditing(null)}
            {...form}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

interface OrderedContentFormProps {
  row: OrderedContentRow | null;
  label: string;
  texts: OrderedContentTexts;
  onSaved: () => void;
  /** Name of the label field in the schema ("name" or "title"). */
  labelField: string;
  /** Prefix of the form id, e.g. "category". */
  idPrefix: string;
  fields: z.ZodObject;
  schema: z.ZodType<Record<string, unknown>>;
}

function OrderedContentForm({
  row,
  label,
  texts,
  onSaved,
  labelField,
  idPrefix,
  fields: fieldsSchema,
  schema,
}: OrderedContentFormProps) {
  const fetcher = useFetcher<Reply>();
  useFetcherDone(fetcher, (result) => {
    if (result.ok) onSaved();
  });
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `${idPrefix}-${row?.id ?? "new"}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    constraint: getZodConstraint(fieldsSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: {
      [labelField]: label,
      slug: row?.slug ?? "",
      description: row?.description ?? "",
      imageUrl: row?.imageUrl ?? "",
      orderIndex: String(row?.orderIndex ?? 0),
      isActive: row ? (row.isActive ? "on" : "") : "on",
    },
  });
  const nameField = fields[labelField];
  const { slug, description, imageUrl, orderIndex, isActive } = fields;
  const busy = fetcher.state !== "idle";
  if (!nameField || !slug || !description || !imageUrl || !orderIndex || !isActive) return null;
  return (
    <DialogContent aria-describedby={undefined}>
      <DialogTitle>{row ? texts.editLabel : texts.newLabel}</DialogTitle>
      <DialogDescription>{texts.slugHint}</DialogDescription>
      <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-4">
        <input type="hidden" name="intent" value="save" />
        {row ? <input type="hidden" name="id" value={row.id} /> : null}
        <FormErrors errors={form.errors} id={form.errorId} />
        <InputField meta={nameField} label={texts.labelName} />
        <InputField meta={slug} label="Slug" />
        <TextareaField meta={description} label="Descrizione" />
        <InputField meta={imageUrl} label="URL immagine" />
        <InputField meta={orderIndex} label="Ordine" type="number" min={0} step={1} />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input {...getInputProps(isActive, { type: "checkbox" })} className="size-4 accent-terracotta" />{" "}
          Attiva
        </label>
        <SaveButton busy={busy} />
      </fetcher.Form>
    </DialogContent>
  );
}

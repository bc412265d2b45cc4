import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { FormErrors, SaveButton, useFetcherDone } from "~/components/admin/admin-ui";
import { DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { InputField, SelectField, TextareaField } from "~/components/ui/form-fields";
import type { Reply } from "~/server/outcome.server";
import { rankingItemSchema } from "../rankings-schema";

/** A ranking item as the admin's Elementi tab edits it. */
export interface Item {
  id: string;
  rank: number;
  title: string;
  subtitle: string | null;
  description: string | null;
  imageUrl: string | null;
  score: number | null;
  partnerProfileId: string | null;
}

/** Create/edit dialog of one ranking item (spec §2 Elementi, §5). */
export function RankingItemForm({
  item,
  rankingId,
  defaultRank,
  partners,
  onSaved,
}: {
  item: Item | null;
  rankingId: string;
  defaultRank: number;
  /** Published partners an item can be about (issue 12). */
  partners: { id: string; nome: string }[];
  onSaved: () => void;
}) {
  const fetcher = useFetcher<Reply>();
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
      partnerProfileId: item?.partnerProfileId ?? "",
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
        <InputField meta={fields.rank} label="Posizione" type="number" min={1} step={1} />
        <InputField meta={fields.title} label="Titolo" />
        <InputField meta={fields.subtitle} label="Sottotitolo" />
        <TextareaField meta={fields.description} label="Descrizione" />
        <InputField meta={fields.imageUrl} label="URL immagine" />
        <InputField meta={fields.score} label="Punteggio" type="number" step={0.1} />
        <SelectField
          meta={fields.partnerProfileId}
          label="Partner collegato"
          hint="La scheda del partner mostrerà questa classifica."
          emptyLabel="Nessuno"
          options={partners.map((p) => ({ value: p.id, label: p.nome }))}
        />
        <SaveButton busy={busy} />
      </fetcher.Form>
    </DialogContent>
  );
}

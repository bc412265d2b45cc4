import type * as React from "react";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { SEO_META_MAX, SEO_TITLE_MAX } from "~/features/partners/profile-fields";
import { cn } from "~/lib/utils";
import type { WizardAi } from "./wizard-state";

function Counter({
  id,
  length,
  max,
  ideal,
}: {
  id: string;
  length: number;
  max: number;
  ideal: readonly [number, number];
}) {
  const inRange = length >= ideal[0] && length <= ideal[1];
  return (
    <p id={id} className={cn("text-xs", inRange ? "text-cypress" : "text-muted")}>
      {length}/{max} caratteri (ideale {ideal[0]}-{ideal[1]})
    </p>
  );
}

/** A SEO text with its length counter. */
function SeoField({
  name,
  label,
  value,
  max,
  ideal,
  multiline = false,
  onChange,
}: {
  name: "seoTitle" | "seoMetaDescription";
  label: string;
  value: string | null;
  max: number;
  ideal: readonly [number, number];
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  const id = `ai-${name}`;
  const control = {
    id,
    maxLength: max,
    value: value ?? "",
    "aria-describedby": `${id}-counter`,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(e.currentTarget.value),
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {multiline ? <Textarea rows={3} {...control} /> : <Input {...control} />}
      <Counter id={`${id}-counter`} length={(value ?? "").length} max={max} ideal={ideal} />
    </div>
  );
}

const SEO_FIELDS = [
  { name: "seoTitle", label: "Titolo SEO", max: SEO_TITLE_MAX, ideal: [50, 60] },
  {
    name: "seoMetaDescription",
    label: "Meta description",
    max: SEO_META_MAX,
    ideal: [150, 160],
    multiline: true,
  },
] as const;

type Item = { titolo: string; descrizione: string };

/** The generated services or experiences: a title and a description each. */
function ItemsEditor<T extends Item>({
  items,
  name,
  legend,
  onChange,
}: {
  items: T[] | null;
  name: "servizio" | "esperienza";
  legend: string;
  onChange: (items: T[]) => void;
}) {
  const list = items ?? [];
  const edit = (index: number, patch: Partial<Item>) =>
    onChange(list.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return list.map((item, index) => (
    <fieldset key={`${name[0]}-${index}`} className="grid gap-3 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold">
        {legend} {index + 1}
      </legend>
      <Field id={`ai-${name}-${index}-titolo`} label="Titolo">
        <Input
          id={`ai-${name}-${index}-titolo`}
          value={item.titolo}
          onChange={(e) => edit(index, { titolo: e.currentTarget.value })}
        />
      </Field>
      <Field id={`ai-${name}-${index}-descrizione`} label="Descrizione">
        <Textarea
          id={`ai-${name}-${index}-descrizione`}
          rows={3}
          value={item.descrizione}
          onChange={(e) => edit(index, { descrizione: e.currentTarget.value })}
        />
      </Field>
    </fieldset>
  ));
}

/** Step 8 edit mode: the generated texts and SEO fields (local until the next save). */
export function AiEditor({ ai, onChange }: { ai: WizardAi; onChange: (value: WizardAi) => void }) {
  const set = <K extends keyof WizardAi>(key: K, value: WizardAi[K]) => onChange({ ...ai, [key]: value });
  const area = (
    key: "aiSommario" | "aiChiSiamo" | "aiValori" | "aiInfoUtili" | "aiCta",
    label: string,
    rows = 4,
  ) => (
    <Field id={`ai-${key}`} label={label}>
      <Textarea
        id={`ai-${key}`}
        rows={rows}
        value={ai[key] ?? ""}
        onChange={(e) => set(key, e.currentTarget.value)}
      />
    </Field>
  );
  return (
    <div className="grid gap-5">
      <Field id="ai-aiTitoloPremium" label="Titolo premium">
        <Input
          id="ai-aiTitoloPremium"
          value={ai.aiTitoloPremium ?? ""}
          onChange={(e) => set("aiTitoloPremium", e.currentTarget.value)}
        />
      </Field>
      {area("aiSommario", "Sommario", 3)}
      {area("aiChiSiamo", "Chi Siamo", 6)}
      {area("aiValori", "I Nostri Valori", 4)}
      <ItemsEditor
        items={ai.aiServizi}
        name="servizio"
        legend="Servizio"
        onChange={(items) => set("aiServizi", items)}
      />
      <ItemsEditor
        items={ai.aiEsperienze}
        name="esperienza"
        legend="Esperienza"
        onChange={(items) => set("aiEsperienze", items)}
      />
      {area("aiInfoUtili", "Info Utili", 3)}
      {area("aiCta", "Invito all'azione", 2)}
      {SEO_FIELDS.map((field) => (
        <SeoField key={field.name} {...field} value={ai[field.name]} onChange={(v) => set(field.name, v)} />
      ))}
    </div>
  );
}

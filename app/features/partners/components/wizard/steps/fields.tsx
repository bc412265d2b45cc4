import type * as React from "react";
import { Field } from "~/components/ui/field";
import { fieldClass, Input, Textarea } from "~/components/ui/input";
import { PROFILE_FIELDS } from "~/features/partners/profile-fields";
import type { WizardForm } from "../wizard-state";

/** What every step receives: the form and its setter. */
export type Update = <K extends keyof WizardForm>(key: K, value: WizardForm[K]) => void;
export interface StepProps {
  form: WizardForm;
  update: Update;
}

/** The fields the form holds as text. */
export type TextKey = { [K in keyof WizardForm]: WizardForm[K] extends string ? K : never }[keyof WizardForm];

interface TextProps extends StepProps {
  name: TextKey;
  /** Defaults to the field's label in profile-fields.ts. */
  label?: string;
  hint?: string;
}

const fieldId = (name: string) => `wizard-${name}`;

/** An input bound to a profile field: one line, or a text area of `rows` lines. */
export function TextField({
  name,
  label = PROFILE_FIELDS[name].label,
  form,
  update,
  type = "text",
  required = false,
  hint,
  autoComplete,
  placeholder,
  rows,
}: TextProps & {
  type?: string;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  rows?: number;
}) {
  const id = fieldId(name);
  const control = {
    id,
    value: form[name],
    "aria-describedby": hint ? `${id}-hint` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(name, e.currentTarget.value),
  };
  return (
    <Field id={id} label={required ? `${label} *` : label} hint={hint}>
      {rows ? (
        <Textarea rows={rows} {...control} />
      ) : (
        <Input
          {...control}
          name={name}
          type={type}
          required={required}
          autoComplete={autoComplete}
          placeholder={placeholder}
        />
      )}
    </Field>
  );
}

/** A choice among a fixed list, bound to a profile field ("" is no choice). */
export function SelectField({
  name,
  label = PROFILE_FIELDS[name].label,
  form,
  update,
  options,
}: TextProps & { options: readonly string[] }) {
  const id = fieldId(name);
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        value={form[name]}
        onChange={(e) => update(name, e.currentTarget.value)}
        className={fieldClass}
      >
        <option value="">Seleziona…</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}

import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import type * as React from "react";
import { Field, fieldAria } from "./field";
import { Input, NativeSelect, type SelectOption, selectClass, Textarea } from "./input";

type InputType =
  | "text"
  | "email"
  | "password"
  | "url"
  | "tel"
  | "number"
  | "date"
  | "datetime-local"
  | "search";

interface CommonProps {
  // biome-ignore lint/suspicious/noExplicitAny: Conform's field metadata of any form.
  meta: FieldMetadata<any, any, string[]>;
  label: React.ReactNode;
  hint?: React.ReactNode;
  className?: string;
}

/**
 * A labelled text input bound to a Conform field: its value, constraints, error beside
 * it and the aria wiring, in one line (the one form style, docs/decisions/0005).
 */
export function InputField({
  meta,
  label,
  hint,
  className,
  type = "text",
  ...props
}: CommonProps & { type?: InputType } & Omit<React.ComponentProps<"input">, "type" | "id" | "name">) {
  return (
    <Field id={meta.id} label={label} hint={hint} error={meta.errors} className={className}>
      <Input
        {...getInputProps(meta, { type })}
        {...fieldAria(meta.id, meta.errors, Boolean(hint))}
        {...props}
      />
    </Field>
  );
}

/** A labelled textarea bound to a Conform field (see InputField). */
export function TextareaField({
  meta,
  label,
  hint,
  className,
  ...props
}: CommonProps & Omit<React.ComponentProps<"textarea">, "id" | "name">) {
  return (
    <Field id={meta.id} label={label} hint={hint} error={meta.errors} className={className}>
      <Textarea {...getTextareaProps(meta)} {...fieldAria(meta.id, meta.errors, Boolean(hint))} {...props} />
    </Field>
  );
}

/** A labelled select bound to a Conform field; `emptyLabel` adds a first "none" option. */
export function SelectField({
  meta,
  label,
  hint,
  className,
  options,
  emptyLabel,
}: CommonProps & { options: readonly SelectOption[]; emptyLabel?: string }) {
  return (
    <Field id={meta.id} label={label} hint={hint} error={meta.errors} className={className}>
      <NativeSelect
        name={meta.name}
        defaultValue={(meta.initialValue as string | undefined) ?? ""}
        form={meta.formId}
        {...fieldAria(meta.id, meta.errors, Boolean(hint))}
        className={selectClass}
        options={options}
        emptyLabel={emptyLabel}
      />
    </Field>
  );
}

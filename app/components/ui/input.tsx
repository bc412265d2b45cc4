import type * as React from "react";
import { cn } from "~/lib/utils";

/** Class names of a text control (see `.form-*` in app.css), for selects and other native fields. */
export const fieldClass = "form-control";
export const selectClass = "form-select";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn("form-control form-input", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn("form-control form-textarea", className)} {...props} />;
}

export type SelectOption = { value: string; label: string };

/**
 * A native select listing `options`; `emptyLabel` adds a first option with an empty
 * value (`emptyDisabled` makes it a placeholder that cannot be chosen back).
 */
export function NativeSelect({
  options,
  emptyLabel,
  emptyDisabled,
  ...props
}: React.ComponentProps<"select"> & {
  options: readonly SelectOption[];
  emptyLabel?: string;
  emptyDisabled?: boolean;
}) {
  return (
    <select {...props}>
      {emptyLabel !== undefined ? (
        <option value="" disabled={emptyDisabled}>
          {emptyLabel}
        </option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

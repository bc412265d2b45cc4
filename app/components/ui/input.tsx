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

import type * as React from "react";
import { cn } from "~/lib/utils";

export const fieldClass =
  "w-full rounded-lg border border-line bg-paper px-3.5 py-2.5 text-base text-ink placeholder:text-muted/80 shadow-xs focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-1 disabled:opacity-60 aria-invalid:border-red-700";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(fieldClass, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "min-h-28", className)} {...props} />;
}

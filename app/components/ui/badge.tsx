import type * as React from "react";
import { cn } from "~/lib/utils";

export function Badge({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-sand px-3 py-1 text-xs font-semibold tracking-wide text-ink",
        className,
      )}
      {...props}
    />
  );
}

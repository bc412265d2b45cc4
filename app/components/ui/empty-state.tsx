import type * as React from "react";

/** The message of a public list with nothing to show. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="rounded-card bg-paper p-10 text-center text-lg text-ink-soft">{children}</p>;
}

import { ArrowLeft } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";

const TONES = {
  /** On a dark hero. */
  hero: "inline-flex items-center gap-2 text-sm font-medium text-gold-light hover:underline",
  /** On a light public page. */
  page: "inline-flex items-center gap-2 text-sm font-medium text-terracotta-dark hover:underline",
  /** In the admin panel. */
  admin: "inline-flex items-center gap-1 text-sm text-ink-soft hover:underline",
};

/** A "back to …" link led by a left arrow, above a page's title. */
export function BackLink({
  to,
  tone,
  children,
}: {
  to: string;
  tone: keyof typeof TONES;
  children: React.ReactNode;
}) {
  return (
    <Link to={to} className={TONES[tone]}>
      <ArrowLeft className="size-4" aria-hidden="true" /> {children}
    </Link>
  );
}

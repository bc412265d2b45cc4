import { Link } from "react-router";
import { cn } from "~/lib/utils";

/** The Atlante wordmark: a compass-rose monogram and the name in the display face. */
export function Logo({ className, tone = "ink" }: { className?: string; tone?: "ink" | "light" }) {
  return (
    <Link
      to="/"
      className={cn("group inline-flex items-center gap-2.5", className)}
      aria-label="Atlante, vai alla home"
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <circle
          cx="16"
          cy="16"
          r="15"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.2"
          className={tone === "light" ? "text-gold-light" : "text-gold"}
        />
        <path d="M16 3 L19 16 L16 29 L13 16 Z" className={tone === "light" ? "fill-ivory" : "fill-ink"} />
        <path d="M3 16 L16 13 L29 16 L16 19 Z" className="fill-terracotta" />
        <circle cx="16" cy="16" r="2" className={tone === "light" ? "fill-ink" : "fill-ivory"} />
      </svg>
      <span
        className={cn(
          "font-display text-2xl font-semibold tracking-[0.04em]",
          tone === "light" ? "text-ivory" : "text-ink",
        )}
      >
        Atlante
      </span>
    </Link>
  );
}

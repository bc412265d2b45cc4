// The Experience's heading and progress ("Passo 3 di 5"). On every step change
// after the first page (spec §2: the page scrolls to the top) focus moves to the
// heading, so a keyboard or screen-reader user starts from the new step.
import * as React from "react";
import { cn } from "~/lib/utils";
import { type ExperienceStep, stepNumber } from "../../experience-state";

export function StepHeader({
  step,
  heading,
  eyebrow = "Italian Experience",
}: {
  step: ExperienceStep | "generazione" | "risultato";
  heading: string;
  eyebrow?: string;
}) {
  const ref = React.useRef<HTMLHeadingElement>(null);
  const first = React.useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on step change only.
  React.useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: "auto" });
    ref.current?.focus({ preventScroll: true });
  }, [step]);
  const n = stepNumber(step);
  return (
    <header className="container-page max-w-3xl pt-14 text-center md:pt-20">
      <p className="eyebrow">{eyebrow}</p>
      <p className="mt-3 text-sm text-muted print:hidden" aria-live="polite">
        Passo {n} di 5
      </p>
      <div className="mx-auto mt-3 flex max-w-xs gap-1.5 print:hidden" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((k) => (
          <span key={k} className={cn("h-1 flex-1 rounded-full", k <= n ? "bg-terracotta" : "bg-line")} />
        ))}
      </div>
      <h1 ref={ref} tabIndex={-1} className="mt-8 font-display text-4xl text-ink outline-none md:text-5xl">
        {heading}
      </h1>
    </header>
  );
}

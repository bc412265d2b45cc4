import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "~/lib/utils";

/** Previous/next buttons shared by the carousels (keyboard operable, labelled in Italian). */
export function CarouselButtons({
  onPrevious,
  onNext,
  previousDisabled = false,
  nextDisabled = false,
  controls,
  tone = "light",
  className,
}: {
  onPrevious: () => void;
  onNext: () => void;
  previousDisabled?: boolean;
  nextDisabled?: boolean;
  controls: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  const button = cn(
    "grid size-11 place-items-center rounded-full border transition-colors disabled:cursor-not-allowed disabled:opacity-40",
    tone === "light"
      ? "border-ink/20 bg-paper text-ink hover:bg-sand"
      : "border-ivory/40 bg-ink/40 text-ivory hover:bg-ink/70",
  );
  return (
    <div className={cn("flex gap-2", className)}>
      <button
        type="button"
        className={button}
        onClick={onPrevious}
        disabled={previousDisabled}
        aria-controls={controls}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
        <span className="sr-only">Precedente</span>
      </button>
      <button
        type="button"
        className={button}
        onClick={onNext}
        disabled={nextDisabled}
        aria-controls={controls}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
        <span className="sr-only">Successivo</span>
      </button>
    </div>
  );
}

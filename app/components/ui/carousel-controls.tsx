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
      {[
        { label: "Precedente", Icon: ChevronLeft, onClick: onPrevious, disabled: previousDisabled },
        { label: "Successivo", Icon: ChevronRight, onClick: onNext, disabled: nextDisabled },
      ].map(({ label, Icon, onClick, disabled }) => (
        <button
          key={label}
          type="button"
          className={button}
          onClick={onClick}
          disabled={disabled}
          aria-controls={controls}
        >
          <Icon className="size-5" aria-hidden="true" />
          <span className="sr-only">{label}</span>
        </button>
      ))}
    </div>
  );
}

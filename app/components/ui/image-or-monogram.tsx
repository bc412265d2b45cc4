import { cn } from "~/lib/utils";
import { ResponsiveImage, type ResponsiveImageProps } from "./responsive-image";

/**
 * The letter a monogram shows: the first letter of the first word that starts with one
 * ("100 Brand" → "B"), so a missing image never reads as a rank; "" when there is none.
 */
export function monogramLetter(title: string) {
  const match = /\p{L}/u.exec(title);
  return match ? match[0].toLocaleUpperCase("it-IT") : "";
}

const TONES = {
  light: "bg-sand text-terracotta-dark",
  dark: "bg-wine text-ivory",
} as const;

/**
 * A stored image, or the spec's fallback (the title's initial) drawn as a designed
 * monogram: a framed letter on a patterned ground, decorative for assistive technology.
 * `className` sizes both (aspect ratio, width), so the space is the same either way.
 */
export function ImageOrMonogram({
  src,
  title,
  tone = "light",
  avatar = false,
  className,
  ...image
}: Omit<ResponsiveImageProps, "src" | "alt" | "title"> & {
  src: string | null | undefined;
  /** What the image shows; its initial is the fallback. */
  title: string;
  /** The image's alt text (decorative by default: the card's heading names it). */
  alt?: string;
  tone?: keyof typeof TONES;
  /** A round logo: the letter fills the frame. */
  avatar?: boolean;
}) {
  if (src) return <ResponsiveImage src={src} alt={image.alt ?? ""} className={className} {...image} />;
  const letter = monogramLetter(title);
  return (
    <span
      aria-hidden="true"
      data-testid="image-fallback"
      className={cn("monogram grid place-items-center overflow-hidden", TONES[tone], className)}
    >
      {letter ? (
        <span
          className={cn(
            "grid aspect-square place-items-center rounded-full border border-current/40 font-display leading-none",
            avatar ? "w-[72%] text-[40cqi]" : "w-[min(38%,7rem)] min-w-8 text-[clamp(1rem,6cqi,3rem)]",
          )}
        >
          {letter}
        </span>
      ) : null}
    </span>
  );
}

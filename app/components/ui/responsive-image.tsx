import type * as React from "react";
import { cn } from "~/lib/utils";

const WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;

export function isMediaUrl(src: string) {
  return src.startsWith("/media/");
}

function srcSet(src: string, format: "avif" | "webp", maxWidth: number) {
  return WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${src}?w=${w}&fm=${format} ${w}w`)
    .join(", ");
}

/** URL of one resized variant of a stored image (for og:image, preload…). */
export function mediaVariantUrl(
  src: string,
  width: (typeof WIDTHS)[number] = 1280,
  format: "webp" | "jpeg" | "avif" = "webp",
) {
  return isMediaUrl(src) ? `${src}?w=${width}&fm=${format}` : src;
}

/**
 * `<link rel="preload">` for the largest above-the-fold image, matching the AVIF
 * `srcset` that `ResponsiveImage` draws (same widths, same `sizes`).
 */
export function imagePreload(src: string | null | undefined, sizes: string, maxWidth = 1600) {
  if (!src || !isMediaUrl(src)) return [];
  const largest = WIDTHS.filter((w) => w <= maxWidth).at(-1) ?? WIDTHS[0];
  return [
    {
      rel: "preload",
      as: "image",
      type: "image/avif",
      href: mediaVariantUrl(src, largest, "avif"),
      imageSrcSet: srcSet(src, "avif", maxWidth),
      imageSizes: sizes,
      fetchPriority: "high",
    } as const,
  ];
}

export interface ResponsiveImageProps
  extends Omit<React.ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> {
  src: string;
  alt: string;
  /** Intrinsic size (or aspect) so the browser reserves the space: no layout shift. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Above the fold: loaded eagerly with high priority. */
  priority?: boolean;
  maxWidth?: number;
}

/**
 * Stored images are served as AVIF/WebP variants at several widths; other
 * URLs (an admin's direct image URL) are drawn as they are.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  maxWidth = 1600,
  className,
  ...rest
}: ResponsiveImageProps) {
  const common = {
    width,
    height,
    className: cn("media-cover", className),
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: priority ? ("auto" as const) : ("async" as const),
    ...(priority ? { fetchPriority: "high" as const } : {}),
    ...rest,
  };
  if (!isMediaUrl(src)) return <img src={src} alt={alt} {...common} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(src, "avif", maxWidth)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(src, "webp", maxWidth)} sizes={sizes} />
      <img src={mediaVariantUrl(src, 960, "jpeg")} alt={alt} {...common} />
    </picture>
  );
}

/** An image behind a hero's or a tile's content, covering its positioned parent (decorative). */
export function Backdrop({ className, ...image }: Omit<ResponsiveImageProps, "alt">) {
  return <ResponsiveImage alt="" {...image} className={cn("absolute inset-0 size-full", className)} />;
}

/**
 * The preload of a page's hero image, rendered in the body: React hoists it to the
 * head, so the browser starts the largest above-the-fold image early.
 */
export function ImagePreload({ src, sizes }: { src: string | null | undefined; sizes: string }) {
  return imagePreload(src, sizes).map((l) => (
    <link
      key={l.href}
      rel="preload"
      as="image"
      type={l.type}
      href={l.href}
      imageSrcSet={l.imageSrcSet}
      imageSizes={l.imageSizes}
      fetchPriority="high"
    />
  ));
}

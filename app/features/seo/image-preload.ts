// Kept apart from seo.ts: pages render these links in the browser too, while
// the rest of the SEO helpers run in loaders only.

const PRELOAD_WIDTHS = [320, 480, 640, 960, 1280, 1600];

/**
 * `<link rel="preload">` for the largest above-the-fold image, matching the AVIF
 * `srcset` that `ResponsiveImage` draws (same widths, same `sizes`).
 */
export function imagePreload(src: string | null | undefined, sizes: string, maxWidth = 1600) {
  if (!src?.startsWith("/media/")) return [];
  const widths = PRELOAD_WIDTHS.filter((w) => w <= maxWidth);
  return [
    {
      rel: "preload",
      as: "image",
      type: "image/avif",
      href: `${src}?w=${widths.at(-1)}&fm=avif`,
      imageSrcSet: widths.map((w) => `${src}?w=${w}&fm=avif ${w}w`).join(", "),
      imageSizes: sizes,
      fetchPriority: "high",
    } as const,
  ];
}

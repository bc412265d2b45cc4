/**
 * The frames images are drawn in across the site, each declared once: the intrinsic size
 * (the aspect the browser reserves), the `sizes` the layout gives it and, where smaller
 * than the default, the largest variant worth sending. Spread into `ResponsiveImage` or
 * `ImageOrMonogram`; a hero's `ImagePreload` takes the same `sizes`.
 */
/** A card in a grid of three columns (two on tablets, one on phones). */
const GRID_OF_THREE = "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";
/** Half the page from tablets up. */
const HALF = "(min-width: 768px) 50vw, 100vw";

export const FRAMES = {
  /** Full-bleed page heroes. */
  homeHero: { width: 2400, height: 1400, sizes: "100vw", maxWidth: 1600 },
  profileCover: { width: 2400, height: 1000, sizes: "100vw" },
  rankingHero: { width: 1600, height: 900, sizes: "100vw" },
  /** Cards of the magazine and the rankings. */
  articleCard: { width: 1600, height: 1000, sizes: GRID_OF_THREE },
  featureCard: { width: 1600, height: 1000, sizes: HALF },
  rankingCard: { width: 1600, height: 900, sizes: HALF },
  sectionTile: { width: 960, height: 720, sizes: GRID_OF_THREE, maxWidth: 1280 },
  /** Small squares: a ranking item's picture, a partner's logo on its page and in the directory. */
  rankingThumb: { width: 160, height: 160, sizes: "80px", maxWidth: 320 },
  profileLogo: { width: 224, height: 224, sizes: "112px", maxWidth: 480 },
  directoryLogo: { width: 128, height: 128, sizes: "64px", maxWidth: 320 },
  /** A partner's gallery. */
  gallery: { width: 800, height: 600, sizes: "(min-width: 768px) 30vw, 50vw", maxWidth: 960 },
} as const;

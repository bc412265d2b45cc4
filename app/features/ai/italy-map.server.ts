// The AI Tour map (spec §2, §7 "Static"): public/maps/italy.svg, read once on the
// server for its view box and its regions in keyboard order (north to south, then west
// to east). The page draws each region from the static file with <use>, so the map works
// before any script runs and its outlines are not repeated in every page.
import fs from "node:fs";
import path from "node:path";
import { regionByNameOrSlug } from "./regions";

export { MAP_PATH } from "./regions";

/** A region of the map: its outline is drawn from the static SVG file (`<use href="/maps/italy.svg#slug">`). */
export interface MapRegion {
  slug: string;
  name: string;
}
export interface MapShape {
  viewBox: string;
  regions: MapRegion[];
}

/** Centre of a path made of "m"/"l" pairs, "h" and "v" steps (the map's own syntax). */
function centre(d: string): { x: number; y: number } {
  let x = 0;
  let y = 0;
  let command = "m";
  let first = true;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const token of d.match(/[a-zA-Z]|-?\d*\.?\d+(?:e-?\d+)?(?:,-?\d*\.?\d+(?:e-?\d+)?)?/g) ?? []) {
    if (/^[a-zA-Z]$/.test(token)) {
      command = token;
      continue;
    }
    const [a = 0, b = 0] = token.split(",").map(Number);
    const relative = command === command.toLowerCase() && !first;
    if (command.toLowerCase() === "h") x = relative ? x + a : a;
    else if (command.toLowerCase() === "v") y = relative ? y + a : a;
    else {
      x = relative ? x + a : a;
      y = relative ? y + b : b;
    }
    first = false;
    xs.push(x);
    ys.push(y);
  }
  return {
    x: (Math.min(...xs) + Math.max(...xs)) / 2,
    y: (Math.min(...ys) + Math.max(...ys)) / 2,
  };
}

let cached: MapShape | null = null;

export function italyMap(): MapShape {
  if (cached) return cached;
  const file = [path.resolve("public/maps/italy.svg"), path.resolve("build/client/maps/italy.svg")].find(
    (f) => fs.existsSync(f),
  );
  if (!file) throw new Error("Italy map not found (public/maps/italy.svg)");
  const svg = fs.readFileSync(file, "utf8");
  const viewBox = svg.match(/viewBox="([^"]+)"/)?.[1] ?? "0 0 610 793";
  const regions = [...svg.matchAll(/<path id="([^"]+)" name="([^"]+)" d="([^"]+)"\s*\/>/g)].map((m) => {
    const region = regionByNameOrSlug(m[2]?.replace(/&#39;|&apos;/g, "'") ?? "");
    if (!region) throw new Error(`Unknown region on the map: ${m[2]}`);
    return { slug: region.slug, name: region.name, d: m[3] ?? "", c: centre(m[3] ?? "") };
  });
  regions.sort((a, b) => a.c.y - b.c.y || a.c.x - b.c.x);
  cached = { viewBox, regions: regions.map(({ slug, name }) => ({ slug, name })) };
  return cached;
}

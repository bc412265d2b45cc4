/**
 * Atlante — generative editorial artwork.
 *
 * Pure, dependency-free and deterministic: every function returns a complete, self-contained SVG
 * document string (no external references, no scripts). The same input always yields the same
 * image. Compositions are layered geometric landscapes and still lifes drawn from an Italian
 * repertoire (hills, cypresses, arches, arcades, folds of silk, wine, gears) in a restrained palette
 * of terracotta, deep green, ivory, ink blue, gold and burgundy. The lower part of every wide
 * composition is kept in mid/dark tones so that white text on a dark overlay stays legible.
 */

export type CategoryArtworkSlug = "moda" | "lifestyle" | "design" | "arte" | "turismo" | "innovazione";
export type PartnerArtworkTipo = "ente" | "museo" | "brand" | "enogastronomia" | "altro";

// ---------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------

type Rng = () => number;

function xmur3(str: string): () => number {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
}

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rngFrom(...parts: string[]): Rng {
  return mulberry32(xmur3(parts.join("|"))());
}

function idPrefix(...parts: string[]): string {
  return `a${(xmur3(parts.join("|"))() % 1679616).toString(36)}`;
}

const rand = (r: Rng, a: number, b: number): number => a + (b - a) * r();
const randInt = (r: Rng, a: number, b: number): number => Math.floor(rand(r, a, b + 1));
const chance = (r: Rng, p: number): boolean => r() < p;
function pick<T>(r: Rng, items: readonly T[]): T {
  return items[Math.floor(r() * items.length) % items.length]!;
}

// ---------------------------------------------------------------------------------------------
// Maths, numbers and colours
// ---------------------------------------------------------------------------------------------

/** A scene's main palette: the one the caller assigned (see `articleArtwork`), else a random one. */
function paletteOf<T>(s: { palette: number | undefined }, r: Rng, items: readonly T[]): T {
  const random = pick(r, items);
  return s.palette === undefined ? random : items[s.palette % items.length]!;
}

const TAU = Math.PI * 2;
const clamp = (v: number, a: number, b: number): number => Math.min(b, Math.max(a, v));
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const sstep = (a: number, b: number, x: number): number => {
  const t = clamp((x - a) / (b - a), 0, 1);
  return t * t * (3 - 2 * t);
};

type Pt = [number, number];
const polar = (cx: number, cy: number, r: number, a: number): Pt => [
  cx + r * Math.cos(a),
  cy + r * Math.sin(a),
];

/** Number formatting: integers for large values, one decimal for small ones, no negative zero. */
function f(v: number): string {
  const x = Math.abs(v) >= 40 ? Math.round(v) : Math.round(v * 10) / 10;
  return x === 0 ? "0" : String(x);
}
function f2(v: number): string {
  const x = Math.round(v * 100) / 100;
  return x === 0 ? "0" : String(x);
}
const pt = (p: Pt): string => `${f(p[0])} ${f(p[1])}`;

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number): string =>
    Math.round(clamp(x + (y - x) * t, 0, 255))
      .toString(16)
      .padStart(2, "0");
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}
const darken = (c: string, t: number): string => mix(c, "#0b0d12", t);
const lighten = (c: string, t: number): string => mix(c, "#fbf6ec", t);

// ---------------------------------------------------------------------------------------------
// SVG document builder
// ---------------------------------------------------------------------------------------------

type Stop = readonly [number, string, number?];

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${f2(o)}" stop-color="${c}"${a === undefined || a === 1 ? "" : ` stop-opacity="${f2(a)}"`}/>`,
    )
    .join("");
}

class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private n = 0;
  flip = false;
  /** Set by `articleArtwork` so that the articles of one section never share a palette. */
  palette: number | undefined;

  constructor(
    readonly w: number,
    readonly h: number,
    private readonly pfx: string,
  ) {}

  uid(): string {
    this.n += 1;
    return `${this.pfx}-${this.n.toString(36)}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(...markup: string[]): void {
    this.body.push(...markup);
  }

  /** Linear gradient; coordinates are fractions of the bounding box unless `user` is set. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.uid();
    this.def(
      `<linearGradient id="${id}" x1="${f2(x1)}" y1="${f2(y1)}" x2="${f2(x2)}" y2="${f2(y2)}"${
        user ? ' gradientUnits="userSpaceOnUse"' : ""
      }>${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false): string {
    const id = this.uid();
    this.def(
      `<radialGradient id="${id}" cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}"${
        user ? ' gradientUnits="userSpaceOnUse"' : ""
      }>${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.uid();
    this.def(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  pattern(w: number, h: number, content: string, transform = ""): string {
    const id = this.uid();
    this.def(
      `<pattern id="${id}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse"${
        transform ? ` patternTransform="${transform}"` : ""
      }>${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  render(): string {
    const content = this.body.join("");
    const inner = this.flip ? `<g transform="matrix(-1 0 0 1 ${this.w} 0)">${content}</g>` : content;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" preserveAspectRatio="xMidYMid slice">${
      this.defs.length ? `<defs>${this.defs.join("")}</defs>` : ""
    }${inner}</svg>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Primitive shapes
// ---------------------------------------------------------------------------------------------

const op = (v: number): string => ` opacity="${f2(v)}"`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ""): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = ""): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = ""): string => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, width: number, extra = ""): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width)}"${extra}/>`;
const group = (content: string, extra = ""): string => `<g${extra}>${content}</g>`;
const poly = (pts: readonly Pt[]): string => `M${pts.map(pt).join("L")}Z`;

/** Catmull-Rom spline through the points, as cubic Béziers (open path). */
function smooth(pts: readonly Pt[]): string {
  const at = (i: number): Pt => pts[clamp(i, 0, pts.length - 1)]!;
  let d = `M${pt(at(0))}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d += `C${f(p1[0] + (p2[0] - p0[0]) / 6)} ${f(p1[1] + (p2[1] - p0[1]) / 6)} ${f(p2[0] - (p3[0] - p1[0]) / 6)} ${f(
      p2[1] - (p3[1] - p1[1]) / 6,
    )} ${pt(p2)}`;
  }
  return d;
}

function archD(x: number, top: number, w: number, bottom: number): string {
  const r = w / 2;
  return `M${f(x)} ${f(bottom)}V${f(top + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(top + r)}V${f(bottom)}Z`;
}

function circleD(cx: number, cy: number, r: number): string {
  return `M${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx - r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx + r)} ${f(cy)}Z`;
}

type Ridge = (x: number) => number;

function ridge(r: Rng, w: number, base: Ridge, amp: number): Ridge {
  const waves = [
    { a: amp, l: w * rand(r, 0.75, 1.15), p: r() * TAU },
    { a: amp * rand(r, 0.35, 0.55), l: w * rand(r, 0.3, 0.42), p: r() * TAU },
    { a: amp * rand(r, 0.1, 0.18), l: w * rand(r, 0.1, 0.15), p: r() * TAU },
  ];
  return (x) => {
    let y = base(x);
    for (const v of waves) y += v.a * Math.sin((x / v.l) * TAU + v.p);
    return y;
  };
}

function hillD(fn: Ridge, w: number, h: number, steps = 30): string {
  const pts: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = -40 + ((w + 80) * i) / steps;
    pts.push([x, fn(x)]);
  }
  return `${smooth(pts)}L${f(w + 40)} ${f(h + 40)}L-40 ${f(h + 40)}Z`;
}

/** Italian cypress: a slender flame. `side` = 1 shades the right half, -1 the left. */
function cypress(
  x: number,
  b: number,
  h: number,
  w: number,
  fill: string,
  shade?: string,
  side: 1 | -1 = 1,
  rim?: string,
): string {
  const X = (k: number): string => f(x + w * k);
  const Y = (k: number): string => f(b - h * k);
  const outline = `M${X(0)} ${Y(1)}C${X(-0.1)} ${Y(0.9)} ${X(-0.56)} ${Y(0.56)} ${X(-0.5)} ${Y(0.3)}C${X(-0.46)} ${Y(0.1)} ${X(
    -0.3,
  )} ${Y(0)} ${X(-0.16)} ${Y(0)}H${X(0.16)}C${X(0.3)} ${Y(0)} ${X(0.46)} ${Y(0.1)} ${X(0.5)} ${Y(0.3)}C${X(0.56)} ${Y(
    0.56,
  )} ${X(0.1)} ${Y(0.9)} ${X(0)} ${Y(1)}Z`;
  let out = path(outline, fill);
  if (shade) {
    const s = side;
    out += path(
      `M${X(0)} ${Y(1)}C${X(0.1 * s)} ${Y(0.9)} ${X(0.56 * s)} ${Y(0.56)} ${X(0.5 * s)} ${Y(0.3)}C${X(0.46 * s)} ${Y(
        0.1,
      )} ${X(0.3 * s)} ${Y(0)} ${X(0.16 * s)} ${Y(0)}H${X(0.04 * s)}C${X(0.12 * s)} ${Y(0.3)} ${X(0.16 * s)} ${Y(0.6)} ${X(
        0,
      )} ${Y(1)}Z`,
      shade,
    );
  }
  if (rim) {
    const s = -side;
    out += line(
      `M${X(0.02 * s)} ${Y(0.97)}C${X(0.14 * s)} ${Y(0.86)} ${X(0.54 * s)} ${Y(0.56)} ${X(0.49 * s)} ${Y(0.3)}`,
      rim,
      Math.max(1.2, w * 0.035),
      ' stroke-linecap="round" stroke-opacity=".5"',
    );
  }
  return out;
}

/** Umbrella pine (pino domestico): a slender forked trunk under a flat, domed canopy. */
function umbrellaPine(
  r: Rng,
  x: number,
  b: number,
  h: number,
  w: number,
  fill: string,
  light?: string,
): string {
  const lean = rand(r, -0.1, 0.1) * w;
  const tw = Math.max(1.5, h * 0.022);
  const cy = b - h * 0.74;
  const ch = h * 0.26;
  const tx = x + lean;
  let out = path(
    `M${f(x - tw)} ${f(b)}Q${f(x + lean * 0.4 - tw)} ${f(b - h * 0.45)} ${f(tx - tw * 0.6)} ${f(cy + ch * 0.1)}L${f(tx + tw * 0.6)} ${f(
      cy + ch * 0.1,
    )}Q${f(x + lean * 0.4 + tw)} ${f(b - h * 0.45)} ${f(x + tw)} ${f(b)}Z`,
    fill,
  );
  out += line(
    `M${f(tx)} ${f(cy + ch * 0.3)}L${f(tx - w * 0.18)} ${f(cy)}M${f(tx)} ${f(cy + ch * 0.25)}L${f(tx + w * 0.2)} ${f(cy + ch * 0.02)}`,
    fill,
    tw * 1.2,
    ' stroke-linecap="round"',
  );
  const L = tx - w / 2;
  let d = `M${f(L)} ${f(cy)}C${f(L + w * 0.02)} ${f(cy - ch * 0.8)} ${f(L + w * 0.25)} ${f(cy - ch * 1.05)} ${f(tx)} ${f(cy - ch)}C${f(
    tx + w * 0.25,
  )} ${f(cy - ch * 1.05)} ${f(L + w * 0.98)} ${f(cy - ch * 0.8)} ${f(L + w)} ${f(cy)}`;
  const sc = 6;
  for (let i = sc - 1; i >= 0; i--) {
    const x0 = L + (w * i) / sc;
    d += `Q${f(x0 + w / sc / 2)} ${f(cy + ch * rand(r, 0.12, 0.28))} ${f(x0)} ${f(cy + (i === 0 ? 0 : rand(r, -0.05, 0.05) * ch))}`;
  }
  out += path(`${d}Z`, fill);
  if (light) {
    for (let i = 0; i < 4; i++) {
      const cx = L + w * (0.2 + i * 0.2);
      out += ellipse(cx, cy - ch * rand(r, 0.55, 0.75), w * 0.1, ch * 0.18, light, op(0.35));
    }
  }
  return out;
}

/** Olive tree: forked, twisted trunk under a loose, silvery canopy. */
function oliveTree(
  r: Rng,
  x: number,
  b: number,
  s: number,
  leaf: string,
  leafShade: string,
  trunk: string,
): string {
  const tw = s * 0.045;
  const out = path(
    `M${f(x - tw * 1.6)} ${f(b)}C${f(x - tw * 0.5)} ${f(b - s * 0.18)} ${f(x - tw * 2.5)} ${f(b - s * 0.3)} ${f(x - s * 0.14)} ${f(
      b - s * 0.52,
    )}L${f(x - s * 0.1)} ${f(b - s * 0.54)}C${f(x - tw)} ${f(b - s * 0.36)} ${f(x + tw * 0.5)} ${f(b - s * 0.3)} ${f(x + s * 0.12)} ${f(
      b - s * 0.5,
    )}L${f(x + s * 0.15)} ${f(b - s * 0.48)}C${f(x + tw * 2)} ${f(b - s * 0.3)} ${f(x + tw * 0.6)} ${f(b - s * 0.16)} ${f(x + tw * 1.6)} ${f(b)}Z`,
    trunk,
  );
  const cy = b - s * 0.64;
  const n = 17;
  let back = "";
  let front = "";
  for (let i = 0; i < n; i++) {
    const a = (i / n) * TAU + rand(r, -0.2, 0.2);
    const d = Math.sqrt(rand(r, 0.25, 1));
    const ex = x + Math.cos(a) * s * 0.4 * d;
    const ey = cy + Math.sin(a) * s * 0.17 * d;
    const rx = s * rand(r, 0.11, 0.17);
    const ry = rx * rand(r, 0.55, 0.75);
    if (Math.sin(a) > 0.1) back += ellipse(ex, ey, rx, ry, leafShade);
    else front += ellipse(ex, ey, rx, ry, i % 3 ? leaf : leafShade);
  }
  return `${back}${out}${front}`;
}

/** Pointed leaf centred at (cx, cy). */
function leaf(
  cx: number,
  cy: number,
  len: number,
  wid: number,
  ang: number,
  fill: string,
  extra = "",
): string {
  const c = Math.cos(ang);
  const s = Math.sin(ang);
  const p = (u: number, v: number): string => `${f(cx + u * c - v * s)} ${f(cy + u * s + v * c)}`;
  return `<path d="M${p(-len / 2, 0)}Q${p(0, -wid)} ${p(len / 2, 0)}Q${p(0, wid)} ${p(-len / 2, 0)}Z" fill="${fill}"${extra}/>`;
}

/** Laurel branch along a circular arc from angle a0 to a1 (radians). */
function laurelBranch(
  cx: number,
  cy: number,
  rad: number,
  a0: number,
  a1: number,
  n: number,
  size: number,
  fill: string,
  fill2: string,
  stem: string,
): string {
  const dir = Math.sign(a1 - a0);
  let out = "";
  const steps = 16;
  const pts: Pt[] = [];
  for (let i = 0; i <= steps; i++) pts.push(polar(cx, cy, rad, lerp(a0, a1, i / steps)));
  out += line(smooth(pts), stem, size * 0.08, ' stroke-linecap="round"');
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const a = lerp(a0, a1, t);
    const sz = size * (1 - t * 0.45);
    const tangent = a + (dir * Math.PI) / 2;
    for (const side of [-1, 1] as const) {
      const off = rad + side * sz * 0.42;
      const [lx, ly] = polar(cx, cy, off, a + dir * 0.02);
      const ang = tangent + side * dir * 0.55;
      out += leaf(
        lx + Math.cos(tangent) * sz * 0.3,
        ly + Math.sin(tangent) * sz * 0.3,
        sz,
        sz * 0.5,
        ang,
        side > 0 ? fill : fill2,
      );
    }
  }
  const [tx, ty] = polar(cx, cy, rad, a1);
  out += leaf(
    tx + Math.cos(a1 + (dir * Math.PI) / 2) * size * 0.3,
    ty + Math.sin(a1 + (dir * Math.PI) / 2) * size * 0.3,
    size * 0.6,
    size * 0.3,
    a1 + (dir * Math.PI) / 2,
    fill,
  );
  return out;
}

function gearD(
  cx: number,
  cy: number,
  rOut: number,
  rIn: number,
  teeth: number,
  rot: number,
  hole: number,
): string {
  const pts: Pt[] = [];
  const s = TAU / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = rot + i * s;
    pts.push(
      polar(cx, cy, rIn, a),
      polar(cx, cy, rOut, a + s * 0.14),
      polar(cx, cy, rOut, a + s * 0.4),
      polar(cx, cy, rIn, a + s * 0.54),
    );
  }
  return `${poly(pts)}${hole > 0 ? circleD(cx, cy, hole) : ""}`;
}

function sunGlow(
  s: Svg,
  cx: number,
  cy: number,
  r: number,
  core: string,
  glow: string,
  glowR: number,
  strength = 0.55,
): string {
  const g = s.rad(
    [
      [0, glow, strength],
      [0.18, glow, strength * 0.45],
      [0.5, glow, strength * 0.12],
      [1, glow, 0],
    ],
    cx,
    cy,
    glowR,
    true,
  );
  return `${circle(cx, cy, glowR, g)}${circle(cx, cy, r, core)}`;
}

function wineGlass(
  s: Svg,
  x: number,
  base: number,
  h: number,
  glass: string,
  wine: string | null,
  fillLevel = 0.5,
): string {
  const bw = h * 0.5;
  const top = base - h;
  const bot = base - h * 0.44;
  const bh = bot - top;
  const X = (k: number): string => f(x + bw * k);
  const bowl = `M${X(-0.4)} ${f(top)}C${X(-0.56)} ${f(top + bh * 0.55)} ${X(-0.4)} ${f(bot)} ${X(0)} ${f(bot)}C${X(0.4)} ${f(
    bot,
  )} ${X(0.56)} ${f(top + bh * 0.55)} ${X(0.4)} ${f(top)}Z`;
  let out = path(bowl, glass, ' fill-opacity=".16"');
  if (wine) {
    const level = top + bh * (1 - fillLevel);
    const clip = s.clip(path(bowl, "#000"));
    out += group(
      `${rect(x - bw, level, bw * 2, bh, wine)}${ellipse(x, level, bw * 0.5, bh * 0.045, mix(wine, "#f4d9c0", 0.25))}`,
      ` clip-path="${clip}"`,
    );
  }
  const sw = Math.max(1.2, h * 0.009);
  out += line(bowl, glass, sw, ' stroke-opacity=".85"');
  out += rect(x - h * 0.011, bot - 1, h * 0.022, base - bot - h * 0.015, glass, ' fill-opacity=".85"');
  out += ellipse(x, base - h * 0.012, bw * 0.34, h * 0.016, glass, ' fill-opacity=".85"');
  out += line(
    `M${X(-0.3)} ${f(top + bh * 0.12)}C${X(-0.4)} ${f(top + bh * 0.45)} ${X(-0.3)} ${f(top + bh * 0.8)} ${X(-0.12)} ${f(
      top + bh * 0.9,
    )}`,
    "#ffffff",
    sw * 1.4,
    ' stroke-opacity=".45" stroke-linecap="round"',
  );
  return out;
}

type BottleKind = "bordeaux" | "borgogna" | "renana";

function bottle(
  x: number,
  base: number,
  h: number,
  w: number,
  kind: BottleKind,
  glass: string,
  label: string,
  foil: string,
): string {
  const hw = w / 2;
  const nw = w * (kind === "renana" ? 0.14 : 0.16);
  const body = kind === "bordeaux" ? 0.6 : kind === "borgogna" ? 0.48 : 0.4;
  const neck = kind === "bordeaux" ? 0.72 : kind === "borgogna" ? 0.74 : 0.7;
  const yb = base - h * body;
  const yn = base - h * neck;
  const top = base - h;
  const rr = w * 0.08;
  const shoulder =
    kind === "bordeaux"
      ? `C${f(x - hw)} ${f(yb - h * 0.07)} ${f(x - nw)} ${f(yn + h * 0.04)} ${f(x - nw)} ${f(yn)}`
      : `C${f(x - hw)} ${f(yb - h * 0.14)} ${f(x - nw)} ${f(yn + h * 0.08)} ${f(x - nw)} ${f(yn)}`;
  const shoulderR =
    kind === "bordeaux"
      ? `C${f(x + nw)} ${f(yn + h * 0.04)} ${f(x + hw)} ${f(yb - h * 0.07)} ${f(x + hw)} ${f(yb)}`
      : `C${f(x + nw)} ${f(yn + h * 0.08)} ${f(x + hw)} ${f(yb - h * 0.14)} ${f(x + hw)} ${f(yb)}`;
  const d = `M${f(x - hw + rr)} ${f(base)}Q${f(x - hw)} ${f(base)} ${f(x - hw)} ${f(base - rr)}V${f(yb)}${shoulder}V${f(
    top,
  )}H${f(x + nw)}V${f(yn)}${shoulderR}V${f(base - rr)}Q${f(x + hw)} ${f(base)} ${f(x + hw - rr)} ${f(base)}Z`;
  let out = path(d, glass);
  out += rect(x - nw * 1.12, top, nw * 2.24, h * 0.13, foil);
  out += rect(x - nw * 1.12, top + h * 0.115, nw * 2.24, h * 0.012, darken(foil, 0.35));
  const ly = base - h * (kind === "renana" ? 0.3 : 0.36);
  const lh = h * 0.17;
  out += rect(x - hw * 0.84, ly, hw * 1.68, lh, label);
  out += rect(
    x - hw * 0.84,
    ly + lh * 0.22,
    hw * 1.68,
    Math.max(1, lh * 0.035),
    darken(label, 0.45),
    op(0.7),
  );
  out += rect(x - hw * 0.4, ly + lh * 0.48, hw * 0.8, Math.max(1, lh * 0.05), darken(label, 0.55), op(0.6));
  out += rect(x - hw * 0.25, ly + lh * 0.66, hw * 0.5, Math.max(1, lh * 0.03), darken(label, 0.45), op(0.5));
  out += rect(
    x - hw * 0.84,
    ly + lh * 0.86,
    hw * 1.68,
    Math.max(1, lh * 0.035),
    darken(label, 0.45),
    op(0.7),
  );
  out += path(
    `M${f(x - hw * 0.62)} ${f(base - h * 0.06)}V${f(yb + h * 0.02)}`,
    "none",
    ` stroke="#ffffff" stroke-opacity=".22" stroke-width="${f(w * 0.07)}" stroke-linecap="round"`,
  );
  out += path(
    `M${f(x - hw * 0.42)} ${f(base - h * 0.06)}V${f(ly + lh + h * 0.03)}`,
    "none",
    ` stroke="#ffffff" stroke-opacity=".1" stroke-width="${f(w * 0.04)}" stroke-linecap="round"`,
  );
  return out;
}

function lemon(cx: number, cy: number, s: number, ang: number, fill: string, shade: string): string {
  const c = Math.cos(ang);
  const sn = Math.sin(ang);
  const p = (u: number, v: number): string => `${f(cx + u * c - v * sn)} ${f(cy + u * sn + v * c)}`;
  const body = `M${p(-s, 0)}C${p(-s * 0.9, -s * 0.72)} ${p(s * 0.9, -s * 0.72)} ${p(s, 0)}C${p(s * 0.9, s * 0.72)} ${p(
    -s * 0.9,
    s * 0.72,
  )} ${p(-s, 0)}Z`;
  const shadeD = `M${p(-s, 0)}C${p(-s * 0.6, s * 0.2)} ${p(s * 0.6, s * 0.2)} ${p(s, 0)}C${p(s * 0.9, s * 0.72)} ${p(
    -s * 0.9,
    s * 0.72,
  )} ${p(-s, 0)}Z`;
  return `${path(body, fill)}${path(shadeD, shade)}${ellipse(cx - s * 0.3 * c + s * 0.2 * sn, cy - s * 0.3 * sn - s * 0.22 * c, s * 0.22, s * 0.1, "#fff8dc", op(0.55))}`;
}

// ---------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------

const K = {
  ivory: "#F2EADB",
  cream: "#E8DAC0",
  sand: "#D7BD93",
  ochre: "#CC8E45",
  gold: "#C9A24B",
  goldL: "#E5C886",
  terracotta: "#B45A37",
  terraL: "#CF7C55",
  terraD: "#7C3620",
  rose: "#D4A08D",
  green: "#1E3A2B",
  greenM: "#2E5140",
  olive: "#6A7346",
  sage: "#93A183",
  ink: "#15213A",
  inkM: "#22375A",
  blue: "#3B5B82",
  mist: "#A9BCCB",
  burgundy: "#611B29",
  burgL: "#8E3343",
  night: "#0C1221",
  umber: "#33211A",
} as const;

// ---------------------------------------------------------------------------------------------
// Scenes — each draws into an Svg of any size using a seeded Rng.
// ---------------------------------------------------------------------------------------------

interface SkyPalette {
  sky: readonly Stop[];
  sun: string;
  glow: string;
  sea0: string;
  sea1: string;
  haze: string;
}

const SKIES: readonly SkyPalette[] = [
  {
    // golden hour
    sky: [
      [0, "#22304C"],
      [0.35, "#6E4A5E"],
      [0.68, "#D08457"],
      [0.9, "#F0C283"],
      [1, "#F5D9A4"],
    ],
    sun: "#FFF0C8",
    glow: "#FFD68F",
    sea0: "#D9A071",
    sea1: "#2A2E48",
    haze: "#E8B98F",
  },
  {
    // late afternoon, clear
    sky: [
      [0, "#1F3552"],
      [0.45, "#4F7295"],
      [0.8, "#B9C6C6"],
      [1, "#EAD9B6"],
    ],
    sun: "#FFF6DF",
    glow: "#FBE7BC",
    sea0: "#5E86A3",
    sea1: "#13243D",
    haze: "#C9CBBE",
  },
  {
    // dusk rose
    sky: [
      [0, "#1B2038"],
      [0.4, "#4C3A5C"],
      [0.72, "#B9637A"],
      [0.92, "#E9A382"],
      [1, "#F2C499"],
    ],
    sun: "#FBE2C0",
    glow: "#F3B08C",
    sea0: "#B07382",
    sea1: "#1B1D33",
    haze: "#D69A94",
  },
  {
    // morning mist
    sky: [
      [0, "#34475E"],
      [0.5, "#8FA3AE"],
      [0.85, "#DCD3BE"],
      [1, "#EFE3C8"],
    ],
    sun: "#FFF8E8",
    glow: "#FFF1D0",
    sea0: "#8EA2AA",
    sea1: "#1E2E40",
    haze: "#D8D2C0",
  },
];

/** Layered hills landscape with cypresses (used by turismo variants, covers, hero-like scenes). */
function sceneHills(
  s: Svg,
  r: Rng,
  opts: { pines?: boolean; vineyard?: boolean; olives?: boolean } = {},
): void {
  const W = s.w;
  const H = s.h;
  const pal = paletteOf(s, r, SKIES);
  const hz = H * rand(r, 0.48, 0.56);
  s.add(rect(0, 0, W, H, s.lin(pal.sky, 0, 0, 0, hz, true)));
  const sx = W * rand(r, 0.3, 0.75);
  const sy = hz - H * rand(r, 0.08, 0.26);
  s.add(sunGlow(s, sx, sy, H * rand(r, 0.045, 0.07), pal.sun, pal.glow, W * 0.45, 0.5));
  for (let i = 0; i < randInt(r, 2, 4); i++) {
    const cw = W * rand(r, 0.12, 0.3);
    const ch = H * rand(r, 0.006, 0.012);
    s.add(
      rect(
        rand(r, -0.1, 0.9) * W,
        hz * rand(r, 0.3, 0.85),
        cw,
        ch,
        pal.sun,
        ` rx="${f(ch / 2)}"${op(rand(r, 0.12, 0.24))}`,
      ),
    );
  }
  const far = pal.haze;
  const near = pick(r, ["#16271C", "#1A2A22", "#20261A"]);
  const mid = pick(r, [K.olive, "#5B6B45", "#7A6E4A", "#4E6246"]);
  const layers = 6;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = lerp(hz - H * 0.06, H * 0.86, t ** 1.35);
    const amp = H * lerp(0.025, 0.06, t);
    const fn = ridge(r, W, () => base, amp);
    const col = t < 0.5 ? mix(far, mid, t * 2) : mix(mid, near, (t - 0.5) * 2);
    const top = base - amp * 1.6;
    const fill = s.lin(
      [
        [0, col],
        [1, mix(col, far, 0.35 - t * 0.3)],
      ],
      0,
      top,
      0,
      top + H * 0.22,
      true,
    );
    const hill = hillD(fn, W, H);
    s.add(path(hill, fill));
    if (opts.vineyard && i === 3) {
      const clip = s.clip(path(hill, "#000"));
      let rows = "";
      const vx = W * rand(r, 0.3, 0.7);
      for (let k = -30; k <= 30; k++) {
        rows += `M${f(vx + k * W * 0.006)} ${f(top)}L${f(vx + k * W * 0.05)} ${f(H)}`;
      }
      s.add(line(rows, darken(col, 0.35), W * 0.0025, ` clip-path="${clip}"${op(0.5)}`));
    }
    if (i === 2 || i === 3) {
      const n = randInt(r, 4, 10);
      const x0 = W * rand(r, 0, 0.7);
      const gap = W * rand(r, 0.012, 0.02) * (i === 3 ? 1.5 : 1);
      const th = H * (i === 2 ? 0.05 : 0.085);
      for (let k = 0; k < n; k++) {
        const x = x0 + k * gap;
        s.add(cypress(x, fn(x) + th * 0.12, th * rand(r, 0.85, 1.1), th * 0.2, darken(col, 0.45)));
      }
    }
    if (i === 4) {
      if (opts.olives) {
        for (let k = 0; k < 7; k++) {
          const x = W * (0.05 + k * 0.14 + rand(r, -0.03, 0.03));
          s.add(
            oliveTree(
              r,
              x,
              fn(x) + H * 0.05,
              H * 0.13,
              mix(col, "#A9B394", 0.45),
              mix(darken(col, 0.15), "#7E8A6A", 0.3),
              darken(col, 0.55),
            ),
          );
        }
      } else if (opts.pines !== false) {
        const x = W * rand(r, 0.55, 0.9);
        s.add(umbrellaPine(r, x, fn(x) + H * 0.03, H * 0.22, H * 0.24, darken(col, 0.4), col));
      }
    }
  }
  const cx = W * rand(r, 0.02, 0.14);
  s.add(cypress(cx, H + 10, H * 0.62, H * 0.1, "#0F1A13", "#0A120D", 1));
  s.add(cypress(cx + H * 0.1, H + 10, H * 0.45, H * 0.08, "#0F1A13", "#0A120D", 1));
  s.flip = chance(r, 0.5);
}

/** Amalfi-like coast: cliff with a stacked village, sea, faraglioni, a boat. */
function sceneCoast(s: Svg, r: Rng): void {
  const W = s.w;
  const H = s.h;
  const pal = paletteOf(s, r, SKIES);
  const hz = H * rand(r, 0.52, 0.58);
  s.add(rect(0, 0, W, hz + 2, s.lin(pal.sky, 0, 0, 0, hz, true)));
  const sx = W * rand(r, 0.55, 0.82);
  const sy = hz - H * rand(r, 0.12, 0.3);
  s.add(sunGlow(s, sx, sy, H * rand(r, 0.05, 0.075), pal.sun, pal.glow, W * 0.5, 0.55));
  for (let i = 0; i < 3; i++) {
    const cw = W * rand(r, 0.1, 0.22);
    const ch = H * 0.008;
    s.add(
      rect(W * rand(r, 0.35, 0.9), hz * rand(r, 0.25, 0.8), cw, ch, pal.sun, ` rx="${f(ch / 2)}"${op(0.25)}`),
    );
  }
  // sea
  s.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      s.lin(
        [
          [0, pal.sea0],
          [0.35, mix(pal.sea0, pal.sea1, 0.6)],
          [1, pal.sea1],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  let glints = "";
  for (let i = 0; i < 26; i++) {
    const y = hz + 4 + i * i * 0.55 + i * 3;
    if (y > H) break;
    const w = W * rand(r, 0.01, 0.06) * (1 + i * 0.08);
    const x = sx + rand(r, -1, 1) * W * (0.02 + i * 0.006) - w / 2;
    glints += rect(x, y, w, 1.5 + i * 0.12, pal.sun, op(0.6 - i * 0.02));
  }
  for (let i = 0; i < 40; i++) {
    const y = hz + r() ** 1.6 * (H - hz);
    const w = W * rand(r, 0.02, 0.08) * (0.4 + (y - hz) / (H - hz));
    glints += rect(rand(r, 0, W), y, w, 1.5, pal.haze, op(0.12));
  }
  s.add(glints);
  // faraglioni
  const fx = W * rand(r, 0.62, 0.86);
  const rock = mix(pal.haze, pal.sea1, 0.45);
  const rocks: [number, number, number][] = [
    [fx, H * 0.11, W * 0.05],
    [fx + W * 0.06, H * 0.075, W * 0.035],
    [fx + W * 0.1, H * 0.05, W * 0.025],
  ];
  for (const [x, h, w] of rocks) {
    s.add(
      path(
        `M${f(x - w / 2)} ${f(hz + 2)}C${f(x - w * 0.5)} ${f(hz - h * 0.7)} ${f(x - w * 0.25)} ${f(hz - h)} ${f(x)} ${f(hz - h)}C${f(
          x + w * 0.3,
        )} ${f(hz - h)} ${f(x + w * 0.55)} ${f(hz - h * 0.6)} ${f(x + w / 2)} ${f(hz + 2)}Z`,
        rock,
      ),
    );
  }
  // cliff
  const cliffX = W * rand(r, 0.36, 0.44);
  const t0 = H * rand(r, 0.18, 0.26);
  const cliffPts: Pt[] = [
    [-40, t0],
    [cliffX * 0.3, t0 + H * 0.02],
    [cliffX * 0.62, t0 + H * 0.08],
    [cliffX * 0.9, hz - H * 0.15],
    [cliffX * 1.05, hz - H * 0.05],
    [cliffX * 1.14, hz + H * 0.05],
    [cliffX * 1.22, hz + H * 0.2],
    [cliffX * 1.3, H * 0.86],
    [cliffX * 1.36, H + 40],
  ];
  const green = pick(r, ["#2C4432", "#33472F", "#27402F"]);
  s.add(
    path(
      `${smooth(cliffPts)}L-40 ${f(H + 40)}Z`,
      s.lin(
        [
          [0, green],
          [0.5, mix(green, K.terraD, 0.35)],
          [1, "#1A1E18"],
        ],
        0,
        t0,
        0,
        H,
        true,
      ),
    ),
  );
  // village
  const houseCols = [K.ivory, "#EBCB8E", "#E3A981", "#D9826A", K.cream, "#F0DDAA", "#C96E4E", "#EDE0C8"];
  const rows = 7;
  const rowH = (hz - t0) / (rows + 0.5);
  for (let j = 0; j < rows; j++) {
    const y = t0 + rowH * (j + 1.1);
    const tj = j / (rows - 1);
    let x = rand(r, -30, 20) + tj * cliffX * 0.08;
    const xe = lerp(cliffX * 0.72, cliffX * 1.02, tj);
    while (x < xe) {
      const w = rand(r, 0.022, 0.05) * W;
      const h = rowH * rand(r, 1.1, 1.9);
      if (chance(r, 0.12)) {
        s.add(cypress(x + w / 2, y + 4, h * 1.6, h * 0.35, darken(green, 0.3)));
        x += w * 0.6;
        continue;
      }
      const col = pick(r, houseCols);
      const base = y + rand(r, -4, 4);
      let house = rect(x, base - h, w, h, col);
      house += rect(x + w * 0.72, base - h, w * 0.28, h, darken(col, 0.22));
      if (chance(r, 0.3))
        house += path(
          `M${f(x)} ${f(base - h)}Q${f(x + w * 0.5)} ${f(base - h - h * 0.35)} ${f(x + w)} ${f(base - h)}Z`,
          darken(col, 0.08),
        );
      const win = Math.max(3, w * 0.12);
      const wn = w > W * 0.035 ? 2 : 1;
      for (let k = 0; k < wn; k++) {
        house += rect(
          x + w * (wn === 1 ? 0.32 : 0.18 + k * 0.3),
          base - h * 0.7,
          win,
          win * 1.5,
          darken(col, 0.62),
          op(0.85),
        );
      }
      s.add(house);
      x += w + rand(r, -2, 3);
    }
    if (j === 3) {
      // church: drum with majolica dome and a campanile
      const cx = cliffX * rand(r, 0.35, 0.55);
      const cw = W * 0.06;
      const cb = y - rowH * 0.6;
      s.add(rect(cx - cw / 2, cb - rowH * 1.2, cw, rowH * 1.4, K.ivory));
      s.add(rect(cx + cw * 0.2, cb - rowH * 1.2, cw * 0.3, rowH * 1.4, darken(K.ivory, 0.2)));
      s.add(
        path(
          `M${f(cx - cw * 0.42)} ${f(cb - rowH * 1.2)}A${f(cw * 0.42)} ${f(cw * 0.48)} 0 0 1 ${f(cx + cw * 0.42)} ${f(cb - rowH * 1.2)}Z`,
          s.lin(
            [
              [0, "#E4C05C"],
              [0.5, "#3F7A5E"],
              [1, "#23483A"],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
      );
      s.add(rect(cx - 1.5, cb - rowH * 1.2 - cw * 0.62, 3, cw * 0.16, K.ivory));
      const tx = cx + cw * 0.9;
      s.add(rect(tx, cb - rowH * 2.6, cw * 0.36, rowH * 2.8, "#EFD9AE"));
      s.add(rect(tx + cw * 0.24, cb - rowH * 2.6, cw * 0.12, rowH * 2.8, darken("#EFD9AE", 0.2)));
      s.add(
        path(archD(tx + cw * 0.09, cb - rowH * 2.45, cw * 0.18, cb - rowH * 2.1), darken("#EFD9AE", 0.6)),
      );
      s.add(
        path(
          `M${f(tx - 2)} ${f(cb - rowH * 2.6)}L${f(tx + cw * 0.18)} ${f(cb - rowH * 3.05)}L${f(tx + cw * 0.38)} ${f(cb - rowH * 2.6)}Z`,
          K.terracotta,
        ),
      );
    }
  }
  // lower cliff: a band of macchia with pines and cypresses, kept dark for legibility
  const vegPts: Pt[] = [];
  for (let i = 0; i <= 8; i++) {
    const x = -40 + ((cliffX * 1.12 + 40) * i) / 8;
    vegPts.push([x, hz - H * 0.03 + Math.sin(i * 1.7 + r() * 2) * H * 0.02 + (i / 8) * H * 0.05]);
  }
  const vegCol = darken(green, 0.35);
  s.add(
    path(
      `${smooth(vegPts)}L${f(cliffX * 1.2)} ${f(H + 40)}L-40 ${f(H + 40)}Z`,
      s.lin(
        [
          [0, vegCol],
          [1, "#10140F"],
        ],
        0,
        hz - H * 0.05,
        0,
        H,
        true,
      ),
    ),
  );
  for (let i = 0; i < 3; i++) {
    const x = rand(r, 0.05, 0.85) * cliffX;
    s.add(
      umbrellaPine(
        r,
        x,
        hz + H * rand(r, 0.0, 0.04),
        H * rand(r, 0.13, 0.18),
        H * rand(r, 0.13, 0.17),
        darken(green, 0.5),
        vegCol,
      ),
    );
  }
  for (let i = 0; i < 4; i++) {
    const x = rand(r, 0.1, 0.95) * cliffX;
    s.add(cypress(x, hz + H * rand(r, 0.02, 0.05), H * rand(r, 0.1, 0.16), H * 0.025, darken(green, 0.55)));
  }
  s.add(
    rect(
      0,
      hz + H * 0.08,
      W,
      H,
      s.lin(
        [
          [0, "#0E1420", 0],
          [1, "#0E1420", 0.55],
        ],
        0,
        hz + H * 0.08,
        0,
        H,
        true,
      ),
    ),
  );
  // boat
  const bx = W * rand(r, 0.55, 0.78);
  const by = hz + H * rand(r, 0.1, 0.18);
  const bs = H * 0.05;
  s.add(
    line(
      `M${f(bx - bs * 3)} ${f(by + bs * 0.12)}L${f(bx - bs * 0.8)} ${f(by + bs * 0.05)}`,
      K.ivory,
      1.5,
      op(0.5),
    ),
  );
  s.add(
    path(
      `M${f(bx - bs * 0.8)} ${f(by)}L${f(bx + bs * 0.8)} ${f(by)}L${f(bx + bs * 0.6)} ${f(by + bs * 0.22)}L${f(bx - bs * 0.6)} ${f(by + bs * 0.22)}Z`,
      K.ivory,
    ),
  );
  s.add(
    path(
      `M${f(bx - bs * 0.05)} ${f(by - bs * 1.3)}L${f(bx - bs * 0.05)} ${f(by - bs * 0.05)}L${f(bx - bs * 0.75)} ${f(by - bs * 0.05)}Z`,
      "#FBF4E4",
    ),
  );
  s.add(
    path(
      `M${f(bx + bs * 0.05)} ${f(by - bs * 1.05)}L${f(bx + bs * 0.05)} ${f(by - bs * 0.05)}L${f(bx + bs * 0.55)} ${f(by - bs * 0.05)}Z`,
      "#EAD9BC",
    ),
  );
  s.flip = chance(r, 0.35);
}

interface TerracePalette {
  wall: string;
  wallD: string;
  sill: string;
}
const TERRACES: readonly TerracePalette[] = [
  { wall: "#B8623D", wallD: "#6E3220", sill: "#E3CFA8" },
  { wall: "#D6B98C", wallD: "#7D6243", sill: "#F1E6D0" },
  { wall: "#2F4A3A", wallD: "#152419", sill: "#D9C7A2" },
  { wall: "#8C3A3E", wallD: "#4A1820", sill: "#E8D4B0" },
  { wall: "#C98A52", wallD: "#6E4324", sill: "#EFE1C4" },
];

/** A loggia arch opening onto the sea, with a still life on the sill. */
function sceneTerrace(s: Svg, r: Rng): void {
  const W = s.w;
  const H = s.h;
  const pal = paletteOf(s, r, TERRACES);
  const sky = pick(r, SKIES);
  const aw = W * rand(r, 0.46, 0.56);
  const ax = (W - aw) / 2 + W * rand(r, -0.08, 0.08);
  const sill = H * rand(r, 0.66, 0.72);
  const aTop = sill - aw / 2 - H * rand(r, 0.12, 0.2);
  // view
  const hz = sill - H * rand(r, 0.12, 0.2);
  const view = archD(ax, aTop, aw, sill + 2);
  const clip = s.clip(path(view, "#000"));
  let v = rect(ax - 10, aTop - 10, aw + 20, sill - aTop + 20, s.lin(sky.sky, 0, aTop, 0, hz, true));
  const sx = ax + aw * rand(r, 0.25, 0.75);
  const sy = hz - H * rand(r, 0.08, 0.2);
  v += sunGlow(s, sx, sy, H * 0.045, sky.sun, sky.glow, aw * 0.7, 0.6);
  v += rect(
    ax,
    hz,
    aw,
    sill - hz + 4,
    s.lin(
      [
        [0, sky.sea0],
        [1, sky.sea1],
      ],
      0,
      hz,
      0,
      sill,
      true,
    ),
  );
  for (let i = 0; i < 10; i++) {
    const y = hz + 3 + i * i * 0.9 + i * 3;
    const w = aw * rand(r, 0.03, 0.1) * (1 + i * 0.1);
    v += rect(sx - w / 2 + rand(r, -20, 20), y, w, 1.5 + i * 0.15, sky.sun, op(0.55 - i * 0.04));
  }
  const hx = ax + aw * (chance(r, 0.5) ? rand(r, -0.1, 0.2) : rand(r, 0.6, 0.9));
  v += path(
    `M${f(hx - aw * 0.4)} ${f(hz + 2)}C${f(hx - aw * 0.2)} ${f(hz - H * 0.05)} ${f(hx)} ${f(hz - H * 0.08)} ${f(hx + aw * 0.12)} ${f(
      hz - H * 0.07,
    )}C${f(hx + aw * 0.24)} ${f(hz - H * 0.06)} ${f(hx + aw * 0.32)} ${f(hz - H * 0.02)} ${f(hx + aw * 0.4)} ${f(hz + 2)}Z`,
    mix(sky.haze, sky.sea1, 0.4),
  );
  if (chance(r, 0.6)) {
    for (let k = 0; k < 4; k++) {
      const cx = hx + aw * (k * 0.035 - 0.05);
      v += cypress(
        cx,
        hz - H * 0.055 + k * H * 0.005,
        H * 0.05,
        H * 0.01,
        darken(mix(sky.haze, sky.sea1, 0.4), 0.35),
      );
    }
  }
  s.add(group(v, ` clip-path="${clip}"`));
  // wall with the opening, plus the reveal (thickness of the wall)
  const wallFill = s.lin(
    [
      [0, lighten(pal.wall, 0.08)],
      [0.55, pal.wall],
      [1, darken(pal.wall, 0.45)],
    ],
    0,
    0,
    0,
    H,
    true,
  );
  s.add(path(`M0 0H${W}V${H}H0Z${view}`, wallFill, ' fill-rule="evenodd"'));
  const d = aw * 0.06;
  const inner = archD(ax + d, aTop + d * 0.5, aw - d, sill + 2);
  s.add(
    path(
      `${view}${inner}`,
      s.lin(
        [
          [0, darken(pal.wall, 0.3)],
          [1, darken(pal.wall, 0.5)],
        ],
        0,
        0,
        1,
        0,
      ),
      ' fill-rule="evenodd"',
    ),
  );
  s.add(
    path(
      archD(ax - aw * 0.035, aTop - aw * 0.035, aw * 1.07, sill),
      "none",
      ` stroke="${lighten(pal.wall, 0.25)}" stroke-width="${f(aw * 0.012)}" stroke-opacity=".6"`,
    ),
  );
  // sill and shadowed wall below
  s.add(rect(ax - aw * 0.08, sill - 2, aw * 1.16, H * 0.03, pal.sill));
  s.add(rect(ax - aw * 0.08, sill + H * 0.028, aw * 1.16, H * 0.012, darken(pal.sill, 0.45)));
  s.add(
    rect(
      0,
      sill + H * 0.04,
      W,
      H,
      s.lin(
        [
          [0, darken(pal.wall, 0.35)],
          [1, darken(pal.wall, 0.7)],
        ],
        0,
        sill,
        0,
        H,
        true,
      ),
    ),
  );
  // still life on the sill
  const base = sill;
  const gx = ax + aw * rand(r, 0.58, 0.74);
  const gh = H * rand(r, 0.2, 0.25);
  const wine = pick(r, ["#7A1C2C", "#8E2431", "#D9B54F", "#B84A3C"]);
  s.add(ellipse(gx + gh * 0.08, base + 1, gh * 0.18, gh * 0.02, "#000", op(0.2)));
  s.add(wineGlass(s, gx, base, gh, "#FBF3E2", wine, 0.48));
  if (chance(r, 0.7)) s.add(wineGlass(s, gx + gh * 0.42, base, gh * 0.94, "#FBF3E2", wine, 0.35));
  const bx = ax + aw * rand(r, 0.14, 0.3);
  const bs = H * 0.07;
  const bowlCol = pick(r, ["#F1E8D6", "#27466E", "#E9D9B4"]);
  let lem = "";
  for (let i = 0; i < 4; i++) {
    lem += lemon(
      bx - bs * 0.9 + i * bs * 0.6,
      base - bs * 0.75 - (i % 2) * bs * 0.3,
      bs * 0.42,
      rand(r, -0.5, 0.5),
      "#E6C34A",
      "#C99A2E",
    );
  }
  lem += leaf(bx + bs * 0.7, base - bs * 1.25, bs * 0.9, bs * 0.4, -0.6, "#2F5A3A");
  lem += leaf(bx - bs * 0.2, base - bs * 1.3, bs * 0.8, bs * 0.36, -2.3, "#244B30");
  s.add(lem);
  s.add(
    path(
      `M${f(bx - bs * 1.35)} ${f(base - bs * 0.8)}H${f(bx + bs * 1.35)}C${f(bx + bs * 1.3)} ${f(base - bs * 0.1)} ${f(bx + bs * 0.7)} ${f(base)} ${f(bx)} ${f(base)}C${f(bx - bs * 0.7)} ${f(base)} ${f(bx - bs * 1.3)} ${f(base - bs * 0.1)} ${f(bx - bs * 1.35)} ${f(base - bs * 0.8)}Z`,
      bowlCol,
    ),
  );
  s.add(
    rect(
      bx - bs * 1.33,
      base - bs * 0.62,
      bs * 2.66,
      bs * 0.08,
      bowlCol === "#27466E" ? K.ivory : "#27466E",
      op(0.8),
    ),
  );
  s.add(lemon(bx + bs * 1.8, base - bs * 0.36, bs * 0.4, 0.2, "#E6C34A", "#C99A2E"));
  s.flip = chance(r, 0.5);
}

interface DesignPalette {
  wall: string;
  floor: string;
  accent: string;
  accent2: string;
  sofa: string;
}
const DESIGN_PALETTES: readonly DesignPalette[] = [
  { wall: "#E8DCC6", floor: "#1C2436", accent: "#B45A37", accent2: "#C9A24B", sofa: "#6B1E2C" },
  { wall: "#D8C4A2", floor: "#1F2B24", accent: "#22375A", accent2: "#B45A37", sofa: "#2E5140" },
  { wall: "#2A3A55", floor: "#111827", accent: "#C9A24B", accent2: "#B45A37", sofa: "#D7BD93" },
  { wall: "#C6734E", floor: "#2A1A16", accent: "#F0E4CC", accent2: "#1E3A2B", sofa: "#22375A" },
  { wall: "#EFE6D4", floor: "#3B2A22", accent: "#2E5140", accent2: "#C9A24B", sofa: "#B45A37" },
];

/** Interior with an arc floor lamp, a rationalist sofa and geometric wall. */
function sceneLamp(s: Svg, r: Rng): void {
  const W = s.w;
  const H = s.h;
  const p = paletteOf(s, r, DESIGN_PALETTES);
  const fy = H * rand(r, 0.64, 0.7);
  s.add(
    rect(
      0,
      0,
      W,
      fy,
      s.lin(
        [
          [0, lighten(p.wall, 0.1)],
          [1, darken(p.wall, 0.12)],
        ],
        0,
        0,
        0,
        fy,
        true,
      ),
    ),
  );
  // wall geometry
  const cxc = W * rand(r, 0.55, 0.8);
  const cr = H * rand(r, 0.26, 0.34);
  s.add(circle(cxc, fy * rand(r, 0.35, 0.55), cr, p.accent));
  const bandX = W * rand(r, 0.12, 0.3);
  s.add(rect(bandX, 0, W * 0.07, fy, p.accent2, op(0.9)));
  s.add(rect(bandX + W * 0.085, 0, W * 0.008, fy, p.accent2, op(0.9)));
  if (chance(r, 0.5)) {
    const nx = W * rand(r, 0.4, 0.5);
    s.add(path(archD(nx, fy * 0.2, W * 0.12, fy), darken(p.wall, 0.18)));
  }
  // floor
  s.add(
    rect(
      0,
      fy,
      W,
      H - fy,
      s.lin(
        [
          [0, lighten(p.floor, 0.08)],
          [1, darken(p.floor, 0.35)],
        ],
        0,
        fy,
        0,
        H,
        true,
      ),
    ),
  );
  s.add(rect(0, fy - 3, W, 6, darken(p.wall, 0.35)));
  // rug
  s.add(ellipse(W * 0.52, fy + (H - fy) * 0.42, W * 0.33, (H - fy) * 0.26, mix(p.floor, p.accent, 0.35)));
  s.add(
    ellipse(
      W * 0.52,
      fy + (H - fy) * 0.42,
      W * 0.3,
      (H - fy) * 0.22,
      "none",
      ` stroke="${p.accent2}" stroke-width="2" stroke-opacity=".5"`,
    ),
  );
  // sofa
  const sx = W * rand(r, 0.36, 0.42);
  const sw = W * 0.36;
  const sb = fy + (H - fy) * 0.38;
  const sh = H * 0.2;
  s.add(ellipse(sx + sw / 2, sb + 6, sw * 0.55, H * 0.025, "#000", op(0.3)));
  s.add(rect(sx, sb - sh, sw, sh * 0.55, darken(p.sofa, 0.08), ` rx="${f(sh * 0.08)}"`));
  s.add(rect(sx - sw * 0.04, sb - sh * 0.55, sw * 1.08, sh * 0.45, p.sofa, ` rx="${f(sh * 0.1)}"`));
  s.add(
    rect(
      sx + sw * 0.02,
      sb - sh * 0.58,
      sw * 0.47,
      sh * 0.14,
      lighten(p.sofa, 0.12),
      ` rx="${f(sh * 0.06)}"`,
    ),
  );
  s.add(
    rect(
      sx + sw * 0.51,
      sb - sh * 0.58,
      sw * 0.47,
      sh * 0.14,
      lighten(p.sofa, 0.12),
      ` rx="${f(sh * 0.06)}"`,
    ),
  );
  s.add(rect(sx + sw * 0.02, sb - sh * 0.1, sw * 0.02, sh * 0.12, "#111"));
  s.add(rect(sx + sw * 0.96, sb - sh * 0.1, sw * 0.02, sh * 0.12, "#111"));
  // arc lamp
  const lbx = W * rand(r, 0.1, 0.2);
  const lb = fy + (H - fy) * 0.3;
  const bw = W * 0.07;
  const bh = H * 0.1;
  s.add(ellipse(lbx + bw / 2, lb + 4, bw * 0.7, H * 0.015, "#000", op(0.35)));
  s.add(
    rect(
      lbx,
      lb - bh,
      bw,
      bh,
      s.lin(
        [
          [0, "#F4F1EA"],
          [0.6, "#DAD5CB"],
          [1, "#B9B3A8"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add(
    line(
      `M${f(lbx + bw * 0.2)} ${f(lb - bh * 0.7)}q${f(bw * 0.3)} ${f(bh * 0.1)} ${f(bw * 0.5)} ${f(bh * 0.4)}M${f(lbx + bw * 0.55)} ${f(lb - bh)}q${f(-bw * 0.1)} ${f(bh * 0.3)} ${f(bw * 0.2)} ${f(bh * 0.5)}`,
      "#9A958C",
      1.2,
      op(0.6),
    ),
  );
  const ax0 = lbx + bw / 2;
  const ay0 = lb - bh;
  const lx = W * rand(r, 0.6, 0.68);
  const ly = H * rand(r, 0.36, 0.42);
  const arc = `M${f(ax0)} ${f(ay0)}C${f(ax0 + W * 0.02)} ${f(H * -0.02)} ${f(lx - W * 0.1)} ${f(H * 0.0)} ${f(lx)} ${f(ly - H * 0.07)}`;
  s.add(line(arc, "#3A3A3C", W * 0.008, ' stroke-linecap="round"'));
  s.add(
    line(
      arc,
      "#E9E6DF",
      W * 0.003,
      ' stroke-linecap="round" stroke-opacity=".8" transform="translate(-2 -2)"',
    ),
  );
  const sr = W * 0.05;
  s.add(
    path(
      `M${f(lx - sr * 1.35)} ${f(ly + sr * 0.65)}L${f(lx + sr * 1.35)} ${f(ly + sr * 0.65)}L${f(lx + W * 0.16)} ${f(sb)}L${f(lx - W * 0.16)} ${f(sb)}Z`,
      s.lin([
        [0, "#FFE9B5", 0.45],
        [1, "#FFE9B5", 0],
      ]),
    ),
  );
  s.add(
    path(
      `M${f(lx - sr)} ${f(ly + sr * 0.6)}A${f(sr)} ${f(sr)} 0 0 1 ${f(lx + sr)} ${f(ly + sr * 0.6)}Z`,
      s.lin(
        [
          [0, "#F5F3EE"],
          [0.5, "#C9C6BF"],
          [1, "#8E8B85"],
        ],
        0,
        0,
        1,
        0.3,
      ),
    ),
  );
  s.add(ellipse(lx, ly + sr * 0.6, sr, sr * 0.16, "#FFF1C9"));
  // side table
  const tx = sx + sw + W * 0.06;
  s.add(rect(tx - 2, sb - H * 0.12, 4, H * 0.12, "#1A1A1A"));
  s.add(ellipse(tx, sb - H * 0.12, W * 0.04, H * 0.012, p.accent2));
  s.add(ellipse(tx, sb, W * 0.025, H * 0.006, "#1A1A1A"));
  s.flip = chance(r, 0.5);
}

type Profile = readonly (readonly [number, number])[];
const VESSEL_PROFILES: readonly Profile[] = [
  [
    [0, 0.34],
    [0.3, 0.5],
    [0.5, 0.36],
    [0.72, 0.12],
    [0.92, 0.11],
    [1, 0.17],
  ],
  [
    [0, 0.26],
    [0.35, 0.5],
    [0.75, 0.54],
    [1, 0.5],
  ],
  [
    [0, 0.22],
    [0.35, 0.5],
    [0.68, 0.44],
    [0.88, 0.2],
    [1, 0.26],
  ],
  [
    [0, 0.3],
    [0.5, 0.3],
    [0.85, 0.36],
    [1, 0.42],
  ],
  [
    [0, 0.2],
    [0.25, 0.46],
    [0.45, 0.5],
    [0.62, 0.3],
    [0.8, 0.14],
    [1, 0.3],
  ],
];

function vessel(x: number, base: number, h: number, w: number, prof: Profile, col: string): string {
  const left: Pt[] = prof.map(([t, k]) => [x - k * w, base - t * h]);
  const right: Pt[] = [...prof].reverse().map(([t, k]) => [x + k * w, base - t * h]);
  const topK = prof[prof.length - 1]![1];
  const d = `${smooth(left)}L${pt(right[0]!)}${smooth(right).replace(/^M[^C]+/, "")}Z`;
  let out = path(d, col, ' fill-opacity=".78"');
  out += path(d, "none", ` stroke="${lighten(col, 0.35)}" stroke-width="2" stroke-opacity=".6"`);
  out += ellipse(x, base - h, topK * w, Math.max(3, topK * w * 0.22), darken(col, 0.35), op(0.8));
  out += ellipse(
    x,
    base - h,
    topK * w,
    Math.max(3, topK * w * 0.22),
    "none",
    ` stroke="${lighten(col, 0.5)}" stroke-width="2"`,
  );
  const hi: Pt[] = prof.slice(0, -1).map(([t, k]) => [x - k * w * 0.62, base - t * h - h * 0.04]);
  out += line(smooth(hi), "#ffffff", Math.max(2, w * 0.05), ' stroke-opacity=".38" stroke-linecap="round"');
  return out;
}

/** Glass vessels (Murano-like) on a plinth against colour fields. */
function sceneVessels(s: Svg, r: Rng): void {
  const W = s.w;
  const H = s.h;
  const p = paletteOf(s, r, DESIGN_PALETTES);
  const ty = H * rand(r, 0.62, 0.68);
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.lin(
        [
          [0, lighten(p.wall, 0.08)],
          [1, darken(p.wall, 0.15)],
        ],
        0,
        0,
        0,
        ty,
        true,
      ),
    ),
  );
  const split = W * rand(r, 0.55, 0.7);
  s.add(rect(split, 0, W - split, ty, p.accent, op(0.9)));
  s.add(path(archD(W * rand(r, 0.12, 0.3), H * 0.1, W * 0.2, ty), mix(p.wall, p.accent2, 0.35)));
  s.add(circle(split, H * 0.26, H * 0.11, p.accent2));
  // plinth
  s.add(rect(0, ty, W, H * 0.05, lighten(p.floor, 0.25)));
  s.add(
    rect(
      0,
      ty + H * 0.05,
      W,
      H,
      s.lin([
        [0, p.floor],
        [1, darken(p.floor, 0.5)],
      ]),
    ),
  );
  const glass = ["#D9953A", "#2E5C9A", "#2F7A5A", "#A32E3E", "#8C8A7E", "#C9A24B", "#5E3A6E"];
  const n = randInt(r, 3, 5);
  const x0 = W * rand(r, 0.22, 0.3);
  const x1 = W * rand(r, 0.7, 0.78);
  const items: { x: number; h: number; w: number; prof: Profile; col: string }[] = [];
  for (let i = 0; i < n; i++) {
    const x = lerp(x0, x1, n === 1 ? 0.5 : i / (n - 1)) + rand(r, -0.02, 0.02) * W;
    const prof = pick(r, VESSEL_PROFILES);
    items.push({ x, prof, h: H * rand(r, 0.22, 0.46), w: H * rand(r, 0.16, 0.24), col: pick(r, glass) });
  }
  items.sort((a, b) => b.h - a.h);
  for (const it of items) {
    const b = ty + H * 0.028;
    s.add(ellipse(it.x + it.w * 0.4, b, it.w * 0.9, H * 0.012, it.col, op(0.35)));
    s.add(vessel(it.x, b, it.h, it.w, it.prof, it.col));
  }
  s.add(
    rect(
      0,
      H * 0.6,
      W,
      H * 0.4,
      s.lin([
        [0, "#000", 0],
        [1, "#000", 0.35],
      ]),
    ),
  );
  s.flip = chance(r, 0.5);
}

/** Rationalist tile poster: a grid of arches, quarter circles and stripes. */
function sceneTiles(s: Svg, r: Rng): void {
  const W = s.w;
  const H = s.h;
  const p = paletteOf(s, r, DESIGN_PALETTES);
  const light = [p.wall, lighten(p.wall, 0.3), K.ivory];
  const cols = [p.accent, p.accent2, p.sofa, p.floor];
  const nx = randInt(r, 3, 4);
  const ny = 2;
  const cw = W / nx;
  const ch = H / ny;
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const x = i * cw;
      const y = j * ch;
      const bg = j === ny - 1 ? darken(pick(r, cols), 0.3) : chance(r, 0.6) ? pick(r, light) : pick(r, cols);
      const fg = pick(
        r,
        cols.filter((c) => c !== bg),
      );
      let t = rect(x - 0.5, y - 0.5, cw + 1, ch + 1, bg);
      const kind = chance(r, 0.2) ? -1 : pick(r, [0, 0, 1, 1, 3, 5, 6]);
      const m = Math.min(cw, ch);
      if (kind === 0) t += path(archD(x + cw * 0.2, y + ch * 0.12, cw * 0.6, y + ch), fg);
      else if (kind === 1) {
        const cx = x + (chance(r, 0.5) ? 0 : cw);
        const cy = y + (chance(r, 0.5) ? 0 : ch);
        t += group(circle(cx, cy, m * 0.95, fg), ` clip-path="${s.clip(rect(x, y, cw, ch, "#000"))}"`);
      } else if (kind === 3) t += circle(x + cw / 2, y + ch / 2, m * 0.34, fg);
      else if (kind === 4)
        t += path(
          `M${f(x)} ${f(y + ch)}L${f(x + cw / 2)} ${f(y + ch * 0.15)}L${f(x + cw)} ${f(y + ch)}Z`,
          fg,
        );
      else if (kind === 5) {
        t += path(`M${f(x)} ${f(y + ch)}A${f(cw / 2)} ${f(cw / 2)} 0 0 1 ${f(x + cw)} ${f(y + ch)}Z`, fg);
        t += path(
          `M${f(x + cw * 0.25)} ${f(y + ch)}A${f(cw / 4)} ${f(cw / 4)} 0 0 1 ${f(x + cw * 0.75)} ${f(y + ch)}Z`,
          bg,
        );
      } else if (kind === 6) {
        for (let k = 0; k < 4; k++)
          t += rect(x + cw * (0.14 + k * 0.2), y + ch * 0.2, cw * 0.09, ch * 0.8, fg);
        t += rect(x + cw * 0.08, y + ch * 0.12, cw * 0.84, ch * 0.08, fg);
      }
      s.add(t);
    }
  }
  const gold = p.accent2 === K.gold ? K.goldL : K.gold;
  let grid = "";
  for (let i = 1; i < nx; i++) grid += `M${f(i * cw)} 0V${H}`;
  for (let j = 1; j < ny; j++) grid += `M0 ${f(j * ch)}H${W}`;
  s.add(line(grid, gold, 2, op(0.5)));
  s.add(
    circle(
      W * rand(r, 0.2, 0.8),
      H * rand(r, 0.2, 0.5),
      Math.min(cw, ch) * 0.5,
      "none",
      ` stroke="${gold}" stroke-width="3"`,
    ),
  );
}

interface PiazzaPalette {
  sky: readonly Stop[];
  ground: string;
  groundD: string;
  facade: string;
  tower: string;
}
const PIAZZAS: readonly PiazzaPalette[] = [
  {
    sky: [
      [0, "#12302A"],
      [0.55, "#3E6248"],
      [0.85, "#B9AE6A"],
      [1, "#E9D79B"],
    ],
    ground: "#C27A3C",
    groundD: "#3C1F14",
    facade: "#D39A4F",
    tower: "#B2492E",
  },
  {
    sky: [
      [0, "#0F1E36"],
      [0.55, "#2E4D6E"],
      [0.85, "#9FB0A2"],
      [1, "#E6D7AA"],
    ],
    ground: "#B8703F",
    groundD: "#2E1A14",
    facade: "#E0B676",
    tower: "#9F3A2C",
  },
  {
    sky: [
      [0, "#1F2A1E"],
      [0.5, "#56633A"],
      [0.85, "#D2B064"],
      [1, "#F0D69A"],
    ],
    ground: "#A9572F",
    groundD: "#2B140D",
    facade: "#CF8E4A",
    tower: "#7C2A2F",
  },
  {
    sky: [
      [0, "#2A1626"],
      [0.55, "#6E3A4E"],
      [0.85, "#D79A7A"],
      [1, "#F4D9B4"],
    ],
    ground: "#9C6B4A",
    groundD: "#2A1810",
    facade: "#E6C28E",
    tower: "#3F5A6E",
  },
];

/** Metaphysical piazza: an arcade in perspective, a red tower, long shadows, a statue. */
function scenePiazza(s: Svg, r: Rng): void {
  const W = s.w;
  const H = s.h;
  const p = paletteOf(s, r, PIAZZAS);
  const hz = H * rand(r, 0.43, 0.5);
  const vx = W * rand(r, 0.58, 0.72);
  s.add(rect(0, 0, W, hz + 2, s.lin(p.sky, 0, 0, 0, hz, true)));
  s.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      s.lin(
        [
          [0, p.ground],
          [0.45, mix(p.ground, p.groundD, 0.45)],
          [1, p.groundD],
        ],
        0,
        hz,
        0,
        H,
        true,
      ),
    ),
  );
  // horizon wall and a small train with smoke
  s.add(rect(0, hz - H * 0.018, W, H * 0.02, darken(p.ground, 0.55)));
  const trx = W * rand(r, 0.72, 0.85);
  s.add(rect(trx, hz - H * 0.034, W * 0.05, H * 0.018, darken(p.ground, 0.7)));
  s.add(rect(trx + W * 0.052, hz - H * 0.03, W * 0.03, H * 0.014, darken(p.ground, 0.7)));
  for (let i = 0; i < 5; i++)
    s.add(
      circle(
        trx + W * 0.01 - i * W * 0.012,
        hz - H * (0.05 + i * 0.012),
        H * (0.01 + i * 0.003),
        K.ivory,
        op(0.8 - i * 0.12),
      ),
    );
  // tower
  const bx = W * rand(r, 0.86, 0.93);
  const tx = rand(r, vx + W * 0.05, bx - W * 0.08);
  const tw = W * 0.035;
  const th = H * rand(r, 0.3, 0.4);
  s.add(rect(tx, hz - th, tw, th, p.tower));
  s.add(rect(tx + tw * 0.6, hz - th, tw * 0.4, th, darken(p.tower, 0.35)));
  for (let k = 0; k < 3; k++)
    s.add(rect(tx - tw * 0.1 + k * tw * 0.45, hz - th - tw * 0.3, tw * 0.3, tw * 0.3, p.tower));
  s.add(rect(tx - tw * 0.1, hz - th - tw * 0.05, tw * 1.2, tw * 0.12, darken(p.tower, 0.2)));
  s.add(
    line(`M${f(tx + tw * 0.5)} ${f(hz - th - tw * 0.3)}V${f(hz - th - tw * 1.6)}`, darken(p.tower, 0.5), 2),
  );
  s.add(
    path(
      `M${f(tx + tw * 0.5)} ${f(hz - th - tw * 1.6)}l${f(tw * 0.9)} ${f(tw * 0.2)}l${f(-tw * 0.9)} ${f(tw * 0.2)}Z`,
      K.ivory,
    ),
  );
  s.add(
    path(
      `M${f(tx + tw * 0.5)} ${f(hz - th - tw * 1.2)}l${f(tw * 0.7)} ${f(tw * 0.15)}l${f(-tw * 0.7)} ${f(tw * 0.15)}Z`,
      K.gold,
    ),
  );
  // arcade (left), perspective towards (vx, hz)
  const xN = W * rand(r, 0.08, 0.16);
  const yT = H * rand(r, 0.04, 0.12);
  const yB = H * 0.96;
  const ySp = lerp(yT, yB, 0.5);
  const yAp = lerp(yT, yB, 0.3);
  const k = rand(r, 0.55, 0.8);
  const n = randInt(r, 6, 8);
  const S = (i: number): number => 1 / (1 + k * i);
  const X = (sv: number): number => vx + (xN - vx) * sv;
  const Y = (y: number, sv: number): number => hz + (y - hz) * sv;
  const sEnd = S(n);
  const facade = poly([
    [X(1), Y(yT, 1)],
    [X(sEnd), Y(yT, sEnd)],
    [X(sEnd), Y(yB, sEnd)],
    [X(1), Y(yB, 1)],
  ]);
  // long shadow cast by the arcade onto the piazza
  s.add(
    path(
      poly([
        [X(1), Y(yB, 1)],
        [X(sEnd), Y(yB, sEnd)],
        [X(sEnd) + W * 0.2, Y(yB, sEnd) + H * 0.02],
        [W * 0.75, H + 10],
        [X(1), H + 10],
      ]),
      darken(p.groundD, 0.2),
      op(0.55),
    ),
  );
  s.add(
    path(
      facade,
      s.lin(
        [
          [0, p.facade],
          [1, mix(p.facade, p.sky[2]?.[1] ?? p.facade, 0.25)],
        ],
        X(1),
        0,
        X(sEnd),
        0,
        true,
      ),
    ),
  );
  const dark = "#1D150F";
  let arches = "";
  const pw = 0.32;
  for (let i = 0; i < n; i++) {
    const sa = S(i + pw);
    const sb = S(i + 1);
    const sm = S(i + pw + (1 - pw) / 2);
    const spA = Y(ySp, sa);
    const spB = Y(ySp, sb);
    const ap = Y(yAp, sm);
    const ctrlY = 2 * ap - (spA + spB) / 2;
    arches += `M${f(X(sa))} ${f(Y(yB, sa))}L${f(X(sa))} ${f(spA)}Q${f(X(sm))} ${f(ctrlY)} ${f(X(sb))} ${f(spB)}L${f(X(sb))} ${f(Y(yB, sb))}Z`;
  }
  s.add(path(arches, dark));
  s.add(
    path(
      poly([
        [X(1), Y(yT, 1)],
        [X(sEnd), Y(yT, sEnd)],
        [X(sEnd), Y(yT + (yB - yT) * 0.06, sEnd)],
        [X(1), Y(yT + (yB - yT) * 0.06, 1)],
      ]),
      darken(p.facade, 0.15),
    ),
  );
  // front face of the arcade in shadow
  s.add(rect(-10, Y(yT, 1), X(1) + 10, Y(yB, 1) - Y(yT, 1) + H, darken(p.facade, 0.55)));
  s.add(path(archD(X(1) * 0.15, Y(yT, 1) + H * 0.2, X(1) * 0.6, H), dark, op(0.7)));
  // statue on a plinth with its shadow
  const stx = W * rand(r, 0.4, 0.55);
  const sty = hz + (H - hz) * rand(r, 0.28, 0.4);
  const ss = H * 0.1 * (0.6 + (sty - hz) / (H - hz));
  s.add(
    path(
      poly([
        [stx - ss * 0.6, sty],
        [stx + ss * 0.6, sty],
        [stx + ss * 3.6, sty + ss * 0.55],
        [stx + ss * 2.2, sty + ss * 0.6],
      ]),
      p.groundD,
      op(0.5),
    ),
  );
  s.add(rect(stx - ss * 0.6, sty - ss * 0.55, ss * 1.2, ss * 0.55, lighten(p.facade, 0.25)));
  s.add(rect(stx + ss * 0.2, sty - ss * 0.55, ss * 0.4, ss * 0.55, darken(p.facade, 0.3)));
  s.add(ellipse(stx - ss * 0.05, sty - ss * 0.72, ss * 0.55, ss * 0.18, K.ivory));
  s.add(ellipse(stx - ss * 0.42, sty - ss * 0.95, ss * 0.16, ss * 0.2, K.ivory));
  s.add(ellipse(stx + ss * 0.3, sty - ss * 0.8, ss * 0.3, ss * 0.12, darken(K.ivory, 0.12)));
  // building in shadow on the right, and its diagonal shadow
  s.add(
    path(
      poly([
        [bx, H * 0.62],
        [W + 10, H * 0.58],
        [W + 10, H + 10],
        [W * 0.35, H + 10],
      ]),
      p.groundD,
      op(0.75),
    ),
  );
  s.add(
    path(
      poly([
        [bx, H * 0.2],
        [W + 10, H * 0.1],
        [W + 10, H + 10],
        [bx, H + 10],
      ]),
      darken(p.tower, 0.6),
    ),
  );
  s.add(rect(bx, H * 0.2, W * 0.012, H, darken(p.tower, 0.3)));
  s.flip = chance(r, 0.4);
}

interface FoldPalette {
  bg: readonly Stop[];
  cloth: readonly [string, string, string];
  second: readonly [string, string, string];
  thread: string;
}
const FOLDS: readonly FoldPalette[] = [
  {
    bg: [
      [0, "#2A0E16"],
      [1, "#12060A"],
    ],
    cloth: ["#3E0E1A", "#7E2534", "#C25A62"],
    second: ["#8A6A3A", "#D4B074", "#F6E6C0"],
    thread: K.goldL,
  },
  {
    bg: [
      [0, "#121C30"],
      [1, "#070B14"],
    ],
    cloth: ["#0E1A30", "#24426B", "#6F93BC"],
    second: ["#7A3A26", "#C8704C", "#F0B48C"],
    thread: K.goldL,
  },
  {
    bg: [
      [0, "#10231A"],
      [1, "#06100B"],
    ],
    cloth: ["#0F2A1E", "#2D5B42", "#7FA88A"],
    second: ["#6B1E2C", "#A53D4E", "#E08A92"],
    thread: K.goldL,
  },
  {
    bg: [
      [0, "#3A1A10"],
      [1, "#160A06"],
    ],
    cloth: ["#5A2412", "#B45A37", "#EFA47C"],
    second: ["#1E2C44", "#4C6A92", "#B8CCE0"],
    thread: "#F2DDA6",
  },
  {
    bg: [
      [0, "#1B1816"],
      [1, "#0A0908"],
    ],
    cloth: ["#6E5A42", "#CDB48C", "#FBF1DC"],
    second: ["#3E0E1A", "#7E2534", "#C25A62"],
    thread: K.gold,
  },
  {
    bg: [
      [0, "#2B2440"],
      [1, "#110E1C"],
    ],
    cloth: ["#3A2A5C", "#6E55A0", "#C4B2E8"],
    second: ["#7A5A1E", "#C9A24A", "#F3E0A8"],
    thread: "#E8D3A0",
  },
  {
    bg: [
      [0, "#0F2B2E"],
      [1, "#061314"],
    ],
    cloth: ["#0E3A3E", "#2E7A7A", "#9CD3CC"],
    second: ["#6A2A1A", "#B8583A", "#F0A888"],
    thread: K.goldL,
  },
];

/**
 * Draped silk falling from a gathered point and fanning out to a scalloped hem: each fold is a
 * band between two swaying curves, shaded across its width like a cylinder.
 */
function drape(
  s: Svg,
  r: Rng,
  gx: number,
  gy: number,
  gw: number,
  bx0: number,
  bx1: number,
  hem: number,
  bands: number,
  cols: readonly [string, string, string],
): string {
  const steps = 8;
  const sway = (bx1 - bx0) * rand(r, 0.03, 0.06);
  const ph = r() * TAU;
  const curves: Pt[][] = [];
  const hems: number[] = [];
  for (let i = 0; i <= bands; i++) {
    const t = i / bands;
    const top = gx + (t - 0.5) * gw;
    const bot = lerp(bx0, bx1, t) + rand(r, -0.25, 0.25) * ((bx1 - bx0) / bands);
    const pts: Pt[] = [];
    const hy = hem + (i % 2 ? 1 : -1) * (hem - gy) * 0.025;
    hems.push(hy);
    for (let k = 0; k <= steps; k++) {
      const v = k / steps;
      const e = v * v * (1.6 - 0.6 * v);
      const x = lerp(top, bot, e) + sway * v * Math.sin(v * 3.2 + ph + t * 2.2);
      pts.push([x, lerp(gy, hy, v)]);
    }
    curves.push(pts);
  }
  let out = "";
  for (let i = 0; i < bands; i++) {
    const a = curves[i]!;
    const b = curves[i + 1]!;
    const back = [...b].reverse();
    const aEnd = a[a.length - 1]!;
    const bEnd = b[b.length - 1]!;
    const depth = (bEnd[0] - aEnd[0]) * 0.35;
    const hemD = `C${f(aEnd[0])} ${f(aEnd[1] + depth)} ${f(bEnd[0])} ${f(bEnd[1] + depth)} ${pt(bEnd)}`;
    const d = `${smooth(a)}${hemD}${smooth(back).replace(/^M[^C]+/, "")}Z`;
    const hi = i % 2 ? rand(r, 0.75, 1) : rand(r, 0.2, 0.5);
    const g = s.lin(
      [
        [0, cols[0]],
        [0.35, mix(cols[1], cols[2], hi * 0.6)],
        [0.58, mix(cols[1], cols[2], hi)],
        [0.85, cols[1]],
        [1, cols[0]],
      ],
      0,
      0,
      1,
      0,
    );
    out += path(d, g);
  }
  return out;
}

function gown(
  s: Svg,
  r: Rng,
  gx: number,
  yS: number,
  gy: number,
  hem: number,
  sc: number,
  cloth: readonly [string, string, string],
  thread: string,
): string {
  const W = s.w;
  const H = s.h;
  const ww = W * 0.032 * sc;
  let out = drape(
    s,
    r,
    gx,
    gy - 2,
    ww * 2,
    gx - W * rand(r, 0.22, 0.28) * sc,
    gx + W * rand(r, 0.22, 0.28) * sc,
    hem,
    randInt(r, 11, 14),
    cloth,
  );
  const sw = W * 0.074 * sc;
  const bw = W * 0.06 * sc;
  const h = gy - yS;
  const nw = W * 0.016 * sc;
  out += rect(
    gx - nw,
    yS - H * 0.07 * sc,
    nw * 2,
    H * 0.08 * sc,
    s.lin(
      [
        [0, "#6d5f4e"],
        [0.4, "#d8ccb4"],
        [1, "#5a4d3e"],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += ellipse(gx, yS - H * 0.07 * sc, nw * 1.4, H * 0.01 * sc, thread);
  out += circle(gx, yS - H * 0.085 * sc, H * 0.012 * sc, thread);
  const X = (k: number): string => f(gx + k);
  const Y = (k: number): string => f(yS + h * k);
  const bodice = `M${X(-nw * 1.2)} ${Y(-0.01)}C${X(-sw * 0.55)} ${Y(0)} ${X(-sw * 0.95)} ${Y(0.06)} ${X(-sw)} ${Y(0.2)}C${X(-sw * 1.02)} ${Y(
    0.32,
  )} ${X(-bw * 1.06)} ${Y(0.42)} ${X(-bw)} ${Y(0.55)}C${X(-bw * 0.95)} ${Y(0.75)} ${X(-ww * 1.1)} ${Y(0.88)} ${X(-ww)} ${Y(1)}H${X(
    ww,
  )}C${X(ww * 1.1)} ${Y(0.88)} ${X(bw * 0.95)} ${Y(0.75)} ${X(bw)} ${Y(0.55)}C${X(bw * 1.06)} ${Y(0.42)} ${X(sw * 1.02)} ${Y(0.32)} ${X(
    sw,
  )} ${Y(0.2)}C${X(sw * 0.95)} ${Y(0.06)} ${X(sw * 0.55)} ${Y(0)} ${X(nw * 1.2)} ${Y(-0.01)}Z`;
  out += path(
    bodice,
    s.lin(
      [
        [0, cloth[0]],
        [0.3, mix(cloth[1], cloth[2], 0.7)],
        [0.55, cloth[1]],
        [1, cloth[0]],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += line(
    `M${X(-bw * 0.8)} ${Y(0.32)}Q${X(0)} ${Y(0.62)} ${X(bw * 0.8)} ${Y(0.32)}`,
    thread,
    1.5,
    op(0.7),
  );
  out += line(`M${X(0)} ${Y(0.47)}V${f(gy)}`, cloth[0], 1.5, op(0.6));
  out += rect(
    gx - ww * 1.25,
    gy - H * 0.012 * sc,
    ww * 2.5,
    H * 0.024 * sc,
    thread,
    ` rx="${f(H * 0.008 * sc)}"`,
  );
  return out;
}

function sceneFolds(s: Svg, r: Rng): void {
  const W = s.w;
  const H = s.h;
  const p = paletteOf(s, r, FOLDS);
  s.add(rect(0, 0, W, H, s.rad(p.bg, 0.5, 0.3, 0.9)));
  // a thin gold halo and vertical rules behind the gown
  const gx = W * rand(r, 0.44, 0.56);
  const gy = H * rand(r, 0.38, 0.42);
  const yS = gy - H * rand(r, 0.22, 0.25);
  s.add(circle(gx, yS + H * 0.08, H * 0.3, p.thread, op(0.07)));
  s.add(
    circle(gx, yS + H * 0.08, H * 0.3, "none", ` stroke="${p.thread}" stroke-width="2" stroke-opacity=".5"`),
  );
  let rules = "";
  for (let i = 0; i < 6; i++) rules += `M${f(W * (0.08 + i * 0.168))} 0V${H}`;
  s.add(line(rules, p.thread, 1, op(0.12)));
  // atelier curtain at one side
  const hem = H * rand(r, 0.88, 0.94);
  const cs = chance(r, 0.5) ? 1 : -1;
  const cxm = gx + cs * W * rand(r, 0.36, 0.42);
  s.add(
    drape(s, r, cxm, -H * 0.05, W * 0.14, cxm - W * 0.16, cxm + W * 0.16, H * 1.02, randInt(r, 6, 8), [
      darken(p.second[0], 0.3),
      darken(p.second[1], 0.25),
      darken(p.second[2], 0.2),
    ]),
  );
  // the gown(s): skirt then bodice on a dress form
  if (chance(r, 0.4)) {
    const g2 = gx - cs * W * rand(r, 0.2, 0.26);
    const sc = 0.8;
    s.add(
      gown(
        s,
        r,
        g2,
        yS + H * 0.1,
        yS + H * 0.1 + (gy - yS) * sc,
        hem - H * 0.02,
        sc,
        [darken(p.second[0], 0.2), darken(p.second[1], 0.15), darken(p.second[2], 0.1)],
        p.thread,
      ),
    );
  }
  s.add(gown(s, r, gx, yS, gy, hem, 1, p.cloth, p.thread));
  // a gold thread sweeping across
  const ty = H * rand(r, 0.55, 0.7);
  const thread = `M${f(-20)} ${f(ty)}C${f(W * 0.2)} ${f(ty - H * 0.3)} ${f(W * 0.4)} ${f(ty + H * 0.22)} ${f(W * 0.6)} ${f(ty - H * 0.08)}S${f(W * 0.85)} ${f(ty - H * 0.42)} ${f(W + 20)} ${f(ty - H * 0.3)}`;
  s.add(line(thread, p.thread, 2, ' stroke-linecap="round" stroke-opacity=".8"'));
  s.add(
    rect(
      0,
      H * 0.5,
      W,
      H * 0.5,
      s.lin([
        [0, "#000", 0],
        [1, "#000", 0.4],
      ]),
    ),
  );
  s.flip = chance(r, 0.5);
}

interface TechPalette {
  bg0: string;
  bg1: string;
  line: string;
  accent: string;
  glow: string;
}
const TECH: readonly TechPalette[] = [
  { bg0: "#22375A", bg1: "#0A101D", line: "#D8B56A", accent: "#D07A52", glow: "#4C74A8" },
  { bg0: "#1E3D33", bg1: "#08120E", line: "#D9B77A", accent: "#E0906A", glow: "#3E8068" },
  { bg0: "#3E1A28", bg1: "#12070C", line: "#E2C07E", accent: "#8FB2C9", glow: "#9A3C50" },
  { bg0: "#1B2540", bg1: "#080B14", line: "#9CC2D0", accent: "#E2B65C", glow: "#3A5E8A" },
];

/** Gears and circuit traces on a dark field: innovation. */
function sceneGears(s: Svg, r: Rng): void {
  const W = s.w;
  const H = s.h;
  const p = paletteOf(s, r, TECH);
  const cx = W * rand(r, 0.56, 0.68);
  const cy = H * rand(r, 0.36, 0.46);
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.rad(
        [
          [0, p.bg0],
          [1, p.bg1],
        ],
        cx / W,
        cy / H,
        0.75,
      ),
    ),
  );
  s.add(
    circle(
      cx,
      cy,
      H * 0.6,
      s.rad(
        [
          [0, p.glow, 0.45],
          [1, p.glow, 0],
        ],
        cx,
        cy,
        H * 0.6,
        true,
      ),
    ),
  );
  s.add(rect(0, 0, W, H, s.pattern(32, 32, circle(16, 16, 1.3, p.line, op(0.22)))));
  const R = H * rand(r, 0.22, 0.27);
  // circuit traces
  let traces = "";
  let nodes = "";
  const nT = randInt(r, 22, 34);
  for (let i = 0; i < nT; i++) {
    const a = Math.round(rand(r, 0, 48)) * (TAU / 48);
    const r0 = R * 1.18;
    const r1 = R * rand(r, 1.35, 2.1);
    const [x0, y0] = polar(cx, cy, r0, a);
    const [x1, y1] = polar(cx, cy, r1, a);
    const dir = Math.cos(a) >= 0 ? 1 : -1;
    const len = W * rand(r, 0.04, 0.35);
    const x2 = x1 + dir * len;
    const bend = chance(r, 0.35);
    const y2 = bend ? y1 + (y1 > cy ? 1 : -1) * len * 0.3 : y1;
    traces += `M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}${bend ? `L${f(x1 + dir * Math.abs(y2 - y1))} ${f(y2)}` : ""}L${f(x2)} ${f(y2)}`;
    nodes += circle(x2, y2, 5, p.bg1, ` stroke="${p.line}" stroke-width="2"`);
    nodes += circle(x0, y0, 2.5, p.line);
    if (chance(r, 0.2)) nodes += circle(x2, y2, 12, p.accent, op(0.35));
  }
  s.add(line(traces, p.line, 1.6, ' stroke-opacity=".55" stroke-linejoin="round"'));
  s.add(nodes);
  // main gear
  const teeth = randInt(r, 16, 22);
  s.add(
    path(
      gearD(cx, cy, R * 1.12, R, teeth, r() * TAU, R * 0.72),
      s.lin(
        [
          [0, p.line, 0.3],
          [1, p.line, 0.06],
        ],
        0,
        0,
        1,
        1,
      ),
      ' fill-rule="evenodd"',
    ),
  );
  s.add(
    path(
      gearD(cx, cy, R * 1.12, R, teeth, 0, 0),
      "none",
      ` stroke="${p.line}" stroke-width="2" stroke-opacity="0"`,
    ),
  );
  s.add(circle(cx, cy, R * 0.72, "none", ` stroke="${p.line}" stroke-width="2.5"`));
  s.add(
    circle(
      cx,
      cy,
      R * 0.6,
      "none",
      ` stroke="${p.line}" stroke-width="1" stroke-opacity=".6" stroke-dasharray="3 9"`,
    ),
  );
  let spokes = "";
  const ns = randInt(r, 5, 8);
  for (let i = 0; i < ns; i++) {
    const a = (i / ns) * TAU;
    spokes += `M${pt(polar(cx, cy, R * 0.2, a))}L${pt(polar(cx, cy, R * 0.6, a))}`;
  }
  s.add(line(spokes, p.line, 3, ' stroke-opacity=".8"'));
  // compass rose at the centre
  let star = "";
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * TAU - Math.PI / 2;
    const len = i % 2 ? R * 0.12 : R * 0.2;
    star += `M${pt([cx, cy])}L${pt(polar(cx, cy, R * 0.05, a - 0.6))}L${pt(polar(cx, cy, len, a))}L${pt(polar(cx, cy, R * 0.05, a + 0.6))}Z`;
  }
  s.add(path(star, p.line));
  s.add(circle(cx, cy, R * 0.035, p.bg1));
  // secondary gears
  const g2r = R * rand(r, 0.5, 0.62);
  const ga = rand(r, 2.2, 2.9);
  const [g2x, g2y] = polar(cx, cy, R * 1.08 + g2r, ga);
  const g2 = gearD(g2x, g2y, g2r * 1.16, g2r, Math.round(teeth * (g2r / R)), r() * TAU, g2r * 0.62);
  s.add(
    path(
      g2,
      s.lin(
        [
          [0, p.accent, 0.85],
          [1, darken(p.accent, 0.4), 0.85],
        ],
        0,
        0,
        1,
        1,
      ),
      ' fill-rule="evenodd"',
    ),
  );
  s.add(circle(g2x, g2y, g2r * 0.5, "none", ` stroke="${p.accent}" stroke-width="2"`));
  s.add(circle(g2x, g2y, g2r * 0.12, p.accent));
  const g3r = R * 0.3;
  const [g3x, g3y] = polar(cx, cy, R * 1.1 + g3r, ga - 1.35);
  s.add(
    path(
      gearD(g3x, g3y, g3r * 1.2, g3r, 9, r() * TAU, g3r * 0.45),
      "none",
      ` stroke="${p.line}" stroke-width="2" fill-rule="evenodd"`,
    ),
  );
  // orbit
  s.add(
    ellipse(
      cx,
      cy,
      R * 2.3,
      R * 0.7,
      "none",
      ` stroke="${p.line}" stroke-width="1.2" stroke-opacity=".35" transform="rotate(-18 ${f(cx)} ${f(cy)})"`,
    ),
  );
  const [ox, oy] = polar(cx, cy, R * 2.3, 0.4);
  s.add(circle(ox, oy - R * 0.45, 7, p.accent));
  s.add(
    rect(
      0,
      H * 0.55,
      W,
      H * 0.45,
      s.lin([
        [0, p.bg1, 0],
        [1, p.bg1, 0.7],
      ]),
    ),
  );
  s.flip = chance(r, 0.5);
}

/** A lit sphere with orbits and nodes: research and science. */
function sceneOrbits(s: Svg, r: Rng): void {
  const W = s.w;
  const H = s.h;
  const p = paletteOf(s, r, TECH);
  const cx = W * rand(r, 0.55, 0.68);
  const cy = H * rand(r, 0.4, 0.48);
  const R = H * rand(r, 0.17, 0.22);
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.rad(
        [
          [0, p.bg0],
          [1, p.bg1],
        ],
        cx / W,
        cy / H,
        0.8,
      ),
    ),
  );
  s.add(rect(0, 0, W, H, s.pattern(48, 48, circle(24, 24, 1.1, p.line, op(0.2)))));
  let stars = "";
  for (let i = 0; i < 40; i++)
    stars += circle(rand(r, 0, W), rand(r, 0, H * 0.6), rand(r, 0.8, 2.2), p.line, op(rand(r, 0.2, 0.7)));
  s.add(stars);
  s.add(
    circle(
      cx,
      cy,
      R * 2.4,
      s.rad(
        [
          [0, p.glow, 0.5],
          [1, p.glow, 0],
        ],
        cx,
        cy,
        R * 2.4,
        true,
      ),
    ),
  );
  const tilt = rand(r, -24, -10);
  const orbits = randInt(r, 3, 4);
  const back: string[] = [];
  const front: string[] = [];
  for (let i = 0; i < orbits; i++) {
    const rx = R * (1.6 + i * rand(r, 0.45, 0.6));
    const ry = rx * rand(r, 0.22, 0.3);
    const dash = i % 2 ? ' stroke-dasharray="2 8"' : "";
    const style = ` fill="none" stroke="${p.line}" stroke-width="${i === 0 ? 2 : 1.4}" stroke-opacity="${f2(0.75 - i * 0.12)}"${dash}`;
    back.push(`<path d="M${f(cx - rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 0 1 ${f(cx + rx)} ${f(cy)}"${style}/>`);
    front.push(`<path d="M${f(cx - rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(cy)}"${style}/>`);
    for (let k = 0; k < randInt(r, 1, 3); k++) {
      const a = rand(r, 0.15, 0.85) * Math.PI;
      const nx = cx + Math.cos(a) * rx;
      const ny = cy + Math.sin(a) * ry;
      const glowN = chance(r, 0.4);
      front.push(
        `${glowN ? circle(nx, ny, 16, p.accent, op(0.3)) : ""}${circle(nx, ny, glowN ? 7 : 5, glowN ? p.accent : p.line)}`,
      );
    }
  }
  const rot = ` transform="rotate(${f(tilt)} ${f(cx)} ${f(cy)})"`;
  s.add(group(back.join(""), rot));
  s.add(
    circle(
      cx,
      cy,
      R,
      s.rad(
        [
          [0, lighten(p.glow, 0.35)],
          [0.55, p.glow],
          [1, p.bg1],
        ],
        0.35,
        0.3,
        0.75,
      ),
    ),
  );
  const clip = s.clip(circle(cx, cy, R, "#000"));
  let grid = "";
  for (let i = -2; i <= 2; i++)
    grid += ellipse(cx, cy + i * R * 0.36, R * Math.sqrt(1 - (i * 0.36) ** 2), R * 0.12, "none");
  for (let i = 1; i <= 2; i++) grid += ellipse(cx, cy, R * i * 0.36, R, "none");
  s.add(group(grid, ` clip-path="${clip}" stroke="${p.line}" stroke-width="1.2" stroke-opacity=".35"${rot}`));
  s.add(circle(cx, cy, R, "none", ` stroke="${p.line}" stroke-width="2" stroke-opacity=".7"`));
  s.add(group(front.join(""), rot));
  s.add(
    rect(
      0,
      H * 0.55,
      W,
      H * 0.45,
      s.lin([
        [0, p.bg1, 0],
        [1, p.bg1, 0.7],
      ]),
    ),
  );
  s.flip = chance(r, 0.5);
}

// ---------------------------------------------------------------------------------------------
// Section resolution
// ---------------------------------------------------------------------------------------------

const SECTION_SCENES: Record<CategoryArtworkSlug, readonly ((s: Svg, r: Rng) => void)[]> = {
  moda: [sceneFolds],
  lifestyle: [sceneTerrace, sceneTable],
  design: [sceneLamp, sceneVessels],
  arte: [scenePiazza, sceneEnfilade],
  turismo: [sceneCoast, (s, r) => sceneHills(s, r)],
  innovazione: [sceneGears, sceneOrbits],
};

function normalise(v: string): string {
  return v
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function resolveSection(section: string): CategoryArtworkSlug | null {
  const v = normalise(section);
  const table: [CategoryArtworkSlug, RegExp][] = [
    ["moda", /moda|fashion|sartori|stile|abbigliament/],
    ["lifestyle", /lifestyle|vivere|tavola|benessere|cucina|gusto|food/],
    ["design", /design|architett|arred/],
    ["arte", /arte|cultur|muse|mostr|teatr/],
    ["turismo", /turismo|viagg|travel|borgh|mete/],
    ["innovazione", /innov|tecnolog|startup|ricerca|scienz|digital/],
  ];
  for (const [slug, re] of table) if (re.test(v)) return slug;
  return null;
}

const CATEGORY_SEEDS: Record<CategoryArtworkSlug, string> = {
  moda: "moda-0",
  lifestyle: "lifestyle-0",
  design: "design-0",
  arte: "arte-0",
  turismo: "turismo-0",
  innovazione: "innovazione-0",
};

// ---------------------------------------------------------------------------------------------
// Public API — sections and articles
// ---------------------------------------------------------------------------------------------

/** 1600×1000 signature composition for a magazine section. */
export function categoryArtwork(slug: CategoryArtworkSlug): string {
  const s = new Svg(1600, 1000, idPrefix("cat", slug));
  const scenes = SECTION_SCENES[slug];
  scenes[0]!(s, rngFrom("atlante:category", CATEGORY_SEEDS[slug]));
  return s.render();
}

/**
 * 1600×1000 deterministic variation within the section's motif family. `variant` (the
 * article's position in its section) walks through the section's scenes and palettes, so
 * that no two cards of a section look alike; without it, both are picked by the seed.
 */
export function articleArtwork(seed: string, section: string, variant?: number): string {
  const slug =
    resolveSection(section) ??
    pick(rngFrom("atlante:section", section), Object.keys(SECTION_SCENES) as CategoryArtworkSlug[]);
  const r = rngFrom("atlante:article", slug, seed);
  const s = new Svg(1600, 1000, idPrefix("art", slug, seed));
  const scenes = SECTION_SCENES[slug];
  const randomScene = pick(r, scenes);
  if (variant === undefined) {
    randomScene(s, r);
  } else {
    const { scene, palette } = articleComposition(slug, variant);
    s.palette = palette;
    scenes[scene]!(s, r);
  }
  return s.render();
}

/** Which scene and palette the `variant`-th article of a section gets. */
export function articleComposition(section: CategoryArtworkSlug, variant: number) {
  const count = SECTION_SCENES[section].length;
  return { scene: variant % count, palette: Math.floor(variant / count) };
}

/** How many palettes each of a section's scenes offers (distinct compositions = their sum). */
export function sectionPalettes(section: CategoryArtworkSlug): number[] {
  return {
    moda: [FOLDS.length],
    lifestyle: [TERRACES.length, CLOTHS.length],
    design: [DESIGN_PALETTES.length, DESIGN_PALETTES.length],
    arte: [PIAZZAS.length, SKIES.length],
    turismo: [SKIES.length, SKIES.length],
    innovazione: [TECH.length, TECH.length],
  }[section];
}

// ---------------------------------------------------------------------------------------------
// Home hero
// ---------------------------------------------------------------------------------------------

/** 2400×1400 home hero: an Italian landscape at golden hour with a distant coastline. */
export function heroArtwork(): string {
  const W = 2400;
  const H = 1400;
  const s = new Svg(W, H, "hero");
  const r = rngFrom("atlante:hero:v1");
  const hz = 640;
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.lin(
        [
          [0, "#1B2640"],
          [0.25, "#3A3857"],
          [0.5, "#8C4E5C"],
          [0.72, "#D27E55"],
          [0.88, "#EDB46F"],
          [1, "#F6D9A0"],
        ],
        0,
        0,
        0,
        hz,
        true,
      ),
    ),
  );
  const sx = 1640;
  const sy = hz - 66;
  s.add(sunGlow(s, sx, sy, 58, "#FFF2CF", "#FFD790", 1100, 0.6));
  s.add(
    circle(
      sx,
      sy,
      150,
      s.rad(
        [
          [0, "#FFF3D2", 0.7],
          [1, "#FFE3A0", 0],
        ],
        sx,
        sy,
        150,
        true,
      ),
    ),
  );
  const clouds: [number, number, number, number][] = [
    [1180, 420, 520, 10],
    [1420, 450, 380, 7],
    [1900, 400, 460, 9],
    [760, 360, 420, 8],
    [2010, 500, 300, 6],
    [1260, 520, 260, 5],
  ];
  for (const [x, y, w, h] of clouds) s.add(rect(x, y, w, h, "#FBD8A6", ` rx="${h / 2}"${op(0.35)}`));
  s.add(rect(1000, 300, 640, 6, "#C98A86", ` rx="3"${op(0.35)}`));
  // sea with the sun's reflection
  s.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      s.lin(
        [
          [0, "#EDBF86"],
          [0.12, "#C98F74"],
          [0.5, "#6E5468"],
          [1, "#2B2B44"],
        ],
        0,
        hz,
        0,
        hz + 400,
        true,
      ),
    ),
  );
  let glints = "";
  for (let i = 0; i < 24; i++) {
    const y = hz + 5 + i * i * 0.45 + i * 5;
    const w = (240 - i * 6) * rand(r, 0.45, 1.1);
    glints += rect(sx - w / 2 + rand(r, -30, 30), y, w, 2 + i * 0.2, "#FFE6B0", op(0.75 - i * 0.026));
  }
  s.add(glints);
  // distant coastline and an island
  s.add(
    path(
      `${smooth([
        [1860, hz + 2],
        [1960, hz - 16],
        [2080, hz - 34],
        [2200, hz - 50],
        [2320, hz - 44],
        [2440, hz - 40],
      ])}L2440 ${hz + 2}Z`,
      "#B98382",
      op(0.9),
    ),
  );
  s.add(
    path(
      `${smooth([
        [1180, hz + 2],
        [1240, hz - 12],
        [1300, hz - 16],
        [1370, hz + 2],
      ])}Z`,
      "#C99184",
      op(0.8),
    ),
  );
  // hills, far to near: haze gathers in the valleys
  type Layer = { y0: number; y1: number; cut: number; amp: number; col: string; haze: string };
  const layers: Layer[] = [
    { y0: 560, y1: 600, cut: 1250, amp: 24, col: "#B98A85", haze: "#E5B691" },
    { y0: 610, y1: 660, cut: 1420, amp: 32, col: "#9A6F69", haze: "#D6A084" },
    { y0: 690, y1: 740, cut: 1560, amp: 36, col: "#7B704E", haze: "#BB8F6C" },
    { y0: 790, y1: 830, cut: 1720, amp: 44, col: "#53603E", haze: "#8E815A" },
    { y0: 900, y1: 900, cut: 9999, amp: 48, col: "#2F4530", haze: "#56603F" },
    { y0: 1060, y1: 1010, cut: 9999, amp: 44, col: "#1C2E21", haze: "#2C3B29" },
    { y0: 1230, y1: 1170, cut: 9999, amp: 30, col: "#111E16", haze: "#15241A" },
  ];
  const fns: Ridge[] = [];
  layers.forEach((L, i) => {
    const base = (x: number): number => lerp(L.y0, L.y1, x / W) + sstep(L.cut - 220, L.cut + 260, x) * 700;
    const fn = ridge(r, W, base, L.amp);
    fns.push(fn);
    const top = Math.min(L.y0, L.y1) - L.amp * 1.5;
    const hill = hillD(fn, W, H, 40);
    s.add(
      path(
        hill,
        s.lin(
          [
            [0, L.col],
            [1, L.haze],
          ],
          0,
          top,
          0,
          top + 260,
          true,
        ),
      ),
    );
    if (i === 2) {
      for (let x = 240; x < 720; x += 24) s.add(cypress(x, fn(x) + 6, rand(r, 36, 48), 9, "#4F4A35"));
    }
    if (i === 3) {
      const clip = s.clip(path(hill, "#000"));
      let rows = "";
      for (let k = 0; k < 34; k++) rows += `M${1080 + k * 16} 700L${980 + k * 26} 1000`;
      s.add(line(rows, "#3D4A2D", 3, ` clip-path="${clip}"${op(0.45)}`));
      // farmhouse with a tower
      const hx = 900;
      const hy = fn(hx) + 10;
      s.add(cypress(hx - 70, hy + 4, 92, 18, "#2C3724"));
      s.add(cypress(hx - 46, hy + 4, 74, 15, "#2C3724"));
      s.add(rect(hx - 30, hy - 50, 110, 52, "#E4B47C"));
      s.add(rect(hx - 30, hy - 50, 28, 52, "#A56F4B"));
      s.add(path(`M${hx - 36} ${hy - 48}L${hx + 25} ${hy - 66}L${hx + 86} ${hy - 48}Z`, "#9B472C"));
      s.add(rect(hx + 40, hy - 98, 32, 60, "#EDC38A"));
      s.add(rect(hx + 40, hy - 98, 10, 60, "#B07A52"));
      s.add(path(`M${hx + 36} ${hy - 96}L${hx + 56} ${hy - 110}L${hx + 76} ${hy - 96}Z`, "#9B472C"));
      s.add(
        rect(hx + 8, hy - 36, 7, 12, "#5A3423"),
        rect(hx + 34, hy - 36, 7, 12, "#5A3423"),
        rect(hx + 54, hy - 80, 6, 10, "#5A3423"),
      );
    }
    if (i === 4) {
      // a lane climbing the hill, lined with cypresses
      const A: Pt = [560, fn(560) + 250];
      const B: Pt = [700, fn(700) + 40];
      const Cc: Pt = [930, fn(930) + 6];
      const q = (t: number): Pt => [
        (1 - t) * (1 - t) * A[0] + 2 * (1 - t) * t * B[0] + t * t * Cc[0],
        (1 - t) * (1 - t) * A[1] + 2 * (1 - t) * t * B[1] + t * t * Cc[1],
      ];
      const pts: Pt[] = [];
      for (let k = 0; k <= 10; k++) {
        const [x, y] = q(k / 10);
        pts.push([x - lerp(30, 10, k / 10), y]);
      }
      s.add(line(smooth(pts), "#C39A66", 8, ' stroke-linecap="round" stroke-opacity=".6"'));
      for (let k = 11; k >= 0; k--) {
        const [x, y] = q(k / 11);
        const h = lerp(150, 46, k / 11);
        s.add(cypress(x + h * 0.22, y + 4, h, h * 0.2, "#1C2B1D", "#142016", -1, "#E2A861"));
      }
    }
  });
  s.add(umbrellaPine(r, 1985, fns[5]!(1985) + 30, 300, 280, "#17241A", "#3A4A30"));
  s.add(umbrellaPine(r, 2170, fns[5]!(2170) + 30, 240, 220, "#17241A", "#3A4A30"));
  // framing cypresses in the foreground, rim-lit by the low sun
  const fg: [number, number, number][] = [
    [150, 1040, 150],
    [300, 800, 118],
    [30, 660, 100],
    [2250, 900, 136],
    [2380, 620, 98],
  ];
  for (const [x, h, w] of fg) s.add(cypress(x, H + 30, h, w, "#0F1A13", "#0A120D", -1, "#E9AF66"));
  s.add(
    rect(
      0,
      H * 0.6,
      W,
      H * 0.4,
      s.lin([
        [0, "#0A0F14", 0],
        [1, "#0A0F14", 0.45],
      ]),
    ),
  );
  return s.render();
}

// ---------------------------------------------------------------------------------------------
// Rankings
// ---------------------------------------------------------------------------------------------

function rankingTop100(s: Svg): void {
  const W = s.w;
  const H = s.h;
  const cx = W / 2;
  const cy = H * 0.47;
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.rad(
        [
          [0, "#2A3D62"],
          [0.6, "#141E34"],
          [1, "#0A0F1C"],
        ],
        0.5,
        0.45,
        0.75,
      ),
    ),
  );
  let rays = "";
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * TAU;
    rays += `M${pt(polar(cx, cy, H * 0.42, a))}L${pt(polar(cx, cy, W, a))}`;
  }
  s.add(line(rays, K.goldL, 1.2, op(0.07)));
  for (const [rr, o] of [
    [H * 0.43, 0.25],
    [H * 0.47, 0.12],
    [H * 0.58, 0.08],
  ] as const)
    s.add(circle(cx, cy, rr, "none", ` stroke="${K.goldL}" stroke-width="1.5" stroke-opacity="${o}"`));
  const rw = H * 0.36;
  const gold = s.lin(
    [
      [0, "#F1D796"],
      [1, "#B88A34"],
    ],
    0,
    0,
    1,
    1,
  );
  const gold2 = s.lin(
    [
      [0, "#D9B665"],
      [1, "#8E6726"],
    ],
    0,
    0,
    1,
    1,
  );
  s.add(
    laurelBranch(
      cx,
      cy,
      rw,
      Math.PI / 2 + 0.2,
      (3 * Math.PI) / 2 - 0.32,
      13,
      H * 0.075,
      gold,
      gold2,
      "#B88A34",
    ),
  );
  s.add(
    laurelBranch(cx, cy, rw, Math.PI / 2 - 0.2, -Math.PI / 2 + 0.32, 13, H * 0.075, gold, gold2, "#B88A34"),
  );
  // ribbon
  const by = cy + rw + H * 0.005;
  s.add(
    path(
      `M${f(cx - 10)} ${f(by)}L${f(cx - 70)} ${f(by + 80)}L${f(cx - 48)} ${f(by + 70)}L${f(cx - 36)} ${f(by + 92)}L${f(cx + 4)} ${f(by + 8)}Z`,
      K.burgL,
    ),
  );
  s.add(
    path(
      `M${f(cx + 10)} ${f(by)}L${f(cx + 70)} ${f(by + 80)}L${f(cx + 48)} ${f(by + 70)}L${f(cx + 36)} ${f(by + 92)}L${f(cx - 4)} ${f(by + 8)}Z`,
      K.burgundy,
    ),
  );
  s.add(ellipse(cx, by, 22, 14, K.burgL));
  // one hundred points in a golden-angle spiral
  let dots = "";
  for (let i = 0; i < 100; i++) {
    const rr = H * 0.265 * Math.sqrt((i + 0.6) / 100);
    const a = i * 2.39996323 - Math.PI / 2;
    const [x, y] = polar(cx, cy, rr, a);
    const sz = lerp(11, 6.5, i / 99);
    dots += circle(
      x,
      y,
      sz,
      i < 10 ? "#FBF0D2" : i < 40 ? K.goldL : K.gold,
      i < 10 ? "" : op(lerp(1, 0.55, i / 99)),
    );
  }
  s.add(dots);
  s.add(
    rect(
      0,
      H * 0.6,
      W,
      H * 0.4,
      s.lin([
        [0, "#05080F", 0],
        [1, "#05080F", 0.5],
      ]),
    ),
  );
}

function vineyard(s: Svg, r: Rng, sky: readonly Stop[], sun: string, glow: string, hazeCol: string): void {
  const W = s.w;
  const H = s.h;
  const hz = H * rand(r, 0.44, 0.5);
  s.add(rect(0, 0, W, H, s.lin(sky, 0, 0, 0, hz + H * 0.05, true)));
  const vx = W * rand(r, 0.42, 0.6);
  s.add(
    sunGlow(s, vx + W * rand(r, -0.1, 0.1), hz - H * rand(r, 0.06, 0.14), H * 0.06, sun, glow, W * 0.5, 0.6),
  );
  const farCols = [mix(hazeCol, "#6A4A55", 0.35), mix(hazeCol, "#4A4436", 0.6)];
  farCols.forEach((col, i) => {
    const fn = ridge(r, W, () => hz + H * (i * 0.035 - 0.01), H * 0.025);
    s.add(
      path(
        hillD(fn, W, H),
        s.lin(
          [
            [0, col],
            [1, hazeCol],
          ],
          0,
          hz - H * 0.05,
          0,
          hz + H * 0.12,
          true,
        ),
      ),
    );
    if (i === 1) {
      const x0 = W * rand(r, 0.05, 0.5);
      for (let k = 0; k < 9; k++) {
        const x = x0 + k * W * 0.014;
        s.add(cypress(x, fn(x) + 4, H * 0.055, H * 0.012, darken(col, 0.4)));
      }
      const hx = x0 + W * 0.17;
      const hy = fn(hx) + 3;
      s.add(
        rect(hx, hy - H * 0.03, W * 0.04, H * 0.032, mix("#E2B07A", col, 0.3)),
        path(
          `M${f(hx - 3)} ${f(hy - H * 0.028)}L${f(hx + W * 0.02)} ${f(hy - H * 0.042)}L${f(hx + W * 0.04 + 3)} ${f(hy - H * 0.028)}Z`,
          mix(K.terracotta, col, 0.3),
        ),
      );
    }
  });
  // the vineyard: rows converging on the sun
  const top = hz + H * 0.07;
  const field = ridge(r, W, () => top, H * 0.018);
  const fieldD = hillD(field, W, H);
  s.add(
    path(
      fieldD,
      s.lin(
        [
          [0, "#7A5236"],
          [1, "#2A1810"],
        ],
        0,
        top,
        0,
        H,
        true,
      ),
    ),
  );
  const clip = s.clip(path(fieldD, "#000"));
  let rows = "";
  const sp = W * 0.085;
  for (let k = -14; k <= 14; k++) {
    const bx = vx + k * sp;
    const tx = vx + k * sp * 0.06;
    const bw = sp * 0.26;
    const tw = bw * 0.06;
    rows += `M${f(tx - tw)} ${f(top - H * 0.05)}L${f(tx + tw)} ${f(top - H * 0.05)}L${f(bx + bw)} ${f(H + 20)}L${f(bx - bw)} ${f(H + 20)}Z`;
  }
  s.add(
    group(
      path(
        rows,
        s.lin(
          [
            [0, "#5E6B3A"],
            [0.5, "#33462A"],
            [1, "#17241A"],
          ],
          0,
          top,
          0,
          H,
          true,
        ),
      ),
      ` clip-path="${clip}"`,
    ),
  );
  s.add(
    rect(
      0,
      H * 0.55,
      W,
      H * 0.45,
      s.lin([
        [0, "#0D0A08", 0],
        [1, "#0D0A08", 0.55],
      ]),
    ),
  );
}

function rankingWineStill(s: Svg): void {
  const W = s.w;
  const H = s.h;
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.rad(
        [
          [0, "#5A1A28"],
          [0.7, "#2A0B13"],
          [1, "#16050A"],
        ],
        0.5,
        0.35,
        0.8,
      ),
    ),
  );
  const nx = W * 0.5;
  const nw = W * 0.36;
  s.add(
    path(
      archD(nx - nw / 2, H * 0.08, nw, H * 0.74),
      s.lin([
        [0, "#7A2A38"],
        [1, "#3A0F18"],
      ]),
    ),
  );
  s.add(
    path(
      archD(nx - nw / 2 - 14, H * 0.08 - 14, nw + 28, H * 0.74),
      "none",
      ` stroke="${K.gold}" stroke-width="2" stroke-opacity=".6"`,
    ),
  );
  const ty = H * 0.74;
  s.add(
    rect(
      0,
      ty,
      W,
      H - ty,
      s.lin([
        [0, "#3A2117"],
        [0.1, "#24140D"],
        [1, "#0E0805"],
      ]),
    ),
  );
  s.add(rect(0, ty, W, 3, K.goldL, op(0.35)));
  const bots: [number, number, number, BottleKind, string, string][] = [
    [0.4, 0.5, 0.075, "borgogna", "#2A3A22", K.burgL],
    [0.5, 0.58, 0.068, "bordeaux", "#1C1414", K.gold],
    [0.6, 0.5, 0.058, "renana", "#7E6A2C", "#E8DCC0"],
  ];
  for (const [bx, bh, bw, kind, glass, foil] of bots) {
    s.add(ellipse(W * bx + W * 0.02, ty + 6, W * bw * 0.8, H * 0.012, "#000", op(0.4)));
    s.add(bottle(W * bx, ty + 4, H * bh, W * bw, kind, glass, "#EFE5CF", foil));
  }
  s.add(wineGlass(s, W * 0.74, ty + 6, H * 0.3, "#F6EBD6", "#7E1A2A", 0.45));
  s.add(wineGlass(s, W * 0.81, ty + 6, H * 0.27, "#F6EBD6", null));
  // grapes and a vine leaf on the table
  const gx = W * 0.25;
  const gy = ty + H * 0.02;
  s.add(leaf(gx - W * 0.03, gy - H * 0.02, W * 0.12, W * 0.07, -0.3, "#3B5A33"));
  let grapes = "";
  const rows = [5, 4, 4, 3, 2, 1];
  rows.forEach((n, j) => {
    for (let i = 0; i < n; i++) {
      const x = gx + (i - (n - 1) / 2) * W * 0.021 + (j % 2) * 4;
      const y = gy - H * 0.09 + j * H * 0.032;
      grapes += circle(x, y, W * 0.0125, "#3A1431") + circle(x - 4, y - 4, W * 0.004, "#B98AB0", op(0.55));
    }
  });
  s.add(grapes);
  s.add(line(`M${f(gx)} ${f(gy - H * 0.1)}q10 -30 34 -36`, "#5A4128", 4, ' stroke-linecap="round"'));
  s.add(
    rect(
      W * 0.3,
      ty + H * 0.05,
      W * 0.04,
      H * 0.02,
      "#C9A576",
      ` rx="6" transform="rotate(-12 ${f(W * 0.32)} ${f(ty + H * 0.06)})"`,
    ),
  );
}

function rankingStartups(s: Svg): void {
  const W = s.w;
  const H = s.h;
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.lin(
        [
          [0, "#0C1324"],
          [0.55, "#22375A"],
          [0.8, "#A65E4E"],
          [1, "#E3A56C"],
        ],
        0,
        0,
        0,
        H * 0.78,
        true,
      ),
    ),
  );
  s.add(rect(0, 0, W, H * 0.7, s.pattern(40, 40, circle(20, 20, 1.2, K.goldL, op(0.25)))));
  const r = rngFrom("atlante:rank:startups");
  const base = H * 0.8;
  const n = 20;
  const x0 = W * 0.14;
  const x1 = W * 0.86;
  const step = (x1 - x0) / (n - 1);
  const tw = step * 0.66;
  const tops: Pt[] = [];
  const stones = ["#C9884E", "#B8703F", "#D8A66A", "#A95F38"];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const h = H * (0.1 + 0.52 * t ** 1.6) * rand(r, 0.92, 1.05);
    const x = x0 + i * step - tw / 2;
    const col = stones[i % stones.length]!;
    let tower = rect(x, base - h, tw, h + 4, col);
    tower += rect(x + tw * 0.6, base - h, tw * 0.4, h + 4, darken(col, 0.35));
    for (let k = 0; k < Math.floor(h / (H * 0.09)); k++)
      tower += rect(
        x + tw * 0.3,
        base - h + H * 0.05 + k * H * 0.09,
        tw * 0.14,
        H * 0.028,
        darken(col, 0.65),
      );
    if (i % 3 === 0)
      for (let k = 0; k < 3; k++)
        tower += rect(x + k * tw * 0.4, base - h - tw * 0.22, tw * 0.2, tw * 0.22, col);
    s.add(tower);
    tops.push([x + tw / 2, base - h - H * 0.05]);
  }
  s.add(
    path(
      `${smooth([
        [-40, base - H * 0.04],
        [W * 0.3, base - H * 0.02],
        [W * 0.6, base - H * 0.05],
        [W + 40, base - H * 0.02],
      ])}L${W + 40} ${H}L-40 ${H}Z`,
      "#1A2A1E",
    ),
  );
  s.add(
    rect(
      0,
      base,
      W,
      H - base,
      s.lin([
        [0, "#16241A"],
        [1, "#080D0A"],
      ]),
    ),
  );
  s.add(line(smooth(tops), K.goldL, 3, ' stroke-linecap="round"'));
  let nodes = "";
  for (const [x, y] of tops) nodes += circle(x, y, 6, "#0C1324", ` stroke="${K.goldL}" stroke-width="3"`);
  s.add(nodes);
  const last = tops[tops.length - 1]!;
  s.add(
    circle(
      last[0],
      last[1],
      60,
      s.rad(
        [
          [0, "#FFE6A8", 0.8],
          [1, "#FFE6A8", 0],
        ],
        last[0],
        last[1],
        60,
        true,
      ),
    ),
  );
  let star = "";
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * TAU;
    star += `M${pt(last)}L${pt(polar(last[0], last[1], 6, a - 0.5))}L${pt(polar(last[0], last[1], i % 2 ? 14 : 30, a))}L${pt(polar(last[0], last[1], 6, a + 0.5))}Z`;
  }
  s.add(path(star, "#FFF4D6"));
}

function fork(x: number, y: number, len: number, fill: string): string {
  const w = len * 0.085;
  let d = `M${f(x - w * 0.18)} ${f(y + len)}Q${f(x - w * 0.3)} ${f(y + len * 0.6)} ${f(x - w * 0.12)} ${f(y + len * 0.34)}L${f(x - w * 0.5)} ${f(
    y + len * 0.2,
  )}V${f(y)}`;
  const tine = w * 0.16;
  for (let i = 0; i < 4; i++) {
    const tx = x - w * 0.5 + i * ((w - tine) / 3);
    d += `H${f(tx + tine)}${i < 3 ? `V${f(y + len * 0.12)}H${f(tx + (w - tine) / 3)}V${f(y)}` : ""}`;
  }
  d += `V${f(y + len * 0.2)}L${f(x + w * 0.12)} ${f(y + len * 0.34)}Q${f(x + w * 0.3)} ${f(y + len * 0.6)} ${f(x + w * 0.18)} ${f(y + len)}Z`;
  return path(d, fill);
}

function knife(x: number, y: number, len: number, fill: string): string {
  const w = len * 0.07;
  return path(
    `M${f(x - w * 0.3)} ${f(y + len)}Q${f(x - w * 0.45)} ${f(y + len * 0.7)} ${f(x - w * 0.3)} ${f(y + len * 0.45)}L${f(x - w * 0.45)} ${f(
      y + len * 0.08,
    )}Q${f(x - w * 0.2)} ${f(y)} ${f(x + w * 0.5)} ${f(y + len * 0.04)}L${f(x + w * 0.3)} ${f(y + len * 0.45)}Q${f(x + w * 0.45)} ${f(
      y + len * 0.7,
    )} ${f(x + w * 0.3)} ${f(y + len)}Z`,
    fill,
  );
}

const CLOTHS: readonly [string, string, string][] = [
  ["#2C4A38", "#0F1D15", K.terracotta],
  ["#22375A", "#0C1322", K.terracotta],
  ["#5E1C2A", "#1E070D", "#D7BD93"],
  ["#7A3A22", "#2A120A", "#2E5140"],
];

/** A laid table seen from above: plate, cutlery, glass and an olive branch. */
function sceneTable(s: Svg, r: Rng, fixed = false): void {
  const W = s.w;
  const H = s.h;
  const [c0, c1, napkin] = fixed ? CLOTHS[0]! : paletteOf(s, r, CLOTHS);
  const dish = fixed ? "pasta" : pick(r, ["pasta", "caprese", "pasta"]);
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.rad(
        [
          [0, c0],
          [1, c1],
        ],
        0.5,
        0.35,
        0.85,
      ),
    ),
  );
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.pattern(10, 10, `${rect(0, 0, 10, 1, "#ffffff", op(0.05))}${rect(0, 0, 1, 10, "#000", op(0.08))}`),
    ),
  );
  const cx = W / 2;
  const cy = H * 0.42;
  const R = H * 0.3;
  // napkin under the fork
  s.add(
    rect(
      cx - R - W * 0.13,
      cy - R * 0.9,
      W * 0.09,
      R * 1.9,
      napkin,
      ` transform="rotate(-4 ${f(cx - R - W * 0.085)} ${f(cy)})"`,
    ),
  );
  s.add(
    rect(
      cx - R - W * 0.13,
      cy - R * 0.9,
      W * 0.09,
      R * 1.9,
      "none",
      ` stroke="${K.ivory}" stroke-opacity=".35" stroke-width="2" stroke-dasharray="2 6" transform="rotate(-4 ${f(cx - R - W * 0.085)} ${f(cy)})"`,
    ),
  );
  s.add(circle(cx + 14, cy + 22, R * 1.01, "#000", op(0.35)));
  s.add(
    circle(
      cx,
      cy,
      R,
      s.rad([
        [0, "#F6F0E3"],
        [0.85, "#ECE3D1"],
        [1, "#CFC3AC"],
      ]),
    ),
  );
  s.add(circle(cx, cy, R * 0.93, "none", ` stroke="${K.gold}" stroke-width="2.5"`));
  s.add(
    circle(
      cx,
      cy,
      R * 0.66,
      s.rad([
        [0, "#F3ECDD"],
        [0.9, "#E6DBC6"],
        [1, "#D9CCB3"],
      ]),
    ),
  );
  if (dish === "caprese") {
    const n = 9;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * TAU;
      const [x, y] = polar(cx, cy, R * 0.38, a);
      s.add(circle(x + 3, y + 4, R * 0.15, "#000", op(0.12)));
      s.add(circle(x, y, R * 0.15, i % 2 ? "#F7F3EA" : "#C8372C"));
      if (i % 2 === 0) s.add(circle(x, y, R * 0.1, "#D9503A", op(0.6)));
      s.add(leaf(x + R * 0.08, y - R * 0.08, R * 0.14, R * 0.08, a + 1, "#3E7A3A"));
    }
    s.add(circle(cx, cy, R * 0.13, "#2F6630"));
    for (let i = 0; i < 5; i++)
      s.add(leaf(...polar(cx, cy, R * 0.08, (i / 5) * TAU), R * 0.14, R * 0.08, (i / 5) * TAU, "#3E7A3A"));
    let oil = "";
    for (let i = 0; i < 16; i++)
      oil += circle(
        cx + rand(r, -1, 1) * R * 0.5,
        cy + rand(r, -1, 1) * R * 0.5,
        rand(r, 2, 4),
        "#C9A24B",
        op(0.6),
      );
    s.add(oil);
  } else {
    // spaghetti nest
    let under = "";
    let over = "";
    for (let i = 0; i < 22; i++) {
      const pts: Pt[] = [];
      const rr = R * rand(r, 0.12, 0.44);
      const ox = rand(r, -1, 1) * R * 0.08;
      const oy = rand(r, -1, 1) * R * 0.08;
      const a0 = r() * TAU;
      const turns = rand(r, 0.7, 1.1);
      for (let k = 0; k <= 9; k++) {
        const a = a0 + (k / 9) * TAU * turns;
        const q = rr * (0.85 + 0.25 * Math.sin(a * 2 + i));
        pts.push([cx + ox + Math.cos(a) * q, cy + oy + Math.sin(a) * q * 0.92]);
      }
      const d = smooth(pts);
      under += d;
      over += d;
    }
    s.add(line(under, "#A8772A", 7.5, ' stroke-linecap="round"'));
    s.add(line(over, "#E9C46C", 4.5, ' stroke-linecap="round"'));
    s.add(circle(cx, cy, R * 0.17, "#B4372A"));
    s.add(circle(cx - R * 0.05, cy - R * 0.04, R * 0.1, "#CC4B34"));
    s.add(circle(cx + R * 0.1, cy + R * 0.05, R * 0.07, "#9E2D24"));
    s.add(leaf(cx + R * 0.1, cy - R * 0.14, R * 0.26, R * 0.16, -0.5, "#3E7A3A"));
    s.add(leaf(cx + R * 0.22, cy - R * 0.02, R * 0.2, R * 0.13, 0.4, "#2F6630"));
    for (let i = 0; i < 14; i++)
      s.add(circle(cx + rand(r, -1, 1) * R * 0.3, cy + rand(r, -1, 1) * R * 0.3, rand(r, 1.5, 3), "#FBF3DC"));
  }
  // cutlery
  const silver = s.lin(
    [
      [0, "#F1EEE8"],
      [0.5, "#BDB8AE"],
      [1, "#8D8880"],
    ],
    0,
    0,
    1,
    0,
  );
  s.add(fork(cx - R - W * 0.085, cy - R * 0.85, R * 1.75, silver));
  s.add(knife(cx + R + W * 0.06, cy - R * 0.85, R * 1.75, silver));
  // wine glass seen from above
  const wx = cx + R + W * 0.16;
  const wy = cy - R * 0.65;
  s.add(circle(wx + 8, wy + 12, H * 0.08, "#000", op(0.25)));
  s.add(circle(wx, wy, H * 0.08, "#F6EFE2", op(0.25)));
  s.add(
    circle(
      wx,
      wy,
      H * 0.065,
      s.rad([
        [0, "#8E2434"],
        [1, "#4A0E18"],
      ]),
    ),
  );
  s.add(circle(wx, wy, H * 0.08, "none", ` stroke="#FBF4E6" stroke-width="2.5" stroke-opacity=".8"`));
  s.add(
    line(
      `M${f(wx - H * 0.05)} ${f(wy - H * 0.035)}A${f(H * 0.06)} ${f(H * 0.06)} 0 0 1 ${f(wx + H * 0.01)} ${f(wy - H * 0.06)}`,
      "#ffffff",
      3,
      op(0.6),
    ),
  );
  // olive branch
  const ox = cx - R * 1.5 - W * 0.1;
  const oy = H * 0.86;
  s.add(
    line(
      `M${f(ox)} ${f(oy)}Q${f(ox + W * 0.12)} ${f(oy - H * 0.1)} ${f(ox + W * 0.26)} ${f(oy - H * 0.08)}`,
      "#5A4A30",
      3,
    ),
  );
  for (let i = 0; i < 8; i++) {
    const t = (i + 0.5) / 8;
    const x = ox + W * 0.26 * t;
    const y = oy - H * 0.1 * Math.sin(t * Math.PI * 0.9);
    s.add(
      leaf(x, y + (i % 2 ? 12 : -12), W * 0.05, W * 0.014, i % 2 ? 0.6 : -0.5, i % 2 ? "#8E9C72" : "#6E7E52"),
    );
  }
  s.add(
    ellipse(ox + W * 0.1, oy - H * 0.04, 14, 10, "#2C2233"),
    ellipse(ox + W * 0.18, oy - H * 0.1, 13, 9, "#3B2C3E"),
  );
  s.add(
    rect(
      0,
      H * 0.6,
      W,
      H * 0.4,
      s.lin([
        [0, "#050A07", 0],
        [1, "#050A07", 0.55],
      ]),
    ),
  );
}

interface PodiumPalette {
  bg: readonly Stop[];
  stone: string;
  accent: string;
  ground: string;
}
const PODIUMS: readonly PodiumPalette[] = [
  {
    bg: [
      [0, "#22375A"],
      [1, "#0B1120"],
    ],
    stone: "#EDE3CF",
    accent: K.gold,
    ground: "#0E1626",
  },
  {
    bg: [
      [0, "#6B2330"],
      [1, "#1C070C"],
    ],
    stone: "#F0E4CC",
    accent: K.goldL,
    ground: "#1A0A0E",
  },
  {
    bg: [
      [0, "#2E5140"],
      [1, "#0C1811"],
    ],
    stone: "#EFE4D0",
    accent: K.goldL,
    ground: "#0B140E",
  },
  {
    bg: [
      [0, "#B45A37"],
      [1, "#3A1A10"],
    ],
    stone: "#F4EADA",
    accent: "#F2D591",
    ground: "#24110A",
  },
];

function column(x: number, base: number, h: number, w: number, stone: string): string {
  const shade = darken(stone, 0.3);
  let out = rect(x - w * 0.7, base - h * 0.05, w * 1.4, h * 0.05, stone);
  out += rect(x - w * 0.6, base - h * 0.08, w * 1.2, h * 0.03, darken(stone, 0.1));
  out += rect(x - w / 2, base - h * 0.9, w, h * 0.82, stone);
  out += rect(x + w * 0.18, base - h * 0.9, w * 0.32, h * 0.82, shade, op(0.6));
  let flutes = "";
  for (let i = 1; i < 5; i++)
    flutes += `M${f(x - w / 2 + (w * i) / 5)} ${f(base - h * 0.88)}V${f(base - h * 0.1)}`;
  out += line(flutes, shade, Math.max(1, w * 0.025), op(0.7));
  out += path(
    `M${f(x - w * 0.5)} ${f(base - h * 0.9)}L${f(x - w * 0.75)} ${f(base - h * 0.95)}H${f(x + w * 0.75)}L${f(x + w * 0.5)} ${f(base - h * 0.9)}Z`,
    darken(stone, 0.08),
  );
  out += rect(x - w * 0.8, base - h, w * 1.6, h * 0.05, stone);
  return out;
}

function rankingPodium(s: Svg, r: Rng): void {
  const W = s.w;
  const H = s.h;
  const p = pick(r, PODIUMS);
  s.add(rect(0, 0, W, H, s.rad(p.bg, 0.5, 0.3, 0.85)));
  const cx = W * rand(r, 0.42, 0.58);
  const base = H * 0.84;
  s.add(circle(cx, H * 0.36, H * 0.26, p.accent, op(0.16)));
  s.add(circle(cx, H * 0.36, H * 0.26, "none", ` stroke="${p.accent}" stroke-width="2" stroke-opacity=".6"`));
  const n = pick(r, [3, 5]);
  const cw = W * 0.05;
  for (let i = 0; i < n; i++) {
    const k = i - (n - 1) / 2;
    const h = H * (0.56 - Math.abs(k) * rand(r, 0.09, 0.14));
    s.add(column(cx + k * W * 0.13, base, h, cw, p.stone));
  }
  const lw = H * 0.1;
  const ly = base - H * 0.56 - lw * 1.1;
  const gold = s.lin(
    [
      [0, lighten(p.accent, 0.3)],
      [1, darken(p.accent, 0.25)],
    ],
    0,
    0,
    1,
    1,
  );
  s.add(
    laurelBranch(cx, ly, lw, Math.PI / 2 + 0.25, (3 * Math.PI) / 2 - 0.45, 7, lw * 0.4, gold, gold, p.accent),
  );
  s.add(laurelBranch(cx, ly, lw, Math.PI / 2 - 0.25, -Math.PI / 2 + 0.45, 7, lw * 0.4, gold, gold, p.accent));
  s.add(
    rect(
      0,
      base,
      W,
      H - base,
      s.lin([
        [0, lighten(p.ground, 0.1)],
        [1, p.ground],
      ]),
    ),
  );
  s.add(rect(W * 0.1, base, W * 0.8, 3, p.accent, op(0.4)));
  s.add(
    rect(
      0,
      H * 0.6,
      W,
      H * 0.4,
      s.lin([
        [0, "#000", 0],
        [1, "#000", 0.4],
      ]),
    ),
  );
}

/** 1600×1000 artwork for a ranking page. */
export function rankingArtwork(slug: string): string {
  const s = new Svg(1600, 1000, idPrefix("rank", slug));
  switch (slug) {
    case "top-100-brand":
      rankingTop100(s);
      break;
    case "50-migliori-vini":
      vineyard(
        s,
        rngFrom("atlante:rank:vini:5"),
        [
          [0, "#2B1730"],
          [0.4, "#7A2E45"],
          [0.75, "#D9805A"],
          [1, "#F3C78A"],
        ],
        "#FFEFC6",
        "#FFCB85",
        "#C98A78",
      );
      break;
    case "top-50-vini":
      rankingWineStill(s);
      break;
    case "20-startup-italiane":
      rankingStartups(s);
      break;
    case "40-ristoranti-italiani":
      sceneTable(s, rngFrom("atlante:rank:ristoranti"), true);
      break;
    default:
      rankingPodium(s, rngFrom("atlante:rank", slug));
  }
  return s.render();
}

// ---------------------------------------------------------------------------------------------
// Partners
// ---------------------------------------------------------------------------------------------

/** Palladian facade: steps, colonnade, entablature and pediment. */
function scenePalazzo(s: Svg, r: Rng): void {
  const W = s.w;
  const H = s.h;
  const sky = pick(r, SKIES);
  const stone = pick(r, ["#EDE2CC", "#E6D2AE", "#F1E7D6", "#DCC3A0"]);
  const shade = darken(stone, 0.38);
  s.add(rect(0, 0, W, H, s.lin(sky.sky, 0, 0, 0, H * 0.8, true)));
  s.add(
    sunGlow(s, W * rand(r, 0.15, 0.85), H * rand(r, 0.2, 0.4), H * 0.05, sky.sun, sky.glow, W * 0.4, 0.45),
  );
  const cols = pick(r, [4, 6, 6, 8]);
  const bw = W * rand(r, 0.42, 0.5);
  const bx = (W - bw) / 2;
  const base = H * 0.8;
  const ch = H * rand(r, 0.34, 0.4);
  const cw = (bw / cols) * 0.42;
  // wings
  const wingH = ch * 0.75;
  for (const side of [-1, 1] as const) {
    const wx = side < 0 ? 0 : bx + bw;
    const ww = side < 0 ? bx : W - bx - bw;
    s.add(rect(wx, base - wingH, ww, wingH, mix(stone, sky.haze, 0.25)));
    s.add(rect(wx, base - wingH, ww, H * 0.018, darken(stone, 0.15)));
    const nwin = Math.max(2, Math.floor(ww / (W * 0.06)));
    for (let i = 0; i < nwin; i++) {
      const x = wx + ((i + 0.5) * ww) / nwin - W * 0.012;
      for (const row of [0.25, 0.62]) {
        const y = base - wingH + wingH * row;
        s.add(rect(x, y, W * 0.024, wingH * 0.22, darken(stone, 0.55)));
        s.add(
          path(
            `M${f(x - 4)} ${f(y - 3)}L${f(x + W * 0.012)} ${f(y - 14)}L${f(x + W * 0.024 + 4)} ${f(y - 3)}Z`,
            darken(stone, 0.18),
          ),
        );
      }
    }
  }
  s.add(
    rect(
      0,
      base,
      W,
      H - base,
      s.lin([
        [0, mix(stone, "#3A2A20", 0.45)],
        [1, "#14100D"],
      ]),
    ),
  );
  // portico
  s.add(rect(bx + cw * 0.5, base - ch, bw - cw, ch, shade));
  s.add(path(archD(W / 2 - cw * 0.9, base - ch * 0.7, cw * 1.8, base), darken(stone, 0.7)));
  for (let i = 0; i < cols; i++) {
    const x = bx + ((i + 0.5) * bw) / cols;
    s.add(column(x, base, ch, cw, stone));
  }
  const eh = H * 0.08;
  s.add(rect(bx - cw * 0.3, base - ch - eh, bw + cw * 0.6, eh, stone));
  s.add(rect(bx - cw * 0.3, base - ch - eh * 0.55, bw + cw * 0.6, eh * 0.1, darken(stone, 0.2)));
  s.add(rect(bx - cw * 0.45, base - ch - eh - H * 0.012, bw + cw * 0.9, H * 0.014, darken(stone, 0.08)));
  const pt0 = base - ch - eh - H * 0.012;
  const ph = bw * 0.16;
  s.add(
    path(
      `M${f(bx - cw * 0.45)} ${f(pt0)}L${f(W / 2)} ${f(pt0 - ph)}L${f(bx + bw + cw * 0.45)} ${f(pt0)}Z`,
      stone,
    ),
  );
  s.add(
    path(
      `M${f(bx + cw * 0.3)} ${f(pt0 - 6)}L${f(W / 2)} ${f(pt0 - ph + 18)}L${f(bx + bw - cw * 0.3)} ${f(pt0 - 6)}Z`,
      darken(stone, 0.14),
    ),
  );
  s.add(circle(W / 2, pt0 - ph * 0.38, ph * 0.16, "none", ` stroke="${K.gold}" stroke-width="3"`));
  // steps and piazza
  for (let i = 0; i < 4; i++)
    s.add(
      rect(
        bx - cw * (0.6 + i * 0.5),
        base + i * H * 0.018,
        bw + cw * (1.2 + i),
        H * 0.018,
        i % 2 ? darken(stone, 0.12) : darken(stone, 0.04),
      ),
    );
  const py = base + H * 0.072;
  s.add(
    rect(
      0,
      py,
      W,
      H - py,
      s.lin([
        [0, mix(stone, "#3A2A20", 0.6)],
        [1, "#14100D"],
      ]),
    ),
  );
  let paving = "";
  for (let k = -12; k <= 12; k++)
    paving += `M${f(W / 2 + k * W * 0.02)} ${f(py)}L${f(W / 2 + k * W * 0.16)} ${f(H)}`;
  s.add(line(paving, stone, 1.2, op(0.12)));
  s.add(
    rect(
      0,
      0,
      W,
      H * 0.3,
      s.lin([
        [0, "#000", 0.15],
        [1, "#000", 0],
      ]),
    ),
  );
  s.add(
    rect(
      0,
      H * 0.45,
      W,
      H * 0.55,
      s.lin([
        [0, "#0A0806", 0],
        [0.4, "#0A0806", 0.3],
        [1, "#0A0806", 0.6],
      ]),
    ),
  );
}

/** Museum gallery: a barrel-vaulted enfilade of arches with framed paintings and a bust. */
function sceneEnfilade(s: Svg, r: Rng): void {
  const W = s.w;
  const H = s.h;
  const wall = pick(r, ["#8E3343", "#2E5140", "#22375A", "#B45A37", "#6B5A45"]);
  const stone = pick(r, ["#EDE3CF", "#E3D3B4"]);
  const vx = W / 2;
  const vy = H * 0.5;
  const n = 6;
  const k = 0.55;
  const S = (i: number): number => 1 / (1 + k * i);
  const hw = W * 0.34;
  const floorY = H * 0.98;
  const springY = H * 0.28;
  const X = (x: number, sc: number): number => vx + (x - vx) * sc;
  const Y = (y: number, sc: number): number => vy + (y - vy) * sc;
  const se = S(n);
  s.add(rect(0, 0, W, H, darken(wall, 0.45)));
  // walls
  s.add(
    path(
      poly([
        [X(vx - hw, 1), Y(springY, 1)],
        [X(vx - hw, se), Y(springY, se)],
        [X(vx - hw, se), Y(floorY, se)],
        [X(vx - hw, 1), Y(floorY, 1)],
      ]),
      s.lin(
        [
          [0, darken(wall, 0.2)],
          [1, wall],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(
    path(
      poly([
        [X(vx + hw, 1), Y(springY, 1)],
        [X(vx + hw, se), Y(springY, se)],
        [X(vx + hw, se), Y(floorY, se)],
        [X(vx + hw, 1), Y(floorY, 1)],
      ]),
      s.lin(
        [
          [0, wall],
          [1, darken(wall, 0.3)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  // floor with marble tiles
  s.add(
    path(
      poly([
        [X(vx - hw, 1), Y(floorY, 1)],
        [X(vx - hw, se), Y(floorY, se)],
        [X(vx + hw, se), Y(floorY, se)],
        [X(vx + hw, 1), Y(floorY, 1)],
      ]),
      s.lin(
        [
          [0, mix(stone, wall, 0.2)],
          [1, darken(stone, 0.5)],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  let tiles = "";
  for (let j = -6; j <= 6; j++)
    tiles += `M${f(X(vx + (j * hw) / 6, se))} ${f(Y(floorY, se))}L${f(X(vx + (j * hw) / 6, 1))} ${f(Y(floorY, 1))}`;
  for (let i = 0; i <= n * 2; i++) {
    const sc = S(i / 2);
    tiles += `M${f(X(vx - hw, sc))} ${f(Y(floorY, sc))}H${f(X(vx + hw, sc))}`;
  }
  s.add(line(tiles, darken(stone, 0.6), 1.5, op(0.45)));
  // the far end: an opening onto a garden of light
  const ex = X(vx - hw, se);
  const ew = X(vx + hw, se) - ex;
  const sky = paletteOf(s, r, SKIES);
  s.add(path(archD(ex, Y(springY, se) - ew / 2, ew, Y(floorY, se)), darken(wall, 0.2)));
  s.add(path(archD(ex + ew * 0.3, Y(springY, se) - ew * 0.2, ew * 0.4, Y(floorY, se)), s.lin(sky.sky)));
  // paintings on the side walls
  const frames = [K.gold, "#B88A3C"];
  const paints = [K.terracotta, K.greenM, K.blue, K.ochre, K.burgL, K.sage];
  for (let i = 0; i < n; i++) {
    for (const side of [-1, 1] as const) {
      const a = S(i + 0.22);
      const b = S(i + 0.78);
      const xw = vx + side * hw;
      const yt = H * 0.42;
      const yb = H * 0.72;
      const q: Pt[] = [
        [X(xw, a), Y(yt, a)],
        [X(xw, b), Y(yt, b)],
        [X(xw, b), Y(yb, b)],
        [X(xw, a), Y(yb, a)],
      ];
      s.add(path(poly(q), pick(r, frames)));
      const a2 = S(i + 0.27);
      const b2 = S(i + 0.73);
      const yt2 = yt + H * 0.018;
      const yb2 = yb - H * 0.018;
      const col = pick(r, paints);
      s.add(
        path(
          poly([
            [X(xw, a2), Y(yt2, a2)],
            [X(xw, b2), Y(yt2, b2)],
            [X(xw, b2), Y(yb2, b2)],
            [X(xw, a2), Y(yb2, a2)],
          ]),
          s.lin([
            [0, lighten(col, 0.25)],
            [1, darken(col, 0.25)],
          ]),
        ),
      );
    }
  }
  // ribs: arches across the gallery, far to near
  for (let i = n; i >= 0; i--) {
    const sc = S(i);
    const x = X(vx - hw, sc);
    const w = X(vx + hw, sc) - x;
    const top = Y(springY, sc) - w / 2;
    const bottom = Y(floorY, sc);
    const t = w * 0.045;
    const outer = `M${f(x - t)} ${f(bottom)}V${f(top + w / 2)}A${f(w / 2 + t)} ${f(w / 2 + t)} 0 0 1 ${f(x + w + t)} ${f(top + w / 2)}V${f(bottom)}Z`;
    s.add(
      path(
        `${outer}${archD(x, top + t * 0.2, w, bottom)}`,
        mix(stone, wall, 0.15 + (i / n) * 0.4),
        ' fill-rule="evenodd"',
      ),
    );
    if (i === 0) {
      s.add(path(`M-10 -10H${W + 10}V${H + 10}H-10Z${outer}`, darken(wall, 0.55), ' fill-rule="evenodd"'));
    }
  }
  // a bust on a pedestal
  const bx = vx + W * rand(r, -0.05, 0.05);
  const u = S(1.3) * 1.9;
  const pb = Y(floorY, S(1.3));
  const hy = pb - 120 * u;
  s.add(rect(bx - 36 * u, hy, 72 * u, 120 * u, stone));
  s.add(rect(bx + 12 * u, hy, 24 * u, 120 * u, darken(stone, 0.25)));
  s.add(rect(bx - 42 * u, hy - 8 * u, 84 * u, 10 * u, lighten(stone, 0.2)));
  const marble = "#F4EEE2";
  s.add(
    path(
      `M${f(bx - 54 * u)} ${f(hy - 8 * u)}C${f(bx - 52 * u)} ${f(hy - 50 * u)} ${f(bx - 26 * u)} ${f(hy - 58 * u)} ${f(bx)} ${f(hy - 60 * u)}C${f(bx + 26 * u)} ${f(hy - 58 * u)} ${f(bx + 52 * u)} ${f(hy - 50 * u)} ${f(bx + 54 * u)} ${f(hy - 8 * u)}Z`,
      marble,
    ),
  );
  s.add(rect(bx - 11 * u, hy - 80 * u, 22 * u, 26 * u, "#E4DACA"));
  s.add(ellipse(bx, hy - 104 * u, 26 * u, 33 * u, marble));
  s.add(
    path(
      `M${f(bx - 27 * u)} ${f(hy - 108 * u)}C${f(bx - 26 * u)} ${f(hy - 150 * u)} ${f(bx + 26 * u)} ${f(hy - 150 * u)} ${f(bx + 27 * u)} ${f(hy - 108 * u)}C${f(bx + 14 * u)} ${f(hy - 126 * u)} ${f(bx - 14 * u)} ${f(hy - 126 * u)} ${f(bx - 27 * u)} ${f(hy - 108 * u)}Z`,
      "#DCD2C0",
    ),
  );
  s.add(
    path(
      `M${f(bx + 4 * u)} ${f(hy - 136 * u)}C${f(bx + 26 * u)} ${f(hy - 130 * u)} ${f(bx + 28 * u)} ${f(hy - 90 * u)} ${f(bx + 12 * u)} ${f(hy - 76 * u)}C${f(bx + 22 * u)} ${f(hy - 96 * u)} ${f(bx + 18 * u)} ${f(hy - 122 * u)} ${f(bx + 4 * u)} ${f(hy - 136 * u)}Z`,
      "#CFC4B0",
      op(0.8),
    ),
  );
  s.add(
    rect(
      0,
      H * 0.6,
      W,
      H * 0.4,
      s.lin([
        [0, "#000", 0],
        [1, "#000", 0.45],
      ]),
    ),
  );
}

const PARTNER_SCENES: Record<PartnerArtworkTipo, readonly ((s: Svg, r: Rng) => void)[]> = {
  ente: [scenePalazzo],
  museo: [sceneEnfilade, scenePiazza],
  brand: [sceneTiles, sceneFolds, sceneLamp],
  enogastronomia: [
    (s, r) => {
      const sky = pick(r, SKIES);
      vineyard(s, r, sky.sky, sky.sun, sky.glow, sky.haze);
    },
    (s, r) => sceneHills(s, r, { olives: true, vineyard: true }),
  ],
  altro: [(s, r) => sceneHills(s, r), sceneCoast, sceneTerrace],
};

/** 1600×900 cover for a partner page. */
export function partnerCover(seed: string, tipo: PartnerArtworkTipo): string {
  const r = rngFrom("atlante:partner", tipo, seed);
  const s = new Svg(1600, 900, idPrefix("cover", tipo, seed));
  const scenes = PARTNER_SCENES[tipo] ?? PARTNER_SCENES.altro;
  pick(r, scenes)(s, r);
  return s.render();
}

const STOPWORDS = new Set([
  "di",
  "da",
  "del",
  "della",
  "dello",
  "dei",
  "degli",
  "delle",
  "e",
  "ed",
  "la",
  "il",
  "lo",
  "le",
  "gli",
  "l",
  "d",
  "i",
  "un",
  "una",
  "in",
  "a",
  "al",
  "alla",
  "per",
  "con",
  "su",
  "srl",
  "spa",
  "snc",
  "sas",
  "s",
  "p",
  "the",
  "of",
  "and",
  "&",
]);

/** Up to two initials from a name, skipping articles, prepositions and company suffixes. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const meaningful = words.filter((w) => !STOPWORDS.has(w.toLowerCase()));
  const list = meaningful.length ? meaningful : words;
  const letters = list.slice(0, 2).map((w) => w.charAt(0).toLocaleUpperCase("it-IT"));
  return letters.join("") || "A";
}

function escapeXml(v: string): string {
  return v.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );
}

const SERIF = `font-family="Georgia, 'Times New Roman', Times, serif"`;

interface EmblemPalette {
  bg: string;
  shape: string;
  letter: string;
  accent: string;
}
const EMBLEMS: readonly EmblemPalette[] = [
  { bg: "#F2EADB", shape: "#15213A", letter: "#F2EADB", accent: "#C9A24B" },
  { bg: "#F2EADB", shape: "#611B29", letter: "#F1DDA6", accent: "#C9A24B" },
  { bg: "#EDE3CF", shape: "#1E3A2B", letter: "#F2EADB", accent: "#C9A24B" },
  { bg: "#F4ECDD", shape: "#B45A37", letter: "#FBF4E6", accent: "#15213A" },
  { bg: "#15213A", shape: "#F2EADB", letter: "#15213A", accent: "#C9A24B" },
  { bg: "#1E3A2B", shape: "#C9A24B", letter: "#13261B", accent: "#F2EADB" },
  { bg: "#611B29", shape: "#F2EADB", letter: "#611B29", accent: "#C9A24B" },
];

function emblemShape(kind: number, cx: number, cy: number, R: number): string {
  switch (kind) {
    case 0:
      return circleD(cx, cy, R);
    case 1: {
      // shield
      return `M${f(cx - R * 0.86)} ${f(cy - R * 0.92)}H${f(cx + R * 0.86)}V${f(cy - R * 0.05)}C${f(cx + R * 0.86)} ${f(cy + R * 0.55)} ${f(
        cx + R * 0.3,
      )} ${f(cy + R * 0.85)} ${f(cx)} ${f(cy + R)}C${f(cx - R * 0.3)} ${f(cy + R * 0.85)} ${f(cx - R * 0.86)} ${f(cy + R * 0.55)} ${f(
        cx - R * 0.86,
      )} ${f(cy - R * 0.05)}Z`;
    }
    case 2: {
      // rounded square
      const h = R * 0.86;
      const c = R * 0.2;
      return `M${f(cx - h + c)} ${f(cy - h)}H${f(cx + h - c)}Q${f(cx + h)} ${f(cy - h)} ${f(cx + h)} ${f(cy - h + c)}V${f(cy + h - c)}Q${f(
        cx + h,
      )} ${f(cy + h)} ${f(cx + h - c)} ${f(cy + h)}H${f(cx - h + c)}Q${f(cx - h)} ${f(cy + h)} ${f(cx - h)} ${f(cy + h - c)}V${f(
        cy - h + c,
      )}Q${f(cx - h)} ${f(cy - h)} ${f(cx - h + c)} ${f(cy - h)}Z`;
    }
    case 3:
      // lozenge
      return poly([
        [cx, cy - R * 1.05],
        [cx + R * 1.05, cy],
        [cx, cy + R * 1.05],
        [cx - R * 1.05, cy],
      ]);
    case 4:
      // arch
      return archD(cx - R * 0.78, cy - R * 0.98, R * 1.56, cy + R * 0.92);
    default: {
      // octagon (Castel del Monte)
      const pts: Pt[] = [];
      for (let i = 0; i < 8; i++) pts.push(polar(cx, cy, R, (i / 8) * TAU + Math.PI / 8));
      return poly(pts);
    }
  }
}

/** 512×512 monogram logo: the name's initials on a seeded emblem. */
export function partnerLogo(seed: string, name: string): string {
  const r = rngFrom("atlante:logo", seed, name);
  const S = 512;
  const s = new Svg(S, S, idPrefix("logo", seed, name));
  const p = pick(r, EMBLEMS);
  const kind = randInt(r, 0, 5);
  const cx = S / 2;
  const cy = S / 2;
  const R = 200;
  s.add(rect(0, 0, S, S, p.bg));
  s.add(path(emblemShape(kind, cx, cy, R), p.shape));
  s.add(path(emblemShape(kind, cx, cy, R - 16), "none", ` stroke="${p.accent}" stroke-width="3"`));
  if (chance(r, 0.5))
    s.add(
      path(
        emblemShape(kind, cx, cy, R - 26),
        "none",
        ` stroke="${p.accent}" stroke-width="1.2" stroke-opacity=".8"`,
      ),
    );
  const ini = escapeXml(initialsOf(name));
  const two = ini.length > 1;
  const fs = (two ? 138 : 200) * (kind === 4 || kind === 3 ? 0.9 : 1);
  const deco = randInt(r, 0, 2);
  let ly = cy + fs * 0.34;
  if (kind === 1) ly -= 14;
  if (kind === 4) ly += 10;
  if (deco === 0) {
    const y = cy + (kind === 1 ? 70 : 92);
    s.add(rect(cx - 56, y, 112, 2.5, p.accent), circle(cx, y + 1.2, 5, p.accent));
    ly -= 12;
  } else if (deco === 1) {
    for (const dx of [-1, 1])
      s.add(
        path(
          poly([
            [cx + dx * 130, cy],
            [cx + dx * 138, cy - 8],
            [cx + dx * 146, cy],
            [cx + dx * 138, cy + 8],
          ]),
          p.accent,
        ),
      );
  } else {
    s.add(circle(cx, cy - (kind === 4 ? 120 : 135), 6, p.accent));
  }
  s.add(
    `<text x="${cx}" y="${f(ly)}" ${SERIF} font-size="${fs}" text-anchor="middle" fill="${p.letter}"${two ? ' letter-spacing="4"' : ""}>${ini}</text>`,
  );
  return s.render();
}

/** 400×400 decorative medallion for a ranking entry (with the label's initial). */
export function rankingItemArtwork(seed: string, label: string): string {
  const r = rngFrom("atlante:item", seed, label);
  const S = 400;
  const s = new Svg(S, S, idPrefix("item", seed, label));
  const p = pick(r, EMBLEMS);
  const cx = S / 2;
  const cy = S / 2;
  s.add(
    rect(
      0,
      0,
      S,
      S,
      s.rad([
        [0, lighten(p.bg, 0.08)],
        [1, darken(p.bg, 0.08)],
      ]),
    ),
  );
  const petals = pick(r, [12, 16, 24]);
  const kind = randInt(r, 0, 2);
  let rose = "";
  for (let i = 0; i < petals; i++) {
    const a = (i / petals) * TAU;
    if (kind === 0) {
      const [x, y] = polar(cx, cy, 128, a);
      rose += leaf(x, y, 90, 44, a, p.shape, op(0.9));
    } else if (kind === 1) {
      rose += path(
        `M${pt(polar(cx, cy, 110, a - Math.PI / petals / 2))}L${pt(polar(cx, cy, i % 2 ? 150 : 176, a))}L${pt(polar(cx, cy, 110, a + Math.PI / petals / 2))}Z`,
        p.shape,
      );
    } else {
      rose += circle(...polar(cx, cy, 140, a), 9, p.shape);
      rose += circle(...polar(cx, cy, 164, a + Math.PI / petals), 5, p.accent);
    }
  }
  s.add(rose);
  s.add(circle(cx, cy, 118, p.shape));
  s.add(circle(cx, cy, 104, "none", ` stroke="${p.accent}" stroke-width="3"`));
  s.add(circle(cx, cy, 96, "none", ` stroke="${p.accent}" stroke-width="1" stroke-dasharray="2 5"`));
  const ini = escapeXml(initialsOf(label).charAt(0));
  s.add(
    `<text x="${cx}" y="${f(cy + 44)}" ${SERIF} font-size="128" text-anchor="middle" fill="${p.letter}">${ini}</text>`,
  );
  return s.render();
}

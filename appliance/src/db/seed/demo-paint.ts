/** Small SVG drawing helpers for the demo pictures: colours, gradients, smooth blobs, shadows. */

export type Point = readonly [number, number];
export type Stop = readonly [offset: number, color: string, opacity?: number];

const r1 = (n: number) => Math.round(n * 10) / 10;

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes two '#rrggbb' colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

export const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
export const darken = (color: string, t: number) => mix(color, '#000000', t);

/** A seeded generator (mulberry32 over an FNV-1a hash), so each item's picture is the same on every box. */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (const ch of seed) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Collects the gradients and patterns one picture uses, under ids unique within that picture. */
export class Painter {
  readonly #defs: string[] = [];
  #next = 0;
  readonly random: () => number;

  constructor(seed: string) {
    this.random = seededRandom(seed);
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.random();
  }

  pick<T>(options: readonly T[]): T {
    return options[Math.floor(this.random() * options.length)]!;
  }

  /** A linear gradient over the shape's box, top to bottom unless told. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.paint(
      (id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`,
    );
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    return this.paint(
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsSvg(stops)}</radialGradient>`,
    );
  }

  /** Registers any definition (pattern, mask, clip path) and returns `url(#id)`. */
  paint(define: (id: string) => string): string {
    const id = `d${this.#next++}`;
    this.#defs.push(define(id));
    return `url(#${id})`;
  }

  get defs(): string {
    return this.#defs.join('');
  }
}

function stopsSvg(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

/** A smooth closed curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(points: readonly Point[]): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n]!;
  let d = `M${r1(at(0)[0])} ${r1(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r1(c1[0]!)} ${r1(c1[1]!)} ${r1(c2[0]!)} ${r1(c2[1]!)} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return `${d}Z`;
}

/** An irregular rounded lump around (cx, cy): fried chicken, a scoop, a mound of rice. */
export function blobPath(p: Painter, cx: number, cy: number, rx: number, ry: number, wobble = 0.12, points = 9): string {
  const start = p.between(0, Math.PI);
  const pts: Point[] = [];
  for (let i = 0; i < points; i++) {
    const a = start + (i / points) * Math.PI * 2;
    const k = 1 + p.between(-wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothClosed(pts);
}

/** A soft contact shadow under an object standing at (cx, cy). */
export function shadow(p: Painter, cx: number, cy: number, rx: number, ry: number, strength = 0.38): string {
  const fill = p.radial([
    [0, '#000000', strength],
    [0.6, '#000000', strength * 0.45],
    [1, '#000000', 0],
  ]);
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
}

/** Small round bubbles rising inside a glass. */
export function bubbles(p: Painter, x0: number, x1: number, y0: number, y1: number, count: number, opacity = 0.55): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = p.between(1.2, 3.4);
    out += `<circle cx="${r1(p.between(x0, x1))}" cy="${r1(p.between(y0, y1))}" r="${r1(r)}" fill="none" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="1.1"/>`;
  }
  return out;
}

/** Places a fragment drawn around (256, 256) at (x, y), scaled and turned. */
export function place(fragment: string, x: number, y: number, scale = 1, rotate = 0): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rotate)}) scale(${scale}) translate(-256 -256)">${fragment}</g>`;
}

/** A glossy lump lit from the top left. */
export function lump(p: Painter, cx: number, cy: number, rx: number, ry: number, color: string, wobble = 0.14): string {
  const fill = p.radial(
    [
      [0, lighten(color, 0.45)],
      [0.55, color],
      [1, darken(color, 0.35)],
    ],
    0.38,
    0.32,
    0.7,
  );
  return `<path d="${blobPath(p, cx, cy, rx, ry, wobble)}" fill="${fill}"/>`;
}

/** Crumbs, seeds or salt scattered over an oval. */
export function specks(
  p: Painter,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  color: string,
  opacity = 0.5,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = p.between(0, Math.PI * 2);
    const d = Math.sqrt(p.random());
    out += `<ellipse cx="${(cx + Math.cos(a) * rx * d).toFixed(1)}" cy="${(cy + Math.sin(a) * ry * d).toFixed(1)}" rx="${p.between(1.5, 3.2).toFixed(1)}" ry="${p.between(1, 2.2).toFixed(1)}" fill="${color}" opacity="${opacity}"/>`;
  }
  return out;
}

/** A pointed leaf (lettuce, shiso) lying at an angle. */
export function leaf(p: Painter, cx: number, cy: number, length: number, angle: number, color: string): string {
  const fill = p.linear([
    [0, lighten(color, 0.25)],
    [1, darken(color, 0.2)],
  ]);
  const h = length / 2;
  return `<g transform="translate(${cx} ${cy}) rotate(${angle})"><path d="M${-h} 0 Q${-h / 3} ${-h * 0.62} ${h} 0 Q${-h / 3} ${h * 0.62} ${-h} 0z" fill="${fill}"/><path d="M${-h} 0 L${h * 0.85} 0" stroke="${lighten(color, 0.45)}" stroke-width="2" opacity=".7"/></g>`;
}

export function lemonWedge(p: Painter, cx: number, cy: number, angle = -20): string {
  const flesh = p.radial([
    [0, '#fff7c2'],
    [1, '#f7d948'],
  ]);
  return `<g transform="translate(${cx} ${cy}) rotate(${angle})"><path d="M-34 0 A34 26 0 0 0 34 0z" fill="#e9b800"/><path d="M-29 2 A29 20 0 0 0 29 2z" fill="${flesh}"/><path d="M0 2 L-16 16 M0 2 L0 21 M0 2 L16 16" stroke="#fff7c2" stroke-width="2"/></g>`;
}

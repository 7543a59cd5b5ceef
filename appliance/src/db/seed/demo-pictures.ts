import { loadSharp } from '../../shared/image-store';
import { type BowlFill, bowlOf, callBell, dessertCup, plateStack, skewers, towel } from './demo-bowls';
import { type Food, plateOf } from './demo-dishes';
import { beerBottle, beerMug, type Garnish, sakeSet, tallGlass, tumbler, wineGlass } from './demo-drinks';
import { darken, lighten, Painter, place } from './demo-paint';

/**
 * Item pictures for the demo shop, drawn as SVG from shapes and gradients (no text, so nothing
 * depends on the fonts of the box) and rasterised by sharp. Every object stands on a wooden
 * counter in front of a warm wall with a faint seigaiha wave pattern.
 */

export type Picture =
  | { kind: 'plate'; food: Food; colors?: readonly string[]; plate?: string }
  | { kind: 'bowl'; fill: BowlFill; soup: string; outer: string; inner?: string }
  | { kind: 'skewers'; rows: readonly (readonly string[])[]; plate?: string }
  | { kind: 'dessert'; scoops: readonly string[] }
  | { kind: 'beer'; liquid?: string }
  | { kind: 'bottle' }
  | { kind: 'tall'; liquid: string; garnish?: Garnish; cloudy?: boolean }
  | { kind: 'wine'; liquid: string }
  | { kind: 'sake'; ceramic: string; glaze: string }
  | { kind: 'tumbler'; liquid: string; straw?: string; rock?: boolean; clear?: boolean }
  | { kind: 'bell' }
  | { kind: 'towel' }
  | { kind: 'dishes' }
  /** Several pictures on one counter, each centred at (x, y) and scaled. */
  | { kind: 'set'; parts: readonly { picture: Picture; x: number; y: number; scale: number }[] };

/** The wall behind and the counter under the object. */
export interface Backdrop {
  wall: string;
  counter: string;
}

/** Pixel size of the rendered square; the image pipeline makes the thumb and detail sizes from it. */
export const PICTURE_SIZE = 1024;

function draw(p: Painter, picture: Picture): string {
  switch (picture.kind) {
    case 'plate':
      return plateOf(p, picture.food, picture.colors ?? [], picture.plate);
    case 'bowl':
      return bowlOf(p, picture.fill, picture.soup, picture.outer, picture.inner);
    case 'skewers':
      return skewers(p, picture.rows, picture.plate);
    case 'dessert':
      return dessertCup(p, picture.scoops);
    case 'beer':
      return beerMug(p, picture.liquid);
    case 'bottle':
      return beerBottle(p);
    case 'tall':
      return tallGlass(p, picture.liquid, picture.garnish, picture.cloudy);
    case 'wine':
      return wineGlass(p, picture.liquid);
    case 'sake':
      return sakeSet(p, picture.ceramic, picture.glaze);
    case 'tumbler':
      return tumbler(p, picture.liquid, picture);
    case 'bell':
      return callBell(p);
    case 'towel':
      return towel(p);
    case 'dishes':
      return plateStack(p);
    case 'set':
      return picture.parts.map((part) => place(draw(p, part.picture), part.x, part.y, part.scale)).join('');
  }
}

/** Overlapping concentric arcs (seigaiha) tiled over the wall; the ring colour only, the rest is the wall. */
function seigaiha(p: Painter, wall: string): string {
  const r = 18;
  const rings = [0.78, 0.56, 0.34].map((k) => r * k);
  const scale = (cx: number, cy: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${wall}" stroke="${lighten(wall, 0.32)}" stroke-width="1.4"/>` +
    rings
      .map((rr) => `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="none" stroke="${lighten(wall, 0.32)}" stroke-width="1.4"/>`)
      .join('');
  return p.paint(
    (id) =>
      `<pattern id="${id}" width="${2 * r}" height="${r}" patternUnits="userSpaceOnUse">${scale(0, 0)}${scale(2 * r, 0)}${scale(r, r / 2)}${scale(0, r)}${scale(2 * r, r)}</pattern>`,
  );
}

/**
 * How each kind is framed: its point `from` (y) moves to `to`, enlarged by `scale` about x = 256;
 * `horizon` is where the counter meets the wall (lower for tall glasses, higher behind plates).
 */
const FRAMING: Record<Picture['kind'], { scale: number; from: number; to: number; horizon: number }> = {
  plate: { scale: 1.25, from: 372, to: 304, horizon: 236 },
  bowl: { scale: 1.2, from: 330, to: 292, horizon: 250 },
  skewers: { scale: 1.15, from: 370, to: 306, horizon: 236 },
  dessert: { scale: 1.15, from: 300, to: 280, horizon: 332 },
  beer: { scale: 1.15, from: 290, to: 276, horizon: 332 },
  bottle: { scale: 1.08, from: 260, to: 256, horizon: 332 },
  tall: { scale: 1.12, from: 270, to: 262, horizon: 332 },
  wine: { scale: 1.12, from: 270, to: 262, horizon: 332 },
  sake: { scale: 1.1, from: 280, to: 270, horizon: 332 },
  tumbler: { scale: 1.3, from: 324, to: 298, horizon: 332 },
  bell: { scale: 1.1, from: 320, to: 300, horizon: 300 },
  towel: { scale: 1.25, from: 350, to: 316, horizon: 290 },
  dishes: { scale: 1.15, from: 370, to: 330, horizon: 280 },
  set: { scale: 1.05, from: 300, to: 296, horizon: 286 },
};

/** The SVG document of one item's picture; `seed` varies the scattered details per item. */
export function pictureSvg(picture: Picture, backdrop: Backdrop, seed: string): string {
  const p = new Painter(seed);
  const frame = FRAMING[picture.kind];
  const body = `<g transform="translate(256 ${frame.to}) scale(${frame.scale}) translate(-256 -${frame.from})">${draw(p, picture)}</g>`;
  const { wall, counter } = backdrop;
  const { horizon } = frame;
  const wallFill = p.radial(
    [
      [0, lighten(wall, 0.38)],
      [0.6, wall],
      [1, darken(wall, 0.22)],
    ],
    0.5,
    0.42,
    0.75,
  );
  const fade = p.paint(
    (id) =>
      `<radialGradient id="${id}" cx="0.5" cy="0.55" r="0.62"><stop offset="0.35" stop-color="#000"/><stop offset="1" stop-color="#fff"/></radialGradient>`,
  );
  const mask = p.paint((id) => `<mask id="${id}"><rect width="512" height="${horizon}" fill="${fade}"/></mask>`);
  const pattern = seigaiha(p, wall);
  const counterFill = p.linear([
    [0, lighten(counter, 0.12)],
    [0.25, counter],
    [1, darken(counter, 0.38)],
  ]);
  let grain = '';
  for (let y0 = horizon + 16; y0 < 512; y0 += 24) {
    const y = y0 + p.between(-5, 5);
    grain += `<path d="M0 ${y.toFixed(1)} q128 ${p.between(-7, 7).toFixed(1)} 256 0 t256 0" stroke="${darken(counter, 0.3)}" stroke-width="${p.between(1, 2.6).toFixed(1)}" fill="none" opacity=".35"/>`;
  }
  const vignette = p.radial(
    [
      [0.55, '#000000', 0],
      [1, '#000000', 0.3],
    ],
    0.5,
    0.48,
    0.72,
  );
  const light = p.radial(
    [
      [0, '#fff6e0', 0.35],
      [1, '#fff6e0', 0],
    ],
    0.5,
    0.5,
    0.5,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 512 512">`,
    `<defs>${p.defs}</defs>`,
    `<rect width="512" height="512" fill="${wallFill}"/>`,
    `<rect width="512" height="${horizon}" fill="${pattern}" opacity=".55" mask="${mask}"/>`,
    `<ellipse cx="256" cy="200" rx="230" ry="170" fill="${light}"/>`,
    `<rect y="${horizon}" width="512" height="${512 - horizon}" fill="${counterFill}"/>${grain}`,
    `<rect y="${horizon}" width="512" height="3" fill="${lighten(counter, 0.35)}" opacity=".7"/>`,
    body,
    `<rect width="512" height="512" fill="${vignette}"/>`,
    '</svg>',
  ].join('');
}

/**
 * Rasterises a picture to PNG, which the upload pipeline (storeImage) then takes like any photo;
 * storeImage accepts only sniffed bitmaps, not SVG. Uncompressed: it is decoded again at once.
 */
export async function renderPicture(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
}

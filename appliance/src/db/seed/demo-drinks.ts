import { bubbles, darken, lighten, type Painter, shadow } from './demo-paint';

/** Drinks, each standing on the counter around x = 256 with its foot at y = 432. */

export type Garnish = 'lemon' | 'lime' | 'grapefruit' | 'plum' | 'none';

const GLASS_EDGE = 'stroke="#ffffff" stroke-opacity=".75" stroke-width="2.5"';

function liquidFill(p: Painter, liquid: string): string {
  return p.linear(
    [
      [0, darken(liquid, 0.22)],
      [0.3, lighten(liquid, 0.22)],
      [0.55, liquid],
      [1, darken(liquid, 0.32)],
    ],
    0,
    0,
    1,
    0,
  );
}

function glassBody(p: Painter): string {
  return p.linear(
    [
      [0, '#ffffff', 0.32],
      [0.25, '#ffffff', 0.12],
      [0.75, '#ffffff', 0.08],
      [1, '#ffffff', 0.3],
    ],
    0,
    0,
    1,
    0,
  );
}

function shine(x: number, y: number, h: number, w = 10): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#ffffff" opacity=".4"/><rect x="${x + w + 6}" y="${y + 12}" width="${w / 3}" height="${h * 0.6}" rx="${w / 6}" fill="#ffffff" opacity=".25"/>`;
}

/** A foam head: a row of soft bumps over a band, overflowing a little on one side. */
function foam(p: Painter, x0: number, x1: number, y: number, depth: number): string {
  const fill = p.linear([
    [0, '#fffdf6'],
    [0.7, '#f7ecd2'],
    [1, '#e8d6ae'],
  ]);
  let bumps = '';
  for (let x = x0 + 8; x <= x1 - 8; x += 18) {
    bumps += `<circle cx="${x.toFixed(1)}" cy="${(y + p.between(-3, 4)).toFixed(1)}" r="${p.between(13, 19).toFixed(1)}"/>`;
  }
  const drip = `<path d="M${x0 + 6} ${y + depth - 6} q-4 26 6 30 q10 2 8 -30 z"/>`;
  return `<g fill="${fill}"><rect x="${x0}" y="${y}" width="${x1 - x0}" height="${depth}" rx="10"/>${bumps}${drip}</g>`;
}

function iceCube(p: Painter, cx: number, cy: number, size: number): string {
  const angle = p.between(-28, 28).toFixed(1);
  return `<g transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${angle})"><rect x="${-size / 2}" y="${-size / 2}" width="${size}" height="${size}" rx="${size / 5}" fill="#ffffff" fill-opacity=".28" stroke="#ffffff" stroke-opacity=".7" stroke-width="2"/><path d="M${-size / 3} ${-size / 4} l${size / 3} ${-size / 10}" stroke="#ffffff" stroke-opacity=".85" stroke-width="3" stroke-linecap="round"/></g>`;
}

function citrusWheel(p: Painter, cx: number, cy: number, r: number, rind: string, flesh: string): string {
  let segments = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    segments += `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(a) * r * 0.78).toFixed(1)}" y2="${(cy + Math.sin(a) * r * 0.78).toFixed(1)}"/>`;
  }
  const body = p.radial([
    [0, lighten(flesh, 0.45)],
    [1, flesh],
  ]);
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rind}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="#fffbe8"/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="${body}"/><g stroke="#fffbe8" stroke-width="2.2">${segments}</g>`;
}

export function beerMug(p: Painter, liquid = '#e9a21c'): string {
  // The handle pulls the eye right; shifting the mug left centres the whole.
  const parts = [
    shadow(p, 256, 434, 132, 18),
    `<path d="M318 196 h26 a38 38 0 0 1 38 38 v92 a38 38 0 0 1 -38 38 h-26" fill="none" stroke="#ffffff" stroke-opacity=".45" stroke-width="24"/>`,
    `<path d="M318 196 h26 a38 38 0 0 1 38 38 v92 a38 38 0 0 1 -38 38 h-26" fill="none" stroke="#ffffff" stroke-opacity=".7" stroke-width="3"/>`,
    `<rect x="178" y="150" width="146" height="24" rx="8" fill="#ffffff" fill-opacity=".2"/>`,
    `<rect x="186" y="176" width="130" height="228" rx="6" fill="${liquidFill(p, liquid)}"/>`,
    bubbles(p, 196, 306, 200, 396, 26),
    `<rect x="176" y="146" width="150" height="286" rx="14" fill="${glassBody(p)}" ${GLASS_EDGE}/>`,
    `<rect x="182" y="402" width="138" height="26" rx="9" fill="#ffffff" fill-opacity=".3"/>`,
    foam(p, 178, 324, 150, 34),
    shine(194, 196, 196),
  ];
  return `<g transform="translate(-22 0)">${parts.join('')}</g>`;
}

export function beerBottle(p: Painter, glass = '#5b3214', label = '#f3e7c9', band = '#c8312a'): string {
  const body = p.linear(
    [
      [0, darken(glass, 0.3)],
      [0.3, lighten(glass, 0.25)],
      [0.5, glass],
      [1, darken(glass, 0.45)],
    ],
    0,
    0,
    1,
    0,
  );
  const bottle =
    'M196 432 v-168 q0 -44 34 -64 q10 -6 10 -20 v-88 h32 v88 q0 14 10 20 q34 20 34 64 v168 q0 8 -8 8 h-104 q-8 0 -8 -8z';
  return [
    shadow(p, 290, 440, 150, 18),
    `<path d="${bottle}" transform="translate(-34 0)" fill="${body}"/>`,
    `<rect x="202" y="80" width="36" height="16" rx="4" fill="#d9b24a"/><rect x="202" y="80" width="36" height="5" rx="2" fill="#f4dc8a"/>`,
    `<rect x="162" y="300" width="120" height="86" rx="6" fill="${label}"/><rect x="162" y="316" width="120" height="14" fill="${band}"/><circle cx="222" cy="358" r="14" fill="none" stroke="${band}" stroke-width="4"/>`,
    `<rect x="176" y="236" width="9" height="180" rx="4.5" fill="#ffffff" opacity=".28"/><rect x="210" y="100" width="6" height="80" rx="3" fill="#ffffff" opacity=".25"/>`,
    // a small glass of beer beside the bottle
    `<rect x="314" y="286" width="92" height="124" rx="4" fill="${liquidFill(p, '#e9a21c')}"/>`,
    bubbles(p, 320, 400, 300, 404, 10),
    `<rect x="308" y="262" width="104" height="170" rx="10" fill="${glassBody(p)}" ${GLASS_EDGE}/>`,
    foam(p, 310, 410, 266, 24),
    shine(320, 300, 100, 7),
  ].join('');
}

export function tallGlass(p: Painter, liquid: string, garnish: Garnish = 'none', cloudy = false): string {
  const outline = 'M190 112 h132 l-8 312 q0 8 -8 8 h-100 q-8 0 -8 -8z';
  const liquidPath = 'M194 160 h124 l-6.4 246 h-111.2z';
  const cubes = [iceCube(p, 232, 178, 46), iceCube(p, 282, 190, 44), iceCube(p, 252, 228, 42), iceCube(p, 288, 262, 38)];
  const parts = [
    shadow(p, 256, 434, 92, 15),
    `<path d="${liquidPath}" fill="${liquidFill(p, liquid)}"${cloudy ? '' : ' fill-opacity=".92"'}/>`,
    `<ellipse cx="256" cy="160" rx="62" ry="6" fill="${lighten(liquid, 0.4)}" opacity=".9"/>`,
    bubbles(p, 204, 308, 250, 400, 22, cloudy ? 0.35 : 0.6),
    ...cubes,
  ];
  if (garnish === 'plum')
    parts.push(`<circle cx="262" cy="386" r="20" fill="#b3202c"/><circle cx="255" cy="380" r="6" fill="#ffffff" opacity=".35"/>`);
  parts.push(
    `<path d="${outline}" fill="${glassBody(p)}" ${GLASS_EDGE}/>`,
    `<rect x="204" y="404" width="104" height="24" rx="6" fill="#ffffff" fill-opacity=".28"/>`,
    shine(202, 150, 230),
  );
  if (garnish === 'lemon') parts.push(citrusWheel(p, 318, 118, 34, '#f1c40f', '#fbe36b'));
  if (garnish === 'lime') parts.push(citrusWheel(p, 318, 118, 32, '#5a9a28', '#b6dd6b'));
  if (garnish === 'grapefruit') parts.push(citrusWheel(p, 318, 118, 38, '#f08a4b', '#f7a08c'));
  return parts.join('');
}

export function wineGlass(p: Painter, liquid: string): string {
  const bowl = 'M184 108 h144 q8 96 -22 150 q-20 34 -50 36 q-30 -2 -50 -36 q-30 -54 -22 -150z';
  const clip = p.paint((id) => `<clipPath id="${id}"><path d="${bowl}"/></clipPath>`);
  const wine = p.linear([
    [0, lighten(liquid, 0.25)],
    [1, darken(liquid, 0.35)],
  ]);
  return [
    shadow(p, 256, 432, 96, 14),
    `<g clip-path="${clip}"><rect x="170" y="204" width="172" height="100" fill="${wine}"/><ellipse cx="256" cy="204" rx="70" ry="7" fill="${lighten(liquid, 0.35)}"/></g>`,
    `<path d="${bowl}" fill="${glassBody(p)}" ${GLASS_EDGE}/>`,
    `<path d="M250 292 h12 v118 q0 10 6 14 h-24 q6 -4 6 -14z" fill="#ffffff" fill-opacity=".55"/>`,
    `<ellipse cx="256" cy="428" rx="70" ry="11" fill="#ffffff" fill-opacity=".4" ${GLASS_EDGE}/>`,
    `<path d="M200 126 q-6 70 18 122" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="9" stroke-linecap="round"/>`,
  ].join('');
}

/** A tokkuri flask and a small ochoko cup. */
export function sakeSet(p: Painter, ceramic: string, glaze: string): string {
  const flask =
    'M232 118 q-10 0 -10 8 q0 6 10 10 v62 q-66 52 -68 150 q0 56 26 82 h132 q26 -26 26 -82 q-2 -98 -68 -150 v-62 q10 -4 10 -10 q0 -8 -10 -8z';
  const clip = p.paint((id) => `<clipPath id="${id}"><path d="${flask}"/></clipPath>`);
  const body = p.linear(
    [
      [0, darken(ceramic, 0.18)],
      [0.35, lighten(ceramic, 0.3)],
      [1, darken(ceramic, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  const glazeFill = p.linear(
    [
      [0, lighten(glaze, 0.15)],
      [1, darken(glaze, 0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  const cup = p.linear(
    [
      [0, darken(ceramic, 0.12)],
      [0.4, lighten(ceramic, 0.3)],
      [1, darken(ceramic, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  return [
    shadow(p, 280, 436, 170, 18),
    `<g transform="translate(-24 0)"><path d="${flask}" fill="${body}"/><g clip-path="${clip}"><path d="M150 120 h220 v110 q-110 40 -220 0z" fill="${glazeFill}"/><rect x="160" y="404" width="200" height="40" fill="${darken(ceramic, 0.25)}" opacity=".5"/></g>`,
    `<path d="M212 250 q-30 40 -28 110" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="10" stroke-linecap="round"/></g>`,
    `<path d="M318 364 h92 q-4 46 -26 62 h-40 q-22 -16 -26 -62z" fill="${cup}"/>`,
    `<ellipse cx="364" cy="364" rx="46" ry="10" fill="${lighten(ceramic, 0.4)}"/><ellipse cx="364" cy="366" rx="38" ry="7" fill="${p.radial(
      [
        [0, '#eaf4f7'],
        [1, '#bcd3db'],
      ],
    )}"/><rect x="346" y="424" width="36" height="8" rx="3" fill="${darken(ceramic, 0.3)}"/>`,
  ].join('');
}

/** A short tumbler: a rock glass (big cube, no straw) or a soft drink (cubes and a straw). */
export function tumbler(p: Painter, liquid: string, options: { straw?: string; rock?: boolean; clear?: boolean } = {}): string {
  const outline = 'M168 216 h176 l-10 208 q0 8 -8 8 h-140 q-8 0 -8 -8z';
  const top = options.rock ? 300 : 250;
  const fill = options.clear
    ? p.linear([
        [0, '#ffffff', 0.25],
        [1, liquid, 0.6],
      ])
    : liquidFill(p, liquid);
  const parts = [shadow(p, 256, 434, 116, 16)];
  if (options.straw)
    parts.push(
      `<path d="M276 400 L330 150 l18 -36" fill="none" stroke="${options.straw}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  const bottom = 406;
  const inset = ((top - 216) / 208) * 10;
  parts.push(
    `<path d="M${172 + inset} ${top} H${340 - inset} L${333} ${bottom} H179z" fill="${fill}"/>`,
    `<ellipse cx="256" cy="${top}" rx="${84 - inset}" ry="7" fill="${lighten(liquid, 0.4)}" opacity=".85"/>`,
    bubbles(p, 186, 326, top + 30, 400, 14, options.clear ? 0.45 : 0.6),
  );
  if (options.rock) parts.push(iceCube(p, 252, top - 4, 78));
  else parts.push(iceCube(p, 214, 262, 46), iceCube(p, 266, 254, 50), iceCube(p, 300, 282, 40));
  parts.push(
    `<path d="${outline}" fill="${glassBody(p)}" ${GLASS_EDGE}/>`,
    `<rect x="182" y="400" width="148" height="28" rx="6" fill="#ffffff" fill-opacity=".3"/>`,
    shine(184, 232, 160),
  );
  return parts.join('');
}

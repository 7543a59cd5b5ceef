import { blobPath, darken, lighten, type Painter, shadow } from './demo-paint';

/** Bowls, skewers, desserts and the service-genre objects, drawn around (256, 256) like the rest. */

export type BowlFill = 'noodles' | 'chazuke' | 'stew' | 'rice';

const RIM_Y = 292;

function ring(cx: number, cy: number, r: number, color: string): string {
  return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r}" fill="none" stroke="${color}" stroke-width="3"/>`;
}

function greenOnion(p: Painter, cx: number, cy: number, rx: number, ry: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++)
    out += ring(cx + p.between(-rx, rx), cy + p.between(-ry, ry), p.between(3.5, 5.5), p.pick(['#5fb33a', '#8fd15a', '#4a9a2c']));
  return out;
}

function noodles(p: Painter, soup: string): string {
  let strands = '';
  for (let i = 0; i < 16; i++) {
    const y = RIM_Y - 30 + i * 4.4;
    strands += `<path d="M100 ${y.toFixed(1)} q20 -9 40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0" stroke="${p.pick(['#f2cf6b', '#f6dc8c', '#e9bf55'])}" stroke-width="6" fill="none"/>`;
  }
  const clip = p.paint((id) => `<clipPath id="${id}"><ellipse cx="256" cy="${RIM_Y + 4}" rx="142" ry="36"/></clipPath>`);
  const pork = p.radial([
    [0, '#f0c6aa'],
    [0.8, '#d49474'],
    [1, '#8a4b2c'],
  ]);
  return `<ellipse cx="256" cy="${RIM_Y + 4}" rx="142" ry="36" fill="${soup}"/><g clip-path="${clip}">${strands}</g><rect x="300" y="${RIM_Y - 80}" width="56" height="78" rx="3" fill="#1f3320" transform="rotate(12 328 ${RIM_Y - 40})"/><ellipse cx="198" cy="${RIM_Y - 4}" rx="46" ry="22" fill="${pork}"/><ellipse cx="300" cy="${RIM_Y + 8}" rx="30" ry="17" fill="#fbfaf3"/><ellipse cx="300" cy="${RIM_Y + 9}" rx="15" ry="9" fill="#f29b1f"/>${greenOnion(p, 250, RIM_Y + 2, 34, 14, 14)}<circle cx="244" cy="${RIM_Y - 20}" r="18" fill="#fbf7f2"/><path d="M236 ${RIM_Y - 22} q8 -8 14 0 q-2 8 -8 6" stroke="#e8728f" stroke-width="3" fill="none"/>`;
}

function chazuke(p: Painter, soup: string): string {
  let grains = '';
  for (let i = 0; i < 40; i++)
    grains += `<ellipse cx="${p.between(180, 330).toFixed(1)}" cy="${p.between(RIM_Y - 50, RIM_Y + 6).toFixed(1)}" rx="4" ry="2.2" fill="#ffffff" transform="rotate(${p.between(-60, 60).toFixed(0)} 256 ${RIM_Y})"/>`;
  let salmon = '';
  for (let i = 0; i < 8; i++)
    salmon += `<path d="${blobPath(p, 256 + p.between(-36, 36), RIM_Y - 40 + p.between(-10, 14), 13, 9, 0.3)}" fill="${p.pick(['#f07c4a', '#f59a6a', '#e5683a'])}"/>`;
  let nori = '';
  for (let i = 0; i < 9; i++)
    nori += `<rect x="${p.between(210, 300).toFixed(1)}" y="${p.between(RIM_Y - 64, RIM_Y - 40).toFixed(1)}" width="3.5" height="18" fill="#1d2a1d" transform="rotate(${p.between(-50, 50).toFixed(0)} 256 ${RIM_Y - 50})"/>`;
  return `<ellipse cx="256" cy="${RIM_Y + 4}" rx="142" ry="36" fill="${soup}"/><path d="${blobPath(p, 256, RIM_Y - 18, 90, 44, 0.08)}" fill="#f7f4ec"/>${grains}${salmon}${nori}<path d="M322 ${RIM_Y - 20} q14 -22 30 -8 q-14 18 -30 8z" fill="#6fae45"/><path d="${blobPath(p, 196, RIM_Y - 6, 10, 7, 0.2)}" fill="#9ccc4a"/>`;
}

/** A heaped bowl of white rice: a soft dome, grains catching the light all over it. */
function rice(p: Painter, soup: string): string {
  const half = 136;
  const height = 84;
  let grains = '';
  for (let i = 0; i < 120; i++) {
    const x = 256 + p.between(-half + 14, half - 14);
    const top = RIM_Y + 6 - height * (1 - ((x - 256) / half) ** 2);
    const y = p.between(top + 5, RIM_Y + 4);
    grains += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="5" ry="2.6" fill="${p.pick(['#ffffff', '#ece6d6', '#fbf9f2'])}" transform="rotate(${p.between(-70, 70).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }
  const dome = `M${256 - half} ${RIM_Y + 6} Q256 ${RIM_Y + 6 - 2 * height} ${256 + half} ${RIM_Y + 6} Z`;
  return `<path d="${dome}" fill="${soup}"/><ellipse cx="236" cy="${RIM_Y - 44}" rx="54" ry="22" fill="#ffffff" opacity="0.55"/>${grains}`;
}

function stew(p: Painter, soup: string): string {
  let chunks = '';
  for (let i = 0; i < 11; i++) {
    const x = 256 + p.between(-110, 110);
    const y = RIM_Y + p.between(-22, 16);
    const color = p.pick(['#d9b28a', '#c99a72', '#e6c9a6', '#8c7d74']);
    chunks += `<path d="${blobPath(p, x, y, p.between(16, 24), p.between(9, 13), 0.25)}" fill="${color}"/>`;
  }
  let chili = '';
  for (let i = 0; i < 26; i++)
    chili += `<circle cx="${p.between(200, 310).toFixed(1)}" cy="${p.between(RIM_Y - 14, RIM_Y + 8).toFixed(1)}" r="1.6" fill="#c4271d"/>`;
  const surface = p.radial([
    [0, lighten(soup, 0.2)],
    [1, darken(soup, 0.2)],
  ]);
  return `<ellipse cx="256" cy="${RIM_Y + 4}" rx="142" ry="36" fill="${surface}"/>${chunks}${greenOnion(p, 256, RIM_Y - 4, 60, 12, 26)}${chili}`;
}

/** A deep bowl seen from the side; `outer` colours the glaze, `inner` the inside. */
export function bowlOf(p: Painter, fill: BowlFill, soup: string, outer: string, inner = '#f6f1e6'): string {
  const body = p.linear(
    [
      [0, darken(outer, 0.35)],
      [0.35, lighten(outer, 0.2)],
      [0.6, outer],
      [1, darken(outer, 0.45)],
    ],
    0,
    0,
    1,
    0,
  );
  const contents = { noodles, chazuke, stew, rice }[fill](p, soup);
  const front = `M100 ${RIM_Y} A156 46 0 0 0 412 ${RIM_Y} C412 390 350 434 256 434 C162 434 100 390 100 ${RIM_Y}z`;
  return [
    shadow(p, 256, 440, 170, 22),
    `<rect x="206" y="420" width="100" height="18" rx="6" fill="${darken(outer, 0.4)}"/>`,
    `<ellipse cx="256" cy="${RIM_Y}" rx="156" ry="46" fill="${darken(inner, 0.12)}"/>`,
    contents,
    `<path d="${front}" fill="${body}"/>`,
    `<path d="M112 ${RIM_Y + 24} A150 44 0 0 0 400 ${RIM_Y + 24}" stroke="${lighten(outer, 0.55)}" stroke-width="5" fill="none" opacity=".8"/>`,
    `<path d="M100 ${RIM_Y} A156 46 0 0 0 412 ${RIM_Y}" stroke="${inner}" stroke-width="6" fill="none"/>`,
    `<path d="M136 ${RIM_Y + 58} q20 50 70 66" stroke="#ffffff" stroke-width="9" fill="none" opacity=".22" stroke-linecap="round"/>`,
  ].join('');
}

/** Skewers on a long plate; each row lists its pieces' colours, a single colour is one long tsukune. */
export function skewers(p: Painter, rows: readonly (readonly string[])[], plateColor = '#2f2a28'): string {
  let out = `${shadow(p, 256, 420, 240, 40)}<rect x="46" y="330" width="420" height="110" rx="18" fill="${darken(plateColor, 0.3)}"/><rect x="46" y="320" width="420" height="110" rx="18" fill="${plateColor}"/><rect x="64" y="332" width="384" height="86" rx="12" fill="${lighten(plateColor, 0.08)}"/>`;
  rows.forEach((pieces, row) => {
    const y = 300 + row * (120 / Math.max(rows.length, 1));
    let skewer = `<path d="M84 ${y} L430 ${y}" stroke="#d8b47a" stroke-width="5" stroke-linecap="round"/>`;
    if (pieces.length === 1) {
      skewer += `<path d="${blobPath(p, 250, y, 120, 22, 0.05, 12)}" fill="${p.radial(
        [
          [0, lighten(pieces[0]!, 0.45)],
          [0.6, pieces[0]!],
          [1, darken(pieces[0]!, 0.4)],
        ],
        0.4,
        0.3,
        0.7,
      )}"/><path d="M150 ${y - 10} q100 -8 200 0" stroke="#ffffff" stroke-width="4" opacity=".35" fill="none" stroke-linecap="round"/>`;
    } else {
      pieces.forEach((color, i) => {
        const x = 160 + i * (200 / Math.max(pieces.length - 1, 1));
        const fill = p.radial(
          [
            [0, lighten(color, 0.5)],
            [0.6, color],
            [1, darken(color, 0.38)],
          ],
          0.4,
          0.3,
          0.7,
        );
        skewer += `<path d="${blobPath(p, x, y, 30, 24, 0.14)}" fill="${fill}"/><ellipse cx="${x - 8}" cy="${y - 10}" rx="10" ry="4" fill="#ffffff" opacity=".3"/>`;
      });
    }
    out += `<g transform="rotate(-6 256 ${y})">${skewer}</g>`;
  });
  return out;
}

/** Ice cream in a footed glass cup with a wafer and a mint leaf. */
export function dessertCup(p: Painter, scoops: readonly string[]): string {
  let top = '';
  scoops.forEach((color, i) => {
    const x = 256 + (i - (scoops.length - 1) / 2) * 64;
    const y = 268 - (i === Math.floor(scoops.length / 2) ? 22 : 0);
    top += `<path d="${blobPath(p, x, y, 58, 46, 0.1, 11)}" fill="${p.radial(
      [
        [0, lighten(color, 0.5)],
        [0.7, color],
        [1, darken(color, 0.2)],
      ],
      0.4,
      0.3,
      0.7,
    )}"/>`;
  });
  return [
    shadow(p, 256, 434, 110, 16),
    `<rect x="300" y="150" width="24" height="120" rx="6" fill="#dca55a" transform="rotate(18 312 210)"/><path d="M302 160 l22 100 M312 158 l16 96" stroke="#b9843e" stroke-width="2" transform="rotate(18 312 210)"/>`,
    top,
    `<path d="M208 214 q-10 -24 -38 -20 q-2 28 38 20z" fill="#4f9d3a"/><circle cx="262" cy="208" r="16" fill="${p.radial(
      [
        [0, '#ff6b6b'],
        [1, '#a5121e'],
      ],
      0.35,
      0.3,
      0.7,
    )}"/><path d="M262 194 q4 -24 20 -34" stroke="#5a7a2a" stroke-width="3" fill="none"/>`,
    `<path d="M146 276 h220 q-4 74 -98 90 v46 h-24 v-46 q-94 -16 -98 -90z" fill="#ffffff" fill-opacity=".34" stroke="#ffffff" stroke-opacity=".8" stroke-width="2.5"/>`,
    `<ellipse cx="256" cy="424" rx="72" ry="12" fill="#ffffff" fill-opacity=".45" stroke="#ffffff" stroke-opacity=".8" stroke-width="2"/>`,
    `<path d="M168 290 q8 40 40 56" stroke="#ffffff" stroke-width="7" fill="none" opacity=".5" stroke-linecap="round"/>`,
  ].join('');
}

/** The shop's counter bell, for the staff-call item. */
export function callBell(p: Painter): string {
  const dome = p.radial(
    [
      [0, '#fff4c4'],
      [0.45, '#e8b73a'],
      [1, '#8a5a10'],
    ],
    0.38,
    0.3,
    0.75,
  );
  return `${shadow(p, 256, 424, 170, 26)}<ellipse cx="256" cy="404" rx="160" ry="34" fill="#2b2220"/><ellipse cx="256" cy="394" rx="160" ry="34" fill="#4a3a33"/><path d="M136 384 a120 124 0 0 1 240 0z" fill="${dome}"/><ellipse cx="256" cy="384" rx="120" ry="14" fill="#b88420"/><rect x="250" y="230" width="12" height="36" fill="#a98a4a"/><ellipse cx="256" cy="230" rx="20" ry="7" fill="#3a2c26"/><ellipse cx="256" cy="226" rx="20" ry="7" fill="#5a463c"/><path d="M180 338 q12 -56 58 -74" stroke="#ffffff" stroke-width="11" fill="none" opacity=".5" stroke-linecap="round"/>`;
}

/** A rolled hand towel on a small bamboo tray. */
export function towel(p: Painter): string {
  let slats = '';
  for (let x = 120; x <= 392; x += 17) slats += `<path d="M${x} 352 v70" stroke="#9d7a45" stroke-width="2"/>`;
  const roll = p.linear([
    [0, '#ffffff'],
    [0.6, '#eef0f2'],
    [1, '#bfc6cc'],
  ]);
  return `${shadow(p, 256, 428, 190, 26)}<rect x="104" y="346" width="304" height="84" rx="10" fill="#c9a468"/>${slats}<rect x="130" y="276" width="240" height="90" rx="45" fill="${roll}"/><ellipse cx="370" cy="321" rx="26" ry="45" fill="#f4f6f8"/><path d="M370 300 a14 20 0 1 1 -8 22 a8 12 0 1 1 8 -10" stroke="#b7c0c8" stroke-width="3" fill="none"/><path d="M160 292 h170" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity=".8"/>`;
}

/** A stack of small plates for sharing. */
export function plateStack(p: Painter, color = '#f5f1e8', rim = '#2f4f8a'): string {
  let out = shadow(p, 256, 424, 200, 32);
  for (let i = 0; i < 5; i++) {
    const y = 404 - i * 16;
    out += `<ellipse cx="256" cy="${y + 6}" rx="170" ry="44" fill="${darken(color, 0.22)}"/><ellipse cx="256" cy="${y}" rx="170" ry="44" fill="${color}"/><ellipse cx="256" cy="${y}" rx="160" ry="40" fill="none" stroke="${rim}" stroke-width="3" opacity=".75"/>`;
  }
  const top = 404 - 4 * 16;
  return `${out}<ellipse cx="256" cy="${top + 2}" rx="118" ry="28" fill="${darken(color, 0.06)}"/><ellipse cx="256" cy="${top + 2}" rx="40" ry="10" fill="none" stroke="${rim}" stroke-width="2.5" opacity=".6"/>`;
}

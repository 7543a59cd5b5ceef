import { blobPath, darken, leaf, lemonWedge, lighten, lump, type Painter, shadow, smoothClosed, specks } from './demo-paint';

/** Food served on a plate seen from the table, the plate centred at (256, 392). */

export type Food =
  | 'nuggets'
  | 'wings'
  | 'pods'
  | 'sashimi'
  | 'omelette'
  | 'tofu'
  | 'mound'
  | 'salad'
  | 'pickles'
  | 'oysters'
  | 'gyoza'
  | 'fries'
  | 'fish';

const PLATE_Y = 392;

function plate(p: Painter, color: string, long: boolean): string {
  const rx = long ? 188 : 196;
  const ry = long ? 60 : 80;
  const well = p.radial(
    [
      [0, lighten(color, 0.25)],
      [0.75, color],
      [1, darken(color, 0.12)],
    ],
    0.5,
    0.45,
    0.6,
  );
  if (long) {
    return `${shadow(p, 256, PLATE_Y + 22, 236, 40)}<rect x="${256 - rx}" y="${PLATE_Y - ry + 10}" width="${rx * 2}" height="${ry * 2}" rx="22" fill="${darken(color, 0.28)}"/><rect x="${256 - rx}" y="${PLATE_Y - ry}" width="${rx * 2}" height="${ry * 2}" rx="22" fill="${lighten(color, 0.12)}"/><rect x="${276 - rx}" y="${PLATE_Y - ry + 12}" width="${rx * 2 - 40}" height="${ry * 2 - 24}" rx="14" fill="${well}"/>`;
  }
  return `${shadow(p, 256, PLATE_Y + 20, 220, 52)}<ellipse cx="256" cy="${PLATE_Y + 9}" rx="${rx}" ry="${ry}" fill="${darken(color, 0.28)}"/><ellipse cx="256" cy="${PLATE_Y}" rx="${rx}" ry="${ry}" fill="${lighten(color, 0.12)}"/><ellipse cx="256" cy="${PLATE_Y + 3}" rx="${rx - 40}" ry="${ry - 18}" fill="${well}"/>`;
}

function nuggets(p: Painter, color: string, elongated: boolean): string {
  const spots: [number, number][] = [
    [200, 362],
    [256, 352],
    [312, 364],
    [226, 392],
    [290, 394],
    [258, 324],
  ];
  let out = leaf(p, 172, 350, 110, -28, '#5f9e3a') + leaf(p, 330, 340, 96, 24, '#6fae45');
  for (const [x, y] of spots) {
    const rx = elongated ? 42 : 36;
    const ry = elongated ? 22 : 30;
    const turn = elongated ? p.between(-35, 35) : 0;
    out += `<g transform="rotate(${turn.toFixed(1)} ${x} ${y})">${lump(p, x, y, rx, ry, color, 0.16)}${specks(p, x, y, rx * 0.8, ry * 0.8, 10, elongated ? '#fff6de' : darken(color, 0.4), elongated ? 0.85 : 0.45)}</g>`;
  }
  return out + lemonWedge(p, 340, 408);
}

// A pod's outline, x y pairs: three beans make three bulges.
const POD = [-44, 2, -34, -12, -15, -9, 0, -15, 15, -9, 32, -14, 44, -2, 32, 12, 15, 8, 0, 13, -15, 8, -32, 12];
const POD_PATH = smoothClosed(POD.flatMap((v, i) => (i % 2 === 0 ? [[v, POD[i + 1]!] as const] : [])));

function edamame(p: Painter, color: string): string {
  // Pods in a heap, drawn back to front so the nearer ones overlap.
  const pods: [number, number][] = [];
  for (let i = 0; i < 26; i++) {
    const x = p.between(-1, 1);
    const depth = p.between(-1, 1);
    pods.push([256 + x * 130 * (1 - depth * 0.15), 372 + depth * 34 - (1 - Math.abs(x)) * 26]);
  }
  pods.sort((a, b) => a[1] - b[1]);
  let out = '';
  for (const [x, y] of pods) {
    const fill = p.linear([
      [0, lighten(color, 0.4)],
      [0.6, color],
      [1, darken(color, 0.3)],
    ]);
    out += `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${p.between(-35, 35).toFixed(1)})"><path d="${POD_PATH}" fill="${fill}" stroke="${darken(color, 0.35)}" stroke-width="1.2"/><path d="M-34 -2 q34 -6 68 0" stroke="${lighten(color, 0.55)}" stroke-width="2" fill="none" opacity=".6"/><path d="M44 -2 l8 -5" stroke="${darken(color, 0.3)}" stroke-width="3" stroke-linecap="round"/></g>`;
  }
  return out + specks(p, 256, 360, 120, 40, 36, '#ffffff', 0.9);
}

function sashimi(p: Painter, colors: readonly string[]): string {
  let out = `<path d="${blobPath(p, 256, 350, 120, 34, 0.1)}" fill="#f4f1ea"/>`;
  for (let i = 0; i < 30; i++) {
    const x = p.between(150, 360);
    out += `<path d="M${x.toFixed(1)} ${p.between(328, 372).toFixed(1)} q6 -10 14 -12" stroke="#ffffff" stroke-width="2" fill="none"/>`;
  }
  out += leaf(p, 160, 358, 90, -20, '#3d8b3d');
  colors.forEach((color, group) => {
    const cx = 186 + group * 70;
    for (let s = 0; s < 3; s++) {
      const fill = p.linear(
        [
          [0, lighten(color, 0.3)],
          [1, darken(color, 0.15)],
        ],
        0,
        0,
        1,
        1,
      );
      const stripes = `<path d="M-20 -8 q20 6 40 -2 M-20 6 q20 6 40 -2" stroke="${lighten(color, 0.6)}" stroke-width="3" fill="none" opacity=".7"/>`;
      out += `<g transform="translate(${cx + s * 14} ${366 + s * 6}) rotate(${-28 + s * 6})"><rect x="-30" y="-20" width="60" height="40" rx="10" fill="${fill}"/>${stripes}<rect x="-24" y="-16" width="30" height="6" rx="3" fill="#ffffff" opacity=".35"/></g>`;
    }
  });
  return `${out}<path d="${blobPath(p, 352, 404, 14, 9, 0.2)}" fill="#8bbf3f"/>`;
}

function omelette(p: Painter, color: string): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const x = 168 + i * 62;
    const front = p.linear([
      [0, lighten(color, 0.2)],
      [1, darken(color, 0.12)],
    ]);
    const layers = [0.25, 0.5, 0.75].map(
      (k) =>
        `<path d="M${x + 6} ${330 + k * 62} q25 ${-8 + k * 4} 50 0" stroke="${darken(color, 0.18)}" stroke-width="2" fill="none"/>`,
    );
    out += `<path d="M${x} 330 l24 -18 h56 l-24 18z" fill="${lighten(color, 0.3)}"/><path d="M${x + 56} 330 l24 -18 v60 l-24 18z" fill="${darken(color, 0.2)}"/><rect x="${x}" y="330" width="56" height="62" rx="4" fill="${front}"/>${layers.join('')}`;
  }
  return `${out}<path d="${blobPath(p, 370, 396, 28, 16, 0.2)}" fill="#fbfaf5"/><ellipse cx="370" cy="386" rx="9" ry="4" fill="#c98a3b" opacity=".8"/>${leaf(p, 392, 372, 44, -40, '#4e9a3c')}`;
}

function tofu(p: Painter): string {
  const front = p.linear([
    [0, '#ffffff'],
    [1, '#e8e3d6'],
  ]);
  let onion = '';
  for (let i = 0; i < 14; i++) {
    onion += `<circle cx="${p.between(214, 300).toFixed(1)}" cy="${p.between(284, 300).toFixed(1)}" r="4.5" fill="none" stroke="#6cbf3c" stroke-width="3"/>`;
  }
  return `<path d="M186 300 l40 -26 h110 l-40 26z" fill="#fffdf7"/><path d="M296 300 l40 -26 v76 l-40 26z" fill="#ddd6c6"/><rect x="186" y="300" width="110" height="76" rx="4" fill="${front}"/><path d="${blobPath(p, 262, 286, 26, 10, 0.3)}" fill="#c9a27a" opacity=".9"/>${onion}<path d="${blobPath(p, 236, 292, 12, 7, 0.25)}" fill="#f2b05e"/>`;
}

function mound(p: Painter, color: string): string {
  let out = leaf(p, 176, 344, 120, -24, '#7cb342') + leaf(p, 336, 340, 110, 22, '#8cc152');
  out += lump(p, 256, 362, 116, 44, darken(color, 0.04), 0.06);
  for (const [x, y, r] of [
    [210, 338, 40],
    [262, 322, 50],
    [312, 342, 38],
    [236, 362, 44],
    [290, 366, 42],
  ] as const) {
    out += lump(p, x, y, r, r * 0.8, color, 0.12);
  }
  for (let i = 0; i < 5; i++) {
    const x = 200 + p.between(0, 120);
    const y = 330 + p.between(0, 40);
    out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9" fill="#6fae3a"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="6" fill="#d7ecb0"/>`;
  }
  out += specks(p, 262, 346, 90, 30, 16, '#e0732b', 0.95) + specks(p, 262, 340, 90, 34, 40, lighten(color, 0.7), 0.8);
  return `${out}${lump(p, 352, 400, 20, 18, '#d8342b', 0.04)}<ellipse cx="346" cy="394" rx="6" ry="3" fill="#ffffff" opacity=".6"/>`;
}

function salad(p: Painter): string {
  let out = '';
  const greens = ['#4f8f2f', '#6fb043', '#8cc152', '#5c9d35', '#a4cf5a'];
  for (let i = 0; i < 14; i++)
    out += leaf(p, 256 + p.between(-130, 130), 360 + p.between(-40, 30), p.between(70, 110), p.between(-70, 70), p.pick(greens));
  for (let i = 0; i < 4; i++) out += lump(p, 256 + p.between(-110, 110), 360 + p.between(-20, 30), 17, 15, '#d8342b', 0.05);
  for (let i = 0; i < 6; i++) {
    out += `<rect x="${p.between(160, 340).toFixed(1)}" y="${p.between(330, 390).toFixed(1)}" width="16" height="14" rx="3" fill="#d9a24c" transform="rotate(${p.between(-30, 30).toFixed(1)} 256 360)"/>`;
  }
  return `${out}<path d="M170 350 q40 -20 80 4 t90 -6" stroke="#fbf6e9" stroke-width="6" fill="none" stroke-linecap="round" opacity=".9"/>`;
}

function pickles(p: Painter, colors: readonly string[]): string {
  const [takuan = '#f1c21b', shiba = '#8e3b75', cucumber = '#6aa842'] = colors;
  let out = '';
  for (let i = 0; i < 5; i++) {
    const x = 150 + i * 16;
    const fill = p.radial([
      [0, lighten(takuan, 0.5)],
      [1, takuan],
    ]);
    out += `<path d="M${x - 34} ${372 - i * 6} a34 30 0 0 1 68 0z" fill="${fill}" stroke="${darken(takuan, 0.15)}" stroke-width="2"/>`;
  }
  for (let i = 0; i < 16; i++) {
    out += lump(
      p,
      262 + p.between(-34, 34),
      352 + p.between(-16, 20) - (i > 10 ? 8 : 0),
      p.between(10, 16),
      p.between(7, 11),
      shiba,
      0.3,
    );
  }
  for (let i = 0; i < 5; i++) {
    const x = 334 + (i % 3) * 26 + p.between(-4, 4);
    const y = 376 - Math.floor(i / 3) * 28 + p.between(-4, 4);
    out += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="24" ry="17" fill="${darken(cucumber, 0.2)}"/><ellipse cx="${x.toFixed(1)}" cy="${(y - 2).toFixed(1)}" rx="19" ry="13" fill="${lighten(cucumber, 0.55)}"/><ellipse cx="${x.toFixed(1)}" cy="${(y - 2).toFixed(1)}" rx="9" ry="6" fill="${lighten(cucumber, 0.75)}"/>`;
  }
  return out;
}

function oysters(p: Painter): string {
  let out = '';
  for (const [x, y] of [
    [196, 368],
    [256, 344],
    [316, 370],
  ] as const) {
    out += `${lump(p, x, y, 52, 30, '#8d8a80', 0.2)}<path d="${blobPath(p, x, y - 2, 34, 18, 0.12)}" fill="${p.radial([
      [0, '#fbf7ee'],
      [0.7, '#e7dccb'],
      [1, '#9a8f80'],
    ])}"/>`;
  }
  return out + lemonWedge(p, 256, 402, 0);
}

function gyoza(p: Painter, color: string): string {
  // Served crisp side up on their lacy "wing", as from the pan.
  let out = `<path d="${blobPath(p, 256, 366, 150, 56, 0.1, 12)}" fill="#e2b36f" opacity=".85"/>`;
  for (let i = 0; i < 24; i++)
    out += `<circle cx="${p.between(130, 380).toFixed(1)}" cy="${p.between(330, 400).toFixed(1)}" r="${p.between(3, 7).toFixed(1)}" fill="#b8702e" opacity=".45"/>`;
  for (let i = 0; i < 6; i++) {
    const x = 166 + i * 36;
    const fill = p.linear(
      [
        [0, lighten(color, 0.55)],
        [0.3, color],
        [0.6, darken(color, 0.28)],
        [1, lighten(color, 0.35)],
      ],
      0,
      0,
      1,
      0,
    );
    out += `<g transform="rotate(22 ${x} 362)"><path d="M${x} 314 q28 4 28 48 q0 44 -28 48 q-26 -4 -26 -48 q0 -44 26 -48z" fill="${fill}"/><path d="M${x + 24} 330 q6 4 2 10 M${x + 27} 352 q6 4 2 10 M${x + 26} 374 q6 4 2 10" stroke="${lighten(color, 0.6)}" stroke-width="2.5" fill="none" stroke-linecap="round"/></g>`;
  }
  return out;
}

function fries(p: Painter, color: string): string {
  let out = `<ellipse cx="352" cy="402" rx="34" ry="14" fill="#f2ede2"/><ellipse cx="352" cy="399" rx="26" ry="9" fill="#c9291f"/>`;
  for (let i = 0; i < 30; i++) {
    const x = 236 + p.between(-80, 70);
    const y = 360 + p.between(-34, 26);
    const fill = p.linear(
      [
        [0, lighten(color, 0.3)],
        [1, darken(color, 0.15)],
      ],
      0,
      0,
      1,
      0,
    );
    out += `<rect x="${(x - 7).toFixed(1)}" y="${(y - 40).toFixed(1)}" width="14" height="80" rx="4" fill="${fill}" transform="rotate(${p.between(-70, 70).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }
  return out + specks(p, 236, 350, 90, 40, 24, '#ffffff', 0.8);
}

function fish(p: Painter, color: string): string {
  const body = p.radial(
    [
      [0, lighten(color, 0.4)],
      [0.7, color],
      [1, darken(color, 0.4)],
    ],
    0.45,
    0.4,
    0.6,
  );
  let marks = '';
  for (let x = 150; x < 320; x += 28)
    marks += `<path d="M${x} 350 l22 40" stroke="${darken(color, 0.55)}" stroke-width="6" stroke-linecap="round" opacity=".6"/>`;
  return `<path d="M118 372 q20 -50 110 -56 q90 -4 140 34 l40 -30 q-6 36 0 76 l-40 -28 q-50 34 -140 32 q-92 -4 -110 -28z" fill="${body}"/>${marks}<circle cx="146" cy="360" r="7" fill="#f5efe2"/><circle cx="146" cy="360" r="3.5" fill="#2b2118"/>${lemonWedge(p, 352, 416)}<path d="${blobPath(p, 196, 420, 26, 12, 0.2)}" fill="#fbfaf5"/>`;
}

/** A plate of food; colors[0] is the food's main colour, more colours for assorted plates. */
export function plateOf(p: Painter, food: Food, colors: readonly string[], plateColor = '#f4efe4'): string {
  const main = colors[0] ?? '#c8842f';
  const on: Record<Food, () => string> = {
    nuggets: () => nuggets(p, main, false),
    wings: () => nuggets(p, main, true),
    pods: () => edamame(p, main),
    sashimi: () => sashimi(p, colors),
    omelette: () => omelette(p, main),
    tofu: () => tofu(p),
    mound: () => mound(p, main),
    salad: () => salad(p),
    pickles: () => pickles(p, colors),
    oysters: () => oysters(p),
    gyoza: () => gyoza(p, main),
    fries: () => fries(p, main),
    fish: () => fish(p, main),
  };
  return plate(p, plateColor, food === 'fish' || food === 'omelette') + on[food]();
}

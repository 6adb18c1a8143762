import { Canvas, ellipse, HEIGHT, line, path, random, shade, WIDTH } from './canvas';
import { plant, rug } from './furniture';
import { box, type Camera, camera, cylinder, disc, face, project, shadow } from './projection';
import { floor, vignette } from './room';
import { sidePanel } from './side-pieces';
import { drawView, type View } from './views';

export interface TerraceLook {
  view: View;
  floor: string;
  /** The house wall on the left. */
  wall: string;
  cushion: string;
  flowers: string;
  /** Glass panels (sea) or iron balusters (city). */
  railing: 'glass' | 'iron';
}

const EDGE = 6.2;
const X = [-2.6, 3.2] as const;

function railing(cv: Canvas, c: Camera, kind: TerraceLook['railing']) {
  const [l, r] = X;
  cv.add(box(c, { x: X, y: [0, 0.18], z: [EDGE, EDGE + 0.2] }, { front: '#f3efe7', top: '#fbf9f4' }));
  if (kind === 'glass') {
    cv.add(
      face(
        c,
        [
          [l, 0.18, EDGE],
          [r, 0.18, EDGE],
          [r, 1.05, EDGE],
          [l, 1.05, EDGE],
        ],
        '#e6f2f4',
        'fill-opacity="0.25"',
      ),
      box(c, { x: X, y: [1.03, 1.08], z: [EDGE - 0.03, EDGE + 0.03] }, '#b9bcbc'),
      face(
        c,
        [
          [r, 0, 0.45],
          [r, 1.05, 0.45],
          [r, 1.05, EDGE],
          [r, 0, EDGE],
        ],
        '#e6f2f4',
        'fill-opacity="0.22"',
      ),
      line(project(c, [r, 1.06, 0.6]), project(c, [r, 1.06, EDGE]), '#b9bcbc', 5),
    );
    for (let x = l + 1.45; x < r; x += 1.45)
      cv.add(line(project(c, [x, 0.18, EDGE]), project(c, [x, 1.05, EDGE]), '#c9cccc', 2));
    return;
  }
  cv.add(box(c, { x: X, y: [1.0, 1.05], z: [EDGE - 0.03, EDGE + 0.03] }, '#3b3a38'));
  for (let x = l + 0.06; x < r; x += 0.12)
    cv.add(line(project(c, [x, 0.18, EDGE]), project(c, [x, 1.0, EDGE]), '#3b3a38', 2.2));
  cv.add(line(project(c, [r, 1.02, 0.6]), project(c, [r, 1.02, EDGE]), '#3b3a38', 6));
  for (let z = 0.8; z < EDGE; z += 0.14)
    cv.add(line(project(c, [r, 0.1, z]), project(c, [r, 1.02, z]), '#3b3a38', 1800 / (z * 300)));
}

/** A chaise longue facing the view: frame, cushion and a raised back. */
function lounger(cv: Canvas, c: Camera, x: number, cushion: string) {
  const x1 = x + 0.68;
  cv.add(
    shadow(cv, c, [x, x1], [3.4, 5.3], 0.3),
    box(c, { x: [x, x1], y: [0.12, 0.32], z: [3.4, 5.3] }, '#efebe4'),
    box(c, { x: [x + 0.04, x1 - 0.04], y: [0.32, 0.4], z: [3.9, 5.25] }, cushion),
    face(
      c,
      [
        [x, 0.32, 3.95],
        [x1, 0.32, 3.95],
        [x1, 0.95, 3.55],
        [x, 0.95, 3.55],
      ],
      shade(cushion, -0.1),
    ),
    box(c, { x: [x + 0.25, x1 - 0.22], y: [0.38, 0.46], z: [4.8, 5.1] }, shade(cushion, 0.4)),
  );
}

/** A round table with two chairs and a parasol. */
function diningSet(cv: Canvas, c: Camera, x: number, z: number, accent: string) {
  cv.add(shadow(cv, c, [x - 0.7, x + 0.7], [z - 0.6, z + 0.6], 0.22));
  for (const dx of [-0.72, 0.72]) {
    const cx = x + dx;
    const back = dx < 0 ? [cx - 0.25, cx - 0.21] : [cx + 0.21, cx + 0.25];
    cv.add(
      box(c, { x: [cx - 0.24, cx + 0.24], y: [0, 0.45], z: [z - 0.22, z + 0.22] }, '#d8cdbd'),
      box(c, { x: back as [number, number], y: [0.45, 0.9], z: [z - 0.22, z + 0.22] }, '#cdbfae'),
      box(c, { x: [cx - 0.2, cx + 0.2], y: [0.45, 0.5], z: [z - 0.19, z + 0.19] }, accent),
    );
  }
  cv.add(
    cylinder(cv, c, { x, z, r: 0.05, y: [0, 0.72] }, '#3a3632'),
    disc(c, x, 0.72, z, 0.48, '#b5a58e'),
    disc(c, x, 0.745, z, 0.48, '#efe8dc'),
    line(project(c, [x, 0.74, z]), project(c, [x, 2.35, z]), '#8a7a66', 5),
  );
  const [px, py] = project(c, [x, 2.4, z]);
  const s = c.f / z;
  cv.add(
    path(
      `M${px - 1.3 * s} ${py + 0.34 * s}Q${px} ${py - 0.42 * s} ${px + 1.3 * s} ${py + 0.34 * s}Q${px} ${py + 0.12 * s} ${px - 1.3 * s} ${py + 0.34 * s}Z`,
      '#f3ede2',
    ),
    path(
      `M${px - 1.3 * s} ${py + 0.34 * s}Q${px} ${py + 0.12 * s} ${px + 1.3 * s} ${py + 0.34 * s}`,
      'none',
      `stroke="${shade('#f3ede2', -0.2)}" stroke-width="3"`,
    ),
  );
}

/** Flowering shrubs (bougainvillea, geraniums) in a long planter along the railing. */
function planter(cv: Canvas, c: Camera, x: readonly [number, number], flowers: string, seed: number) {
  const rand = random(seed);
  const z = [EDGE - 0.45, EDGE - 0.05] as const;
  cv.add(box(c, { x, y: [0, 0.45], z }, { front: '#d9cfc0', top: '#cbbfae' }));
  for (let i = 0; i < 40; i++) {
    const [px, py] = project(c, [x[0] + rand() * (x[1] - x[0]), 0.45 + rand() * 0.5, z[0] + rand() * 0.3]);
    const s = c.f / EDGE;
    cv.add(
      ellipse(
        px,
        py,
        (0.07 + rand() * 0.06) * s,
        (0.06 + rand() * 0.04) * s,
        rand() > 0.4 ? '#6f8f5e' : '#5d7d50',
      ),
    );
  }
  for (let i = 0; i < 34; i++) {
    const [px, py] = project(c, [x[0] + rand() * (x[1] - x[0]), 0.55 + rand() * 0.45, z[0]]);
    cv.add(ellipse(px, py, 7 + rand() * 5, 6 + rand() * 4, rand() > 0.3 ? flowers : shade(flowers, 0.3)));
  }
}

/** Festoon lights strung from the house wall to the railing posts. */
function stringLights(cv: Canvas, c: Camera) {
  for (const [a, b] of [
    [
      [X[0], 2.6, 2.2],
      [X[1], 2.3, 4.6],
    ],
    [
      [X[0], 2.5, 4.2],
      [X[1], 2.2, 6.2],
    ],
  ] as const) {
    const p = project(c, a);
    const q = project(c, b);
    cv.add(line(project(c, [b[0], 0.9, b[2]]), q, '#3b3a38', 2400 / (b[2] * 300)));
    const m = [(p[0] + q[0]) / 2, Math.max(p[1], q[1]) + 70] as const;
    cv.add(
      path(`M${p[0]} ${p[1]}Q${m[0]} ${m[1]} ${q[0]} ${q[1]}`, 'none', 'stroke="#4a4540" stroke-width="2"'),
    );
    for (let t = 0.06; t < 1; t += 0.08) {
      const x = (1 - t) ** 2 * p[0] + 2 * (1 - t) * t * m[0] + t ** 2 * q[0];
      const y = (1 - t) ** 2 * p[1] + 2 * (1 - t) * t * m[1] + t ** 2 * q[1];
      const r = 5 + 4 * (1 - t);
      const glow = cv.radial(
        [
          [0, '#ffe3a6', 0.7],
          [1, '#ffe3a6', 0],
        ],
        [x, y + r],
        r * 3,
      );
      cv.add(ellipse(x, y + r, r * 3, r * 3, glow), ellipse(x, y + r, r * 0.8, r, '#fff1cf'));
    }
  }
}

/** A roof terrace: the view beyond a railing, loungers, a table under a parasol, flowers. */
export function terrace(look: TerraceLook): string {
  const cv = new Canvas();
  const c: Camera = camera({ x: 0.2, y: 1.55, f: 900, cy: HEIGHT * 0.44 });
  cv.add(drawView(cv, c, look.view, { x: 0, y: 0, w: WIDTH, h: HEIGHT }, 12));
  floor(
    cv,
    c,
    { x: X, h: 3, d: EDGE + 0.2 },
    { kind: 'tiles', colour: look.floor, size: 0.5, joint: shade(look.floor, -0.12) },
    51,
  );
  railing(cv, c, look.railing);
  planter(cv, c, [-2.55, -0.6], look.flowers, 53);
  // The house: a white wall on the left with a glazed door onto the terrace.
  const l = X[0];
  cv.add(
    sidePanel(
      c,
      l,
      [0, 3.1],
      [0.45, EDGE + 0.2],
      cv.linear(
        [
          [0, shade(look.wall, -0.08)],
          [1, look.wall],
        ],
        [0, 0],
        [project(c, [l, 0, EDGE])[0], 0],
      ),
    ),
    sidePanel(c, l + 0.01, [0, 2.3], [3.2, 5.2], '#5f6b6e'),
    sidePanel(c, l + 0.02, [0.05, 2.25], [3.26, 4.17], '#8fa6ad'),
    sidePanel(c, l + 0.02, [0.05, 2.25], [4.23, 5.14], '#8fa6ad'),
    sidePanel(c, l + 0.03, [1.2, 2.2], [3.4, 3.75], '#ffffff', 'fill-opacity="0.25"'),
  );
  rug(cv, c, [-2.2, -0.2], [2.6, 4.2], '#e7ddcc', '#c9b99f');
  diningSet(cv, c, -1.2, 3.4, look.cushion);
  plant(cv, c, { x: 2.75, z: 5.7, size: 1.6, pot: '#c9866b' }, 57);
  lounger(cv, c, 1.0, look.cushion);
  lounger(cv, c, 2.0, look.cushion);
  if (look.railing === 'iron') stringLights(cv, c);
  vignette(cv);
  return cv.svg();
}

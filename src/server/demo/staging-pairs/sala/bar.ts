import { type Canvas, ellipse, line, path, random, rect, shade } from '../../pictures/canvas';
import { box, type Camera, cylinder, disc, facing, project, shadow } from '../../pictures/projection';
import { sidePanel } from '../../pictures/side-pieces';
import { cup } from './pieces';

export interface BarLook {
  /** The counter's front panels, its top, and the trim (foot rail, edges). */
  front: string;
  top: string;
  trim: string;
  /** Vertical slats (wood) or plain panels on the front. */
  slats: boolean;
  /** Marble veins on the top. */
  veins?: string;
  /** The back bar's shelves and cabinet. */
  shelf: string;
  cabinet: string;
  /** The menu board: its ground, frame and writing. */
  board: { ground: string; frame: string; ink: string };
  /** The espresso machine's body. */
  machine: string;
}

export const COUNTER = { x: [1.2, 1.82] as const, y: 1.06, z: [3.45, 6.1] as const };

/** Cabinet and open shelves on the right wall behind the counter, and the menu board above. */
export function backBar(cv: Canvas, c: Camera, wall: number, z: readonly [number, number], look: BarLook) {
  const x0 = wall - 0.55;
  cv.add(
    box(c, { x: [x0, wall], y: [0, 0.92], z }, { front: look.cabinet, side: shade(look.cabinet, 0.04) }),
    box(c, { x: [x0 - 0.02, wall], y: [0.92, 0.96], z }, look.top),
  );
  const rand = random(31);
  const tones = ['#f4efe6', '#f4efe6', '#3f5d4a', '#a65a3a', '#e2c58f', '#f4efe6'];
  for (const y of [1.42, 1.86]) {
    cv.add(box(c, { x: [wall - 0.3, wall], y: [y - 0.035, y], z }, { front: look.shelf, side: look.shelf }));
    for (let zz = z[0] + 0.12; zz < z[1] - 0.1; zz += 0.13 + rand() * 0.05) {
      const tall = rand() > 0.55;
      const tone = tones[Math.floor(rand() * tones.length)]!;
      cv.add(
        cylinder(
          cv,
          c,
          { x: wall - 0.14, z: zz, r: tall ? 0.045 : 0.055, y: [y, y + (tall ? 0.26 : 0.11)] },
          tone,
        ),
      );
    }
  }
  // The menu board: a framed board with lines of writing and prices.
  const bz: readonly [number, number] = [z[0] + 0.15, z[1] - 0.25];
  const by: readonly [number, number] = [2.15, 3.05];
  cv.add(
    sidePanel(c, wall - 0.01, [by[0] - 0.05, by[1] + 0.05], [bz[0] - 0.05, bz[1] + 0.05], look.board.frame),
    sidePanel(c, wall - 0.015, by, bz, look.board.ground),
  );
  const ink = look.board.ink;
  const x = wall - 0.02;
  const head = (bz[0] + bz[1]) / 2;
  cv.add(line(project(c, [x, 2.9, head - 0.45]), project(c, [x, 2.9, head + 0.45]), ink, 4.5));
  for (let y = 2.72; y > 2.25; y -= 0.09) {
    const len = 0.5 + rand() * 0.45;
    cv.add(
      line(
        project(c, [x, y, bz[0] + 0.15]),
        project(c, [x, y, bz[0] + 0.15 + len]),
        ink,
        2.2,
        'stroke-opacity="0.85"',
      ),
      line(
        project(c, [x, y, bz[1] - 0.3]),
        project(c, [x, y, bz[1] - 0.15]),
        ink,
        2.2,
        'stroke-opacity="0.85"',
      ),
    );
  }
}

/** The bar counter running away from the camera, its stools drawn by the caller. */
export function counter(cv: Canvas, c: Camera, look: BarLook) {
  const { x, y, z } = COUNTER;
  cv.add(shadow(cv, c, [x[0] - 0.1, x[1]], [z[0], z[1]], 0.3));
  cv.add(
    box(c, { x: [x[0] + 0.06, x[1]], y: [0, 0.1], z: [z[0] + 0.06, z[1]] }, shade(look.front, -0.45)),
    box(
      c,
      { x: [x[0] + 0.03, x[1]], y: [0.1, y - 0.05], z: [z[0] + 0.03, z[1]] },
      {
        front: shade(look.front, -0.05),
        side: look.front,
      },
    ),
  );
  const panel = x[0] + 0.029;
  if (look.slats) {
    for (let zz = z[0] + 0.1; zz < z[1]; zz += 0.11)
      cv.add(
        line(project(c, [panel, 0.12, zz]), project(c, [panel, y - 0.07, zz]), shade(look.front, -0.28), 1.4),
      );
    const f = facing(c, [x[0] + 0.03, x[1]], [0.1, y - 0.05], z[0] + 0.03);
    for (let xx = x[0] + 0.13; xx < x[1]; xx += 0.11)
      cv.add(
        line(
          [project(c, [xx, 0, z[0] + 0.03])[0], f.y],
          [project(c, [xx, 0, z[0] + 0.03])[0], f.y + f.h],
          shade(look.front, -0.25),
          1.6,
        ),
      );
  } else {
    // Light on the plain front, brighter towards the window.
    cv.add(
      sidePanel(
        c,
        panel,
        [0.1, y - 0.05],
        z,
        cv.linear(
          [
            [0, '#ffffff', 0],
            [1, '#ffffff', 0.18],
          ],
          project(c, [panel, 0.5, z[0]]),
          project(c, [panel, 0.5, z[1]]),
        ),
      ),
    );
  }
  // The top overhangs a little; a foot rail runs along the front.
  cv.add(
    box(
      c,
      { x: [x[0] - 0.05, x[1] + 0.02], y: [y - 0.05, y], z: [z[0] - 0.04, z[1]] },
      { front: shade(look.top, -0.12), side: shade(look.top, -0.08), top: look.top },
    ),
  );
  if (look.veins) {
    const rand = random(17);
    for (let i = 0; i < 7; i++) {
      const z0 = z[0] + rand() * (z[1] - z[0] - 0.4);
      cv.add(
        line(
          project(c, [x[0] - 0.03 + rand() * 0.3, y + 0.001, z0]),
          project(c, [x[0] + 0.2 + rand() * 0.4, y + 0.001, z0 + 0.2 + rand() * 0.4]),
          look.veins,
          1.2,
          'stroke-opacity="0.6"',
        ),
      );
    }
  }
  cv.add(
    box(c, { x: [x[0] - 0.16, x[0] - 0.13], y: [0.2, 0.23], z: [z[0] + 0.1, z[1] - 0.1] }, look.trim),
    box(c, { x: [x[0] - 0.13, x[0] + 0.03], y: [0.21, 0.225], z: [z[0] + 0.3, z[0] + 0.32] }, look.trim),
  );
}

/** An espresso machine on the near end of the counter (its group heads towards the camera), a grinder and cups. */
export function espresso(cv: Canvas, c: Camera, look: BarLook) {
  const y = COUNTER.y;
  const z0 = COUNTER.z[0] + 0.12;
  const x: readonly [number, number] = [1.27, 1.76];
  const body = look.machine;
  cv.add(
    box(c, { x: [1.62, 1.74], y: [y, y + 0.3], z: [z0 + 0.55, z0 + 0.66] }, '#2f2c29'),
    cylinder(cv, c, { x: 1.68, z: z0 + 0.6, r: 0.07, y: [y + 0.3, y + 0.46] }, '#6b4a33'),
    box(
      c,
      { x, y: [y, y + 0.42], z: [z0, z0 + 0.42] },
      { front: body, side: shade(body, -0.15), top: shade(body, 0.2) },
    ),
  );
  const f = facing(c, x, [y, y + 0.42], z0);
  const chrome = cv.linear(
    [
      [0, '#f2f2f0'],
      [0.5, '#b8b8b4'],
      [1, '#e6e6e2'],
    ],
    [f.x, 0],
    [f.x + f.w, 0],
  );
  cv.add(
    rect(f.x + f.w * 0.06, f.y + f.h * 0.06, f.w * 0.88, f.h * 0.2, chrome),
    rect(f.x + f.w * 0.06, f.y + f.h * 0.78, f.w * 0.88, f.h * 0.14, chrome),
  );
  for (const gx of [x[0] + 0.13, x[1] - 0.13]) {
    const [hx, hy] = project(c, [gx, y + 0.26, z0 - 0.02]);
    const s = c.f / z0;
    const side = gx < (x[0] + x[1]) / 2 ? -1 : 1;
    cv.add(
      rect(hx - 0.04 * s, hy - 0.02 * s, 0.08 * s, 0.035 * s, '#d9d9d5', 'rx="2"'),
      rect(hx - 0.03 * s, hy + 0.015 * s, 0.06 * s, 0.025 * s, '#8d8d89'),
      line([hx, hy + 0.03 * s], [hx + side * 0.11 * s, hy + 0.045 * s], '#1f1d1b', 0.022 * s),
    );
  }
  // The steam wand, and a drip tray with a cup under the group heads.
  const [wx, wy] = project(c, [x[1] - 0.03, y + 0.3, z0 - 0.02]);
  cv.add(line([wx, wy], [wx + 0.02 * (c.f / z0), wy + 0.16 * (c.f / z0)], '#c9c9c5', 0.012 * (c.f / z0)));
  cup(cv, c, { x: x[0] + 0.13, y: y + 0.05, z: z0 - 0.05 });
  cv.add(
    box(c, { x: [x[0] + 0.05, x[1] - 0.05], y: [y + 0.42, y + 0.44], z: [z0 + 0.04, z0 + 0.38] }, '#c9c9c5'),
  );
  for (const [dx, dz] of [
    [0.1, 0.12],
    [0.24, 0.1],
    [0.38, 0.14],
    [0.17, 0.26],
    [0.32, 0.27],
  ] as const)
    cup(cv, c, { x: x[0] + dx, y: y + 0.44, z: z0 + dz });
}

/** A cake stand under a glass dome on the counter, and a jar of biscuits. */
export function cakeDome(cv: Canvas, c: Camera, z: number) {
  const y = COUNTER.y;
  const x = COUNTER.x[0] + 0.22;
  const [px, py] = project(c, [x, y + 0.1, z]);
  const s = c.f / z;
  const r = 0.17 * s;
  cv.add(
    cylinder(cv, c, { x, z, r: 0.03, y: [y, y + 0.08] }, '#e9e5de'),
    disc(c, x, y + 0.085, z, 0.2, '#f4f1ec'),
    cylinder(cv, c, { x, z, r: 0.13, y: [y + 0.09, y + 0.17] }, '#c98a5a'),
    disc(c, x, y + 0.17, z, 0.13, '#f3e3c6'),
    path(
      `M${px - r} ${py}C${px - r} ${py - r * 1.9} ${px + r} ${py - r * 1.9} ${px + r} ${py}Z`,
      '#eaf2f4',
      'fill-opacity="0.28" stroke="#ffffff" stroke-opacity="0.7" stroke-width="1.5"',
    ),
    ellipse(px - r * 0.45, py - r * 0.8, r * 0.12, r * 0.35, '#ffffff', 'fill-opacity="0.6"'),
    cylinder(cv, c, { x, z: z + 0.45, r: 0.08, y: [y, y + 0.2] }, '#d8e3e4'),
  );
}

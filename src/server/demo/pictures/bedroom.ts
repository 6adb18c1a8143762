import { Canvas, ellipse, line, rect, shade } from './canvas';
import { framedArt, pendant, plant, rug } from './furniture';
import { box, type Camera, camera, cylinder, face, project, shadow } from './projection';
import { type Room, roomShell, vignette } from './room';
import { sideboard } from './side-pieces';
import type { View } from './views';
import { leftWindow } from './windows';

export interface BedroomLook {
  /** Drawn flipped left to right. */
  mirrored?: boolean;
  view: View;
  /** The wall behind the bed. */
  accent: string;
  wall: string;
  floor: string;
  headboard: string;
  throw: string;
  curtain: string;
  art: readonly string[];
}

export function bedsideTable(cv: Canvas, c: Camera, x: number, d: number, wood: string) {
  const z = [d - 0.46, d - 0.04] as const;
  cv.add(shadow(cv, c, [x, x + 0.46], z, 0.25), box(c, { x: [x, x + 0.46], y: [0.12, 0.56], z }, wood));
  cv.add(
    line(project(c, [x + 0.03, 0.36, z[0]]), project(c, [x + 0.43, 0.36, z[0]]), shade(wood, -0.3), 1.4),
  );
  for (const lx of [x + 0.03, x + 0.4])
    cv.add(box(c, { x: [lx, lx + 0.03], y: [0, 0.12], z: [z[0] + 0.03, z[0] + 0.06] }, '#3a3632'));
}

export function bedsideLamp(cv: Canvas, c: Camera, x: number, z: number) {
  const [gx, gy] = project(c, [x, 0.95, z]);
  const s = c.f / z;
  cv.add(
    ellipse(
      gx,
      gy,
      0.7 * s,
      0.6 * s,
      cv.radial(
        [
          [0, '#ffe7bd', 0.55],
          [1, '#ffe7bd', 0],
        ],
        [gx, gy],
        0.7 * s,
        0.6 * s,
      ),
    ),
    cylinder(cv, c, { x, z, r: 0.08, y: [0.56, 0.8] }, '#d8c7ad'),
    cylinder(cv, c, { x, z, r: 0.16, y: [0.8, 1.05] }, '#f6ecd9'),
  );
}

/** A soft, rounded pillow drawn at a point on the bed. */
export function pillow(
  c: Camera,
  at: readonly [number, number, number],
  w: number,
  h: number,
  fill: string,
  tilt = 0,
) {
  const [px, py] = project(c, at);
  const s = c.f / at[2];
  return rect(
    px - (w / 2) * s,
    py - (h / 2) * s,
    w * s,
    h * s,
    fill,
    `rx="${0.06 * s}" transform="rotate(${tilt} ${px} ${py})"`,
  );
}

/** A bedroom: a made double bed under a print, bedside lamps, a curtained window on the left. */
export function bedroom(look: BedroomLook): string {
  const cv = new Canvas(look.mirrored);
  const c = camera({ x: 0.35, y: 1.3, f: 880 });
  const room: Room = { x: [-2.2, 2.2], h: 2.7, d: 4.7 };
  const d = room.d;
  roomShell(
    cv,
    c,
    room,
    { wall: look.accent, side: look.wall, ceiling: '#f7f4ef', floor: { kind: 'wood', colour: look.floor } },
    31,
  );
  leftWindow(
    cv,
    c,
    room,
    { z: [2.7, 3.9], y: [0.85, 2.3], view: look.view, curtain: look.curtain },
    look.wall,
  );
  // Daylight from the window across the floor.
  const at = (z: number, y: number) => [room.x[0] + 0.8 * y, 0, z + 0.15 * y] as const;
  const glow = cv.linear(
    [
      [0, '#fff8e8', 0.35],
      [1, '#fff8e8', 0],
    ],
    project(c, at(3.3, 0.85)),
    project(c, at(3.3, 2.3)),
  );
  cv.add(face(c, [at(2.7, 0.85), at(3.9, 0.85), at(3.9, 2.3), at(2.7, 2.3)], glow));
  framedArt(cv, c, [-0.75, 0.75], [1.5, 2.05], d, look.art);
  pendant(cv, c, { x: 0, z: 3.2, ceiling: room.h, drop: 0.55 }, '#d9c3a0');
  rug(cv, c, [-1.6, 1.6], [d - 2.8, d - 1.0], shade(look.wall, -0.06), '#00000018');
  cv.add(shadow(cv, c, [-0.95, 0.95], [d - 2.15, d - 0.1], 0.35));
  cv.add(box(c, { x: [-1.0, 1.0], y: [0, 1.25], z: [d - 0.12, d] }, look.headboard));
  for (let x = -0.75; x < 1; x += 0.25)
    cv.add(
      line(project(c, [x, 0.6, d - 0.12]), project(c, [x, 1.22, d - 0.12]), shade(look.headboard, -0.15), 2),
    );
  cv.add(
    pillow(c, [-0.45, 0.78, d - 0.3], 0.7, 0.42, '#fbf9f5', -3),
    pillow(c, [0.45, 0.78, d - 0.3], 0.7, 0.42, '#fbf9f5', 3),
    pillow(c, [-0.3, 0.7, d - 0.45], 0.45, 0.32, look.throw, -6),
    pillow(c, [0.3, 0.7, d - 0.45], 0.45, 0.32, shade(look.throw, 0.3), 5),
    box(c, { x: [-0.9, 0.9], y: [0.1, 0.38], z: [d - 2.15, d - 0.12] }, shade(look.headboard, -0.05)),
    box(
      c,
      { x: [-0.94, 0.94], y: [0.3, 0.62], z: [d - 2.12, d - 0.6] },
      { front: '#f1ede6', top: '#fbf9f5' },
    ),
    box(
      c,
      { x: [-0.96, 0.96], y: [0.28, 0.64], z: [d - 2.14, d - 1.6] },
      { front: look.throw, top: shade(look.throw, 0.12) },
    ),
  );
  bedsideTable(cv, c, -1.6, d, '#c4a07a');
  bedsideTable(cv, c, 1.14, d, '#c4a07a');
  bedsideLamp(cv, c, -1.37, d - 0.25);
  bedsideLamp(cv, c, 1.37, d - 0.25);
  sideboard(cv, c, room.x[1], [2.0, 3.3], '#d8c3a5');
  plant(cv, c, { x: 1.88, z: d - 0.45, size: 1.05 }, 17);
  vignette(cv);
  return cv.svg();
}

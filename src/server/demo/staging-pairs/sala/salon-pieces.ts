import { type Canvas, line, shade } from '../../pictures/canvas';
import { box, type Camera, cylinder, disc, face, project, shadow } from '../../pictures/projection';
import { sideCircle, sidePanel } from '../../pictures/side-pieces';

export interface StationLook {
  /** The styling chair's upholstery and its chrome or black base. */
  chair: string;
  base: string;
  /** The mirror: 'rect' (tall, frameless) or 'round' (a woven frame). */
  mirror: 'rect' | 'round';
  frame: string;
  /** The console under the mirror. */
  shelf: string;
}

/** A styling station on the left wall: mirror, console, and a hydraulic chair turned to the mirror. */
export function station(cv: Canvas, c: Camera, wall: number, z: number, look: StationLook) {
  const w = wall + 0.005;
  const glass = cv.linear(
    [
      [0, '#dfe6e8'],
      [0.55, '#c7d1d4'],
      [1, '#eef2f2'],
    ],
    project(c, [w, 1.5, z - 0.4]),
    project(c, [w, 1.5, z + 0.4]),
  );
  if (look.mirror === 'rect')
    cv.add(
      sidePanel(c, w, [0.85, 2.25], [z - 0.36, z + 0.36], look.frame),
      sidePanel(c, w + 0.005, [0.87, 2.23], [z - 0.34, z + 0.34], glass),
      sidePanel(c, w + 0.008, [1.7, 2.15], [z - 0.28, z - 0.1], '#ffffff', 'fill-opacity="0.35"'),
    );
  else
    cv.add(
      sideCircle(c, w, { y: 1.55, z }, 0.5, look.frame),
      sideCircle(c, w + 0.004, { y: 1.55, z }, 0.44, shade(look.frame, -0.15)),
      sideCircle(c, w + 0.006, { y: 1.55, z }, 0.41, glass),
      sideCircle(c, w + 0.008, { y: 1.72, z: z - 0.12 }, 0.12, '#ffffff', 'fill-opacity="0.35"'),
    );
  // The console with a hair dryer and a bottle.
  cv.add(
    box(
      c,
      { x: [wall, wall + 0.32], y: [0.78, 0.82], z: [z - 0.38, z + 0.38] },
      { front: look.shelf, side: look.shelf, top: shade(look.shelf, 0.1) },
    ),
    cylinder(cv, c, { x: wall + 0.15, z: z + 0.24, r: 0.035, y: [0.82, 1.02] }, '#f2efe9'),
    cylinder(cv, c, { x: wall + 0.12, z: z + 0.12, r: 0.03, y: [0.82, 0.98] }, '#b98a5e'),
  );
  // The chair, seen from behind and the side.
  const x = wall + 0.75;
  const s = c.f / z;
  cv.add(
    shadow(cv, c, [x - 0.3, x + 0.3], [z - 0.3, z + 0.3], 0.3),
    disc(c, x, 0.02, z, 0.28, shade(look.base, -0.1)),
    disc(c, x, 0.035, z, 0.26, look.base),
    line(project(c, [x, 0.04, z]), project(c, [x, 0.42, z]), look.base, 0.06 * s),
    box(c, { x: [x - 0.55, x - 0.35], y: [0.14, 0.18], z: [z - 0.15, z + 0.15] }, look.base),
    line(project(c, [x - 0.3, 0.42, z]), project(c, [x - 0.45, 0.17, z]), look.base, 0.025 * s),
  );
  const up = look.chair;
  const arm = (z0: number) =>
    box(
      c,
      { x: [x - 0.26, x + 0.18], y: [0.6, 0.68], z: [z0, z0 + 0.08] },
      { front: shade(up, -0.1), top: shade(up, 0.12), side: up },
    );
  cv.add(
    arm(z + 0.2),
    box(c, { x: [x - 0.22, x + 0.14], y: [0.44, 0.6], z: [z + 0.2, z + 0.24] }, shade(up, -0.2)),
    box(
      c,
      { x: [x - 0.28, x + 0.22], y: [0.42, 0.56], z: [z - 0.22, z + 0.22] },
      { front: shade(up, -0.12), top: shade(up, 0.1), side: shade(up, -0.04) },
    ),
    box(
      c,
      { x: [x + 0.14, x + 0.26], y: [0.5, 1.02], z: [z - 0.22, z + 0.22] },
      {
        front: shade(up, -0.06),
        side: cv.linear(
          [
            [0, shade(up, 0.1)],
            [0.6, up],
            [1, shade(up, -0.12)],
          ],
          project(c, [x + 0.14, 0.8, z - 0.22]),
          project(c, [x + 0.14, 0.8, z + 0.22]),
        ),
        top: shade(up, 0.15),
      },
    ),
    box(c, { x: [x - 0.22, x + 0.14], y: [0.44, 0.6], z: [z - 0.24, z - 0.2] }, shade(up, -0.2)),
    arm(z - 0.28),
  );
}

/** A backwash unit against the right wall: the basin on its cabinet and the reclined chair. */
export function washBasin(
  cv: Canvas,
  c: Camera,
  wall: number,
  z: number,
  look: { chair: string; basin: string; cabinet: string },
) {
  const x1 = wall;
  cv.add(
    shadow(cv, c, [x1 - 1.3, x1], [z - 0.35, z + 0.35], 0.28),
    box(
      c,
      { x: [x1 - 0.45, x1], y: [0, 0.82], z: [z - 0.34, z + 0.34] },
      { front: look.cabinet, side: shade(look.cabinet, 0.05) },
    ),
    disc(c, x1 - 0.24, 0.84, z, 0.26, look.basin),
    disc(c, x1 - 0.22, 0.845, z, 0.19, shade(look.basin, -0.35)),
    line(project(c, [x1 - 0.05, 0.84, z]), project(c, [x1 - 0.05, 1.05, z]), '#b9b9b5', 5),
    line(project(c, [x1 - 0.05, 1.05, z]), project(c, [x1 - 0.2, 1.02, z]), '#b9b9b5', 5),
  );
  const x = x1 - 0.85;
  const up = look.chair;
  const arm = (z0: number) =>
    box(
      c,
      { x: [x - 0.35, x + 0.22], y: [0.52, 0.66], z: [z0, z0 + 0.1] },
      { front: shade(up, -0.12), top: shade(up, 0.12), side: shade(up, -0.04) },
    );
  // Seat, a back reclined towards the basin, and a long leg rest.
  cv.add(
    box(
      c,
      { x: [x - 0.2, x + 0.15], y: [0, 0.36], z: [z - 0.16, z + 0.16] },
      { front: shade(up, -0.45), side: shade(up, -0.35) },
    ),
    face(
      c,
      [
        [x - 0.5, 0.5, z - 0.25],
        [x - 0.78, 0.34, z - 0.25],
        [x - 0.78, 0.34, z + 0.25],
        [x - 0.5, 0.5, z + 0.25],
      ],
      shade(up, -0.05),
    ),
    // The back has a thickness: its upper edge and its front, then a head cushion.
    face(
      c,
      [
        [x + 0.2, 0.5, z - 0.27],
        [x + 0.45, 0.98, z - 0.27],
        [x + 0.45, 0.98, z + 0.27],
        [x + 0.2, 0.5, z + 0.27],
      ],
      shade(up, -0.2),
    ),
    face(
      c,
      [
        [x + 0.12, 0.52, z - 0.27],
        [x + 0.37, 1.0, z - 0.27],
        [x + 0.37, 1.0, z + 0.27],
        [x + 0.12, 0.52, z + 0.27],
      ],
      shade(up, 0.06),
    ),
    face(
      c,
      [
        [x + 0.37, 1.0, z - 0.27],
        [x + 0.45, 0.98, z - 0.27],
        [x + 0.45, 0.98, z + 0.27],
        [x + 0.37, 1.0, z + 0.27],
      ],
      shade(up, 0.18),
    ),
    box(c, { x: [x + 0.26, x + 0.36], y: [0.86, 0.94], z: [z - 0.14, z + 0.14] }, shade(up, 0.12)),
    arm(z + 0.2),
    box(
      c,
      { x: [x - 0.5, x + 0.25], y: [0.36, 0.52], z: [z - 0.27, z + 0.27] },
      { front: shade(up, -0.1), top: shade(up, 0.1), side: up },
    ),
    arm(z - 0.3),
  );
}

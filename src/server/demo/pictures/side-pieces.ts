import { type Canvas, line, shade } from './canvas';
import { box, type Camera, cylinder, face, project, shadow, type V3 } from './projection';

/** A round shape (mirror, print) hung on a side wall, x = constant. */
export function sideCircle(
  c: Camera,
  x: number,
  centre: { y: number; z: number },
  r: number,
  fill: string,
  extra = '',
) {
  const corners: V3[] = [];
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2;
    corners.push([x, centre.y + Math.sin(a) * r, centre.z + Math.cos(a) * r]);
  }
  return face(c, corners, fill, extra);
}

/** A rectangle on a side wall, x = constant. */
export function sidePanel(
  c: Camera,
  x: number,
  y: readonly [number, number],
  z: readonly [number, number],
  fill: string,
  extra = '',
) {
  return face(
    c,
    [
      [x, y[0], z[0]],
      [x, y[1], z[0]],
      [x, y[1], z[1]],
      [x, y[0], z[1]],
    ],
    fill,
    extra,
  );
}

/**
 * A low sideboard along the right wall (its doors face the room), with a vase, books and a round
 * mirror above.
 */
export function sideboard(cv: Canvas, c: Camera, wall: number, z: readonly [number, number], wood: string) {
  const x0 = wall - 0.45;
  cv.add(shadow(cv, c, [x0, wall], z, 0.25));
  for (const lz of [z[0] + 0.06, z[1] - 0.1])
    cv.add(box(c, { x: [x0 + 0.05, x0 + 0.08], y: [0, 0.16], z: [lz, lz + 0.03] }, '#33302c'));
  cv.add(
    box(
      c,
      { x: [x0, wall], y: [0.16, 0.78], z },
      { front: shade(wood, -0.08), side: wood, top: shade(wood, 0.1) },
    ),
  );
  const doors = 3;
  for (let i = 1; i < doors; i++) {
    const zz = z[0] + ((z[1] - z[0]) * i) / doors;
    cv.add(line(project(c, [x0, 0.18, zz]), project(c, [x0, 0.76, zz]), shade(wood, -0.35), 1.5));
  }
  for (let i = 0; i < doors; i++) {
    const zz = z[0] + ((z[1] - z[0]) * (i + 0.5)) / doors;
    cv.add(line(project(c, [x0, 0.62, zz - 0.1]), project(c, [x0, 0.62, zz + 0.1]), '#4a433c', 2.2));
  }
  const mid = (z[0] + z[1]) / 2;
  cv.add(
    sideCircle(c, wall - 0.01, { y: 1.55, z: mid }, 0.42, '#c9b48f'),
    sideCircle(c, wall - 0.02, { y: 1.55, z: mid }, 0.38, '#dfe6e6'),
    sideCircle(c, wall - 0.03, { y: 1.65, z: mid - 0.12 }, 0.14, '#ffffff', 'fill-opacity="0.35"'),
    cylinder(cv, c, { x: wall - 0.22, z: z[0] + 0.3, r: 0.08, y: [0.78, 1.08] }, '#c7cfc7'),
    box(c, { x: [wall - 0.32, wall - 0.08], y: [0.78, 0.83], z: [z[1] - 0.6, z[1] - 0.3] }, '#d9a47f'),
    box(c, { x: [wall - 0.3, wall - 0.1], y: [0.83, 0.87], z: [z[1] - 0.58, z[1] - 0.32] }, '#ece4d6'),
  );
}

/** An armchair by the camera, its back to the left wall, seen from the side. */
export function armchair(cv: Canvas, c: Camera, x: number, z: readonly [number, number], colour: string) {
  cv.add(shadow(cv, c, [x, x + 0.85], z, 0.3));
  for (const lz of [z[0] + 0.05, z[1] - 0.08])
    cv.add(box(c, { x: [x + 0.7, x + 0.74], y: [0, 0.12], z: [lz, lz + 0.03] }, '#3a3632'));
  cv.add(
    box(c, { x: [x, x + 0.22], y: [0.12, 0.95], z }, colour),
    box(c, { x: [x + 0.2, x + 0.82], y: [0.12, 0.66], z: [z[1] - 0.14, z[1]] }, colour),
    box(c, { x: [x + 0.2, x + 0.82], y: [0.12, 0.44], z }, shade(colour, -0.05)),
    box(c, { x: [x + 0.2, x + 0.8], y: [0.44, 0.56], z: [z[0] + 0.14, z[1] - 0.14] }, shade(colour, 0.1)),
    box(c, { x: [x + 0.2, x + 0.82], y: [0.12, 0.66], z: [z[0], z[0] + 0.14] }, colour),
  );
}

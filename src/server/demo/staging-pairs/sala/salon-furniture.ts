import { type Canvas, line, random, shade } from '../../pictures/canvas';
import { box, type Camera, cylinder, disc, project, shadow } from '../../pictures/projection';

/** Product shelves on the right wall: open shelves of bottles and jars. */
export function productShelves(
  cv: Canvas,
  c: Camera,
  wall: number,
  z: readonly [number, number],
  wood: string,
  tones: readonly string[],
) {
  const x0 = wall - 0.32;
  const rand = random(51);
  cv.add(box(c, { x: [x0, wall], y: [0, 0.7], z }, { front: shade(wood, -0.05), side: wood }));
  for (const y of [0.7, 1.15, 1.6, 2.05]) {
    cv.add(
      box(
        c,
        { x: [x0, wall], y: [y - 0.03, y], z },
        { front: shade(wood, -0.1), side: wood, top: shade(wood, 0.08) },
      ),
    );
    if (y > 2) continue;
    for (let zz = z[0] + 0.1; zz < z[1] - 0.06; zz += 0.1 + rand() * 0.03) {
      const tone = tones[Math.floor(rand() * tones.length)]!;
      const hgt = 0.14 + rand() * 0.12;
      cv.add(cylinder(cv, c, { x: wall - 0.16, z: zz, r: 0.035, y: [y, y + hgt] }, tone));
      cv.add(
        cylinder(cv, c, { x: wall - 0.16, z: zz, r: 0.012, y: [y + hgt, y + hgt + 0.03] }, shade(tone, -0.4)),
      );
    }
  }
}

/** A reception desk facing the camera, with a screen, a card reader and a vase. */
export function receptionDesk(
  cv: Canvas,
  c: Camera,
  at: { x: readonly [number, number]; z: readonly [number, number] },
  look: { front: string; top: string; cane?: string },
) {
  const { x, z } = at;
  cv.add(
    shadow(cv, c, x, z, 0.3),
    box(c, { x, y: [0, 1.02], z }, { front: look.front, side: shade(look.front, -0.08) }),
  );
  if (look.cane) {
    const f0 = project(c, [x[0], 0, z[0]]);
    const f1 = project(c, [x[1], 1.02, z[0]]);
    const step = (f1[0] - f0[0]) / 14;
    for (let i = 1; i < 14; i++) {
      const px = f0[0] + i * step;
      cv.add(line([px, f1[1] + 6], [px, f0[1] - 6], look.cane, 2, 'stroke-opacity="0.7"'));
    }
    for (let py = f1[1] + 10; py < f0[1] - 6; py += step)
      cv.add(line([f0[0] + 4, py], [f1[0] - 4, py], look.cane, 2, 'stroke-opacity="0.55"'));
  }
  cv.add(
    box(
      c,
      { x: [x[0] - 0.03, x[1] + 0.03], y: [1.02, 1.07], z: [z[0] - 0.03, z[1]] },
      { front: shade(look.top, -0.1), top: look.top },
    ),
  );
  cv.add(
    box(c, { x: [x[0] + 0.34, x[0] + 0.38], y: [1.07, 1.16], z: [z[1] - 0.16, z[1] - 0.12] }, '#8d8d89'),
    box(c, { x: [x[0] + 0.16, x[0] + 0.56], y: [1.14, 1.4], z: [z[1] - 0.2, z[1] - 0.18] }, '#3a3836'),
    cylinder(cv, c, { x: x[0] + 0.75, z: z[0] + 0.2, r: 0.06, y: [1.07, 1.28] }, '#e9e2d6'),
  );
}

/** A hairdresser's trolley on castors: three trays with brushes, a dryer and bottles. */
export function trolley(cv: Canvas, c: Camera, at: { x: number; z: number }, colour: string) {
  const { x, z } = at;
  const w = 0.2;
  cv.add(shadow(cv, c, [x - w, x + w], [z - w, z + w], 0.22));
  for (const [dx, dz] of [
    [-w, w],
    [w, w],
    [-w, -w],
    [w, -w],
  ] as const)
    cv.add(
      box(
        c,
        { x: [x + dx - 0.012, x + dx + 0.012], y: [0.04, 0.82], z: [z + dz - 0.012, z + dz + 0.012] },
        shade(colour, -0.2),
      ),
      disc(c, x + dx, 0.025, z + dz, 0.03, '#2f2d2b'),
    );
  for (const y of [0.12, 0.47, 0.8])
    cv.add(
      box(
        c,
        { x: [x - w, x + w], y: [y, y + 0.025], z: [z - w, z + w] },
        { front: shade(colour, -0.1), top: colour },
      ),
    );
  cv.add(
    cylinder(cv, c, { x: x - 0.08, z: z + 0.05, r: 0.035, y: [0.825, 0.99] }, '#e9e6e0'),
    cylinder(cv, c, { x: x + 0.02, z: z + 0.08, r: 0.03, y: [0.825, 0.95] }, '#b98a5e'),
    box(c, { x: [x - 0.05, x + 0.15], y: [0.825, 0.86], z: [z - 0.14, z - 0.04] }, '#2f2d2b'),
    cylinder(cv, c, { x: x + 0.08, z: z + 0.02, r: 0.07, y: [0.495, 0.62] }, '#3a3632'),
  );
}

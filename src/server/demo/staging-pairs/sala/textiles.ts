import { type Canvas, line, random } from '../../pictures/canvas';
import { type Camera, face, project, type V3 } from '../../pictures/projection';

/** A kilim-like rug: terracotta ground, a mustard border and a row of cream diamonds. */
export function patternedRug(
  cv: Canvas,
  c: Camera,
  x: readonly [number, number],
  z: readonly [number, number],
) {
  const at = (xx: number, zz: number): V3 => [xx, 0.004, zz];
  const quad = (x0: number, x1: number, z0: number, z1: number, fill: string) =>
    face(c, [at(x0, z0), at(x1, z0), at(x1, z1), at(x0, z1)], fill);
  cv.add(
    quad(x[0], x[1], z[0], z[1], '#d39a45'),
    quad(x[0] + 0.1, x[1] - 0.1, z[0] + 0.1, z[1] - 0.1, '#b5603f'),
    quad(x[0] + 0.22, x[1] - 0.22, z[0] + 0.22, z[1] - 0.22, '#a14f33'),
  );
  const mx = (x[0] + x[1]) / 2;
  const n = 4;
  const step = (z[1] - z[0] - 0.5) / n;
  for (let i = 0; i < n; i++) {
    const zc = z[0] + 0.25 + step * (i + 0.5);
    const r = step * 0.42;
    cv.add(
      face(c, [at(mx, zc - r), at(mx + r * 1.4, zc), at(mx, zc + r), at(mx - r * 1.4, zc)], '#f1e3c8'),
      face(
        c,
        [at(mx, zc - r * 0.5), at(mx + r * 0.7, zc), at(mx, zc + r * 0.5), at(mx - r * 0.7, zc)],
        '#2f4a45',
      ),
    );
    for (const side of [-1, 1])
      cv.add(
        face(
          c,
          [
            at(mx + side * 0.62, zc - r * 0.4),
            at(mx + side * (0.62 + r * 0.5), zc),
            at(mx + side * 0.62, zc + r * 0.4),
            at(mx + side * (0.62 - r * 0.5), zc),
          ],
          '#e2c58f',
        ),
      );
  }
  // Fringes at both ends.
  for (let xx = x[0] + 0.03; xx < x[1]; xx += 0.06)
    for (const [z0, z1] of [
      [z[0], z[0] - 0.07],
      [z[1], z[1] + 0.07],
    ] as const)
      cv.add(line(project(c, at(xx, z0)), project(c, at(xx, z1)), '#f1e3c8', 1.3));
}

/** A macramé hanging on a side wall (x = constant): a wooden rod, knotted cords and a fringe. */
export function macrame(cv: Canvas, c: Camera, x: number, at: { y: readonly [number, number]; z: number }) {
  const { y, z } = at;
  const w = 0.45;
  const p = (yy: number, zz: number) => project(c, [x, yy, zz]);
  cv.add(line(p(y[1], z - w - 0.08), p(y[1], z + w + 0.08), '#8a5a3a', 5));
  const cords = 12;
  const cord = '#f1e6d0';
  for (let i = 0; i <= cords; i++) {
    const zz = z - w + (2 * w * i) / cords;
    // Each cord runs down, bends in to the V of knots and falls as fringe.
    const vy = y[1] - 0.25 - Math.abs(zz - z) * 0.9;
    const inset = z + (zz - z) * 0.75;
    cv.add(
      line(p(y[1], zz), p(vy, inset), cord, 2.4),
      line(p(vy, inset), p(y[0] + 0.15 + Math.abs(zz - z) * 0.3, inset), cord, 2.2),
    );
  }
  for (let k = 0; k < 4; k++) {
    const yy = y[1] - 0.18 - k * 0.09;
    const half = w * (1 - k * 0.22);
    cv.add(line(p(yy, z - half), p(yy - 0.05, z + half), '#e6d6b8', 3.2, 'stroke-opacity="0.8"'));
  }
}

/** A trailing plant in a macramé hanger, hung from the ceiling at height `ceiling`. */
export function hangingPlant(
  cv: Canvas,
  c: Camera,
  at: { x: number; z: number; ceiling: number; drop: number },
  seed = 9,
) {
  const y = at.ceiling - at.drop;
  const s = c.f / at.z;
  const top = project(c, [at.x, at.ceiling, at.z]);
  const [px, py] = project(c, [at.x, y, at.z]);
  const r = 0.14 * s;
  for (const dx of [-1, 0, 1]) cv.add(line(top, [px + dx * r, py], '#e6d6b8', 1.6));
  cv.add(
    `<path d="M${px - r} ${py}h${2 * r}l${-r * 0.15} ${r * 1.1}h${-r * 1.7}Z" fill="#b5603f"/>`,
    `<ellipse cx="${px}" cy="${py}" rx="${r}" ry="${r * 0.2}" fill="#8e4a30"/>`,
  );
  const rand = random(seed);
  const greens = ['#6f8f5e', '#5d7d50', '#82a06d'];
  for (let v = 0; v < 7; v++) {
    const vx = px + (rand() - 0.5) * 2.2 * r;
    const len = (0.3 + rand() * 0.6) * s;
    cv.add(line([vx, py], [vx + (rand() - 0.5) * r, py + len], '#56704a', 1.3));
    for (let k = 0.15; k < 1; k += 0.16) {
      const ly = py + len * k;
      const lx = vx + (k % 0.32 > 0.16 ? 1 : -1) * 0.025 * s;
      cv.add(
        `<ellipse cx="${lx.toFixed(1)}" cy="${ly.toFixed(1)}" rx="${(0.03 * s).toFixed(1)}" ry="${(0.02 * s).toFixed(1)}" fill="${greens[(v + Math.round(k * 10)) % 3]}"/>`,
      );
    }
  }
}

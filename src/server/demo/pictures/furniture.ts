import { type Canvas, ellipse, line, path, random, rect, shade } from './canvas';
import { box, type Camera, cylinder, disc, face, facing, project, shadow } from './projection';

/** A three-seater against a wall at depth `wall`, facing the camera. */
export function sofa(
  cv: Canvas,
  c: Camera,
  at: { x: readonly [number, number]; wall: number },
  colour: string,
  accent: string,
) {
  const [x0, x1] = at.x;
  const z = at.wall;
  const front = z - 0.95;
  const dark = shade(colour, -0.55);
  cv.add(shadow(cv, c, at.x, [front, z], 0.35));
  for (const x of [x0 + 0.08, x1 - 0.12])
    cv.add(box(c, { x: [x, x + 0.04], y: [0, 0.1], z: [front + 0.06, front + 0.1] }, dark));
  cv.add(
    box(c, { x: [x0 + 0.18, x1 - 0.18], y: [0.42, 0.86], z: [z - 0.3, z - 0.04] }, colour),
    box(c, { x: [x0, x1], y: [0.1, 0.42], z: [front, z - 0.04] }, shade(colour, -0.06)),
  );
  const seats = 3;
  const w = (x1 - x0 - 0.4) / seats;
  for (let i = 0; i < seats; i++) {
    const sx = x0 + 0.2 + i * w;
    cv.add(
      box(c, { x: [sx + 0.01, sx + w - 0.01], y: [0.5, 0.88], z: [z - 0.38, z - 0.24] }, shade(colour, 0.05)),
    );
    cv.add(
      box(
        c,
        { x: [sx + 0.01, sx + w - 0.01], y: [0.42, 0.56], z: [front + 0.02, z - 0.3] },
        shade(colour, 0.08),
      ),
    );
  }
  cv.add(
    box(c, { x: [x0, x0 + 0.2], y: [0.1, 0.64], z: [front, z - 0.04] }, colour),
    box(c, { x: [x1 - 0.2, x1], y: [0.1, 0.64], z: [front, z - 0.04] }, colour),
  );
  // Two cushions, set at a slant.
  for (const [x, tilt, tone] of [
    [x0 + 0.45, -9, accent],
    [x1 - 0.5, 7, shade(accent, 0.35)],
  ] as const) {
    const [px, py] = project(c, [x, 0.72, z - 0.36]);
    const s = c.f / (z - 0.36);
    cv.add(
      rect(
        px - 0.2 * s,
        py - 0.17 * s,
        0.4 * s,
        0.34 * s,
        tone,
        `rx="${0.07 * s}" transform="rotate(${tilt} ${px} ${py})"`,
      ),
    );
  }
}

/** A flat-woven rug on the floor. */
export function rug(
  c: Canvas,
  cam: Camera,
  x: readonly [number, number],
  z: readonly [number, number],
  colour: string,
  border: string,
) {
  const at = (xx: number, zz: number) => [xx, 0.004, zz] as const;
  c.add(
    face(cam, [at(x[0], z[0]), at(x[1], z[0]), at(x[1], z[1]), at(x[0], z[1])], colour),
    face(
      cam,
      [
        at(x[0] + 0.12, z[0] + 0.12),
        at(x[1] - 0.12, z[0] + 0.12),
        at(x[1] - 0.12, z[1] - 0.12),
        at(x[0] + 0.12, z[1] - 0.12),
      ],
      'none',
      `stroke="${border}" stroke-width="${cam.f / ((z[0] + z[1]) / 2) / 40}" fill-opacity="0"`,
    ),
  );
}

/** A low table with wooden top and thin black legs, with a vase and books on it. */
export function coffeeTable(
  cv: Canvas,
  c: Camera,
  x: readonly [number, number],
  z: readonly [number, number],
  wood: string,
) {
  cv.add(shadow(cv, c, x, z, 0.25));
  for (const lx of [x[0] + 0.05, x[1] - 0.08])
    for (const lz of [z[0] + 0.05, z[1] - 0.08])
      cv.add(box(c, { x: [lx, lx + 0.03], y: [0, 0.36], z: [lz, lz + 0.03] }, '#33302c'));
  cv.add(box(c, { x, y: [0.36, 0.41], z }, { front: shade(wood, -0.1), top: wood }));
  const mx = (x[0] + x[1]) / 2;
  const mz = (z[0] + z[1]) / 2;
  cv.add(
    box(c, { x: [mx + 0.1, mx + 0.42], y: [0.41, 0.45], z: [mz - 0.12, mz + 0.1] }, '#d9cdbd'),
    box(c, { x: [mx + 0.13, mx + 0.4], y: [0.45, 0.48], z: [mz - 0.1, mz + 0.08] }, '#6f8a8c'),
    cylinder(cv, c, { x: mx - 0.25, z: mz, r: 0.07, y: [0.41, 0.6] }, '#e9e2d6'),
  );
  const [px, py] = project(c, [mx - 0.25, 0.6, mz]);
  const s = c.f / mz;
  cv.add(
    line([px, py], [px - 0.09 * s, py - 0.22 * s], '#7c8a5c', 0.012 * s),
    line([px, py], [px + 0.06 * s, py - 0.26 * s], '#7c8a5c', 0.012 * s),
    ellipse(px - 0.09 * s, py - 0.24 * s, 0.035 * s, 0.035 * s, '#f1e7d2'),
    ellipse(px + 0.06 * s, py - 0.28 * s, 0.03 * s, 0.03 * s, '#f4d9c4'),
  );
}

/** A potted plant: a round pot and a crown of leaves in a few greens. */
export function plant(
  cv: Canvas,
  c: Camera,
  at: { x: number; z: number; y?: number; pot?: string; size?: number },
  seed = 3,
) {
  const size = at.size ?? 1;
  const rand = random(seed);
  const base = at.y ?? 0;
  const top = base + 0.42 * size;
  if (base === 0) cv.add(shadow(cv, c, [at.x - 0.2, at.x + 0.2], [at.z - 0.2, at.z + 0.2], 0.3));
  cv.add(cylinder(cv, c, { x: at.x, z: at.z, r: 0.19 * size, y: [base, top] }, at.pot ?? '#d8cfc2'));
  const [px, py] = project(c, [at.x, top, at.z]);
  const s = c.f / at.z;
  const greens = ['#6f8f5e', '#5d7d50', '#82a06d', '#4f6e46'];
  for (let i = 0; i < 26; i++) {
    const angle = -90 + (rand() - 0.5) * 150;
    const reach = (0.25 + rand() * 0.75) * 0.9 * size;
    const rad = (angle * Math.PI) / 180;
    const lx = px + Math.cos(rad) * reach * s * 0.55;
    const ly = py + Math.sin(rad) * reach * s;
    cv.add(line([px, py], [lx, ly], '#56704a', 0.01 * s, 'stroke-opacity="0.8"'));
    cv.add(
      ellipse(
        lx,
        ly,
        0.11 * s * size,
        0.05 * s * size,
        greens[i % greens.length]!,
        `transform="rotate(${angle + 90 * (rand() - 0.5)} ${lx} ${ly})"`,
      ),
    );
  }
}

/** A floor lamp with a linen drum shade and its warm glow. */
export function floorLamp(cv: Canvas, c: Camera, at: { x: number; z: number }) {
  const [gx, gy] = project(c, [at.x, 1.45, at.z]);
  const s = c.f / at.z;
  cv.add(
    ellipse(
      gx,
      gy,
      0.9 * s,
      0.9 * s,
      cv.radial(
        [
          [0, '#ffe9c4', 0.5],
          [1, '#ffe9c4', 0],
        ],
        [gx, gy],
        0.9 * s,
      ),
    ),
    disc(c, at.x, 0.01, at.z, 0.14, '#3a3632'),
    line(project(c, [at.x, 0, at.z]), project(c, [at.x, 1.35, at.z]), '#3a3632', 0.018 * s),
    cylinder(cv, c, { x: at.x, z: at.z, r: 0.2, y: [1.3, 1.62] }, '#f3e6cf'),
  );
}

/** A framed print on the back wall: soft abstract shapes on a cream ground. */
export function framedArt(
  cv: Canvas,
  c: Camera,
  x: readonly [number, number],
  y: readonly [number, number],
  wall: number,
  tones: readonly string[],
) {
  const r = facing(c, x, y, wall - 0.02);
  const m = r.w * 0.07;
  cv.add(
    rect(r.x + r.w * 0.02, r.y + r.w * 0.03, r.w, r.h, '#2b2420', 'fill-opacity="0.1"'),
    rect(r.x, r.y, r.w, r.h, '#3a332d'),
    rect(r.x + m * 0.3, r.y + m * 0.3, r.w - m * 0.6, r.h - m * 0.6, '#f6f1e8'),
  );
  const ix = r.x + m;
  const iy = r.y + m;
  const iw = r.w - 2 * m;
  const ih = r.h - 2 * m;
  cv.add(
    `<g ${cv.clip(rect(ix, iy, iw, ih, '#000'))}>`,
    rect(ix, iy, iw, ih, tones[0] ?? '#efe6d8'),
    ellipse(ix + iw * 0.62, iy + ih * 0.38, iw * 0.3, iw * 0.3, tones[1] ?? '#e0a98a'),
    path(
      `M${ix} ${iy + ih}C${ix + iw * 0.3} ${iy + ih * 0.45} ${ix + iw * 0.6} ${iy + ih * 0.9} ${ix + iw} ${iy + ih * 0.6}V${iy + ih}Z`,
      tones[2] ?? '#9fb2a0',
    ),
    '</g>',
  );
}

/** A pendant lamp hanging from the ceiling at height `ceiling`. */
export function pendant(
  cv: Canvas,
  c: Camera,
  at: { x: number; z: number; ceiling: number; drop: number },
  colour: string,
) {
  const bottom = at.ceiling - at.drop;
  const [px, py] = project(c, [at.x, bottom, at.z]);
  const s = c.f / at.z;
  const r = 0.2 * s;
  cv.add(
    line(project(c, [at.x, at.ceiling, at.z]), [px, py - r * 0.8], '#4a4540', 2),
    path(`M${px - r} ${py}A${r} ${r * 0.85} 0 0 1 ${px + r} ${py}Z`, colour),
    ellipse(px, py, r, r * 0.18, '#fff3da'),
    ellipse(
      px,
      py + r * 0.2,
      r * 2.4,
      r * 1.2,
      cv.radial(
        [
          [0, '#fff0cc', 0.35],
          [1, '#fff0cc', 0],
        ],
        [px, py + r * 0.2],
        r * 2.4,
        r * 1.2,
      ),
    ),
  );
}

import { type Canvas, ellipse, line, path, rect, shade } from '../pictures/canvas';
import { floorLamp, framedArt, plant, rug } from '../pictures/furniture';
import { box, cylinder, facingRect, project, shadow } from '../pictures/projection';
import { bookStack, roundTable } from './home-pieces';
import { BALCONY, PISO_CAMERA as c, PISO_ROOM as room } from './piso-shell';

/** Minimalista: white and warm grey, pale oak, clean lines, one terracotta accent. */
const FABRIC = '#dcd6cc';
const OAK = '#d9c1a0';
const ACCENT = '#c0714b';
const STONE = '#e4ddd2';

/** A low, deep sofa with a straight back and slim arms, against the back wall. */
function lowSofa(cv: Canvas, x: readonly [number, number], wall: number) {
  const [x0, x1] = x;
  const z = wall - 0.03;
  const front = z - 0.98;
  const seat = shade(FABRIC, 0.06);
  cv.add(
    shadow(cv, c, x, [front, z], 0.38),
    box(c, { x: [x0 + 0.06, x1 - 0.06], y: [0, 0.07], z: [front + 0.06, z - 0.06] }, '#8f877c'),
    box(c, { x, y: [0.07, 0.78], z: [z - 0.24, z] }, FABRIC),
    box(c, { x, y: [0.07, 0.3], z: [front, z - 0.24] }, shade(FABRIC, -0.05)),
  );
  const mid = (x0 + x1) / 2;
  for (const [a, b] of [
    [x0 + 0.15, mid],
    [mid, x1 - 0.15],
  ] as const)
    cv.add(
      box(c, { x: [a + 0.005, b - 0.005], y: [0.3, 0.7], z: [z - 0.4, z - 0.24] }, shade(FABRIC, 0.1)),
      box(
        c,
        { x: [a + 0.005, b - 0.005], y: [0.3, 0.44], z: [front + 0.01, z - 0.4] },
        { front: seat, top: shade(seat, 0.08) },
      ),
    );
  cv.add(
    box(c, { x: [x0, x0 + 0.15], y: [0.07, 0.56], z: [front, z - 0.24] }, FABRIC),
    box(c, { x: [x1 - 0.15, x1], y: [0.07, 0.56], z: [front, z - 0.24] }, FABRIC),
  );
  // The one accent: a terracotta cushion, and a warm grey one beside it.
  for (const [cx, tilt, tone, w] of [
    [x0 + 0.48, -8, ACCENT, 0.46],
    [x0 + 0.88, 5, '#b9b1a5', 0.4],
  ] as const) {
    const [px, py] = project(c, [cx, 0.62, z - 0.45]);
    const s = c.f / (z - 0.45);
    cv.add(
      rect(
        px - (w / 2) * s,
        py - 0.2 * s,
        w * s,
        0.4 * s,
        tone,
        `rx="${0.08 * s}" transform="rotate(${tilt} ${px} ${py})"`,
      ),
    );
  }
}

/** Sheer linen panels either side of the balcony door, on a slim rail. */
function sheers(cv: Canvas) {
  const z = room.d - 0.08;
  const [a, b] = BALCONY.x;
  const top = BALCONY.y[1] + 0.2;
  cv.add(line(project(c, [a - 0.35, top, z]), project(c, [b + 0.35, top, z]), '#b9b1a5', 2.5));
  for (const [x0, x1] of [
    [a - 0.32, a + 0.12],
    [b - 0.12, b + 0.32],
  ] as const) {
    const r = facingRect(c, [x0, x1], [0.02, top], z, '#ffffff');
    cv.add(r.replace('/>', ' fill-opacity="0.82"/>'));
    for (let x = x0 + 0.06; x < x1; x += 0.09)
      cv.add(
        line(
          project(c, [x, 0.04, z - 0.01]),
          project(c, [x, top - 0.02, z - 0.01]),
          '#e6e1d8',
          2,
          'stroke-opacity="0.8"',
        ),
      );
  }
}

/** A low oak console along the right wall, with a vase and a stack of books. */
function console(cv: Canvas, z: readonly [number, number]) {
  const wall = room.x[1];
  const x0 = wall - 0.4;
  cv.add(shadow(cv, c, [x0, wall], z, 0.25));
  cv.add(box(c, { x: [x0 + 0.04, wall], y: [0, 0.08], z: [z[0] + 0.05, z[1] - 0.05] }, shade(OAK, -0.35)));
  cv.add(
    box(
      c,
      { x: [x0, wall - 0.01], y: [0.08, 0.5], z },
      { front: shade(OAK, -0.05), side: shade(OAK, 0.05), top: shade(OAK, 0.14) },
    ),
  );
  for (let i = 1; i < 4; i++) {
    const zz = z[0] + ((z[1] - z[0]) * i) / 4;
    cv.add(line(project(c, [x0, 0.1, zz]), project(c, [x0, 0.48, zz]), shade(OAK, -0.25), 1.4));
  }
  const vz = z[1] - 0.35;
  cv.add(
    cylinder(cv, c, { x: wall - 0.2, z: vz, r: 0.09, y: [0.5, 0.82] }, '#ece7df'),
    bookStack(c, wall - 0.2, 0.5, z[1] - 0.95, ['#d9d2c6', '#f3efe8', ACCENT]),
  );
  // A dry branch in the vase.
  const [px, py] = project(c, [wall - 0.2, 0.82, vz]);
  const s = c.f / vz;
  cv.add(
    path(
      `M${px} ${py}q${-0.05 * s} ${-0.3 * s} ${-0.2 * s} ${-0.55 * s}`,
      'none',
      `stroke="#7b6a58" stroke-width="${0.01 * s}"`,
    ),
    path(
      `M${px} ${py}q${0.04 * s} ${-0.25 * s} ${0.16 * s} ${-0.42 * s}`,
      'none',
      `stroke="#7b6a58" stroke-width="${0.008 * s}"`,
    ),
  );
}

/** An oak-framed lounge chair seen from its side, turned to the sofa, with stone-grey cushions. */
function loungeChair(cv: Canvas, x: number, z: readonly [number, number]) {
  const w = 0.78;
  const wood = shade(OAK, -0.12);
  const frame = (az: number) =>
    [x + 0.04, x + w - 0.08]
      .map((lx) => box(c, { x: [lx, lx + 0.04], y: [0, 0.58], z: [az, az + 0.04] }, wood))
      .concat(
        box(
          c,
          { x: [x + 0.02, x + w - 0.02], y: [0.58, 0.62], z: [az - 0.01, az + 0.05] },
          { front: wood, top: OAK },
        ),
      )
      .join('');
  cv.add(
    shadow(cv, c, [x, x + w], z, 0.3),
    frame(z[1] - 0.05),
    box(c, { x: [x + 0.04, x + w - 0.04], y: [0.26, 0.3], z: [z[0] + 0.04, z[1] - 0.04] }, wood),
    box(
      c,
      { x: [x + w - 0.22, x + w - 0.06], y: [0.3, 0.86], z: [z[0] + 0.05, z[1] - 0.05] },
      shade(STONE, -0.05),
    ),
    box(
      c,
      { x: [x + 0.04, x + w - 0.2], y: [0.3, 0.45], z: [z[0] + 0.05, z[1] - 0.05] },
      { front: STONE, side: shade(STONE, 0.05), top: shade(STONE, 0.1) },
    ),
    frame(z[0] + 0.01),
  );
}

/** The flat's living room staged Minimalista: few pieces, clean lines, one accent. */
export function pisoMinimal(cv: Canvas): void {
  const d = room.d;
  framedArt(cv, c, [-1.9, -0.55], [1.25, 2.2], d, ['#f1ece3', ACCENT, '#d4ccbf']);
  sheers(cv);
  plant(cv, c, { x: 2.0, z: d - 0.4, size: 1.4, pot: STONE }, 41);
  floorLamp(cv, c, { x: -2.38, z: d - 0.3 });
  rug(cv, c, [-2.35, 1.15], [2.35, 4.45], '#ebe6dd', '#00000012');
  lowSofa(cv, [-2.15, -0.15], d);
  console(cv, [1.55, 3.35]);
  roundTable(cv, c, { x: -1.1, z: 3.3, r: 0.46, h: 0.36 }, STONE, shade(STONE, -0.12));
  cv.add(
    cylinder(cv, c, { x: -1.25, z: 3.3, r: 0.07, y: [0.36, 0.52] }, '#f3efe8'),
    bookStack(c, -0.9, 0.36, 3.35, ['#d9d2c6', '#efeae2']),
  );
  // A few olive sprigs in the little vase.
  const [vx, vy] = project(c, [-1.25, 0.52, 3.3]);
  const s = c.f / 3.3;
  for (const [dx, dy] of [
    [-0.09, -0.2],
    [0.02, -0.26],
    [0.1, -0.17],
  ] as const) {
    cv.add(line([vx, vy], [vx + dx * s, vy + dy * s], '#7d8a6a', 0.008 * s));
    for (const t of [0.45, 0.7, 0.95])
      cv.add(
        ellipse(
          vx + dx * s * t,
          vy + dy * s * t,
          0.025 * s,
          0.01 * s,
          '#8f9c7c',
          `transform="rotate(${dx > 0 ? -40 : 40} ${vx + dx * s * t} ${vy + dy * s * t})"`,
        ),
      );
  }
  loungeChair(cv, 0.4, [2.5, 3.25]);
}

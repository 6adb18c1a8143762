import { type Canvas, ellipse, line, path, shade } from '../pictures/canvas';
import { box, type Camera, cylinder, disc, facingRect, project, shadow } from '../pictures/projection';

/** Pieces shared by the staged back room and flat (chairs, desks, tables, lamps). */

export interface ChairLook {
  seat: string;
  back?: string;
  legs: string;
}

/**
 * A chair with its seat centred on (x, z): `away` has its back to the camera (pulled up to a
 * desk against the back wall), `camera` faces us from the far side of a table.
 */
export function chair(
  cv: Canvas,
  c: Camera,
  at: { x: number; z: number; facing: 'away' | 'camera' },
  k: ChairLook,
  w = 0.46,
) {
  const h = w / 2;
  const x = [at.x - h, at.x + h] as const;
  const z = [at.z - h, at.z + h] as const;
  const t = 0.028;
  const leg = (lx: number, lz: number) =>
    box(c, { x: [lx - t / 2, lx + t / 2], y: [0, 0.44], z: [lz - t / 2, lz + t / 2] }, k.legs);
  const farLegs = [leg(x[0] + 0.03, z[1] - 0.03), leg(x[1] - 0.03, z[1] - 0.03)];
  const nearLegs = [leg(x[0] + 0.03, z[0] + 0.03), leg(x[1] - 0.03, z[0] + 0.03)];
  const seat = box(c, { x, y: [0.44, 0.49], z }, { front: shade(k.seat, -0.06), top: k.seat });
  const bz = (at.facing === 'away' ? [z[0] + 0.01, z[0] + 0.05] : [z[1] - 0.05, z[1] - 0.01]) as readonly [
    number,
    number,
  ];
  const back = [
    box(c, { x: [x[0] + 0.03, x[0] + 0.03 + t], y: [0.49, 0.62], z: bz }, k.legs),
    box(c, { x: [x[1] - 0.03 - t, x[1] - 0.03], y: [0.49, 0.62], z: bz }, k.legs),
    box(c, { x: [x[0] + 0.01, x[1] - 0.01], y: [0.6, 0.86], z: bz }, k.back ?? k.seat),
  ];
  cv.add(shadow(cv, c, x, z, 0.24));
  if (at.facing === 'camera') cv.add(...back, ...farLegs, ...nearLegs, seat);
  else cv.add(...farLegs, ...nearLegs, seat, ...back);
}

/** A desk or table top on four legs (`frame`: steel end frames with a foot bar). */
export function desk(
  cv: Canvas,
  c: Camera,
  at: { x: readonly [number, number]; z: readonly [number, number]; y?: number },
  top: string,
  legs: string,
  frame = false,
) {
  const y = at.y ?? 0.74;
  const { x, z } = at;
  const t = frame ? 0.04 : 0.045;
  cv.add(shadow(cv, c, x, z, 0.22));
  for (const lz of [z[1] - 0.06 - t, z[0] + 0.06])
    for (const lx of [x[0] + 0.06, x[1] - 0.06 - t])
      cv.add(box(c, { x: [lx, lx + t], y: [0, y - 0.04], z: [lz, lz + t] }, legs));
  if (frame)
    for (const lx of [x[0] + 0.06, x[1] - 0.06 - t])
      cv.add(box(c, { x: [lx, lx + t], y: [0.06, 0.1], z: [z[0] + 0.06, z[1] - 0.06] }, legs));
  cv.add(box(c, { x, y: [y - 0.04, y], z }, { front: shade(top, -0.12), top }));
}

/** A round table on a pedestal, centre (x, z). */
export function roundTable(
  cv: Canvas,
  c: Camera,
  at: { x: number; z: number; r: number; h?: number },
  top: string,
  base: string,
) {
  const h = at.h ?? 0.74;
  cv.add(
    shadow(cv, c, [at.x - at.r * 0.8, at.x + at.r * 0.8], [at.z - at.r * 0.6, at.z + at.r * 0.6], 0.26),
    disc(c, at.x, 0.01, at.z, 0.24, shade(base, -0.1)),
    cylinder(cv, c, { x: at.x, z: at.z, r: 0.05, y: [0.01, h - 0.04] }, base),
    disc(c, at.x, h - 0.04, at.z, at.r, shade(top, -0.22)),
    disc(c, at.x, h, at.z, at.r, top),
  );
}

/** A computer screen on a desk top at height y, facing the camera (and whoever sits at the desk). */
export function screen(c: Camera, x: number, z: number, y: number, colour: string, display: string) {
  return [
    box(c, { x: [x - 0.1, x + 0.1], y: [y, y + 0.015], z: [z - 0.02, z + 0.12] }, colour),
    box(c, { x: [x - 0.03, x + 0.03], y: [y, y + 0.2], z: [z + 0.05, z + 0.08] }, colour),
    box(c, { x: [x - 0.3, x + 0.3], y: [y + 0.14, y + 0.5], z: [z, z + 0.03] }, colour),
    facingRect(c, [x - 0.285, x + 0.285], [y + 0.155, y + 0.485], z - 0.002, display),
    facingRect(c, [x - 0.26, x - 0.02], [y + 0.4, y + 0.46], z - 0.004, shade(display, -0.25)),
  ].join('');
}

/** A desk lamp: base, an angled arm and a small head, standing at (x, y, z). */
export function deskLamp(c: Camera, at: readonly [number, number, number], colour: string) {
  const [x, y, z] = at;
  const s = c.f / z;
  const [hx, hy] = project(c, [x + 0.12, y + 0.42, z]);
  return [
    disc(c, x, y, z, 0.07, colour),
    line(project(c, [x, y, z]), project(c, [x - 0.05, y + 0.28, z]), colour, 0.014 * s),
    line(project(c, [x - 0.05, y + 0.28, z]), [hx, hy], colour, 0.014 * s),
    path(
      `M${hx - 0.02 * s} ${hy - 0.04 * s}L${hx + 0.11 * s} ${hy + 0.02 * s}L${hx + 0.05 * s} ${hy + 0.1 * s}Z`,
      colour,
    ),
  ].join('');
}

/** A warm glow around a point: a lamp lit in the picture. */
export function glow(cv: Canvas, c: Camera, at: readonly [number, number, number], r: number, o = 0.45) {
  const [gx, gy] = project(c, at);
  const s = c.f / at[2];
  return ellipse(
    gx,
    gy,
    r * s,
    r * s,
    cv.radial(
      [
        [0, '#ffe3b0', o],
        [1, '#ffe3b0', 0],
      ],
      [gx, gy],
      r * s,
    ),
  );
}

/** An industrial pendant: a black enamel cone over a bare filament bulb. */
export function edisonPendant(
  cv: Canvas,
  c: Camera,
  at: { x: number; z: number; ceiling: number; drop: number },
  shadeColour = '#262523',
) {
  const y = at.ceiling - at.drop;
  const [px, py] = project(c, [at.x, y, at.z]);
  const s = c.f / at.z;
  const r = 0.17 * s;
  const cone = `M${px - 0.03 * s} ${py - 0.2 * s}L${px + 0.03 * s} ${py - 0.2 * s}L${px + r} ${py}L${px - r} ${py}Z`;
  cv.add(
    glow(cv, c, [at.x, y - 0.15, at.z], 1.0, 0.4),
    line(project(c, [at.x, at.ceiling, at.z]), [px, py - 0.2 * s], '#2a2826', 2),
    ellipse(px, py + 0.04 * s, 0.05 * s, 0.065 * s, '#ffd68c'),
    ellipse(px, py + 0.04 * s, 0.025 * s, 0.035 * s, '#fff6dc'),
    path(cone, shadeColour),
    ellipse(px, py, r, r * 0.16, shade(shadeColour, 0.25)),
  );
}

/** A bare filament bulb on a long cord (a row of them reads as industrial at a glance). */
export function bulb(cv: Canvas, c: Camera, at: { x: number; z: number; ceiling: number; drop: number }) {
  const y = at.ceiling - at.drop;
  const [px, py] = project(c, [at.x, y, at.z]);
  const s = c.f / at.z;
  cv.add(
    glow(cv, c, [at.x, y, at.z], 0.55, 0.5),
    line(project(c, [at.x, at.ceiling, at.z]), [px, py - 0.05 * s], '#2a2826', 1.6),
    ellipse(px, py - 0.06 * s, 0.02 * s, 0.025 * s, '#3a3632'),
    ellipse(px, py + 0.02 * s, 0.045 * s, 0.06 * s, '#ffcf7a'),
    ellipse(px, py + 0.02 * s, 0.02 * s, 0.03 * s, '#fff6dc'),
  );
}

/** A round wool rug on the floor. */
export function roundRug(c: Camera, x: number, z: number, r: number, colour: string, edge: string) {
  return [disc(c, x, 0.004, z, r, edge), disc(c, x, 0.006, z, r - 0.06, colour)].join('');
}

/** A stack of books lying on a surface at height y; `tones` from the bottom up. */
export function bookStack(c: Camera, x: number, y: number, z: number, tones: readonly string[]) {
  return tones
    .map((t, i) =>
      box(
        c,
        {
          x: [x - 0.13 + i * 0.01, x + 0.13 - i * 0.015],
          y: [y + i * 0.035, y + (i + 1) * 0.035],
          z: [z - 0.09, z + 0.09],
        },
        { front: t, top: '#f4efe6' },
      ),
    )
    .join('');
}

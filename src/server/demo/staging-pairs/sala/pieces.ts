import { type Canvas, ellipse, HEIGHT, line, path, shade, WIDTH } from '../../pictures/canvas';
import { box, type Camera, cylinder, disc, project, shadow } from '../../pictures/projection';

/** Where a seat's sitter looks: its back is on the opposite side. */
export type Facing = 'camera' | 'away' | 'left' | 'right';

export interface ChairLook {
  seat: string;
  frame: string;
  /** The backrest (default: the seat colour). */
  back?: string;
}

/** A café chair (seat 0.44 m wide at 0.46 m, back to 0.86 m) centred on (x, z). */
export function chair(cv: Canvas, c: Camera, at: { x: number; z: number; facing: Facing }, look: ChairLook) {
  const { x, z } = at;
  const h = 0.2;
  const leg = (lx: number, lz: number, top = 0.44) =>
    box(c, { x: [lx - 0.012, lx + 0.012], y: [0, top], z: [lz - 0.012, lz + 0.012] }, look.frame);
  const legsAt = (which: 'far' | 'near') =>
    [x - h + 0.03, x + h - 0.03].map((lx) => leg(lx, which === 'far' ? z + h - 0.03 : z - h + 0.03)).join('');
  const backTone = look.back ?? look.seat;
  const backBox = (() => {
    if (at.facing === 'camera') return { x: [x - h, x + h], z: [z + h - 0.04, z + h] } as const;
    if (at.facing === 'away') return { x: [x - h, x + h], z: [z - h, z - h + 0.04] } as const;
    if (at.facing === 'right') return { x: [x - h, x - h + 0.04], z: [z - h, z + h] } as const;
    return { x: [x + h - 0.04, x + h], z: [z - h, z + h] } as const;
  })();
  const back = box(c, { x: backBox.x, y: [0.66, 0.84], z: backBox.z }, backTone);
  const posts = [0, 1]
    .map((i) => {
      const px =
        at.facing === 'camera' || at.facing === 'away'
          ? backBox.x[i]! + (i ? -0.015 : 0.015)
          : backBox.x[0]! + 0.02;
      const pz =
        at.facing === 'camera' || at.facing === 'away'
          ? backBox.z[0]! + 0.02
          : backBox.z[i]! + (i ? -0.015 : 0.015);
      return box(
        c,
        { x: [px - 0.012, px + 0.012], y: [0.46, 0.67], z: [pz - 0.012, pz + 0.012] },
        look.frame,
      );
    })
    .join('');
  const seat = box(
    c,
    { x: [x - h, x + h], y: [0.44, 0.48], z: [z - h, z + h] },
    { front: shade(look.seat, -0.1), top: look.seat },
  );
  cv.add(shadow(cv, c, [x - h, x + h], [z - h, z + h], 0.22), legsAt('far'));
  // The back is drawn before the seat when it is beyond it, after when it is nearer the camera.
  const backFirst =
    at.facing === 'camera' || (at.facing === 'right' ? c.x > x : at.facing === 'left' && c.x < x);
  if (backFirst) cv.add(posts, back, seat, legsAt('near'));
  else cv.add(seat, legsAt('near'), posts, back);
}

/** A bar stool: four splayed legs, a foot ring and a round seat at 0.76 m. */
export function stool(cv: Canvas, c: Camera, at: { x: number; z: number }, seat: string, frame: string) {
  const { x, z } = at;
  const s = c.f / z;
  const top = project(c, [x, 0.74, z]);
  cv.add(shadow(cv, c, [x - 0.2, x + 0.2], [z - 0.2, z + 0.2], 0.2));
  for (const [dx, dz] of [
    [-0.19, 0.17],
    [0.19, 0.17],
  ] as const)
    cv.add(line(project(c, [x + dx, 0, z + dz]), top, shade(frame, -0.1), 0.022 * s));
  cv.add(disc(c, x, 0.28, z, 0.17, 'none', `stroke="${frame}" stroke-width="${0.014 * s}"`));
  for (const [dx, dz] of [
    [-0.19, -0.17],
    [0.19, -0.17],
  ] as const)
    cv.add(line(project(c, [x + dx, 0, z + dz]), top, frame, 0.024 * s));
  cv.add(cylinder(cv, c, { x, z, r: 0.19, y: [0.72, 0.78] }, seat));
}

export interface TableLook {
  top: string;
  base: string;
  /** Top edge (default: the top in shade). */
  edge?: string;
}

/** A round bistro table on a pedestal, with whatever sits on it drawn by the caller after. */
export function roundTable(cv: Canvas, c: Camera, at: { x: number; z: number; r: number }, look: TableLook) {
  const { x, z, r } = at;
  cv.add(
    shadow(cv, c, [x - r * 0.6, x + r * 0.6], [z - r * 0.6, z + r * 0.6], 0.26),
    disc(c, x, 0.01, z, r * 0.5, shade(look.base, -0.1)),
    box(c, { x: [x - 0.025, x + 0.025], y: [0, 0.72], z: [z - 0.025, z + 0.025] }, look.base),
    cylinder(cv, c, { x, z, r, y: [0.72, 0.75] }, look.edge ?? shade(look.top, -0.1)),
    disc(c, x, 0.75, z, r, look.top),
  );
}

/** A cup and saucer on a surface at height y. */
export function cup(cv: Canvas, c: Camera, at: { x: number; y: number; z: number }, colour = '#f7f3ec') {
  cv.add(
    disc(c, at.x, at.y + 0.003, at.z, 0.07, shade(colour, -0.08)),
    cylinder(cv, c, { x: at.x, z: at.z, r: 0.04, y: [at.y + 0.005, at.y + 0.07] }, colour),
    disc(c, at.x, at.y + 0.07, at.z, 0.032, '#5a3a26'),
  );
}

export type PendantKind = 'edison' | 'globe' | 'dome' | 'cone';

/** A pendant lamp hung from the ceiling: a bare Edison bulb, an opal globe, a dome or a cone shade. */
export function hangingLamp(
  cv: Canvas,
  c: Camera,
  at: { x: number; z: number; ceiling: number; drop: number },
  kind: PendantKind,
  colour: string,
) {
  const y = at.ceiling - at.drop;
  const [px, py] = project(c, [at.x, y, at.z]);
  const s = c.f / at.z;
  const glow = (r: number, o: number) =>
    ellipse(
      px,
      py,
      r,
      r,
      cv.radial(
        [
          [0, '#ffe2a8', o],
          [0.4, '#ffe2a8', o * 0.35],
          [1, '#ffe2a8', 0],
        ],
        [px, py],
        r,
      ),
    );
  cv.add(
    line(project(c, [at.x, at.ceiling, at.z]), [px, py - 0.05 * s], '#2e2b28', Math.max(1.5, 0.008 * s)),
  );
  if (kind === 'edison') {
    const r = 0.055 * s;
    cv.add(
      glow(0.5 * s, 0.55),
      path(
        `M${px - 0.02 * s} ${py - 0.05 * s}h${0.04 * s}v${0.03 * s}h${-0.04 * s}Z`,
        colour,
        `stroke="${colour}" stroke-width="1"`,
      ),
      ellipse(px, py + r * 0.7, r, r * 1.25, '#ffd98a', 'fill-opacity="0.9"'),
      ellipse(px, py + r * 0.8, r * 0.4, r * 0.6, '#fff6dc'),
    );
  } else if (kind === 'globe') {
    const r = 0.15 * s;
    cv.add(
      glow(0.75 * s, 0.45),
      line([px, py - 0.05 * s], [px, py - r + 0.04 * s], colour, 0.03 * s),
      ellipse(
        px,
        py + r * 0.2,
        r,
        r,
        cv.radial(
          [
            [0, '#fffaf0'],
            [0.7, '#fbefd8'],
            [1, '#e9d6b6'],
          ],
          [px - r * 0.2, py],
          r * 1.1,
        ),
      ),
    );
  } else {
    const r = (kind === 'dome' ? 0.22 : 0.14) * s;
    const h = kind === 'dome' ? r * 0.8 : r * 1.3;
    const shape =
      kind === 'dome'
        ? `M${px - r} ${py + h * 0.6}C${px - r} ${py - h * 0.6} ${px + r} ${py - h * 0.6} ${px + r} ${py + h * 0.6}Z`
        : `M${px - r} ${py + h * 0.6}L${px - r * 0.2} ${py - h * 0.4}H${px + r * 0.2}L${px + r} ${py + h * 0.6}Z`;
    cv.add(
      path(
        shape,
        cv.linear(
          [
            [0, shade(colour, 0.12)],
            [1, shade(colour, -0.18)],
          ],
          [px - r, 0],
          [px + r, 0],
        ),
      ),
      ellipse(px, py + h * 0.6, r, r * 0.16, '#fff3d6'),
      ellipse(
        px,
        py + h * 0.6 + r * 0.9,
        r * 2.6,
        r * 1.6,
        cv.radial(
          [
            [0, '#fff0cc', 0.32],
            [1, '#fff0cc', 0],
          ],
          [px, py + h * 0.6 + r * 0.9],
          r * 2.6,
          r * 1.6,
        ),
      ),
    );
  }
}

/** The warm light of lamps lit in the room, over the whole picture (before the vignette). */
export function warmLight(cv: Canvas, centre: readonly [number, number], strength = 0.1) {
  cv.add(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${cv.radial(
      [
        [0, '#ffb457', strength],
        [0.6, '#ffb457', strength * 0.45],
        [1, '#ffb457', 0],
      ],
      centre,
      WIDTH * 0.6,
    )}"/>`,
  );
}

import { type Canvas, ellipse, HEIGHT, type Pt, polygon, rect, shade, WIDTH } from './canvas';

/**
 * Scenes are laid out in metres and projected through a level pinhole camera, so walls, floors
 * and furniture share one vanishing point and read as a photograph taken at eye height.
 * x to the right, y up from the floor, z away from the camera (the camera looks along +z).
 */
export type V3 = readonly [number, number, number];

export interface Camera {
  /** Position across the room and eye height, metres. */
  x: number;
  y: number;
  /** Focal length in pixels (≈ 1000 for a 1600-px frame is a 77° lens, a typical room shot). */
  f: number;
  /** The vanishing point on the picture (the horizon is at cy). */
  cx: number;
  cy: number;
}

export const camera = (c: Partial<Camera> = {}): Camera => ({
  x: 0,
  y: 1.3,
  f: 1000,
  cx: WIDTH / 2,
  cy: HEIGHT / 2,
  ...c,
});

export function project(c: Camera, [x, y, z]: V3): Pt {
  return [c.cx + (c.f * (x - c.x)) / z, c.cy - (c.f * (y - c.y)) / z];
}

/** A flat face given by its corners in metres. */
export function face(c: Camera, corners: readonly V3[], fill: string, extra = ''): string {
  return polygon(
    corners.map((p) => project(c, p)),
    fill,
    extra,
  );
}

/** A rectangle on a plane facing the camera (constant z): a wall picture, a door, a mirror. */
export function facing(c: Camera, x: readonly [number, number], y: readonly [number, number], z: number) {
  const [x0, y1] = project(c, [x[0], y[1], z]);
  const [x1, y0] = project(c, [x[1], y[0], z]);
  return { x: x0, y: y1, w: x1 - x0, h: y0 - y1 };
}

export function facingRect(
  c: Camera,
  x: readonly [number, number],
  y: readonly [number, number],
  z: number,
  fill: string,
  extra = '',
): string {
  const r = facing(c, x, y, z);
  return rect(r.x, r.y, r.w, r.h, fill, extra);
}

export interface BoxSpec {
  x: readonly [number, number];
  y: readonly [number, number];
  z: readonly [number, number];
}

export interface BoxColours {
  front: string;
  top?: string;
  side?: string;
  bottom?: string;
}

/** An axis-aligned block: the faces the camera sees, lit from above and a little from the left. */
export function box(c: Camera, b: BoxSpec, colours: string | BoxColours): string {
  const k = typeof colours === 'string' ? { front: colours } : colours;
  const top = k.top ?? shade(k.front, 0.14);
  const side = k.side ?? shade(k.front, -0.12);
  const bottom = k.bottom ?? shade(k.front, -0.2);
  const [x0, x1] = b.x;
  const [y0, y1] = b.y;
  const [z0, z1] = b.z;
  const out: string[] = [];
  if (c.y > y1)
    out.push(
      face(
        c,
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        top,
      ),
    );
  if (c.y < y0)
    out.push(
      face(
        c,
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        bottom,
      ),
    );
  const sideAt = (x: number) =>
    face(
      c,
      [
        [x, y0, z0],
        [x, y1, z0],
        [x, y1, z1],
        [x, y0, z1],
      ],
      side,
    );
  if (c.x < x0) out.push(sideAt(x0));
  if (c.x > x1) out.push(sideAt(x1));
  out.push(facingRect(c, b.x, b.y, z0, k.front, `stroke="${k.front}" stroke-width="1.2"`));
  return out.join('');
}

/**
 * A soft contact shadow on the floor under a footprint: an ellipse fading out from the middle
 * (a gradient, not a blur filter, which costs ten times more to rasterise).
 */
export function shadow(
  cv: Canvas,
  c: Camera,
  x: readonly [number, number],
  z: readonly [number, number],
  opacity = 0.28,
) {
  const corners = [
    project(c, [x[0], 0, z[0]]),
    project(c, [x[1], 0, z[0]]),
    project(c, [x[0], 0, z[1]]),
    project(c, [x[1], 0, z[1]]),
  ];
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const rx = (Math.max(...xs) - Math.min(...xs)) / 2 + 25;
  const ry = (Math.max(...ys) - Math.min(...ys)) / 2 + 12;
  const fill = cv.radial(
    [
      [0, '#2b2420', opacity],
      [0.6, '#2b2420', opacity * 0.75],
      [1, '#2b2420', 0],
    ],
    [cx, cy],
    rx,
    ry,
  );
  return ellipse(cx, cy, rx, ry, fill);
}

/** A horizontal disc (table top, rug, plate) at height y, centre (x, z). */
export function disc(
  c: Camera,
  x: number,
  y: number,
  z: number,
  r: number,
  fill: string,
  extra = '',
): string {
  const [px, py] = project(c, [x, y, z]);
  return ellipse(px, py, (c.f * r) / z, (c.f * r * Math.abs(c.y - y)) / (z * z), fill, extra);
}

/** An upright cylinder (pot, lamp base, stool), shaded across its width. */
export function cylinder(
  cv: Canvas,
  c: Camera,
  at: { x: number; z: number; r: number; y: readonly [number, number] },
  colour: string,
): string {
  const [bx, by] = project(c, [at.x, at.y[0], at.z]);
  const [, ty] = project(c, [at.x, at.y[1], at.z]);
  const rx = (c.f * at.r) / at.z;
  const body = cv.linear(
    [
      [0, shade(colour, 0.1)],
      [0.55, colour],
      [1, shade(colour, -0.22)],
    ],
    [bx - rx, 0],
    [bx + rx, 0],
  );
  const out = [
    disc(c, at.x, at.y[0], at.z, at.r, shade(colour, -0.22)),
    rect(bx - rx, ty, 2 * rx, by - ty, body),
  ];
  if (c.y > at.y[1]) out.push(disc(c, at.x, at.y[1], at.z, at.r, shade(colour, 0.12)));
  return out.join('');
}

import { type Canvas, polygon, pts, rect, shade } from './canvas';
import { box, type Camera, face, facing, facingRect, project, type V3 } from './projection';
import type { Room } from './room';
import { drawView, type View } from './views';

export interface Opening {
  x: readonly [number, number];
  y: readonly [number, number];
  view: View;
  /** Vertical glazing bars (0 = one pane). */
  bars?: number;
  /** Height of a horizontal bar, metres, if any. */
  transom?: number;
  frame?: string;
  /** A French balcony: iron railing across the lower part. */
  railing?: boolean;
}

const DEPTH = 0.2;
const BAR = 0.05;

/** A window or balcony door in the back wall: reveals, the view, glass, frame and sill. */
export function backWindow(cv: Canvas, c: Camera, room: Room, o: Opening, wall: string, seed = 7): void {
  const [a, b] = o.x;
  const [s, t] = o.y;
  const d = room.d;
  const g = d + DEPTH;
  const reveal = (corners: V3[], tone: number) => face(c, corners, shade(wall, tone));
  // The view first, over the whole opening; the reveals cover its edges.
  const glass = facing(c, o.x, o.y, g);
  const clip = cv.clip(rect(glass.x, glass.y, glass.w, glass.h, '#000'));
  cv.add(`<g ${clip}>${drawView(cv, c, o.view, glass, seed)}</g>`);
  if (c.x > a)
    cv.add(
      reveal(
        [
          [a, s, d],
          [a, t, d],
          [a, t, g],
          [a, s, g],
        ],
        -0.1,
      ),
    );
  if (c.x < b)
    cv.add(
      reveal(
        [
          [b, s, d],
          [b, t, d],
          [b, t, g],
          [b, s, g],
        ],
        -0.14,
      ),
    );
  if (c.y < t)
    cv.add(
      reveal(
        [
          [a, t, d],
          [b, t, d],
          [b, t, g],
          [a, t, g],
        ],
        -0.2,
      ),
    );
  const frame = o.frame ?? '#f4f1ec';
  const bar = (x: readonly [number, number], y: readonly [number, number]) =>
    facingRect(c, x, y, g - 0.01, frame);
  cv.add(
    // A faint sheen on the glass.
    rect(
      glass.x,
      glass.y,
      glass.w,
      glass.h,
      cv.linear(
        [
          [0, '#ffffff', 0.18],
          [0.5, '#ffffff', 0],
          [1, '#ffffff', 0.08],
        ],
        [glass.x, glass.y],
        [glass.x + glass.w, glass.y + glass.h],
      ),
    ),
    bar([a, a + BAR], o.y),
    bar([b - BAR, b], o.y),
    bar(o.x, [t - BAR, t]),
    bar(o.x, [s, s + BAR]),
  );
  const bars = o.bars ?? 1;
  for (let i = 1; i <= bars; i++) {
    const x = a + ((b - a) * i) / (bars + 1);
    cv.add(bar([x - BAR / 2, x + BAR / 2], o.y));
  }
  if (o.transom) cv.add(bar(o.x, [o.transom - BAR / 2, o.transom + BAR / 2]));
  if (o.railing) {
    const top = s + 0.95;
    cv.add(facingRect(c, o.x, [top - 0.03, top], d - 0.02, '#3b3a38'));
    for (let x = a + 0.06; x < b; x += 0.11)
      cv.add(facingRect(c, [x, x + 0.015], [s, top], d - 0.02, '#3b3a38'));
  }
  if (s > 0.2)
    cv.add(
      box(
        c,
        { x: [a - 0.05, b + 0.05], y: [s - 0.035, s], z: [d - 0.06, g] },
        { front: shade(wall, 0.15), top: '#fbfaf7' },
      ),
    );
}

/** A window in the left wall (x = room.x[0]): its view, the back reveal, curtains if any. */
export function leftWindow(
  cv: Canvas,
  c: Camera,
  room: Room,
  o: { z: readonly [number, number]; y: readonly [number, number]; view: View; curtain?: string },
  wall: string,
): void {
  const x = room.x[0];
  const [z0, z1] = o.z;
  const [s, t] = o.y;
  const g = x - DEPTH;
  const glass: V3[] = [
    [g, s, z0],
    [g, t, z0],
    [g, t, z1],
    [g, s, z1],
  ];
  const corners = glass.map((p) => project(c, p));
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const bounds = {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    h: Math.max(...ys) - Math.min(...ys),
  };
  const clip = cv.clip(`<polygon points="${pts(corners)}"/>`);
  cv.add(`<g ${clip}>${drawView(cv, c, o.view, bounds)}</g>`);
  cv.add(
    face(
      c,
      [
        [g, s, z1],
        [x, s, z1],
        [x, t, z1],
        [g, t, z1],
      ],
      shade(wall, -0.04),
    ),
    face(
      c,
      [
        [g, t, z0],
        [x, t, z0],
        [x, t, z1],
        [g, t, z1],
      ],
      shade(wall, -0.22),
    ),
    polygon(corners, '#ffffff', 'fill-opacity="0.08"'),
  );
  const frame = (p: V3[]) => face(c, p, '#f4f1ec');
  const mid = (z0 + z1) / 2;
  cv.add(
    frame([
      [g, s, mid - 0.025],
      [g, t, mid - 0.025],
      [g, t, mid + 0.025],
      [g, s, mid + 0.025],
    ]),
    frame([
      [g, s, z0],
      [g, s + 0.05, z0],
      [g, s + 0.05, z1],
      [g, s, z1],
    ]),
  );
  if (o.curtain) {
    // Linen panels drawn back either side, slightly off the wall.
    const cx = x + 0.08;
    for (const [za, zb] of [
      [z0 - 0.45, z0 + 0.1],
      [z1 - 0.1, z1 + 0.4],
    ] as const)
      cv.add(
        face(
          c,
          [
            [cx, 0.02, za],
            [cx, t + 0.25, za],
            [cx, t + 0.25, zb],
            [cx, 0.02, zb],
          ],
          cv.linear(
            [
              [0, o.curtain],
              [0.5, shade(o.curtain, 0.12)],
              [1, shade(o.curtain, -0.06)],
            ],
            project(c, [cx, 1, za]),
            project(c, [cx, 1, zb]),
          ),
        ),
      );
  }
}

import { Canvas, ellipse, HEIGHT, line, random, rect, shade, WIDTH } from './canvas';
import { box, type Camera, camera, face, facing, facingRect, project } from './projection';
import { vignette } from './room';

/** Depth of the façade across the street from the camera. */
const D = 9;

/** A first-floor balcony: the window with green Valencian shutters, a slab and an iron railing. */
function balcony(cv: Canvas, c: Camera, x: number, y: number, wall: string, z = D) {
  const w = 1.1;
  cv.add(
    facingRect(c, [x - 0.12, x + w + 0.12], [y - 0.1, y + 2.3], z - 0.01, shade(wall, 0.25)),
    facingRect(c, [x, x + w], [y, y + 2.15], z - 0.02, '#4f5b5d'),
    facingRect(c, [x + 0.08, x + w - 0.08], [y + 0.6, y + 2.05], z - 0.03, '#7c9196'),
  );
  // Shutters folded back either side, slatted.
  for (const sx of [x - 0.55, x + w]) {
    cv.add(facingRect(c, [sx, sx + 0.55], [y, y + 2.15], z - 0.04, '#6f8d79'));
    for (let yy = y + 0.08; yy < y + 2.1; yy += 0.09)
      cv.add(
        line(project(c, [sx + 0.03, yy, z - 0.05]), project(c, [sx + 0.52, yy, z - 0.05]), '#5b7764', 1.4),
      );
  }
  cv.add(
    box(
      c,
      { x: [x - 0.35, x + w + 0.35], y: [y - 0.12, y], z: [z - 0.55, z] },
      { front: shade(wall, 0.3), bottom: shade(wall, -0.3) },
    ),
  );
  const rail = z - 0.52;
  cv.add(facingRect(c, [x - 0.33, x + w + 0.33], [y + 0.95, y + 1.0], rail, '#3b3a38'));
  for (let rx = x - 0.3; rx < x + w + 0.33; rx += 0.1)
    cv.add(line(project(c, [rx, y, rail]), project(c, [rx, y + 0.97, rail]), '#3b3a38', 2));
}

/** The agency's poster behind the glass: a coloured header, a photo block and a QR code. */
function poster(cv: Canvas, c: Camera, x: number, y: number) {
  const r = facing(c, [x, x + 0.5], [y, y + 0.7], D + 0.05);
  const rand = random(5);
  cv.add(rect(r.x, r.y, r.w, r.h, '#fbfaf7'), rect(r.x, r.y, r.w, r.h * 0.16, '#e56665'));
  cv.add(rect(r.x + r.w * 0.1, r.y + r.h * 0.22, r.w * 0.8, r.h * 0.3, '#d9cbb6'));
  const q = r.w * 0.5;
  const qx = r.x + (r.w - q) / 2;
  const qy = r.y + r.h * 0.58;
  const cell = q / 9;
  for (let i = 0; i < 9; i++)
    for (let j = 0; j < 9; j++) {
      const finder = (i < 3 && j < 3) || (i > 5 && j < 3) || (i < 3 && j > 5);
      if (finder || rand() > 0.55)
        cv.add(rect(qx + i * cell, qy + j * cell, cell + 0.3, cell + 0.3, '#2b2420'));
    }
}

/** An orange tree in its pavement pit. */
function orangeTree(cv: Canvas, c: Camera, x: number, z: number) {
  const rand = random(9);
  const [bx, by] = project(c, [x, 0, z]);
  const [, ty] = project(c, [x, 2.3, z]);
  const s = c.f / z;
  const treeShadow = cv.radial(
    [
      [0, '#2b2420', 0.22],
      [1, '#2b2420', 0],
    ],
    [bx + 0.4 * s, by],
    1.2 * s,
    0.22 * s,
  );
  cv.add(ellipse(bx + 0.4 * s, by, 1.2 * s, 0.22 * s, treeShadow));
  cv.add(rect(bx - 0.06 * s, ty, 0.12 * s, by - ty, '#6b5644'));
  for (const [dx, dy, rr, col] of [
    [0, -0.4, 1.0, '#6f8f5a'],
    [-0.6, 0, 0.7, '#648552'],
    [0.6, 0.05, 0.75, '#7b9a64'],
    [0, 0.2, 0.8, '#6f8f5a'],
  ] as const)
    cv.add(ellipse(bx + dx * s, ty + dy * s, rr * s, rr * 0.8 * s, col));
  for (let i = 0; i < 22; i++)
    cv.add(
      ellipse(bx + (rand() - 0.5) * 2.2 * s, ty + (rand() - 0.7) * 1.3 * s, 0.06 * s, 0.06 * s, '#e9973a'),
    );
}

/** The shop from across the street: a tall shop window under a residential façade in Ruzafa. */
export function shopFront(): string {
  const cv = new Canvas();
  const c = camera({ x: 0.4, y: 1.6, f: 820, cy: HEIGHT * 0.62 });
  const wall = '#ead2b2';
  const sky = cv.linear(
    [
      [0, '#9dc4de'],
      [1, '#e8eef0'],
    ],
    [0, 0],
    [0, HEIGHT * 0.4],
  );
  cv.add(rect(0, 0, WIDTH, HEIGHT, sky));
  // Neighbours either side, then the building itself.
  cv.add(
    facingRect(c, [-12, -4.2], [0, 14], D + 0.3, '#d9c9b4'),
    facingRect(c, [4.2, 12], [0, 14], D + 0.3, '#cfa58a'),
    facingRect(c, [-4.2, 4.2], [0, 14], D, wall),
    facingRect(c, [-4.2, 4.2], [4.1, 4.35], D - 0.05, shade(wall, 0.3)),
    facingRect(c, [-4.2, 4.2], [0, 0.35], D - 0.02, '#a9a196'),
  );
  for (const x of [-9.5, -6.3, 5.4, 8.6])
    for (const y of [5.0, 8.8]) balcony(cv, c, x, y, x < 0 ? '#d9c9b4' : '#cfa58a', D + 0.3);
  // The neighbours' shops, closed behind rolling shutters.
  for (const x of [-10.2, 5.0]) {
    cv.add(facingRect(c, [x, x + 4.6], [0.3, 3.4], D + 0.28, '#a8a7a2'));
    for (let y = 0.4; y < 3.4; y += 0.12)
      cv.add(line(project(c, [x, y, D + 0.27]), project(c, [x + 4.6, y, D + 0.27]), '#8f8e89', 1.2));
  }
  cv.add(facingRect(c, [-4.2, 4.2], [7.8, 8.0], D - 0.05, shade(wall, 0.3)));
  balcony(cv, c, -2.7, 8.8, wall);
  balcony(cv, c, 1.6, 8.8, wall);
  balcony(cv, c, -2.7, 5.0, wall);
  balcony(cv, c, 1.6, 5.0, wall);
  // The shop window, its door and reflections of the street behind the camera.
  const glass = facing(c, [-3.6, 3.6], [0.35, 3.6], D + 0.15);
  cv.add(
    facingRect(c, [-3.75, 3.75], [0.3, 3.75], D - 0.01, '#3c3c3a'),
    rect(
      glass.x,
      glass.y,
      glass.w,
      glass.h,
      cv.linear(
        [
          [0, '#5b6b70'],
          [1, '#8a9a9c'],
        ],
        [0, glass.y],
        [0, glass.y + glass.h],
      ),
    ),
    facingRect(
      c,
      [-3.6, 3.6],
      [0.35, 3.6],
      D + 0.14,
      cv.linear(
        [
          [0, '#ffffff', 0],
          [0.45, '#ffffff', 0.28],
          [0.55, '#ffffff', 0.05],
          [1, '#ffffff', 0],
        ],
        [glass.x, glass.y + glass.h],
        [glass.x + glass.w, glass.y],
      ),
    ),
  );
  for (const x of [-1.2, 1.2]) cv.add(facingRect(c, [x - 0.04, x + 0.04], [0.35, 3.6], D + 0.1, '#3c3c3a'));
  cv.add(
    facingRect(c, [-3.6, 3.6], [2.75, 2.83], D + 0.1, '#3c3c3a'),
    line(project(c, [1.4, 1.0, D + 0.1]), project(c, [1.4, 1.9, D + 0.1]), '#b9b9b4', 5),
  );
  poster(cv, c, -2.6, 1.35);
  poster(cv, c, -0.6, 1.35);
  // The pavement, the kerb and the road.
  const kerb = 5.2;
  cv.add(
    face(
      c,
      [
        [-20, 0, kerb],
        [20, 0, kerb],
        [20, 0, D],
        [-20, 0, D],
      ],
      '#d3cdc3',
    ),
    face(
      c,
      [
        [-20, 0, 0.45],
        [20, 0, 0.45],
        [20, 0, kerb],
        [-20, 0, kerb],
      ],
      '#8d8b87',
    ),
    box(c, { x: [-20, 20], y: [0, 0.12], z: [kerb, kerb + 0.15] }, { front: '#bdb7ad', top: '#e1dcd3' }),
  );
  for (let z = kerb + 0.6; z < D; z += 0.6)
    cv.add(line(project(c, [-20, 0, z]), project(c, [20, 0, z]), '#bfb8ad', 1.2));
  for (let x = -12; x < 12; x += 0.6)
    cv.add(line(project(c, [x, 0, kerb + 0.15]), project(c, [x, 0, D]), '#bfb8ad', 1.2));
  orangeTree(cv, c, 4.9, 6.3);
  vignette(cv);
  return cv.svg();
}

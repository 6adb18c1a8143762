import { type Canvas, ellipse, line, shade } from '../pictures/canvas';
import { box, type Camera, cylinder, project, shadow } from '../pictures/projection';
import { sidePanel } from '../pictures/side-pieces';

/** Storage pieces for the staged rooms: open shelving, a wall shelf, a wardrobe. */

export interface ShelfLook {
  board: string;
  /** Uprights and the back (steel for industrial, the board's wood otherwise). */
  frame: string;
  /** Book spines and boxes. */
  tones: readonly string[];
  pot?: string;
  /** Steel posts at the ends instead of solid side panels. */
  posts?: boolean;
}

/** Open shelving against the right wall (x = wall), spanning depths z, with books, boxes and pots. */
export function wallShelves(
  cv: Canvas,
  c: Camera,
  wall: number,
  z: readonly [number, number],
  k: ShelfLook,
  height = 2.1,
) {
  const x0 = wall - 0.38;
  const x = [x0, wall - 0.02] as const;
  cv.add(shadow(cv, c, x, z, 0.2));
  // The far upright first, then shelves with their load, then the near upright.
  const end = (zz: readonly [number, number]) =>
    k.posts
      ? [x0 + 0.01, wall - 0.06]
          .map((px) => box(c, { x: [px, px + 0.035], y: [0, height], z: zz }, k.frame))
          .join('')
      : box(c, { x, y: [0, height], z: zz }, k.frame);
  cv.add(end([z[1] - 0.04, z[1]]));
  let n = 0;
  for (let y = 0.08; y < height - 0.1; y += 0.42, n++) {
    cv.add(box(c, { x, y: [y, y + 0.035], z }, { front: shade(k.board, -0.1), top: k.board, side: k.board }));
    if (y > height - 0.5) break;
    for (let i = 0, zz = z[1] - 0.12; zz > z[0] + 0.1; i++) {
      const kind = (n * 3 + i) % 7;
      if (kind === 3 && k.pot) {
        cv.add(cylinder(cv, c, { x: x0 + 0.19, z: zz - 0.08, r: 0.08, y: [y + 0.035, y + 0.18] }, k.pot));
        const [px, py] = project(c, [x0 + 0.19, y + 0.2, zz - 0.08]);
        const s = c.f / zz;
        for (const [dx, dy] of [
          [-0.08, -0.02],
          [0.0, -0.07],
          [0.08, -0.03],
        ] as const)
          cv.add(line([px, py + 0.02 * s], [px + dx * s, py + dy * s], '#6f8f5e', 0.045 * s));
        zz -= 0.26;
      } else if (kind === 5) {
        cv.add(
          box(
            c,
            { x: [x0 + 0.04, wall - 0.06], y: [y + 0.035, y + 0.26], z: [zz - 0.3, zz] },
            k.tones[n % k.tones.length]!,
          ),
        );
        zz -= 0.36;
      } else {
        const books = 3 + ((n + i) % 3);
        for (let b = 0; b < books; b++) {
          const tone = k.tones[(n * 5 + i * 3 + b) % k.tones.length]!;
          const top = y + 0.035 + 0.24 + ((n + i + b) % 3) * 0.03;
          cv.add(sidePanel(c, x0 + 0.03, [y + 0.035, top], [zz - 0.045, zz], tone));
          zz -= 0.05;
        }
        zz -= 0.1;
      }
    }
  }
  cv.add(end([z[0], z[0] + 0.04]));
}

/** A shelf on the back wall (depth d) at height y, with books, a pot and a small frame. */
export function backShelf(
  cv: Canvas,
  c: Camera,
  at: { x: readonly [number, number]; y: number; d: number },
  board: string,
  tones: readonly string[],
  pot: string,
  bracket = '#3a3632',
) {
  const { x, y, d } = at;
  const z = [d - 0.24, d - 0.01] as const;
  cv.add(box(c, { x: [x[0] + 0.02, x[0] + 0.05], y: [y - 0.08, y], z }, bracket));
  cv.add(box(c, { x: [x[1] - 0.05, x[1] - 0.02], y: [y - 0.08, y], z }, bracket));
  cv.add(box(c, { x, y: [y, y + 0.03], z }, { front: shade(board, -0.1), top: board }));
  let bx = x[0] + 0.12;
  for (let i = 0; i < 6; i++, bx += 0.045)
    cv.add(
      box(
        c,
        { x: [bx, bx + 0.04], y: [y + 0.03, y + 0.25 + (i % 3) * 0.025], z: [d - 0.2, d - 0.04] },
        tones[i % tones.length]!,
      ),
    );
  const px = (x[0] + x[1]) / 2 + 0.1;
  cv.add(box(c, { x: [px, px + 0.3], y: [y + 0.03, y + 0.34], z: [d - 0.05, d - 0.03] }, '#3a332d'));
  cv.add(
    box(
      c,
      { x: [px + 0.03, px + 0.27], y: [y + 0.06, y + 0.31], z: [d - 0.055, d - 0.05] },
      tones[1] ?? '#efe6d8',
    ),
  );
  cv.add(cylinder(cv, c, { x: x[1] - 0.2, z: d - 0.13, r: 0.07, y: [y + 0.03, y + 0.15] }, pot));
  const [tx, ty] = project(c, [x[1] - 0.2, y + 0.15, d - 0.13]);
  const s = c.f / d;
  for (let i = 0; i < 7; i++) {
    const a = ((-90 + (i - 3) * 24) * Math.PI) / 180;
    const r = (0.09 + (i % 2) * 0.04) * s;
    cv.add(
      ellipse(
        tx + Math.cos(a) * r,
        ty + Math.sin(a) * r,
        0.045 * s,
        0.02 * s,
        i % 2 ? '#6f8f5e' : '#82a06d',
        `transform="rotate(${(i - 3) * 24} ${tx + Math.cos(a) * r} ${ty + Math.sin(a) * r})"`,
      ),
    );
  }
}

/** A tall wardrobe against the right wall, its doors towards the room. */
export function wardrobe(
  cv: Canvas,
  c: Camera,
  wall: number,
  z: readonly [number, number],
  body: string,
  handle: string,
) {
  const x0 = wall - 0.6;
  cv.add(shadow(cv, c, [x0, wall], z, 0.28));
  cv.add(box(c, { x: [x0 + 0.03, wall], y: [0, 0.06], z: [z[0] + 0.03, z[1] - 0.03] }, shade(body, -0.3)));
  cv.add(
    box(
      c,
      { x: [x0, wall], y: [0.06, 2.3], z },
      { front: shade(body, -0.04), side: body, top: shade(body, 0.08) },
    ),
  );
  const doors = 3;
  for (let i = 1; i < doors; i++) {
    const zz = z[0] + ((z[1] - z[0]) * i) / doors;
    cv.add(line(project(c, [x0, 0.08, zz]), project(c, [x0, 2.28, zz]), shade(body, -0.22), 1.5));
  }
  for (let i = 0; i < doors; i++) {
    const zz = z[0] + ((z[1] - z[0]) * (i + (i % 2 ? 0.1 : 0.9))) / doors;
    cv.add(line(project(c, [x0 - 0.01, 0.95, zz]), project(c, [x0 - 0.01, 1.35, zz]), handle, 3));
  }
}

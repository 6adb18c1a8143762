import { Canvas, ellipse, line, path, shade } from './canvas';
import { pendant, plant } from './furniture';
import { box, type Camera, camera, cylinder, face, facing, facingRect, project, shadow } from './projection';
import { type Room, roomShell, vignette } from './room';
import type { View } from './views';
import { backWindow } from './windows';

export interface KitchenLook {
  /** Drawn flipped left to right. */
  mirrored?: boolean;
  view: View;
  wall: string;
  cabinets: string;
  worktop: string;
  tiles: string;
  floor: string;
  wood: string;
}

/** Metro tiles between worktop and wall units, in staggered rows. */
function splashback(cv: Canvas, c: Camera, room: Room, tiles: string) {
  const z = room.d - 0.004;
  cv.add(facingRect(c, room.x, [0.92, 1.55], z, tiles));
  const joint = shade(tiles, -0.14);
  for (let row = 0, y = 0.92; y < 1.55; row++, y += 0.075) {
    cv.add(line(project(c, [room.x[0], y, z]), project(c, [room.x[1], y, z]), joint, 1.2));
    for (let x = room.x[0] + (row % 2) * 0.075; x < room.x[1]; x += 0.15)
      cv.add(line(project(c, [x, y, z]), project(c, [x, Math.min(1.55, y + 0.075), z]), joint, 1.2));
  }
}

/** Door and drawer lines with bar handles on a run of base units (front at depth z). */
function fronts(cv: Canvas, c: Camera, x: readonly [number, number], z: number, colour: string) {
  const groove = shade(colour, -0.25);
  for (let x0 = x[0]; x0 < x[1] - 0.05; x0 += 0.6) {
    const x1 = Math.min(x[1], x0 + 0.6);
    cv.add(line(project(c, [x1, 0.12, z]), project(c, [x1, 0.86, z]), groove, 1.6));
    cv.add(line(project(c, [x0, 0.7, z]), project(c, [x1, 0.7, z]), groove, 1.4));
    cv.add(facingRect(c, [x0 + 0.2, x1 - 0.2], [0.76, 0.775], z - 0.02, '#8f877d'));
  }
}

/** A kitchen: units and wall cupboards along the back, a window over the sink, an island with stools. */
export function kitchen(look: KitchenLook): string {
  const cv = new Canvas(look.mirrored);
  const c = camera({ x: 0.25, y: 1.35, f: 900 });
  const room: Room = { x: [-2.3, 2.3], h: 2.7, d: 4.8 };
  const d = room.d;
  roomShell(cv, c, room, { wall: look.wall, floor: { kind: 'tiles', colour: look.floor, size: 0.6 } }, 21);
  splashback(cv, c, room, look.tiles);
  backWindow(cv, c, room, { x: [-0.6, 0.6], y: [1.12, 2.25], view: look.view, bars: 1 }, look.wall);
  for (const x of [
    [-2.3, -0.85],
    [0.85, 2.3],
  ] as const) {
    cv.add(
      box(
        c,
        { x, y: [1.58, 2.4], z: [d - 0.36, d] },
        { front: look.cabinets, bottom: shade(look.cabinets, -0.25) },
      ),
    );
    for (let xx = x[0] + 0.48; xx < x[1] - 0.1; xx += 0.48)
      cv.add(
        line(
          project(c, [xx, 1.6, d - 0.36]),
          project(c, [xx, 2.38, d - 0.36]),
          shade(look.cabinets, -0.25),
          1.4,
        ),
      );
  }
  cv.add(
    box(c, { x: room.x, y: [0, 0.1], z: [d - 0.56, d] }, shade(look.cabinets, -0.45)),
    box(c, { x: room.x, y: [0.1, 0.88], z: [d - 0.6, d] }, look.cabinets),
    box(
      c,
      { x: room.x, y: [0.88, 0.92], z: [d - 0.63, d] },
      { front: shade(look.worktop, -0.08), top: look.worktop },
    ),
  );
  fronts(cv, c, room.x, d - 0.6, look.cabinets);
  // Oven, hob, sink and tap.
  const oven = facing(c, [1.05, 1.62], [0.2, 0.66], d - 0.61);
  cv.add(
    `<rect x="${oven.x}" y="${oven.y}" width="${oven.w}" height="${oven.h}" fill="#2f2d2b" rx="3"/>`,
    facingRect(c, [1.12, 1.55], [0.3, 0.56], d - 0.62, '#45423f'),
    face(
      c,
      [
        [1.05, 0.921, d - 0.5],
        [1.62, 0.921, d - 0.5],
        [1.62, 0.921, d - 0.1],
        [1.05, 0.921, d - 0.1],
      ],
      '#2f2d2b',
    ),
    face(
      c,
      [
        [-0.38, 0.921, d - 0.5],
        [0.38, 0.921, d - 0.5],
        [0.38, 0.921, d - 0.15],
        [-0.38, 0.921, d - 0.15],
      ],
      '#b9b8b4',
    ),
  );
  const [tx, ty] = project(c, [0, 0.92, d - 0.08]);
  const s = c.f / (d - 0.08);
  cv.add(
    path(
      `M${tx} ${ty}v${-0.3 * s}q0 ${-0.08 * s} ${0.08 * s} ${-0.08 * s}h${0.06 * s}`,
      'none',
      `stroke="#8a8580" stroke-width="${0.025 * s}" stroke-linecap="round"`,
    ),
  );
  plant(cv, c, { x: -1.9, z: d - 0.3, y: 0.92, pot: '#efe8dc', size: 0.45 }, 9);
  cylinder(cv, c, { x: -1.4, z: d - 0.25, r: 0.06, y: [0.92, 1.1] }, '#d6c3a4');
  // A tall larder and fridge column on the right wall; open shelves on the left.
  const tall = { x: [1.72, 2.3] as const, y: [0, 2.4] as const, z: [2.3, 3.55] as const };
  cv.add(
    shadow(cv, c, tall.x, tall.z, 0.2),
    box(c, tall, { front: shade(look.cabinets, -0.1), side: look.cabinets }),
  );
  cv.add(
    line(project(c, [1.72, 0.05, 2.92]), project(c, [1.72, 2.35, 2.92]), shade(look.cabinets, -0.3), 1.6),
  );
  for (const z of [2.8, 3.04])
    cv.add(line(project(c, [1.71, 1.0, z]), project(c, [1.71, 1.35, z]), '#8f877d', 3));
  for (const y of [1.45, 1.85]) {
    cv.add(
      box(
        c,
        { x: [-2.3, -2.05], y: [y, y + 0.035], z: [2.6, 3.8] },
        { front: look.wood, top: shade(look.wood, 0.1) },
      ),
    );
    for (const [z, h, col] of [
      [2.85, 0.2, '#e9e3d9'],
      [3.1, 0.14, '#c9b48f'],
      [3.35, 0.24, '#f1ede6'],
    ] as const)
      cv.add(
        cylinder(
          cv,
          c,
          { x: -2.18, z: z + (y > 1.6 ? 0.12 : 0), r: 0.06, y: [y + 0.035, y + 0.035 + h] },
          col,
        ),
      );
  }
  // The island.
  const island = { x: [-1.05, 0.85] as const, z: [2.55, 3.4] as const };
  cv.add(
    shadow(cv, c, island.x, island.z, 0.3),
    box(c, { x: island.x, y: [0.08, 0.9], z: island.z }, { front: look.wood, side: shade(look.wood, -0.14) }),
    box(
      c,
      { x: [-1.1, 0.9], y: [0.9, 0.95], z: [2.5, 3.45] },
      { front: shade(look.worktop, -0.08), top: look.worktop },
    ),
  );
  for (let x = island.x[0] + 0.12; x < island.x[1]; x += 0.12)
    cv.add(
      line(
        project(c, [x, 0.1, island.z[0]]),
        project(c, [x, 0.88, island.z[0]]),
        shade(look.wood, -0.12),
        1.2,
      ),
    );
  const [bx, by] = project(c, [-0.55, 0.97, 3.0]);
  const bs = c.f / 3;
  cv.add(ellipse(bx, by, 0.17 * bs, 0.05 * bs, '#e9e3d9'));
  for (const [dx, dy, col] of [
    [-0.06, -0.02, '#e8c547'],
    [0.05, -0.03, '#e8c547'],
    [0, -0.06, '#9cbf6b'],
  ] as const)
    cv.add(ellipse(bx + dx * bs, by + dy * bs, 0.045 * bs, 0.04 * bs, col));
  cv.add(box(c, { x: [0.15, 0.55], y: [0.95, 0.97], z: [2.8, 3.1] }, '#c79b6c'));
  for (const x of [-0.6, 0.35]) pendant(cv, c, { x, z: 2.95, ceiling: room.h, drop: 0.85 }, '#2f3a3a');
  // Two stools before the island.
  for (const x of [-0.6, 0.35]) {
    cv.add(shadow(cv, c, [x - 0.18, x + 0.18], [2.05, 2.35], 0.22));
    for (const dx of [-0.13, 0.13])
      cv.add(line(project(c, [x + dx, 0, 2.2]), project(c, [x + dx * 0.6, 0.66, 2.2]), '#3a3632', 5));
    cv.add(cylinder(cv, c, { x, z: 2.2, r: 0.17, y: [0.64, 0.69] }, look.wood));
  }
  vignette(cv);
  return cv.svg();
}

import { Canvas, ellipse, line, shade } from './canvas';
import { plant, rug } from './furniture';
import { box, type Camera, camera, cylinder, face, facing, facingRect, project, shadow } from './projection';
import { type Room, roomShell, vignette } from './room';
import { sidePanel } from './side-pieces';

export interface BathroomLook {
  /** Drawn flipped left to right. */
  mirrored?: boolean;
  wall: string;
  tiles: string;
  floor: string;
  vanity: string;
  towel: string;
}

/** A square-tiled wainscot up to `top` on the back wall and both side walls. */
function tiling(cv: Canvas, c: Camera, room: Room, top: number, tiles: string) {
  const [l, r] = room.x;
  const joint = shade(tiles, -0.12);
  const size = 0.15;
  cv.add(facingRect(c, room.x, [0, top], room.d - 0.003, tiles));
  for (const x of [l + 0.003, r - 0.003])
    cv.add(sidePanel(c, x, [0, top], [0.45, room.d], shade(tiles, -0.05)));
  for (let y = size; y < top; y += size) {
    cv.add(line(project(c, [l, y, room.d]), project(c, [r, y, room.d]), joint, 1.1));
    for (const x of [l, r]) cv.add(line(project(c, [x, y, 0.45]), project(c, [x, y, room.d]), joint, 1.1));
  }
  for (let x = l + size; x < r; x += size)
    cv.add(line(project(c, [x, 0, room.d]), project(c, [x, top, room.d]), joint, 1.1));
  for (let z = room.d; z > 0.5; z -= size)
    for (const x of [l, r]) cv.add(line(project(c, [x, 0, z]), project(c, [x, top, z]), joint, 1));
  cv.add(facingRect(c, room.x, [top, top + 0.03], room.d - 0.006, shade(tiles, 0.3)));
}

/** A bathroom: tiled walls, a floating vanity with a round mirror, a walk-in shower behind glass. */
export function bathroom(look: BathroomLook): string {
  const cv = new Canvas(look.mirrored);
  const c = camera({ x: -0.1, y: 1.35, f: 760 });
  const room: Room = { x: [-1.5, 1.5], h: 2.6, d: 3.3 };
  const d = room.d;
  roomShell(cv, c, room, { wall: look.wall, floor: { kind: 'tiles', colour: look.floor, size: 0.4 } }, 41);
  tiling(cv, c, room, 1.35, look.tiles);
  // Shower: tray, niche, head and a glass screen.
  cv.add(
    face(
      c,
      [
        [0.35, 0.005, d - 1.1],
        [1.5, 0.005, d - 1.1],
        [1.5, 0.005, d],
        [0.35, 0.005, d],
      ],
      shade(look.floor, 0.12),
    ),
    facingRect(c, [0.7, 1.15], [1.0, 1.3], d - 0.002, shade(look.tiles, -0.2)),
    cylinder(cv, c, { x: 0.82, z: d - 0.06, r: 0.035, y: [1.0, 1.18] }, '#f4f1ec'),
    cylinder(cv, c, { x: 0.98, z: d - 0.06, r: 0.035, y: [1.0, 1.14] }, '#b9c7c1'),
    line(project(c, [0.95, 1.0, d - 0.03]), project(c, [0.95, 2.15, d - 0.03]), '#8a8580', 4),
    line(project(c, [0.95, 2.15, d - 0.03]), project(c, [0.95, 2.15, d - 0.3]), '#8a8580', 5),
    ellipse(...project(c, [0.95, 2.12, d - 0.3]), 30, 6, '#8a8580'),
  );
  // The vanity, its basin and tap, the mirror above.
  const mirror = facing(c, [-1.05, -0.15], [1.3, 2.2], d - 0.02);
  const mx = mirror.x + mirror.w / 2;
  const my = mirror.y + mirror.h / 2;
  cv.add(
    ellipse(mx + 6, my + 8, mirror.w / 2, mirror.h / 2, '#2b2420', 'fill-opacity="0.1"'),
    ellipse(mx, my, mirror.w / 2, mirror.h / 2, '#c9b48f'),
    ellipse(
      mx,
      my,
      mirror.w / 2 - 6,
      mirror.h / 2 - 6,
      cv.linear(
        [
          [0, '#e9eeee'],
          [1, '#cfd8d8'],
        ],
        [mx - mirror.w / 2, my - mirror.h / 2],
        [mx + mirror.w / 2, my + mirror.h / 2],
      ),
    ),
    ellipse(
      mx - mirror.w * 0.15,
      my - mirror.h * 0.15,
      mirror.w * 0.18,
      mirror.h * 0.12,
      '#ffffff',
      'fill-opacity="0.4"',
    ),
    box(
      c,
      { x: [-1.25, 0.05], y: [0.45, 0.86], z: [d - 0.5, d] },
      { front: look.vanity, bottom: shade(look.vanity, -0.3) },
    ),
    line(project(c, [-0.6, 0.47, d - 0.5]), project(c, [-0.6, 0.84, d - 0.5]), shade(look.vanity, -0.3), 1.5),
    box(c, { x: [-1.27, 0.07], y: [0.86, 0.9], z: [d - 0.52, d] }, { front: '#efece6', top: '#f8f6f2' }),
    cylinder(cv, c, { x: -0.6, z: d - 0.27, r: 0.2, y: [0.9, 1.03] }, '#fbfaf8'),
    ellipse(
      ...project(c, [-0.6, 1.03, d - 0.27]),
      0.17 * (c.f / (d - 0.27)),
      0.03 * (c.f / (d - 0.27)),
      '#dfe1df',
    ),
    line(project(c, [-0.6, 1.2, d]), project(c, [-0.6, 1.2, d - 0.14]), '#8a8580', 5),
  );
  plant(cv, c, { x: -1.05, z: d - 0.22, y: 0.9, size: 0.35, pot: '#e8dfd0' }, 43);
  rug(cv, c, [-1.05, -0.15], [1.7, 2.45], look.towel, '#ffffff66');
  // A towel on a rail by the door (left wall).
  cv.add(
    line(project(c, [-1.46, 1.2, 1.3]), project(c, [-1.46, 1.2, 2.0]), '#8a8580', 4),
    sidePanel(c, -1.44, [0.65, 1.22], [1.38, 1.92], look.towel),
    sidePanel(c, -1.435, [0.7, 0.74], [1.38, 1.92], shade(look.towel, -0.12)),
  );
  // A wall light over the mirror.
  const [lx, ly] = project(c, [-0.6, 2.3, d - 0.03]);
  cv.add(
    ellipse(
      lx,
      ly + 30,
      220,
      120,
      cv.radial(
        [
          [0, '#fff3da', 0.55],
          [1, '#fff3da', 0],
        ],
        [lx, ly + 30],
        220,
        120,
      ),
    ),
    facingRect(c, [-0.9, -0.3], [2.27, 2.33], d - 0.03, '#c9b48f'),
  );
  // The glass screen, then a wooden stool with folded towels: nearest last.
  cv.add(
    face(
      c,
      [
        [0.35, 0, d - 1.1],
        [0.35, 2.0, d - 1.1],
        [0.35, 2.0, d],
        [0.35, 0, d],
      ],
      '#dfeef0',
      'fill-opacity="0.22" stroke="#b8c4c4" stroke-width="2"',
    ),
  );
  cv.add(box(c, { x: [0.34, 0.36], y: [1.98, 2.0], z: [d - 1.1, d] }, '#8a8580'));
  const stool = { x: [0.72, 1.08] as const, z: [1.8, 2.1] as const };
  cv.add(shadow(cv, c, stool.x, stool.z, 0.25));
  for (const x of [stool.x[0] + 0.02, stool.x[1] - 0.05])
    for (const z of [stool.z[0] + 0.02, stool.z[1] - 0.05])
      cv.add(box(c, { x: [x, x + 0.03], y: [0, 0.42], z: [z, z + 0.03] }, shade(look.vanity, -0.1)));
  cv.add(
    box(
      c,
      { x: stool.x, y: [0.42, 0.46], z: stool.z },
      { front: shade(look.vanity, -0.05), top: look.vanity },
    ),
    box(
      c,
      { x: [0.76, 1.04], y: [0.46, 0.53], z: [1.84, 2.06] },
      { front: look.towel, top: shade(look.towel, 0.2) },
    ),
    box(
      c,
      { x: [0.79, 1.01], y: [0.53, 0.59], z: [1.86, 2.04] },
      { front: shade(look.towel, -0.08), top: shade(look.towel, 0.1) },
    ),
  );
  vignette(cv);
  return cv.svg();
}

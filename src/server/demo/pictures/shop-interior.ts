import { Canvas, line, shade } from './canvas';
import { box, type Camera, camera, cylinder, face, project } from './projection';
import { lightPatch, type Room, roomShell, vignette } from './room';
import { sidePanel } from './side-pieces';
import { backWindow } from './windows';

const BRICK = '#c58f6f';

/** Exposed brick on the left wall: mortar courses and staggered joints. */
function brickWall(cv: Canvas, c: Camera, room: Room) {
  const x = room.x[0] + 0.004;
  cv.add(
    sidePanel(
      c,
      x,
      [0, room.h],
      [0.45, room.d],
      cv.linear(
        [
          [0, shade(BRICK, -0.15)],
          [1, BRICK],
        ],
        [0, 0],
        [project(c, [x, 0, room.d])[0], 0],
      ),
    ),
  );
  const mortar = '#e8dccd';
  for (let row = 0, y = 0.075; y < room.h; row++, y += 0.075) {
    cv.add(line(project(c, [x, y, 0.45]), project(c, [x, y, room.d]), mortar, 1.3, 'stroke-opacity="0.75"'));
    for (let z = room.d - (row % 2) * 0.125; z > 0.6; z -= 0.25)
      cv.add(line(project(c, [x, y - 0.075, z]), project(c, [x, y, z]), mortar, 1.2, 'stroke-opacity="0.6"'));
  }
}

/** Steel beams across the ceiling with shallow white vaults between them (a Valencian revoltón). */
function ceilingBeams(cv: Canvas, c: Camera, room: Room) {
  for (let z = 1.4; z < room.d; z += 1.5) {
    const [, y0] = project(c, [0, room.h, z]);
    const [, y1] = project(c, [0, room.h, z + 1.5]);
    cv.add(
      face(
        c,
        [
          [room.x[0], room.h, z],
          [room.x[1], room.h, z],
          [room.x[1], room.h, z + 1.5],
          [room.x[0], room.h, z + 1.5],
        ],
        cv.linear(
          [
            [0, '#e9e5de'],
            [0.5, '#f8f6f2'],
            [1, '#e9e5de'],
          ],
          [0, y0],
          [0, y1],
        ),
      ),
      box(
        c,
        { x: room.x, y: [room.h - 0.2, room.h], z: [z - 0.08, z + 0.08] },
        { front: '#a7825f', bottom: '#b48f6b' },
      ),
    );
  }
}

/** Black spots hung from the beams. */
function spots(cv: Canvas, c: Camera, room: Room) {
  for (let z = 1.4 + 3; z < room.d; z += 1.5)
    for (const x of [-1.4, 1.6])
      cv.add(cylinder(cv, c, { x, z, r: 0.06, y: [room.h - 0.42, room.h - 0.2] }, '#2f2f2e'));
}

/** The hall's camera and box, shared by the empty picture and its furnished (staged) versions. */
export interface ShopHall {
  c: Camera;
  room: Room;
  /** The shop window's opening on the back wall. */
  glass: { x: readonly [number, number]; y: readonly [number, number] };
  /** The door to the back room on the right wall: the depths it spans. */
  door: readonly [number, number];
}

/**
 * The empty hall onto `cv` (without the lens vignette): brick, concrete, beams, the shop window
 * to the street. Furniture is drawn over it, far to near, and the vignette last.
 */
export function shopHall(cv: Canvas): ShopHall {
  const c = camera({ x: 0.3, y: 1.45, f: 880 });
  const room: Room = { x: [-3.0, 3.0], h: 3.6, d: 6.8 };
  const d = room.d;
  roomShell(
    cv,
    c,
    room,
    {
      wall: '#f3f1ec',
      ceiling: '#f6f4f0',
      floor: { kind: 'concrete', colour: '#bdb7ae' },
      skirting: '#e6e2da',
    },
    61,
  );
  brickWall(cv, c, room);
  ceilingBeams(cv, c, room);
  const glass = { x: [-2.75, 2.75] as const, y: [0.05, 3.15] as const };
  backWindow(
    cv,
    c,
    room,
    { ...glass, view: 'street', bars: 2, transom: 2.55, frame: '#3c3c3a' },
    '#f3f1ec',
    4,
  );
  // The door in the middle pane: a push bar.
  cv.add(line(project(c, [-0.55, 1.05, d + 0.19]), project(c, [0.45, 1.05, d + 0.19]), '#9a9a96', 5));
  // Polished concrete: the window reflected and the sun on the floor.
  cv.add(
    face(
      c,
      [
        [glass.x[0], 0.002, d],
        [glass.x[1], 0.002, d],
        [glass.x[1], 0.002, d - 3.2],
        [glass.x[0], 0.002, d - 3.2],
      ],
      cv.linear(
        [
          [0, '#ffffff', 0.35],
          [1, '#ffffff', 0],
        ],
        [0, project(c, [0, 0, d])[1]],
        [0, project(c, [0, 0, d - 3.2])[1]],
      ),
    ),
  );
  lightPatch(cv, c, room, glass, { dx: 0.25, dz: 0.7 });
  spots(cv, c, room);
  // A door to the back room on the right wall, and one pillar.
  const r = room.x[1] - 0.01;
  cv.add(
    sidePanel(c, r, [0, 2.25], [3.0, 3.95], '#e1dbd1'),
    sidePanel(c, r - 0.005, [0.02, 2.2], [3.06, 3.89], '#c9a27c'),
    line(project(c, [r - 0.02, 1.05, 3.2]), project(c, [r - 0.02, 1.05, 3.32]), '#6b655e', 3),
  );
  return { c, room, glass, door: [3.0, 3.95] };
}

/** An empty high-ceilinged shop seen from the back: brick, concrete, beams, the shop window to the street. */
export function shopInterior(): string {
  const cv = new Canvas();
  shopHall(cv);
  vignette(cv);
  return cv.svg();
}

import { type Canvas, line, shade } from '../pictures/canvas';
import { box, type Camera, camera, cylinder, face, project } from '../pictures/projection';
import { lightPatch, type Room, roomShell } from '../pictures/room';
import { sidePanel } from '../pictures/side-pieces';
import { backWindow } from '../pictures/windows';

/**
 * The back room of the Valencian premises (the main hall is pictures/shop-interior.ts): the same
 * brick, concrete, white walls and beams, a glazed steel door to the inner courtyard and a door
 * on the right wall. Every version of the photo draws exactly this shell; staging adds furniture.
 */
export const FONDO_CAMERA: Camera = camera({ x: 0.2, y: 1.4, f: 900 });
export const FONDO_ROOM: Room = { x: [-2.4, 2.4], h: 3.1, d: 5.0 };
export const FONDO_WALL = '#f3f1ec';
/** The glazed door to the courtyard, in the back wall. */
export const PATIO_DOOR = { x: [0.55, 1.95] as const, y: [0.04, 2.5] as const };
/** A high window in the back wall, left of the door. */
export const HIGH_WINDOW = { x: [-1.95, -0.45] as const, y: [2.05, 2.65] as const };
/** The door on the right wall (to the toilet and the store), depths it spans. */
export const SIDE_DOOR = [3.95, 4.75] as const;

const BRICK = '#c58f6f';

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

/** Beams across the ceiling with the shallow white vaults between them, as in the main hall. */
function ceilingBeams(cv: Canvas, c: Camera, room: Room) {
  for (let z = 1.3; z < room.d; z += 1.4) {
    const [, y0] = project(c, [0, room.h, z]);
    const [, y1] = project(c, [0, room.h, z + 1.4]);
    cv.add(
      face(
        c,
        [
          [room.x[0], room.h, z],
          [room.x[1], room.h, z],
          [room.x[1], room.h, z + 1.4],
          [room.x[0], room.h, z + 1.4],
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
        { x: room.x, y: [room.h - 0.18, room.h], z: [z - 0.07, z + 0.07] },
        { front: '#a7825f', bottom: '#b48f6b' },
      ),
    );
  }
}

/** The empty back room; returns nothing, draws on `cv`. */
export function fondoShell(cv: Canvas): void {
  const c = FONDO_CAMERA;
  const room = FONDO_ROOM;
  const d = room.d;
  roomShell(
    cv,
    c,
    room,
    {
      wall: FONDO_WALL,
      ceiling: '#f6f4f0',
      floor: { kind: 'concrete', colour: '#bdb7ae' },
      skirting: '#e6e2da',
    },
    83,
  );
  brickWall(cv, c, room);
  ceilingBeams(cv, c, room);
  backWindow(
    cv,
    c,
    room,
    { ...PATIO_DOOR, view: 'street', bars: 1, transom: 2.1, frame: '#3c3c3a' },
    FONDO_WALL,
    12,
  );
  // A high window over the future desk, for air and light from the same courtyard.
  backWindow(
    cv,
    c,
    room,
    { x: HIGH_WINDOW.x, y: HIGH_WINDOW.y, view: 'street', bars: 2, frame: '#3c3c3a' },
    FONDO_WALL,
    5,
  );
  // The handle on the opening leaf.
  cv.add(line(project(c, [1.19, 0.95, d + 0.18]), project(c, [1.19, 1.25, d + 0.18]), '#9a9a96', 4));
  // Polished concrete: the glazed door reflected, then its sunlight on the floor.
  const [a, b] = PATIO_DOOR.x;
  cv.add(
    face(
      c,
      [
        [a, 0.002, d],
        [b, 0.002, d],
        [b, 0.002, d - 2.4],
        [a, 0.002, d - 2.4],
      ],
      cv.linear(
        [
          [0, '#ffffff', 0.32],
          [1, '#ffffff', 0],
        ],
        [0, project(c, [0, 0, d])[1]],
        [0, project(c, [0, 0, d - 2.4])[1]],
      ),
    ),
  );
  lightPatch(cv, c, room, PATIO_DOOR, { dx: 0.12, dz: 0.75 });
  // A wooden door on the right wall, like the one from the hall.
  const r = room.x[1] - 0.01;
  const [z0, z1] = SIDE_DOOR;
  cv.add(
    sidePanel(c, r, [0, 2.25], [z0, z1], '#e1dbd1'),
    sidePanel(c, r - 0.005, [0.02, 2.2], [z0 + 0.05, z1 - 0.05], '#c9a27c'),
    line(project(c, [r - 0.02, 1.05, z0 + 0.14]), project(c, [r - 0.02, 1.05, z0 + 0.24]), '#6b655e', 3),
  );
  // Two black spots on the nearer beam, and a switch by the courtyard door.
  for (const x of [-1.2, 1.3])
    cv.add(cylinder(cv, c, { x, z: 4.1, r: 0.06, y: [room.h - 0.4, room.h - 0.18] }, '#2f2f2e'));
  cv.add(box(c, { x: [0.43, 0.5], y: [1.05, 1.15], z: [d - 0.01, d] }, { front: '#fbfaf7', top: '#fbfaf7' }));
}

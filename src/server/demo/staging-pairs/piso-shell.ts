import { type Canvas, line, shade } from '../pictures/canvas';
import { box, type Camera, camera, disc, face, facingRect, project } from '../pictures/projection';
import { lightPatch, type Room, roomShell } from '../pictures/room';
import { sidePanel } from '../pictures/side-pieces';
import { backWindow, leftWindow } from '../pictures/windows';

/**
 * The living room of a Spanish flat (photo `piso-salon`): oak boards, warm white walls with a
 * cornice and a ceiling rose, a balcony door with its roller shutter, a window over a radiator on
 * the left and the hall door on the right. Every version draws exactly this shell.
 */
export const PISO_CAMERA: Camera = camera({ x: 0.3, y: 1.28, f: 990 });
export const PISO_ROOM: Room = { x: [-2.6, 2.4], h: 2.75, d: 5.0 };
export const PISO_WALL = '#f3eee7';
export const BALCONY = { x: [0.15, 1.85] as const, y: [0.04, 2.4] as const };
export const SIDE_WINDOW = { z: [3.35, 4.45] as const, y: [0.95, 2.3] as const };
/** The hall door on the right wall, depths it spans. */
export const HALL_DOOR = [3.95, 4.75] as const;

function radiator(cv: Canvas, c: Camera, x: number, z: readonly [number, number]) {
  cv.add(
    box(c, { x: [x, x + 0.09], y: [0.16, 0.74], z }, { front: '#e9e6e0', side: '#f5f3ef', top: '#fbfaf7' }),
  );
  for (let zz = z[0] + 0.06; zz < z[1] - 0.03; zz += 0.07)
    cv.add(line(project(c, [x + 0.092, 0.2, zz]), project(c, [x + 0.092, 0.7, zz]), '#d9d5cd', 1.4));
}

/** The empty living room; draws on `cv`. */
export function pisoShell(cv: Canvas): void {
  const c = PISO_CAMERA;
  const room = PISO_ROOM;
  const d = room.d;
  roomShell(
    cv,
    c,
    room,
    { wall: PISO_WALL, ceiling: '#f8f6f2', floor: { kind: 'wood', colour: '#cfae86' } },
    23,
  );
  // A plaster ceiling rose, as in most flats of the Ensanche.
  cv.add(
    disc(c, 0.1, room.h - 0.002, 3.5, 0.34, '#ebe6de'),
    disc(c, 0.1, room.h - 0.004, 3.5, 0.3, '#f9f7f3'),
    disc(c, 0.1, room.h - 0.006, 3.5, 0.1, '#eee9e1'),
  );
  backWindow(cv, c, room, { ...BALCONY, view: 'city', bars: 1, railing: true }, PISO_WALL, 19);
  // The roller shutter, a hand's width down from the lintel, its slats catching the light.
  const [a, b] = BALCONY.x;
  const top = BALCONY.y[1];
  cv.add(facingRect(c, [a + 0.05, b - 0.05], [top - 0.3, top - 0.05], d + 0.17, '#e7e1d6'));
  for (let y = top - 0.28; y < top - 0.05; y += 0.035)
    cv.add(line(project(c, [a + 0.05, y, d + 0.17]), project(c, [b - 0.05, y, d + 0.17]), '#cfc7ba', 1.2));
  cv.add(facingRect(c, [a + 0.05, b - 0.05], [top - 0.32, top - 0.29], d + 0.165, '#bdb4a6'));
  lightPatch(cv, c, room, BALCONY, { dx: -0.35, dz: 0.85 });
  leftWindow(cv, c, room, { ...SIDE_WINDOW, view: 'city' }, PISO_WALL);
  radiator(cv, c, room.x[0], [SIDE_WINDOW.z[0] + 0.1, SIDE_WINDOW.z[1] - 0.1]);
  // Daylight from the side window across the boards.
  const at = (z: number, y: number) => [room.x[0] + 0.7 * y, 0, z + 0.2 * y] as const;
  const [z0, z1] = SIDE_WINDOW.z;
  const [s, t] = SIDE_WINDOW.y;
  cv.add(
    face(
      c,
      [at(z0, s), at(z1, s), at(z1, t), at(z0, t)],
      cv.linear(
        [
          [0, '#fff8e8', 0.3],
          [1, '#fff8e8', 0],
        ],
        project(c, at((z0 + z1) / 2, s)),
        project(c, at((z0 + z1) / 2, t)),
      ),
    ),
  );
  // The hall door: a white panelled leaf in a moulded frame.
  const r = room.x[1] - 0.01;
  const [h0, h1] = HALL_DOOR;
  cv.add(
    sidePanel(c, r, [0, 2.2], [h0 - 0.08, h1 + 0.08], '#ebe6dd'),
    sidePanel(c, r - 0.005, [0.02, 2.12], [h0, h1], '#f8f6f2'),
    sidePanel(
      c,
      r - 0.008,
      [1.2, 1.95],
      [h0 + 0.1, h1 - 0.1],
      'none',
      'stroke="#ddd6cb" stroke-width="2" fill-opacity="0"',
    ),
    sidePanel(
      c,
      r - 0.008,
      [0.2, 1.0],
      [h0 + 0.1, h1 - 0.1],
      'none',
      'stroke="#ddd6cb" stroke-width="2" fill-opacity="0"',
    ),
    line(project(c, [r - 0.03, 1.02, h0 + 0.1]), project(c, [r - 0.03, 1.02, h0 + 0.22]), '#b8a27a', 3),
  );
  // A switch by the balcony door.
  cv.add(box(c, { x: [-0.2, -0.12], y: [1.05, 1.15], z: [d - 0.01, d] }, { front: shade(PISO_WALL, 0.5) }));
}

import { type Canvas, HEIGHT, line, random, shade, WIDTH } from './canvas';
import { type Camera, face, facingRect, project, type V3 } from './projection';

/** A room's box in metres: side walls at x[0] and x[1], back wall at depth d. */
export interface Room {
  x: readonly [number, number];
  h: number;
  d: number;
}

export type FloorLook =
  | { kind: 'wood'; colour: string }
  | { kind: 'tiles'; colour: string; size: number; joint?: string }
  | { kind: 'concrete'; colour: string };

export interface RoomLook {
  wall: string;
  /** The side walls (default: the wall colour in shade). */
  side?: string;
  ceiling?: string;
  floor: FloorLook;
  skirting?: string;
}

/** Nearest depth drawn: everything closer is off the picture anyway. */
const NEAR = 0.45;

/** Corners of the floor, ceiling or a side wall between NEAR and the back wall. */
function plane(room: Room, which: 'floor' | 'ceiling' | 'left' | 'right'): V3[] {
  const [l, r] = room.x;
  const { h, d } = room;
  if (which === 'floor' || which === 'ceiling') {
    const y = which === 'floor' ? 0 : h;
    return [
      [l, y, NEAR],
      [r, y, NEAR],
      [r, y, d],
      [l, y, d],
    ];
  }
  const x = which === 'left' ? l : r;
  return [
    [x, 0, NEAR],
    [x, h, NEAR],
    [x, h, d],
    [x, 0, d],
  ];
}

/** A strip at heights y along the back wall and both side walls (cornice, skirting). */
function band(cv: Canvas, c: Camera, room: Room, y: readonly [number, number], colour: string): void {
  const along = (x: number): V3[] => [
    [x, y[0], NEAR],
    [x, y[1], NEAR],
    [x, y[1], room.d],
    [x, y[0], room.d],
  ];
  cv.add(
    facingRect(c, room.x, y, room.d - 0.005, colour),
    face(c, along(room.x[0] + 0.01), shade(colour, -0.04)),
    face(c, along(room.x[1] - 0.01), shade(colour, -0.04)),
  );
}

/** Walls, ceiling, floor and skirting; furniture is drawn over it, far to near. */
export function roomShell(cv: Canvas, c: Camera, room: Room, look: RoomLook, seed = 1): void {
  const [l, r] = room.x;
  const back = project(c, [l, room.h, room.d]);
  const backEnd = project(c, [r, 0, room.d]);
  const side = look.side ?? shade(look.wall, -0.08);
  const ceiling = look.ceiling ?? shade(look.wall, 0.35);
  cv.add(
    face(
      c,
      plane(room, 'ceiling'),
      cv.linear(
        [
          [0, shade(ceiling, -0.08)],
          [1, ceiling],
        ],
        [0, 0],
        [0, back[1]],
      ),
    ),
    face(
      c,
      plane(room, 'left'),
      cv.linear(
        [
          [0, shade(side, -0.1)],
          [1, side],
        ],
        [0, 0],
        [back[0], 0],
      ),
    ),
    face(
      c,
      plane(room, 'right'),
      cv.linear(
        [
          [0, side],
          [1, shade(side, -0.1)],
        ],
        [backEnd[0], 0],
        [WIDTH, 0],
      ),
    ),
    facingRect(
      c,
      room.x,
      [0, room.h],
      room.d,
      cv.linear(
        [
          [0, shade(look.wall, -0.03)],
          [1, shade(look.wall, 0.04)],
        ],
        [0, back[1]],
        [0, backEnd[1]],
      ),
    ),
  );
  floor(cv, c, room, look.floor, seed);
  // A plaster cornice where the walls meet the ceiling, and the skirting board.
  band(cv, c, room, [room.h - 0.07, room.h], shade(look.wall, 0.28));
  band(cv, c, room, [0, 0.08], look.skirting ?? shade(look.wall, 0.2));
}

/** A floor between the picture's edge and depth room.d (rooms and terraces). */
export function floor(cv: Canvas, c: Camera, room: Room, look: FloorLook, seed: number): void {
  const [l, r] = room.x;
  const far = project(c, [0, 0, room.d])[1];
  const rand = random(seed);
  if (look.kind === 'wood') {
    const tones = [
      look.colour,
      shade(look.colour, 0.06),
      shade(look.colour, -0.05),
      shade(look.colour, 0.02),
    ];
    const joint = shade(look.colour, -0.3);
    for (let x = l; x < r; x += 0.19) {
      const x1 = Math.min(r, x + 0.19);
      cv.add(
        face(
          c,
          [
            [x, 0, NEAR],
            [x1, 0, NEAR],
            [x1, 0, room.d],
            [x, 0, room.d],
          ],
          tones[Math.floor(rand() * tones.length)]!,
        ),
      );
      // Board ends, staggered like a real floor.
      for (let z = NEAR + rand() * 1.6; z < room.d; z += 1.4 + rand() * 0.8) {
        cv.add(line(project(c, [x, 0, z]), project(c, [x1, 0, z]), joint, 1.4, 'stroke-opacity="0.55"'));
      }
      cv.add(line(project(c, [x, 0, NEAR]), project(c, [x, 0, room.d]), joint, 1.2, 'stroke-opacity="0.45"'));
    }
  } else {
    cv.add(face(c, plane(room, 'floor'), look.colour));
  }
  if (look.kind === 'tiles') {
    const joint = look.joint ?? shade(look.colour, -0.18);
    for (let x = l + look.size; x < r; x += look.size)
      cv.add(line(project(c, [x, 0, NEAR]), project(c, [x, 0, room.d]), joint, 1.5, 'stroke-opacity="0.7"'));
    for (let z = room.d; z > NEAR; z -= look.size)
      cv.add(line(project(c, [l, 0, z]), project(c, [r, 0, z]), joint, 1.5, 'stroke-opacity="0.7"'));
  }
  // Depth: the far floor catches more light than the near.
  cv.add(
    face(
      c,
      plane(room, 'floor'),
      cv.linear(
        [
          [0, '#ffffff', 0.12],
          [0.45, '#ffffff', 0],
          [1, '#2b2420', 0.16],
        ],
        [0, far],
        [0, HEIGHT],
      ),
    ),
  );
}

/** Sunlight through an opening on the back wall, fallen on the floor towards the camera. */
export function lightPatch(
  cv: Canvas,
  c: Camera,
  room: Room,
  opening: { x: readonly [number, number]; y: readonly [number, number] },
  slant = { dx: -0.25, dz: 0.9 },
): void {
  const at = (x: number, y: number): V3 => [x + slant.dx * y, 0, room.d - slant.dz * y];
  const [a, b] = opening.x;
  const [s, t] = opening.y;
  // Brightest by the opening, fading out into the room.
  const near = project(c, at((a + b) / 2, s));
  const far = project(c, at((a + b) / 2, t));
  const glow = cv.linear(
    [
      [0, '#fff8e8', 0.38],
      [1, '#fff8e8', 0],
    ],
    near,
    far,
  );
  cv.add(face(c, [at(a, s), at(b, s), at(b, t), at(a, t)], glow));
}

/** A gentle darkening towards the corners, as a lens does. */
export function vignette(cv: Canvas): void {
  cv.add(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${cv.radial(
      [
        [0.55, '#2b2420', 0],
        [1, '#2b2420', 0.22],
      ],
      [WIDTH / 2, HEIGHT / 2],
      WIDTH * 0.62,
      HEIGHT * 0.62,
    )}"/>`,
  );
}

import { type Canvas, shade } from '../pictures/canvas';
import { pendant, plant, rug } from '../pictures/furniture';
import { box, cylinder, face } from '../pictures/projection';
import { sideCircle, sidePanel } from '../pictures/side-pieces';
import { FONDO_CAMERA as c, FONDO_ROOM as room } from './fondo-shell';
import {
  bookStack,
  bulb,
  type ChairLook,
  chair,
  desk,
  deskLamp,
  edisonPendant,
  roundRug,
  roundTable,
  screen,
} from './home-pieces';
import { backShelf, type ShelfLook, wallShelves } from './home-storage';

/** How an office style dresses the back room. */
interface OfficeStyle {
  top: string;
  legs: string;
  frameDesk: boolean;
  chair: ChairLook;
  shelves: ShelfLook;
  rug: { colour: string; border: string; round: boolean };
  table: 'round' | 'long';
  lamps: 'dome' | 'edison';
  pot: string;
  plants: number;
}

const NORDIC: OfficeStyle = {
  top: '#e3cfae',
  legs: '#f4f2ee',
  frameDesk: false,
  chair: { seat: '#c9ccc8', back: '#e3cfae', legs: '#d6bf98' },
  shelves: {
    board: '#e3cfae',
    frame: '#d6bf98',
    tones: ['#f1ede6', '#9fb2a0', '#d8d3ca', '#b9c7c1', '#e6ddd0', '#8a9e8c'],
    pot: '#f1ede6',
  },
  rug: { colour: '#e6e3dc', border: '#cfcac1', round: true },
  table: 'round',
  lamps: 'dome',
  pot: '#f1ede6',
  plants: 3,
};

const INDUSTRIAL: OfficeStyle = {
  top: '#6b4630',
  legs: '#232221',
  frameDesk: true,
  chair: { seat: '#a8643a', back: '#9a5a33', legs: '#232221' },
  shelves: {
    board: '#5e3f2c',
    frame: '#232221',
    tones: ['#3a3632', '#a8643a', '#c9b89c', '#5c5a55', '#8c7a62', '#2f3b3a'],
    pot: '#3a3632',
    posts: true,
  },
  rug: { colour: '#8a4b33', border: '#5e2f22', round: false },
  table: 'long',
  lamps: 'edison',
  pot: '#2f2e2c',
  plants: 1,
};

function wallPiece(cv: Canvas, style: 'nordic' | 'industrial') {
  const x = room.x[0] + 0.02;
  if (style === 'industrial') {
    const at = { y: 2.05, z: 3.3 };
    cv.add(
      sideCircle(c, x, at, 0.42, '#232221'),
      sideCircle(c, x + 0.01, at, 0.37, '#efe7d6'),
      face(
        c,
        [
          [x + 0.02, at.y, at.z - 0.02],
          [x + 0.02, at.y + 0.26, at.z],
          [x + 0.02, at.y, at.z + 0.02],
        ],
        '#232221',
      ),
      face(
        c,
        [
          [x + 0.02, at.y + 0.02, at.z],
          [x + 0.02, at.y, at.z + 0.2],
          [x + 0.02, at.y - 0.02, at.z],
        ],
        '#232221',
      ),
    );
    return;
  }
  cv.add(
    sidePanel(c, x, [1.35, 2.35], [2.8, 3.55], '#e3cfae'),
    sidePanel(c, x + 0.01, [1.4, 2.3], [2.84, 3.51], '#f6f1e8'),
    sideCircle(c, x + 0.02, { y: 1.95, z: 3.1 }, 0.17, '#9fb2a0'),
    sidePanel(c, x + 0.02, [1.48, 1.72], [2.9, 3.45], '#d8c3a5'),
  );
}

/** The back room as a small office for a team of two plus a meeting corner. */
export function fondoOffice(cv: Canvas, style: 'nordic' | 'industrial'): void {
  const k = style === 'industrial' ? INDUSTRIAL : NORDIC;
  const d = room.d;
  const h = room.h;
  // On the back wall: a shelf over the desks; on the brick, a clock or a print.
  wallPiece(cv, style);
  backShelf(
    cv,
    c,
    { x: [-2.05, -0.35], y: 1.5, d },
    k.shelves.board,
    k.shelves.tones,
    k.pot,
    k.shelves.frame,
  );
  // Far to near: the lamps over the desk, the plant by the courtyard door, the desk and its chairs.
  if (k.plants > 1) plant(cv, c, { x: 0.25, z: d - 0.3, size: 1.3, pot: k.pot }, 91);
  const deskZ = [d - 0.72, d - 0.04] as const;
  desk(cv, c, { x: [-2.2, -0.05], z: deskZ }, k.top, k.legs, k.frameDesk);
  const y = 0.74;
  cv.add(
    screen(c, -1.65, d - 0.35, y, '#2b2a28', '#dfe7ea'),
    screen(c, -0.65, d - 0.35, y, '#2b2a28', '#e8e2d8'),
    deskLamp(c, [-2.05, y, d - 0.25], style === 'industrial' ? '#232221' : '#f4f2ee'),
    bookStack(c, -1.12, y, d - 0.5, style === 'industrial' ? ['#3a3632', '#a8643a'] : ['#9fb2a0', '#f1ede6']),
    cylinder(
      cv,
      c,
      { x: -0.25, z: d - 0.22, r: 0.045, y: [y, y + 0.1] },
      style === 'industrial' ? '#c9b89c' : '#f1ede6',
    ),
  );
  for (const x of [-1.65, -0.65]) chair(cv, c, { x, z: d - 0.85, facing: 'away' }, k.chair);
  // The right wall: open shelving between the camera and the side door.
  wallShelves(cv, c, room.x[1], [1.95, 3.6], k.shelves);
  // The meeting corner.
  if (k.rug.round) cv.add(roundRug(c, 0.85, 2.95, 1.05, k.rug.colour, k.rug.border));
  else rug(cv, c, [-0.15, 2.05], [2.1, 3.85], k.rug.colour, k.rug.border);
  if (k.table === 'round') {
    chair(cv, c, { x: 0.85, z: 3.65, facing: 'camera' }, k.chair);
    roundTable(cv, c, { x: 0.85, z: 2.95, r: 0.55 }, k.top, '#f4f2ee');
    cv.add(cylinder(cv, c, { x: 0.8, z: 2.9, r: 0.06, y: [0.74, 0.92] }, '#9fb2a0'));
    chair(cv, c, { x: 0.85, z: 2.25, facing: 'away' }, k.chair);
  } else {
    for (const x of [0.45, 1.35]) chair(cv, c, { x, z: 3.5, facing: 'camera' }, k.chair);
    desk(cv, c, { x: [0.05, 1.75], z: [2.6, 3.25] }, k.top, k.legs, true);
    cv.add(bookStack(c, 1.2, 0.74, 2.9, ['#a8643a', '#3a3632']));
    cv.add(box(c, { x: [0.35, 0.7], y: [0.74, 0.75], z: [2.8, 3.05] }, '#f6f3ee'));
    chair(cv, c, { x: 0.9, z: 2.3, facing: 'away' }, k.chair);
  }
  // Lights.
  for (const [x, z, drop] of [
    [-1.65, d - 0.45, 1.2],
    [-0.65, d - 0.45, 1.2],
    [0.85, 2.95, 1.15],
  ] as const) {
    if (k.lamps === 'dome') pendant(cv, c, { x, z, ceiling: h, drop }, '#f4f2ee');
    else edisonPendant(cv, c, { x, z, ceiling: h, drop });
  }
  if (k.lamps === 'edison') for (const x of [0.55, 1.35]) bulb(cv, c, { x, z: 2.95, ceiling: h, drop: 1.25 });
  plant(cv, c, { x: -2.0, z: 3.55, size: style === 'industrial' ? 1.45 : 1.6, pot: shade(k.pot, -0.04) }, 97);
}

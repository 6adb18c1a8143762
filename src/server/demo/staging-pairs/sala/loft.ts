import { type Canvas, random, shade } from '../../pictures/canvas';
import { coffeeTable, floorLamp, plant, rug, sofa } from '../../pictures/furniture';
import { box, type Camera, cylinder, shadow } from '../../pictures/projection';
import type { ShopHall } from '../../pictures/shop-interior';
import { armchair, sideboard } from '../../pictures/side-pieces';
import { hangingLamp, warmLight } from './pieces';

const STEEL = '#2a2826';
const WALNUT = '#5c3f2b';
const LEATHER = '#9c5c35';

/** Tall black-steel shelving against the brick wall, with books, boxes and a plant. */
function steelShelves(cv: Canvas, c: Camera, wall: number, z: readonly [number, number]) {
  const x1 = wall + 0.4;
  const rand = random(81);
  const books = ['#e6ddd0', '#8c5a3c', '#3f5d4a', '#c9b48f', '#2f3a44', '#a65a3a', '#efe9df'];
  cv.add(shadow(cv, c, [wall, x1], z, 0.25));
  for (const zz of [z[0], z[1] - 0.03])
    cv.add(box(c, { x: [x1 - 0.03, x1], y: [0, 2.45], z: [zz, zz + 0.03] }, STEEL));
  for (let i = 0, y = 0.08; y < 2.4; i++, y += 0.58) {
    cv.add(
      box(
        c,
        { x: [wall, x1], y: [y, y + 0.035], z },
        { front: STEEL, side: shade(WALNUT, -0.1), top: WALNUT },
      ),
    );
    if (y > 2.2) break;
    let zz = z[0] + 0.08;
    while (zz < z[1] - 0.15) {
      const kind = rand();
      if (kind < 0.6) {
        // A run of books.
        const n = 4 + Math.floor(rand() * 6);
        for (let k = 0; k < n && zz < z[1] - 0.1; k++, zz += 0.045) {
          const h = 0.22 + rand() * 0.12;
          cv.add(
            box(
              c,
              { x: [x1 - 0.28, x1 - 0.06], y: [y + 0.035, y + 0.035 + h], z: [zz, zz + 0.04] },
              {
                front: books[Math.floor(rand() * books.length)]!,
                side: books[Math.floor(rand() * books.length)]!,
              },
            ),
          );
        }
        zz += 0.1;
      } else if (kind < 0.8) {
        cv.add(
          cylinder(
            cv,
            c,
            { x: x1 - 0.18, z: zz + 0.1, r: 0.09, y: [y + 0.035, y + 0.27] },
            ['#d8cfc2', '#a65a3a', '#e9e2d6'][i % 3]!,
          ),
        );
        zz += 0.3;
      } else {
        cv.add(
          box(
            c,
            { x: [x1 - 0.32, x1 - 0.04], y: [y + 0.035, y + 0.22], z: [zz, zz + 0.32] },
            { front: '#b38a62', side: '#c49a70' },
          ),
        );
        zz += 0.42;
      }
    }
  }
  plant(cv, c, { x: x1 - 0.2, z: z[0] + 0.5, y: 1.82, size: 0.55, pot: '#e9e2d6' }, 83);
}

/** A round side table in black steel with a walnut top. */
function sideTable(cv: Canvas, c: Camera, at: { x: number; z: number }) {
  cv.add(
    shadow(cv, c, [at.x - 0.2, at.x + 0.2], [at.z - 0.2, at.z + 0.2], 0.22),
    cylinder(cv, c, { x: at.x, z: at.z, r: 0.02, y: [0, 0.5] }, STEEL),
    cylinder(cv, c, { x: at.x, z: at.z, r: 0.22, y: [0.5, 0.53] }, WALNUT),
    cylinder(cv, c, { x: at.x - 0.05, z: at.z, r: 0.05, y: [0.53, 0.75] }, '#e9e2d6'),
  );
}

/** The hall as an industrial loft living room: leather sofa facing the room, steel shelves on the brick. */
export function loft(cv: Canvas, hall: ShopHall) {
  const { c, room } = hall;
  const left = room.x[0];
  const right = room.x[1];
  plant(cv, c, { x: -2.45, z: 6.45, size: 1.6, pot: '#5a5853' }, 85);
  plant(cv, c, { x: 2.45, z: 6.45, size: 1.4, pot: '#3a3835' }, 86);
  sideboard(cv, c, right, [hall.door[1] + 0.4, 5.9], WALNUT);
  steelShelves(cv, c, left, [4.3, 6.1]);
  rug(cv, c, [-1.95, 1.25], [3.0, 5.2], '#7b5b48', '#e2cdb0');
  floorLamp(cv, c, { x: 1.5, z: 5.3 });
  sofa(cv, c, { x: [-1.45, 1.05], wall: 5.55 }, LEATHER, '#d9c9b0');
  sideTable(cv, c, { x: -1.8, z: 4.85 });
  for (const [x, drop] of [
    [-0.55, 1.55],
    [-0.15, 1.75],
    [0.25, 1.6],
  ] as const)
    hangingLamp(cv, c, { x, z: 4.0, ceiling: room.h, drop }, 'edison', STEEL);
  coffeeTable(cv, c, [-0.8, 0.5], [3.65, 4.3], WALNUT);
  armchair(cv, c, -2.5, [3.35, 4.15], '#4a4743');
  warmLight(cv, [780, 560], 0.09);
}

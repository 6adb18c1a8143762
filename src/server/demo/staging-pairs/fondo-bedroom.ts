import { bedsideLamp, bedsideTable, pillow } from '../pictures/bedroom';
import { type Canvas, ellipse, line, shade } from '../pictures/canvas';
import { plant, rug } from '../pictures/furniture';
import { box, type Camera, project, shadow } from '../pictures/projection';
import { sidePanel } from '../pictures/side-pieces';
import { FONDO_CAMERA as c, FONDO_ROOM as room } from './fondo-shell';
import { glow } from './home-pieces';
import { wardrobe } from './home-storage';

const OAK = '#dcc6a2';
const SAGE = '#9fb09a';
const LINEN = '#f4f1ec';

/** A double bed against the back wall: upholstered headboard, white bedding, a folded throw. */
export function doubleBed(
  cv: Canvas,
  cam: Camera,
  at: { x: readonly [number, number]; d: number },
  k: { headboard: string; throw: string; frame: string },
) {
  const [x0, x1] = at.x;
  const d = at.d;
  const mx = (x0 + x1) / 2;
  const foot = d - 2.15;
  cv.add(shadow(cv, cam, [x0, x1], [foot, d - 0.1], 0.35));
  cv.add(box(cam, { x: [x0 - 0.08, x1 + 0.08], y: [0, 1.15], z: [d - 0.1, d] }, k.headboard));
  // Stitched vertical channels on the headboard.
  for (let x = x0 + 0.12; x < x1; x += 0.3)
    cv.add(
      line(project(cam, [x, 0.5, d - 0.1]), project(cam, [x, 1.1, d - 0.1]), shade(k.headboard, -0.1), 2),
    );
  cv.add(
    pillow(cam, [mx - 0.38, 0.78, d - 0.3], 0.66, 0.4, '#fbf9f5', -3),
    pillow(cam, [mx + 0.38, 0.78, d - 0.3], 0.66, 0.4, '#fbf9f5', 3),
    pillow(cam, [mx - 0.2, 0.7, d - 0.45], 0.42, 0.3, SAGE, -6),
    pillow(cam, [mx + 0.25, 0.7, d - 0.45], 0.42, 0.3, '#e2ddd4', 5),
    box(cam, { x: [x0 + 0.04, x1 - 0.04], y: [0.06, 0.32], z: [foot, d - 0.1] }, k.frame),
    box(
      cam,
      { x: [x0 + 0.02, x1 - 0.02], y: [0.3, 0.58], z: [foot + 0.02, d - 0.6] },
      { front: '#efebe4', top: '#fbf9f5' },
    ),
    box(
      cam,
      { x: [x0, x1], y: [0.28, 0.6], z: [foot, foot + 0.55] },
      { front: k.throw, top: shade(k.throw, 0.12) },
    ),
  );
  // The throw's knitted ribs.
  for (let x = x0 + 0.1; x < x1; x += 0.12)
    cv.add(line(project(cam, [x, 0.3, foot]), project(cam, [x, 0.58, foot]), shade(k.throw, -0.08), 1.2));
}

/** A low oak bench at the foot of the bed, with a folded blanket. */
function bench(cv: Canvas, x: readonly [number, number], z: readonly [number, number]) {
  cv.add(shadow(cv, c, x, z, 0.25));
  for (const lx of [x[0] + 0.04, x[1] - 0.08])
    for (const lz of [z[0] + 0.03, z[1] - 0.07])
      cv.add(box(c, { x: [lx, lx + 0.04], y: [0, 0.42], z: [lz, lz + 0.04] }, shade(OAK, -0.1)));
  cv.add(
    box(c, { x, y: [0.42, 0.46], z }, { front: shade(OAK, -0.08), top: OAK }),
    // A blanket folded over the seat, its end hanging down the front.
    box(c, { x: [x[1] - 0.5, x[1] - 0.12], y: [0.46, 0.49], z: [z[0] - 0.01, z[1] - 0.03] }, '#e2ddd4'),
    box(
      c,
      { x: [x[1] - 0.5, x[1] - 0.12], y: [0.3, 0.49], z: [z[0] - 0.02, z[0] - 0.005] },
      shade('#e2ddd4', -0.04),
    ),
  );
}

/** A paper lantern: a white globe on a cord, lit. */
function lantern(cv: Canvas, at: { x: number; z: number; y: number }) {
  const [px, py] = project(c, [at.x, at.y, at.z]);
  const s = c.f / at.z;
  const r = 0.24 * s;
  cv.add(
    glow(cv, c, [at.x, at.y, at.z], 1.1, 0.35),
    line(project(c, [at.x, room.h, at.z]), [px, py - r], '#d8d3ca', 1.6),
    ellipse(
      px,
      py,
      r,
      r * 0.92,
      cv.radial(
        [
          [0, '#fffaf0'],
          [1, '#efe6d6'],
        ],
        [px - r * 0.2, py - r * 0.2],
        r,
      ),
    ),
  );
  for (const k of [-0.5, 0, 0.5])
    cv.add(
      ellipse(
        px,
        py + k * r * 0.8,
        r * Math.sqrt(1 - k * k * 0.64),
        r * 0.08,
        'none',
        'stroke="#e2d8c6" stroke-width="1.2"',
      ),
    );
}

/** The back room staged as a calm Nordic bedroom. */
export function fondoBedroom(cv: Canvas): void {
  const d = room.d;
  // A print on the brick, then the wardrobe on the right wall and the pieces far to near.
  const bx = room.x[0] + 0.02;
  cv.add(
    sidePanel(c, bx, [1.3, 2.2], [3.2, 3.95], OAK),
    sidePanel(c, bx + 0.01, [1.34, 2.16], [3.24, 3.91], '#f6f1e8'),
    sidePanel(c, bx + 0.02, [1.45, 1.95], [3.34, 3.81], SAGE),
    sidePanel(c, bx + 0.03, [1.45, 1.62], [3.34, 3.81], shade(SAGE, -0.18)),
  );
  rug(cv, c, [-2.1, 0.75], [2.0, 4.1], '#e3e0da', '#00000014');
  bedsideTable(cv, c, -2.3, d, OAK);
  bedsideTable(cv, c, 0.03, d, OAK);
  bedsideLamp(cv, c, -2.07, d - 0.25);
  bedsideLamp(cv, c, 0.26, d - 0.25);
  doubleBed(cv, c, { x: [-1.7, -0.1], d }, { headboard: '#d9d6cf', throw: SAGE, frame: OAK });
  plant(cv, c, { x: 2.05, z: 3.55, size: 1.05, pot: LINEN }, 59);
  wardrobe(cv, c, room.x[1], [1.2, 2.8], '#f3f1ec', shade(OAK, -0.25));
  bench(cv, [-1.45, -0.35], [2.42, 2.74]);
  lantern(cv, { x: -0.9, z: 3.6, y: 2.45 });
  plant(cv, c, { x: -1.95, z: 2.6, size: 1.35, pot: LINEN }, 57);
}

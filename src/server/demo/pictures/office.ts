import { Canvas, line, rect, shade } from './canvas';
import { pendant, plant } from './furniture';
import { box, type Camera, camera, cylinder, facing, project, shadow } from './projection';
import { lightPatch, type Room, roomShell, vignette } from './room';
import { sidePanel } from './side-pieces';
import { backWindow } from './windows';

/** Open shelves on the right wall with files and boxes. */
function shelves(cv: Canvas, c: Camera, room: Room) {
  const x1 = room.x[1];
  const x0 = x1 - 0.35;
  const z = [2.2, 3.6] as const;
  cv.add(box(c, { x: [x0, x1], y: [0, 2.1], z: [z[0], z[0] + 0.03] }, '#d9c9b0'));
  const tones = ['#e6ddd0', '#b9c7c1', '#d9a47f', '#f1ede6', '#9fb2a0'];
  for (let i = 0, y = 0.1; y < 2.1; i++, y += 0.5) {
    cv.add(
      box(c, { x: [x0, x1], y: [y, y + 0.03], z }, { front: '#d9c9b0', side: '#cdb99c', top: '#e6d8c2' }),
    );
    for (let k = 0, zz = z[0] + 0.1; zz < z[1] - 0.2; k++, zz += 0.16) {
      if ((i + k) % 4 === 3) continue;
      cv.add(
        sidePanel(
          c,
          x0 + 0.02,
          [y + 0.03, y + 0.33 + ((i + k) % 3) * 0.03],
          [zz, zz + 0.12],
          tones[(i * 2 + k) % tones.length]!,
        ),
      );
    }
  }
}

/** A small back office: a desk under the window, a chair, shelves, a plant. */
export function office(): string {
  const cv = new Canvas();
  const c = camera({ x: -0.2, y: 1.35, f: 850 });
  const room: Room = { x: [-1.9, 1.9], h: 3.0, d: 4.2 };
  const d = room.d;
  const wall = '#f3f1ec';
  roomShell(cv, c, room, { wall, floor: { kind: 'wood', colour: '#d2b48f' } }, 71);
  const win = { x: [-1.1, 0.7] as const, y: [0.95, 2.5] as const };
  backWindow(cv, c, room, { ...win, view: 'street', bars: 1 }, wall, 8);
  lightPatch(cv, c, room, win, { dx: 0.2, dz: 0.8 });
  pendant(cv, c, { x: -0.2, z: 3.0, ceiling: room.h, drop: 0.9 }, '#e8e2d6');
  shelves(cv, c, room);
  // Desk: oak top on white trestles, a screen, a lamp, papers.
  const desk = { x: [-1.4, 0.6] as const, z: [d - 0.75, d - 0.05] as const };
  cv.add(shadow(cv, c, desk.x, desk.z, 0.22));
  for (const x of [desk.x[0] + 0.1, desk.x[1] - 0.14])
    cv.add(box(c, { x: [x, x + 0.04], y: [0, 0.72], z: [desk.z[0] + 0.08, desk.z[1] - 0.08] }, '#f1eee8'));
  cv.add(box(c, { x: desk.x, y: [0.72, 0.76], z: desk.z }, { front: '#b9916a', top: '#d6b48c' }));
  const screen = facing(c, [-0.85, -0.15], [0.9, 1.3], d - 0.3);
  cv.add(
    box(c, { x: [-0.55, -0.45], y: [0.76, 0.9], z: [d - 0.3, d - 0.22] }, '#3a3632'),
    rect(screen.x, screen.y, screen.w, screen.h, '#2f2d2b', 'rx="3"'),
    rect(screen.x + 4, screen.y + 4, screen.w - 8, screen.h - 8, '#dfe7ea'),
    rect(screen.x + 10, screen.y + 10, screen.w * 0.4, screen.h * 0.15, '#e56665'),
    box(c, { x: [0.05, 0.35], y: [0.76, 0.78], z: [d - 0.55, d - 0.35] }, '#fbfaf7'),
    line(project(c, [0.45, 0.76, d - 0.2]), project(c, [0.35, 1.2, d - 0.25]), '#3a3632', 3),
    cylinder(cv, c, { x: 0.3, z: d - 0.3, r: 0.07, y: [1.12, 1.22] }, '#3a3632'),
  );
  // An office chair, turned to the desk.
  const z = d - 0.95;
  cv.add(
    shadow(cv, c, [-0.75, -0.25], [z - 0.25, z + 0.25], 0.25),
    line(project(c, [-0.5, 0.05, z]), project(c, [-0.5, 0.45, z]), '#3a3632', 6),
    line(project(c, [-0.8, 0.03, z]), project(c, [-0.2, 0.03, z]), '#3a3632', 5),
    box(c, { x: [-0.75, -0.25], y: [0.45, 0.52], z: [z - 0.22, z + 0.22] }, shade('#7f9590', 0.05)),
    box(c, { x: [-0.72, -0.28], y: [0.6, 1.05], z: [z - 0.26, z - 0.22] }, '#7f9590'),
  );
  plant(cv, c, { x: 1.1, z: d - 0.35, size: 1.3, pot: '#e9e2d6' }, 73);
  vignette(cv);
  return cv.svg();
}

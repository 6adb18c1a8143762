import { type Canvas, shade } from '../../pictures/canvas';
import { plant } from '../../pictures/furniture';
import { box, type Camera } from '../../pictures/projection';
import type { ShopHall } from '../../pictures/shop-interior';
import { sideCircle, sidePanel } from '../../pictures/side-pieces';
import { type BarLook, backBar, COUNTER, cakeDome, counter, espresso } from './bar';
import {
  type ChairLook,
  chair,
  cup,
  hangingLamp,
  type PendantKind,
  roundTable,
  stool,
  type TableLook,
  warmLight,
} from './pieces';

export interface CafeLook {
  bar: BarLook;
  stool: { seat: string; frame: string };
  table: TableLook;
  chair: ChairLook;
  /** The bench along the brick wall: seat, back cushions. */
  bench: { seat: string; back: string; base: string };
  pendant: { kind: PendantKind; colour: string };
  pots: readonly string[];
  prints: { frame: string; mat: string; tones: readonly string[] };
}

/** A long upholstered bench along the left (brick) wall. */
function bench(cv: Canvas, c: Camera, wall: number, z: readonly [number, number], look: CafeLook['bench']) {
  const x0 = wall;
  cv.add(
    box(
      c,
      { x: [x0, x0 + 0.55], y: [0, 0.4], z },
      { front: look.base, top: look.base, side: shade(look.base, 0.05) },
    ),
    box(c, { x: [x0, x0 + 0.18], y: [0.4, 1.0], z }, { front: look.back, side: shade(look.back, 0.06) }),
  );
  for (let zz = z[0]; zz < z[1] - 0.1; zz += 0.62)
    cv.add(
      box(
        c,
        { x: [x0 + 0.05, x0 + 0.2], y: [0.46, 0.98], z: [zz + 0.02, Math.min(z[1], zz + 0.6)] },
        { front: shade(look.back, 0.05), side: shade(look.back, 0.1), top: shade(look.back, 0.15) },
      ),
    );
  cv.add(
    box(
      c,
      { x: [x0 + 0.02, x0 + 0.58], y: [0.4, 0.48], z },
      { front: shade(look.seat, -0.08), side: look.seat, top: shade(look.seat, 0.1) },
    ),
  );
}

/** Where the prints hang: depths and heights, metres. */
const PRINTS: readonly (readonly [number, number, number, number])[] = [
  [4.75, 5.35, 1.45, 2.2],
  [5.6, 6.0, 1.6, 2.1],
  [6.2, 6.6, 1.45, 1.95],
];

/** Framed prints on the brick wall above the bench: a mat and one soft shape each. */
function prints(cv: Canvas, c: Camera, wall: number, look: CafeLook['prints']) {
  const x = wall + 0.01;
  for (const [i, [z0, z1, y0, y1]] of PRINTS.entries()) {
    cv.add(
      sidePanel(c, x, [y0, y1], [z0, z1], look.frame),
      sidePanel(c, x + 0.005, [y0 + 0.04, y1 - 0.04], [z0 + 0.04, z1 - 0.04], look.mat),
      i % 2
        ? sidePanel(
            c,
            x + 0.01,
            [y0 + 0.12, (y0 + y1) / 2],
            [z0 + 0.1, z1 - 0.1],
            look.tones[i % look.tones.length]!,
          )
        : sideCircle(
            c,
            x + 0.01,
            { y: (y0 + y1) / 2, z: (z0 + z1) / 2 },
            (z1 - z0) * 0.28,
            look.tones[i % look.tones.length]!,
          ),
    );
  }
}

/** A café table set: the table, its chairs and cups, drawn far to near. */
function tableSet(
  cv: Canvas,
  c: Camera,
  at: { x: number; z: number },
  look: CafeLook,
  seats: readonly ('far' | 'right' | 'near' | 'left')[],
) {
  const { x, z } = at;
  if (seats.includes('far')) chair(cv, c, { x, z: z + 0.55, facing: 'camera' }, look.chair);
  const sides = seats.filter((s) => s === 'left' || s === 'right');
  // The side nearer the picture's centre is drawn last.
  for (const s of sides.sort((a) => ((a === 'left') === x < c.x ? -1 : 1)))
    chair(
      cv,
      c,
      { x: x + (s === 'left' ? -0.55 : 0.55), z, facing: s === 'left' ? 'right' : 'left' },
      look.chair,
    );
  roundTable(cv, c, { x, z, r: 0.32 }, look.table);
  cup(cv, c, { x: x - 0.1, y: 0.75, z: z + 0.06 });
  cup(cv, c, { x: x + 0.12, y: 0.75, z: z - 0.05 });
  if (seats.includes('near')) chair(cv, c, { x, z: z - 0.55, facing: 'away' }, look.chair);
}

/** The hall as a café: bar with stools and espresso machine on the right, tables by the brick wall. */
export function cafe(cv: Canvas, hall: ShopHall, look: CafeLook) {
  const { c, room } = hall;
  const h = room.h;
  const right = room.x[1];
  prints(cv, c, room.x[0], look.prints);
  plant(cv, c, { x: -2.45, z: 6.35, size: 1.6, pot: look.pots[0] }, 41);
  backBar(cv, c, right, [hall.door[1] + 0.2, room.d - 0.15], look.bar);
  plant(cv, c, { x: 0.55, z: 6.45, size: 1.1, pot: look.pots[1] ?? look.pots[0] }, 43);
  bench(cv, c, room.x[0], [4.3, 6.6], look.bench);
  for (const z of [6.0, 4.9])
    hangingLamp(cv, c, { x: -2.05, z, ceiling: h, drop: 1.5 }, look.pendant.kind, look.pendant.colour);
  for (const z of [5.7, 4.9, 4.1])
    hangingLamp(cv, c, { x: 1.5, z, ceiling: h, drop: 1.25 }, look.pendant.kind, look.pendant.colour);
  tableSet(cv, c, { x: -2.05, z: 6.0 }, look, ['right']);
  tableSet(cv, c, { x: -2.05, z: 4.9 }, look, ['right']);
  hangingLamp(cv, c, { x: -0.25, z: 5.4, ceiling: h, drop: 1.45 }, look.pendant.kind, look.pendant.colour);
  tableSet(cv, c, { x: -0.25, z: 5.4 }, look, ['left', 'right']);
  counter(cv, c, look.bar);
  for (const z of [5.75, 5.05, 4.35])
    stool(cv, c, { x: COUNTER.x[0] - 0.3, z }, look.stool.seat, look.stool.frame);
  cakeDome(cv, c, 5.6);
  espresso(cv, c, look.bar);
  stool(cv, c, { x: COUNTER.x[0] - 0.3, z: 3.65 }, look.stool.seat, look.stool.frame);
  hangingLamp(cv, c, { x: -0.6, z: 3.45, ceiling: h, drop: 1.4 }, look.pendant.kind, look.pendant.colour);
  tableSet(cv, c, { x: -0.6, z: 3.45 }, look, ['far', 'left', 'right']);
  plant(cv, c, { x: -2.55, z: 3.65, size: 1.25, pot: look.pots[1] ?? look.pots[0] }, 47);
  warmLight(cv, [900, 520], 0.11);
}

export const CAFE_LOOKS: Record<'industrial' | 'nordic' | 'modern', CafeLook> = {
  industrial: {
    bar: {
      front: '#6a4a33',
      top: '#3b3531',
      trim: '#2a2826',
      slats: true,
      shelf: '#2e2b29',
      cabinet: '#3a3430',
      board: { ground: '#2f3230', frame: '#5a4030', ink: '#ece8de' },
      machine: '#2d2b29',
    },
    stool: { seat: '#a0623a', frame: '#262422' },
    table: { top: '#5c3f2b', base: '#262422' },
    chair: { seat: '#6b4a33', frame: '#1f1d1c', back: '#5c3f2b' },
    bench: { seat: '#9c5c35', back: '#a8693f', base: '#2e2b29' },
    pendant: { kind: 'edison', colour: '#2a2725' },
    pots: ['#5a5853', '#3a3835'],
    prints: { frame: '#1f1d1c', mat: '#efe9df', tones: ['#3b3a38', '#a0623a', '#8a8580'] },
  },
  nordic: {
    bar: {
      front: '#f3f0ea',
      top: '#d9bf98',
      trim: '#c9a980',
      slats: false,
      shelf: '#dcc4a0',
      cabinet: '#f1eee8',
      board: { ground: '#f7f5f0', frame: '#d9bf98', ink: '#3b3a38' },
      machine: '#9fb2a0',
    },
    stool: { seat: '#d9bf98', frame: '#cfb48d' },
    table: { top: '#f6f4ef', base: '#d2b893', edge: '#dccbb0' },
    chair: { seat: '#d9bf98', frame: '#c8ab84', back: '#d9bf98' },
    bench: { seat: '#c9ccc8', back: '#a8b8a2', base: '#e9e4da' },
    pendant: { kind: 'dome', colour: '#f4f2ee' },
    pots: ['#ece8e1', '#a8b8a2'],
    prints: { frame: '#d9bf98', mat: '#f7f5f0', tones: ['#a8b8a2', '#e4cdb4', '#c9ccc8'] },
  },
  modern: {
    bar: {
      front: '#b5603f',
      top: '#efebe6',
      trim: '#c8a25a',
      slats: false,
      veins: '#a9a39b',
      shelf: '#c8a25a',
      cabinet: '#2d4a3f',
      board: { ground: '#23324a', frame: '#c8a25a', ink: '#f1e6cf' },
      machine: '#2d4a3f',
    },
    stool: { seat: '#2d5546', frame: '#c8a25a' },
    table: { top: '#f1eee9', base: '#c8a25a', edge: '#d9d4cc' },
    chair: { seat: '#2d5546', frame: '#b8924c', back: '#2d5546' },
    bench: { seat: '#d39a45', back: '#2d5546', base: '#b5603f' },
    pendant: { kind: 'globe', colour: '#c8a25a' },
    pots: ['#b5603f', '#d39a45'],
    prints: { frame: '#c8a25a', mat: '#f3ece0', tones: ['#b5603f', '#2d5546', '#d39a45'] },
  },
};

import type { Canvas } from '../../pictures/canvas';
import { plant } from '../../pictures/furniture';
import type { ShopHall } from '../../pictures/shop-interior';
import { hangingLamp, type PendantKind, warmLight } from './pieces';
import { productShelves, receptionDesk, trolley } from './salon-furniture';
import { type StationLook, station, washBasin } from './salon-pieces';
import { hangingPlant, macrame, patternedRug } from './textiles';

export interface HairSalonLook {
  station: StationLook;
  wash: { chair: string; basin: string; cabinet: string };
  shelves: { wood: string; bottles: readonly string[] };
  desk: { front: string; top: string; cane?: string };
  /** Pendants over the chairs, if any. */
  pendant?: { kind: PendantKind; colour: string };
  /** Boho extras: a patterned rug, macramé, plants everywhere. */
  boho: boolean;
  /** A hairdresser's trolley by the middle station, if any. */
  trolley?: string;
  pot: string;
}

/** The hall as a hair salon: stations along the brick wall, washing and products on the right, reception. */
export function hairSalon(cv: Canvas, hall: ShopHall, look: HairSalonLook) {
  const { c, room } = hall;
  const left = room.x[0];
  const right = room.x[1];
  if (look.boho) {
    patternedRug(cv, c, [-1.25, 0.75], [3.7, 5.9]);
  }
  plant(cv, c, { x: -1.0, z: 6.45, size: 1.5, pot: look.pot }, 61);
  if (look.boho) {
    plant(cv, c, { x: -2.55, z: 6.5, size: 1.3, pot: '#b5603f' }, 62);
    plant(cv, c, { x: 2.55, z: 6.55, size: 1.2, pot: '#c98a5a' }, 63);
    macrame(cv, c, right - 0.01, { y: [1.3, 2.75], z: 4.75 });
  }
  productShelves(cv, c, right, [5.75, room.d - 0.1], look.shelves.wood, look.shelves.bottles);
  receptionDesk(cv, c, { x: [0.55, 1.65], z: [5.9, 6.3] }, look.desk);
  washBasin(cv, c, right, 5.15, look.wash);
  washBasin(cv, c, right, 4.35, look.wash);
  if (look.boho)
    for (const [x, z, drop, seed] of [
      [1.2, 5.0, 1.2, 65],
      [-0.35, 4.3, 1.0, 66],
    ] as const)
      hangingPlant(cv, c, { x, z, ceiling: room.h, drop }, seed);
  for (const z of [6.15, 5.15, 4.15]) {
    station(cv, c, left, z, look.station);
    if (look.trolley && z > 5 && z < 6) trolley(cv, c, { x: left + 1.3, z: z - 0.5 }, look.trolley);
    if (look.pendant)
      hangingLamp(
        cv,
        c,
        { x: left + 0.8, z, ceiling: room.h, drop: 1.3 },
        look.pendant.kind,
        look.pendant.colour,
      );
  }
  if (look.boho) warmLight(cv, [700, 520], 0.07);
}

export const HAIR_SALON_LOOKS: Record<'minimalist' | 'boho', HairSalonLook> = {
  minimalist: {
    station: { chair: '#6f6863', base: '#c9c9c5', mirror: 'rect', frame: '#2b2a28', shelf: '#f4f2ee' },
    wash: { chair: '#6f6863', basin: '#f4f2ee', cabinet: '#e9e6e0' },
    shelves: { wood: '#f1eee8', bottles: ['#f4f2ee', '#d9d4cc', '#2e2c2a', '#a8b8a2'] },
    desk: { front: '#c98a6a', top: '#f4f2ee' },
    pendant: { kind: 'cone', colour: '#2b2a28' },
    boho: false,
    pot: '#e9e6e0',
  },
  boho: {
    station: { chair: '#c98a3e', base: '#3a3632', mirror: 'round', frame: '#c79a5e', shelf: '#b98a5e' },
    wash: { chair: '#c98a3e', basin: '#f1ece4', cabinet: '#c79a5e' },
    shelves: { wood: '#b98a5e', bottles: ['#e2c58f', '#b5603f', '#f1ece4', '#7c8a5c', '#d39a45'] },
    desk: { front: '#d8b27c', top: '#9c6b45', cane: '#9c6b45' },
    pendant: { kind: 'dome', colour: '#c79a5e' },
    boho: true,
    trolley: '#b98a5e',
    pot: '#b5603f',
  },
};

import { Canvas } from './canvas';
import { coffeeTable, floorLamp, framedArt, plant, rug, sofa } from './furniture';
import { camera } from './projection';
import { lightPatch, type Room, roomShell, vignette } from './room';
import { armchair, sideboard, sideCircle, sidePanel } from './side-pieces';
import type { View } from './views';
import { backWindow } from './windows';

export interface LivingRoomLook {
  /** Drawn flipped left to right. */
  mirrored?: boolean;
  view: View;
  wall: string;
  floor: string;
  sofa: string;
  accent: string;
  rug: string;
  art: readonly string[];
}

/** A living room: sofa under a print, rug and low table, a lamp, a plant and a balcony door. */
export function livingRoom(look: LivingRoomLook): string {
  const cv = new Canvas(look.mirrored);
  const c = camera({ x: 0.35, y: 1.25, f: 930 });
  const room: Room = { x: [-2.6, 2.6], h: 2.8, d: 5.4 };
  roomShell(cv, c, room, { wall: look.wall, floor: { kind: 'wood', colour: look.floor } }, 11);
  const door = { x: [0.75, 2.15] as const, y: [0.04, 2.4] as const };
  backWindow(cv, c, room, { ...door, view: look.view, bars: 1, transom: 1.9, railing: true }, look.wall);
  lightPatch(cv, c, room, door);
  framedArt(cv, c, [-1.55, -0.45], [1.3, 2.05], room.d, look.art);
  cv.add(
    sidePanel(c, room.x[0] + 0.03, [1.2, 2.0], [3.3, 4.5], '#3a332d'),
    sidePanel(c, room.x[0] + 0.04, [1.24, 1.96], [3.35, 4.45], look.art[0] ?? '#efe6d8'),
    sideCircle(c, room.x[0] + 0.05, { y: 1.68, z: 3.75 }, 0.2, look.art[1] ?? '#e0a98a'),
    sidePanel(c, room.x[0] + 0.05, [1.24, 1.48], [3.35, 4.45], look.art[2] ?? '#9fb2a0'),
  );
  sideboard(cv, c, room.x[1], [2.3, 4.1], '#c4a07a');
  floorLamp(cv, c, { x: -2.25, z: 4.95 });
  sofa(cv, c, { x: [-1.95, 0.35], wall: room.d }, look.sofa, look.accent);
  plant(cv, c, { x: 2.25, z: 4.8, size: 1.15 }, 5);
  rug(cv, c, [-2.05, 1.0], [2.6, 4.5], look.rug, '#00000022');
  coffeeTable(cv, c, [-1.35, -0.15], [3.2, 3.8], '#b98f66');
  armchair(cv, c, -2.55, [2.55, 3.35], look.accent);
  vignette(cv);
  return cv.svg();
}

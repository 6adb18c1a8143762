import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSharp } from '../../lib/sharp';
import { demoPicturesDir } from '../../paths';
import { bathroom } from './bathroom';
import { bedroom } from './bedroom';
import { kitchen } from './kitchen';
import { livingRoom } from './living-room';
import { office } from './office';
import { shopFront } from './shop-front';
import { shopInterior } from './shop-interior';
import { terrace } from './terrace';

/**
 * Every picture of the demo listings, drawn by code (docs/decisions/016-code-drawn-pictures.md): a Madrid flat in
 * warm whites and sage, a Valencian shop, a Málaga penthouse in sand and sea blue.
 */
export const DEMO_SCENES = {
  'madrid-salon': () =>
    livingRoom({
      view: 'city',
      wall: '#f1ebe2',
      floor: '#c9a27a',
      sofa: '#9aa89a',
      accent: '#d9a47f',
      rug: '#e9e0d1',
      art: ['#efe6d8', '#e0a98a', '#9fb2a0'],
    }),
  'madrid-cocina': () =>
    kitchen({
      view: 'city',
      wall: '#f3efe8',
      cabinets: '#a9b7a6',
      worktop: '#f4f1ec',
      tiles: '#f7f5f0',
      floor: '#d8d0c4',
      wood: '#c49a6c',
    }),
  'madrid-dormitorio': () =>
    bedroom({
      view: 'city',
      accent: '#d9c6b0',
      wall: '#f1ece4',
      floor: '#c9a27a',
      headboard: '#b9a48a',
      throw: '#8fa39a',
      curtain: '#ece3d3',
      art: ['#f0e8dc', '#d9b08c', '#a7b7ad'],
    }),
  'madrid-bano': () =>
    bathroom({ wall: '#f3f1ec', tiles: '#dfe7e0', floor: '#cfcac2', vanity: '#b98f66', towel: '#e9dccb' }),
  'madrid-terraza': () =>
    terrace({
      view: 'city',
      floor: '#cf9f80',
      wall: '#ecd9bd',
      cushion: '#d8b48a',
      flowers: '#d8584e',
      railing: 'iron',
    }),
  'valencia-local': () => shopInterior(),
  'valencia-fachada': () => shopFront(),
  'valencia-oficina': () => office(),
  'valencia-aseo': () =>
    bathroom({ wall: '#f4f3f0', tiles: '#e4e2dd', floor: '#b9b4ac', vanity: '#e9e5de', towel: '#c9d3d6' }),
  'malaga-terraza': () =>
    terrace({
      view: 'sea',
      floor: '#e4d6c3',
      wall: '#f6f3ee',
      cushion: '#9fb9bf',
      flowers: '#d9588f',
      railing: 'glass',
    }),
  'malaga-salon': () =>
    livingRoom({
      mirrored: true,
      view: 'sea',
      wall: '#f6f2ea',
      floor: '#d8bf9c',
      sofa: '#e4dccd',
      accent: '#7fa3b0',
      rug: '#efe7da',
      art: ['#f3ece0', '#8fb3c2', '#d9c2a0'],
    }),
  'malaga-dormitorio': () =>
    bedroom({
      mirrored: true,
      view: 'sea',
      accent: '#cfdde0',
      wall: '#f5f2ec',
      floor: '#d8bf9c',
      headboard: '#e2d6c2',
      throw: '#7fa3b0',
      curtain: '#f3eee4',
      art: ['#f3ece0', '#e6b98f', '#8fb3c2'],
    }),
  'malaga-cocina': () =>
    kitchen({
      mirrored: true,
      view: 'sea',
      wall: '#f6f3ee',
      cabinets: '#f1ede6',
      worktop: '#d9cdbb',
      tiles: '#dbe8ec',
      floor: '#e6dccd',
      wood: '#caa57c',
    }),
  'malaga-bano': () =>
    bathroom({
      mirrored: true,
      wall: '#f6f3ee',
      tiles: '#e9d9c6',
      floor: '#d9ccb9',
      vanity: '#caa57c',
      towel: '#f3eee4',
    }),
} as const satisfies Record<string, () => string>;

export type DemoScene = keyof typeof DEMO_SCENES;

/** The SVG of a scene rasterised to a 1600×1200 JPEG, as a camera would hand it over. */
export async function drawDemoPicture(scene: DemoScene): Promise<Buffer> {
  return (await loadSharp())(Buffer.from(DEMO_SCENES[scene]())).jpeg({ quality: 90 }).toBuffer();
}

/** The file `npm run build` draws a scene into (dist/demo-pictures): named by its drawing's hash. */
export const demoPictureName = (scene: DemoScene) =>
  `${scene}-${createHash('sha256').update(DEMO_SCENES[scene]()).digest('hex').slice(0, 16)}.jpg`;

/**
 * A scene's JPEG: the one the build drew when it is there (a first start then draws nothing:
 * rasterising the scenes cost the server ~3 s of CPU and memory it kept), else drawn now.
 */
export async function renderDemoPicture(scene: DemoScene): Promise<Buffer> {
  const built = await readFile(join(demoPicturesDir(), demoPictureName(scene))).catch(() => null);
  return built ?? drawDemoPicture(scene);
}

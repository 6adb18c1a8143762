// Part of `npm run build`: draws the demo's pictures into dist/, so a server serves and seeds files
// instead of drawing them at run time: the /demo page and landing carousel pictures
// (dist/demo-media) and the demo listings' photos (dist/demo-pictures). Only pictures whose drawing
// changed are drawn again; files of old drawings are removed.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  DEMO_SCENES,
  type DemoScene,
  demoPictureName,
  drawDemoPicture,
} from '../src/server/demo/pictures/render';
import { createLimiter } from '../src/server/lib/limiter';
import {
  allDemoMediaFiles,
  demoMediaVersion,
  prebuiltDemoName,
  rasteriseDemo,
} from '../src/server/modules/demo/demo-media';
import { demoMediaDir, demoPicturesDir } from '../src/server/paths';

interface Wanted {
  name: string;
  draw: () => Promise<Buffer>;
}

const slot = createLimiter(Math.max(1, availableParallelism()));

/** Draws the missing files of `wanted` into `dir`, removes the others; returns how many were drawn. */
async function drawInto(dir: string, wanted: Wanted[]): Promise<number> {
  mkdirSync(dir, { recursive: true });
  const names = new Set(wanted.map((w) => w.name));
  for (const old of readdirSync(dir)) if (!names.has(old)) rmSync(join(dir, old));
  const missing = wanted.filter((w) => !existsSync(join(dir, w.name)));
  await Promise.all(
    missing.map((w) =>
      slot(async () => {
        const body = await w.draw();
        // Under a temporary name first: an interrupted build leaves no half file behind.
        writeFileSync(join(dir, `${w.name}.tmp`), body);
        renameSync(join(dir, `${w.name}.tmp`), join(dir, w.name));
      }),
    ),
  );
  return missing.length;
}

const started = performance.now();
const media = allDemoMediaFiles().map((file) => ({
  name: prebuiltDemoName(file, demoMediaVersion(file)),
  draw: () => rasteriseDemo(file, file.svg()),
}));
const scenes = (Object.keys(DEMO_SCENES) as DemoScene[]).map((scene) => ({
  name: demoPictureName(scene),
  draw: () => drawDemoPicture(scene),
}));
const [drawnMedia, drawnScenes] = await Promise.all([
  drawInto(demoMediaDir(), media),
  drawInto(demoPicturesDir(), scenes),
]);
console.log(
  `demo pictures: ${drawnMedia + drawnScenes} drawn, ${media.length + scenes.length - drawnMedia - drawnScenes} unchanged (${Math.round(performance.now() - started)} ms)`,
);

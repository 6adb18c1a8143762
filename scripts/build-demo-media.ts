// Part of `npm run build`: draws the demo's pictures into dist/, so a server serves and seeds files
// instead of drawing them at run time: the /demo page and landing carousel pictures
// (dist/demo-media) and the demo listings' photos (dist/demo-pictures), then those photos processed
// as an upload is (dist/demo-photos, demo/pictures/processed.ts). Only pictures whose drawing (or
// processing) changed are made again; files of old ones are removed.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { processedDemoPhotoName, writeProcessedDemoPhoto } from '../src/server/demo/pictures/processed';
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
import { demoMediaDir, demoPhotosDir, demoPicturesDir } from '../src/server/paths';

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
// The demo listings' photos processed as an upload is, from the pictures just drawn (a first start
// then seeds them without libvips). Folders of other drawings or pipelines are removed.
const sceneNames = Object.keys(DEMO_SCENES) as DemoScene[];
const photoNames = new Set(sceneNames.map(processedDemoPhotoName));
mkdirSync(demoPhotosDir(), { recursive: true });
for (const old of readdirSync(demoPhotosDir()))
  if (!photoNames.has(old)) rmSync(join(demoPhotosDir(), old), { recursive: true, force: true });
const toProcess = sceneNames.filter(
  (scene) => !existsSync(join(demoPhotosDir(), processedDemoPhotoName(scene))),
);
await Promise.all(
  toProcess.map((scene) =>
    slot(async () =>
      writeProcessedDemoPhoto(scene, readFileSync(join(demoPicturesDir(), demoPictureName(scene)))),
    ),
  ),
);
console.log(
  `demo pictures: ${drawnMedia + drawnScenes} drawn, ${media.length + scenes.length - drawnMedia - drawnScenes} unchanged; demo photos: ${toProcess.length} processed, ${sceneNames.length - toProcess.length} unchanged (${Math.round(performance.now() - started)} ms)`,
);

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  contentHashOf,
  PHOTO_PIPELINE,
  type ProcessedPhoto,
  processPhoto,
} from '../../modules/photos/process-photo';
import { demoPhotosDir } from '../../paths';
import { type DemoScene, demoPictureName } from './render';

/**
 * The demo listings' photos as the upload pipeline makes them (normalised original, WebP
 * derivatives), processed by `npm run build` (scripts/build-demo-media.ts): a first start then
 * seeds the demo without loading libvips at all (its threads and the memory glibc keeps after
 * them were 20–50 MB of a first start's resident memory). Each photo sits in a folder named by its
 * drawing and by the pipeline that processed it (settings and sharp's version), so a server never
 * takes a photo processed otherwise than it would process it now.
 */

interface Meta {
  contentHash: string;
  original: { width: number; height: number };
  derivatives: { width: number; height: number }[];
}

let pipeline: string | undefined;
/** The pipeline's settings and the sharp that runs them, as a short hash (read without loading sharp). */
function pipelineKey(): string {
  if (!pipeline) {
    // sharp's package.json, beside its dist/ (its exports do not list the file itself).
    const main = createRequire(import.meta.url).resolve('sharp');
    const { version } = JSON.parse(readFileSync(join(dirname(main), '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    pipeline = createHash('sha256').update(`${PHOTO_PIPELINE} sharp ${version}`).digest('hex').slice(0, 12);
  }
  return pipeline;
}

/** The folder of a scene's processed photo. */
export const processedDemoPhotoName = (scene: DemoScene) =>
  `${demoPictureName(scene).replace(/\.jpg$/, '')}-${pipelineKey()}`;

/** Processes a scene's picture as an upload without a logo is, into its folder (for the build). */
export async function writeProcessedDemoPhoto(
  scene: DemoScene,
  jpeg: Buffer,
  root = demoPhotosDir(),
): Promise<void> {
  const processed = await processPhoto(jpeg);
  const dir = join(root, processedDemoPhotoName(scene));
  // Written under a temporary name, then renamed: an interrupted build leaves no half folder.
  const tmp = `${dir}.tmp`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  await writeFile(join(tmp, 'original.jpg'), processed.original.buffer);
  for (const d of processed.derivatives) await writeFile(join(tmp, `${d.width}.webp`), d.buffer);
  const meta: Meta = {
    contentHash: processed.contentHash,
    original: { width: processed.original.width, height: processed.original.height },
    derivatives: processed.derivatives.map((d) => ({ width: d.width, height: d.height })),
  };
  await writeFile(join(tmp, 'meta.json'), JSON.stringify(meta));
  await rename(tmp, dir);
}

/**
 * The build's processing of a scene's picture, or null when there is none for this drawing and
 * pipeline (a server without a build, or one built before a change): then the seed processes it.
 */
export async function processedDemoPhoto(
  scene: DemoScene,
  root = demoPhotosDir(),
): Promise<ProcessedPhoto | null> {
  const dir = join(root, processedDemoPhotoName(scene));
  try {
    const meta = JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8')) as Meta;
    const original = await readFile(join(dir, 'original.jpg'));
    if (contentHashOf(original) !== meta.contentHash) return null;
    const derivatives = await Promise.all(
      meta.derivatives.map(async (d) => ({
        ...d,
        buffer: await readFile(join(dir, `${d.width}.webp`)),
        contentType: 'image/webp' as const,
      })),
    );
    return {
      contentHash: meta.contentHash,
      original: { buffer: original, ...meta.original, contentType: 'image/jpeg' },
      derivatives,
    };
  } catch {
    return null;
  }
}

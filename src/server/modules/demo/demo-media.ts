import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEMO_MEDIA_WIDTHS,
  DEMO_PAIRS,
  DEMO_PHOTOS,
  type DemoMediaWidth,
  type DemoPhotoId,
  LANDING_EXAMPLES,
} from '../../../shared/demo-staging';
import { drawDemoAfter, drawDemoBefore } from '../../demo/staging-pairs/draw';
import { ALGORITHMIC_MEDIA, markAiImage } from '../../lib/ai-image-mark';
import { createLimiter } from '../../lib/limiter';
import { loadSharp } from '../../lib/sharp';
import type { Logger } from '../../logger';
import { demoMediaFolder, demoMediaKey } from '../../providers/storage/keys';
import type { Storage } from '../../providers/storage/storage';
import { DEMO_EMPTIED_ID, DEMO_FURNISHED } from './demo-empty-example';

/** A demo file asked for: the picture (empty room, furnished pair or the emptied example) and the width. */
export interface DemoMediaFile {
  stem: string;
  width: DemoMediaWidth;
  /** True for a staged picture (furnished or emptied): it carries the machine-readable mark (drawn by code, no AI). */
  ai: boolean;
  /** The SVG of the picture at full size. */
  svg: () => string;
}

const FILE = /^([a-z0-9-]{1,80})-(\d{3,4})\.webp$/;

/**
 * `{photoId}-{w}.webp`, `{pairId}-{w}.webp` or the emptied example's at one of DEMO_MEDIA_WIDTHS;
 * null for anything else.
 */
export function parseDemoMediaFile(file: string): DemoMediaFile | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const [, stem = '', w = ''] = match;
  const width = DEMO_MEDIA_WIDTHS.find((allowed) => String(allowed) === w);
  if (width === undefined) return null;
  if (Object.hasOwn(DEMO_PHOTOS, stem))
    return { stem, width, ai: false, svg: () => drawDemoBefore(stem as DemoPhotoId) };
  const pair = DEMO_PAIRS.find((p) => p.id === stem);
  if (pair) return { stem, width, ai: true, svg: () => drawDemoAfter(pair) };
  // The emptied room: the furnished pair's room without its furniture, a staged picture like the pairs.
  if (stem === DEMO_EMPTIED_ID)
    return { stem, width, ai: true, svg: () => drawDemoBefore(DEMO_FURNISHED.photo) };
  return null;
}

/** Turns the SVG into the served WebP; the AI mark on the staged pictures. */
export type Rasterise = (file: DemoMediaFile, svg: string) => Promise<Buffer>;

export const rasteriseDemo: Rasterise = async (file, svg) => {
  const resized = (await loadSharp())(Buffer.from(svg)).resize({ width: file.width });
  if (!file.ai) return resized.webp({ quality: 80 }).toBuffer();
  const png = await resized.png({ compressionLevel: 0 }).toBuffer();
  // Drawn by code, not by a model: marked as such (never trainedAlgorithmicMedia).
  return markAiImage(png, {
    format: 'webp',
    quality: 80,
    creatorTool: 'Escaparate (demo)',
    sourceType: ALGORITHMIC_MEDIA,
  });
};

/** The drawing's and its mark's hash: the ETag, and part of the stored and prebuilt names (a changed drawing is a new file). */
export const demoMediaVersion = (file: DemoMediaFile) =>
  createHash('sha256')
    .update(file.svg())
    // The mark too: a file stored or prebuilt with another DigitalSourceType is a different file.
    .update(file.ai ? ALGORITHMIC_MEDIA : '')
    .digest('hex')
    .slice(0, 16);

/** The name of a picture drawn by the build, in dist/demo-media. */
export const prebuiltDemoName = (file: DemoMediaFile, version: string) =>
  `${file.stem}-${file.width}-${version}.webp`;

export interface DemoMedia {
  /** The drawing's hash: the ETag and the storage key (computed once per picture per process). */
  version(file: DemoMediaFile): string;
  /** The WebP: from storage when drawn before (by this process or an earlier one), else drawn once. */
  get(file: DemoMediaFile): Promise<Buffer>;
  /**
   * Draws every picture neither the build drew nor storage holds, one at a time, the landing's first
   * (made at start, not on a visit). Returns how many pictures there are.
   */
  warm(): Promise<number>;
}

/** Every demo file, the landing carousel's first (its phone and desktop widths), then the rest. */
export function allDemoMediaFiles(): DemoMediaFile[] {
  const stems = [
    ...LANDING_EXAMPLES.flatMap(({ pairId }) => {
      const pair = DEMO_PAIRS.find((p) => p.id === pairId);
      return pair ? [pair.photo, pair.id] : [];
    }),
    ...Object.keys(DEMO_PHOTOS),
    ...DEMO_PAIRS.map((p) => p.id),
    DEMO_EMPTIED_ID,
  ];
  const widths = [...DEMO_MEDIA_WIDTHS].sort((a, b) => Math.abs(a - 960) - Math.abs(b - 960));
  const names = new Set(widths.flatMap((w) => stems.map((stem) => `${stem}-${w}.webp`)));
  return [...names].map((name) => parseDemoMediaFile(name)).filter((f) => f !== null);
}

/**
 * The demo's pictures, drawn on the first request only: concurrent first requests share one
 * drawing, one drawing at a time in the process (a burst must not take both cores), and the
 * result is kept in storage so a restart serves it without drawing again.
 */
export function createDemoMedia(opts: {
  storage: Storage;
  logger: Logger;
  rasterise?: Rasterise;
  /**
   * The pictures `npm run build` drew (dist/demo-media): served from there, so a built server
   * never draws (drawing at run time took ~10 s of CPU and ~150 MB of memory it kept).
   */
  prebuiltDir?: string;
}): DemoMedia {
  const { storage, logger } = opts;
  const rasterise = opts.rasterise ?? rasteriseDemo;
  const slot = createLimiter(1);
  // Only the drawing's hash stays in memory (the SVGs weigh ~2.5 MB together): a picture is drawn
  // again for the rare rasterising, which costs far more than the drawing.
  const versions = new Map<string, string>();
  const drawing = new Map<string, Promise<Buffer>>();

  const version = (file: DemoMediaFile) => {
    let v = versions.get(file.stem);
    if (!v) {
      v = demoMediaVersion(file);
      versions.set(file.stem, v);
    }
    return v;
  };

  const prebuilt = (file: DemoMediaFile): Promise<Buffer | null> =>
    opts.prebuiltDir
      ? readFile(join(opts.prebuiltDir, prebuiltDemoName(file, version(file)))).catch(() => null)
      : Promise.resolve(null);

  async function drawAndStore(file: DemoMediaFile, key: string): Promise<Buffer> {
    const built = await prebuilt(file);
    if (built) return built;
    const cached = await storage.get(key).catch((err: unknown) => {
      logger.warn({ err, key }, 'demo media: cache read failed');
      return null;
    });
    if (cached) return cached.body;
    const body = await slot(() => rasterise(file, file.svg()));
    try {
      // A changed drawing leaves its old file behind: clear the folder before writing the new one.
      await storage.deletePrefix(demoMediaFolder(file.stem, file.width));
      await storage.put(key, body, { contentType: 'image/webp' });
    } catch (err) {
      logger.warn({ err, key }, 'demo media: could not store the picture');
    }
    return body;
  }

  const get = (file: DemoMediaFile) => {
    const key = demoMediaKey(file.stem, file.width, version(file));
    let pending = drawing.get(key);
    if (!pending) {
      pending = drawAndStore(file, key).finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  };

  return {
    version: (file) => version(file),
    get,
    async warm() {
      let count = 0;
      for (const file of allDemoMediaFiles()) {
        const built = opts.prebuiltDir && join(opts.prebuiltDir, prebuiltDemoName(file, version(file)));
        if (
          !built ||
          !(await access(built).then(
            () => true,
            () => false,
          ))
        )
          await get(file);
        count++;
      }
      return count;
    },
  };
}

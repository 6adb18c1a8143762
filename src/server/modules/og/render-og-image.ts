import type { Sharp } from 'sharp';
import { createLimiter } from '../../lib/limiter';
import { loadSharp } from '../../lib/sharp';
import { MAX_PIXELS } from '../photos/sniff-image';
import { fallbackCardSvg, photoOverlaySvg } from './og-card-svg';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type OgInput } from './og-version';

/** WhatsApp shows no image at all above ~300 KB; stay clear of it. */
export const OG_MAX_BYTES = 250_000;

// Progressive: the card appears at once on a slow phone. Quality 82 with mozjpeg's tables keeps
// real photos around 60–150 KB; only an extremely busy one needs the lower retry qualities.
const JPEG = { progressive: true, mozjpeg: true } as const;
const QUALITIES = [82, 70, 55] as const;

/**
 * One card drawn at a time in this process: a miss costs ~0.1 s of CPU, and a burst of
 * link-preview bots must not take both cores from the API (photo uploads hold their own slots).
 */
const renderSlot = createLimiter(1);

async function encode(pipeline: Sharp): Promise<Buffer> {
  let out = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    out = await pipeline
      .clone()
      .jpeg({ ...JPEG, quality })
      .toBuffer();
    if (out.length <= OG_MAX_BYTES) break;
  }
  return out;
}

/**
 * The 1200×630 JPEG of the card: the cover photo (our own stored WebP derivative) cropped to
 * fill, with the text layer over it; without a cover, the card in the agency's colour.
 */
export function renderOgImage(opts: { input: OgInput; cover: Buffer | null }): Promise<Buffer> {
  return renderSlot(async () => {
    const sharp = await loadSharp();
    if (!opts.cover) return encode(sharp(Buffer.from(fallbackCardSvg(opts.input))));
    return encode(
      sharp(opts.cover, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        // Centre rather than 'attention': listing photos are framed by the agent, and saliency
        // tends to chase a bright window instead of the room.
        .resize({ width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, fit: 'cover', position: 'centre' })
        .composite([{ input: Buffer.from(photoOverlaySvg(opts.input)), top: 0, left: 0 }]),
    );
  });
}

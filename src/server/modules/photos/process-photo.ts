import { createHash } from 'node:crypto';
import type { Metadata, OutputInfo, SharpOptions } from 'sharp';
import { listingTexts, MAX_PHOTO_BYTES } from '../../../shared/listings';
import { AppError } from '../../lib/app-error';
import { loadSharp } from '../../lib/sharp';
import { decodeHeic } from './decode-heic';
import { passthroughJpeg } from './jpeg-passthrough';
import { MAX_PIXELS, type Sniffed, sniffImage, UNTRUSTED_INPUT } from './sniff-image';
import { blendWatermark, watermarkAt, watermarkEdge } from './watermark-pixels';

/**
 * Widths of the WebP derivatives served to browsers (srcset). 160: the gallery's 80-px thumbnails
 * (2× screens). 768: a 412-px phone at DPR 1.75 (Lighthouse's mobile: 721 device pixels; Chromium
 * takes the first width at or above them, so not 720) and a 375-px one at 2× fill the full-width hero
 * without taking the 960 one. Photos stored before a width existed get it from
 * backfill-photo-widths.ts; until then their pages list only the widths they have.
 */
export const PHOTO_WIDTHS = [160, 480, 768, 960, 1600] as const;
/** Long edge of the normalised original kept for AI staging. */
export const ORIGINAL_MAX_EDGE = 3072;
/** Smallest side accepted. */
export const MIN_PHOTO_EDGE = 200;

export interface ProcessedPhoto {
  /** sha256 hex (first 16 chars) of the normalised original's bytes. */
  contentHash: string;
  original: { buffer: Buffer; width: number; height: number; contentType: 'image/jpeg' };
  /** Smallest first, never upscaled, no duplicates when the image is narrower than a width. */
  derivatives: { width: number; height: number; buffer: Buffer; contentType: 'image/webp' }[];
}

// Encoder settings, measured with scripts/bench-photo-pipeline.ts on the 2-core box (12-MP input,
// 3072×2304 original; CPU per photo):
// - mozjpeg's full preset (trellis + optimiseScans + progressive) costs 1.1–2.3 s for 0.85 MB; without
//   optimiseScans 0.6 s; without trellis either 0.2 s for 1.03 MB. Progressive and optimised Huffman
//   tables make libjpeg buffer the whole image's coefficients (+40 MB per photo, ~+100 MB peak RSS with
//   two slots). So: mozjpeg's quantisation table (3), baseline, standard Huffman tables — 0.07 s, 1.17 MB.
//   The original is stored for AI staging, never sent to browsers.
// - WebP effort 2 is ~2× faster than 3–4 for ~5 % more bytes. At 960 and 1600 px (desktops and
//   lightboxes, most of the encoding's pixels) effort 1 (bench:import's 1600×1200 room photos, per photo):
//   960: 19 ms for 21.5 KB instead of 26 ms for 21.4 KB; 1600: 73 ms for 159 KB instead of 90 ms for
//   151 KB. The widths phones load (≤ 768) keep effort 2: there bytes count most and cost least.
const ORIGINAL_JPEG = { quality: 85, quantisationTable: 3, optimiseCoding: false } as const;
const DERIVATIVE_WEBP = { quality: 78, effort: 2, desktopEffort: 1, desktopAbove: 768 } as const;
const webpOptionsAt = (width: number) => ({
  quality: DERIVATIVE_WEBP.quality,
  effort: width > DERIVATIVE_WEBP.desktopAbove ? DERIVATIVE_WEBP.desktopEffort : DERIVATIVE_WEBP.effort,
});
/**
 * A JPEG that already is a normalised original is kept as it is, without its metadata
 * (jpeg-passthrough.ts), unless it weighs more than this per pixel (4.8 bits: beyond quality ~95,
 * where our own encoding is much smaller). A CRM's 1600×1200 web export at quality 85: ~0.15.
 */
const PASSTHROUGH_MAX_BYTES_PER_PIXEL = 0.6;
/** Each width is resized from the next larger one (~35 % less resizing than each from the largest). */
const RESIZE = 'cascade';

/** The derivative widths a photo of this width has: PHOTO_WIDTHS, none above the photo's own width. */
export const derivativeWidthsFor = (width: number): number[] => [
  ...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, width))),
];

/** A normalised original's content hash: sha256 hex, its first 16 characters. */
export const contentHashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** The settings that decide the processed files: photos processed ahead (the demo's) name them. */
export const PHOTO_PIPELINE = JSON.stringify({
  ORIGINAL_JPEG,
  DERIVATIVE_WEBP,
  PHOTO_WIDTHS,
  ORIGINAL_MAX_EDGE,
  PASSTHROUGH_MAX_BYTES_PER_PIXEL,
  RESIZE,
});

// sharp's process-wide settings (no operation cache, one libvips thread per image): lib/sharp.ts.

const bad = {
  notAnImage: () => new AppError('validation', listingTexts.notAnImage),
  corrupt: () => new AppError('validation', listingTexts.corruptImage),
  tooManyPixels: () => new AppError('validation', listingTexts.tooManyPixels),
  tooSmall: () => new AppError('validation', listingTexts.tooSmall),
};

function checkSize(width: number, height: number): void {
  if (width * height > MAX_PIXELS) throw bad.tooManyPixels();
  if (width < MIN_PHOTO_EDGE || height < MIN_PHOTO_EDGE) throw bad.tooSmall();
}

/** sharp/libvips errors on the user's bytes → the Spanish AppErrors. */
function fromSharpError(err: unknown, _sniffed: Sniffed): AppError {
  if (err instanceof AppError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) return bad.tooManyPixels();
  if (/unsupported image format/i.test(message)) return bad.notAnImage();
  return bad.corrupt();
}

/**
 * Validates an uploaded photo and produces the normalised original (sRGB JPEG, upright, no metadata,
 * long edge ≤ ORIGINAL_MAX_EDGE) and the WebP derivatives. Bad input → AppError('validation' |
 * 'payload_too_large') with the Spanish text; call it inside `withPhotoSlot` (photo-slots.ts).
 */
export async function processPhoto(
  input: Buffer,
  opts?: { watermark?: Buffer | null },
): Promise<ProcessedPhoto> {
  if (input.length > MAX_PHOTO_BYTES) throw new AppError('payload_too_large', listingTexts.fileTooBig);
  const sniffed = sniffImage(input);
  if (!sniffed) throw bad.notAnImage();
  if (
    sniffed.width !== undefined &&
    sniffed.height !== undefined &&
    sniffed.width * sniffed.height > MAX_PIXELS
  ) {
    throw bad.tooManyPixels();
  }

  const sharp = await loadSharp();
  let source: { bytes: Buffer; options: SharpOptions; hasAlpha: boolean };
  if (sniffed.format === 'heif' && sniffed.hevc) {
    // iPhone photos: decoded to upright RGBA pixels first (decode-heic.ts).
    const heic = await decodeHeic(input).catch((err: { tooManyPixels?: boolean }) => {
      throw err?.tooManyPixels ? bad.tooManyPixels() : bad.corrupt();
    });
    checkSize(heic.width, heic.height);
    const raw = { width: heic.width, height: heic.height, channels: 4 as const };
    source = { bytes: heic.rgba, options: { ...UNTRUSTED_INPUT, raw }, hasAlpha: true };
  } else {
    // Header only: no pixel is decoded here.
    let meta: Metadata;
    try {
      meta = await sharp(input, UNTRUSTED_INPUT).metadata();
    } catch (err) {
      throw fromSharpError(err, sniffed);
    }
    if (meta.format !== sniffed.format) throw bad.notAnImage();
    checkSize(meta.autoOrient.width, meta.autoOrient.height);
    const kept =
      meta.format === 'jpeg' && !meta.hasProfile && (meta.orientation ?? 1) === 1
        ? passthroughJpeg(input, {
            maxEdge: ORIGINAL_MAX_EDGE,
            minEdge: MIN_PHOTO_EDGE,
            maxBytesPerPixel: PASSTHROUGH_MAX_BYTES_PER_PIXEL,
          })
        : null;
    if (kept) {
      // Its first decode is the derivatives': pixels that do not decode are the user's damaged file.
      const derivatives = await makeDerivatives(
        kept.bytes,
        kept.width,
        kept.height,
        opts?.watermark ?? null,
        {
          decodeError: (err) => fromSharpError(err, sniffed),
        },
      );
      return {
        contentHash: contentHashOf(kept.bytes),
        original: { buffer: kept.bytes, width: kept.width, height: kept.height, contentType: 'image/jpeg' },
        derivatives,
      };
    }
    source = { bytes: input, options: { ...UNTRUSTED_INPUT, autoOrient: true }, hasAlpha: !!meta.hasAlpha };
  }

  // The one decode of the upload, streamed straight into the normalised original: upright, flattened
  // on white, sRGB (the embedded ICC profile is applied, then dropped with all other metadata: EXIF
  // with GPS, XMP, IPTC), long edge ≤ ORIGINAL_MAX_EDGE. No full-size raw copy is kept in memory.
  let original: { data: Buffer; info: OutputInfo };
  try {
    let pipeline = sharp(source.bytes, source.options).resize({
      width: ORIGINAL_MAX_EDGE,
      height: ORIGINAL_MAX_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (source.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
    original = await pipeline.toColourspace('srgb').jpeg(ORIGINAL_JPEG).toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw fromSharpError(err, sniffed);
  }
  const { width, height } = original.info;

  try {
    return {
      contentHash: contentHashOf(original.data),
      original: { buffer: original.data, width, height, contentType: 'image/jpeg' },
      derivatives: await makeDerivatives(original.data, width, height, opts?.watermark ?? null),
    };
  } catch (err) {
    // Our own JPEG failed to re-decode or encode: a server fault (500), not the user's photo.
    throw new Error('processPhoto: could not make the WebP derivatives', { cause: err });
  }
}

/**
 * The WebP derivatives again, from a stored normalised original (its watermark changed, or it lacks
 * widths added since: `only`): the same pixels `processPhoto` made them from, so the result is the
 * one an upload would have produced.
 */
export async function renderDerivatives(
  original: Buffer,
  opts?: { watermark?: Buffer | null; only?: readonly number[] },
): Promise<ProcessedPhoto['derivatives']> {
  const { width, height } = await (await loadSharp())(original, UNTRUSTED_INPUT).metadata();
  return makeDerivatives(original, width, height, opts?.watermark ?? null, { only: opts?.only });
}

/**
 * WebP derivatives from the normalised original (a cheap decode of our own baseline JPEG, ~0.1 s,
 * instead of keeping a 21 MB raw copy of it: same CPU within noise, ~80 MB less peak RSS with two slots).
 * Decoded once at the largest width; each smaller one is resized from the next larger one's pixels.
 */
async function makeDerivatives(
  jpeg: Buffer,
  width: number,
  height: number,
  watermark: Buffer | null,
  opts: {
    /** Only these widths (a photo missing some): made from the same pixels as a full run makes them. */
    only?: readonly number[];
    /** The error a failed decode of `jpeg` becomes (else it propagates as it is). */
    decodeError?: (err: unknown) => Error;
  } = {},
): Promise<ProcessedPhoto['derivatives']> {
  const sharp = await loadSharp();
  const widths = derivativeWidthsFor(width);
  const heightAt = (w: number) => Math.max(1, Math.round((height * w) / width));
  const raw = (w: number): SharpOptions => ({ raw: { width: w, height: heightAt(w), channels: 3 } });
  const top = widths[widths.length - 1]!;
  let pixels = await sharp(jpeg, UNTRUSTED_INPUT)
    .resize({ width: top, height: heightAt(top), fit: 'fill' })
    .raw({ depth: 'uchar' })
    .toBuffer()
    .catch((err: unknown) => {
      throw opts.decodeError ? opts.decodeError(err) : err;
    });

  const derivatives: ProcessedPhoto['derivatives'] = [];
  for (let k = widths.length - 1; k >= 0; k--) {
    const w = widths[k]!;
    const h = heightAt(w);
    // The next smaller width is made before this one's pixels get the logo.
    const smaller =
      k > 0
        ? await sharp(pixels, raw(w))
            .resize({ width: widths[k - 1]!, height: heightAt(widths[k - 1]!), fit: 'fill' })
            .raw({ depth: 'uchar' })
            .toBuffer()
        : null;
    if (!opts.only || opts.only.includes(w)) {
      // The logo is blended in JS (a few thousand pixels): libvips' composite would convert the whole
      // frame to float and back, several times the cost of the resize.
      if (watermark) blendWatermark(pixels, w, h, 3, await watermarkAt(watermark, watermarkEdge(w, h)));
      const buffer = await sharp(pixels, raw(w)).webp(webpOptionsAt(w)).toBuffer();
      derivatives.push({ width: w, height: h, buffer, contentType: 'image/webp' });
    }
    if (smaller) pixels = smaller;
  }
  return derivatives.reverse();
}

import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { listingTexts, MAX_PHOTO_BYTES } from '../../../shared/listings';
import { AppError } from '../../http/errors';
import { createLimiter } from '../../lib/limiter';

/** Widths of the WebP derivatives served to browsers (srcset). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
/** Largest width × height accepted (refuses decompression bombs before decoding). */
export const MAX_PIXELS = 60_000_000;
/** Long edge of the normalised original kept for AI staging. */
export const ORIGINAL_MAX_EDGE = 3072;
/** Smallest side accepted. */
export const MIN_PHOTO_EDGE = 200;
/** Photos processed at once in this process, across all requests (2-core machine). */
export const PHOTO_SLOTS = 2;

export interface ProcessedPhoto {
  /** sha256 hex (first 16 chars) of the normalised original's bytes. */
  contentHash: string;
  original: { buffer: Buffer; width: number; height: number; contentType: 'image/jpeg' };
  /** Smallest first, never upscaled, no duplicates when the image is narrower than a width. */
  variants: { width: number; height: number; buffer: Buffer; contentType: 'image/webp' }[];
}

// Encoder settings, measured with scripts/bench-photo-pipeline.ts on the 2-core box (12-MP input,
// 3072×2304 original; CPU per photo):
// - mozjpeg's full preset (trellis + optimiseScans + progressive) costs 1.1–2.3 s for 0.85 MB; without
//   optimiseScans 0.6 s; without trellis either 0.2 s for 1.03 MB. Progressive and optimised Huffman
//   tables make libjpeg buffer the whole image's coefficients (+40 MB per photo, ~+100 MB peak RSS with
//   two slots). So: mozjpeg's quantisation table (3), baseline, standard Huffman tables — 0.07 s, 1.17 MB.
//   The original is stored for AI staging, never sent to browsers.
// - WebP effort 2 is ~2× faster than 3–4 for ~5 % more bytes.
const ORIGINAL_JPEG = { quality: 85, quantisationTable: 3, optimiseCoding: false } as const;
const VARIANT_WEBP = { quality: 78, effort: 2 } as const;
const WATERMARK_OPACITY = 0.7;
const WATERMARK_MAX_FRACTION = 0.15;
const WATERMARK_MAX_EDGE = 100;
const WATERMARK_MARGIN = 15;

// No operation cache (every photo is new; the cache would only hold memory). One libvips thread per
// image (sharp's own default on glibc): PHOTO_SLOTS photos at once already keep both cores busy, and
// glibc's allocator fragments less with fewer threads.
sharp.cache(false);
sharp.concurrency(1);

/** Options for every sharp() that reads untrusted bytes. */
const INPUT: SharpOptions = { limitInputPixels: MAX_PIXELS, failOn: 'error' };

const bad = {
  notAnImage: () => new AppError('validation', listingTexts.notAnImage),
  corrupt: () => new AppError('validation', listingTexts.corruptImage),
  tooManyPixels: () => new AppError('validation', listingTexts.tooManyPixels),
  tooSmall: () => new AppError('validation', listingTexts.tooSmall),
  heic: () => new AppError('validation', listingTexts.heicUnsupported),
};

interface Sniffed {
  format: 'jpeg' | 'png' | 'webp' | 'heif';
  width?: number;
  height?: number;
  /** HEIF brands of HEVC (HEIC) rather than AV1 (AVIF) content. */
  hevc?: boolean;
}

const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set([...HEVC_BRANDS, 'mif1', 'msf1', 'avif', 'avis']);

/**
 * The real type from the magic numbers (never the file name or the browser's claim), plus the declared
 * size when the header states it plainly (PNG IHDR, JPEG SOFn, WebP VP8X/VP8/VP8L), so a bomb is refused
 * even when its header is all there is.
 */
export function sniffImage(b: Buffer): Sniffed | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)
    return { format: 'jpeg', ...jpegSize(b) };
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return b.length >= 24 && b.toString('latin1', 12, 16) === 'IHDR'
      ? { format: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
      : { format: 'png' };
  }
  if (b.length >= 16 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    return { format: 'webp', ...webpSize(b) };
  }
  if (b.length >= 16 && b.toString('latin1', 4, 8) === 'ftyp') {
    // ftyp box: major brand, minor version, compatible brands.
    const boxEnd = Math.min(b.readUInt32BE(0), b.length, 256);
    const brands: string[] = [];
    for (let i = 8; i + 4 <= boxEnd; i += 4) if (i !== 12) brands.push(b.toString('latin1', i, i + 4));
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) {
      return { format: 'heif', hevc: brands.some((brand) => HEVC_BRANDS.has(brand)) };
    }
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function jpegSize(b: Buffer): { width?: number; height?: number } {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return {};
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    if (marker === 0xda || marker === 0xd9) return {};
    i += 2 + b.readUInt16BE(i + 2);
  }
  return {};
}

function webpSize(b: Buffer): { width?: number; height?: number } {
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X' && b.length >= 30)
    return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ' && b.length >= 30)
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return {};
}

function checkSize(width: number, height: number): void {
  if (width * height > MAX_PIXELS) throw bad.tooManyPixels();
  if (width < MIN_PHOTO_EDGE || height < MIN_PHOTO_EDGE) throw bad.tooSmall();
}

/** sharp/libvips errors on the user's bytes → the Spanish AppErrors. */
function fromSharpError(err: unknown, sniffed: Sniffed, meta?: Metadata): AppError {
  if (err instanceof AppError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) return bad.tooManyPixels();
  if (/unsupported image format/i.test(message)) return bad.notAnImage();
  // This sharp build cannot decode HEVC ("heif: Unsupported feature: Unsupported codec").
  if (sniffed.hevc || meta?.compression === 'hevc') return bad.heic();
  return bad.corrupt();
}

/**
 * Validates an uploaded photo and produces the normalised original (sRGB JPEG, upright, no metadata,
 * long edge ≤ ORIGINAL_MAX_EDGE) and the WebP derivatives. Bad input → AppError('validation' |
 * 'payload_too_large') with the Spanish text; call it inside `withPhotoSlot` (or `processPhotosLimited`).
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

  // Header only: no pixel is decoded here.
  let meta: Metadata;
  try {
    meta = await sharp(input, INPUT).metadata();
  } catch (err) {
    throw fromSharpError(err, sniffed);
  }
  if (meta.format !== sniffed.format) throw bad.notAnImage();
  checkSize(meta.autoOrient.width, meta.autoOrient.height);

  // The one decode of the upload, streamed straight into the normalised original: upright, flattened
  // on white, sRGB (the embedded ICC profile is applied, then dropped with all other metadata: EXIF
  // with GPS, XMP, IPTC), long edge ≤ ORIGINAL_MAX_EDGE. No full-size raw copy is kept in memory.
  let original: { data: Buffer; info: OutputInfo };
  try {
    let pipeline = sharp(input, { ...INPUT, autoOrient: true }).resize({
      width: ORIGINAL_MAX_EDGE,
      height: ORIGINAL_MAX_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (meta.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
    original = await pipeline.toColourspace('srgb').jpeg(ORIGINAL_JPEG).toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw fromSharpError(err, sniffed, meta);
  }
  const { width, height } = original.info;

  try {
    return {
      contentHash: createHash('sha256').update(original.data).digest('hex').slice(0, 16),
      original: { buffer: original.data, width, height, contentType: 'image/jpeg' },
      variants: await makeVariants(original.data, width, height, opts?.watermark ?? null),
    };
  } catch (err) {
    // Our own JPEG failed to re-decode or encode: a server fault (500), not the user's photo.
    throw new Error('processPhoto: could not make the WebP variants', { cause: err });
  }
}

/**
 * The WebP derivatives again, from a stored normalised original (its watermark changed): the same
 * pixels `processPhoto` made them from, so the result is the one an upload would have produced.
 */
export async function renderVariants(
  original: Buffer,
  opts?: { watermark?: Buffer | null },
): Promise<ProcessedPhoto['variants']> {
  const { width, height } = await sharp(original, INPUT).metadata();
  return makeVariants(original, width, height, opts?.watermark ?? null);
}

/**
 * WebP derivatives from the normalised original (a cheap decode of our own baseline JPEG, ~0.1 s,
 * instead of keeping a 21 MB raw copy of it: same CPU within noise, ~80 MB less peak RSS with two slots).
 * Decoded once at the largest width; the smaller ones are resized from those pixels.
 */
async function makeVariants(
  jpeg: Buffer,
  width: number,
  height: number,
  watermark: Buffer | null,
): Promise<ProcessedPhoto['variants']> {
  const widths = [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, width)))];
  const heightAt = (w: number) => Math.max(1, Math.round((height * w) / width));
  const raw = (w: number): SharpOptions => ({ raw: { width: w, height: heightAt(w), channels: 3 } });
  const top = widths[widths.length - 1]!;
  const largest = await sharp(jpeg, INPUT)
    .resize({ width: top, height: heightAt(top), fit: 'fill' })
    .raw({ depth: 'uchar' })
    .toBuffer();

  const variants: ProcessedPhoto['variants'] = [];
  for (const w of widths) {
    const h = heightAt(w);
    // Ascending order: `largest` is only written to (watermark) after the smaller ones were made from it.
    const pixels =
      w === top
        ? largest
        : await sharp(largest, raw(top))
            .resize({ width: w, height: h, fit: 'fill' })
            .raw({ depth: 'uchar' })
            .toBuffer();
    // The logo is blended in JS (a few thousand pixels): libvips' composite would convert the whole
    // frame to float and back, several times the cost of the resize.
    if (watermark) blendWatermark(pixels, w, h, 3, await watermarkAt(watermark, watermarkEdge(w, h)));
    const buffer = await sharp(pixels, raw(w)).webp(VARIANT_WEBP).toBuffer();
    variants.push({ width: w, height: h, buffer, contentType: 'image/webp' });
  }
  return variants;
}

// ——— Watermark ———

interface Logo {
  data: Buffer; // RGBA, not premultiplied
  width: number;
  height: number;
}
const logoCache = new WeakMap<Buffer, Map<number, Promise<Logo>>>();

/** Longer side of the logo on a w × h derivative: min(15 % of width, 15 % of height, 100 px) (spec §9). */
export function watermarkEdge(width: number, height: number): number {
  return Math.max(
    1,
    Math.floor(Math.min(width * WATERMARK_MAX_FRACTION, height * WATERMARK_MAX_FRACTION, WATERMARK_MAX_EDGE)),
  );
}

/** The logo at `edge` px on its longer side, as raw RGBA (cached per logo buffer and size). */
function watermarkAt(logo: Buffer, edge: number): Promise<Logo> {
  let bySize = logoCache.get(logo);
  if (!bySize) {
    bySize = new Map();
    logoCache.set(logo, bySize);
  }
  let scaled = bySize.get(edge);
  if (!scaled) {
    scaled = sharp(logo, INPUT)
      .resize({ width: edge, height: edge, fit: 'inside' })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ data, width: info.width, height: info.height }))
      .catch((cause: unknown) => {
        bySize.delete(edge);
        // Our asset, not the user's photo: a 500, not a validation error.
        throw new Error('The watermark image could not be read', { cause });
      });
    bySize.set(edge, scaled);
  }
  return scaled;
}

/** Blends the logo at 70 % opacity into the bottom-right corner of raw RGB pixels, 15 px from the edges. */
function blendWatermark(pixels: Buffer, width: number, height: number, channels: number, logo: Logo): void {
  const left = Math.max(0, width - logo.width - WATERMARK_MARGIN);
  const top = Math.max(0, height - logo.height - WATERMARK_MARGIN);
  const rows = Math.min(logo.height, height - top);
  const cols = Math.min(logo.width, width - left);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const s = (y * logo.width + x) * 4;
      const a = (logo.data[s + 3]! / 255) * WATERMARK_OPACITY;
      if (a === 0) continue;
      const d = ((top + y) * width + left + x) * channels;
      for (let c = 0; c < 3; c++)
        pixels[d + c] = Math.round(pixels[d + c]! * (1 - a) + logo.data[s + c]! * a);
    }
  }
}

// ——— At most PHOTO_SLOTS photos at once, across concurrent requests ———

const photoSlots = createLimiter(PHOTO_SLOTS);

/** Runs `fn` when one of the PHOTO_SLOTS process-wide slots is free (FIFO). */
export function withPhotoSlot<T>(fn: () => Promise<T>): Promise<T> {
  return photoSlots(fn);
}

/**
 * Runs the tasks (e.g. `() => processPhoto(file)`) with at most `limit` of them at once, each holding a
 * process-wide photo slot. Never rejects: one settled result per task, in order, so the caller can
 * report which files failed.
 */
export async function processPhotosLimited<T>(
  tasks: readonly (() => Promise<T>)[],
  limit = PHOTO_SLOTS,
): Promise<PromiseSettledResult<T>[]> {
  const results: PromiseSettledResult<T>[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      const task = tasks[i]!;
      try {
        results[i] = { status: 'fulfilled', value: await withPhotoSlot(task) };
      } catch (reason) {
        results[i] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return results;
}

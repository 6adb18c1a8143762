import { createHash } from 'node:crypto';
import type { SharpOptions } from 'sharp';
import { brandingTexts, MAX_LOGO_BYTES } from '../../../shared/branding';
import { AppError } from '../../lib/app-error';
import { loadSharp } from '../../lib/sharp';
import { sniffImage } from '../photos/sniff-image';

/** Longer side of the stored logo: enough for the microsite header, the poster and the watermark. */
export const LOGO_MAX_EDGE = 600;
/** Largest width × height accepted (refuses decompression bombs before decoding). */
export const MAX_LOGO_PIXELS = 25_000_000;
export const MIN_LOGO_EDGE = 32;

const INPUT: SharpOptions = { limitInputPixels: MAX_LOGO_PIXELS, failOn: 'error' };

const bad = {
  notAnImage: () => new AppError('validation', brandingTexts.notAnImage),
  tooManyPixels: () => new AppError('validation', brandingTexts.logoTooManyPixels),
  tooSmall: () => new AppError('validation', brandingTexts.logoTooSmall),
  corrupt: () => new AppError('validation', brandingTexts.logoCorrupt),
};

function fromSharpError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) return bad.tooManyPixels();
  if (/unsupported image format/i.test(message)) return bad.notAnImage();
  return bad.corrupt();
}

export interface ProcessedLogo {
  png: Buffer;
  width: number;
  height: number;
  /** sha256 hex (first 16 chars) of the PNG. */
  contentHash: string;
}

/**
 * An uploaded logo, checked like a photo (real type from the bytes, size, pixel count from the
 * header) and normalised: upright, sRGB, long side ≤ LOGO_MAX_EDGE, transparency kept, every
 * metadata block dropped, PNG. Bad input → AppError with the Spanish text.
 */
export async function processLogo(input: Buffer): Promise<ProcessedLogo> {
  if (input.length > MAX_LOGO_BYTES) throw new AppError('payload_too_large', brandingTexts.logoTooBig);
  const sniffed = sniffImage(input);
  if (!sniffed || sniffed.hevc) throw bad.notAnImage();
  if (sniffed.width && sniffed.height && sniffed.width * sniffed.height > MAX_LOGO_PIXELS)
    throw bad.tooManyPixels();
  const sharp = await loadSharp();
  try {
    const meta = await sharp(input, INPUT).metadata();
    if (meta.format !== sniffed.format) throw bad.notAnImage();
    if (meta.autoOrient.width * meta.autoOrient.height > MAX_LOGO_PIXELS) throw bad.tooManyPixels();
    if (Math.min(meta.autoOrient.width, meta.autoOrient.height) < MIN_LOGO_EDGE) throw bad.tooSmall();
    const { data, info } = await sharp(input, { ...INPUT, autoOrient: true })
      .resize({ width: LOGO_MAX_EDGE, height: LOGO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return {
      png: data,
      width: info.width,
      height: info.height,
      contentHash: createHash('sha256').update(data).digest('hex').slice(0, 16),
    };
  } catch (err) {
    throw fromSharpError(err);
  }
}

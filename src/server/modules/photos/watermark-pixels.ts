import { loadSharp } from '../../lib/sharp';
import { UNTRUSTED_INPUT } from './sniff-image';

// The agency's logo blended into a photo's public derivatives (the private original stays clean).
const WATERMARK_OPACITY = 0.7;
const WATERMARK_MAX_FRACTION = 0.15;
const WATERMARK_MAX_EDGE = 100;
const WATERMARK_MARGIN = 15;

export interface Logo {
  data: Buffer; // RGBA, not premultiplied
  width: number;
  height: number;
}
const logoCache = new WeakMap<Buffer, Map<number, Promise<Logo>>>();

/** Longer side of the logo on a w × h derivative: min(15 % of width, 15 % of height, 100 px) (decision 017 → Photos and logo). */
export function watermarkEdge(width: number, height: number): number {
  return Math.max(
    1,
    Math.floor(Math.min(width * WATERMARK_MAX_FRACTION, height * WATERMARK_MAX_FRACTION, WATERMARK_MAX_EDGE)),
  );
}

/** The logo at `edge` px on its longer side, as raw RGBA (cached per logo buffer and size). */
export function watermarkAt(logo: Buffer, edge: number): Promise<Logo> {
  let bySize = logoCache.get(logo);
  if (!bySize) {
    bySize = new Map();
    logoCache.set(logo, bySize);
  }
  let scaled = bySize.get(edge);
  if (!scaled) {
    scaled = loadSharp()
      .then((sharp) =>
        sharp(logo, UNTRUSTED_INPUT)
          .resize({ width: edge, height: edge, fit: 'inside' })
          .toColourspace('srgb')
          .ensureAlpha()
          .raw({ depth: 'uchar' })
          .toBuffer({ resolveWithObject: true }),
      )
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
export function blendWatermark(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  logo: Logo,
): void {
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

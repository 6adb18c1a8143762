import type { SharpOptions } from 'sharp';

/** Largest width × height accepted (refuses decompression bombs before decoding). */
export const MAX_PIXELS = 60_000_000;

/** Options for every sharp() that reads untrusted bytes. */
export const UNTRUSTED_INPUT: SharpOptions = { limitInputPixels: MAX_PIXELS, failOn: 'error' };

export interface Sniffed {
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

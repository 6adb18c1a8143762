import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSharp } from '../../lib/sharp';
import { projectRoot } from '../../paths';

/** The sizes browsers and bookmark lists ask an .ico for. */
export const FAVICON_SIZES = [16, 32, 48] as const;

/** The logo mark the pages already link as `/favicon.svg`: one drawing for both files. */
export const faviconSvgPath = () => join(projectRoot(), 'src/web/public/favicon.svg');

/**
 * An ICO file holding PNG images (allowed since Windows Vista, read by every browser):
 * a 6-byte header, a 16-byte entry per image, then the PNGs one after another.
 */
export function packIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

export interface FaviconIco {
  body: Buffer;
  etag: string;
}

/** The logo mark rasterised at each size and packed as one .ico. */
export async function renderFaviconIco(svg: Buffer): Promise<FaviconIco> {
  const sharp = await loadSharp();
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: Math.ceil((72 * size) / 32) * 4 })
        .resize(size, size)
        .png()
        .toBuffer(),
    })),
  );
  const body = packIco(images);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, etag };
}

let cached: Promise<FaviconIco> | undefined;

/** Drawn on first request, then kept: the mark only changes with a deploy. */
export function faviconIco(): Promise<FaviconIco> {
  cached ??= readFile(faviconSvgPath()).then(renderFaviconIco);
  // A failed read is not kept: the next request tries again.
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}

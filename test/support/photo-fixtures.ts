import sharp from 'sharp';
import { expect } from 'vitest';
import { AppError } from '../../src/server/lib/app-error';
import { PHONE_EXIF } from './images';

// Photo-processing fixtures, all generated here: no binary fixtures in the repository.

/** Gradient + noise, so encoders have something to chew on. */
export function textured(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c0d8f0"/><stop offset="1" stop-color="#604020"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const noise = {
    create: {
      width,
      height,
      channels: 3 as const,
      background: '#000',
      noise: { type: 'gaussian' as const, mean: 128, sigma: 25 },
    },
  };
  return sharp(Buffer.from(svg)).composite([{ input: noise, blend: 'overlay' }]);
}

export const solid = (width: number, height: number, background = '#6699cc') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A phone-like JPEG: stored 800×600, EXIF orientation 6 (display 600×800), Make/Model, GPS, XMP. */
export async function phoneJpeg(): Promise<Buffer> {
  // Red block at the stored top-left: once turned 90° clockwise it must be at the top-right.
  const red = await solid(200, 150, '#ff0000').png().toBuffer();
  return solid(800, 600, '#2040a0')
    .composite([{ input: red, left: 0, top: 0 }])
    .withExif(PHONE_EXIF)
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="40,25.2N"/></rdf:RDF></x:xmpmeta>',
    )
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  return [
    ...(await sharp(image).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer()),
  ];
}

export async function expectAppError(promise: Promise<unknown>, code: string, message: string) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ code, message });
}

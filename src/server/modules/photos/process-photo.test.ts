import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listingTexts, MAX_PHOTO_BYTES } from '../../../shared/listings';
import { AppError } from '../../http/errors';
import {
  MAX_PIXELS,
  ORIGINAL_MAX_EDGE,
  PHOTO_WIDTHS,
  processPhoto,
  processPhotosLimited,
  renderVariants,
  sniffImage,
  withPhotoSlot,
} from './process-photo';

// All test images are generated here: no binary fixtures in the repository.

/** Gradient + noise, so encoders have something to chew on. */
function textured(width: number, height: number) {
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

const solid = (width: number, height: number, background = '#6699cc') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A phone-like JPEG: stored 800×600, EXIF orientation 6 (display 600×800), Make/Model, GPS, XMP. */
async function phoneJpeg(): Promise<Buffer> {
  // Red block at the stored top-left: once turned 90° clockwise it must be at the top-right.
  const red = await solid(200, 150, '#ff0000').png().toBuffer();
  return solid(800, 600, '#2040a0')
    .composite([{ input: red, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 25/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '3/1 42/1 0/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="40,25.2N"/></rdf:RDF></x:xmpmeta>',
    )
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** PNG signature + IHDR (width × height, 8-bit RGB) with a correct CRC, + IEND: nothing else. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0))]);
}

async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  return [
    ...(await sharp(image).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer()),
  ];
}

async function expectAppError(promise: Promise<unknown>, code: string, message: string) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ code, message });
}

describe('processPhoto', () => {
  it('turns a phone JPEG upright and strips EXIF, GPS and XMP from every output', async () => {
    const input = await phoneJpeg();
    const inMeta = await sharp(input).metadata();
    // The fixture really carries what must go.
    expect(inMeta.orientation).toBe(6);
    expect(inMeta.exif?.includes(Buffer.from('iPhone 15'))).toBe(true);
    expect(inMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // GPS IFD pointer (tag 0x8825)
    expect(inMeta.xmp).toBeDefined();

    const photo = await processPhoto(input);
    expect(photo.original).toMatchObject({ width: 600, height: 800, contentType: 'image/jpeg' });
    for (const buffer of [photo.original.buffer, ...photo.variants.map((v) => v.buffer)]) {
      const meta = await sharp(buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.width).toBeLessThan(meta.height);
    }
    const [r, g, b] = await pixel(photo.original.buffer, 590, 10); // top-right after the turn
    expect(r).toBeGreaterThan(200);
    expect(g! + b!).toBeLessThan(80);
    const [r2] = await pixel(photo.original.buffer, 10, 10);
    expect(r2).toBeLessThan(100);
  });

  it('converts a Display P3 photo to sRGB and drops the profile', async () => {
    const input = await solid(400, 300, '#c81e28').withIccProfile('p3').jpeg({ quality: 95 }).toBuffer();
    expect((await sharp(input).metadata()).hasProfile).toBe(true);
    const photo = await processPhoto(input);
    const meta = await sharp(photo.original.buffer).metadata();
    expect(meta).toMatchObject({ space: 'srgb', hasProfile: false });
    const [r, g, b] = await pixel(photo.original.buffer, 10, 10);
    expect(Math.abs(r! - 0xc8) + Math.abs(g! - 0x1e) + Math.abs(b! - 0x28)).toBeLessThan(12);
  });

  it.each([
    ['PNG', () => textured(640, 480).png().toBuffer()],
    ['WebP', () => textured(640, 480).webp().toBuffer()],
    ['AVIF', () => textured(640, 480).avif({ effort: 0 }).toBuffer()],
  ])('accepts %s', async (_name, make) => {
    const photo = await processPhoto(await make());
    expect(photo.original).toMatchObject({ width: 640, height: 480, contentType: 'image/jpeg' });
    expect((await sharp(photo.original.buffer).metadata()).format).toBe('jpeg');
    expect(photo.variants.map((v) => v.width)).toEqual([480, 640]);
  });

  it('flattens transparency onto white', async () => {
    const input = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const photo = await processPhoto(input);
    expect(await pixel(photo.original.buffer, 150, 150)).toEqual([255, 255, 255]);
  });

  it('makes WebP variants at 480, 960 and 1600 px and a ≤ 3072 px original from a 12-MP photo', async () => {
    // Noise rendered small and enlarged: libvips' gaussnoise at 12 MP takes seconds.
    const input = await textured(1000, 750)
      .resize(4000, 3000, { kernel: 'cubic' })
      .jpeg({ quality: 85 })
      .toBuffer();
    const photo = await processPhoto(input);

    expect(photo.original).toMatchObject({ width: ORIGINAL_MAX_EDGE, height: 2304 });
    expect(photo.contentHash).toMatch(/^[0-9a-f]{16}$/);
    expect(photo.contentHash).toBe(
      createHash('sha256').update(photo.original.buffer).digest('hex').slice(0, 16),
    );
    expect(photo.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 360],
      [960, 720],
      [1600, 1200],
    ]);
    for (const v of photo.variants) {
      expect(v.contentType).toBe('image/webp');
      const meta = await sharp(v.buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: v.width, height: v.height });
    }
  });

  it('never upscales: a 900-px-wide photo gets 480 and 900, no duplicates', async () => {
    const photo = await processPhoto(await textured(900, 1200).jpeg().toBuffer());
    expect(photo.original).toMatchObject({ width: 900, height: 1200 });
    expect(photo.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 640],
      [900, 1200],
    ]);
    const small = await processPhoto(await textured(300, 200).png().toBuffer());
    expect(small.variants.map((v) => v.width)).toEqual([300]);
    expect(PHOTO_WIDTHS).toEqual([480, 960, 1600]);
  });

  it('refuses a text file named photo.jpg, and formats that are not photos', async () => {
    const text = Buffer.from('Esto no es una foto, aunque se llame photo.jpg\n'.repeat(50));
    await expectAppError(processPhoto(text), 'validation', listingTexts.notAnImage);
    await expectAppError(processPhoto(Buffer.alloc(0)), 'validation', listingTexts.notAnImage);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>');
    await expectAppError(processPhoto(svg), 'validation', listingTexts.notAnImage);
    const gif = await solid(400, 400).gif().toBuffer();
    await expectAppError(processPhoto(gif), 'validation', listingTexts.notAnImage);
  });

  it('refuses a JPEG cut in half as damaged', async () => {
    const jpeg = await textured(1200, 900).jpeg({ quality: 90 }).toBuffer();
    await expectAppError(
      processPhoto(jpeg.subarray(0, Math.floor(jpeg.length / 2))),
      'validation',
      listingTexts.corruptImage,
    );
    // A damaged AVIF is recognised as HEIF by its magic numbers: damaged, not "not an image".
    const avif = await textured(400, 300).avif({ effort: 0 }).toBuffer();
    expect(sniffImage(avif)).toEqual({ format: 'heif', hevc: false });
    await expectAppError(
      processPhoto(avif.subarray(0, Math.floor(avif.length * 0.6))),
      'validation',
      listingTexts.corruptImage,
    );
  });

  it('explains that HEIC (HEVC) photos cannot be decoded by this sharp build', async () => {
    const heicHeader = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(200, 7),
    ]);
    expect(sniffImage(heicHeader)).toEqual({ format: 'heif', hevc: true });
    await expectAppError(processPhoto(heicHeader), 'validation', listingTexts.heicUnsupported);
  });

  it('refuses a PNG declaring 60000×60000 pixels in milliseconds, without decoding', async () => {
    const bomb = pngHeader(60_000, 60_000);
    expect(bomb.length).toBeLessThan(100);
    const started = performance.now();
    await expectAppError(processPhoto(bomb), 'validation', listingTexts.tooManyPixels);
    expect(performance.now() - started).toBeLessThan(1000);
    // Just over the limit: refused all the same.
    const side = Math.ceil(Math.sqrt(MAX_PIXELS)) + 1;
    await expectAppError(processPhoto(pngHeader(side, side)), 'validation', listingTexts.tooManyPixels);
  });

  it('refuses images under 200 px on a side', async () => {
    await expectAppError(
      processPhoto(await textured(100, 100).jpeg().toBuffer()),
      'validation',
      listingTexts.tooSmall,
    );
    await expectAppError(
      processPhoto(await textured(1000, 150).png().toBuffer()),
      'validation',
      listingTexts.tooSmall,
    );
  });

  it('refuses files over 25 MB before looking at them', async () => {
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    await expectAppError(processPhoto(big), 'payload_too_large', listingTexts.fileTooBig);
  });

  it('watermarks the bottom-right corner of the variants only, at 70 % opacity', async () => {
    const input = await solid(1600, 1200, '#808080').jpeg({ quality: 95 }).toBuffer();
    const logo = await solid(200, 100, '#ffffff').png().toBuffer();
    const plain = await processPhoto(input);
    const marked = await processPhoto(input, { watermark: logo });

    // The original is untouched (same bytes, same hash).
    expect(marked.contentHash).toBe(plain.contentHash);
    expect(marked.original.buffer.equals(plain.original.buffer)).toBe(true);

    for (const [i, v] of marked.variants.entries()) {
      const before = plain.variants[i]!;
      expect([v.width, v.height]).toEqual([before.width, before.height]);
      // min(15 % of width, 15 % of height, 100 px) on the longer side → the logo is (edge × edge/2).
      const edge = Math.floor(Math.min(v.width * 0.15, v.height * 0.15, 100));
      const inLogo = [v.width - 15 - Math.floor(edge / 2), v.height - 15 - Math.floor(edge / 4)] as const;
      const [gray] = await pixel(before.buffer, ...inLogo);
      const [mixed] = await pixel(v.buffer, ...inLogo);
      // 0.3 × 128 + 0.7 × 255 ≈ 217 (WebP is lossy: allow some slack).
      expect(mixed! - gray!).toBeGreaterThan(60);
      expect(mixed).toBeGreaterThan(195);
      expect(mixed).toBeLessThan(240);
      // The far corner and the 15-px margin are left alone.
      expect(await pixel(v.buffer, 5, 5)).toEqual(await pixel(before.buffer, 5, 5));
      const [margin] = await pixel(v.buffer, v.width - 5, v.height - 5);
      expect(Math.abs(margin! - gray!)).toBeLessThan(6);
    }
  });
});

describe('renderVariants', () => {
  it('makes from the stored original the very derivatives an upload made, with or without the logo', async () => {
    const logo = await solid(200, 100, '#ffffff').png().toBuffer();
    const input = await textured(1000, 750).jpeg({ quality: 90 }).toBuffer();
    for (const watermark of [null, logo]) {
      const uploaded = await processPhoto(input, { watermark });
      const again = await renderVariants(uploaded.original.buffer, { watermark });
      expect(again.map((v) => [v.width, v.height])).toEqual(
        uploaded.variants.map((v) => [v.width, v.height]),
      );
      for (const [i, v] of again.entries()) expect(v.buffer.equals(uploaded.variants[i]!.buffer)).toBe(true);
    }
  });
});

describe('photo slots', () => {
  it('runs at most two photos at once across callers', async () => {
    let running = 0;
    let most = 0;
    const task = async (i: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 10));
      running -= 1;
      return i;
    };
    const direct = Array.from({ length: 4 }, (_, i) => withPhotoSlot(() => task(i)));
    const batch = processPhotosLimited(
      Array.from({ length: 5 }, (_, i) => () => (i === 2 ? Promise.reject(new Error('mala')) : task(i))),
    );
    expect(await Promise.all(direct)).toEqual([0, 1, 2, 3]);
    const settled = await batch;
    expect(most).toBe(2);
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(settled[4]).toEqual({ status: 'fulfilled', value: 4 });
  });
});

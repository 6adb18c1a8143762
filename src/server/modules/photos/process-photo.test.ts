import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngHeader } from '../../../../test/support/images';
import { expectAppError, phoneJpeg, pixel, solid, textured } from '../../../../test/support/photo-fixtures';
import { listingTexts, MAX_PHOTO_BYTES } from '../../../shared/listings';
import { projectRoot } from '../../paths';
import { processPhoto } from './process-photo';
import { MAX_PIXELS, sniffImage } from './sniff-image';

// Normalising and refusing uploads; the WebP derivatives are in photo-derivatives.test.ts.

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
    for (const buffer of [photo.original.buffer, ...photo.derivatives.map((v) => v.buffer)]) {
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
    expect(photo.derivatives.map((v) => v.width)).toEqual([160, 480, 640]);
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

  it('accepts an iPhone HEIC (HEVC) photo: upright JPEG original and WebP derivatives (issue 25 → 8)', async () => {
    // test/fixtures/iphone.heic: 640×480, encoded by libheif's heif-enc (HEVC), red block top-left.
    const heic = readFileSync(join(projectRoot(), 'test/fixtures/iphone.heic'));
    expect(sniffImage(heic)).toEqual({ format: 'heif', hevc: true });
    const out = await processPhoto(heic);
    expect(out.original).toMatchObject({ width: 640, height: 480, contentType: 'image/jpeg' });
    expect((await sharp(out.original.buffer).metadata()).format).toBe('jpeg');
    const [r, g, b] = await pixel(out.original.buffer, 20, 20);
    expect(r).toBeGreaterThan(200);
    expect(g! + b!).toBeLessThan(120);
    expect(out.derivatives.map((d) => d.width)).toEqual([160, 480, 640]);
    // A damaged one is damaged, in Spanish.
    const cut = Buffer.concat([heic.subarray(0, 400), Buffer.alloc(200, 7)]);
    await expectAppError(processPhoto(cut), 'validation', listingTexts.corruptImage);
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
});

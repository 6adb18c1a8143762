import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pixel, solid, textured } from '../../../../test/support/photo-fixtures';
import { withPhotoSlot } from './photo-slots';
import { ORIGINAL_MAX_EDGE, PHOTO_WIDTHS, processPhoto, renderDerivatives } from './process-photo';

describe('processPhoto derivatives', () => {
  it('makes WebP derivatives at 160, 480, 768, 960 and 1600 px and a ≤ 3072 px original from a 12-MP photo', async () => {
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
    expect(photo.derivatives.map((v) => [v.width, v.height])).toEqual([
      [160, 120],
      [480, 360],
      [768, 576],
      [960, 720],
      [1600, 1200],
    ]);
    for (const v of photo.derivatives) {
      expect(v.contentType).toBe('image/webp');
      const meta = await sharp(v.buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: v.width, height: v.height });
    }
  });

  it('never upscales: a 900-px-wide photo gets 160, 480, 768 and 900, no duplicates', async () => {
    const photo = await processPhoto(await textured(900, 1200).jpeg().toBuffer());
    expect(photo.original).toMatchObject({ width: 900, height: 1200 });
    expect(photo.derivatives.map((v) => [v.width, v.height])).toEqual([
      [160, 213],
      [480, 640],
      [768, 1024],
      [900, 1200],
    ]);
    const small = await processPhoto(await textured(300, 200).png().toBuffer());
    expect(small.derivatives.map((v) => v.width)).toEqual([160, 300]);
    // Deliberate: 768 for a 412-px phone at DPR 1.75 (721 device pixels), 160 for the 80-px thumbnails (2×).
    expect(PHOTO_WIDTHS).toEqual([160, 480, 768, 960, 1600]);
  });

  it('watermarks the bottom-right corner of the derivatives only, at 70 % opacity', async () => {
    const input = await solid(1600, 1200, '#808080').jpeg({ quality: 95 }).toBuffer();
    const logo = await solid(200, 100, '#ffffff').png().toBuffer();
    const plain = await processPhoto(input);
    const marked = await processPhoto(input, { watermark: logo });

    // The original is untouched (same bytes, same hash).
    expect(marked.contentHash).toBe(plain.contentHash);
    expect(marked.original.buffer.equals(plain.original.buffer)).toBe(true);

    for (const [i, v] of marked.derivatives.entries()) {
      const before = plain.derivatives[i]!;
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

describe('renderDerivatives', () => {
  it('makes from the stored original the very derivatives an upload made, with or without the logo', async () => {
    const logo = await solid(200, 100, '#ffffff').png().toBuffer();
    const input = await textured(1000, 750).jpeg({ quality: 90 }).toBuffer();
    for (const watermark of [null, logo]) {
      const uploaded = await processPhoto(input, { watermark });
      const again = await renderDerivatives(uploaded.original.buffer, { watermark });
      expect(again.map((v) => [v.width, v.height])).toEqual(
        uploaded.derivatives.map((v) => [v.width, v.height]),
      );
      for (const [i, v] of again.entries())
        expect(v.buffer.equals(uploaded.derivatives[i]!.buffer)).toBe(true);
    }
  });

  it('makes only the widths asked for (a photo missing some), the same bytes an upload made', async () => {
    const logo = await solid(200, 100, '#ffffff').png().toBuffer();
    const uploaded = await processPhoto(await textured(1000, 750).jpeg({ quality: 90 }).toBuffer(), {
      watermark: logo,
    });
    const again = await renderDerivatives(uploaded.original.buffer, { watermark: logo, only: [160, 768] });
    expect(again.map((v) => v.width)).toEqual([160, 768]);
    for (const v of again) {
      const same = uploaded.derivatives.find((u) => u.width === v.width)!;
      expect(v.buffer.equals(same.buffer)).toBe(true);
    }
  });
});

describe('photo slots', () => {
  it('runs at most two photos at once across callers, and a failure frees its slot', async () => {
    let running = 0;
    let most = 0;
    const task = async (i: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 10));
      running -= 1;
      if (i === 6) throw new Error('mala');
      return i;
    };
    const settled = await Promise.allSettled(
      Array.from({ length: 9 }, (_, i) => withPhotoSlot(() => task(i))),
    );
    expect(most).toBe(2);
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(settled[8]).toEqual({ status: 'fulfilled', value: 8 });
  });
});

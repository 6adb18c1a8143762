import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { aiImageXmp, readDigitalSourceType, TRAINED_ALGORITHMIC_MEDIA } from './ai-image-mark';
import { jpegWithXmp } from './jpeg-xmp';

const xmp = aiImageXmp({ creatorTool: 'Escaparate (test/model)' });

/** A photo-like JPEG with the metadata a camera or a provider leaves: EXIF, XMP, ICC, a comment. */
async function providerJpeg(orientation?: number) {
  const pixels = Buffer.alloc(64 * 48 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37) % 256;
  return sharp(pixels, { raw: { width: 64, height: 48, channels: 3 } })
    .withMetadata({ orientation, icc: 'srgb' })
    .withExif({ IFD0: { Make: 'Camera', Artist: 'Alguien' } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><secret>provider</secret></x:xmpmeta>')
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('jpegWithXmp', () => {
  it('replaces the metadata with the AI mark and keeps the picture bytes, size and colour profile', async () => {
    const input = await providerJpeg();
    const out = jpegWithXmp(input, xmp);
    expect(out).not.toBeNull();
    expect(out!).toMatchObject({ width: 64, height: 48 });
    const meta = await sharp(out!.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeDefined();
    expect(meta.xmp?.toString()).not.toContain('provider');
    expect(await readDigitalSourceType(out!.body)).toBe(TRAINED_ALGORITHMIC_MEDIA);
    // The compressed picture is copied: both decode to the same pixels.
    const [a, b] = await Promise.all([input, out!.body].map((j) => sharp(j).raw().toBuffer()));
    expect(b!.equals(a!)).toBe(true);
  });

  it('refuses what it cannot relabel safely: a turned photo, a PNG, a damaged file', async () => {
    expect(jpegWithXmp(await providerJpeg(6), xmp)).toBeNull();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(jpegWithXmp(png, xmp)).toBeNull();
    const jpeg = await providerJpeg();
    expect(jpegWithXmp(jpeg.subarray(0, 40), xmp)).toBeNull();
  });
});

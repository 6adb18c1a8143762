import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHONE_EXIF } from '../../../../test/support/images';
import { textured } from '../../../../test/support/photo-fixtures';
import { passthroughJpeg } from './jpeg-passthrough';
import { processPhoto } from './process-photo';

const LIMITS = { maxEdge: 3072, minEdge: 200, maxBytesPerPixel: 0.6 };

/** The marker codes of a JPEG's segments before its scan, in order. */
function markers(jpeg: Buffer): number[] {
  const out: number[] = [];
  let i = 2;
  while (i + 4 <= jpeg.length && jpeg[i] === 0xff) {
    const m = jpeg[i + 1]!;
    out.push(m);
    if (m === 0xda) break;
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  return out;
}

/** A web export as CRMs link it: baseline, EXIF (no orientation) and XMP, a comment, bytes after the end. */
async function webExport(width = 800, height = 600): Promise<Buffer> {
  const jpeg = await textured(width, height)
    .withExif(PHONE_EXIF)
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
    .jpeg({ quality: 85 })
    .toBuffer();
  // A comment (COM) after SOI, and a payload appended after EOI (as phones append a motion video).
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x0b]), Buffer.from('secreto!!')]);
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), Buffer.from('VIDEO-DEL-MOVIL')]);
}

describe('passthroughJpeg', () => {
  it('keeps a web export as it is, without its metadata, comment or appended bytes', async () => {
    const input = await webExport();
    const inMeta = await sharp(input).metadata();
    expect(inMeta.exif).toBeDefined();
    expect(inMeta.xmp).toBeDefined();

    const kept = passthroughJpeg(input, LIMITS);
    expect(kept).toMatchObject({ width: 800, height: 600 });
    const out = kept!.bytes;
    expect(markers(out).every((m) => m < 0xe0 || m > 0xef)).toBe(true); // no APPn
    expect(markers(out)).not.toContain(0xfe);
    expect(out.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(out.includes(Buffer.from('VIDEO-DEL-MOVIL'))).toBe(false);
    expect(out.includes(Buffer.from('secreto'))).toBe(false);
    expect(out.includes(Buffer.from('iPhone'))).toBe(false);
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600, isProgressive: false });
    expect(meta.exif ?? meta.xmp ?? meta.icc).toBeUndefined();
    // The very same pixels: no second generation of JPEG loss.
    const [a, b] = await Promise.all([sharp(out).raw().toBuffer(), sharp(input).raw().toBuffer()]);
    expect(a.equals(b)).toBe(true);
  });

  it('answers null for what must be decoded and re-encoded', async () => {
    const base = textured(800, 600);
    const cases: [string, Buffer][] = [
      ['progressive', await base.clone().jpeg({ progressive: true }).toBuffer()],
      ['a colour profile', await base.clone().withIccProfile('p3').jpeg().toBuffer()],
      ['one channel (grey)', await base.clone().toColourspace('b-w').jpeg().toBuffer()],
      ['CMYK', await base.clone().toColourspace('cmyk').jpeg().toBuffer()],
      ['over the long edge', await textured(3200, 400).jpeg().toBuffer()],
      ['under the short edge', await textured(800, 150).jpeg().toBuffer()],
      ['quality 100 (heavier than re-encoding)', await base.clone().jpeg({ quality: 100 }).toBuffer()],
    ];
    for (const [name, jpeg] of cases) expect([name, passthroughJpeg(jpeg, LIMITS)]).toEqual([name, null]);
    const whole = await base.clone().jpeg().toBuffer();
    expect(passthroughJpeg(whole.subarray(0, whole.length >> 1), LIMITS)).toBeNull(); // cut short
    expect(passthroughJpeg(Buffer.from('no es un jpeg'), LIMITS)).toBeNull();
  });
});

describe('processPhoto with a JPEG that already is an original', () => {
  it('stores it as it is, stripped, and makes the derivatives from those very bytes', async () => {
    const input = await webExport(1000, 750);
    const photo = await processPhoto(input);
    expect(photo.original.buffer.equals(passthroughJpeg(input, LIMITS)!.bytes)).toBe(true);
    expect(photo.original).toMatchObject({ width: 1000, height: 750 });
    expect(photo.derivatives.map((d) => d.width)).toEqual([160, 480, 768, 960, 1000]);
    for (const d of photo.derivatives) {
      const meta = await sharp(d.buffer).metadata();
      expect(meta.exif ?? meta.xmp).toBeUndefined();
    }
  });

  it('re-encodes a turned photo upright, and a progressive one as baseline', async () => {
    const turned = await textured(800, 600).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const upright = await processPhoto(turned);
    expect(upright.original).toMatchObject({ width: 600, height: 800 });
    const progressive = await textured(800, 600).jpeg({ progressive: true }).toBuffer();
    const baseline = await processPhoto(progressive);
    expect((await sharp(baseline.original.buffer).metadata()).isProgressive).toBe(false);
  });
});

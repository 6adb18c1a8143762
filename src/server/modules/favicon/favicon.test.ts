import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { paths } from '../../../shared/paths';
import { FAVICON_SIZES, faviconSvgPath } from './favicon-ico';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The images of an ICO file, read back from its directory. */
function readIco(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => {
    const entry = 6 + 16 * i;
    const size = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return {
      width: ico.readUInt8(entry),
      height: ico.readUInt8(entry + 1),
      data: ico.subarray(offset, offset + size),
    };
  });
}

describe('GET /favicon.ico', () => {
  it('answers the logo mark as PNGs in an ICO, cached for long', async () => {
    const res = await t.app.request(paths.faviconIco);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(7 * 24 * 3600);
    const ico = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(ico.length);

    const images = readIco(ico);
    expect(images.map((image) => image.width)).toEqual([...FAVICON_SIZES]);
    for (const image of images) {
      expect(image.data.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      const meta = await sharp(image.data).metadata();
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
    }
  });

  it('draws the same mark as /favicon.svg: the brand colour in the corner, white in the middle', async () => {
    const svg = readFileSync(faviconSvgPath(), 'utf8');
    expect(svg).toContain('#e56665');
    const ico = Buffer.from(await (await t.app.request(paths.faviconIco)).arrayBuffer());
    const large = readIco(ico).at(-1)!;
    const { data, info } = await sharp(large.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // Near the top-left corner, inside the rounded square: the brand coral (#e56665).
    expect(pixel(8, 4)).toEqual([0xe5, 0x66, 0x65]);
    // The house, above its door (16,12 of the 32-unit drawing): white.
    expect(pixel(24, 18)).toEqual([255, 255, 255]);
  });

  it('answers a repeat visit with 304 by its ETag', async () => {
    const first = await t.app.request(paths.faviconIco);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.request(paths.faviconIco, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});

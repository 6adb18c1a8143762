import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import {
  DEMO_MEDIA_WIDTHS,
  DEMO_PAIRS,
  DEMO_PHOTOS,
  demoMediaUrl,
  LANDING_EXAMPLES,
} from '../../../shared/demo-staging';
import { ALGORITHMIC_MEDIA, readDigitalSourceType } from '../../lib/ai-image-mark';
import { createLocalStorage } from '../../providers/storage/local';
import { DEMO_EMPTIED_ID, DEMO_FURNISHED } from './demo-empty-example';
import {
  allDemoMediaFiles,
  createDemoMedia,
  demoMediaVersion,
  parseDemoMediaFile,
  prebuiltDemoName,
  type Rasterise,
  rasteriseDemo,
} from './demo-media';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('GET /demo/media/:file', () => {
  it('serves the empty room as WebP at the asked width, without the AI mark', async () => {
    const res = await get(demoMediaUrl('local-sala', 480));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const body = await bytes(res);
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(await readDigitalSourceType(body)).toBeNull();
  });

  it('marks a furnished picture as drawn by code in its XMP, never as made by AI', async () => {
    const pairId = LANDING_EXAMPLES[0]!.pairId;
    const res = await get(demoMediaUrl(pairId, 960));
    expect(res.status).toBe(200);
    const body = await bytes(res);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 960, height: 720 });
    expect(await readDigitalSourceType(body)).toBe(ALGORITHMIC_MEDIA);
  });

  it('the "vaciar" example: the furnished room emptied by code, marked as drawn by code like the pairs', async () => {
    const res = await get(demoMediaUrl(DEMO_EMPTIED_ID, 480));
    expect(res.status).toBe(200);
    const emptied = await bytes(res);
    expect(await sharp(emptied).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(await readDigitalSourceType(emptied)).toBe(ALGORITHMIC_MEDIA);
    // The same room as the empty photo, without furniture: the pictures agree nearly pixel for
    // pixel, and differ clearly from the furnished room it was emptied from.
    const pixels = async (url: string) =>
      sharp(await bytes(await get(url)))
        .resize(64, 48)
        .removeAlpha()
        .raw()
        .toBuffer();
    const diff = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    // (768: the next test counts the drawing of local-fondo at 480.)
    const asEmpty = await pixels(demoMediaUrl(DEMO_EMPTIED_ID, 768));
    const emptyRoom = await pixels(demoMediaUrl(DEMO_FURNISHED.photo, 768));
    const furnishedRoom = await pixels(demoMediaUrl(DEMO_FURNISHED.id, 768));
    expect(diff(asEmpty, emptyRoom)).toBeLessThan(2);
    expect(diff(asEmpty, furnishedRoom)).toBeGreaterThan(5);
  });

  it('draws a file once: the second request comes from storage, a matching ETag gets a 304', async () => {
    const puts: string[] = [];
    const put = t.deps.storage.put.bind(t.deps.storage);
    t.deps.storage.put = (key, body, opts) => {
      puts.push(key);
      return put(key, body, opts);
    };
    try {
      const url = demoMediaUrl('local-fondo', 480);
      const [a, b] = await Promise.all([get(url), get(url)]);
      expect(puts).toHaveLength(1);
      expect(puts[0]).toMatch(/^private\/demo\/local-fondo-480\/[0-9a-f]{16}\.webp$/);
      const again = await get(url);
      expect(puts).toHaveLength(1);
      const first = await bytes(a);
      expect((await bytes(b)).equals(first)).toBe(true);
      expect((await bytes(again)).equals(first)).toBe(true);
      const etag = again.headers.get('etag')!;
      expect(etag).toMatch(/^"[0-9a-f]{16}-480"$/);
      expect((await get(url, { 'if-none-match': etag })).status).toBe(304);
    } finally {
      t.deps.storage.put = put;
    }
  });

  it('answers 404 to an unknown picture or width, and never serves the stored copies through /uploads', async () => {
    for (const file of [
      'salon-480.webp',
      'local-sala-500.webp',
      'local-sala-480.png',
      'local-sala.webp',
      '..%2Flocal-sala-480.webp',
    ]) {
      const res = await get(`/demo/media/${file}`);
      expect(res.status, file).toBe(404);
    }
    expect((await get('/uploads/private/demo/local-sala-480/x.webp')).status).toBe(404);
  });
});

describe('demo media after a restart', () => {
  it('serves what an earlier process stored without drawing it again', async () => {
    const logger = pino({ level: 'silent' });
    let drawn = 0;
    const counting: Rasterise = (file, svg) => {
      drawn += 1;
      return rasteriseDemo(file, svg);
    };
    const file = parseDemoMediaFile('local-sala-salon-industrial-480.webp');
    expect(file).not.toBeNull();
    const before = createDemoMedia({ storage: t.deps.storage, logger, rasterise: counting });
    const first = await before.get(file!);
    expect(drawn).toBe(1);
    const restarted = createDemoMedia({ storage: t.deps.storage, logger, rasterise: counting });
    const second = await restarted.get(file!);
    expect(drawn).toBe(1);
    expect(second.equals(first)).toBe(true);
  });
});

describe('pictures drawn by the build', () => {
  it('serves the file the build drew and draws only what it lacks, at start and on request', async () => {
    const logger = pino({ level: 'silent' });
    const drawnNames: string[] = [];
    const fake: Rasterise = async (file) => {
      drawnNames.push(`${file.stem}-${file.width}`);
      return Buffer.from(`drawn ${file.stem}-${file.width}`);
    };
    const prebuiltDir = mkdtempSync(join(tmpdir(), 'demo-prebuilt-'));
    const files = allDemoMediaFiles();
    const [built, missing] = [files[0]!, files[1]!];
    writeFileSync(join(prebuiltDir, prebuiltDemoName(built, demoMediaVersion(built))), 'from the build');
    // A file of an older drawing (another hash) is not the picture: it is drawn.
    writeFileSync(join(prebuiltDir, prebuiltDemoName(missing, '0000000000000000')), 'stale');
    const storage = createLocalStorage({ root: mkdtempSync(join(tmpdir(), 'demo-prebuilt-store-')) });
    const media = createDemoMedia({ storage, logger, rasterise: fake, prebuiltDir });
    expect((await media.get(built)).toString()).toBe('from the build');
    expect((await media.get(missing)).toString()).toBe(`drawn ${missing.stem}-${missing.width}`);
    drawnNames.length = 0;
    expect(await media.warm()).toBe(files.length);
    // Everything but the prebuilt file and the one already drawn (now in storage) is drawn.
    expect(drawnNames).toHaveLength(files.length - 2);
    expect(drawnNames).not.toContain(`${built.stem}-${built.width}`);
  });
});

describe('warming the demo pictures at start', () => {
  it('makes every picture at every width once, the landing carousel first; a second start draws nothing', async () => {
    const logger = pino({ level: 'silent' });
    const drawnNames: string[] = [];
    const fake: Rasterise = async (file) => {
      drawnNames.push(`${file.stem}-${file.width}`);
      return Buffer.from(`${file.stem}-${file.width}`);
    };
    const storage = createLocalStorage({ root: mkdtempSync(join(tmpdir(), 'demo-warm-')) });
    const files = allDemoMediaFiles();
    // The empty rooms, the furnished pairs and the emptied example.
    const expected = (Object.keys(DEMO_PHOTOS).length + DEMO_PAIRS.length + 1) * DEMO_MEDIA_WIDTHS.length;
    expect(files).toHaveLength(expected);
    expect(await createDemoMedia({ storage, logger, rasterise: fake }).warm()).toBe(expected);
    expect(new Set(drawnNames).size).toBe(expected);
    const first = LANDING_EXAMPLES[0]!.pairId;
    expect(drawnNames.slice(0, 6)).toContain(`${first}-960`);
    expect(drawnNames.indexOf(`${first}-960`)).toBeLessThan(drawnNames.indexOf(`${first}-1600`));
    drawnNames.length = 0;
    await createDemoMedia({ storage, logger, rasterise: fake }).warm();
    expect(drawnNames).toEqual([]);
  });
});

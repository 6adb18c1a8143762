import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PAIRS } from '../../../shared/demo-staging';
import { shopInterior } from '../pictures/shop-interior';
import { drawSala } from './sala';

const pairs = DEMO_PAIRS.filter((p) => p.photo === 'local-sala');
const looks = pairs.map((p) => ({ use: p.use, room: p.room, style: p.style }));

/** The shapes drawn before the lens vignette (the last element) of the empty hall. */
function shellOf(svg: string): string {
  return svg.slice(0, svg.lastIndexOf('<rect width="1600"'));
}

describe('drawSala: the main hall of the premises, empty and staged', () => {
  it('draws the empty hall exactly as the demo listing photo', () => {
    expect(drawSala(null)).toBe(shopInterior());
  });

  it('stages every pair of this photo differently, over the very same hall', () => {
    expect(looks).toHaveLength(6);
    const empty = drawSala(null);
    const body = (svg: string) => svg.slice(svg.indexOf('</defs>'));
    const shell = shellOf(body(empty));
    const drawn = looks.map((look) => drawSala(look));
    expect(new Set([empty, ...drawn]).size).toBe(drawn.length + 1);
    for (const svg of drawn) {
      // Same walls, beams, window and door drawn first, with furniture added after them.
      expect(body(svg).startsWith(shell)).toBe(true);
      expect(svg.length).toBeGreaterThan(empty.length * 1.15);
    }
  });

  it('draws the same picture on every call', () => {
    for (const look of [null, ...looks]) expect(drawSala(look)).toBe(drawSala(look));
  });

  it('draws fast enough to be served on demand', () => {
    const started = performance.now();
    for (const look of looks) drawSala(look);
    // Six pictures, ~10–25 ms each on a quiet machine; generous for a loaded 2-core CI runner.
    expect(performance.now() - started).toBeLessThan(1200);
  });

  it('refuses a pair it has no staging for', () => {
    expect(() => drawSala({ use: 'comercial', room: 'cafeteria', style: 'baroque' })).toThrow(/no staging/);
  });

  it('gives SVGs that sharp reads as 1600×1200 pictures', async () => {
    for (const look of [null, ...looks]) {
      const meta = await sharp(Buffer.from(drawSala(look))).metadata();
      expect([meta.width, meta.height]).toEqual([1600, 1200]);
    }
    const png = await sharp(Buffer.from(drawSala(looks[0]!)))
      .resize(480)
      .png()
      .toBuffer();
    expect((await sharp(png).stats()).channels[0]!.stdev).toBeGreaterThan(20);
  });
});

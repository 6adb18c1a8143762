import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PAIRS, type DemoPhotoId } from '../../../shared/demo-staging';
import { drawDemoAfter, drawDemoBefore } from './draw';

const PHOTOS: readonly DemoPhotoId[] = ['local-fondo', 'piso-salon'];

describe('the back room and the flat living room, empty and staged', () => {
  for (const photo of PHOTOS) {
    const pairs = DEMO_PAIRS.filter((p) => p.photo === photo);

    it(`${photo}: the empty room and each pair are different, deterministic SVGs`, () => {
      const before = drawDemoBefore(photo);
      expect(before).toBe(drawDemoBefore(photo));
      const seen = new Set([before]);
      for (const pair of pairs) {
        const after = drawDemoAfter(pair);
        expect(after).toBe(drawDemoAfter(pair));
        expect(after.length).toBeGreaterThan(before.length);
        seen.add(after);
      }
      expect(seen.size).toBe(pairs.length + 1);
    });

    it(`${photo}: every version keeps the empty room's shell and rasterises to 1600×1200`, async () => {
      const before = drawDemoBefore(photo);
      // Staging only adds: the shell's drawing comes first, unchanged (the vignette closes it).
      const shell = before.slice(before.indexOf('</defs>') + 7, before.lastIndexOf('<rect width="1600"'));
      expect(shell.length).toBeGreaterThan(1000);
      for (const svg of [before, ...pairs.map((p) => drawDemoAfter(p))]) {
        expect(svg.slice(svg.indexOf('</defs>') + 7)).toContain(shell);
        const meta = await sharp(Buffer.from(svg)).metadata();
        expect([meta.width, meta.height]).toEqual([1600, 1200]);
      }
    });
  }

  it('draws fast enough to be served on demand', () => {
    const started = performance.now();
    for (const pair of DEMO_PAIRS.filter((p) => p.photo !== 'local-sala')) drawDemoAfter(pair);
    // Four pictures, ~10–20 ms each on a quiet machine; generous for a loaded 2-core CI runner.
    expect(performance.now() - started).toBeLessThan(800);
  });
});

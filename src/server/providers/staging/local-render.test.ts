import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../../../../test/support/images';
import { FINISHES, type StagingModeChoice } from '../../../shared/staging-modes';
import { createLocalStaging } from './local';
import { drawTestRender } from './local-render';
import { stagingPrompt } from './prompt';

// 800 × 600: the band covers y < 72; the sky ends at 240–270; the floor line sits at 360–402.
let photo: Buffer;
beforeAll(async () => {
  photo = await makeJpeg(800, 600);
});

const draw = (mode?: StagingModeChoice, seed = 1) =>
  drawTestRender({ image: photo, seed, styleCode: undefined, mode });

type Region = { left: number; top: number; width: number; height: number };
const full = (top: number, height: number): Region => ({ left: 0, top, width: 800, height });

/** Mean and standard deviation of each channel over a region. */
async function statsOf(image: Buffer, region: Region) {
  // stats() reads the input, not the pipeline: extract into a buffer first.
  const { channels } = await sharp(await sharp(image).extract(region).png().toBuffer()).stats();
  return { mean: channels.slice(0, 3).map((c) => c.mean), stdev: channels.slice(0, 3).map((c) => c.stdev) };
}
const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const distance = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));

/** The band's note, read as the pixels of its line: the line differs between two modes. */
const noteLine = (image: Buffer) =>
  sharp(image).extract({ left: 400, top: 50, width: 376, height: 16 }).raw().toBuffer();

describe('local test render per staging mode', () => {
  it('furnish, given or left out, draws the same picture', async () => {
    expect((await draw({ mode: 'furnish' })).equals(await draw())).toBe(true);
  });

  it('empty: the lower part is flattened to smooth wall and floor colours sampled from the photo', async () => {
    const out = await draw({ mode: 'empty' });
    // The photo's lower part has a circle and a gradient; the emptied one is near uniform.
    const floorIn = await statsOf(photo, full(420, 180));
    const floorOut = await statsOf(out, full(420, 180));
    const wallOut = await statsOf(out, full(260, 90));
    expect(Math.max(...floorIn.stdev)).toBeGreaterThan(15);
    expect(Math.max(...floorOut.stdev)).toBeLessThan(6);
    expect(Math.max(...wallOut.stdev)).toBeLessThan(6);
    // Sampled from the photo: the floor is the colour of the photo's bottom rows, the wall of its upper ones.
    expect(distance(floorOut.mean, (await statsOf(photo, full(540, 60))).mean)).toBeLessThan(12);
    expect(distance(wallOut.mean, (await statsOf(photo, full(90, 102))).mean)).toBeLessThan(12);
    // The top of the photo (above the furniture) is left as it was.
    expect(
      distance((await statsOf(out, full(100, 60))).mean, (await statsOf(photo, full(100, 60))).mean),
    ).toBeLessThan(3);
  });

  it('renovate: the floor and the walls take the chosen finishes, the kitchen fronts stand on the floor line', async () => {
    const floor = FINISHES.floor.find((f) => f.code === 'barro_cocido')!;
    const walls = FINISHES.walls.find((f) => f.code === 'gris_claro')!;
    const out = await draw({ mode: 'renovate', finishes: { floor: floor.code, walls: walls.code } });
    expect(distance((await statsOf(out, full(420, 180))).mean, rgb(floor.swatch))).toBeLessThan(20);
    // Walls are tinted (72 %), so some of the photo shows through: nearer the finish than the photo was.
    const wallOut = (await statsOf(out, full(100, 150))).mean;
    const wallIn = (await statsOf(photo, full(100, 150))).mean;
    expect(distance(wallOut, rgb(walls.swatch))).toBeLessThan(distance(wallIn, rgb(walls.swatch)) / 2);

    // Only the floor chosen: the walls stay as they were.
    const floorOnly = await draw({ mode: 'renovate', finishes: { floor: 'roble_claro' } });
    expect(distance((await statsOf(floorOnly, full(100, 150))).mean, wallIn)).toBeLessThan(3);
    expect(distance((await statsOf(floorOnly, full(420, 180))).mean, rgb('#c9a77c'))).toBeLessThan(20);

    const kitchen = FINISHES.kitchen.find((f) => f.code === 'verde_salvia')!;
    const fronts = await draw({ mode: 'renovate', finishes: { kitchen: kitchen.code } });
    // The base units span 8–92 % of the width, from 20 % of the height above the floor line.
    const front = { left: 120, top: 330, width: 560, height: 25 };
    expect(distance((await statsOf(fronts, front)).mean, rgb(kitchen.swatch))).toBeLessThan(20);
    expect(
      distance((await statsOf(fronts, full(440, 160))).mean, (await statsOf(photo, full(440, 160))).mean),
    ).toBeLessThan(3);
  });

  it('exterior: the top becomes a blue sky, or a warm dusk sky that also warms the rest', async () => {
    const sky = full(80, 120);
    const blue = (await statsOf(await draw({ mode: 'exterior', sky: 'blue' }), sky)).mean;
    const dusk = (await statsOf(await draw({ mode: 'exterior', sky: 'dusk' }), sky)).mean;
    const before = (await statsOf(photo, sky)).mean;
    // The photo's top is warm (red above blue); the blue sky is blue-dominant, the dusk one warm.
    expect(before[0]!).toBeGreaterThan(before[2]!);
    expect(blue[2]!).toBeGreaterThan(blue[0]! + 60);
    expect(blue[2]!).toBeGreaterThan(blue[1]!);
    expect(dusk[0]!).toBeGreaterThan(dusk[2]! + 40);
    expect(distance(dusk, before)).toBeGreaterThan(30);
    const lower = full(450, 150);
    const lowerIn = (await statsOf(photo, lower)).mean;
    expect(
      distance((await statsOf(await draw({ mode: 'exterior', sky: 'blue' }), lower)).mean, lowerIn),
    ).toBeLessThan(3);
    const warmed = (await statsOf(await draw({ mode: 'exterior', sky: 'dusk' }), lower)).mean;
    expect(warmed[0]! - warmed[2]!).toBeGreaterThan(lowerIn[0]! - lowerIn[2]! + 10);
  });

  it('keeps the test band on every mode, and its note says what was drawn', async () => {
    const modes: StagingModeChoice[] = [
      { mode: 'furnish' },
      { mode: 'empty' },
      { mode: 'renovate', finishes: { walls: 'beige' } },
      { mode: 'exterior', sky: 'blue' },
    ];
    const lines: Buffer[] = [];
    for (const mode of modes) {
      const out = await draw(mode);
      // The band is near black left of its text, on every mode (the sky too is drawn under it).
      expect(
        Math.max(...(await statsOf(out, { left: 0, top: 5, width: 150, height: 50 })).mean),
      ).toBeLessThan(90);
      lines.push(await noteLine(out));
    }
    // Four different notes: no two modes share the line.
    for (let i = 0; i < lines.length; i++)
      for (let j = i + 1; j < lines.length; j++) expect(lines[i]!.equals(lines[j]!)).toBe(false);
  });

  it('is deterministic per mode: same input, mode and seed → the same bytes; another seed or finish → others', async () => {
    const modes: StagingModeChoice[] = [
      { mode: 'empty' },
      { mode: 'renovate', finishes: { floor: 'gris_ceniza', kitchen: 'blanco_mate' } },
      { mode: 'exterior', sky: 'dusk' },
    ];
    for (const mode of modes) {
      const a = await draw(mode, 5);
      expect(a.equals(await draw(mode, 5))).toBe(true);
      expect(a.equals(await draw(mode, 6))).toBe(false);
    }
    const oak = await draw({ mode: 'renovate', finishes: { floor: 'roble_claro' } }, 5);
    expect(oak.equals(await draw({ mode: 'renovate', finishes: { floor: 'gris_ceniza' } }, 5))).toBe(false);
  });

  it('the local provider draws the mode its prompt was written for', async () => {
    const p = createLocalStaging({ delayMs: 0 });
    const place = {
      use: { code: 'residencial', label: 'Residencial' },
      room: { code: 'terraza', label: 'Terraza' },
    };
    const mode = { mode: 'exterior', sky: 'blue' } as const;
    const { id } = await p.start({
      image: photo,
      contentType: 'image/jpeg',
      prompt: stagingPrompt({ ...place, mode }).prompt,
      seed: 9,
    });
    const state = await p.get(id);
    if (state.status !== 'succeeded') throw new Error(`Not done: ${state.status}`);
    const { body } = await p.fetchOutput(state.outputUrl);
    expect(body.equals(await draw(mode, 9))).toBe(true);
  });
});

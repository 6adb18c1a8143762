import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../../../../test/support/images';
import { createLocalStaging } from './local';
import { stagingPrompt } from './prompt';
import type { StagingInput, StagingProvider } from './staging-provider';

let photo: Buffer;
let dir: string;

beforeAll(async () => {
  photo = await makeJpeg(800, 600);
  dir = await mkdtemp(join(tmpdir(), 'escaparate-staging-local-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const prompt = (style: string) =>
  stagingPrompt({
    use: { code: 'residencial', label: 'Residencial' },
    room: { code: 'salon', label: 'Salón' },
    style: { code: style, label: style },
  }).prompt;

const input = (more: Partial<StagingInput> = {}): StagingInput => ({
  image: photo,
  contentType: 'image/jpeg',
  prompt: prompt('nordic'),
  seed: 1,
  ...more,
});

async function render(p: StagingProvider, i: StagingInput) {
  const { id } = await p.start(i);
  const state = await p.get(id);
  if (state.status !== 'succeeded') throw new Error(`Not done: ${state.status}`);
  return (await p.fetchOutput(state.outputUrl)).body;
}

/** Mean of each channel over a region of an image. */
async function meanOf(image: Buffer, region: { left: number; top: number; width: number; height: number }) {
  // stats() reads the input, not the pipeline: extract into a buffer first.
  const { channels } = await sharp(await sharp(image).extract(region).png().toBuffer()).stats();
  return channels.slice(0, 3).map((c) => c.mean);
}

describe('local test staging provider', () => {
  it('renders through start → get → fetchOutput, offline, with the test band and drawn furniture', async () => {
    const p = createLocalStaging({ delayMs: 0 });
    expect(p).toMatchObject({ name: 'local', model: 'local-test-render' });
    const before = Buffer.from(photo);
    const out = await render(p, input());
    expect(await sharp(out).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(photo.equals(before)).toBe(true);
    // The band across the top is near black (beside its text); the same strip of the photo is light.
    const strip = { left: 0, top: 5, width: 150, height: 50 };
    const band = await meanOf(out, strip);
    const original = await meanOf(photo, strip);
    expect(Math.max(...band)).toBeLessThan(90);
    expect(Math.min(...original)).toBeGreaterThan(120);
    // The lower part (where the furniture stands) differs visibly from the photo.
    const lowerOut = await meanOf(out, { left: 0, top: 400, width: 800, height: 150 });
    const lowerIn = await meanOf(photo, { left: 0, top: 400, width: 800, height: 150 });
    const difference = lowerOut.reduce((sum, v, i) => sum + Math.abs(v - lowerIn[i]!), 0);
    expect(difference).toBeGreaterThan(15);
  });

  it('writes the band text in the right half, which the before/after slider shows at first', async () => {
    const out = await render(createLocalStaging({ delayMs: 0 }), input());
    // The slider shows the render right of its cut (50 %): the left half of the band holds no text,
    // the right half holds all of it (white letters on the dark band).
    const brightest = async (left: number) => {
      const region = { left, top: 4, width: 380, height: 60 };
      const { channels } = await sharp(await sharp(out).extract(region).png().toBuffer()).stats();
      return Math.min(...channels.slice(0, 3).map((c) => c.max));
    };
    expect(await brightest(0)).toBeLessThan(120);
    expect(await brightest(410)).toBeGreaterThan(220);
  });

  it('is deterministic: same input and seed → the same bytes; another seed or style → other bytes', async () => {
    const p = createLocalStaging({ delayMs: 0 });
    const a = await render(p, input());
    const b = await render(createLocalStaging({ delayMs: 0 }), input());
    expect(a.equals(b)).toBe(true);
    expect(a.equals(await render(p, input({ seed: 2 })))).toBe(false);
    expect(a.equals(await render(p, input({ prompt: prompt('industrial') })))).toBe(false);
  });

  it('takes its configured time: starting, processing, then succeeded', async () => {
    const p = createLocalStaging({ delayMs: 300 });
    const { id } = await p.start(input());
    expect((await p.get(id)).status).toBe('starting');
    await new Promise((r) => setTimeout(r, 120));
    expect((await p.get(id)).status).toBe('processing');
    await expect(p.fetchOutput(`local-staging:${id}`)).rejects.toMatchObject({ code: 'generation_failed' });
    await new Promise((r) => setTimeout(r, 250));
    expect(await p.get(id)).toEqual({ status: 'succeeded', id, outputUrl: `local-staging:${id}` });
  });

  it('a render started before a restart finishes after it (kept in its folder)', async () => {
    const before = createLocalStaging({ delayMs: 0, dir });
    const { id } = await before.start(input());
    const after = createLocalStaging({ delayMs: 0, dir });
    const state = await after.get(id);
    expect(state).toMatchObject({ status: 'succeeded', id });
    const body = (await after.fetchOutput((state as { outputUrl: string }).outputUrl)).body;
    expect(body.equals(await render(createLocalStaging({ delayMs: 0 }), input()))).toBe(true);
  });

  it('cancel, an unknown id, a forced failure and webhooks', async () => {
    const p = createLocalStaging({ delayMs: 5000 });
    const { id } = await p.start(input());
    await p.cancel(id);
    expect(await p.get(id)).toMatchObject({ status: 'canceled', error: 'generation_failed' });
    expect(await p.get('local_nope')).toMatchObject({ status: 'failed', error: 'generation_failed' });
    await expect(p.fetchOutput('https://example.com/x.jpg')).rejects.toMatchObject({
      code: 'generation_failed',
    });

    const failing = createLocalStaging({ delayMs: 0, failWith: 'out_of_credit' });
    const started = await failing.start(input());
    expect(await failing.get(started.id)).toMatchObject({ status: 'failed', error: 'out_of_credit' });
    expect(await p.verifyWebhook(new Headers({ 'webhook-id': 'x' }), '{}')).toBeNull();
  });
});

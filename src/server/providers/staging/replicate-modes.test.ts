import { describe, expect, it } from 'vitest';
import { fakeReplicateSuite, stagingError } from '../../../../test/support/replicate-staging';
import { STAGING_MODES, type StagingModeChoice } from '../../../shared/staging-modes';
import { fluxKontextPro } from './presets/flux-kontext-pro';
import { interiorDesign } from './presets/interior-design';
import { presetSupportsMode } from './presets/preset';
import { stagingPresets } from './presets/registry';
import { stagingPrompt } from './prompt';

/** Each staging mode through the real provider and SDK, against the fake Replicate API. */
const suite = fakeReplicateSuite({ width: 160, height: 120 });
const { provider, input, untilDone } = suite;

const place = {
  use: { code: 'residencial', label: 'Residencial' },
  room: { code: 'salon', label: 'Salón' },
  style: { code: 'nordic', label: 'Nórdico' },
};
const CHOICES: StagingModeChoice[] = [
  { mode: 'furnish' },
  { mode: 'empty' },
  { mode: 'renovate', finishes: { floor: 'roble_claro', walls: 'blanco_roto' } },
  { mode: 'exterior', sky: 'dusk' },
];
const modeInput = (mode: StagingModeChoice, seed: number) => {
  const { prompt, negativePrompt } = stagingPrompt({ ...place, mode });
  return input({ prompt, negativePrompt, seed });
};
const creates = () =>
  suite.fake().requests.filter((r) => r.method === 'POST' && r.path.endsWith('/predictions'));

describe('staging modes on Replicate', () => {
  it('the presets declare their modes: flux-kontext-pro all four, interior-design furnishing only', () => {
    expect(fluxKontextPro.modes).toEqual(STAGING_MODES);
    expect(interiorDesign.modes).toEqual(['furnish']);
    expect(STAGING_MODES.filter((m) => presetSupportsMode(stagingPresets['interior-design'], m))).toEqual([
      'furnish',
    ]);
    expect(STAGING_MODES.every((m) => presetSupportsMode(stagingPresets['flux-kontext-pro'], m))).toBe(true);
  });

  for (const [i, choice] of CHOICES.entries())
    it(`flux-kontext-pro, ${choice.mode}: the request carries that mode's prompt and the seed, the render completes`, async () => {
      const p = provider();
      const sent = modeInput(choice, 100 + i);
      const { id } = await p.start(sent);
      const [create] = creates();
      expect(create!.path).toBe('/models/black-forest-labs/flux-kontext-pro/predictions');
      // The same request shape for every mode: only the prompt and the seed differ.
      expect(create!.body).toEqual({
        input: {
          prompt: sent.prompt,
          input_image: expect.stringMatching(new RegExp(`^${suite.fake().url}/files/`)),
          aspect_ratio: 'match_input_image',
          output_format: 'jpg',
          seed: 100 + i,
          prompt_upsampling: false,
        },
      });
      expect(sent.prompt).toBe(stagingPrompt({ ...place, mode: choice }).prompt);
      const done = await untilDone(p, id);
      expect(done).toMatchObject({ status: 'succeeded', id });
      const output = await p.fetchOutput((done as { outputUrl: string }).outputUrl);
      expect(output.contentType).toBe('image/jpeg');
    });

  it('interior-design furnishes as before: its versioned request with the furnishing prompt and negative prompt', async () => {
    const p = provider(interiorDesign);
    const sent = modeInput({ mode: 'furnish' }, 7);
    const { id } = await p.start(sent);
    expect(creates()[0]!.body).toMatchObject({
      version: '76604baddc85b1b4616e1c6475eca080da339c8875bd4996705440484a6eac38',
      input: { prompt: sent.prompt, negative_prompt: sent.negativePrompt, seed: 7 },
    });
    expect(await untilDone(p, id)).toMatchObject({ status: 'succeeded' });
  });

  for (const choice of CHOICES.filter((c) => c.mode !== 'furnish'))
    it(`interior-design refuses ${choice.mode}: generation_failed (not retried), no prediction, no file left`, async () => {
      const p = provider(interiorDesign);
      const error = await stagingError(p.start(modeInput(choice, 3)));
      expect(error.code).toBe('generation_failed');
      expect(error.retryable).toBe(false);
      expect(error.message).toContain(`cannot do the staging mode "${choice.mode}"`);
      expect(creates()).toHaveLength(0);
      // The original went up before the request was built; it is deleted, not left in the account.
      expect(suite.fake().files.size).toBe(0);

      // Inline (a small original): nothing reaches Replicate at all.
      suite.fake().reset();
      const inline = provider(interiorDesign, { inlineImageMaxBytes: suite.photo().length });
      expect((await stagingError(inline.start(modeInput(choice, 3)))).code).toBe('generation_failed');
      expect(suite.fake().requests).toHaveLength(0);
    });
});

import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { fluxKontextPro } from '../../src/server/providers/staging/presets/flux-kontext-pro';
import type { StagingPreset } from '../../src/server/providers/staging/presets/preset';
import {
  createReplicateStaging,
  type ReplicateStagingOptions,
} from '../../src/server/providers/staging/replicate';
import {
  type PredictionState,
  StagingError,
  type StagingInput,
  type StagingProvider,
} from '../../src/server/providers/staging/staging-provider';
import { type FakeReplicate, startFakeReplicate } from './fake-replicate';
import { makeJpeg } from './images';

/** The real Replicate provider (real SDK) pointed at the fake. */
export const replicateOnFake = (
  fake: FakeReplicate,
  preset: StagingPreset = fluxKontextPro,
  more: Partial<ReplicateStagingOptions> = {},
) =>
  createReplicateStaging({
    token: fake.token,
    preset,
    baseUrl: fake.url,
    webhookSecret: fake.webhookSecret,
    requestTimeoutMs: 2000,
    // The upload path unless a test asks for the inline one (the app's default for small originals).
    inlineImageMaxBytes: 0,
    ...more,
  });

export const stagingInput = (image: Buffer, more: Partial<StagingInput> = {}): StagingInput => ({
  image,
  contentType: 'image/jpeg',
  prompt: 'Virtual staging only: add movable furniture and decor in Scandinavian style to this living room.',
  negativePrompt: 'changed walls',
  seed: 42,
  ...more,
});

/** The StagingError a promise rejects with (fails the test if it resolves or throws another). */
export async function stagingError(promise: Promise<unknown>): Promise<StagingError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StagingError);
  return error as StagingError;
}

/** The provider's view of a prediction once the fake has completed it. */
export async function untilDone(
  fake: FakeReplicate,
  p: StagingProvider,
  id: string,
): Promise<PredictionState> {
  await fake.settled(id);
  return p.get(id);
}

/**
 * A fake Replicate for the file's tests (started before, reset after each, closed after all),
 * a test photo, and the helpers bound to them.
 */
export function fakeReplicateSuite(photoSize: { width: number; height: number }) {
  const state = {} as { fake: FakeReplicate; photo: Buffer };
  beforeAll(async () => {
    state.fake = await startFakeReplicate();
    state.photo = await makeJpeg(photoSize.width, photoSize.height);
  });
  afterAll(() => state.fake.close());
  afterEach(() => state.fake.reset());
  return {
    fake: () => state.fake,
    photo: () => state.photo,
    provider: (preset?: StagingPreset, more?: Partial<ReplicateStagingOptions>) =>
      replicateOnFake(state.fake, preset, more),
    input: (more: Partial<StagingInput> = {}) => stagingInput(state.photo, more),
    untilDone: (p: StagingProvider, id: string) => untilDone(state.fake, p, id),
  };
}

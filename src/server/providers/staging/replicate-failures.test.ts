import { describe, expect, it } from 'vitest';
import { startFakeReplicate } from '../../../../test/support/fake-replicate';
import { fakeReplicateSuite, stagingError } from '../../../../test/support/replicate-staging';
import { fluxKontextPro } from './presets/flux-kontext-pro';
import { createReplicateStaging, type ReplicateStagingOptions } from './replicate';

/** Every way a render can go wrong at Replicate, against the fake, through the real SDK. */
const suite = fakeReplicateSuite({ width: 160, height: 120 });
const { input, untilDone } = suite;
const provider = (more: Partial<ReplicateStagingOptions> = {}) => suite.provider(fluxKontextPro, more);

describe('failure modes', () => {
  const requestsTo = (path: string) => suite.fake().requests.filter((r) => r.path === path).length;
  const flux = '/models/black-forest-labs/flux-kontext-pro/predictions';

  it('a failed prediction is generation_failed with the model error as detail', async () => {
    suite.fake().set({ failPredictionsWith: 'NSFW content detected' });
    const p = provider();
    const { id } = await p.start(input());
    expect(await untilDone(p, id)).toEqual({
      status: 'failed',
      id,
      error: 'generation_failed',
      detail: 'NSFW content detected',
    });
  });

  it('an input the model cannot download is input_unreachable', async () => {
    suite.fake().set({ latencyMs: 200 });
    const p = provider();
    const { id } = await p.start(input());
    suite.fake().files.clear();
    expect(await untilDone(p, id)).toMatchObject({ status: 'failed', error: 'input_unreachable' });
  });

  it('402 is out_of_credit, not retried, and the upload is deleted', async () => {
    suite.fake().failNext({ method: 'POST', path: flux }, 402);
    const error = await stagingError(provider().start(input()));
    expect(error.code).toBe('out_of_credit');
    expect(error.retryable).toBe(false);
    expect(requestsTo(flux)).toBe(1);
    expect(suite.fake().files.size).toBe(0);
    expect(suite.fake().requests.some((r) => r.method === 'DELETE' && r.path.startsWith('/files/'))).toBe(
      true,
    );
  });

  it('429 is rate_limited with Retry-After seconds, after one request (no SDK burst)', async () => {
    suite.fake().failNext({ method: 'POST', path: flux }, 429, { retryAfter: '17', times: 10 });
    const error = await stagingError(provider().start(input()));
    expect(error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 17, retryable: true });
    expect(requestsTo(flux)).toBe(1);
  });

  it('429 with an HTTP-date Retry-After is converted to seconds', async () => {
    const at = new Date(Date.now() + 30_000).toUTCString();
    suite.fake().failNext({ method: 'GET', path: '/predictions/' }, 429, { retryAfter: at, times: 10 });
    const error = await stagingError(provider().get('abc'));
    expect(error.code).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(28);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(31);
  });

  it('5xx on create and on get is provider_unavailable, one request each', async () => {
    suite.fake().failNext({ method: 'POST', path: flux }, 503, { times: 10 });
    expect((await stagingError(provider().start(input()))).code).toBe('provider_unavailable');
    expect(requestsTo(flux)).toBe(1);
    suite.fake().failNext({ method: 'GET', path: '/predictions/p1' }, 500, { times: 10 });
    const error = await stagingError(provider().get('p1'));
    expect(error).toMatchObject({ code: 'provider_unavailable', retryable: true });
    expect(requestsTo('/predictions/p1')).toBe(1);
  });

  it('a hanging API times out as provider_unavailable', async () => {
    suite.fake().set({ responseDelayMs: 1500 });
    const started = Date.now();
    const error = await stagingError(provider({ requestTimeoutMs: 200 }).get('p2'));
    expect(error.code).toBe('provider_unavailable');
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('an unreachable API is provider_unavailable', async () => {
    const closed = await startFakeReplicate();
    const url = closed.url;
    await closed.close();
    const p = createReplicateStaging({ token: 't', preset: fluxKontextPro, baseUrl: url });
    expect((await stagingError(p.get('p3'))).code).toBe('provider_unavailable');
  });

  it('422 (input refused) is input_unreachable; a bad token is generation_failed', async () => {
    suite.fake().failNext({ method: 'POST', path: flux }, 422);
    expect((await stagingError(provider().start(input()))).code).toBe('input_unreachable');
    const error = await stagingError(provider({ token: 'wrong' }).get('p4'));
    expect(error).toMatchObject({ code: 'generation_failed', retryable: false });
  });
});

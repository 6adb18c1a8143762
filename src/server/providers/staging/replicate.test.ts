import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeReplicate, startFakeReplicate } from '../../../../test/support/fake-replicate';
import { makeJpeg } from '../../../../test/support/images';
import { fluxKontextPro } from './presets/flux-kontext-pro';
import { interiorDesign } from './presets/interior-design';
import type { StagingPreset } from './presets/preset';
import { createReplicateStaging, type ReplicateStagingOptions } from './replicate';
import {
  type PredictionState,
  StagingError,
  type StagingInput,
  type StagingProvider,
} from './staging-provider';

let fake: FakeReplicate;
let photo: Buffer;
/** A receiver for webhooks: the requests the fake delivered to it. */
let receiver: Server;
let receiverUrl: string;
const received: { headers: Headers; body: string }[] = [];

beforeAll(async () => {
  fake = await startFakeReplicate();
  photo = await makeJpeg(320, 240);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/staging/webhook`;
});

afterAll(async () => {
  await fake.close();
  await new Promise((r) => receiver.close(r));
});

afterEach(() => {
  fake.reset();
  received.length = 0;
});

const provider = (preset: StagingPreset = fluxKontextPro, more: Partial<ReplicateStagingOptions> = {}) =>
  createReplicateStaging({
    token: fake.token,
    preset,
    baseUrl: fake.url,
    webhookSecret: fake.webhookSecret,
    requestTimeoutMs: 2000,
    ...more,
  });

const input = (more: Partial<StagingInput> = {}): StagingInput => ({
  image: photo,
  contentType: 'image/jpeg',
  prompt: 'Virtual staging only: add movable furniture and decor in Scandinavian style to this living room.',
  negativePrompt: 'changed walls',
  seed: 42,
  ...more,
});

async function stagingError(promise: Promise<unknown>): Promise<StagingError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StagingError);
  return error as StagingError;
}

async function untilDone(p: StagingProvider, id: string): Promise<PredictionState> {
  await fake.settled(id);
  return p.get(id);
}

describe('Replicate staging provider against the fake Replicate API (real SDK)', () => {
  it('flux-kontext-pro: uploads the original privately, calls the official model, fetches the output', async () => {
    const p = provider();
    expect(p).toMatchObject({ name: 'replicate', model: 'black-forest-labs/flux-kontext-pro' });
    const { id } = await p.start(input());

    const [upload] = fake.files.values();
    expect(upload).toMatchObject({ contentType: 'image/jpeg' });
    expect(upload!.body.equals(photo)).toBe(true);
    const create = fake.requests.find((r) => r.method === 'POST' && r.path.endsWith('/predictions'))!;
    expect(create.path).toBe('/models/black-forest-labs/flux-kontext-pro/predictions');
    expect(create.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(create.body).toEqual({
      input: {
        prompt: input().prompt,
        input_image: expect.stringMatching(new RegExp(`^${fake.url}/files/`)),
        aspect_ratio: 'match_input_image',
        output_format: 'jpg',
        seed: 42,
        prompt_upsampling: false,
      },
    });

    const done = await untilDone(p, id);
    expect(done).toMatchObject({ status: 'succeeded', id });
    const output = await p.fetchOutput((done as { outputUrl: string }).outputUrl);
    expect(output.contentType).toBe('image/jpeg');
    expect(await sharp(output.body).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    expect(output.body.equals(photo)).toBe(false);
    // The private copy of the original does not outlive the prediction.
    await expect.poll(() => fake.files.size).toBe(0);
  });

  it('interior-design: a versioned call with the ControlNet inputs and the negative prompt', async () => {
    const p = provider(interiorDesign);
    const { id } = await p.start(input({ seed: 7 }));
    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/predictions')!;
    expect(create.body).toEqual({
      version: '76604baddc85b1b4616e1c6475eca080da339c8875bd4996705440484a6eac38',
      input: {
        image: expect.stringMatching(new RegExp(`^${fake.url}/files/`)),
        prompt: input().prompt,
        negative_prompt: 'changed walls',
        guidance_scale: 15,
        prompt_strength: 0.8,
        num_inference_steps: 50,
        seed: 7,
      },
    });
    expect(await untilDone(p, id)).toMatchObject({ status: 'succeeded' });
  });

  it('a slow prediction is processing until it completes (polling)', async () => {
    fake.set({ latencyMs: 400 });
    const p = provider();
    const { id } = await p.start(input());
    await new Promise((r) => setTimeout(r, 50));
    expect(await p.get(id)).toEqual({ status: 'processing', id });
    expect(await untilDone(p, id)).toMatchObject({ status: 'succeeded', id });
  });

  it('cancel stops a running prediction', async () => {
    fake.set({ latencyMs: 5000 });
    const p = provider();
    const { id } = await p.start(input());
    await p.cancel(id);
    expect(await p.get(id)).toMatchObject({ status: 'canceled', id, error: 'generation_failed' });
  });
});

describe('completion webhook', () => {
  async function deliveredWebhook() {
    const p = provider();
    const { id } = await p.start(input({ webhookUrl: receiverUrl }));
    await fake.settled(id);
    expect(fake.requests.find((r) => r.path.endsWith('/predictions'))!.body).toMatchObject({
      webhook: receiverUrl,
      webhook_events_filter: ['completed'],
    });
    expect(received).toHaveLength(1);
    return { p, id, ...received[0]! };
  }

  it('a webhook signed as Replicate signs it reports the prediction', async () => {
    const { p, id, headers, body } = await deliveredWebhook();
    expect(fake.files.size).toBe(1);
    const state = await p.verifyWebhook(headers, body);
    expect(state).toMatchObject({ status: 'succeeded', id, outputUrl: expect.stringContaining(id) });
    await expect.poll(() => fake.files.size).toBe(0);
  });

  it('refuses a wrong signature, a changed body, a stale timestamp and missing headers', async () => {
    const { p, headers, body } = await deliveredWebhook();
    const wrongSecret = new Headers(
      fake.sign(body, { secret: `whsec_${Buffer.from('x'.repeat(24)).toString('base64')}` }),
    );
    expect(await p.verifyWebhook(wrongSecret, body)).toBeNull();
    expect(await p.verifyWebhook(headers, body.replace('succeeded', 'failed'))).toBeNull();
    const stale = new Headers(fake.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }));
    expect(await p.verifyWebhook(stale, body)).toBeNull();
    const future = new Headers(fake.sign(body, { timestamp: Math.floor(Date.now() / 1000) + 10 * 60 }));
    expect(await p.verifyWebhook(future, body)).toBeNull();
    expect(await p.verifyWebhook(new Headers(), body)).toBeNull();
    // A fresh signature of the same body passes: the stale one failed for its age alone.
    expect(await p.verifyWebhook(new Headers(fake.sign(body)), body)).toMatchObject({ status: 'succeeded' });
  });

  it('without a signing secret every webhook is refused', async () => {
    const { headers, body } = await deliveredWebhook();
    expect(
      await provider(fluxKontextPro, { webhookSecret: undefined }).verifyWebhook(headers, body),
    ).toBeNull();
  });
});

describe('failure modes', () => {
  const requestsTo = (path: string) => fake.requests.filter((r) => r.path === path).length;
  const flux = '/models/black-forest-labs/flux-kontext-pro/predictions';

  it('a failed prediction is generation_failed with the model error as detail', async () => {
    fake.set({ failPredictionsWith: 'NSFW content detected' });
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
    fake.set({ latencyMs: 200 });
    const p = provider();
    const { id } = await p.start(input());
    fake.files.clear();
    expect(await untilDone(p, id)).toMatchObject({ status: 'failed', error: 'input_unreachable' });
  });

  it('402 is out_of_credit, not retried, and the upload is deleted', async () => {
    fake.failNext({ method: 'POST', path: flux }, 402);
    const error = await stagingError(provider().start(input()));
    expect(error.code).toBe('out_of_credit');
    expect(error.retryable).toBe(false);
    expect(requestsTo(flux)).toBe(1);
    expect(fake.files.size).toBe(0);
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path.startsWith('/files/'))).toBe(true);
  });

  it('429 is rate_limited with Retry-After seconds, after one request (no SDK burst)', async () => {
    fake.failNext({ method: 'POST', path: flux }, 429, { retryAfter: '17', times: 10 });
    const error = await stagingError(provider().start(input()));
    expect(error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 17, retryable: true });
    expect(requestsTo(flux)).toBe(1);
  });

  it('429 with an HTTP-date Retry-After is converted to seconds', async () => {
    const at = new Date(Date.now() + 30_000).toUTCString();
    fake.failNext({ method: 'GET', path: '/predictions/' }, 429, { retryAfter: at, times: 10 });
    const error = await stagingError(provider().get('abc'));
    expect(error.code).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(28);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(31);
  });

  it('5xx on create and on get is provider_unavailable, one request each', async () => {
    fake.failNext({ method: 'POST', path: flux }, 503, { times: 10 });
    expect((await stagingError(provider().start(input()))).code).toBe('provider_unavailable');
    expect(requestsTo(flux)).toBe(1);
    fake.failNext({ method: 'GET', path: '/predictions/p1' }, 500, { times: 10 });
    const error = await stagingError(provider().get('p1'));
    expect(error).toMatchObject({ code: 'provider_unavailable', retryable: true });
    expect(requestsTo('/predictions/p1')).toBe(1);
  });

  it('a hanging API times out as provider_unavailable', async () => {
    fake.set({ responseDelayMs: 1500 });
    const started = Date.now();
    const error = await stagingError(provider(fluxKontextPro, { requestTimeoutMs: 200 }).get('p2'));
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
    fake.failNext({ method: 'POST', path: flux }, 422);
    expect((await stagingError(provider().start(input()))).code).toBe('input_unreachable');
    const error = await stagingError(provider(fluxKontextPro, { token: 'wrong' }).get('p4'));
    expect(error).toMatchObject({ code: 'generation_failed', retryable: false });
  });

  it('fetchOutput refuses an expired URL, a non-image and anything over the size cap', async () => {
    const p = provider();
    const { id } = await p.start(input());
    const done = (await untilDone(p, id)) as { outputUrl: string };
    expect((await stagingError(p.fetchOutput(done.outputUrl.replace(id, 'gone')))).code).toBe(
      'generation_failed',
    );
    expect((await stagingError(p.fetchOutput(receiverUrl))).message).toMatch(/not an image/);
    const capped = provider(fluxKontextPro, { outputMaxBytes: 1000 });
    expect((await stagingError(capped.fetchOutput(done.outputUrl))).message).toMatch(/larger than 1000/);
    expect((await stagingError(p.fetchOutput('file:///etc/passwd'))).code).toBe('generation_failed');
  });
});

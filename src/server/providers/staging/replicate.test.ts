import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeReplicateSuite, stagingError } from '../../../../test/support/replicate-staging';
import { fluxKontextPro } from './presets/flux-kontext-pro';
import { interiorDesign } from './presets/interior-design';

const suite = fakeReplicateSuite({ width: 320, height: 240 });
const { provider, input, untilDone } = suite;
/** A receiver for webhooks: the requests the fake delivered to it. */
let receiver: Server;
let receiverUrl: string;
const received: { headers: Headers; body: string }[] = [];

beforeAll(async () => {
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
afterAll(() => new Promise((r) => receiver.close(r)));
afterEach(() => {
  received.length = 0;
});

describe('Replicate staging provider against the fake Replicate API (real SDK)', () => {
  it('flux-kontext-pro: uploads the original privately, calls the official model, fetches the output', async () => {
    const p = provider();
    expect(p).toMatchObject({ name: 'replicate', model: 'black-forest-labs/flux-kontext-pro' });
    const { id } = await p.start(input());

    const [upload] = suite.fake().files.values();
    expect(upload).toMatchObject({ contentType: 'image/jpeg' });
    expect(upload!.body.equals(suite.photo())).toBe(true);
    const create = suite.fake().requests.find((r) => r.method === 'POST' && r.path.endsWith('/predictions'))!;
    expect(create.path).toBe('/models/black-forest-labs/flux-kontext-pro/predictions');
    expect(create.headers.authorization).toBe(`Bearer ${suite.fake().token}`);
    expect(create.body).toEqual({
      input: {
        prompt: input().prompt,
        input_image: expect.stringMatching(new RegExp(`^${suite.fake().url}/files/`)),
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
    expect(output.body.equals(suite.photo())).toBe(false);
    // Output URLs may point anywhere: the API token is never sent with the download.
    const download = suite.fake().requests.find((r) => r.path.startsWith('/delivery/'))!;
    expect(download.headers.authorization).toBeUndefined();
    // The private copy of the original does not outlive the prediction.
    await expect.poll(() => suite.fake().files.size).toBe(0);
  });

  it('a small original goes inline as a data URI: no upload, the model reads the same bytes', async () => {
    const p = provider(fluxKontextPro, { inlineImageMaxBytes: suite.photo().length });
    const { id } = await p.start(input());
    expect(suite.fake().files.size).toBe(0);
    expect(suite.fake().requests.some((r) => r.path.startsWith('/files'))).toBe(false);
    const create = suite.fake().requests.find((r) => r.method === 'POST' && r.path.endsWith('/predictions'))!;
    const sent = (create.body as { input: { input_image: string } }).input.input_image;
    expect(sent).toBe(`data:image/jpeg;base64,${suite.photo().toString('base64')}`);
    expect(await untilDone(p, id)).toMatchObject({ status: 'succeeded', id });
  });

  it('an original one byte over the inline limit is uploaded', async () => {
    const p = provider(fluxKontextPro, { inlineImageMaxBytes: suite.photo().length - 1 });
    await p.start(input());
    expect(suite.fake().files.size).toBe(1);
  });

  it('interior-design: a versioned call with the ControlNet inputs and the negative prompt', async () => {
    const p = provider(interiorDesign);
    const { id } = await p.start(input({ seed: 7 }));
    const create = suite.fake().requests.find((r) => r.method === 'POST' && r.path === '/predictions')!;
    expect(create.body).toEqual({
      version: '76604baddc85b1b4616e1c6475eca080da339c8875bd4996705440484a6eac38',
      input: {
        image: expect.stringMatching(new RegExp(`^${suite.fake().url}/files/`)),
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
    suite.fake().set({ latencyMs: 400 });
    const p = provider();
    const { id } = await p.start(input());
    await new Promise((r) => setTimeout(r, 50));
    expect(await p.get(id)).toEqual({ status: 'processing', id });
    expect(await untilDone(p, id)).toMatchObject({ status: 'succeeded', id });
  });

  it('cancel stops a running prediction', async () => {
    suite.fake().set({ latencyMs: 5000 });
    const p = provider();
    const { id } = await p.start(input());
    await p.cancel(id);
    expect(await p.get(id)).toMatchObject({ status: 'canceled', id, error: 'generation_failed' });
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

describe('completion webhook', () => {
  async function deliveredWebhook() {
    const p = provider();
    const { id } = await p.start(input({ webhookUrl: receiverUrl }));
    await suite.fake().settled(id);
    expect(suite.fake().requests.find((r) => r.path.endsWith('/predictions'))!.body).toMatchObject({
      webhook: receiverUrl,
      webhook_events_filter: ['completed'],
    });
    expect(received).toHaveLength(1);
    return { p, id, ...received[0]! };
  }

  it('a webhook signed as Replicate signs it reports the prediction', async () => {
    const { p, id, headers, body } = await deliveredWebhook();
    expect(suite.fake().files.size).toBe(1);
    const state = await p.verifyWebhook(headers, body);
    expect(state).toMatchObject({ status: 'succeeded', id, outputUrl: expect.stringContaining(id) });
    await expect.poll(() => suite.fake().files.size).toBe(0);
  });

  it('refuses a wrong signature, a changed body, a stale timestamp and missing headers', async () => {
    const { p, headers, body } = await deliveredWebhook();
    const wrongSecret = new Headers(
      suite.fake().sign(body, { secret: `whsec_${Buffer.from('x'.repeat(24)).toString('base64')}` }),
    );
    expect(await p.verifyWebhook(wrongSecret, body)).toBeNull();
    expect(await p.verifyWebhook(headers, body.replace('succeeded', 'failed'))).toBeNull();
    const stale = new Headers(
      suite.fake().sign(body, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }),
    );
    expect(await p.verifyWebhook(stale, body)).toBeNull();
    const future = new Headers(
      suite.fake().sign(body, { timestamp: Math.floor(Date.now() / 1000) + 10 * 60 }),
    );
    expect(await p.verifyWebhook(future, body)).toBeNull();
    expect(await p.verifyWebhook(new Headers(), body)).toBeNull();
    // Correctly signed, but not a prediction.
    expect(await p.verifyWebhook(new Headers(suite.fake().sign('{"x":1}')), '{"x":1}')).toBeNull();
    // A fresh signature of the same body passes: the stale one failed for its age alone.
    expect(await p.verifyWebhook(new Headers(suite.fake().sign(body)), body)).toMatchObject({
      status: 'succeeded',
    });
  });

  it('without a signing secret every webhook is refused', async () => {
    const { headers, body } = await deliveredWebhook();
    expect(
      await provider(fluxKontextPro, { webhookSecret: undefined }).verifyWebhook(headers, body),
    ).toBeNull();
  });
});

import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local fake of the Replicate API parts the staging provider uses, so that the official SDK's
 * real HTTP requests run against it (`baseUrl: fake.url`): file upload (multipart, as
 * `replicate.files.create` sends it), predictions by official model
 * (`POST /models/{owner}/{name}/predictions`) and by version (`POST /predictions`), get,
 * cancel, the output download, and the `completed` webhook signed as Replicate signs it
 * (webhook-id / webhook-timestamp / webhook-signature: `v1,` + base64 HMAC-SHA256 of
 * `id.timestamp.body` with the base64 key after `whsec_`). The signing is written here with
 * node:crypto, not borrowed from the SDK, so a test of the provider's check can fail.
 *
 * A prediction reads its input image from the uploaded files (as the model would with our
 * token); an input that is not one of them fails it like an unreachable download.
 */
export interface FakePrediction {
  id: string;
  model?: string;
  version?: string;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  input: Record<string, unknown>;
  output: string | null;
  error: string | null;
  webhook?: string;
  webhook_events_filter?: string[];
  created_at: string;
  completed_at?: string;
  urls: { get: string; cancel: string };
}

export interface FakeReplicateBehaviour {
  /** How long a prediction runs before it completes (ms). */
  latencyMs: number;
  /** How long every API answer is held back (ms): a slow or hanging API. */
  responseDelayMs: number;
  /** When set, predictions complete as failed with this error message. */
  failPredictionsWith: string | null;
  /**
   * Output size in megapixels at the input's aspect ratio, as FLUX.1 Kontext answers (about 1 MP);
   * null (default): the input's own size.
   */
  outputMegapixels: number | null;
}

export interface FakeReplicate {
  /** The API base to give the SDK (`…/v1`). */
  url: string;
  token: string;
  /** The `whsec_…` secret webhooks are signed with. */
  webhookSecret: string;
  /** API requests (path after /v1) and output downloads (path /delivery/…), in order. */
  requests: { method: string; path: string; body: unknown; headers: Record<string, string> }[];
  files: Map<string, { body: Buffer; contentType: string; name: string }>;
  predictions: Map<string, FakePrediction>;
  /** Webhooks sent and how the receiver answered. */
  deliveries: { url: string; predictionId: string; status: number }[];
  set(behaviour: Partial<FakeReplicateBehaviour>): void;
  /** Back to the defaults: no pending failures, latency, recorded requests or uploaded files. */
  reset(): void;
  /**
   * The next `times` (default 1) requests matching `path` (prefix, after /v1) answer `status`
   * with Replicate's error body; `retryAfter` sets the Retry-After header (a 429).
   */
  failNext(
    match: { method?: string; path: string },
    status: number,
    opts?: { times?: number; retryAfter?: string },
  ): void;
  /** Replicate's webhook headers for a body, optionally with another timestamp or secret. */
  sign(body: string, opts?: { timestamp?: number; secret?: string; id?: string }): Record<string, string>;
  /** Resolves when the prediction has completed and its webhook (if any) was answered. */
  settled(id: string): Promise<FakePrediction>;
  close(): Promise<void>;
}

const now = () => new Date().toISOString();
const newId = () => randomBytes(10).toString('hex');

/** An input image sent inline (`data:image/jpeg;base64,…`), as Replicate accepts for small files. */
function dataUriFile(uri: string): { body: Buffer; contentType: string; name: string } | undefined {
  const match = /^data:([\w/+.-]+);base64,(.*)$/s.exec(uri);
  return match
    ? { body: Buffer.from(match[2]!, 'base64'), contentType: match[1]!, name: 'inline' }
    : undefined;
}

export async function startFakeReplicate(
  opts: { token?: string; behaviour?: Partial<FakeReplicateBehaviour> } = {},
): Promise<FakeReplicate> {
  const token = opts.token ?? `r8_fake_${newId()}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;
  const defaults: FakeReplicateBehaviour = {
    latencyMs: 0,
    responseDelayMs: 0,
    failPredictionsWith: null,
    outputMegapixels: null,
  };
  const behaviour: FakeReplicateBehaviour = { ...defaults, ...opts.behaviour };
  const failures: { method?: string; path: string; status: number; times: number; retryAfter?: string }[] =
    [];
  const outputs = new Map<string, Buffer>();
  const settledWaiters = new Map<string, Promise<FakePrediction>>();
  const settle = new Map<string, (p: FakePrediction) => void>();
  const timers = new Set<NodeJS.Timeout>();
  let base = '';

  const fake: FakeReplicate = {
    url: '',
    token,
    webhookSecret,
    requests: [],
    files: new Map(),
    predictions: new Map(),
    deliveries: [],
    set: (b) => Object.assign(behaviour, b),
    reset() {
      Object.assign(behaviour, defaults);
      failures.length = 0;
      fake.requests.length = 0;
      fake.files.clear();
    },
    failNext: (match, status, o = {}) =>
      failures.push({ ...match, status, times: o.times ?? 1, retryAfter: o.retryAfter }),
    sign(body, o = {}) {
      const id = o.id ?? `msg_${newId()}`;
      const timestamp = String(o.timestamp ?? Math.floor(Date.now() / 1000));
      const key = Buffer.from((o.secret ?? webhookSecret).split('_').pop()!, 'base64');
      const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
      return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
    },
    settled(id) {
      const waiter = settledWaiters.get(id);
      if (!waiter) throw new Error(`No prediction ${id}`);
      return waiter;
    },
    close: () =>
      new Promise((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  async function deliver(p: FakePrediction) {
    if (!p.webhook) return;
    const body = JSON.stringify(p);
    const response = await fetch(p.webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fake.sign(body) },
      body,
    }).catch(() => null);
    await response?.arrayBuffer().catch(() => undefined);
    fake.deliveries.push({ url: p.webhook, predictionId: p.id, status: response?.status ?? 0 });
  }

  async function complete(p: FakePrediction) {
    if (p.status === 'canceled') return;
    const imageUrl = String(p.input.input_image ?? p.input.image ?? '');
    const file = imageUrl.startsWith('data:')
      ? dataUriFile(imageUrl)
      : fake.files.get(imageUrl.slice(`${base}/files/`.length));
    if (!file || (!imageUrl.startsWith(`${base}/files/`) && !imageUrl.startsWith('data:'))) {
      Object.assign(p, { status: 'failed', error: `Error downloading input image: ${imageUrl}` });
    } else if (behaviour.failPredictionsWith) {
      Object.assign(p, { status: 'failed', error: behaviour.failPredictionsWith });
    } else {
      // A visibly different image of the same size (or of the model's size), as a model's output would be.
      const image = sharp(file.body).modulate({ hue: 120 });
      const { width = 0, height = 0 } = await sharp(file.body).metadata();
      const scale = behaviour.outputMegapixels
        ? Math.sqrt((behaviour.outputMegapixels * 1e6) / (width * height))
        : 1;
      if (scale < 1) image.resize(Math.round(width * scale), Math.round(height * scale));
      const output = await image.jpeg().toBuffer();
      outputs.set(p.id, output);
      Object.assign(p, { status: 'succeeded', output: `${base.replace(/\/v1$/, '')}/delivery/${p.id}.jpg` });
    }
    p.completed_at = now();
    await deliver(p);
    settle.get(p.id)?.(p);
  }

  function createPrediction(body: Record<string, unknown>, model?: string): FakePrediction {
    const id = newId();
    const p: FakePrediction = {
      id,
      ...(model ? { model } : { version: String(body.version) }),
      status: 'starting',
      input: (body.input ?? {}) as Record<string, unknown>,
      output: null,
      error: null,
      webhook: body.webhook as string | undefined,
      webhook_events_filter: body.webhook_events_filter as string[] | undefined,
      created_at: now(),
      urls: { get: `${base}/predictions/${id}`, cancel: `${base}/predictions/${id}/cancel` },
    };
    fake.predictions.set(id, p);
    settledWaiters.set(id, new Promise((resolve) => settle.set(id, resolve)));
    later(0, () => {
      if (p.status === 'starting') p.status = 'processing';
    });
    later(behaviour.latencyMs, () => void complete(p));
    return p;
  }

  async function route(
    req: IncomingMessage,
    raw: Buffer,
  ): Promise<[number, unknown, Record<string, string>?]> {
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';
    if (method === 'GET' && url.pathname.startsWith('/delivery/')) {
      fake.requests.push({
        method,
        path: url.pathname,
        body: undefined,
        headers: req.headers as Record<string, string>,
      });
      const output = outputs.get(url.pathname.slice('/delivery/'.length).replace(/\.jpg$/, ''));
      return output ? [200, output, { 'content-type': 'image/jpeg' }] : [404, { detail: 'Not found' }];
    }
    const path = url.pathname.replace(/^\/v1/, '');
    const contentType = req.headers['content-type'] ?? '';
    const body = contentType.includes('json') && raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
    fake.requests.push({ method, path, body, headers: req.headers as Record<string, string> });

    const failure = failures.find((f) => path.startsWith(f.path) && (!f.method || f.method === method));
    if (failure) {
      if (--failure.times <= 0) failures.splice(failures.indexOf(failure), 1);
      const headers: Record<string, string> = failure.retryAfter ? { 'retry-after': failure.retryAfter } : {};
      return [
        failure.status,
        { title: 'Fake failure', detail: `Failed with ${failure.status}`, status: failure.status },
        headers,
      ];
    }
    if (req.headers.authorization !== `Bearer ${token}`)
      return [
        401,
        { title: 'Unauthenticated', detail: 'You did not pass a valid authentication token', status: 401 },
      ];

    if (method === 'POST' && path === '/files') {
      const form = await new Request('http://fake/files', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(raw),
      }).formData();
      const content = form.get('content');
      if (!(content instanceof Blob)) return [400, { detail: 'content is required' }];
      const id = newId();
      const name = content instanceof File ? content.name : 'blob';
      fake.files.set(id, { body: Buffer.from(await content.arrayBuffer()), contentType: content.type, name });
      return [
        201,
        { id, name, content_type: content.type, size: content.size, urls: { get: `${base}/files/${id}` } },
      ];
    }
    const file = path.match(/^\/files\/([^/]+)$/);
    if (method === 'DELETE' && file)
      return fake.files.delete(file[1]!) ? [204, null] : [404, { detail: 'Not found' }];
    const official = path.match(/^\/models\/([^/]+)\/([^/]+)\/predictions$/);
    if (method === 'POST' && official)
      return [201, createPrediction(body ?? {}, `${official[1]}/${official[2]}`)];
    if (method === 'POST' && path === '/predictions') {
      if (typeof body?.version !== 'string') return [422, { detail: 'version is required' }];
      return [201, createPrediction(body)];
    }
    const one = path.match(/^\/predictions\/([^/]+)(\/cancel)?$/);
    const prediction = one ? fake.predictions.get(one[1]!) : undefined;
    if (one && !prediction) return [404, { detail: 'Not found' }];
    if (method === 'GET' && one && !one[2]) return [200, prediction];
    if (method === 'POST' && one?.[2] && prediction) {
      if (prediction.status === 'starting' || prediction.status === 'processing') {
        Object.assign(prediction, { status: 'canceled', completed_at: now() });
        settle.get(prediction.id)?.(prediction);
      }
      return [200, prediction];
    }
    return [404, { detail: 'Not found' }];
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      try {
        const [status, body, headers = {}] = await route(req, Buffer.concat(chunks));
        if (behaviour.responseDelayMs)
          await new Promise((r) => later(behaviour.responseDelayMs, () => r(null)));
        if (res.destroyed) return;
        const isBytes = Buffer.isBuffer(body);
        res.writeHead(status, {
          'content-type': isBytes ? headers['content-type']! : 'application/json',
          ...headers,
        });
        res.end(isBytes ? body : body === null ? undefined : JSON.stringify(body));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ detail: String(error) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.url = base;
  return fake;
}

import sharp from 'sharp';
import {
  type PredictionState,
  StagingError,
  type StagingErrorCode,
  type StagingInput,
  type StagingProvider,
} from '../../src/server/providers/staging/staging-provider';

/** The header the fake's webhooks are signed with (its `verifyWebhook` checks it). */
export const FAKE_WEBHOOK_HEADER = 'x-fake-staging-signature';

export interface FakeStagingOptions {
  /** `get` answers 'processing' this many times before the outcome (default 1). */
  pollsBeforeDone?: number;
  /** How each prediction ends (default succeeded); 'never' keeps it processing. */
  outcome?: 'succeeded' | 'never' | { failed: StagingErrorCode };
  /** Thrown by `start`, one per call, before it succeeds. */
  startErrors?: StagingError[];
  /** Thrown by `get`, one per call, before it answers. */
  getErrors?: StagingError[];
  /** Milliseconds each call takes. */
  latencyMs?: number;
  /** Size of the JPEG `fetchOutput` makes (default 64×48). */
  outputSize?: { width: number; height: number };
  /** What `fetchOutput` returns instead of a JPEG (bytes no image library can read, say). */
  outputBytes?: Buffer;
  /** The webhook signing secret. */
  secret?: string;
}

/**
 * A controllable StagingProvider for API tests: records every call, scripts failures and delays,
 * and makes a deterministic JPEG per seed. `hangNextGet()` makes the next `get` never answer (a
 * server killed mid-render).
 */
export function createFakeStagingProvider(options: FakeStagingOptions = {}) {
  const opts = {
    pollsBeforeDone: 1,
    outcome: 'succeeded' as const,
    latencyMs: 0,
    secret: 'fake-secret',
    ...options,
  };
  const startErrors = [...(opts.startErrors ?? [])];
  const getErrors = [...(opts.getErrors ?? [])];
  const predictions = new Map<
    string,
    { input: StagingInput; polls: number; canceled: boolean; done?: boolean }
  >();
  const calls = {
    start: [] as StagingInput[],
    get: [] as string[],
    cancel: [] as string[],
    fetchOutput: [] as string[],
  };
  let hangGet = false;
  let seq = 0;
  const pause = () => new Promise((r) => setTimeout(r, opts.latencyMs));

  const stateOf = (id: string): PredictionState => {
    const p = predictions.get(id);
    if (!p) return { status: 'failed', id, error: 'generation_failed', detail: 'unknown prediction' };
    if (p.canceled) return { status: 'canceled', id, error: 'generation_failed' };
    if (!p.done && (p.polls < opts.pollsBeforeDone || opts.outcome === 'never'))
      return { status: 'processing', id };
    // 'never' ends only through the webhook (`done`).
    if (opts.outcome === 'succeeded' || opts.outcome === 'never')
      return { status: 'succeeded', id, outputUrl: `fake://output/${id}` };
    return { status: 'failed', id, error: opts.outcome.failed };
  };

  const provider: StagingProvider = {
    // Stands for a real (AI) provider: its renders are labelled as AI, not as local test renders.
    name: 'replicate',
    model: 'fake/staging-test',
    async start(input) {
      calls.start.push(input);
      await pause();
      const err = startErrors.shift();
      if (err) throw err;
      const id = `pred-${++seq}`;
      predictions.set(id, { input, polls: 0, canceled: false });
      return { id };
    },
    async get(id) {
      calls.get.push(id);
      if (hangGet) {
        hangGet = false;
        return new Promise<never>(() => {});
      }
      await pause();
      const err = getErrors.shift();
      if (err) throw err;
      const state = stateOf(id);
      const p = predictions.get(id);
      if (p) p.polls += 1;
      return state;
    },
    async cancel(id) {
      calls.cancel.push(id);
      const p = predictions.get(id);
      if (p) p.canceled = true;
    },
    async fetchOutput(url) {
      calls.fetchOutput.push(url);
      if (options.outputBytes) return { body: options.outputBytes, contentType: 'image/jpeg' };
      const id = url.slice(url.lastIndexOf('/') + 1);
      const seed = predictions.get(id)?.input.seed ?? 0;
      const body = await sharp({
        create: {
          ...(options.outputSize ?? { width: 64, height: 48 }),
          channels: 3,
          background: { r: seed % 256, g: 120, b: 90 },
        },
      })
        .jpeg()
        .toBuffer();
      return { body, contentType: 'image/jpeg' };
    },
    async verifyWebhook(headers, rawBody) {
      if (headers.get(FAKE_WEBHOOK_HEADER) !== opts.secret) return null;
      const { id } = JSON.parse(rawBody) as { id: string };
      const p = predictions.get(id);
      // The provider calls the webhook when the prediction has ended.
      if (p) p.done = true;
      return stateOf(id);
    },
  };
  return {
    provider,
    calls,
    /** The next `get` never answers, as if the server died while following the prediction. */
    hangNextGet() {
      hangGet = true;
    },
  };
}

export const rateLimited = (retryAfterSeconds: number) =>
  new StagingError('rate_limited', 'Too Many Requests', retryAfterSeconds);
export const outage = () => new StagingError('provider_unavailable', 'Service Unavailable');

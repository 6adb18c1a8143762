import Replicate, { type Prediction, validateWebhook } from 'replicate';
import { downloadOutput } from './download-output';
import type { StagingPreset } from './presets/preset';
import { failureCode, singleAttemptFetch, toStagingError } from './replicate-errors';
import type { PredictionState, StagingError, StagingInput, StagingProvider } from './staging-provider';

export interface ReplicateStagingOptions {
  token: string;
  preset: StagingPreset;
  /** `whsec_…` signing secret of the account's webhooks; without it every webhook is refused. */
  webhookSecret?: string;
  /** Another API base (the local fake in tests); default https://api.replicate.com/v1. */
  baseUrl?: string;
  /** Per request to the API. */
  requestTimeoutMs?: number;
  /** For downloading the output image. */
  outputTimeoutMs?: number;
  outputMaxBytes?: number;
  /** Webhooks signed longer ago (or further ahead) than this are refused as replays. */
  webhookToleranceSeconds?: number;
  /**
   * Originals up to this size go inside the prediction request as a data URI; larger ones are
   * uploaded first (Replicate's Files API). 0 uploads every original.
   */
  inlineImageMaxBytes?: number;
}

const DEFAULTS = {
  requestTimeoutMs: 30_000,
  outputTimeoutMs: 60_000,
  outputMaxBytes: 30 * 1024 * 1024,
  webhookToleranceSeconds: 5 * 60,
  // Replicate recommends a data URI only for files under 1 MB (docs → Input files).
  inlineImageMaxBytes: 1_000_000,
};

/** Replicate's `output` for an image model: one URL, or a list whose first item is the image. */
function outputUrl(output: unknown): string | undefined {
  const first = Array.isArray(output) ? output[0] : output;
  return typeof first === 'string' && first.length > 0 ? first : undefined;
}

export function predictionState(p: Pick<Prediction, 'id' | 'status' | 'output' | 'error'>): PredictionState {
  switch (p.status) {
    case 'starting':
    case 'processing':
      return { status: p.status, id: p.id };
    case 'succeeded': {
      const url = outputUrl(p.output);
      if (url) return { status: 'succeeded', id: p.id, outputUrl: url };
      return { status: 'failed', id: p.id, error: 'generation_failed', detail: 'Succeeded without an image' };
    }
    case 'failed':
      return { status: 'failed', id: p.id, error: failureCode(p.error), detail: String(p.error ?? '') };
    default:
      // 'canceled', and 'aborted' (stopped before it started, e.g. its deadline passed).
      return {
        status: 'canceled',
        id: p.id,
        error: 'generation_failed',
        detail: String(p.error ?? p.status),
      };
  }
}

/** The uploaded original's file id, from the prediction's echoed input (`…/files/{id}`). */
function uploadedFileId(p: Pick<Prediction, 'input'>): string | undefined {
  const values = Object.values((p.input ?? {}) as Record<string, unknown>);
  for (const value of values) {
    const match = typeof value === 'string' ? value.match(/\/files\/([^/?#]+)$/) : null;
    if (match) return match[1];
  }
  return undefined;
}

function isPrediction(value: unknown): value is Prediction {
  const p = value as Prediction | null;
  return typeof p?.id === 'string' && typeof p.status === 'string';
}

/** Renders on Replicate with one preset (model); see docs/decisions/018-staging-model.md. */
export function createReplicateStaging(options: ReplicateStagingOptions): StagingProvider {
  const opts = { ...DEFAULTS, ...options };
  const replicate = new Replicate({
    auth: opts.token,
    ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
    // Outputs are URLs we download ourselves (fetchOutput), not streams the SDK opens.
    useFileOutput: false,
    fetch: singleAttemptFetch(opts.requestTimeoutMs),
  });
  /**
   * Once a prediction has finished, its input is of no further use: the private copy of the
   * original is deleted rather than left in the Replicate account. Best effort (a second call
   * finds it gone), never holding up the caller.
   */
  const forgetUpload = (p: Prediction) => {
    const fileId = p.status === 'starting' || p.status === 'processing' ? undefined : uploadedFileId(p);
    if (fileId) void replicate.files.delete(fileId).catch(() => undefined);
  };
  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      throw await toStagingError(error);
    }
  };

  const create = (input: StagingInput, imageUrl: string) =>
    call(() =>
      replicate.predictions.create({
        ...opts.preset.request(input, imageUrl),
        ...(input.webhookUrl
          ? { webhook: input.webhookUrl, webhook_events_filter: ['completed' as const] }
          : {}),
      }),
    );

  return {
    name: 'replicate',
    model: opts.preset.model,
    modes: opts.preset.modes,

    async start(input) {
      // A small original travels inside the request (one call, no file left in the account); a
      // larger one goes up first as a private file the model reads with our token. Never a public link.
      if (input.image.length <= opts.inlineImageMaxBytes) {
        const dataUri = `data:${input.contentType};base64,${input.image.toString('base64')}`;
        return { id: (await create(input, dataUri)).id };
      }
      const file = await call(() =>
        replicate.files.create(
          new File([new Uint8Array(input.image)], `original.${input.contentType.split('/')[1]}`, {
            type: input.contentType,
          }),
        ),
      );
      const prediction = await create(input, file.urls.get).catch(async (error: StagingError) => {
        // Nothing will read the upload now; best effort, the failure to report is the create.
        await replicate.files.delete(file.id).catch(() => undefined);
        throw error;
      });
      return { id: prediction.id };
    },

    async get(id) {
      const prediction = await call(() => replicate.predictions.get(id));
      forgetUpload(prediction);
      return predictionState(prediction);
    },

    async cancel(id) {
      await call(() => replicate.predictions.cancel(id));
    },

    fetchOutput(url) {
      return downloadOutput(url, { timeoutMs: opts.outputTimeoutMs, maxBytes: opts.outputMaxBytes });
    },

    async verifyWebhook(headers, rawBody) {
      const secret = opts.webhookSecret;
      const id = headers.get('webhook-id');
      const timestamp = headers.get('webhook-timestamp');
      const signature = headers.get('webhook-signature');
      if (!secret || !id || !timestamp || !signature || !/^\d+$/.test(timestamp)) return null;
      const age = Math.abs(Date.now() / 1000 - Number(timestamp));
      if (age > opts.webhookToleranceSeconds) return null;
      const valid = await validateWebhook({ id, timestamp, signature, body: rawBody, secret }).catch(
        () => false,
      );
      if (!valid) return null;
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return null;
      }
      if (!isPrediction(body)) return null;
      forgetUpload(body);
      return predictionState(body);
    },
  };
}

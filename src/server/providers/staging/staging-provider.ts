import type { StagingMode } from '../../../shared/staging-modes';

/**
 * AI virtual staging behind one interface: the local test provider (default outside production,
 * offline and deterministic) and Replicate (`REPLICATE_API_TOKEN`). The render job
 * (modules/staging) drives either one the same way: start, then follow the prediction by
 * webhook or polling, then fetch the output at once (provider URLs expire).
 */

/** What one render asks of the image model. */
export interface StagingInput {
  /** The private original photo (normalised JPEG bytes); never a public link. */
  image: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  /** The whole instruction, built in one place (prompt.ts) from use, room and style. */
  prompt: string;
  /** Used by presets that take one (ControlNet models); ignored by instruction editors. */
  negativePrompt?: string;
  /** Same seed + same input → the same render: part of the idempotency key. */
  seed: number;
  /** Absolute URL the provider calls on completion (signed); absent → polling only. */
  webhookUrl?: string;
}

/**
 * A prediction as the provider reports it. `outputUrl` is Replicate's delivery URL (expires
 * within the hour) or the local provider's `local-staging:<id>`: hand it to fetchOutput, never
 * to a browser.
 */
export type PredictionState =
  | { status: 'starting' | 'processing'; id: string }
  | { status: 'succeeded'; id: string; outputUrl: string }
  | { status: 'failed' | 'canceled'; id: string; error: StagingErrorCode; detail?: string };

/** Failure kinds the job maps to the Spanish render messages (decision 017 → Language and texts). */
export type StagingErrorCode =
  /** The provider account has no credit left (HTTP 402). Not retried. */
  | 'out_of_credit'
  /** The provider could not read the input image. Not retried. */
  | 'input_unreachable'
  /** Too many requests (HTTP 429): retried after `retryAfterSeconds`. */
  | 'rate_limited'
  /** A 5xx, a network error or a timeout: retried with back-off. */
  | 'provider_unavailable'
  /** The model ran and failed (or refused the input). Not retried. */
  | 'generation_failed';

export class StagingError extends Error {
  constructor(
    readonly code: StagingErrorCode,
    message: string,
    /** For `rate_limited`: the provider's Retry-After, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'StagingError';
  }

  get retryable(): boolean {
    return this.code === 'rate_limited' || this.code === 'provider_unavailable';
  }
}

export interface StagingProvider {
  /** Stored on each render (`ai_generations.provider`). */
  readonly name: 'local' | 'replicate';
  /** The model the renders are made with (shown in README and stored for audit). */
  readonly model: string;
  /**
   * The staging modes (shared/staging-modes.ts) it can do; a request for another is refused
   * before anything is counted. Absent: furnish only (a provider written before modes).
   */
  readonly modes?: readonly StagingMode[];
  /**
   * Starts a prediction (Replicate: uploads the original as a private file first); throws
   * StagingError. Called once per render: its id is stored.
   */
  start(input: StagingInput): Promise<{ id: string }>;
  /** The prediction's current state (the polling fallback, and after a restart). */
  get(id: string): Promise<PredictionState>;
  /** Asks the provider to stop; a finished prediction stays as it is. */
  cancel(id: string): Promise<void>;
  /**
   * Downloads a succeeded prediction's image bytes into memory, with a time limit and a size
   * cap; throws StagingError (`provider_unavailable` for a timeout or 5xx: retry).
   */
  fetchOutput(outputUrl: string): Promise<{ body: Buffer; contentType: string }>;
  /**
   * Checks a completion webhook's signature (headers + the raw body). Returns the prediction it
   * reports, or null when the signature is missing, wrong or too old (the local provider sends
   * no webhooks and always answers null).
   */
  verifyWebhook(headers: Headers, rawBody: string): Promise<PredictionState | null>;
}

/** The modes a provider can do (furnish only when it does not say). */
export const providerModes = (provider: Pick<StagingProvider, 'modes'>): readonly StagingMode[] =>
  provider.modes ?? ['furnish'];

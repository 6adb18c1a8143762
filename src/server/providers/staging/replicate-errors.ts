import { retryAfterSeconds } from '../../lib/read-capped';
import { StagingError } from './staging-provider';

/** The StagingError for an HTTP answer that was not a success. */
export async function errorFromResponse(response: Response): Promise<StagingError> {
  const detail = (await response.text().catch(() => '')).slice(0, 300);
  const what = `Replicate answered ${response.status}${detail ? `: ${detail}` : ''}`;
  const { status } = response;
  if (status === 402) return new StagingError('out_of_credit', what);
  if (status === 429)
    return new StagingError('rate_limited', what, retryAfterSeconds(response.headers.get('retry-after')));
  if (status >= 500) return new StagingError('provider_unavailable', what);
  // The model's input was refused: the upload could not be read, or is too large or of a bad type.
  if (status === 400 || status === 413 || status === 415 || status === 422)
    return new StagingError('input_unreachable', what);
  // 401/403 (a bad token), 404 (an unknown model or prediction): retrying cannot help.
  return new StagingError('generation_failed', what);
}

const isResponse = (value: unknown): value is Response =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Response).status === 'number' &&
  typeof (value as Response).text === 'function' &&
  typeof (value as Response).headers?.get === 'function';

/** Any error out of the SDK or fetch, as a StagingError. */
export async function toStagingError(error: unknown): Promise<StagingError> {
  if (error instanceof StagingError) return error;
  const response = (error as { response?: unknown })?.response;
  // Duck-typed, not `instanceof Response`: the SDK's Response may come from another copy of the
  // fetch globals (another realm, a test environment) than this module's.
  if (isResponse(response)) return errorFromResponse(response);
  const name = (error as Error)?.name;
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'TimeoutError' || name === 'AbortError')
    return new StagingError('provider_unavailable', `Replicate did not answer in time: ${message}`);
  return new StagingError('provider_unavailable', `Replicate could not be reached: ${message}`);
}

/**
 * A fetch for the SDK that makes one network attempt per SDK call, with a timeout. The SDK
 * retries 429 answers (and 5xx for GET) by itself, up to five times, and its back-off never
 * waits (it tests a fractional delay with Number.isInteger), so a rate limit would get six
 * requests in a few milliseconds. The render job owns retries instead (back-off, Retry-After),
 * so a 429, a 5xx, a network error or a timeout ends the SDK call with its StagingError: the
 * SDK passes the same `init` object to every attempt, and a repeated one is refused at once.
 */
export function singleAttemptFetch(timeoutMs: number) {
  const failed = new WeakMap<object, StagingError>();
  return async (input: Request | string, init?: RequestInit): Promise<Response> => {
    const key = init ?? {};
    const earlier = failed.get(key);
    if (earlier) throw earlier;
    try {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      const response = await fetch(input, { ...init, signal });
      if (response.status === 429 || response.status >= 500) throw await errorFromResponse(response);
      return response;
    } catch (error) {
      const staging = await toStagingError(error);
      failed.set(key, staging);
      throw staging;
    }
  };
}

/**
 * How a failed prediction's message reads: the model could not fetch or decode the input, or
 * anything else (a refusal, a crash), which a retry would not fix.
 */
export function failureCode(error: unknown): 'input_unreachable' | 'generation_failed' {
  const text = typeof error === 'string' ? error : JSON.stringify(error ?? '');
  return /download|fetch|could not (open|read|load)|cannot identify image|invalid image|unsupported image/i.test(
    text,
  )
    ? 'input_unreachable'
    : 'generation_failed';
}

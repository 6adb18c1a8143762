import { readCapped } from '../../lib/read-capped';
import { StagingError } from './staging-provider';

export interface DownloadLimits {
  timeoutMs: number;
  maxBytes: number;
}

/**
 * Downloads a render's output at once (provider URLs expire after an hour), with a time limit
 * and a size cap read off the stream, so a wrong or hostile URL cannot fill memory. The token
 * is never sent: output URLs are signed by the provider and may point anywhere.
 */
export async function downloadOutput(
  url: string,
  limits: DownloadLimits,
): Promise<{ body: Buffer; contentType: string }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StagingError('generation_failed', `Output URL is not a URL: ${url.slice(0, 200)}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new StagingError('generation_failed', `Output URL scheme refused: ${parsed.protocol}`);
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetch(parsed, { signal, redirect: 'follow' });
    if (!response.ok) {
      const code =
        response.status >= 500 || response.status === 429 ? 'provider_unavailable' : 'generation_failed';
      throw new StagingError(code, `Output download answered ${response.status}`);
    }
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (!contentType.startsWith('image/'))
      throw new StagingError('generation_failed', `Output is not an image (${contentType || 'no type'})`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > limits.maxBytes) throw tooLarge(limits.maxBytes);
    return {
      body: await readCapped(response, limits.maxBytes, () => tooLarge(limits.maxBytes)),
      contentType,
    };
  } catch (error) {
    if (error instanceof StagingError) throw error;
    const name = (error as Error)?.name;
    const reason = name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : (error as Error).message;
    throw new StagingError('provider_unavailable', `Output download failed: ${reason}`);
  }
}

const tooLarge = (maxBytes: number) =>
  new StagingError('generation_failed', `Output is larger than ${maxBytes} bytes`);

/**
 * The body of an answer read while counting its bytes: past `maxBytes` the stream is cancelled and
 * `tooLarge()` thrown, so a server that sends far more than its protocol would is never buffered
 * whole. The error is the caller's (each provider has its own failure kinds).
 */
export async function readCapped(res: Response, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** An HTTP Retry-After (seconds, or a date) in seconds from `now`; undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

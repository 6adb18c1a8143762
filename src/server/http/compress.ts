import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const namesAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Hono's compression, minus a cost it puts on every JSON answer, compressed or not: it adds
 * `Vary: Accept-Encoding` with `c.header`, which after the handler rebuilds the answer as a
 * WHATWG Response around a web stream of its body (then written through that stream). Here the
 * header is put on the answer's own headers first, so compress finds it and leaves the answer
 * alone unless it compresses it. Set on every answer of a compressible type that is not encoded yet.
 */
export function compressAnswers(): MiddlewareHandler {
  const inner = compress();
  return (c, outer) =>
    inner(c, async () => {
      await outer();
      const headers = c.res.headers;
      const type = headers.get('content-type');
      if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || headers.has('content-encoding')) return;
      const vary = headers.get('vary');
      if (vary === '*' || (vary && namesAcceptEncoding.test(vary))) return;
      setAnswerHeader(c, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    });
}

/**
 * Sets a header on the answer the handler made, in place: `c.header` would rebuild it (see
 * above). An answer whose headers are immutable (a fetched Response) is rebuilt as before.
 */
export function setAnswerHeader(c: Parameters<MiddlewareHandler>[0], name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

import { MAX_PHOTO_BYTES } from '../../../shared/listings';
import { statusMessage } from '../../../shared/outbound';
import { openPublic } from '../../lib/public-get';
import type { Resolve } from '../../lib/public-target';
import type { DownloadPhoto } from './import-photos';
import { MAX_FEED_BYTES } from './parse-kyero';

/** How an import reaches the network: the feed, and each photo. Tests and the bench use the real one. */
export interface ImportTransport {
  /** The feed's bytes as they arrive; a refused address or an HTTP error throws its Spanish reason. */
  openFeed(
    url: string,
    credentials: { username: string | null; password: string | null },
  ): Promise<AsyncIterable<Uint8Array>>;
  download: DownloadPhoto;
}

/** The whole feed request, body included. */
export const FEED_TIMEOUT_MS = 120_000;
/** The longest silence while a feed or a photo arrives. */
export const IDLE_TIMEOUT_MS = 20_000;
/** One photo, body included. */
export const PHOTO_TIMEOUT_MS = 30_000;

/** A failure whose message is the Spanish reason shown in the log (not a server fault). */
const expected = (message: string) => Object.assign(new Error(message), { expected: true });

/**
 * The real transport: every request through the shared SSRF guard (lib/public-get.ts), checked at each
 * hop and connected to the checked address, with size caps and timeouts.
 */
export function createImportTransport(opts: { allowPrivate: boolean; resolve?: Resolve }): ImportTransport {
  return {
    async openFeed(url, credentials) {
      const res = await openPublic({
        url,
        allowPrivate: opts.allowPrivate,
        resolve: opts.resolve,
        username: credentials.username ?? undefined,
        password: credentials.password ?? undefined,
        headers: { accept: 'application/xml, text/xml;q=0.9, */*;q=0.1' },
        timeoutMs: FEED_TIMEOUT_MS,
        idleTimeoutMs: IDLE_TIMEOUT_MS,
        maxBytes: MAX_FEED_BYTES,
      });
      if (res.status !== 200) {
        res.close();
        throw expected(`${statusMessage(res.status)}.`);
      }
      return res.body;
    },
    async download(url, validators) {
      const headers: Record<string, string> = { accept: 'image/jpeg, image/png, image/webp, image/*;q=0.8' };
      if (validators.etag) headers['if-none-match'] = validators.etag;
      if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
      const res = await openPublic({
        url,
        allowPrivate: opts.allowPrivate,
        resolve: opts.resolve,
        headers,
        timeoutMs: PHOTO_TIMEOUT_MS,
        idleTimeoutMs: IDLE_TIMEOUT_MS,
        maxBytes: MAX_PHOTO_BYTES,
      });
      if (res.status === 304) return { notModified: true };
      if (res.status < 200 || res.status > 299) {
        res.close();
        throw expected(`respuesta HTTP ${res.status}`);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of res.body) chunks.push(chunk);
      const header = (name: string) => {
        const v = res.headers[name];
        return typeof v === 'string' && v.length <= 200 ? v : null;
      };
      return {
        notModified: false,
        bytes: Buffer.concat(chunks),
        etag: header('etag'),
        lastModified: header('last-modified'),
      };
    },
  };
}

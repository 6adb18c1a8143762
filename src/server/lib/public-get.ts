import http, { type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { outboundTexts } from '../../shared/outbound';
import {
  checkedLookup,
  OutboundError,
  type PublicTarget,
  type Resolve,
  resolvePublicTarget,
  WEB_SCHEMES,
} from './public-target';

export { statusMessage } from '../../shared/outbound';

export interface OpenPublicOptions {
  /** A URL a user gave: http or https, checked against the SSRF guard at each hop. */
  url: string;
  /** OUTBOUND_ALLOW_PRIVATE_TARGETS: private and loopback addresses pass (never in production). */
  allowPrivate: boolean;
  resolve?: Resolve;
  /** HTTP Basic credentials, sent only to the origin of `url` (dropped on a redirect elsewhere). */
  username?: string;
  password?: string;
  /** Extra request headers, e.g. If-None-Match, If-Modified-Since, Accept. */
  headers?: Record<string, string>;
  /** The whole request, redirects and body included (ms). */
  timeoutMs: number;
  /** The longest silence of the connection (ms); `timeoutMs` when absent. */
  idleTimeoutMs?: number;
  /** The body's limit: a larger Content-Length is refused up front, a longer body while read. */
  maxBytes: number;
  maxRedirects?: number;
  /** Tests: which addresses count as public (see PublicTargetOptions). */
  isPublic?: (address: string) => boolean;
  /** Tests: the certificates trusted instead of the system's. */
  ca?: string;
}

export interface PublicResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The URL that answered, after redirects (without credentials). */
  finalUrl: string;
  /**
   * The body, read once. Iterating it enforces `maxBytes` (OutboundError 'too_big') and the overall
   * timeout ('timeout'); stopping early (break) closes the connection. Empty for a 304.
   */
  body: AsyncIterable<Buffer>;
  /** Closes the connection without reading the body (e.g. a status the caller refuses). */
  close(): void;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The overall deadline of one request and what it must close when it passes: the connection of
 * the current hop. Once failed, whatever error a stream reports is answered with the failure.
 */
class Deadline {
  failure: OutboundError | null = null;
  private readonly open = new Set<{ destroy(err?: Error): unknown }>();
  private readonly waiters = new Set<(err: OutboundError) => void>();
  private readonly timer: NodeJS.Timeout;

  constructor(ms: number) {
    this.timer = setTimeout(() => this.fail(new OutboundError('timeout')), ms);
  }

  fail(err: OutboundError): void {
    if (this.failure) return;
    this.failure = err;
    clearTimeout(this.timer);
    for (const stream of this.open) stream.destroy(err);
    for (const reject of this.waiters) reject(err);
  }

  track(stream: { destroy(err?: Error): unknown }): void {
    this.open.add(stream);
    if (this.failure) stream.destroy(this.failure);
  }

  /** A step (DNS, the response's head) that must not outlast the deadline. */
  race<T>(step: Promise<T>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<T>((resolve, reject) => {
      this.waiters.add(reject);
      step.then(resolve, reject).finally(() => this.waiters.delete(reject));
    });
  }

  /** The request is over (read, refused or closed): stop the clock, close the connection. */
  end(): void {
    clearTimeout(this.timer);
    for (const stream of this.open) stream.destroy();
    this.open.clear();
  }

  /** The error to report: the deadline's own failure wins over what a destroyed stream said. */
  explain(err: unknown): OutboundError {
    return this.failure ?? toOutboundError(err);
  }
}

function toOutboundError(err: unknown): OutboundError {
  if (err instanceof OutboundError) return err;
  const code = (err as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (code === 'ECONNREFUSED') return new OutboundError('refused');
  if (code === 'ETIMEDOUT') return new OutboundError('timeout');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new OutboundError('unresolvable');
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return new OutboundError('unreachable');
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_OSSL/.test(code)) return new OutboundError('tls');
  return new OutboundError('failed');
}

/** One GET to a checked target; resolves with the response's head. */
function send(
  target: PublicTarget,
  headers: Record<string, string>,
  deadline: Deadline,
  opts: OpenPublicOptions,
): Promise<IncomingMessage> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req: ClientRequest = client.request(
      target.url,
      {
        method: 'GET',
        headers,
        lookup: checkedLookup(target),
        agent: false,
        timeout: opts.idleTimeoutMs ?? opts.timeoutMs,
        ...(opts.ca ? { ca: opts.ca } : {}),
      },
      (res) => {
        // Errors reach whoever reads the body; one that is never read must not crash the process.
        res.on('error', () => {});
        deadline.track(res);
        resolve(res);
      },
    );
    deadline.track(req);
    req.on('timeout', () => deadline.fail(new OutboundError('timeout')));
    req.on('error', reject);
    req.end();
  });
}

/** The headers of one hop: the caller's, with Authorization only for the origin it was given to. */
function hopHeaders(
  opts: OpenPublicOptions,
  authorization: string | null,
  origin: string,
  url: URL,
): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': 'Escaparate',
    'accept-encoding': 'identity',
  };
  for (const [name, value] of Object.entries(opts.headers ?? {})) headers[name.toLowerCase()] = value;
  delete headers.authorization;
  delete headers.host;
  if (authorization && url.origin === origin) headers.authorization = authorization;
  return headers;
}

/** Basic credentials from the options, else from the URL's `user:password@` (never sent in the URL). */
function basicAuth(opts: OpenPublicOptions, url: URL): string | null {
  const given = Object.entries(opts.headers ?? {}).find(([k]) => k.toLowerCase() === 'authorization');
  if (given) return given[1];
  const username = opts.username ?? decodeURIComponent(url.username);
  const password = opts.password ?? decodeURIComponent(url.password);
  if (!username && !password) return null;
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

const withoutCredentials = (url: URL): URL => {
  const clean = new URL(url);
  clean.username = '';
  clean.password = '';
  return clean;
};

async function* readBody(res: IncomingMessage, deadline: Deadline, maxBytes: number) {
  let read = 0;
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      read += chunk.length;
      if (read > maxBytes) throw new OutboundError('too_big', outboundTexts.tooBig(maxBytes));
      yield chunk;
    }
    if (!res.complete) throw new OutboundError('failed');
  } catch (err) {
    throw deadline.explain(err);
  } finally {
    deadline.end();
  }
}

async function* nothing(): AsyncIterable<Buffer> {}

/**
 * GETs a URL a user gave (a feed, its photos) under the shared SSRF guard: each hop's target is
 * checked and resolved, and the connection goes to that checked address (TLS still verifies the
 * name). Redirects are followed up to `maxRedirects`, each checked again; https → http is refused.
 * Statuses other than redirects are the caller's to judge (`statusMessage`). Throws OutboundError.
 */
export async function openPublic(opts: OpenPublicOptions): Promise<PublicResponse> {
  const maxRedirects = opts.maxRedirects ?? 3;
  const deadline = new Deadline(opts.timeoutMs);
  const check = (raw: string) =>
    resolvePublicTarget(raw, {
      allowPrivate: opts.allowPrivate,
      resolve: opts.resolve,
      schemes: WEB_SCHEMES,
      allowCredentials: true,
      isPublic: opts.isPublic,
    });
  try {
    let target = await deadline.race(check(opts.url));
    const authorization = basicAuth(opts, target.url);
    const origin = target.url.origin;
    for (let redirects = 0; ; redirects++) {
      target = { ...target, url: withoutCredentials(target.url) };
      const headers = hopHeaders(opts, authorization, origin, target.url);
      const res = await deadline.race(send(target, headers, deadline, opts));
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECTS.has(status) && location) {
        res.destroy();
        if (redirects >= maxRedirects) throw new OutboundError('too_many_redirects');
        if (!URL.canParse(location, target.url)) throw new OutboundError('invalid_url');
        const next = await deadline.race(check(new URL(location, target.url).href));
        if (target.url.protocol === 'https:' && next.url.protocol === 'http:')
          throw new OutboundError('insecure_redirect');
        target = next;
        continue;
      }
      const finalUrl = target.url.href;
      if (status === 304) {
        deadline.end();
        return { status, headers: res.headers, finalUrl, body: nothing(), close: () => {} };
      }
      const length = Number(res.headers['content-length']);
      if (status >= 200 && status < 300 && length > opts.maxBytes)
        throw new OutboundError('too_big', outboundTexts.tooBig(opts.maxBytes));
      return {
        status,
        headers: res.headers,
        finalUrl,
        body: readBody(res, deadline, opts.maxBytes),
        close: () => deadline.end(),
      };
    }
  } catch (err) {
    const error = deadline.explain(err);
    deadline.end();
    throw error;
  }
}

/** {@link openPublic} with the whole body read into memory (bounded by `maxBytes`). */
export async function getPublicBuffer(
  opts: OpenPublicOptions,
): Promise<Omit<PublicResponse, 'body' | 'close'> & { body: Buffer }> {
  const { body, close: _, ...response } = await openPublic(opts);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return { ...response, body: Buffer.concat(chunks) };
}

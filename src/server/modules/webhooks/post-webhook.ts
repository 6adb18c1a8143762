import http from 'node:http';
import https from 'node:https';
import { checkedLookup } from '../../lib/public-target';
import { type Resolve, resolveTarget, WebhookTargetError } from './webhook-target';

/** What one HTTP attempt came to: a status code, or the Spanish reason there was none. */
export interface PostOutcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export const postErrorTexts = {
  timeout: 'Sin respuesta a tiempo',
  refused: 'Conexión rechazada',
  unreachable: 'No se pudo conectar',
  tls: 'Certificado HTTPS no válido',
  notResolved: 'Dominio no encontrado',
  failed: 'Error de conexión',
} as const;

function describe(err: NodeJS.ErrnoException): string {
  const code = err.code ?? '';
  if (code === 'ECONNREFUSED') return postErrorTexts.refused;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return postErrorTexts.notResolved;
  if (/CERT|SSL|TLS|SELF_SIGNED/.test(code)) return postErrorTexts.tls;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return postErrorTexts.unreachable;
  return postErrorTexts.failed;
}

/** A body the receiver answers with is read up to this and dropped: only its status matters. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * POSTs a signed body to a webhook. The target is checked and resolved here, at delivery time (DNS
 * may have changed since it was saved), and the connection goes to that checked address: a `lookup`
 * that answers it, so a second DNS answer cannot swap in a private one. Redirects are not followed.
 */
export async function postWebhook(opts: {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivate: boolean;
  resolve?: Resolve;
}): Promise<PostOutcome> {
  const t0 = performance.now();
  const elapsed = () => Math.round(performance.now() - t0);
  let target: Awaited<ReturnType<typeof resolveTarget>>;
  try {
    target = await resolveTarget(opts.url, { allowPrivate: opts.allowPrivate, resolve: opts.resolve });
  } catch (err) {
    const error = err instanceof WebhookTargetError ? err.message : postErrorTexts.failed;
    return { statusCode: null, error, durationMs: elapsed() };
  }
  const { url } = target;
  const lookup = checkedLookup(target);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const done = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup,
        headers: { ...opts.headers, 'content-length': String(Buffer.byteLength(opts.body)) },
        timeout: opts.timeoutMs,
        agent: false,
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) res.destroy();
        });
        const finish = () => done({ statusCode: res.statusCode ?? null, error: null });
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    // The whole attempt, not only an idle socket, is bounded by the timeout.
    const timer = setTimeout(
      () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
      opts.timeoutMs,
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) =>
      done({
        statusCode: null,
        error: err.code === 'ETIMEDOUT' ? postErrorTexts.timeout : describe(err),
      }),
    );
    req.on('close', () => clearTimeout(timer));
    req.end(opts.body);
  });
}

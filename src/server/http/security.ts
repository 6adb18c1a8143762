import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from '../lib/app-error';

/** The origin of the photos when a CDN or bucket serves them (UPLOADS_PUBLIC_URL), for the CSP. */
export const imageOriginsOf = (uploadsPublicUrl: string | undefined): string[] =>
  uploadsPublicUrl?.startsWith('http') ? [new URL(uploadsPublicUrl).origin] : [];

/** CSP and friends on every response; `imageOrigins` adds a CDN or bucket that serves the photos. */
export function securityHeaders(opts: { imageOrigins?: string[] } = {}): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and React set inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(opts.imageOrigins ?? [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    // A route may set a stricter header itself (the QR redirect sends no referrer).
    overwrite: false,
  });
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF protection for state-changing requests: a browser always sends Origin (and
 * Sec-Fetch-Site) cross-site, so a request from another site is refused. Clients that
 * send neither (curl, server-to-server webhooks) are not browsers and carry no cookies of ours;
 * so a request with a cookie and neither header must at least be JSON (a plain form or a
 * `text/plain` body, which an old browser could send from another site without asking, is refused).
 */
export function csrfProtection(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (unsafeMethods.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const sameHost = origin && safeHost(origin) === c.req.header('host');
      if (origin && origin !== 'null' ? !allowed.has(origin) && !sameHost : origin === 'null') {
        throw new AppError('forbidden', 'Solicitud rechazada: origen no permitido.');
      }
      if (site === 'cross-site') throw new AppError('forbidden', 'Solicitud rechazada: origen no permitido.');
      if (!origin && !site && c.req.header('cookie')) {
        const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
        if (type !== 'application/json')
          throw new AppError('forbidden', 'Solicitud rechazada: falta el origen de la solicitud.');
      }
    }
    await next();
  };
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

import type { DiagnosticError } from '../../../shared/diagnostics';

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  cause?: ErrorLike;
}

/**
 * The message and code of a failed check. Drizzle wraps the driver's error (node-postgres or
 * PGlite) as `cause`; the SQLSTATE (`42P01`, `57P01`, …) is the code the page shows.
 */
export function diagnosticError(err: unknown): DiagnosticError {
  const outer = (err ?? {}) as ErrorLike;
  const inner = outer.cause ?? outer;
  const code = [inner.code, outer.code].find((c) => typeof c === 'string' && c.length > 0);
  const message = [inner.message, outer.message].find((m) => typeof m === 'string' && m.length > 0);
  return { message: (message as string | undefined) ?? String(err), code: (code as string) ?? 'unknown' };
}

import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import type { z } from 'zod';
import { AppError, errorBody, validationError } from './errors';

/** Reads a JSON body and validates it with the shared zod schema; malformed JSON is a 400. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('bad_request', 'El cuerpo de la solicitud no es JSON válido.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Reads the query string and validates it with the shared zod schema. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The bytes of the multipart field `file`; a missing or empty file is a Spanish validation error. */
export async function readUpload(
  c: Context,
  texts: { noneChosen: string; badUpload: string },
): Promise<Buffer> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError('bad_request', texts.badUpload);
  }
  const file = body.file;
  if (!(file instanceof File) || file.size === 0) throw new AppError('validation', texts.noneChosen);
  return Buffer.from(await file.arrayBuffer());
}

const OWN_CAP = Symbol('own body cap');

/**
 * A route's own body cap (an upload: the file plus the multipart envelope), answered with a
 * Spanish 413. The app-wide cap (bodyCap in app.ts) gives way to it.
 */
export function uploadCap(opts: { maxBytes: number; tooBig: string }): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: opts.maxBytes,
    onError: (c) => c.json(errorBody('payload_too_large', opts.tooBig), 413),
  });
  return Object.assign(limit, { [OWN_CAP]: true });
}

/** Whether the route declares its own body cap (uploadCap): the app-wide one, and reading it early, give way. */
export const hasOwnCap = (c: Context) => matchedRoutes(c).some((r) => OWN_CAP in r.handler);

/** The cap on every other body: refused with 413 before it is read. */
export function bodyCap(maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json(errorBody('payload_too_large'), 413),
  });
  return (c, next) => (hasOwnCap(c) ? next() : limit(c, next));
}

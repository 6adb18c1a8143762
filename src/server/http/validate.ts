import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';
import { errorBody, validationError } from './errors';

/**
 * A body read as JSON: its value, or `json: false` when the text is not JSON (`tooDeep` when it
 * nests deeper than MAX_JSON_DEPTH: not parsed at all).
 */
export type ParsedBody = { json: true; value: unknown } | { json: false; tooDeep?: true };

/**
 * How deep a JSON body may nest: no request of the API goes past 5 levels. A body nested 10.000
 * deep parses, but every walk over it afterwards (the control-character guard) overflows the stack.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `text` opens more than `max` arrays or objects inside each other (strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

const parsedBodies = new WeakMap<Request, Promise<ParsedBody>>();

/**
 * The request's body parsed as JSON, once per request whoever asks (the control-character guard,
 * the route, its language): read through Hono's body cache, so on node:http it is read straight
 * from the socket's stream (no WHATWG Request or web stream is built for it). Rejects when the
 * body cannot be read (over the cap of a chunked body, a client gone).
 */
export function bodyJson(c: Context): Promise<ParsedBody> {
  const raw = c.req.raw;
  let parsed = parsedBodies.get(raw);
  if (!parsed) {
    parsed = c.req.text().then((text): ParsedBody => {
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { json: false, tooDeep: true };
      try {
        return { json: true, value: JSON.parse(text) };
      } catch {
        return { json: false };
      }
    });
    parsedBodies.set(raw, parsed);
  }
  return parsed;
}

/** `bodyJson`, with a body that cannot be read taken as no JSON (the caller answers that). */
export const bodyJsonOrNone = (c: Context): Promise<ParsedBody> =>
  bodyJson(c).catch((): ParsedBody => ({ json: false }));

/** Reads a JSON body and validates it with the shared zod schema; malformed JSON is a 400. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const body = await bodyJsonOrNone(c);
  if (!body.json) throw new AppError('bad_request', 'El cuerpo de la solicitud no es JSON válido.');
  const parsed = schema.safeParse(body.value);
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

/** Whether the request can carry a body at all (GET and HEAD bodies are never read). */
export const mayHaveBody = (c: Context) => c.req.method !== 'GET' && c.req.method !== 'HEAD';

/**
 * The cap on every other body: refused with 413 before it is read. A body of declared length
 * (what browsers send) is judged by its Content-Length, which node:http holds the body to, so the
 * body is then read straight from the socket; one without (chunked) is counted as it streams in.
 */
export function bodyCap(maxBytes: number): MiddlewareHandler {
  const tooLarge = (c: Context) => c.json(errorBody('payload_too_large'), 413);
  const limit = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return (c, next) => {
    if (hasOwnCap(c) || !mayHaveBody(c)) return next();
    const length = c.req.header('content-length');
    if (length !== undefined && /^\d+$/.test(length) && c.req.header('transfer-encoding') === undefined)
      return Number(length) > maxBytes ? Promise.resolve(tooLarge(c)) : next();
    return limit(c, next);
  };
}

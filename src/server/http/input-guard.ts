import type { Context, MiddlewareHandler } from 'hono';
import { controlCharsText, fieldLabel, findControlChars, hasControlChars } from '../../shared/control-chars';
import { AppError } from '../lib/app-error';
import { bodyJson, hasOwnCap, mayHaveBody } from './validate';

/** A 422 naming the field (its on-screen name) that holds control characters. */
function refuse(path: string): never {
  const message = controlCharsText(fieldLabel(path || 'texto'));
  throw new AppError('validation', message, { [path || '_']: message });
}

export const guardTexts = {
  tooDeep: 'La solicitud anida demasiados niveles de datos.',
  badPath: 'La dirección de la solicitud contiene caracteres no permitidos (invisibles o de control).',
};

/** The path as the routes read their parameters (decoded), or the raw one when it cannot be decoded. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A JSON body as sent, or undefined when there is none or it is not JSON (the route answers that). */
async function jsonBody(c: Context): Promise<unknown> {
  // A route with its own cap (an upload) reads its body itself, under that cap.
  if (!mayHaveBody(c) || hasOwnCap(c)) return undefined;
  const type = c.req.header('content-type') ?? '';
  // Uploads stream into their own intake; forms are checked by their schema, which answers
  // the page with the message under the field.
  if (type.startsWith('multipart/') || type.startsWith('application/x-www-form-urlencoded')) {
    return undefined;
  }
  // Read once (bodyJson): routes, and better-auth through Hono's body cache (auth.routes.ts), reuse it.
  const body = await bodyJson(c);
  if (!body.json && body.tooDeep) throw new AppError('validation', guardTexts.tooDeep);
  return body.json ? body.value : undefined;
}

/**
 * Refuses control characters (NUL above all: PostgreSQL cannot store it, so it would end in a 500)
 * in the path, any query parameter or JSON body of the API, and a body nested deeper than
 * MAX_JSON_DEPTH, for every route at once, with a Spanish 422.
 * Mounted after the body cap, so it never reads more than that. Each shared schema also refuses
 * them in its one-line fields, so forms say it under the field first.
 */
export function controlCharGuard(): MiddlewareHandler {
  return async (c, next) => {
    // A NUL in a slug or an id (`/api/public/listings/%00/leads`) would reach the database.
    if (hasControlChars(decodedPath(c.req.path))) throw new AppError('validation', guardTexts.badPath);
    const query = findControlChars(c.req.queries());
    if (query !== null) refuse(query.replace(/\.\d+$/, ''));
    const body = await jsonBody(c);
    const found = body === undefined ? null : findControlChars(body);
    if (found !== null) refuse(found);
    await next();
  };
}

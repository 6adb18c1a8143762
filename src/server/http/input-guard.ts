import type { Context, MiddlewareHandler } from 'hono';
import { controlCharsText, fieldLabel, findControlChars } from '../../shared/control-chars';
import { AppError } from './errors';
import { bodyJson, hasOwnCap, mayHaveBody } from './validate';

/** A 422 naming the field (its on-screen name) that holds control characters. */
function refuse(path: string): never {
  const message = controlCharsText(fieldLabel(path || 'texto'));
  throw new AppError('validation', message, { [path || '_']: message });
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
  return body.json ? body.value : undefined;
}

/**
 * Refuses control characters (NUL above all: PostgreSQL cannot store it, so it would end in a 500)
 * in any query parameter or JSON body of the API, for every route at once, with a Spanish 422.
 * Mounted after the body cap, so it never reads more than that. Each shared schema also refuses
 * them in its one-line fields, so forms say it under the field first.
 */
export function controlCharGuard(): MiddlewareHandler {
  return async (c, next) => {
    const query = findControlChars(c.req.queries());
    if (query !== null) refuse(query.replace(/\.\d+$/, ''));
    const body = await jsonBody(c);
    const found = body === undefined ? null : findControlChars(body);
    if (found !== null) refuse(found);
    await next();
  };
}

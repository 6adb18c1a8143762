import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, validationError } from './errors';

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

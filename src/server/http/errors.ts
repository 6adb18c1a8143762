import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { type ApiErrorBody, dataErrorTexts, type ErrorCode, httpStatusOf } from '../../shared/errors';
import { AppError } from '../lib/app-error';
import type { Logger } from '../logger';

export function validationError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? dataErrorTexts.validation;
  return new AppError('validation', first, fields);
}

export function errorBody(code: ErrorCode, message?: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message: message ?? dataErrorTexts[code], ...(fields ? { fields } : {}) } };
}

/** Hono onError: AppError → its status; anything unknown → 500 with a Spanish message, logged. */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) {
      return c.json(
        errorBody(err.code, err.message, err.fields),
        httpStatusOf[err.code] as ContentfulStatusCode,
      );
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const code: ErrorCode =
        status === 413 ? 'payload_too_large' : status === 403 ? 'forbidden' : 'bad_request';
      return c.json(errorBody(code), status as ContentfulStatusCode);
    }
    logger.error({ err, path: c.req.path, method: c.req.method }, 'unhandled error');
    return c.json(errorBody('internal'), 500);
  };
}

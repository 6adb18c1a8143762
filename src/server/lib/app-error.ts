import { dataErrorTexts, type ErrorCode } from '../../shared/errors';

/**
 * The one error services throw: a code from the error catalogue (src/shared/errors.ts) and its
 * Spanish message. The HTTP layer turns it into `{ error: { code, message } }` with the code's
 * status (http/errors.ts); jobs log it. Services throw it without knowing they answer HTTP.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = dataErrorTexts[code],
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

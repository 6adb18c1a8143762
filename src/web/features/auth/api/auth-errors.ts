import { authErrorText, authTexts } from '../../../../shared/auth-texts';

/** What better-auth's client returns as `error`, or our own `{ error: { code, message } }` body. */
interface ClientError {
  status?: number;
  code?: string;
  message?: string;
  error?: { code?: string; message?: string };
}

/**
 * The Spanish message for an auth failure. Our API already speaks Spanish (better-auth's codes are
 * put in Spanish by the server, from the same shared texts); the code is read here too, so a
 * failure the client makes up itself never shows English.
 */
export function authErrorMessage(error: ClientError | null | undefined): string {
  if (!error) return authTexts.genericError;
  if (error.error?.message) return error.error.message;
  if (error.status === 429) return authTexts.tooManyRequests;
  return authErrorText(error.code);
}

export const isEmailNotVerified = (error: ClientError | null | undefined) =>
  error?.code === 'EMAIL_NOT_VERIFIED';

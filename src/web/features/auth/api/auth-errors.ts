import { authTexts } from '../../../../shared/auth-texts';

/** What better-auth's client returns as `error`, or our own `{ error: { code, message } }` body. */
interface ClientError {
  status?: number;
  code?: string;
  message?: string;
  error?: { code?: string; message?: string };
}

const byCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: authTexts.invalidCredentials,
  EMAIL_NOT_VERIFIED: authTexts.emailNotVerified,
  USER_ALREADY_EXISTS: authTexts.userExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: authTexts.userExists,
  INVALID_TOKEN: authTexts.resetInvalidToken,
  TOKEN_EXPIRED: authTexts.resetInvalidToken,
  PASSWORD_TOO_SHORT: authTexts.passwordTooShort,
  PASSWORD_TOO_LONG: authTexts.passwordTooLong,
  INVALID_EMAIL: authTexts.invalidEmail,
};

/** The Spanish message for an auth failure; our API already speaks Spanish. */
export function authErrorMessage(error: ClientError | null | undefined): string {
  if (!error) return authTexts.genericError;
  if (error.error?.message) return error.error.message;
  if (error.status === 429) return authTexts.tooManyRequests;
  if (error.code && byCode[error.code]) return byCode[error.code]!;
  return authTexts.genericError;
}

export const isEmailNotVerified = (error: ClientError | null | undefined) =>
  error?.code === 'EMAIL_NOT_VERIFIED';

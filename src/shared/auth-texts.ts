/** "1 segundo", "40 segundos", "2 minutos". */
const waitText = (seconds: number) =>
  seconds < 60
    ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`
    : `${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minuto' : 'minutos'}`;

/** Spanish texts of the account screens (verbatim where quoted: decision 017 → Language and texts). */
export const authTexts = {
  required: 'Por favor, completa todos los campos.',
  nameTooLong: (max: number) => `El nombre puede tener como mucho ${max} caracteres.`,
  passwordsDontMatch: 'Las contraseñas no coinciden.',
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres.',
  passwordTooLong: 'La contraseña no puede tener más de 128 caracteres.',
  passwordBlank: 'La contraseña no puede ser solo espacios.',
  invalidEmail: 'Introduce un e-mail válido.',
  loginErrorTitle: 'Error de acceso',
  registerErrorTitle: 'Error de registro',
  registerSuccess: 'Registro exitoso: verifica tu email',
  registerSuccessDescription: 'Te hemos enviado un e-mail de confirmación. Ábrelo para activar tu cuenta.',
  /** Sign-up (own account or from an invitation): the box that must be ticked, with both texts linked. */
  acceptTermsBefore: 'He leído y acepto los ',
  acceptTermsTerms: 'Términos',
  acceptTermsBetween: ' y la ',
  acceptTermsPrivacy: 'Política de privacidad',
  /** The Terms' rule ("Quién puede contratar"): stated where the account is made. */
  adultsOnly: 'Debes ser mayor de 18 años y tener capacidad para contratar.',
  acceptTermsRequired: 'Para crear la cuenta debes aceptar los Términos y la Política de privacidad.',
  confirmationNote: 'Te enviaremos un e-mail de confirmación para activar tu cuenta.',
  invalidCredentials: 'E-mail o contraseña incorrectos.',
  emailNotVerified:
    'Tu e-mail aún no está verificado. Revisa tu bandeja de entrada o pide un nuevo e-mail de confirmación.',
  resendVerification: 'Reenviar e-mail de confirmación',
  verificationResent: 'Te hemos reenviado el e-mail de confirmación.',
  userExists: 'Ya existe una cuenta con este e-mail.',
  tooManyRequests: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  /** Sign-in slowed down after several wrong passwords (auth/sign-in-throttle.ts). */
  signInWait: (seconds: number) =>
    `Demasiados intentos fallidos. Espera ${waitText(seconds)} e inténtalo de nuevo.`,
  /** Sign-in slowed down for the account, over every address, on a browser it does not know. */
  accountSignInWait: (seconds: number) =>
    `Demasiados intentos fallidos en esta cuenta. Espera ${waitText(seconds)} o restablece tu contraseña.`,
  demoStarting: 'La cuenta de demostración se está preparando. Inténtalo de nuevo en unos segundos.',
  resetRequested:
    'Si existe una cuenta con ese e-mail, te hemos enviado un enlace para restablecer la contraseña.',
  resetDone: 'Contraseña actualizada. Ya puedes iniciar sesión.',
  resetInvalidToken:
    'El enlace para restablecer la contraseña no es válido o ha caducado. Solicita uno nuevo.',
  emailVerified: 'E-mail verificado. Ya puedes iniciar sesión.',
  verifyInvalidToken:
    'El enlace de confirmación no es válido o ha caducado. Inicia sesión para pedir uno nuevo.',
  genericError: 'Algo ha fallado. Inténtalo de nuevo.',
  /** Sign-in from a page opened at another address than PUBLIC_URL (its cookies would not match). */
  wrongAddress: (publicUrl: string) =>
    `Has abierto Escaparate desde otra dirección. Ábrelo en ${publicUrl} e inténtalo de nuevo.`,
  loading: 'Cargando...',
  invalidPassword: 'La contraseña no es correcta.',
  sessionExpired: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  alreadyVerified: 'Este e-mail ya está verificado. Ya puedes iniciar sesión.',
  invalidRequest: 'Revisa los datos del formulario.',
  wrongPage: 'Has abierto esta página desde otra dirección. Recárgala e inténtalo de nuevo.',
} as const;

/**
 * better-auth's error codes in Spanish: the server answers with these (auth-errors.ts) and the
 * account screens read them by code; any other code is `genericError`.
 */
const authErrorTexts: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: authTexts.invalidCredentials,
  INVALID_PASSWORD: authTexts.invalidPassword,
  EMAIL_NOT_VERIFIED: authTexts.emailNotVerified,
  USER_ALREADY_EXISTS: authTexts.userExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: authTexts.userExists,
  INVALID_TOKEN: authTexts.resetInvalidToken,
  TOKEN_EXPIRED: authTexts.resetInvalidToken,
  PASSWORD_TOO_SHORT: authTexts.passwordTooShort,
  PASSWORD_TOO_LONG: authTexts.passwordTooLong,
  INVALID_EMAIL: authTexts.invalidEmail,
  EMAIL_ALREADY_VERIFIED: authTexts.alreadyVerified,
  SESSION_EXPIRED: authTexts.sessionExpired,
  SESSION_NOT_FRESH: authTexts.sessionExpired,
  VALIDATION_ERROR: authTexts.invalidRequest,
  MISSING_FIELD: authTexts.required,
  BODY_MUST_BE_AN_OBJECT: authTexts.invalidRequest,
  FIELD_NOT_ALLOWED: authTexts.invalidRequest,
  INVALID_ORIGIN: authTexts.wrongPage,
  MISSING_OR_NULL_ORIGIN: authTexts.wrongPage,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: authTexts.wrongPage,
};

/**
 * The Spanish text of a better-auth error code (`genericError` for one we do not show as such);
 * `verifying`: the token was an e-mail confirmation link's, not a password reset's.
 */
export function authErrorText(code: string | undefined, opts: { verifying?: boolean } = {}): string {
  if (opts.verifying && (code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED'))
    return authTexts.verifyInvalidToken;
  return (code && authErrorTexts[code]) || authTexts.genericError;
}

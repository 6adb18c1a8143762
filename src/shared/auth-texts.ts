/** Spanish texts of the account screens (verbatim where quoted: decision 017 → Language and texts). */
export const authTexts = {
  required: 'Por favor, completa todos los campos.',
  passwordsDontMatch: 'Las contraseñas no coinciden.',
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres.',
  passwordTooLong: 'La contraseña no puede tener más de 128 caracteres.',
  invalidEmail: 'Introduce un e-mail válido.',
  loginErrorTitle: 'Error de acceso',
  registerErrorTitle: 'Error de registro',
  registerSuccess: 'Registro exitoso: verifica tu email',
  registerSuccessDescription: 'Te hemos enviado un e-mail de confirmación. Ábrelo para activar tu cuenta.',
  confirmationNote: 'Te enviaremos un e-mail de confirmación para activar tu cuenta.',
  invalidCredentials: 'E-mail o contraseña incorrectos.',
  emailNotVerified:
    'Tu e-mail aún no está verificado. Revisa tu bandeja de entrada o pide un nuevo e-mail de confirmación.',
  resendVerification: 'Reenviar e-mail de confirmación',
  verificationResent: 'Te hemos reenviado el e-mail de confirmación.',
  userExists: 'Ya existe una cuenta con este e-mail.',
  tooManyRequests: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
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
} as const;

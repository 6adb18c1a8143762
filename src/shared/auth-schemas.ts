import { z } from 'zod';
import { authTexts as t } from './auth-texts';
import { noControlChars } from './control-chars';

/** Limits of the account forms, shared by the browser and the server. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

const requiredText = z.string({ error: t.required }).trim().min(1, { error: t.required });
export const emailField = requiredText
  .max(254, { error: t.invalidEmail })
  .refine(...noControlChars('E-mail'))
  .pipe(z.email({ error: t.invalidEmail }));
export const passwordField = z
  .string({ error: t.required })
  .min(1, { error: t.required })
  .min(PASSWORD_MIN, { error: t.passwordTooShort })
  .max(PASSWORD_MAX, { error: t.passwordTooLong })
  .refine((v) => v.trim().length > 0, { error: t.passwordBlank });

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: t.required }).min(1, { error: t.required }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The ticked box "He leído y acepto los Términos y la Política de privacidad" (never pre-ticked). */
export const acceptTermsField = z
  .boolean({ error: t.acceptTermsRequired })
  .refine((v) => v, { error: t.acceptTermsRequired });

/** A person's name on their account (better-auth's `name`): the team's limit, one line. */
export const USER_NAME_MAX = 100;
export const userNameField = z
  .string({ error: t.required })
  .trim()
  .max(USER_NAME_MAX, { error: t.nameTooLong(USER_NAME_MAX) })
  .refine(...noControlChars('Nombre'));

/** What the server checks on sign-up (the form adds the confirmation). */
export const signUpSchema = z.object({
  email: emailField,
  password: passwordField,
  acceptTerms: acceptTermsField,
  name: userNameField.optional(),
});

/** What the server checks when people change their own account (better-auth's update-user). */
export const updateUserBodySchema = z.object({ name: userNameField.optional() });

/** The password typed twice: the form's confirmation (the server never sees it). */
const confirmPasswordField = z.string({ error: t.required }).min(1, { error: t.required });

export const registerSchema = signUpSchema
  .extend({ confirmPassword: confirmPasswordField })
  .refine((v) => v.password === v.confirmPassword, {
    error: t.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: passwordField, confirmPassword: confirmPasswordField })
  .refine((v) => v.password === v.confirmPassword, {
    error: t.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const resendVerificationSchema = z.object({ email: emailField });

/** What the server checks on a password reset (better-auth's body: the token and the new password). */
export const resetPasswordBodySchema = z.object({ newPassword: passwordField });

/** What the server checks on a password change (the form adds the confirmation). */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string({ error: t.required }).min(1, { error: t.required }),
  newPassword: passwordField,
});

/** Configuración → Seguridad: a new password for the signed-in user; the other sessions end. */
export const changePasswordSchema = changePasswordBodySchema
  .extend({ confirmPassword: confirmPasswordField })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: t.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

import { toE164 } from '../../../shared/phone';

/** A text message the app sends (a visit sheet's one-time code). */
export interface SmsMessage {
  /** The phone as the user typed it: a Spanish number, or any with its country (+ or 00). */
  to: string;
  body: string;
}

/** Sends text messages: the outbox (embedded default) or Twilio. */
export interface SmsSender {
  readonly kind: 'outbox' | 'twilio';
  /** Throws SmsError; its message is Spanish and safe to show (no phone, no credential). */
  send(message: SmsMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Why a message did not go: `invalid` (this phone or text will never go: ask for another),
 * `not_configured` (the gateway refused our credentials or sender: the operator's to fix),
 * `rate_limited`, `unavailable` and `timeout` (retryable: try again later; after a timeout the
 * message may have gone all the same).
 */
export type SmsFailure = 'invalid' | 'not_configured' | 'rate_limited' | 'unavailable' | 'timeout';

export class SmsError extends Error {
  override readonly name = 'SmsError';
  /** True when sending the same message later may work. */
  readonly retryable: boolean;
  constructor(
    readonly reason: SmsFailure,
    message: string,
    readonly details: {
      /** The gateway's HTTP status and its own error code (Twilio's 21211…), for the log. */
      status?: number;
      code?: number;
      /** A 429's Retry-After, in seconds. */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.retryable = reason === 'rate_limited' || reason === 'unavailable' || reason === 'timeout';
  }
}

/** The longest text sent: Twilio's limit for one message (split in up to 10 segments). */
export const SMS_MAX_CHARS = 1600;

/** What the user is told, by failure. */
export const smsErrorMessages = {
  invalidPhone: 'El número de teléfono no es válido para enviar un SMS. Revísalo, por favor.',
  notMobile: 'Ese número no puede recibir SMS. Indica un móvil, por favor.',
  optedOut: 'Ese número ha pedido no recibir SMS nuestros. Usa otro número o el e-mail.',
  badBody: 'El texto del SMS está vacío o es demasiado largo.',
  notConfigured: 'Ahora no podemos enviar SMS. Usa el e-mail o inténtalo más tarde.',
  unavailable: 'No hemos podido enviar el SMS. Inténtalo de nuevo en unos minutos.',
} as const;

/** The message as every sender sends it: the phone in E.164, the text checked; throws SmsError. */
export function prepareSms(message: SmsMessage): SmsMessage {
  const to = toE164(message.to);
  if (!to) throw new SmsError('invalid', smsErrorMessages.invalidPhone);
  if (!message.body.trim() || message.body.length > SMS_MAX_CHARS)
    throw new SmsError('invalid', smsErrorMessages.badBody);
  return { to, body: message.body };
}

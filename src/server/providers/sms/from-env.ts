import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { createOutboxSmsSender } from './outbox';
import type { SmsSender } from './sms';
import { createTwilioSmsSender } from './twilio';

/** The variables it reads, as env.ts parses them (it checks the three come together). */
export type SmsEnv = Pick<
  Env,
  'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_BASE'
>;

/** Twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM; else the outbox table. */
export function smsSenderFromEnv(env: SmsEnv, db: Db, logger: Logger): SmsSender {
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)
    return createTwilioSmsSender({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM,
      apiBase: env.TWILIO_API_BASE,
      logger,
    });
  return createOutboxSmsSender(db, logger);
}

/**
 * The warning a production server logs at start when SMS stay in the outbox. Unlike mail it starts
 * all the same: only a visit sheet's code to a phone needs SMS, every account e-mail does not.
 */
export function smsStartWarning(env: Pick<Env, 'NODE_ENV'>, sms: Pick<SmsSender, 'kind'>): string | null {
  if (env.NODE_ENV !== 'production' || sms.kind !== 'outbox') return null;
  return (
    'SMS are kept in the database outbox (sms_outbox) and never sent: no text message (a visit ' +
    "sheet's one-time code) reaches a phone. Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and " +
    'TWILIO_FROM to send them with Twilio. See README, Configuration.'
  );
}

import { type ContactValues, contactTexts } from '../../../shared/contact';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import { JOBS } from '../../jobs/job-types';
import { checkLimit, type LimitRule } from '../../providers/limits/limit-store';
import { submitContactMessage } from './submit-contact-message';

/**
 * Per visitor IP: past it, messages are refused (429). Per sender e-mail: past it, the message is
 * still taken and reaches sales, but that address is sent no more confirmations. Anyone can type
 * someone else's e-mail, so a cap on it must not refuse that person's own message (decisions →
 * Abuse); it only keeps strangers from filling their inbox.
 */
export const CONTACT_LIMITS = { perIp: 5, perEmail: 3, windowMs: 10 * 60_000 } as const;
const byIp: LimitRule = {
  name: 'contact-ip',
  limit: CONTACT_LIMITS.perIp,
  windowMs: CONTACT_LIMITS.windowMs,
};
const byEmail: LimitRule = {
  name: 'contact-email',
  limit: CONTACT_LIMITS.perEmail,
  windowMs: CONTACT_LIMITS.windowMs,
};

/** `id`: the stored message (null for a bot's); `confirmation`: the sender is mailed one. */
export type ContactIntake = (opts: {
  values: ContactValues;
  ip: string;
}) => Promise<{ id: string | null; confirmation: boolean }>;

/**
 * The one way a contact message comes in, shared by the JSON endpoint and the page's form post,
 * so both count against the same limits.
 */
export function createContactIntake(deps: AppDeps): ContactIntake {
  return async ({ values, ip }) => {
    if (!(await checkLimit(deps.limits, byIp, ip)).allowed)
      throw new AppError('rate_limited', contactTexts.tooMany);
    // The honeypot: a person never fills it. A bot is told "sent" and nothing is stored or mailed.
    if (values.website) {
      deps.logger.warn('contact honeypot filled: dropped');
      return { id: null, confirmation: true };
    }
    const ack = (await checkLimit(deps.limits, byEmail, values.email.toLowerCase())).allowed;
    const row = await submitContactMessage({ db: deps.database.db, values });
    deps.logger.info({ contactMessageId: row.id, ack }, 'contact message received');
    // The message is committed: the sender is told so even if its e-mails cannot be queued now.
    try {
      await deps.jobs.send(JOBS.contactMail, { messageId: row.id, ack }, { singletonKey: row.id });
    } catch (err) {
      deps.logger.error({ err, contactMessageId: row.id }, 'could not queue the contact e-mails');
    }
    return { id: row.id, confirmation: ack };
  };
}

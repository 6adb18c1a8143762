import { type ContactValues, contactTexts } from '../../../shared/contact';
import type { AppDeps } from '../../context';
import { JOBS } from '../../jobs/job-types';
import { createIntakeGuard } from '../../lib/intake-guard';
import { submitContactMessage } from './submit-contact-message';

/** Per visitor IP and per sender e-mail (the guard's doc says what each cap does). */
export const CONTACT_LIMITS = { perIp: 5, perEmail: 3, windowMs: 10 * 60_000 } as const;
const guard = createIntakeGuard({ name: 'contact', limits: CONTACT_LIMITS, tooMany: contactTexts.tooMany });

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
    // A bot is told "sent" and nothing is stored or mailed.
    const verdict = await guard(deps, { ip, email: values.email, website: values.website });
    if (!verdict) return { id: null, confirmation: true };
    const ack = verdict.mail;
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

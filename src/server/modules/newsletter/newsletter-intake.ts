import { newsletterTexts } from '../../../shared/newsletter';
import type { AppDeps } from '../../context';
import { JOBS } from '../../jobs/job-types';
import { createIntakeGuard } from '../../lib/intake-guard';
import { subscribeNewsletter } from './subscribe-newsletter';

/**
 * Per visitor IP and per address (lib/intake-guard.ts). Past the address's, no further confirmation
 * is sent: the last one sent is still in that inbox, and its link still works (a token is only
 * replaced by a confirmation that is sent).
 */
export const NEWSLETTER_LIMITS = { perIp: 10, perEmail: 3, windowMs: 60 * 60_000 } as const;
const guard = createIntakeGuard({
  name: 'newsletter',
  limits: NEWSLETTER_LIMITS,
  tooMany: newsletterTexts.tooMany,
});

export type NewsletterIntake = (opts: { email: string; website: string; ip: string }) => Promise<void>;

/** The one way a sign-up comes in (form post and JSON): limits, honeypot, store, queue the e-mail. */
export function createNewsletterIntake(deps: AppDeps): NewsletterIntake {
  return async ({ email, website, ip }) => {
    const verdict = await guard(deps, { ip, email, website });
    if (!verdict) return;
    const { mail } = verdict;
    const row = await subscribeNewsletter({ db: deps.database.db, email });
    deps.logger.info({ subscriberId: row.id, mail }, 'newsletter sign-up');
    if (!mail) return;
    // The sign-up is stored; the next attempt (or its retry) sends the e-mail if this queueing fails.
    try {
      await deps.jobs.send(JOBS.newsletterConfirmation, { subscriberId: row.id }, { singletonKey: row.id });
    } catch (err) {
      deps.logger.error({ err, subscriberId: row.id }, 'could not queue the newsletter confirmation');
    }
  };
}

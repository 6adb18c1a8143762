import { newsletterTexts } from '../../../shared/newsletter';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import { JOBS } from '../../jobs/job-types';
import { checkLimit, type LimitRule } from '../../providers/limits/limit-store';
import { subscribeNewsletter } from './subscribe-newsletter';

/** Per visitor IP, and per address: nobody can flood someone's inbox with confirmation e-mails. */
export const NEWSLETTER_LIMITS = { perIp: 10, perEmail: 3, windowMs: 60 * 60_000 } as const;
const byIp: LimitRule = {
  name: 'newsletter-ip',
  limit: NEWSLETTER_LIMITS.perIp,
  windowMs: NEWSLETTER_LIMITS.windowMs,
};
const byEmail: LimitRule = {
  name: 'newsletter-email',
  limit: NEWSLETTER_LIMITS.perEmail,
  windowMs: NEWSLETTER_LIMITS.windowMs,
};

export type NewsletterIntake = (opts: { email: string; website: string; ip: string }) => Promise<void>;

/** The one way a sign-up comes in (form post and JSON): limits, honeypot, store, queue the e-mail. */
export function createNewsletterIntake(deps: AppDeps): NewsletterIntake {
  return async ({ email, website, ip }) => {
    if (!(await checkLimit(deps.limits, byIp, ip)).allowed)
      throw new AppError('rate_limited', newsletterTexts.tooMany);
    if (website) {
      deps.logger.warn('newsletter honeypot filled: dropped');
      return;
    }
    if (!(await checkLimit(deps.limits, byEmail, email.toLowerCase())).allowed)
      throw new AppError('rate_limited', newsletterTexts.tooMany);
    const row = await subscribeNewsletter({ db: deps.database.db, email });
    deps.logger.info({ subscriberId: row.id }, 'newsletter sign-up');
    // The sign-up is stored; the next attempt (or its retry) sends the e-mail if this queueing fails.
    try {
      await deps.jobs.send(JOBS.newsletterConfirmation, { subscriberId: row.id }, { singletonKey: row.id });
    } catch (err) {
      deps.logger.error({ err, subscriberId: row.id }, 'could not queue the newsletter confirmation');
    }
  };
}

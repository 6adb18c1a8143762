import { newsletterTexts } from '../../../shared/newsletter';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import { JOBS } from '../../jobs/job-types';
import { checkLimit, type LimitRule } from '../../providers/limits/limit-store';
import { subscribeNewsletter } from './subscribe-newsletter';

/**
 * Per visitor IP: past it, sign-ups are refused (429). Per address: past it, the sign-up is still
 * taken but no further confirmation is sent, so nobody can flood someone's inbox, and nobody can
 * refuse them their own sign-up by typing their address first (decisions → Abuse): the last
 * confirmation sent is still in that inbox, and its link still works (a token is only replaced by
 * a confirmation that is sent).
 */
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
    const mail = (await checkLimit(deps.limits, byEmail, email.toLowerCase())).allowed;
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

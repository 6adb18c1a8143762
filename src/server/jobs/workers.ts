import type { AppDeps } from '../context';
import { sendLeadAlert } from '../modules/notifications/send-lead-alert';
import { rerenderAgencyPhotos } from '../modules/photos/rerender-agency-photos';
import { JOBS } from './job-types';

/** Every background job's handler, wired to the app's services: one place to see what runs. */
export function registerWorkers(deps: AppDeps): void {
  const { jobs, storage, logger, mailer } = deps;
  const db = deps.database.db;

  jobs.register(
    JOBS.agencyPhotosRerender,
    async ({ agencyId }) => {
      const result = await rerenderAgencyPhotos({ db, storage, logger, agencyId });
      logger.info({ agencyId, ...result }, 'agency photos re-rendered');
    },
    // Sent with singletonKey = agency id: one waiting and one running job per agency at most.
    { policy: 'stately', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 30 * 60 },
  );

  jobs.register(
    JOBS.leadAlert,
    async ({ leadId }) => {
      const outcome = await sendLeadAlert({ db, mailer, logger, publicUrl: deps.env.PUBLIC_URL, leadId });
      logger.info({ leadId, outcome }, 'lead alert');
    },
    // Retried with back-off over two to four hours (an SMTP outage must not lose the alert). It expires
    // after nodemailer's own socket timeout, so a hung send is never run twice at once.
    { policy: 'stately', retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 },
  );
}

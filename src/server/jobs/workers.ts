import type { AppDeps } from '../context';
import { recentPeakInFlight } from '../http/in-flight';
import { createYieldingLimiter } from '../lib/limiter';
import { sendContactMails } from '../modules/contact/send-contact-mails';
import { registerFeedImportWorkers } from '../modules/feed-import/feed-import-workers';
import { sendNewsletterConfirmation } from '../modules/newsletter/send-newsletter-confirmation';
import { alertLeadIds } from '../modules/notifications/queue-lead-alert';
import { runSummaries } from '../modules/notifications/run-summaries';
import { floodDigestAgency, sendFloodDigest } from '../modules/notifications/send-flood-digest';
import { createLeadAlertSender } from '../modules/notifications/send-lead-alert';
import { sendScanAlert } from '../modules/notifications/send-scan-alert';
import { backfillPhotoWidths, queueNextBackfill } from '../modules/photos/backfill-photo-widths';
import { rerenderAgencyPhotos } from '../modules/photos/rerender-agency-photos';
import { failRender } from '../modules/staging/render-state';
import { runRender } from '../modules/staging/run-render';
import { registerVisitWorkers } from '../modules/visits/visit-workers';
import { registerWebhookWorkers } from '../modules/webhooks/webhook-workers';
import { JOBS } from './job-types';

/** Requests in flight from which the app counts as busy: its background e-mails give way. */
export const BUSY_REQUESTS = 4;

/** Lead alerts (and visit e-mails) sent at once: two per worker's batch when quiet, none while requests wait. */
export const alertSlots = (inFlight: number, concurrency: number) =>
  inFlight >= BUSY_REQUESTS ? 0 : 2 * concurrency;

/**
 * The longest an e-mail waits for a busy spell to pass; then it goes, one at a time, whatever the
 * load (a burst delays the e-mails, a long one never stops them).
 */
export const MAIL_DEFER_MAX_MS = 30_000;

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
    JOBS.photoWidthsBackfill,
    async ({ after }) => {
      const { next, outcomes } = await backfillPhotoWidths({ db, storage, logger, jobs, after });
      if (Object.values(outcomes).some(Boolean)) logger.info({ after, ...outcomes }, 'photo widths added');
      await queueNextBackfill(jobs, next);
    },
    // Sent with singletonKey 'photo-widths': one batch waiting and one running at most.
    { policy: 'stately', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  );

  const sendLeadAlert = createLeadAlertSender({ db, mailer, logger, publicUrl: deps.env.PUBLIC_URL });
  // Every lead alert (and visit e-mail) of this process takes a slot here, whichever job it is in:
  // all of them while the app is quiet, none while requests wait for answers (at any moment of the
  // last second or two: recentPeakInFlight). A burst of leads or bookings is answered first; its
  // e-mails follow at full speed once it has passed, or one at a time once one has waited
  // MAIL_DEFER_MAX_MS.
  const alertSlot = createYieldingLimiter({
    max: () => alertSlots(recentPeakInFlight(), deps.env.LEAD_ALERT_CONCURRENCY),
    maxWaitMs: MAIL_DEFER_MAX_MS,
  });
  jobs.register(
    JOBS.leadAlert,
    async (data) => {
      const sent = await Promise.allSettled(
        alertLeadIds(data).map((leadId) =>
          alertSlot(async () => {
            const outcome = await sendLeadAlert(leadId);
            logger.info({ leadId, outcome }, 'lead alert');
          }),
        ),
      );
      // The job runs again later for the ones that failed: the others are stamped sent, and skipped.
      const failed = sent.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
    },
    // Retried with back-off over two to four hours (an SMTP outage must not lose the alert). It expires
    // after nodemailer's own socket timeout, so a hung send is never run twice at once. A burst of
    // leads drains in batches: two workers, each fetching several jobs (batches of leads) at once,
    // their alerts sent over pooled SMTP connections.
    {
      policy: 'stately',
      retryLimit: 8,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
      localConcurrency: 2,
      batchSize: deps.env.LEAD_ALERT_CONCURRENCY,
    },
  );

  jobs.register(
    JOBS.leadFloodDigest,
    async (data) => {
      const agencyId = await floodDigestAgency(db, data);
      const outcome = agencyId
        ? await sendFloodDigest({ db, mailer, publicUrl: deps.env.PUBLIC_URL, agencyId })
        : 'agency_gone';
      logger.info({ agencyId, outcome }, 'lead flood digest');
    },
    // Sent with singletonKey = agency + hour (queue-flood-digest.ts); retried like the alert.
    { policy: 'stately', retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 },
  );

  // Sent with singletonKey = message / subscriber id; retried like the lead alert (an SMTP outage).
  const mailJob = {
    policy: 'stately',
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  } as const;
  jobs.register(
    JOBS.contactMail,
    async ({ messageId, ack }) => {
      const outcome = await sendContactMails({
        db,
        mailer,
        salesEmail: deps.env.SALES_EMAIL,
        messageId,
        ack,
      });
      logger.info({ contactMessageId: messageId, outcome, ack }, 'contact e-mails');
    },
    mailJob,
  );
  jobs.register(
    JOBS.newsletterConfirmation,
    async ({ subscriberId }) => {
      const outcome = await sendNewsletterConfirmation({
        db,
        mailer,
        publicUrl: deps.env.PUBLIC_URL,
        subscriberId,
      });
      logger.info({ subscriberId, outcome }, 'newsletter confirmation');
    },
    mailJob,
  );

  // Scan alerts and summaries: each e-mail is claimed in the database before it goes out, so a
  // job run twice sends nothing more (docs/decisions/022-activity-emails.md).
  const mailLinks = { publicUrl: deps.env.PUBLIC_URL, secret: deps.secret };
  jobs.register(
    JOBS.scanAlert,
    async ({ listingId, day }) => {
      const outcome = await sendScanAlert({ db, mailer, ...mailLinks, listingId, day });
      logger.info({ listingId, day, outcome }, 'scan alert');
    },
    mailJob,
  );
  jobs.register(
    JOBS.summaryRun,
    async ({ kind, from }) => {
      const counts = await runSummaries({ db, mailer, jobs, logger, ...mailLinks, kind, from });
      logger.info({ kind, from, ...counts }, 'summaries');
    },
    // Every agency of a period in one job: up to an hour before it counts as stuck and is retried.
    { ...mailJob, expireInSeconds: 60 * 60 },
  );

  const { env } = deps;
  jobs.register(
    JOBS.stagingRender,
    async ({ renderId }) => {
      const provider = deps.staging;
      if (!provider) {
        // Queued on a server that had a provider; this one has none: fail it, so it stops counting.
        logger.error({ renderId }, 'staging render without a configured provider');
        return failRender(db, renderId, 'generation_failed');
      }
      await runRender(
        {
          db,
          storage,
          provider,
          logger,
          publicUrl: env.PUBLIC_URL,
          pollMs: env.STAGING_POLL_MS,
          timeoutMs: env.STAGING_TIMEOUT_MS,
          retryBaseMs: env.STAGING_RETRY_BASE_MS,
        },
        renderId,
      );
    },
    // Sent with singletonKey = render id. Provider errors end inside the job (a failed render); a
    // throw is our own failure (database), retried, and the job resumes from the row without
    // starting a second prediction. It expires after the render's own timeout plus a margin, so a
    // job of a killed server is picked up again.
    {
      policy: 'stately',
      retryLimit: 5,
      retryDelay: 10,
      retryBackoff: true,
      expireInSeconds: Math.ceil(env.STAGING_TIMEOUT_MS / 1000) + 120,
      localConcurrency: env.STAGING_CONCURRENCY,
    },
  );

  registerWebhookWorkers(deps, mailJob);
  registerVisitWorkers(deps, mailJob, alertSlot);
  registerFeedImportWorkers(deps);
}

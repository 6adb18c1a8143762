import type { AppDeps } from '../../context';
import { JOBS } from '../../jobs/job-types';
import type { QueueOptions } from '../../jobs/queue';
import type { WebhookDeps } from './attempt-delivery';
import { deliverWebhook } from './deliver-webhook';
import { fanOutLead } from './fan-out-lead';
import { sendWebhookDisabledMail } from './webhook-disabled-mail';

/** The webhook settings of the app's environment. */
export const webhookDepsOf = (deps: AppDeps): WebhookDeps => ({
  db: deps.database.db,
  timeoutMs: deps.env.WEBHOOK_TIMEOUT_MS,
  allowPrivate: deps.env.OUTBOUND_ALLOW_PRIVATE_TARGETS,
});

/** The three webhook jobs (workers.ts lists every job; these live beside their services). */
export function registerWebhookWorkers(deps: AppDeps, mailJob: QueueOptions): void {
  const { jobs, logger } = deps;
  const db = deps.database.db;

  jobs.register(
    JOBS.webhookLead,
    async ({ leadId }) => {
      const outcome = await fanOutLead({ db, jobs, publicUrl: deps.env.PUBLIC_URL, leadId });
      logger.info({ leadId, outcome }, 'lead webhooks');
    },
    // Sent with singletonKey = lead id. A database error is retried; the fan-out is idempotent.
    { policy: 'stately', retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 },
  );

  jobs.register(
    JOBS.webhookDelivery,
    async (data) => {
      const outcome = await deliverWebhook(
        {
          ...webhookDepsOf(deps),
          jobs,
          onDisabled: (endpointId) =>
            jobs.send(JOBS.webhookDisabledMail, { endpointId }, { singletonKey: endpointId }),
        },
        data,
      );
      logger.info({ ...data, outcome }, 'webhook delivery');
    },
    // The receiver's failures are answered inside the job by its own schedule (deliver-webhook.ts);
    // pg-boss retries only our own failures (database) or a job of a process that died. It expires
    // well after one attempt's timeout, so an attempt is never made twice at once.
    {
      policy: 'stately',
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: Math.ceil(deps.env.WEBHOOK_TIMEOUT_MS / 1000) + 60,
      localConcurrency: 2,
      batchSize: 5,
    },
  );

  jobs.register(
    JOBS.webhookDisabledMail,
    async ({ endpointId }) => {
      const outcome = await sendWebhookDisabledMail({
        db,
        mailer: deps.mailer,
        publicUrl: deps.env.PUBLIC_URL,
        endpointId,
      });
      logger.info({ endpointId, outcome }, 'webhook disabled e-mail');
    },
    mailJob,
  );
}

/**
 * Every background job: its queue name and its payload. A new job adds a line here and its
 * handler in `workers.ts`; senders get the payload type checked (`deps.jobs.send(name, data)`).
 */
export interface JobPayloads {
  /** Re-renders the public derivatives of every photo of an agency: its watermark changed. */
  'agency-photos-rerender': { agencyId: string };
  /** E-mails a contact-page message to the sales inbox and confirms it to its sender. */
  'contact-mail': { messageId: string };
  /** E-mails the agency about one new lead (unless its "leads by e-mail" preference is off). */
  'lead-alert': { leadId: string };
  /** E-mails the agency one summary of the suspicious leads a listing received since `since` (ISO). */
  'lead-flood-digest': { listingId: string; since: string };
  /** E-mails a newsletter sign-up its confirmation link (or, if confirmed, that it already is). */
  'newsletter-confirmation': { subscriberId: string };
  /** E-mails one listing's scans of a Spain day to its agency (preference "escaneos"), once a day. */
  'scan-alert': { listingId: string; day: string };
  /** Sends the daily or weekly summary of the period starting `from` to every agency with activity. */
  'summary-run': { kind: 'daily' | 'weekly'; from: string };
  /** Makes one AI render (modules/staging/run-render.ts): resumes from what the render row says. */
  'staging-render': { renderId: string };
}

export type JobName = keyof JobPayloads;

/** The job names, for callers that prefer a constant to a string literal. */
export const JOBS = {
  agencyPhotosRerender: 'agency-photos-rerender',
  contactMail: 'contact-mail',
  leadAlert: 'lead-alert',
  leadFloodDigest: 'lead-flood-digest',
  newsletterConfirmation: 'newsletter-confirmation',
  scanAlert: 'scan-alert',
  stagingRender: 'staging-render',
  summaryRun: 'summary-run',
} as const satisfies Record<string, JobName>;

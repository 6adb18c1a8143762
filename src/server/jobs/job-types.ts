import type { VisitMailKind, VisitSnapshot } from '../../shared/visits';
/**
 * Every background job: its queue name and its payload. A new job adds a line here and its
 * handler in `workers.ts`; senders get the payload type checked (`deps.jobs.send(name, data)`).
 */
export interface JobPayloads {
  /** Re-renders the public derivatives of every photo of an agency: its watermark changed. */
  'agency-photos-rerender': { agencyId: string };
  /**
   * E-mails a contact-page message to the sales inbox and confirms it to its sender. `ack: false`:
   * the sender's address is past its cap, so it is sent no confirmation (absent: sent).
   */
  'contact-mail': { messageId: string; ack?: boolean };
  /**
   * E-mails the agency about the leads of one stored batch (unless its "leads by e-mail" preference
   * is off). `{ leadId }`: a job queued by a version before 2026-11-24, still read (`alertLeadIds`).
   */
  'lead-alert': { leadIds: string[] } | { leadId: string };
  /**
   * E-mails the agency one digest of its suspicious leads not told yet (hourly). `listingId`: a job
   * queued by an earlier version (a listing's digest); it tells its agency's.
   */
  'lead-flood-digest': { agencyId: string } | { listingId: string; since: string };
  /**
   * Adds the widths that joined PHOTO_WIDTHS to the photos stored before (the batch of photos after
   * `after`, by id; null: from the first), then queues the next batch.
   */
  'photo-widths-backfill': { after: string | null };
  /** Syncs an agency's saved feed at its scheduled time `at` (modules/feed-import/feed-sync.ts). */
  'feed-sync': { agencyId: string; at: string };
  /** Applies one import run (modules/feed-import/run-import.ts): a preview's copy or the saved feed. */
  'import-run': { runId: string };
  /** E-mails a newsletter sign-up its confirmation link (or, if confirmed, that it already is). */
  'newsletter-confirmation': { subscriberId: string };
  /** E-mails one listing's scans of a Spain day to its agency (preference "escaneos"), once a day. */
  'scan-alert': { listingId: string; day: string };
  /** Sends the daily or weekly summary of the period starting `from` to every agency with activity. */
  'summary-run': { kind: 'daily' | 'weekly'; from: string };
  /** Makes one AI render (modules/staging/run-render.ts): resumes from what the render row says. */
  'staging-render': { renderId: string };
  /** Attempt `attempt` (1-based) of one webhook delivery (modules/webhooks/deliver-webhook.ts). */
  'webhook-delivery': { deliveryId: string; attempt: number };
  /** E-mails the owner that a webhook endpoint was switched off after failing for 24 h. */
  'webhook-disabled-mail': { endpointId: string };
  /** E-mails a visitor about their visit: a change (with its .ics), a reminder or the opinion request. */
  'visit-mail': { visitId: string; kind: VisitMailKind; sequence: number; at?: VisitSnapshot };
  /** E-mails a visitor their copy of a signed visit sheet (the PDF), or sends its link by SMS. */
  'visit-sheet-mail': { sheetId: string };
  /** Queues the visits' due reminders and opinion requests, then the next sweep (visit-reminders.ts). */
  'visit-reminders': Record<string, never>;
  /** Creates the `lead.created` deliveries of one new lead, one per enabled endpoint. */
  'webhook-lead': { leadId: string };
}

export type JobName = keyof JobPayloads;

/** The job names, for callers that prefer a constant to a string literal. */
export const JOBS = {
  agencyPhotosRerender: 'agency-photos-rerender',
  contactMail: 'contact-mail',
  feedSync: 'feed-sync',
  importRun: 'import-run',
  leadAlert: 'lead-alert',
  leadFloodDigest: 'lead-flood-digest',
  newsletterConfirmation: 'newsletter-confirmation',
  photoWidthsBackfill: 'photo-widths-backfill',
  scanAlert: 'scan-alert',
  stagingRender: 'staging-render',
  summaryRun: 'summary-run',
  visitMail: 'visit-mail',
  visitReminders: 'visit-reminders',
  visitSheetMail: 'visit-sheet-mail',
  webhookDelivery: 'webhook-delivery',
  webhookDisabledMail: 'webhook-disabled-mail',
  webhookLead: 'webhook-lead',
} as const satisfies Record<string, JobName>;

/**
 * Every background job: its queue name and its payload. A new job adds a line here and its
 * handler in `workers.ts`; senders get the payload type checked (`deps.jobs.send(name, data)`).
 */
export interface JobPayloads {
  /** Re-renders the public derivatives of every photo of an agency: its watermark changed. */
  'agency-photos-rerender': { agencyId: string };
  /** E-mails the agency about one new lead (unless its "leads by e-mail" preference is off). */
  'lead-alert': { leadId: string };
  /** Makes one AI render (modules/staging/run-render.ts): resumes from what the render row says. */
  'staging-render': { renderId: string };
}

export type JobName = keyof JobPayloads;

/** The job names, for callers that prefer a constant to a string literal. */
export const JOBS = {
  agencyPhotosRerender: 'agency-photos-rerender',
  leadAlert: 'lead-alert',
  stagingRender: 'staging-render',
} as const satisfies Record<string, JobName>;

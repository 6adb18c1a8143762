import { JOBS } from '../../jobs/job-types';
import type { JobQueue } from '../../jobs/queue';
import type { LimitStore } from '../../providers/limits/limit-store';

/** After its window ends the digest waits this long (s), for leads still being stored then. */
export const FLOOD_DIGEST_MARGIN_S = 60;
/**
 * At most one flood digest per agency within this time, on every instance together; with the
 * margin, a flagged lead is told at most an hour after it came.
 */
export const FLOOD_DIGEST_WINDOW_MS = 60 * 60_000 - FLOOD_DIGEST_MARGIN_S * 1000;

/**
 * Called for each suspicious lead: the first of an agency's hour queues the digest for the end of
 * that hour, the others cost one counter hit. The singleton key (agency + window) keeps a second
 * job out even if two instances raced past the counter. The digest tells every flagged lead not
 * told yet (send-flood-digest.ts), so a lead is in exactly one digest, at most an hour late.
 */
export async function queueFloodDigest(opts: {
  jobs: JobQueue;
  limits: LimitStore;
  agencyId: string;
}): Promise<string | null> {
  const [gate] = await opts.limits.hit([
    { key: `lead-flood-digest|${opts.agencyId}`, windowMs: FLOOD_DIGEST_WINDOW_MS },
  ]);
  if (gate!.count !== 1) return null;
  const windowEnd = Math.round((Date.now() + gate!.resetMs) / 60_000);
  return opts.jobs.send(
    JOBS.leadFloodDigest,
    { agencyId: opts.agencyId },
    {
      singletonKey: `${opts.agencyId}:${windowEnd}`,
      startAfter: Math.ceil(gate!.resetMs / 1000) + FLOOD_DIGEST_MARGIN_S,
    },
  );
}

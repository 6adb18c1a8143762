import { JOBS } from '../../jobs/job-types';
import type { JobQueue } from '../../jobs/queue';
import type { LimitStore } from '../../providers/limits/limit-store';

/** At most one flood digest per listing within this time, on every instance together. */
export const FLOOD_DIGEST_WINDOW_MS = 30 * 60_000;
/** The digest waits this long (s), so it tells the flood's size rather than its first lead. */
export const FLOOD_DIGEST_DELAY_S = 5 * 60;

/**
 * Called for each suspicious lead: the first of a listing's window queues the digest, the others
 * cost one counter hit. The singleton key (listing + window) keeps a second job out even if two
 * instances raced past the counter.
 */
export async function queueFloodDigest(opts: {
  jobs: JobQueue;
  limits: LimitStore;
  listingId: string;
  since: Date;
}): Promise<string | null> {
  const [gate] = await opts.limits.hit([
    { key: `lead-flood-digest|${opts.listingId}`, windowMs: FLOOD_DIGEST_WINDOW_MS },
  ]);
  if (gate!.count !== 1) return null;
  const windowEnd = Math.round((Date.now() + gate!.resetMs) / 60_000);
  return opts.jobs.send(
    JOBS.leadFloodDigest,
    { listingId: opts.listingId, since: opts.since.toISOString() },
    { singletonKey: `${opts.listingId}:${windowEnd}`, startAfter: FLOOD_DIGEST_DELAY_S },
  );
}

import { JOBS } from '../../jobs/job-types';
import type { JobQueue } from '../../jobs/queue';
import { addDays, spanishDay } from '../analytics/analytics-window';
import { spainInstant } from './spain-time';

/**
 * A function to call on each counted scan. The first scan of a listing on a Spain day queues the
 * day's alert, due `delaySeconds` later (at the latest a minute before midnight, so "hoy" stays
 * true), with its count of the day so far. Later scans cost nothing: this instance remembers the
 * (listing, day) pairs it queued; other instances are absorbed by the job's singleton key, and a
 * job after the day's alert went out finds its `scan_alert_sends` row and sends nothing.
 */
export function createScanAlertQueue(jobs: JobQueue, delaySeconds: number) {
  let today = '';
  const queued = new Set<string>();
  return async (listingId: string, now: Date = new Date()): Promise<string | null> => {
    const day = spanishDay(now);
    if (day !== today) {
      today = day;
      queued.clear();
    }
    if (queued.has(listingId)) return null;
    queued.add(listingId);
    const latest = spainInstant(addDays(day, 1), 0).getTime() - 60_000;
    const startAfter = new Date(
      Math.max(now.getTime(), Math.min(now.getTime() + delaySeconds * 1000, latest)),
    );
    try {
      return await jobs.send(
        JOBS.scanAlert,
        { listingId, day },
        { singletonKey: `${listingId}:${day}`, startAfter },
      );
    } catch (err) {
      queued.delete(listingId); // the next scan tries again
      throw err;
    }
  };
}

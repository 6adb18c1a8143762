import type { ServerResponse } from 'node:http';

/**
 * Requests of this process that node:http handed to the app and that are not answered yet: the
 * foreground's load, which background work gives way to (lead alerts send fewer at once while
 * buyers wait for their answers). Stored pages answered before the app are not counted: a
 * Map lookup each, they never queue behind background work. One count per process: the load
 * is the event loop's, whichever app instance the request was for.
 */
let inFlight = 0;

export const requestsInFlight = () => inFlight;

/** How long a busy moment counts: a burst is not over at its first quiet instant. */
export const PEAK_WINDOW_MS = 1_000;
/** The highest count of this window and of the one before it, windows of PEAK_WINDOW_MS. */
let peak = { start: 0, current: 0, previous: 0 };

function turnWindow(now: number) {
  if (now - peak.start < PEAK_WINDOW_MS) return;
  const previous = now - peak.start < 2 * PEAK_WINDOW_MS ? peak.current : 0;
  peak = { start: now, current: inFlight, previous };
}

/**
 * The most requests in flight at once over the last one to two PEAK_WINDOW_MS: the load background
 * work looks at, so that it does not rush in at each gap between the requests of a burst.
 */
export function recentPeakInFlight(now = Date.now()): number {
  turnWindow(now);
  return Math.max(inFlight, peak.current, peak.previous);
}

/** Counts the request until its answer is written or its connection closes ('close' comes once, either way). */
export function countInFlight(res: ServerResponse): void {
  inFlight += 1;
  turnWindow(Date.now());
  peak.current = Math.max(peak.current, inFlight);
  res.once('close', () => {
    inFlight -= 1;
  });
}

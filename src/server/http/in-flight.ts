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

/** Counts the request until its answer is written or its connection closes ('close' comes once, either way). */
export function countInFlight(res: ServerResponse): void {
  inFlight += 1;
  res.once('close', () => {
    inFlight -= 1;
  });
}

import { createLimiter } from '../../lib/limiter';

/** Photos processed at once in this process, across all requests (2-core machine). */
export const PHOTO_SLOTS = 2;

const photoSlots = createLimiter(PHOTO_SLOTS);

/** Runs `fn` when one of the PHOTO_SLOTS process-wide slots is free (FIFO). */
export function withPhotoSlot<T>(fn: () => Promise<T>): Promise<T> {
  return photoSlots(fn);
}

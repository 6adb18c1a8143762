import { office } from '../pictures/office';
import type { PairLook } from './look';

/** TEMPORARY (replaced by the pictures work): the back of the premises, empty or furnished. */
export function drawFondo(_look: PairLook): string {
  return office();
}

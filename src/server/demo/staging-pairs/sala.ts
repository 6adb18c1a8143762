import { shopInterior } from '../pictures/shop-interior';
import type { PairLook } from './look';

/** TEMPORARY (replaced by the pictures work): the premises' main hall, empty or furnished. */
export function drawSala(_look: PairLook): string {
  return shopInterior();
}

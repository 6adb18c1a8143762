import { DEMO_SCENES } from '../pictures/render';
import type { PairLook } from './look';

/** TEMPORARY (replaced by the pictures work): a flat's living room, empty or furnished. */
export function drawPiso(_look: PairLook): string {
  return DEMO_SCENES['madrid-salon']();
}

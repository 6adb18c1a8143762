import { Canvas } from '../pictures/canvas';
import { vignette } from '../pictures/room';
import type { PairLook } from './look';
import { pisoMinimal } from './piso-minimal';
import { pisoShell } from './piso-shell';

/**
 * A flat's living room (photo `piso-salon`): empty, or staged in the Minimalista style (the
 * landing's "Piso moderno"). Every version shares the same shell.
 */
export function drawPiso(look: PairLook): string {
  const cv = new Canvas();
  pisoShell(cv);
  if (look) pisoMinimal(cv);
  vignette(cv);
  return cv.svg();
}

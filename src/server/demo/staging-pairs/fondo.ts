import { Canvas } from '../pictures/canvas';
import { vignette } from '../pictures/room';
import { fondoBedroom } from './fondo-bedroom';
import { fondoOffice } from './fondo-office';
import { fondoShell } from './fondo-shell';
import type { PairLook } from './look';

/**
 * The back room of the demo premises (photo `local-fondo`): empty, or staged as an office
 * (Nórdico or Industrial) or as a bedroom (Nórdico). Every version shares the same shell.
 */
export function drawFondo(look: PairLook): string {
  const cv = new Canvas();
  fondoShell(cv);
  if (look?.room === 'dormitorio') fondoBedroom(cv);
  else if (look) fondoOffice(cv, look.style === 'industrial' ? 'industrial' : 'nordic');
  vignette(cv);
  return cv.svg();
}

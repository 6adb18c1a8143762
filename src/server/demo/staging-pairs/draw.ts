import type { DemoPair, DemoPhotoId } from '../../../shared/demo-staging';
import { drawFondo } from './fondo';
import type { PairLook } from './look';
import { drawPiso } from './piso';
import { drawSala } from './sala';

const DRAW: Record<DemoPhotoId, (look: PairLook) => string> = {
  'local-sala': drawSala,
  'local-fondo': drawFondo,
  'piso-salon': drawPiso,
};

/** The SVG (1600×1200) of a demo photo: the empty room. */
export function drawDemoBefore(photo: DemoPhotoId): string {
  return DRAW[photo](null);
}

/** The SVG (1600×1200) of the same room furnished as the pair says: same camera, walls and openings. */
export function drawDemoAfter(pair: DemoPair): string {
  return DRAW[pair.photo]({ use: pair.use, room: pair.room, style: pair.style });
}

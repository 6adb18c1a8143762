import { Canvas } from '../pictures/canvas';
import { vignette } from '../pictures/room';
import { type ShopHall, shopHall } from '../pictures/shop-interior';
import type { PairLook } from './look';
import { CAFE_LOOKS, cafe } from './sala/cafe';
import { HAIR_SALON_LOOKS, hairSalon } from './sala/hair-salon';
import { loft } from './sala/loft';

type Staging = (cv: Canvas, hall: ShopHall) => void;

/** The furnished versions of the hall, by `use/room/style` (the pairs of DEMO_PAIRS on this photo). */
const STAGINGS: Record<string, Staging> = {
  'comercial/cafeteria/industrial': (cv, hall) => cafe(cv, hall, CAFE_LOOKS.industrial),
  'comercial/cafeteria/nordic': (cv, hall) => cafe(cv, hall, CAFE_LOOKS.nordic),
  'comercial/cafeteria/modern': (cv, hall) => cafe(cv, hall, CAFE_LOOKS.modern),
  'comercial/peluqueria/minimalist': (cv, hall) => hairSalon(cv, hall, HAIR_SALON_LOOKS.minimalist),
  'comercial/peluqueria/boho': (cv, hall) => hairSalon(cv, hall, HAIR_SALON_LOOKS.boho),
  'residencial/salon/industrial': loft,
};

/**
 * The premises' main hall (`local-sala`): empty, or staged as the pair says. Every version draws
 * the same hall (camera, brick, beams, shop window, door) and adds only furniture and fixtures.
 */
export function drawSala(look: PairLook): string {
  const staging = look ? STAGINGS[`${look.use}/${look.room}/${look.style}`] : undefined;
  if (look && !staging)
    throw new Error(`local-sala has no staging for ${look.use}/${look.room}/${look.style}`);
  const cv = new Canvas();
  const hall = shopHall(cv);
  staging?.(cv, hall);
  vignette(cv);
  return cv.svg();
}

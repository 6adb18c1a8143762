import { DEMO_PAIRS, type DemoPair } from '../../../shared/demo-staging';

/*
 * /demo's "vaciar" example (issue 29 → Staging modes), drawn by code like the furnished pairs: the
 * back room of the premises furnished as an office is the photo an agency would start from; its
 * emptied version is the same drawing without the furniture layer (drawDemoBefore), and the chain's
 * second step furnishes the emptied room in another style (another pair's drawing). Both after
 * pictures are illustrations, marked algorithmicMedia like the pairs, never "con IA".
 */

const pairOf = (id: string): DemoPair => {
  const pair = DEMO_PAIRS.find((p) => p.id === id);
  // A renamed pair must fail the build's tests, not draw an empty /demo section.
  if (!pair) throw new Error(`demo: no pair ${id}`);
  return pair;
};

/** The furnished room the example starts from: its picture is this pair's drawing. */
export const DEMO_FURNISHED = pairOf('local-fondo-oficina-nordic');
/** The chain's result: the emptied room furnished again, in another style. */
export const DEMO_REFURNISHED = pairOf('local-fondo-oficina-industrial');
/** The file stem of the emptied version (`{stem}-{width}.webp`). */
export const DEMO_EMPTIED_ID = `${DEMO_FURNISHED.id}-vaciado`;

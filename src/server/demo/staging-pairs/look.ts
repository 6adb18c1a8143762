import type { DemoPair } from '../../../shared/demo-staging';

/** What a drawing of one demo photo is asked for: the empty room (null) or one furnished pair. */
export type PairLook = Pick<DemoPair, 'use' | 'room' | 'style'> | null;

import { type RngState, randInt, rngFork, shuffle, type Viewer } from '@potluck/engine';
import { clone } from './clone.ts';
import type { BidsState } from './types.ts';

/**
 * What `viewer` may not know, re-dealt in a copy of the true state: the order of the face-down dishes (hidden
 * from everyone), every other seat's secret bid this round (any card of its hand), and the RNG.
 */
export function redeal(s: BidsState, viewer: Viewer, rng: RngState): BidsState {
  const w = clone(s);
  shuffle(rng, w.deck);
  for (let p = 0; p < w.players; p++)
    if (p !== viewer && w.bids[p] !== 0) w.bids[p] = w.hands[p][randInt(rng, w.hands[p].length)];
  w.rng = rngFork(rng);
  return w;
}

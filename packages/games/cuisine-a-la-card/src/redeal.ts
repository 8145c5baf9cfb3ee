import { type RngState, rngFork, SPECTATOR, shuffle } from '@potluck/engine';
import { clone } from './clone.ts';
import type { CuisineState } from './state.ts';

/**
 * What `viewer` may not know, re-dealt in the true state. Which cards a seat holds is public as a multiset (see
 * view.ts); hidden are: for other seats, which of those cards are in hand, on plates or in the deck, and the
 * deck's order; the viewer's own deck order; the pantry's and the judge stacks' orders; another player's dish
 * in progress (rebuilt empty, as the viewer cannot tell it from one just started); the RNG.
 */
export function redeal(s: CuisineState, viewer: number, rng: RngState): CuisineState {
  const w = clone(s);
  w.seats.forEach((seat, p) => {
    if (p === viewer && viewer !== SPECTATOR) {
      shuffle(rng, seat.deck);
      return;
    }
    const pool = shuffle(rng, [...seat.hand, ...seat.plates, ...seat.deck]);
    seat.hand = pool.splice(0, seat.hand.length);
    seat.plates = pool.splice(0, seat.plates.length);
    seat.deck = pool;
  });
  shuffle(rng, w.pantry);
  for (const stack of w.stacks) shuffle(rng, stack);
  if (w.dish !== null && viewer !== w.cur) w.dish = { cards: [], from: [], types: [] };
  w.rng = rngFork(rng);
  return w;
}

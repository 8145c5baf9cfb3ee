import { type RngState, randInt, rngFork, shuffle, type Viewer } from '@potluck/engine';
import { cloneRound } from './clone.ts';
import { DISH_COUNT } from './data/dishes.ts';
import type { BidsState, BidsView } from './types.ts';

/**
 * A complete state consistent with the view: the dishes not seen yet in a random order, and for each other seat
 * that has chosen, a random card of its hand as its bid.
 */
export function determinize(v: BidsView, viewer: Viewer, rng: RngState): BidsState {
  const seen = new Set<number>(v.history.map((r) => r.dish));
  if (v.dish !== 0) seen.add(v.dish);
  const deck: number[] = [];
  for (let d = 1; d <= DISH_COUNT; d++) if (!seen.has(d)) deck.push(d);
  shuffle(rng, deck);
  const bids = v.chosen.map((chosen, p) => {
    if (p === viewer) return v.myBid;
    return chosen ? v.hands[p][randInt(rng, v.hands[p].length)] : 0;
  });
  return {
    rng: rngFork(rng),
    players: v.players,
    rounds: v.rounds,
    hands: v.hands.map((h) => [...h]),
    deck,
    dish: v.dish,
    bids,
    scores: [...v.scores],
    history: v.history.map(cloneRound),
  };
}

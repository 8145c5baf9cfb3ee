import type { GameHeuristics, RngState, Seat } from '@potluck/engine';
import type { ExampleBids } from '../index.ts';
import type { BidsAction, BidsState } from '../types.ts';

/**
 * Bid in proportion to the dish: the dish's place among the dishes still to come (this one included) picks
 * the card at the same place in the hand — low cards for poor dishes, high cards for the best ones.
 */
function policy(_game: ExampleBids, s: BidsState, _seat: Seat, legal: readonly BidsAction[], _rng: RngState) {
  const hand = [...legal].sort((a, b) => a.card - b.card);
  const pool = [s.dish, ...s.deck];
  const below = pool.filter((d) => d < s.dish).length;
  const place = pool.length > 1 ? below / (pool.length - 1) : 1;
  return hand[Math.round(place * (hand.length - 1))];
}

/** For cut-off rollouts: each seat's share of the points taken so far (even shares before any). */
function evaluate(_game: ExampleBids, s: BidsState): number[] {
  const total = s.scores.reduce((a, b) => a + b, 0);
  return s.scores.map((x) => (total === 0 ? 1 / s.players : x / total));
}

/** The example game's heuristics (`@potluck/example-bids/ai`): the heuristic, easy and hard bots use them. */
export const heuristics: GameHeuristics<ExampleBids> = { policy, evaluate };

import type { BidsRound, BidsState } from './types.ts';

export const cloneRound = (r: BidsRound): BidsRound => ({
  dish: r.dish,
  bids: [...r.bids],
  winner: r.winner,
});

/** A deep copy, by hand (search clones once per iteration). */
export function clone(s: BidsState): BidsState {
  return {
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    players: s.players,
    rounds: s.rounds,
    hands: s.hands.map((h) => [...h]),
    deck: [...s.deck],
    dish: s.dish,
    bids: [...s.bids],
    scores: [...s.scores],
    history: s.history.map(cloneRound),
  };
}

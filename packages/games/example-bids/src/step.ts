import { REVEALED, type Seat, type StepFlags } from '@potluck/engine';
import type { BidsAction, BidsEvent, BidsState } from './types.ts';

/** The seat with the highest bid nobody else made, or -1 when every bid is matched. */
export function highestUnique(bids: readonly number[]): Seat {
  let winner = -1;
  for (let p = 0; p < bids.length; p++) {
    const unique = bids.indexOf(bids[p]) === bids.lastIndexOf(bids[p]);
    if (unique && (winner === -1 || bids[p] > bids[winner])) winner = p;
  }
  return winner;
}

/**
 * A seat's secret bid is stored; when the last seat has chosen, all bids are revealed, the highest unique bid
 * takes the dish, the bid cards are discarded, and the next dish is turned up (or the game ends).
 */
export function step(s: BidsState, p: Seat, a: BidsAction, events: BidsEvent[] | null): StepFlags {
  s.bids[p] = a.card;
  events?.push({ type: 'bid', player: p, card: a.card });
  if (s.bids.includes(0)) return 0;

  const bids = [...s.bids];
  const winner = highestUnique(bids);
  for (let q = 0; q < s.players; q++) s.hands[q].splice(s.hands[q].indexOf(bids[q]), 1);
  if (winner >= 0) s.scores[winner] += s.dish;
  s.history.push({ dish: s.dish, bids, winner });
  events?.push({ type: 'reveal', dish: s.dish, bids: [...bids], winner });
  s.bids.fill(0);
  s.dish = s.hands[0].length > 0 ? (s.deck.shift() ?? 0) : 0;
  if (s.dish !== 0) events?.push({ type: 'dish', dish: s.dish });
  return REVEALED;
}

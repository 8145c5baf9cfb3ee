import { type RuleViolation, type Seat, violation } from '@potluck/engine';
import { DISH_COUNT } from './data/dishes.ts';
import { MSG } from './messages.ts';
import type { BidsAction, BidsState } from './types.ts';

/** One action object per card, shared (legalActions allocates nothing per call but the list). */
const BID: readonly BidsAction[] = Array.from({ length: DISH_COUNT + 1 }, (_, card) => ({
  type: 'bid',
  card,
}));

/** Every seat that has not chosen its bid yet, all at once (a simultaneous secret choice); none once over. */
export function activePlayers(s: BidsState): Seat[] {
  const out: Seat[] = [];
  if (s.dish === 0) return out;
  for (let p = 0; p < s.players; p++) if (s.bids[p] === 0) out.push(p);
  return out;
}

/** A seat that has not chosen may bid any card in its hand. */
export function legalActions(s: BidsState, p: Seat): BidsAction[] {
  if (s.dish === 0 || s.bids[p] !== 0) return [];
  return s.hands[p].map((c) => BID[c]);
}

/** The only rule an active seat can break: the card must be in its hand. */
export function validate(s: BidsState, p: Seat, a: BidsAction): RuleViolation | null {
  if (!s.hands[p].includes(a.card)) return violation('bid-from-hand', MSG['bid-from-hand']);
  return null;
}

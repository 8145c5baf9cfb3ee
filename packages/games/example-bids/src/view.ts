import type { Viewer } from '@potluck/engine';
import { cloneRound } from './clone.ts';
import type { BidsEvent, BidsState, BidsView } from './types.ts';

/** Everything public, plus the viewer's own secret bid; never the deck's order, another's bid or the RNG. */
export function view(s: BidsState, viewer: Viewer): BidsView {
  const me = viewer >= 0 && viewer < s.players ? viewer : -1;
  return {
    players: s.players,
    viewer: me,
    rounds: s.rounds,
    hands: s.hands.map((h) => [...h]),
    dish: s.dish,
    deckSize: s.deck.length,
    chosen: s.bids.map((b) => b !== 0),
    myBid: me >= 0 ? s.bids[me] : 0,
    scores: [...s.scores],
    history: s.history.map(cloneRound),
  };
}

/** A bid is seen by its bidder only; the others learn that the seat has chosen. Reveals and dishes are public. */
export function viewEvent(e: BidsEvent, viewer: Viewer): BidsEvent {
  if (e.type === 'bid' && e.player !== viewer) return { type: 'bid', player: e.player };
  return e;
}

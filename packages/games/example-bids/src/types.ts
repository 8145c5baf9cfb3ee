import type { RngState } from '@potluck/engine';

/** The options: how many rounds (each seat's hand is the bid cards 1..rounds). */
export interface BidsOptions {
  rounds: number;
}

/** One finished round: its dish, the bids revealed (0 = none), the seat that took the dish (-1 = nobody). */
export interface BidsRound {
  dish: number;
  bids: number[];
  winner: number;
}

/**
 * The whole game, plain JSON. A dish is its value 1..10 (the `dishes` table of data/dishes.ts); a bid card is
 * its number 1..rounds.
 */
export interface BidsState {
  rng: RngState;
  players: number;
  rounds: number;
  /**
   * Each seat's bid cards still in hand, ascending. Public: every seat starts with 1..rounds and every bid is
   * revealed, so anyone can count them. A secret bid stays in the hand until the reveal (else the hand would
   * show it).
   */
  hands: number[][];
  /** The face-down dish deck, top first: hidden from everyone. */
  deck: number[];
  /** The face-up dish of this round; 0 once the game is over. */
  dish: number;
  /** Each seat's secret bid this round, 0 = not chosen yet: hidden from the others until all have chosen. */
  bids: number[];
  scores: number[];
  history: BidsRound[];
}

/** The only action: bid one card from your hand (see `potluck cards example-bids`). */
export type BidsAction = { type: 'bid'; card: number };

/** What one viewer (a seat, or a spectator: `viewer` -1) sees. */
export interface BidsView {
  players: number;
  viewer: number;
  rounds: number;
  hands: number[][];
  dish: number;
  /** Dishes still face down (their order is unknown; which ones is known: those not seen yet). */
  deckSize: number;
  /** Which seats have chosen their bid this round (not what they bid). */
  chosen: boolean[];
  /** The viewer's own secret bid this round (0 = none yet, and always 0 for a spectator). */
  myBid: number;
  scores: number[];
  history: BidsRound[];
}

export type BidsEvent =
  /** A seat chose its bid; `card` only for that seat itself. */
  | { type: 'bid'; player: number; card?: number }
  /** Every seat had chosen: the bids, and who took the dish (-1 = nobody: no bid was unique). */
  | { type: 'reveal'; dish: number; bids: number[]; winner: number }
  /** The next dish is turned face up. */
  | { type: 'dish'; dish: number };

/** Random parts of setup a scenario may pin. */
export interface BidsFixed {
  /** The top of the dish deck, top first (the first is round 1's dish); the rest is shuffled below. */
  dishes?: number[];
}

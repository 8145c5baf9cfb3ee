import type { DeckId } from './cards.ts';

/**
 * Cards dealt per player, per deck preset and player count. Entry i is the hand size of the i-th seat
 * clockwise from the round's starting player (who is dealt first). Cards not dealt stay face down,
 * unused and unknown to everyone for the round.
 */
export const DEALS: Readonly<Record<DeckId, Readonly<Record<number, readonly number[]>>>> = {
  standard96: {
    2: [13, 13],
    3: [13, 13, 13],
    4: [13, 13, 13, 13],
    5: [13, 13, 13, 13, 13],
  },
  classic52: {
    2: [13, 13],
    3: [13, 13, 13],
    4: [13, 13, 13, 13],
    // The published game deals the whole deck at five players.
    5: [11, 11, 10, 10, 10],
  },
};

/** Hand size of `seat` in a round started by `leader`. */
export function dealSize(deck: DeckId, players: number, leader: number, seat: number): number {
  return DEALS[deck][players][(seat - leader + players) % players];
}

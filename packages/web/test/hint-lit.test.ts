/**
 * A hint lights one move on the table, its best: with its three moves lit alike a newcomer tapped a lit warm or buy
 * instead of the best move (cook a dish), and a 卡片厨房 game against the easy bot had no dish by round 15. And
 * only on the version it was searched for: once the table shows another (the move was made, a bot moved), nothing
 * stays lit (a Wasabi! pantry refill stayed lit after it was made when this was decided by the frame's identity).
 */
import { describe, expect, it } from 'vitest';
import { HintStore, hintFor, litMoves } from '../src/net/hints.ts';

const MOVES = [
  { action: { type: 'startDish' }, chance: 0.6, events: [] },
  { action: { type: 'warm', card: 'salt' }, chance: 0.5, events: [] },
  { action: { type: 'endTurn' }, chance: 0.4, events: [] },
];

describe('the moves a hint lights', () => {
  it('only the best of the three, and none before the answer', () => {
    const store = new HintStore();
    expect(litMoves(store.getSnapshot(), 7)).toBeUndefined();
    store.sent(1);
    expect(litMoves(store.getSnapshot(), 7)).toBeUndefined();
    expect(store.answered(1, 7, MOVES)).toBe(true);
    expect(litMoves(store.getSnapshot(), 7)).toEqual([{ type: 'startDish' }]);
  });

  it('only while the table shows the version it was searched for', () => {
    const store = new HintStore();
    store.sent(1);
    store.answered(1, 7, MOVES);
    expect(hintFor(store.getSnapshot(), 7)).toBe(true);
    // the move made (or a bot's): the table is at 8, the hint was for 7
    expect(hintFor(store.getSnapshot(), 8)).toBe(false);
    expect(litMoves(store.getSnapshot(), 8)).toBeUndefined();
    // a table shown behind the server (paced frames) lights it once it is there, not before
    expect(litMoves(store.getSnapshot(), 6)).toBeUndefined();
    expect(litMoves(store.getSnapshot(), undefined)).toBeUndefined();
  });

  it('an answer that arrives after the table moved on is dropped', () => {
    const store = new HintStore();
    store.sent(2);
    store.clear();
    expect(store.answered(2, 7, [{ action: { type: 'endTurn' }, chance: 0.5, events: [] }])).toBe(false);
    expect(store.getSnapshot().status).toBe('idle');
    expect(litMoves(store.getSnapshot(), 7)).toBeUndefined();
  });
});

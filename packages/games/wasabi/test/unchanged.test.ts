import { describe, expect, it } from 'vitest';
import { giveUtensil, ing, sq, Table } from './helpers.ts';

// Facts, decision 5: a run completes only if one of its squares' visible (top) tile changed this turn.
// A utensil that leaves every visible tile as it was must not let a player claim a run already on the board.

const PILE2 = ['salmon-nigiri', 'tuna-nigiri', 'tamago-nigiri', 'kappa-maki', 'tekka-maki', 'avocado-maki'];

/**
 * Seat 1 builds rice (2,1) – salmon (2,2) above a salmon of seat 0's at (3,2). Seat 0 holds Salmon Nigiri
 * and a salmon, and is to play.
 */
function runOnBoard(): Table {
  const t = Table.start(2, {
    gives: [
      ['shrimp', 'avocado', 'egg'],
      ['salmon', 'tuna', 'egg'],
    ],
    piles: { '2': PILE2 },
  });
  t.place(0, 'salmon', sq(3, 2), 'salmon');
  t.place(1, 'shrimp', sq(5, 0), 'rice');
  t.place(0, 'tuna', sq(0, 0), 'tuna');
  t.place(1, 'rice', sq(2, 1), 'salmon');
  t.place(0, 'egg', sq(0, 4), 'egg');
  t.place(1, 'salmon', sq(2, 2), 'maki');
  expect(t.s.completed).toEqual([[], []]);
  expect(t.s.current).toBe(0);
  expect(t.hand(0)).toContain('salmon');
  return t;
}

describe('a utensil that changes no visible tile completes nothing', () => {
  it('Switch! between two identical tiles', () => {
    const t = runOnBoard();
    giveUtensil(t, 0, 'switch');
    t.act(0, { type: 'switch', square: sq(2, 2), direction: 'down' });
    expect(t.s.top[sq(2, 2)]).toBe(ing('salmon'));
    expect(t.s.changed).toEqual([]);
    expect(t.s.completed[0]).toEqual([]);
    expect(t.s.phase).toBe('turn');
  });

  it('Stack! of a tile on an identical one', () => {
    const t = runOnBoard();
    giveUtensil(t, 0, 'stack');
    t.act(0, { type: 'stack', ingredient: 'salmon', square: sq(2, 2) });
    expect(t.s.under).toEqual([sq(2, 2), ing('salmon')]);
    expect(t.s.completed[0]).toEqual([]);
    // Stack! was the placement all the same.
    expect(t.s.phase).toBe('refill');
  });

  it('Chop! of a tile that uncovers an identical one', () => {
    const t = runOnBoard();
    giveUtensil(t, 0, 'stack');
    t.act(0, { type: 'stack', ingredient: 'salmon', square: sq(2, 2) }).finish(0, { refill: ['rice'] });
    t.place(1, 'avocado', sq(5, 4));
    giveUtensil(t, 0, 'chop');
    t.act(0, { type: 'chop', square: sq(2, 2) });
    expect(t.s.top[sq(2, 2)]).toBe(ing('salmon'));
    expect(t.s.completed[0]).toEqual([]);
    expect(t.s.phase).toBe('chop');
  });
});

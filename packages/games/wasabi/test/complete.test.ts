import { describe, expect, it } from 'vitest';
import { poke, rec, sq, Table } from './helpers.ts';

const PILE2 = ['salmon-nigiri', 'tuna-nigiri', 'tamago-nigiri', 'kappa-maki', 'tekka-maki', 'avocado-maki'];

/**
 * 2 players, seat 0 first. Seat 0 holds salmon, tuna, egg and the recipes Salmon / Tuna / Tamago Nigiri
 * (rice + X); seat 1 holds shrimp, avocado, egg and three maki recipes.
 */
const nigiri = (extra2: string[] = []) =>
  Table.start(2, {
    gives: [
      ['shrimp', 'avocado', 'egg'],
      ['salmon', 'tuna', 'egg'],
    ],
    piles: { '2': [...PILE2, ...extra2] },
  });

/** Seat 0 holds Crunchy Tuna (rice, tuna, tempura), Dragon Roll and Fire Roll; tiles tuna, tempura, egg. */
const crunchy = () =>
  Table.start(2, {
    gives: [
      ['shrimp', 'avocado', 'egg'],
      ['tuna', 'tempura', 'egg'],
    ],
    piles: { '2': ['kappa-maki', 'tekka-maki', 'avocado-maki'], '3': ['crunchy-tuna'] },
    draws: [
      [3, 4, 5],
      [2, 2, 2],
    ],
  });

describe('completing recipes', () => {
  it('completes a recipe when a placement makes the run, scores the token and earns a reward', () => {
    const t = nigiri();
    t.place(0, 'salmon', sq(0, 1), 'rice');
    t.place(1, 'shrimp', sq(5, 0));
    t.act(0, { type: 'place', ingredient: 'rice', square: sq(0, 0) });
    expect(t.events).toContainEqual({
      type: 'complete',
      player: 0,
      recipe: 'salmon-nigiri',
      styled: true,
      points: 2,
      cubes: 0,
      squares: [sq(0, 0), sq(0, 1)],
    });
    expect(t.completedKeys(0)).toEqual(['salmon-nigiri']);
    expect(t.s.recipes[0]).toEqual([rec('tuna-nigiri'), rec('tamago-nigiri')]);
    expect(t.s.tokens.slice(0, 4)).toEqual([3, 3, 2, 1]);
    expect(t.s.phase).toBe('reward');
    expect(t.legal(0).map((a) => a.type)).toEqual(['take', 'take', 'take', 'take', 'take', 'decline']);
    t.act(0, { type: 'take', utensil: 'chop' });
    expect(t.s.utensils[0]).toEqual([3]);
    expect(t.s.kitchen).toEqual([1, 1, 1, 0, 1]);
    t.act(0, { type: 'refill', ingredient: 'rice' });
    // One recipe short: draw one, choosing the length.
    expect(t.s.phase).toBe('draw');
    t.act(0, { type: 'draw', length: 2 });
    expect(t.s.current).toBe(1);
  });

  it('completes several recipes with one placement, each part of a longer line, one reward each', () => {
    const t = nigiri();
    t.place(0, 'salmon', sq(1, 0), 'rice');
    t.place(1, 'shrimp', sq(5, 0));
    t.place(0, 'tuna', sq(1, 2), 'egg');
    t.place(1, 'shrimp', sq(5, 1));
    t.act(0, { type: 'place', ingredient: 'rice', square: sq(1, 1) });
    expect(t.completedKeys(0)).toEqual(['salmon-nigiri', 'tuna-nigiri']);
    expect(t.s.rewardsDue).toBe(2);
    t.act(0, { type: 'take', utensil: 'spicy' });
    expect(t.s.phase).toBe('reward');
    t.act(0, { type: 'take', utensil: 'switch' });
    expect(t.s.utensils[0]).toEqual([1, 2]);
    expect(t.s.phase).toBe('refill');
  });

  it('needs a free challenge token of the length: with one left only one of two completes', () => {
    const t = nigiri();
    t.place(0, 'salmon', sq(1, 0), 'rice');
    t.place(1, 'shrimp', sq(5, 0));
    t.place(0, 'tuna', sq(1, 2), 'egg');
    t.place(1, 'shrimp', sq(5, 1));
    // TEST-ONLY: seat 0 has used three of its four length-2 tokens.
    poke(t, (s) => {
      s.tokens[0] = 1;
    });
    t.act(0, { type: 'place', ingredient: 'rice', square: sq(1, 1) });
    expect(t.completedKeys(0)).toEqual(['salmon-nigiri']);
    expect(t.s.recipes[0]).toEqual([rec('tuna-nigiri'), rec('tamago-nigiri')]);
    expect(t.s.tokens[0]).toBe(0);
    // Later changes to the run cannot complete it either: no token of that length is left.
    t.finish(0, { refill: ['egg'] });
    t.place(1, 'shrimp', sq(5, 2));
    t.act(0, { type: 'place', ingredient: 'egg', square: sq(2, 1) });
    expect(t.s.completed[0]).toHaveLength(1);
  });

  it('completes with style read backwards (cubes = length − 2), and without style in a column', () => {
    const t = crunchy();
    t.place(0, 'tempura', sq(0, 0), 'rice');
    t.place(1, 'shrimp', sq(5, 0));
    t.place(0, 'tuna', sq(0, 1), 'tuna');
    t.place(1, 'shrimp', sq(5, 1));
    t.act(0, { type: 'place', ingredient: 'rice', square: sq(0, 2) });
    expect(t.events).toContainEqual(
      expect.objectContaining({
        type: 'complete',
        recipe: 'crunchy-tuna',
        styled: true,
        points: 3,
        cubes: 1,
      }),
    );
    expect(t.s.cubes[0]).toBe(1);

    const u = crunchy();
    u.place(0, 'tuna', sq(0, 4), 'rice');
    u.place(1, 'shrimp', sq(5, 0));
    u.place(0, 'rice', sq(1, 4), 'tempura');
    u.place(1, 'shrimp', sq(5, 1));
    u.act(0, { type: 'place', ingredient: 'tempura', square: sq(2, 4) });
    expect(u.events).toContainEqual(
      expect.objectContaining({ type: 'complete', recipe: 'crunchy-tuna', styled: false, cubes: 0 }),
    );
    expect(u.s.cubes[0]).toBe(0);
    expect(u.s.styled[0]).toEqual([0]);
  });

  it('does not let a recipe be claimed from a run already on the board when it was drawn', () => {
    const t = Table.start(2, {
      gives: [
        ['salmon', 'avocado', 'egg'],
        ['shrimp', 'tuna', 'egg'],
      ],
      piles: { '2': [...PILE2.slice(1), 'ebi-nigiri', 'salmon-nigiri'] },
      draws: [
        [2, 2, 2],
        [2, 2, 2],
      ],
    });
    // Seat 1 builds rice, salmon (it does not hold Salmon Nigiri).
    t.place(0, 'shrimp', sq(5, 0));
    t.place(1, 'salmon', sq(2, 2), 'rice');
    t.place(0, 'shrimp', sq(5, 1));
    t.place(1, 'rice', sq(2, 1));
    expect(t.s.completed[1]).toHaveLength(0);
    // Seat 0 discards a recipe and draws Salmon Nigiri (the next card of the 2-pile is Ebi Nigiri).
    t.act(0, { type: 'discard', recipe: 'tuna-nigiri' }).act(0, { type: 'discard', recipe: 'tamago-nigiri' });
    t.act(0, { type: 'confirmDiscard' }).finish(0, { draw: [2, 2] });
    expect(t.s.recipes[0]).toContain(rec('salmon-nigiri'));
    t.place(1, 'avocado', sq(5, 4));
    // Placing elsewhere, even next to the line, does not claim it: the run has no square changed this turn.
    t.act(0, { type: 'place', ingredient: 'shrimp', square: sq(2, 3) });
    expect(t.s.completed[0]).toHaveLength(0);
    expect(t.s.phase).toBe('refill');
  });
});

import { describe, expect, it } from 'vitest';
import { game, RECIPE_KEYS } from '../src/index.ts';
import { giveUtensil, ing, poke, rec, sq, Table } from './helpers.ts';

const PILE2 = ['salmon-nigiri', 'tuna-nigiri', 'tamago-nigiri', 'kappa-maki', 'tekka-maki', 'avocado-maki'];

/** 2 players, seat 0 first: seat 0 holds salmon, tuna, egg and recipes salmon/tuna/tamago nigiri. */
const two = () =>
  Table.start(2, {
    gives: [
      ['shrimp', 'avocado', 'egg'],
      ['salmon', 'tuna', 'egg'],
    ],
    piles: { '2': [...PILE2, 'ebi-nigiri', 'unagi-nigiri'] },
  });

describe('the active area', () => {
  it('is 5 columns at 2 players, 6 at 3, all 7 at 4', () => {
    const t2 = two();
    expect(t2.illegal(0, { type: 'place', ingredient: 'salmon', square: sq(0, 5) })).toBe('no-such-square');
    expect(t2.illegal(0, { type: 'place', ingredient: 'salmon', square: sq(5, 6) })).toBe('no-such-square');
    expect(t2.legal(0).filter((a) => a.type === 'place')).toHaveLength(3 * 30);
    t2.act(0, { type: 'place', ingredient: 'salmon', square: sq(5, 4) });

    const t3 = Table.start(3);
    expect(t3.illegal(0, { type: 'place', ingredient: 'salmon', square: sq(0, 6) })).toBe('no-such-square');
    expect(t3.legal(0).filter((a) => a.type === 'place')).toHaveLength(3 * 36);
    t3.act(0, { type: 'place', ingredient: 'salmon', square: sq(3, 5) });

    const t4 = Table.start(4);
    expect(t4.legal(0).filter((a) => a.type === 'place')).toHaveLength(3 * 42);
    t4.act(0, { type: 'place', ingredient: 'salmon', square: sq(5, 6) });
    expect(t4.s.top[sq(5, 6)]).toBe(ing('salmon'));
  });
});

describe('placing', () => {
  it('puts one tile from hand on an empty square, then refills by type and passes the turn', () => {
    const t = two();
    expect(t.illegal(0, { type: 'end' })).toBe('must-place');
    expect(t.illegal(0, { type: 'place', ingredient: 'rice', square: 0 })).toBe('not-in-hand');
    t.act(0, { type: 'place', ingredient: 'salmon', square: sq(2, 2) });
    expect(t.s.top[sq(2, 2)]).toBe(ing('salmon'));
    // Nothing optional left: straight to the refill, choosing the type from the open pantry.
    expect(t.s.phase).toBe('refill');
    expect(t.legal(0)).toHaveLength(18);
    t.act(0, { type: 'refill', ingredient: 'rice' });
    expect(t.s.pantry[ing('rice')]).toBe(9);
    expect(t.s.hands[0]).toEqual([ing('tuna'), ing('egg'), ing('rice')]);
    expect(t.s.phase).toBe('turn');
    expect(t.s.current).toBe(1);
    expect(t.illegal(1, { type: 'place', ingredient: 'shrimp', square: sq(2, 2) })).toBe('square-occupied');
    expect(() => t.act(0, { type: 'place', ingredient: 'tuna', square: 0 })).toThrow(/cannot act now/);
    expect(game.validate(t.s, 0, { type: 'place', ingredient: 'tuna', square: 0 })?.rule).toBe(
      'not-your-turn',
    );
    expect(t.illegal(1, { type: 'refill', ingredient: 'rice' })).toBe('not-now');
  });

  it('refuses the refill of a type the pantry has run out of', () => {
    const t = two();
    t.act(0, { type: 'place', ingredient: 'salmon', square: 0 }).finish(0, { refill: ['fugu'] });
    t.act(1, { type: 'place', ingredient: 'shrimp', square: 1 });
    expect(t.illegal(1, { type: 'refill', ingredient: 'fugu' })).toBe('pantry-empty');
    expect(t.legal(1).some((a) => a.type === 'refill' && a.ingredient === 'fugu')).toBe(false);
  });
});

describe('forgoing the placement to discard recipes', () => {
  it('selects recipes one by one, confirms, puts them under their piles, then draws by length', () => {
    const t = two();
    t.act(0, { type: 'discard', recipe: 'tuna-nigiri' });
    expect(t.illegal(0, { type: 'place', ingredient: 'salmon', square: 0 })).toBe('discarding');
    expect(t.illegal(0, { type: 'end' })).toBe('discarding');
    expect(t.illegal(0, { type: 'discard', recipe: 'tuna-nigiri' })).toBe('recipe-selected');
    expect(t.illegal(0, { type: 'discard', recipe: 'kappa-maki' })).toBe('recipe-not-held');
    t.act(0, { type: 'discard', recipe: 'salmon-nigiri' });
    t.act(0, { type: 'confirmDiscard' });
    expect(t.events[0]).toEqual({
      type: 'discard',
      player: 0,
      recipes: ['salmon-nigiri', 'tuna-nigiri'],
      lengths: [2, 2],
    });
    // Decision 8: hand order (Salmon, then Tuna), not selection order: Tuna, drawn later, lies deepest.
    const pile = t.s.piles[0];
    expect(pile.slice(0, 2)).toEqual([rec('tuna-nigiri'), rec('salmon-nigiri')]);
    expect(t.s.phase).toBe('draw');
    expect(t.s.hands[0]).toHaveLength(3);
    t.act(0, { type: 'draw', length: 2 });
    expect(t.s.recipes[0]).toEqual([rec('tamago-nigiri'), rec('ebi-nigiri')]);
    t.act(0, { type: 'draw', length: 3 });
    expect(t.s.current).toBe(1);
  });

  it('is refused after placing, and confirming needs a selection', () => {
    const t = two();
    expect(t.illegal(0, { type: 'confirmDiscard' })).toBe('nothing-selected');
    // With Spicy! in hand the turn stays open after one placement; discarding is no longer possible.
    giveUtensil(t, 0, 'spicy');
    t.act(0, { type: 'place', ingredient: 'salmon', square: 0 });
    expect(t.s.phase).toBe('turn');
    expect(t.illegal(0, { type: 'discard', recipe: 'tuna-nigiri' })).toBe('discard-after-acting');
    expect(t.legal(0).some((a) => a.type === 'discard')).toBe(false);
  });
});

describe('recipe piles', () => {
  it('refuses an exhausted length (choose another); discards go under their pile and can be drawn again', () => {
    const t = Table.start(2, {
      draws: [
        [5, 5, 2],
        [5, 5, 5],
      ],
    });
    expect(t.s.piles[3]).toHaveLength(8);
    // TEST-ONLY shortcut: the 8 remaining length-5 recipes count as completed by seat 1.
    poke(t, (s) => {
      const gone = s.piles[3].splice(0);
      s.completed[1].push(...gone);
      s.styled[1].push(...gone.map(() => 0));
    });
    t.act(0, { type: 'discard', recipe: RECIPE_KEYS[t.s.recipes[0][2]] }).act(0, { type: 'confirmDiscard' });
    expect(t.s.phase).toBe('draw');
    expect(t.illegal(0, { type: 'draw', length: 5 })).toBe('pile-empty');
    expect(t.legal(0)).toEqual([2, 3, 4].map((length) => ({ type: 'draw', length })));
    t.act(0, { type: 'draw', length: 3 });
    expect(t.s.current).toBe(1);
    // Seat 1 discards two length-5 recipes: they lie under the (empty) pile, first discarded on top.
    const [d, e] = t.s.recipes[1];
    t.act(1, { type: 'discard', recipe: RECIPE_KEYS[d] }).act(1, { type: 'discard', recipe: RECIPE_KEYS[e] });
    t.act(1, { type: 'confirmDiscard' });
    expect(t.s.piles[3]).toEqual([e, d]);
    t.act(1, { type: 'draw', length: 5 });
    expect(t.s.recipes[1].at(-1)).toBe(d);
    t.act(1, { type: 'draw', length: 5 });
    expect(t.s.recipes[1].at(-1)).toBe(e);
    expect(t.s.piles[3]).toHaveLength(0);
    expect(t.s.current).toBe(0);
  });
});

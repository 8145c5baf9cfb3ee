import { createGame, GameError } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.ts';
import { ing, rec, Table } from './helpers.ts';

describe('setup', () => {
  it('picks a random first player, or the fixed one', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++) firsts.add(createGame(game, { players: 4, seed: `s${i}` }).startPlayer);
    expect(firsts.size).toBeGreaterThan(1);
    const s = createGame(game, { players: 3, seed: 'x', fixed: { firstPlayer: 2 } });
    expect(s.startPlayer).toBe(2);
    expect(game.activePlayers(s)).toEqual([2]);
    expect(s.phase).toBe('give');
  });

  it('refuses a fixed first player who is not a seat', () => {
    expect(() => createGame(game, { players: 2, seed: 'x', fixed: { firstPlayer: 3 } })).toThrow(GameError);
    expect(() =>
      createGame(game, { players: 2, seed: 'x', fixed: { piles: { '2': ['crunchy-tuna'] } } }),
    ).toThrow(/BAD_FIXED|length/);
  });

  it('pins the top of each recipe pile with fixed', () => {
    const s = createGame(game, {
      players: 2,
      seed: 'x',
      fixed: { piles: { '3': ['crunchy-tuna', 'squid-roll'] } },
    });
    const pile = s.piles[1];
    expect(pile).toHaveLength(13);
    expect(pile[pile.length - 1]).toBe(rec('crunchy-tuna'));
    expect(pile[pile.length - 2]).toBe(rec('squid-roll'));
  });

  it('has each player give 3 starting ingredients to the left, in turn order from the first player', () => {
    const t = new Table(3, { firstPlayer: 1 });
    expect(t.s.current).toBe(1);
    const e = new Table(3, { firstPlayer: 1 });
    expect(() => e.act(0, { type: 'give', ingredient: 'salmon' })).toThrow(/cannot act now/);
    t.act(1, { type: 'give', ingredient: 'salmon' });
    t.act(1, { type: 'give', ingredient: 'crab' });
    t.act(1, { type: 'give', ingredient: 'egg' });
    expect(t.s.hands[2]).toEqual([ing('salmon'), ing('crab'), ing('egg')]);
    expect(t.s.pantry[ing('salmon')]).toBe(3);
    expect(t.s.current).toBe(2);
    for (const k of ['tuna', 'eel', 'cucumber']) t.act(2, { type: 'give', ingredient: k });
    expect(t.s.hands[0]).toEqual([ing('tuna'), ing('eel'), ing('cucumber')]);
    expect(t.s.current).toBe(0);
    for (const k of ['roe', 'shrimp', 'tempura']) t.act(0, { type: 'give', ingredient: k });
    expect(t.s.hands[1]).toEqual([ing('roe'), ing('shrimp'), ing('tempura')]);
    expect(t.s.phase).toBe('draw');
    expect(t.s.current).toBe(1);
  });

  it('refuses rice, maki and unique ingredients as starting ingredients', () => {
    const t = new Table(2, { firstPlayer: 0 });
    for (const k of ['rice', 'maki', 'fugu', 'uni', 'toro', 'abalone'])
      expect(t.illegal(0, { type: 'give', ingredient: k })).toBe('starting-kind');
    const offered = t.legal(0).map((a) => (a as { ingredient: string }).ingredient);
    expect(offered).toHaveLength(12);
    expect(offered).not.toContain('rice');
  });

  it('refuses three starting ingredients of one category', () => {
    const t = new Table(2, { firstPlayer: 0 });
    t.act(0, { type: 'give', ingredient: 'salmon' });
    t.act(0, { type: 'give', ingredient: 'tuna' });
    expect(t.illegal(0, { type: 'give', ingredient: 'eel' })).toBe('starting-category');
    expect(t.legal(0).some((a) => a.type === 'give' && a.ingredient === 'squid')).toBe(false);
    t.act(0, { type: 'give', ingredient: 'shrimp' });
    expect(t.s.hands[1]).toEqual([ing('salmon'), ing('tuna'), ing('shrimp')]);
    // Two of a category then a third of another is fine in any order.
    t.act(1, { type: 'give', ingredient: 'avocado' });
    t.act(1, { type: 'give', ingredient: 'egg' });
    t.act(1, { type: 'give', ingredient: 'tempura' });
    expect(t.s.phase).toBe('draw');
  });

  it('refuses a starting ingredient the pantry has run out of', () => {
    const t = new Table(4, { firstPlayer: 0 });
    for (const k of ['crab', 'crab', 'egg']) t.act(0, { type: 'give', ingredient: k });
    for (const k of ['crab', 'crab', 'egg']) t.act(1, { type: 'give', ingredient: k });
    expect(t.illegal(2, { type: 'give', ingredient: 'crab' })).toBe('pantry-empty');
  });

  it('has each player draw 3 recipes in turn order, choosing each length, seeing each before the next', () => {
    const t = new Table(2, {
      firstPlayer: 1,
      piles: { '2': ['tuna-nigiri', 'kappa-maki'], '4': ['dragon-roll'], '5': ['fire-roll'] },
    });
    for (const p of [1, 0])
      for (const k of ['salmon', 'avocado', 'egg']) t.act(p, { type: 'give', ingredient: k });
    expect(t.s.phase).toBe('draw');
    expect(t.s.current).toBe(1);
    t.act(1, { type: 'draw', length: 2 });
    expect(t.events).toEqual([{ type: 'draw', player: 1, length: 2, recipe: 'tuna-nigiri' }]);
    expect(game.view(t.s, 1).seats[1].recipes).toEqual([rec('tuna-nigiri')]);
    t.act(1, { type: 'draw', length: 5 });
    t.act(1, { type: 'draw', length: 2 });
    expect(t.s.recipes[1]).toEqual([rec('tuna-nigiri'), rec('fire-roll'), rec('kappa-maki')]);
    expect(t.s.current).toBe(0);
    t.act(0, { type: 'draw', length: 4 });
    t.act(0, { type: 'draw', length: 3 });
    t.act(0, { type: 'draw', length: 3 });
    expect(t.s.recipes[0][0]).toBe(rec('dragon-roll'));
    expect(t.s.phase).toBe('turn');
    expect(t.s.current).toBe(1);
    expect(t.s.turn).toBe(1);
  });
});

import { rngFromSeed, SPECTATOR } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game, RECIPE_KEYS } from '../src/index.ts';
import { ing, poke, rec, sq, Table } from './helpers.ts';

/** 3 players, seat 0 first: seat 0 gives seat 1 salmon, avocado, egg. */
const three = () =>
  Table.start(3, {
    gives: [
      ['salmon', 'avocado', 'egg'],
      ['tuna', 'crab', 'tempura'],
      ['eel', 'cucumber', 'roe'],
    ],
    piles: { '2': ['salmon-nigiri', 'tuna-nigiri', 'tamago-nigiri'] },
  });

describe('hidden information', () => {
  it('hides hands and recipe ids from others, but shows counts, recipe lengths and the board', () => {
    const t = three();
    t.place(0, 'eel', sq(1, 1));
    const mine = game.view(t.s, 0);
    const theirs = game.view(t.s, 1);
    const spectator = game.view(t.s, SPECTATOR);
    expect(mine.seats[0].hand).toEqual(t.s.hands[0]);
    expect(mine.seats[0].recipes).toEqual([rec('salmon-nigiri'), rec('tuna-nigiri'), rec('tamago-nigiri')]);
    expect(theirs.seats[0].hand).toEqual([-1, -1, -1]);
    expect(theirs.seats[0].recipes).toEqual([-1, -1, -1]);
    expect(theirs.seats[0].recipeLengths).toEqual([2, 2, 2]);
    expect(spectator.seats[0].hand).toEqual([-1, -1, -1]);
    for (const v of [mine, theirs, spectator]) {
      expect(v.top[sq(1, 1)]).toBe(ing('eel'));
      expect(v.piles.map((p) => p.length)).toEqual([4, 13, 13, 13]);
      expect(v.piles.flat().every((id) => id === -1)).toBe(true);
      expect(JSON.stringify(v)).not.toContain('rng');
    }
  });

  it('lets the giver (and only the giver) see the starting tiles still surely in the receiver hand', () => {
    const t = three();
    const known = (viewer: number) => game.view(t.s, viewer).seats[1].known;
    expect(known(0)).toEqual([ing('salmon'), ing('avocado'), ing('egg')]);
    expect(known(1)).toEqual([ing('salmon'), ing('avocado'), ing('egg')]);
    expect(known(2)).toEqual([]);
    expect(known(SPECTATOR)).toEqual([]);
    t.place(0, 'eel', sq(0, 0));
    // Seat 1 plays the avocado and refills a salmon: the giver can no longer tell the salmons apart.
    t.place(1, 'avocado', sq(3, 3), 'salmon');
    expect(known(0)).toEqual([ing('salmon'), ing('egg')]);
    t.place(2, 'tuna', sq(5, 5));
    t.place(0, 'cucumber', sq(0, 1));
    t.place(1, 'salmon', sq(3, 4), 'rice');
    expect(t.s.hands[1].filter((i) => i === ing('salmon'))).toHaveLength(1);
    expect(known(0)).toEqual([ing('egg')]);
  });

  it('determinizes other hands around the known starting tiles and the unseen cards only', () => {
    const t = three();
    t.place(0, 'eel', sq(0, 0));
    const v = game.view(t.s, 0);
    const rng = rngFromSeed('det');
    const recipes1 = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const w = game.determinize(v, 0, rng);
      expect(game.view(w, 0)).toEqual(v);
      // Seat 1 still holds the three tiles seat 0 gave it; with the pantry open, seat 2 can only hold the rest.
      expect([...w.hands[1]].sort()).toEqual([...t.s.hands[1]].sort());
      expect([...w.hands[2]].sort()).toEqual([...t.s.hands[2]].sort());
      // Nobody else is dealt a recipe seat 0 holds; the others' recipes are sampled.
      for (const p of [1, 2]) for (const id of w.recipes[p]) expect(t.s.recipes[0]).not.toContain(id);
      recipes1.add(JSON.stringify(w.recipes[1]));
    }
    expect(recipes1.size).toBeGreaterThan(1);

    // At 4 players seat 0 cannot tell how seats 2 and 3 split the tiles it did not give.
    const f = Table.start(4, {
      gives: [
        ['salmon', 'avocado', 'egg'],
        ['tuna', 'crab', 'tempura'],
        ['eel', 'cucumber', 'roe'],
        ['squid', 'shrimp', 'egg'],
      ],
    });
    const fv = game.view(f.s, 0);
    const splits = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const w = game.determinize(fv, 0, rng);
      expect(game.view(w, 0)).toEqual(fv);
      expect(w.hands[1]).toEqual(f.s.hands[1]);
      splits.add(JSON.stringify([...w.hands[2]].sort()));
    }
    expect(splits.size).toBeGreaterThan(1);
  });

  it('lets a discarder follow its card: under the pile, then into the hand of whoever draws it', () => {
    const t = Table.start(2, { piles: { '2': ['salmon-nigiri', 'tuna-nigiri', 'tamago-nigiri'] } });
    // TEST-ONLY: the rest of the 2-pile is gone (as if completed by seat 1) to reach its bottom quickly.
    poke(t, (s) => {
      const gone = s.piles[0].splice(0);
      s.completed[1].push(...gone);
      s.styled[1].push(...gone.map(() => 0));
    });
    t.act(0, { type: 'discard', recipe: 'tuna-nigiri' }).act(0, { type: 'confirmDiscard' });
    expect(game.view(t.s, 0).piles[0]).toEqual([rec('tuna-nigiri')]);
    expect(game.view(t.s, 1).piles[0]).toEqual([-1]);
    t.act(0, { type: 'draw', length: 3 });
    // Seat 1 discards one of its recipes and draws: the tuna nigiri comes up.
    t.act(1, { type: 'discard', recipe: RECIPE_KEYS[t.s.recipes[1][0]] }).act(1, { type: 'confirmDiscard' });
    const events: unknown[] = [];
    t.act(1, { type: 'draw', length: 2 });
    events.push(...t.events.map((e) => game.viewEvent(e, 0)));
    expect(t.s.recipes[1].at(-1)).toBe(rec('tuna-nigiri'));
    expect(game.view(t.s, 0).seats[1].recipes).toEqual([-1, -1, rec('tuna-nigiri')]);
    expect(game.view(t.s, SPECTATOR).seats[1].recipes).toEqual([-1, -1, -1]);
    // The event itself names no recipe for others.
    expect(events[0]).toEqual({ type: 'draw', player: 1, length: 2, recipe: null });
  });

  it('redacts given, drawn, refilled and discarded items in events for those who may not see them', () => {
    const t = new Table(3, { firstPlayer: 0 });
    t.act(0, { type: 'give', ingredient: 'salmon' });
    const give = t.events[0];
    expect(game.viewEvent(give, 0)).toEqual(give);
    expect(game.viewEvent(give, 1)).toEqual(give);
    expect(game.viewEvent(give, 2)).toEqual({ ...give, ingredient: null });
    expect(game.viewEvent(give, SPECTATOR)).toEqual({ ...give, ingredient: null });
    const u = three();
    u.act(0, { type: 'place', ingredient: 'eel', square: 0 });
    expect(game.viewEvent(u.events[0], 1)).toEqual(u.events[0]);
    u.act(0, { type: 'refill', ingredient: 'rice' });
    expect(game.viewEvent(u.events[0], 1)).toEqual({ type: 'refill', player: 0, ingredient: null });
    u.act(1, { type: 'discard', recipe: RECIPE_KEYS[u.s.recipes[1][0]] }).act(1, { type: 'confirmDiscard' });
    const d = u.events[0];
    expect(game.viewEvent(d, 2)).toEqual({ type: 'discard', player: 1, recipes: [null], lengths: [2] });
    expect(game.viewEvent(d, 1)).toEqual(d);
  });

  it('gives the same refusal whoever holds a recipe', () => {
    const t = three();
    const held = t.illegal(0, { type: 'discard', recipe: RECIPE_KEYS[t.s.recipes[1][0]] });
    const inPile = t.illegal(0, { type: 'discard', recipe: RECIPE_KEYS[t.s.piles[3][0]] });
    expect(held).toBe('recipe-not-held');
    expect(inPile).toBe('recipe-not-held');
  });
});

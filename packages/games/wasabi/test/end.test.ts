import { applyAction, type GameError } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { GEOMETRY, game } from '../src/index.ts';
import { giveUtensil, ing, poke, rec, sq, Table } from './helpers.ts';

const PILE2 = ['salmon-nigiri', 'tuna-nigiri', 'tamago-nigiri', 'kappa-maki', 'tekka-maki', 'avocado-maki'];
const nigiri = () =>
  Table.start(2, {
    gives: [
      ['shrimp', 'avocado', 'egg'],
      ['salmon', 'tuna', 'egg'],
    ],
    piles: { '2': PILE2 },
  });

describe('the end of the game', () => {
  it('ends at once when a player completes a 10th challenge; that player wins whatever the scores', () => {
    const t = nigiri();
    t.place(0, 'salmon', sq(0, 1), 'rice');
    t.place(1, 'shrimp', sq(5, 0));
    // TEST-ONLY: seat 0 has completed nine challenges (one length-2 token left); seat 1 has many cubes.
    poke(t, (s) => {
      const take = (l: number, n: number) => s.piles[l].splice(0, n);
      const done = [...take(0, 3), ...take(1, 3), ...take(2, 2), ...take(3, 1)];
      s.completed[0] = done;
      s.styled[0] = done.map(() => 0);
      s.tokens.splice(0, 4, 1, 0, 0, 0);
      s.cubes[1] = 40;
    });
    t.act(0, { type: 'place', ingredient: 'rice', square: sq(0, 0) });
    expect(t.s.completed[0]).toHaveLength(10);
    expect(t.s.phase).toBe('over');
    expect(t.events.at(-1)).toEqual({ type: 'gameOver', reason: 'ten-challenges', winner: 0 });
    expect(game.activePlayers(t.s)).toEqual([]);
    const r = game.result(t.s)!;
    expect(r.winners).toEqual([0]);
    expect(r.ranks).toEqual([1, 2]);
    expect(r.scores[1]).toBe(40);
    expect(r.scores[0]).toBe(3 * 2 + 3 * 3 + 2 * 4 + 5 + 2);
    try {
      applyAction(game, t.s, 1, { type: 'place', ingredient: 'shrimp', square: sq(3, 3) });
      throw new Error('accepted');
    } catch (e) {
      expect((e as GameError).code).toBe('GAME_OVER');
    }
  });

  it('ends when the board is full at the end of a turn', () => {
    const t = nigiri();
    // TEST-ONLY: every square but one holds a cucumber.
    poke(t, (s) => {
      for (const q of GEOMETRY[5].squares) if (q !== sq(5, 4)) s.top[q] = ing('cucumber');
    });
    expect(game.result(t.s)).toBeNull();
    t.act(0, { type: 'place', ingredient: 'salmon', square: sq(5, 4) });
    // The turn still finishes (refill) before the check.
    expect(t.s.phase).toBe('refill');
    t.act(0, { type: 'refill', ingredient: 'rice' });
    expect(t.s.phase).toBe('over');
    expect(t.events.at(-1)).toEqual({ type: 'gameOver', reason: 'board-full', winner: -1 });
    expect(game.result(t.s)?.winners).toEqual([0, 1]);
  });

  it('counts squares covered by Wasabi! as filled', () => {
    const t = nigiri();
    const block = [sq(4, 3), sq(4, 4), sq(5, 3), sq(5, 4)];
    poke(t, (s) => {
      for (const q of GEOMETRY[5].squares) if (!block.includes(q)) s.top[q] = ing('cucumber');
    });
    giveUtensil(t, 0, 'wasabi');
    t.act(0, { type: 'wasabi', square: sq(4, 3) });
    // No empty square is left to place on: the turn ends, and with it the game.
    expect(t.s.phase).toBe('over');
    const r = game.result(t.s)!;
    expect(r.scores).toEqual([1, 0]);
    expect(r.winners).toEqual([0]);
  });

  it('scores token points + cubes; ties go to more cubes, then are shared', () => {
    const t = nigiri();
    const finish = (p1: number[], cubes: number[]) => {
      poke(t, (s) => {
        s.phase = 'over';
        s.completed = [[rec('crunchy-tuna'), rec('salmon-nigiri')], p1];
        s.styled = [[1, 1], p1.map(() => 0)];
        s.cubes = cubes;
      });
      return game.result(t.s)!;
    };
    let r = finish([rec('tuna-nigiri'), rec('tekka-maki'), rec('kappa-maki')], [2, 1]);
    expect(r.scores).toEqual([7, 7]);
    expect(r.winners).toEqual([0]);
    expect(r.ranks).toEqual([1, 2]);
    expect(r.tiebreak).toEqual([2, 1]);
    r = finish([rec('tuna-nigiri'), rec('dragon-roll')], [2, 1]);
    expect(r.scores).toEqual([7, 7]);
    expect(r.winners).toEqual([0]);
    r = finish([rec('tuna-nigiri'), rec('crunchy-tuna')], [2, 2]);
    expect(r.winners).toEqual([0, 1]);
    expect(r.ranks).toEqual([1, 1]);
  });
});

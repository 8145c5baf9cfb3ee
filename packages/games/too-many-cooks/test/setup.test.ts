import { createGame, GameError, SPECTATOR } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.ts';
import { deal, Table } from './helpers.ts';

function setupError(input: Parameters<typeof createGame>[1]): GameError {
  try {
    createGame(game, input);
  } catch (e) {
    if (e instanceof GameError) return e;
    throw e;
  }
  throw new Error('accepted');
}

describe('setup', () => {
  it('defaults to the standard96 deck, 13 cards each, recipe choice open to all', () => {
    expect(game.optionsSchema.parse({})).toEqual({ deck: 'standard96' });
    for (let n = 2; n <= 5; n++) {
      const s = createGame(game, { players: n, seed: 'x' });
      expect(s.deck).toBe('standard96');
      expect(s.hands.map((h) => h.length)).toEqual(new Array(n).fill(13));
      const v = game.view(s, 0);
      expect(v.phase).toBe('choose');
      expect(v.round).toBe(0);
      expect(game.activePlayers(s)).toEqual(Array.from({ length: n }, (_, i) => i));
      // Hands are distinct cards, sorted.
      const all = s.hands.flat();
      expect(new Set(all).size).toBe(13 * n);
      for (const h of s.hands) expect([...h].sort((a, b) => a - b)).toEqual(h);
    }
  });

  it('rejects 1 or 6 players and unknown options', () => {
    expect(setupError({ players: 1, seed: 'x' }).code).toBe('BAD_PLAYER_COUNT');
    expect(setupError({ players: 6, seed: 'x' }).code).toBe('BAD_PLAYER_COUNT');
    expect(setupError({ players: 3, seed: 'x', options: { deck: 'tiny' } }).code).toBe('BAD_OPTIONS');
    expect(setupError({ players: 3, seed: 'x', options: { decks: 'classic52' } }).code).toBe('BAD_OPTIONS');
  });

  it('classic52 at 2–4 players deals 13 each; at 5 players the whole deck, 11 to the leader and the next', () => {
    for (let n = 2; n <= 4; n++) {
      const s = createGame(game, { players: n, seed: 'x', options: { deck: 'classic52' } });
      expect(s.hands.every((h) => h.length === 13 && h.every((c) => c < 52))).toBe(true);
    }
    const t = new Table(5, { leader: 2 }, 'classic52');
    expect(t.view(SPECTATOR).handSizes).toEqual([10, 10, 11, 11, 10]);
    expect(new Set(t.state.hands.flat()).size).toBe(52);
    // Round 2 is started by the next seat clockwise: seats 3 and 4 get 11.
    t.choose('none', 'none', 'none', 'none', 'none');
    while (t.state.round === 0) t.act(t.state.turn, game.legalActions(t.state, t.state.turn)[0]);
    expect(t.view(SPECTATOR).leader).toBe(3);
    expect(t.view(SPECTATOR).handSizes).toEqual([10, 10, 10, 11, 11]);
  });

  it('the first starting player comes from the seed (every seat possible) or from fixed.leader', () => {
    const leaders = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const a = createGame(game, { players: 4, seed: `s${i}` });
      const b = createGame(game, { players: 4, seed: `s${i}` });
      expect(a.leader).toBe(b.leader);
      leaders.add(a.leader);
    }
    expect([...leaders].sort()).toEqual([0, 1, 2, 3]);
    expect(new Table(4, { leader: 3 }).state.leader).toBe(3);
  });

  it('fixed pins whole hands per round in seat order; partial hands are completed from the RNG', () => {
    const hands = deal('standard96', 'M1 M2', 'P1 P2 P3 P4 P5 P10 Pc Pr M3 M4 M5 M10 Mc');
    const s = createGame(game, { players: 2, seed: 'x', fixed: { leader: 0, rounds: [hands] } });
    expect(s.hands[1]).toEqual([...hands[1]].sort((a, b) => a - b));
    expect(s.hands[0]).toHaveLength(13);
    expect(s.hands[0]).toEqual(expect.arrayContaining(hands[0]));
    expect(new Set([...s.hands[0], ...s.hands[1]]).size).toBe(26);
  });

  it('rejects a bad fixed setup with BAD_FIXED', () => {
    const h = deal('standard96', 'M1', 'M1');
    expect(setupError({ players: 2, seed: 'x', fixed: { leader: 2 } }).code).toBe('BAD_FIXED');
    expect(setupError({ players: 3, seed: 'x', fixed: { rounds: [h] } }).code).toBe('BAD_FIXED');
    expect(setupError({ players: 2, seed: 'x', fixed: { rounds: [[h[0], h[0]]] } }).code).toBe('BAD_FIXED');
    expect(
      setupError({ players: 2, seed: 'x', options: { deck: 'classic52' }, fixed: { rounds: [[[60], [1]]] } })
        .code,
    ).toBe('BAD_FIXED');
    const fourteen = Array.from({ length: 14 }, (_, i) => i);
    expect(setupError({ players: 2, seed: 'x', fixed: { rounds: [[fourteen, null]] } }).code).toBe(
      'BAD_FIXED',
    );
    // classic52, 5 players: seat 2 leads, so seat 0 gets only 10 cards.
    const eleven = Array.from({ length: 11 }, (_, i) => i);
    expect(
      setupError({
        players: 5,
        seed: 'x',
        options: { deck: 'classic52' },
        fixed: { leader: 2, rounds: [[eleven, null, null, null, null]] },
      }).code,
    ).toBe('BAD_FIXED');
    expect(setupError({ players: 2, seed: 'x', fixed: { hands: [] } }).code).toBe('BAD_FIXED');
  });
});

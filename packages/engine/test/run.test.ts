import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  GameError,
  type GameError as GameErrorType,
  parseOptions,
  rankByScores,
  viewEvents,
} from '../src/index.ts';
import { miniGame } from './mini-game.ts';

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(GameError);
    return (e as GameErrorType).code;
  }
  throw new Error('expected a GameError');
}

const fixed = {
  hands: [
    [1, 2, 3],
    [4, 5, 6],
  ],
};

describe('createGame validates setup input', () => {
  it('rejects player counts outside the game’s range', () => {
    expect(codeOf(() => createGame(miniGame, { players: 1, seed: 's' }))).toBe('BAD_PLAYER_COUNT');
    expect(codeOf(() => createGame(miniGame, { players: 5, seed: 's' }))).toBe('BAD_PLAYER_COUNT');
    expect(codeOf(() => createGame(miniGame, { players: 2.5, seed: 's' }))).toBe('BAD_PLAYER_COUNT');
  });
  it('rejects bad options and fills defaults', () => {
    expect(codeOf(() => createGame(miniGame, { players: 2, seed: 's', options: { handSize: 9 } }))).toBe(
      'BAD_OPTIONS',
    );
    expect(parseOptions(miniGame, undefined)).toEqual({ handSize: 3 });
    expect(codeOf(() => parseOptions(miniGame, { handsize: 3 }))).toBe('BAD_OPTIONS');
  });
  it('rejects a malformed or impossible `fixed`', () => {
    expect(codeOf(() => createGame(miniGame, { players: 2, seed: 's', fixed: { hands: 'x' } }))).toBe(
      'BAD_FIXED',
    );
    expect(
      codeOf(() =>
        createGame(miniGame, {
          players: 2,
          seed: 's',
          fixed: {
            hands: [
              [1, 1, 2],
              [3, 4, 5],
            ],
          },
        }),
      ),
    ).toBe('BAD_FIXED');
  });
  it('pins every random part with `fixed`', () => {
    const a = createGame(miniGame, { players: 2, seed: 'one', fixed });
    const b = createGame(miniGame, { players: 2, seed: 'two', fixed });
    expect(a.hands).toEqual(b.hands);
  });
});

describe('applyAction is the checked boundary', () => {
  const s = createGame(miniGame, { players: 2, seed: 's', fixed });
  const before = JSON.stringify(s);

  it('gives each kind of bad input its stable code and leaves the state untouched', () => {
    expect(codeOf(() => applyAction(miniGame, s, 2, { type: 'bid', card: 1 }))).toBe('BAD_PLAYER');
    expect(codeOf(() => applyAction(miniGame, s, 0, { type: 'bid', card: 'one' }))).toBe('BAD_ACTION_SHAPE');
    expect(codeOf(() => applyAction(miniGame, s, 0, { type: 'bid', card: 4 }))).toBe('ILLEGAL_ACTION');
    const after = applyAction(miniGame, s, 0, { type: 'bid', card: 1 }).state;
    expect(codeOf(() => applyAction(miniGame, after, 0, { type: 'bid', card: 2 }))).toBe('NOT_YOUR_TURN');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('names the broken rule in every language', () => {
    try {
      applyAction(miniGame, s, 0, { type: 'bid', card: 4 });
    } catch (e) {
      const err = e as GameErrorType;
      expect(err.rule).toBe('bid-from-hand');
      expect(err.text.en).toMatch(/your hand/);
      expect(err.text['zh-Hans']).toMatch(/手中/);
      expect(err.text['zh-Hant']).toMatch(/手中/);
      expect(err.toJSON()).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'bid-from-hand' });
    }
  });

  it('rejects every action once the game is over', () => {
    let t = s;
    for (const [a, b] of [
      [1, 4],
      [2, 5],
      [3, 6],
    ]) {
      t = applyAction(miniGame, t, 0, { type: 'bid', card: a }).state;
      t = applyAction(miniGame, t, 1, { type: 'bid', card: b }).state;
    }
    expect(miniGame.result(t)?.winners).toEqual([1]);
    expect(codeOf(() => applyAction(miniGame, t, 0, { type: 'bid', card: 1 }))).toBe('GAME_OVER');
  });

  it('redacts events per viewer and marks the reveal', () => {
    const first = applyAction(miniGame, s, 0, { type: 'bid', card: 3 });
    expect(first.flags).toBe(0);
    expect(viewEvents(miniGame, first.events, 1)).toEqual([{ type: 'bid', player: 0 }]);
    expect(viewEvents(miniGame, first.events, 0)).toEqual([{ type: 'bid', player: 0, card: 3 }]);
    const second = applyAction(miniGame, first.state, 1, { type: 'bid', card: 4 });
    expect(second.flags).toBe(1);
    expect(viewEvents(miniGame, second.events, -1)).toContainEqual({
      type: 'reveal',
      bids: [3, 4],
      winner: 1,
    });
  });
});

describe('rankByScores', () => {
  it('shares places and the win on ties', () => {
    expect(rankByScores([5, 7, 7, 1])).toEqual({
      scores: [5, 7, 7, 1],
      ranks: [3, 1, 1, 4],
      winners: [1, 2],
    });
  });
  it('breaks ties by the tie-break, then shares', () => {
    const r = rankByScores([7, 7, 7], [2, 3, 3]);
    expect(r.ranks).toEqual([3, 1, 1]);
    expect(r.winners).toEqual([1, 2]);
  });
});

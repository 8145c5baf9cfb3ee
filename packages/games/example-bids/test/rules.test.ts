/** One test per rule of docs/games/example-bids.md, each through the checked boundary (`applyAction`). */
import { applyAction, createGame, GameError, REVEALED, SPECTATOR } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { type BidsState, DISHES, game } from '../src/index.ts';

const start = (players = 3, dishes = [7, 2, 10, 1, 5], rounds = 5) =>
  createGame(game, { players, seed: 'rules', options: { rounds }, fixed: { dishes } });

/** Plays one round: every seat bids the given card, in seat order. */
function round(s: BidsState, cards: number[]): { state: BidsState; flags: number[] } {
  const flags: number[] = [];
  for (let p = 0; p < cards.length; p++) {
    const r = applyAction(game, s, p, { type: 'bid', card: cards[p] });
    s = r.state;
    flags.push(r.flags);
  }
  return { state: s, flags };
}

const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof GameError ? [e.code, e.rule] : ['not a GameError'];
  }
  return ['no error'];
};

describe('Dish Auction rules', () => {
  it('setup: every seat holds bid cards 1..rounds and the top dish is face up', () => {
    const s = start(4, [7], 6);
    expect(s.hands).toEqual(Array.from({ length: 4 }, () => [1, 2, 3, 4, 5, 6]));
    expect(s.dish).toBe(7);
    expect(s.deck).toHaveLength(DISHES.length - 1);
    expect(s.scores).toEqual([0, 0, 0, 0]);
  });

  it('the dish deck holds each dish 1..10 once', () => {
    const s = createGame(game, { players: 2, seed: 'deck' });
    expect([s.dish, ...s.deck].sort((a, b) => a - b)).toEqual(DISHES.map((d) => d.value));
  });

  it('a pinned dish twice is BAD_FIXED', () => {
    expect(code(() => start(2, [3, 3]))).toEqual(['BAD_FIXED', undefined]);
  });

  it('every seat chooses at once: all are active until they have bid', () => {
    let s = start();
    expect(game.activePlayers(s)).toEqual([0, 1, 2]);
    s = applyAction(game, s, 1, { type: 'bid', card: 4 }).state;
    expect(game.activePlayers(s)).toEqual([0, 2]);
    expect(code(() => applyAction(game, s, 1, { type: 'bid', card: 3 }))).toEqual([
      'NOT_YOUR_TURN',
      undefined,
    ]);
  });

  it('a bid must be a card in your hand', () => {
    const s = round(start(), [5, 4, 3]).state;
    expect(code(() => applyAction(game, s, 0, { type: 'bid', card: 5 }))).toEqual([
      'ILLEGAL_ACTION',
      'bid-from-hand',
    ]);
    expect(code(() => applyAction(game, s, 0, { type: 'bid', card: 6 }))).toEqual([
      'ILLEGAL_ACTION',
      'bid-from-hand',
    ]);
    expect(game.legalActions(s, 0).map((a) => a.card)).toEqual([1, 2, 3, 4]);
  });

  it('a bid stays secret until the last seat has chosen; then all are revealed', () => {
    let s = start();
    const first = applyAction(game, s, 0, { type: 'bid', card: 5 });
    s = first.state;
    expect(first.flags & REVEALED).toBe(0);
    expect(game.view(s, 1).chosen).toEqual([true, false, false]);
    expect(JSON.stringify(game.view(s, 1))).not.toContain('"myBid":5');
    expect(game.view(s, 0).myBid).toBe(5);
    expect(game.view(s, 1).hands[0]).toEqual([1, 2, 3, 4, 5]); // the bid card stays in hand until the reveal
    expect(game.viewEvent({ type: 'bid', player: 0, card: 5 }, 1)).toEqual({ type: 'bid', player: 0 });
    expect(game.viewEvent({ type: 'bid', player: 0, card: 5 }, SPECTATOR)).toEqual({
      type: 'bid',
      player: 0,
    });
    const second = applyAction(game, s, 1, { type: 'bid', card: 4 });
    expect(second.flags & REVEALED).toBe(0);
    const last = applyAction(game, second.state, 2, { type: 'bid', card: 3 });
    expect(last.flags & REVEALED).toBe(REVEALED);
    expect(last.events).toContainEqual({ type: 'reveal', dish: 7, bids: [5, 4, 3], winner: 0 });
  });

  it('the highest bid takes the dish and scores its value', () => {
    const s = round(start(), [2, 5, 3]).state;
    expect(s.scores).toEqual([0, 7, 0]);
    expect(s.history[0]).toEqual({ dish: 7, bids: [2, 5, 3], winner: 1 });
  });

  it('matched bids cancel: the highest unique bid takes the dish', () => {
    const s = round(start(), [5, 5, 3]).state;
    expect(s.scores).toEqual([0, 0, 7]);
  });

  it('when no bid is unique nobody takes the dish', () => {
    const s = round(start(2), [4, 4]).state;
    expect(s.scores).toEqual([0, 0]);
    expect(s.history[0].winner).toBe(-1);
  });

  it('bid cards are discarded, whoever won', () => {
    const s = round(start(), [5, 5, 3]).state;
    expect(s.hands).toEqual([
      [1, 2, 3, 4],
      [1, 2, 3, 4],
      [1, 2, 4, 5],
    ]);
  });

  it('the next dish is turned up after the reveal', () => {
    const r = round(start(), [1, 2, 3]);
    expect(r.state.dish).toBe(2);
    expect(game.activePlayers(r.state)).toEqual([0, 1, 2]);
  });

  it('the game ends after the last round: most points wins, ties share', () => {
    let s = start(3, [7, 2, 10, 1, 5], 3);
    s = round(s, [3, 2, 1]).state; // seat 0 takes 7
    s = round(s, [1, 3, 2]).state; // seat 1 takes 2
    expect(game.result(s)).toBeNull();
    s = round(s, [2, 1, 3]).state; // seat 2 takes 10
    expect(s.dish).toBe(0);
    expect(game.activePlayers(s)).toEqual([]);
    expect(game.result(s)).toEqual({ scores: [7, 2, 10], ranks: [2, 3, 1], winners: [2] });
    const tie = round(round(round(start(2, [7, 2, 10], 3), [3, 3]).state, [2, 2]).state, [1, 1]).state;
    expect(game.result(tie)).toEqual({ scores: [0, 0], ranks: [1, 1], winners: [0, 1] });
    expect(code(() => applyAction(game, s, 0, { type: 'bid', card: 1 }))).toEqual(['GAME_OVER', undefined]);
  });
});

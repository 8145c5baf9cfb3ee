/** The example game's heuristic (`/ai`): sensible bids, and better than random. */
import { applyTrusted, createGame, pick, rngFromSeed } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { heuristics } from '../src/ai/index.ts';
import { type BidsState, game } from '../src/index.ts';

describe('Dish Auction heuristics', () => {
  it('bids its highest card for the best dish left and its lowest for the worst', () => {
    const best = createGame(game, { players: 2, seed: 'h', fixed: { dishes: [10] } });
    const worst = createGame(game, { players: 2, seed: 'h', fixed: { dishes: [1] } });
    const rng = rngFromSeed('h');
    expect(heuristics.policy(game, best, 0, game.legalActions(best, 0), rng).card).toBe(5);
    expect(heuristics.policy(game, worst, 0, game.legalActions(worst, 0), rng).card).toBe(1);
  });

  it('evaluates each seat in [0, 1]', () => {
    const s = createGame(game, { players: 3, seed: 'e' });
    for (const v of heuristics.evaluate?.(game, s) ?? []) expect(v).toBeGreaterThanOrEqual(0);
    expect(heuristics.evaluate?.(game, s)).toEqual([1 / 3, 1 / 3, 1 / 3]);
  });

  it('beats a random bidder over 200 two-player games', () => {
    let wins = 0;
    for (let i = 0; i < 200; i++) {
      let s: BidsState = createGame(game, { players: 2, seed: `duel-${i}` });
      const rng = rngFromSeed(`duel-${i}`);
      while (game.activePlayers(s).length > 0) {
        const seat = game.activePlayers(s)[0];
        const legal = game.legalActions(s, seat);
        const a = seat === 0 ? heuristics.policy(game, s, seat, legal, rng) : pick(rng, legal);
        s = applyTrusted(game, s, seat, a).state;
      }
      if (game.result(s)?.winners.includes(0)) wins++;
    }
    expect(wins).toBeGreaterThan(110);
  });
});

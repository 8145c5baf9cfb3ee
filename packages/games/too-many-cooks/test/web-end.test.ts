/**
 * The end dialog's breakdown (issue 16 item 6) adds up to the result: random games are played to the end by the
 * engine, and each seat's (and a spectator's) final view is broken down.
 */
import { createGame, type GameResult, randInt, rngFromSeed, SPECTATOR } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game, type TmcAction } from '../src/index.ts';
import { tmcEnd } from '../src/web/end.ts';

/** Plays random legal moves to the end (`prefer` picks a move first when it offers one). */
function playOut(
  players: number,
  seed: string,
  options: object = {},
  prefer: (legal: readonly TmcAction[]) => TmcAction | undefined = () => undefined,
) {
  const s = createGame(game, { players, seed, options });
  const r = rngFromSeed(`end/${seed}`);
  for (let n = 0; game.activePlayers(s).length > 0; n++) {
    if (n > 200_000) throw new Error('game too long');
    const active = game.activePlayers(s);
    const p = active[randInt(r, active.length)];
    const legal = game.legalActions(s, p);
    game.step(s, p, prefer(legal) ?? legal[randInt(r, legal.length)], null);
  }
  const result = game.result(s) as GameResult;
  expect(result).not.toBeNull();
  const views = [SPECTATOR, ...Array.from({ length: players }, (_, p) => p)].map((v) => game.view(s, v));
  return { result, views };
}

describe('the end breakdown adds up to the result', () => {
  it('料理厨王: the points of the five rounds add up to each total', () => {
    for (let i = 0; i < 12; i++) {
      const players = 2 + (i % 4);
      const { result, views } = playOut(players, `tmc-${i}`, {
        deck: i % 2 ? 'classic52' : 'standard96',
      });
      for (const view of views) {
        const rows = tmcEnd(view);
        expect(rows).toHaveLength(players);
        for (const row of rows) {
          expect(row.rounds).toHaveLength(5);
          expect(row.rounds.every((c) => c.recipe !== null)).toBe(true);
          expect(row.rounds.reduce((a, c) => a + c.points, 0)).toBe(row.total);
          expect(row.total).toBe(result.scores[row.seat]);
        }
      }
    }
  });
});

/**
 * The end dialog's breakdown (issue 16 item 6) adds up to the result: random games are played to the end by the
 * engine, and each seat's (and a spectator's) final view is broken down.
 */
import { createGame, type GameResult, randInt, rngFromSeed, SPECTATOR } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game, type WasabiAction } from '../src/index.ts';
import { wasabiEnd } from '../src/web/end.ts';

/** Plays random legal moves to the end (`prefer` picks a move first when it offers one). */
function playOut(
  players: number,
  seed: string,
  options: object = {},
  prefer: (legal: readonly WasabiAction[]) => WasabiAction | undefined = () => undefined,
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
  it('Wasabi!: recipe points + cubes make each score; cubes are the tie-break', () => {
    for (let i = 0; i < 12; i++) {
      const players = 2 + (i % 3);
      const { result, views } = playOut(players, `wsb-${i}`);
      for (const view of views) {
        const { rows, tenth } = wasabiEnd(view);
        expect(rows).toHaveLength(players);
        for (const row of rows) {
          expect(row.recipes.reduce((a, r) => a + r.points, 0)).toBe(row.recipePoints);
          expect(row.recipePoints + row.cubes).toBe(row.score);
          expect(row.score).toBe(result.scores[row.seat]);
          expect(row.cubes).toBe(result.tiebreak?.[row.seat]);
        }
        if (tenth >= 0) expect(result.winners).toEqual([tenth]);
      }
    }
  });
});

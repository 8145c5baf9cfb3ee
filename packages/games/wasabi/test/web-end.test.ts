/**
 * The end dialog's breakdown (issue 16 item 6) adds up to the result: random games are played to the end by the
 * engine, and each seat's (and a spectator's) final view is broken down.
 */
import { playToEnd } from '@potluck/engine/conformance';
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.ts';
import { wasabiEnd } from '../src/web/end.ts';

describe('the end breakdown adds up to the result', () => {
  it('Wasabi!: recipe points + cubes make each score; cubes are the tie-break', () => {
    for (let i = 0; i < 12; i++) {
      const players = 2 + (i % 3);
      const { result, views } = playToEnd(game, { players, seed: `wsb-${i}` });
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

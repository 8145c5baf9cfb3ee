/**
 * The end dialog's breakdown (issue 16 item 6) adds up to the result: random games are played to the end by the
 * engine, and each seat's (and a spectator's) final view is broken down.
 */
import { playToEnd } from '@potluck/engine/conformance';
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.ts';
import { tmcEnd } from '../src/web/end.ts';

describe('the end breakdown adds up to the result', () => {
  it('料理厨王: the points of the five rounds add up to each total', () => {
    for (let i = 0; i < 12; i++) {
      const players = 2 + (i % 4);
      const { result, views } = playToEnd(game, {
        players,
        seed: `tmc-${i}`,
        options: { deck: i % 2 ? 'classic52' : 'standard96' },
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

/**
 * The end dialog's breakdown (issue 16 item 6) adds up to the result: random games are played to the end by the
 * engine, and each seat's (and a spectator's) final view is broken down.
 */
import { playToEnd } from '@potluck/engine/conformance';
import { describe, expect, it } from 'vitest';
import { type CuisineAction, game } from '../src/index.ts';
import { cuisineEnd } from '../src/web/end.ts';

describe('the end breakdown adds up to the result', () => {
  it('卡片厨房: medals are the scores, one dish per judge won, cards eaten the tie-break', () => {
    // dishes are submitted whenever one can be: random play alone rarely cooks
    const cook = (legal: readonly CuisineAction[]) =>
      legal.find((a) => a.type === 'submitDish') ??
      (legal.some((a) => a.type === 'addToDish') ? legal.find((a) => a.type === 'addToDish') : undefined);
    let dishes = 0;
    for (let i = 0; i < 9; i++) {
      const players = 2 + (i % 3);
      const { result, views } = playToEnd(game, {
        players,
        seed: `cui-${i}`,
        options: i % 2 ? { moreMedals: true } : {},
        prefer: cook,
      });
      for (const view of views) {
        const rows = cuisineEnd(view);
        expect(rows).toHaveLength(players);
        for (const row of rows) {
          expect(row.medals).toBe(result.scores[row.seat]);
          expect(row.eaten).toBe(result.tiebreak?.[row.seat]);
          if (row.dishes.length === 0) expect(row.medals).toBe(0);
        }
      }
      dishes += cuisineEnd(views[0]).reduce((a, r) => a + r.dishes.length, 0);
    }
    expect(dishes).toBeGreaterThan(0);
  });
});

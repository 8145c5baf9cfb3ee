/**
 * The end dialog's breakdowns (issue 16 item 6) add up to the result: random games of each game are played to the
 * end by the engine, and each seat's (and a spectator's) final view is broken down.
 */
import { type CuisineAction, game as cuisine } from '@potluck/cuisine-a-la-card';
import { createGame, type GameResult, randInt, rngFromSeed, SPECTATOR } from '@potluck/engine';
import { game as tmc } from '@potluck/too-many-cooks';
import { game as wasabi } from '@potluck/wasabi';
import { describe, expect, it } from 'vitest';
import { cuisineEnd } from '../src/games/cuisine-a-la-card/end.ts';
import { tmcEnd } from '../src/games/too-many-cooks/end.ts';
import { wasabiEnd } from '../src/games/wasabi/end.ts';
import { tiedGroups } from '../src/match/end.ts';

// biome-ignore lint/suspicious/noExplicitAny: each game's own types are checked where its breakdown is used
type Any = any;

/** Plays random legal moves to the end (`prefer` picks a move first when it offers one). */
function playOut(
  g: Any,
  players: number,
  seed: string,
  options: object = {},
  prefer: (legal: Any[]) => Any | undefined = () => undefined,
) {
  const s = createGame(g, { players, seed, options });
  const r = rngFromSeed(`end/${seed}`);
  for (let n = 0; g.activePlayers(s).length > 0; n++) {
    if (n > 200_000) throw new Error('game too long');
    const active: number[] = g.activePlayers(s);
    const p = active[randInt(r, active.length)];
    const legal: Any[] = g.legalActions(s, p);
    g.step(s, p, prefer(legal) ?? legal[randInt(r, legal.length)], null);
  }
  const result: GameResult = g.result(s);
  expect(result).not.toBeNull();
  const views = [SPECTATOR, ...Array.from({ length: players }, (_, p) => p)].map((v) => g.view(s, v));
  return { result, views };
}

describe('end breakdowns add up to the result', () => {
  it('料理厨王: the points of the five rounds add up to each total', () => {
    for (let i = 0; i < 12; i++) {
      const players = 2 + (i % 4);
      const { result, views } = playOut(tmc, players, `tmc-${i}`, {
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

  it('Wasabi!: recipe points + cubes make each score; cubes are the tie-break', () => {
    for (let i = 0; i < 12; i++) {
      const players = 2 + (i % 3);
      const { result, views } = playOut(wasabi, players, `wsb-${i}`);
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

  it('卡片厨房: medals are the scores, one dish per judge won, cards eaten the tie-break', () => {
    // dishes are submitted whenever one can be: random play alone rarely cooks
    const cook = (legal: CuisineAction[]) =>
      legal.find((a) => a.type === 'submitDish') ??
      (legal.some((a) => a.type === 'addToDish') ? legal.find((a) => a.type === 'addToDish') : undefined);
    let dishes = 0;
    for (let i = 0; i < 9; i++) {
      const players = 2 + (i % 3);
      const { result, views } = playOut(
        cuisine,
        players,
        `cui-${i}`,
        i % 2 ? { moreMedals: true } : {},
        cook,
      );
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

  it('tied scores are grouped, highest first', () => {
    expect(tiedGroups([3, 5, 3, 5, 1])).toEqual([
      { score: 5, seats: [1, 3] },
      { score: 3, seats: [0, 2] },
    ]);
    expect(tiedGroups([1, 2, 3])).toEqual([]);
  });
});

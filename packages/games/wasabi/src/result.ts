import { type GameResult, rankByScores } from '@potluck/engine';
import { RECIPE_LENGTH } from './data/recipes.ts';
import { pointsFor } from './data/table.ts';
import type { WasabiState } from './types.ts';

/** Recipe points + wasabi cubes of a seat. */
export function scoreOf(s: WasabiState, p: number): number {
  let pts = s.cubes[p];
  for (const id of s.completed[p]) pts += pointsFor(RECIPE_LENGTH[id]);
  return pts;
}

/**
 * Scores (token points + cubes), ties broken by cubes, then shared. A player who completed a 10th challenge
 * wins outright whatever the scores; the others are placed behind them by score and cubes.
 */
export function result(s: WasabiState): GameResult | null {
  if (s.phase !== 'over') return null;
  const scores: number[] = [];
  for (let p = 0; p < s.players; p++) scores.push(scoreOf(s, p));
  const cubes = s.cubes.slice();
  if (s.winner < 0) return rankByScores(scores, cubes);
  const w = s.winner;
  const others = scores.map((_, p) => p).filter((p) => p !== w);
  const sub = rankByScores(
    others.map((p) => scores[p]),
    others.map((p) => cubes[p]),
  );
  const ranks = new Array<number>(s.players);
  ranks[w] = 1;
  others.forEach((p, i) => {
    ranks[p] = sub.ranks[i] + 1;
  });
  return { scores, ranks, winners: [w], tiebreak: cubes };
}

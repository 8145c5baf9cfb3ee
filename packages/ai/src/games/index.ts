import type { GameHeuristics } from '../heuristics.ts';
import { randomHeuristics } from './random.ts';
import { tooManyCooksHeuristics } from './too-many-cooks.ts';

/** Per-game heuristics by game id. Games without their own fall back to uniform random play. */
const byGame: Record<string, GameHeuristics> = {
  'too-many-cooks': tooManyCooksHeuristics,
};

export function heuristicsFor(gameId: string): GameHeuristics {
  return byGame[gameId] ?? randomHeuristics;
}

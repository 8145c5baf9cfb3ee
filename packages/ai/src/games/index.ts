import type { GameHeuristics } from '../heuristics.ts';
import { cuisineHeuristics } from './cuisine-a-la-card.ts';
import { randomHeuristics } from './random.ts';
import { tooManyCooksHeuristics } from './too-many-cooks.ts';
import { wasabiHeuristics } from './wasabi.ts';

/** Per-game heuristics by game id. Games without their own fall back to uniform random play. */
const byGame: Record<string, GameHeuristics> = {
  'too-many-cooks': tooManyCooksHeuristics,
  wasabi: wasabiHeuristics,
  'cuisine-a-la-card': cuisineHeuristics,
};

export function heuristicsFor(gameId: string): GameHeuristics {
  return byGame[gameId] ?? randomHeuristics;
}

import { randInt } from '@potluck/engine';
import type { GameHeuristics } from '../heuristics.ts';

/** The fallback: uniform random moves, no evaluation (rollouts play to the end). */
export const randomHeuristics: GameHeuristics = {
  policy: (_game, _state, _seat, legal, rng) => legal[randInt(rng, legal.length)],
};

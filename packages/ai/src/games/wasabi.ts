import type { GameHeuristics } from '../heuristics.ts';
import { randomHeuristics } from './random.ts';

/** Placeholder until this game's heuristics land: uniform random play. */
export const wasabiHeuristics: GameHeuristics = randomHeuristics;

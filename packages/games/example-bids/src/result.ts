import { type GameResult, rankByScores } from '@potluck/engine';
import type { BidsState } from './types.ts';

/** Once the last dish is decided: most points wins; equal scores share a place (and the win). */
export function result(s: BidsState): GameResult | null {
  return s.dish === 0 ? rankByScores(s.scores) : null;
}

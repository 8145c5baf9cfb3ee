import { type GameResult, rankByScores } from '@potluck/engine';
import { PHASE_OVER, type TmcState } from './types.ts';

/** Totals over the five rounds; the highest total wins, ties share the win. */
export function result(s: TmcState): GameResult | null {
  return s.phase === PHASE_OVER ? rankByScores(s.totals) : null;
}

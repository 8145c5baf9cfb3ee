import type { GameResult } from './game.ts';

/**
 * Ranks seats by score (higher is better), then by `tiebreak` (higher is better) when given.
 * Seats equal on both share a place and, at the top, share the win.
 */
export function rankByScores(scores: readonly number[], tiebreak?: readonly number[]): GameResult {
  const n = scores.length;
  const better = (a: number, b: number) =>
    scores[a] > scores[b] || (scores[a] === scores[b] && tiebreak !== undefined && tiebreak[a] > tiebreak[b]);
  const ranks = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    let above = 0;
    for (let j = 0; j < n; j++) if (better(j, i)) above++;
    ranks[i] = above + 1;
  }
  const winners: number[] = [];
  for (let i = 0; i < n; i++) if (ranks[i] === 1) winners.push(i);
  return tiebreak === undefined
    ? { scores: [...scores], ranks, winners }
    : { scores: [...scores], ranks, winners, tiebreak: [...tiebreak] };
}

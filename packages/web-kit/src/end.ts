import type { ComponentType } from 'react';
import type { MatchResult } from '../net/types.ts';

/**
 * How each score was made, under the totals of the end dialog (issue 16 item 6): each game's own component,
 * given the final view of the viewer (or spectator) and the result.
 */
export interface EndBreakdownProps {
  view: unknown;
  result: MatchResult;
  names: string[];
  you: number;
}

export type EndBreakdown = ComponentType<EndBreakdownProps>;

/**
 * Seats whose scores are tied, in groups of two or more (highest score first, seats in order): where the
 * tie-break decided between them, the dialog says so.
 */
export function tiedGroups(scores: readonly number[]): { score: number; seats: number[] }[] {
  const by = new Map<number, number[]>();
  scores.forEach((s, seat) => {
    by.set(s, [...(by.get(s) ?? []), seat]);
  });
  return [...by.entries()]
    .filter(([, seats]) => seats.length > 1)
    .sort((a, b) => b[0] - a[0])
    .map(([score, seats]) => ({ score, seats }));
}

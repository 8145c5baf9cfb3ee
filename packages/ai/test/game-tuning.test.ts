/**
 * Per-game numbers come from each game's `/ai` entry (its heuristics' `analysis` and `botMu`), not from lists of
 * games in shared code; a game that gives none gets the documented defaults.
 */
import { SLICES } from '@potluck/catalog';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUZZLE_BUDGET,
  DEFAULT_THRESHOLDS,
  optionalHeuristics,
  puzzleBudgetFor,
  thresholdsFor,
} from '../src/index.ts';

describe('per-game analysis numbers', () => {
  it.each(SLICES.map((s) => s.id))('%s: its heuristics give them, or the defaults apply', (id) => {
    const h = optionalHeuristics(id);
    const t = thresholdsFor(id);
    expect(t).toEqual(h?.analysis?.thresholds ?? DEFAULT_THRESHOLDS);
    expect(0 < t.inaccuracy && t.inaccuracy < t.mistake && t.mistake < t.blunder).toBe(true);
    const b = puzzleBudgetFor(id);
    expect(b).toEqual(h?.analysis?.puzzleBudget ?? DEFAULT_PUZZLE_BUDGET);
    expect(b.screen < b.long && b.check < b.long).toBe(true);
  });

  it('the three games keep their numbers; a game that gives none (the example) and an unknown id get the defaults', () => {
    expect(thresholdsFor('cuisine-a-la-card')).toEqual({ inaccuracy: 0.06, mistake: 0.12, blunder: 0.24 });
    expect(puzzleBudgetFor('too-many-cooks')).toEqual({ screen: 1500, long: 20000, check: 3000 });
    expect(puzzleBudgetFor('wasabi')).toEqual({ screen: 300, long: 4000, check: 800 });
    expect(optionalHeuristics('example-bids')?.analysis).toBeUndefined();
    expect(thresholdsFor('example-bids')).toEqual(DEFAULT_THRESHOLDS);
    expect(puzzleBudgetFor('no-such-game')).toEqual(DEFAULT_PUZZLE_BUDGET);
  });
});

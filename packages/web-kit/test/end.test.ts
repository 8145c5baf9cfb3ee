import { describe, expect, it } from 'vitest';
import { brokenTies, tiedGroups } from '../src/end.ts';

describe('end dialog helpers', () => {
  it('tied scores are grouped, highest first', () => {
    expect(tiedGroups([3, 5, 3, 5, 1])).toEqual([
      { score: 5, seats: [1, 3] },
      { score: 3, seats: [0, 2] },
    ]);
    expect(tiedGroups([1, 2, 3])).toEqual([]);
  });

  it('a broken tie is one the tie-break told apart', () => {
    const cubes = [1, 4, 2, 2];
    expect(brokenTies([5, 5, 3, 3], (s) => cubes[s])).toEqual([{ score: 5, seats: [0, 1] }]);
  });
});

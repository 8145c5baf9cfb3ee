/**
 * The Scores drawer's claim count (src/match/claim-count.ts): what decides whether a phone's table shows the
 * Scores button, kept outside React state so a claim re-renders only that button.
 */
import { describe, expect, it } from 'vitest';
import { createClaimCount } from '../src/match/claim-count.ts';

describe('claim count', () => {
  it('counts claims and their releases, and tells subscribers of each change', () => {
    const c = createClaimCount();
    const seen: number[] = [];
    const stop = c.subscribe(() => seen.push(c.count()));
    const a = c.claim();
    const b = c.claim();
    expect(c.count()).toBe(2);
    a();
    b();
    expect(c.count()).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
    stop();
    c.claim();
    expect(seen).toEqual([1, 2, 1, 0]); // unsubscribed: not told
  });

  it('releases a claim once, however often its release is called (an effect cleaned up twice)', () => {
    const c = createClaimCount();
    const release = c.claim();
    c.claim();
    release();
    release();
    expect(c.count()).toBe(1);
  });
});

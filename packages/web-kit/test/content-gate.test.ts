/**
 * What a table page holds back until its table is drawn (content-gate.ts, issue 16 item 9): the profile, the game
 * list and a replay's chat are asked for after the table's paint, never before it, and never held forever.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Gate = typeof import('../src/content-gate.ts');
let gate: Gate;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  // a frame every 16 ms (Node has no animation frames)
  vi.stubGlobal('requestAnimationFrame', (cb: (t: number) => void) =>
    setTimeout(() => cb(performance.now()), 16),
  );
  vi.resetModules();
  gate = await import('../src/content-gate.ts');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the table-drawn gate', () => {
  it('is open on a page that holds nothing (not a table, or a test): what waits runs at once', () => {
    const fn = vi.fn();
    gate.afterTableDrawn(fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('held, runs what waits after the frame that draws the table, in the order asked', () => {
    gate.holdUntilTableDrawn(4000);
    const order: string[] = [];
    gate.afterTableDrawn(() => order.push('profile'));
    gate.afterTableDrawn(() => order.push('games'));
    expect(order).toEqual([]);
    gate.tableDrawn();
    expect(order).toEqual([]); // not inside the commit that draws the table
    vi.advanceTimersByTime(16);
    expect(order).toEqual([]); // nor inside the frame that paints it
    vi.advanceTimersByTime(1);
    expect(order).toEqual(['profile', 'games']);
    const later = vi.fn();
    gate.afterTableDrawn(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a table that never comes holds nothing for longer than the limit', () => {
    gate.holdUntilTableDrawn(4000);
    const fn = vi.fn();
    gate.afterTableDrawn(fn);
    vi.advanceTimersByTime(3999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('leaving the table’s route lets everything go at once', () => {
    gate.holdUntilTableDrawn(4000);
    const fn = vi.fn();
    gate.afterTableDrawn(fn);
    gate.stopHoldingForTable();
    expect(fn).toHaveBeenCalledTimes(1);
    gate.tableDrawn();
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(1); // once
  });
});

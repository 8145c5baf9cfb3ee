/**
 * The pacing of a live connection (src/match/paced-match.ts): what the table is handed as snapshots arrive from
 * the connection — one frame at a time with its own log and clocks, the connection's own state always the
 * newest, my own move at once, a reconnect skipping ahead.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PacedMatch } from '../src/match/paced-match.ts';
import type { MatchSnapshot } from '../src/net/connection.ts';
import type { Frame } from '../src/net/types.ts';

/** A stand-in for MatchConnection: the test sets its snapshot as messages would. */
class FakeConn {
  private listeners = new Set<() => void>();
  snapshot: MatchSnapshot = {
    status: 'connecting',
    you: 0,
    match: null,
    version: -1,
    frame: null,
    log: [],
    error: null,
    fatal: null,
    pending: false,
    clock: null,
  };
  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getSnapshot = () => this.snapshot;
  set(patch: Partial<MatchSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const fn of this.listeners) fn();
  }
  /** An `update` of the next version (`skip` more on a sync after a gap): frame, log line and clocks together. */
  update(active: number[], extra: Partial<MatchSnapshot> = {}, skip = 0) {
    const version = this.snapshot.version + 1 + skip;
    this.set({
      ...extra,
      version,
      frame: { view: { v: version }, active, legal: [], result: null } as unknown as Frame,
      log: [...this.snapshot.log, { key: `e${version}`, version, event: { n: version } }],
      clock: { view: { v: version } as never, at: version },
    });
  }
}

const HOLD = 800;

describe('a paced connection', () => {
  let conn: FakeConn;
  let paced: PacedMatch;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    conn = new FakeConn();
    paced = new PacedMatch(conn, () => ({ holdMs: HOLD, maxBehind: 12 }));
    paced.open();
  });
  afterEach(() => {
    paced.close();
    vi.useRealTimers();
  });
  const shown = () => paced.getSnapshot();
  /** The first frame (a sync on an open connection). */
  const start = () => {
    conn.set({ status: 'open' });
    conn.update([1]);
  };

  it('shows the first frame at once, then other seats’ moves one per hold, log and clocks with each', () => {
    start();
    expect(shown().version).toBe(0);
    conn.update([2]);
    conn.update([3]);
    conn.update([0]);
    expect(shown().version).toBe(0);
    expect(shown().log.length).toBe(1);
    vi.advanceTimersByTime(HOLD);
    expect(shown().version).toBe(1);
    // the log and the clocks of that frame, not the newest
    expect(shown().log.map((e) => e.version)).toEqual([0, 1]);
    expect(shown().clock?.view).toEqual({ v: 1 });
    expect(shown().frame?.active).toEqual([2]);
    vi.advanceTimersByTime(HOLD);
    vi.advanceTimersByTime(HOLD);
    expect(shown().version).toBe(3);
    expect(shown().frame?.active).toEqual([0]);
    expect(shown()).toBe(conn.snapshot);
  });

  it('the connection’s own state is always the newest', () => {
    start();
    conn.update([2]);
    conn.update([3]);
    conn.set({ error: { code: 'X', message: 'x' } as never, pending: true });
    expect(shown().version).toBe(0);
    expect(shown().error).toEqual({ code: 'X', message: 'x' });
    expect(shown().pending).toBe(true);
  });

  it('a gap in the versions skips ahead', () => {
    start();
    conn.update([2]);
    conn.update([0], {}, 3);
    expect(shown().version).toBe(5);
  });

  it('the answer to my own move shows at once', () => {
    start();
    vi.advanceTimersByTime(10);
    conn.set({ pending: true });
    conn.update([1]);
    expect(shown().version).toBe(1);
    conn.set({ pending: false });
    conn.update([0]);
    expect(shown().version).toBe(1);
    vi.advanceTimersByTime(HOLD);
    expect(shown().version).toBe(2);
  });

  it('my move queued behind others’ (a simultaneous phase) is still on its way until it is shown', () => {
    start();
    conn.update([0, 1, 2]);
    conn.set({ pending: true });
    conn.update([0, 2]);
    conn.set({ pending: false }); // its ack
    expect(shown().version).toBe(0);
    expect(shown().pending).toBe(true);
    vi.advanceTimersByTime(HOLD);
    expect(shown().version).toBe(1);
    expect(shown().pending).toBe(true);
    vi.advanceTimersByTime(HOLD);
    expect(shown().version).toBe(2);
    expect(shown().pending).toBe(false);
  });

  it('a reconnect skips ahead to the newest frame', () => {
    start();
    conn.update([2]);
    conn.update([3]);
    expect(shown().version).toBe(0);
    conn.set({ status: 'reconnecting' });
    expect(shown().status).toBe('reconnecting');
    expect(shown().version).toBe(0);
    // back: the `sync` (status open, the newest frame) in one snapshot, right after what was queued
    conn.update([0], { status: 'open' });
    expect(shown().version).toBe(3);
    expect(shown().status).toBe('open');
    expect(shown()).toBe(conn.snapshot);
  });

  it('a same-version change (the match facts) goes with the frame it came with', () => {
    start();
    conn.update([2]);
    conn.set({ match: { id: 'm', status: 'finished' } as never });
    expect(shown().match).toBe(null);
    vi.advanceTimersByTime(HOLD);
    expect(shown().match?.status).toBe('finished');
  });
});

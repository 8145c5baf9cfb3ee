/** The clock fold (service/clock.ts): per move, total + increment, simultaneous choices. */
import { describe, expect, it } from 'vitest';
import { advanceClock, clockView, deadlines, newClock, takeBack } from '../src/service/clock.ts';

describe('turn clocks as a fold over timed log entries', () => {
  it('per move: each decision gets the full time; simultaneous seats all run; a waiting seat keeps its time', () => {
    const spec = { kind: 'move' as const, seconds: 20 };
    let c = advanceClock(spec, newClock(spec, 3), [0, 1], null, 1000); // both choose at once
    expect(deadlines(c)).toEqual([
      { seat: 0, at: 21_000 },
      { seat: 1, at: 21_000 },
    ]);
    c = advanceClock(spec, c, [1], 0, 6000); // seat 0 chose after 5 s; seat 1 still choosing
    expect(deadlines(c)).toEqual([{ seat: 1, at: 21_000 }]);
    c = advanceClock(spec, c, [2], 1, 9000); // seat 1 chose; seat 2's decision starts
    expect(deadlines(c)).toEqual([{ seat: 2, at: 29_000 }]);
    expect(clockView(c, 10_000).seats).toEqual([
      { remainingMs: 20_000, running: false },
      { remainingMs: 20_000, running: false },
      { remainingMs: 19_000, running: true },
    ]);
  });

  it('total + increment: time used is charged, the mover gains its increment, a new turn keeps what is left', () => {
    const spec = { kind: 'total' as const, minutes: 5, increment: 5 };
    let c = advanceClock(spec, newClock(spec, 2), [0], null, 0);
    c = advanceClock(spec, c, [1], 0, 60_000); // seat 0 used 60 s, +5 s
    expect(c[0]).toEqual({ remainingMs: 245_000, since: null });
    c = advanceClock(spec, c, [0], 1, 100_000); // seat 1 used 40 s, +5 s
    expect(c[1].remainingMs).toBe(265_000);
    expect(deadlines(c)).toEqual([{ seat: 0, at: 345_000 }]);
    // time never goes below zero; taken back from a bot, at least 30 s
    c = advanceClock(spec, c, [], null, 1_000_000);
    expect(c[0].remainingMs).toBe(0);
    expect(takeBack(spec, c, 0)[0].remainingMs).toBe(30_000);
  });

  it('correspondence: days a move', () => {
    const spec = { kind: 'correspondence' as const, days: 3 };
    const c = advanceClock(spec, newClock(spec, 2), [1], null, 0);
    expect(deadlines(c)).toEqual([{ seat: 1, at: 3 * 86_400_000 }]);
  });
});

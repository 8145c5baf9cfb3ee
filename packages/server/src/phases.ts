import { performance } from 'node:perf_hooks';

/**
 * Where the server's time goes (issue 19), always on: the main thread's time in each phase of its work, summed
 * since the process started. Code enters a phase and leaves it (`const p = enter('rules'); try … finally
 * leave(p)`); phases nest, and time is charged to the innermost one only, so a socket's data handler that parses a
 * message counts the parsing as serialization and the rest as sockets. 'other' is entered to stop charging the
 * outer phase (service bookkeeping). One performance.now() per change of phase: a few tens of nanoseconds.
 *
 * GET /api/metrics reports the sums with the event loop's busy time; `potluck bench-server` turns the shares of
 * busy time into microseconds of the process's CPU per move.
 */
export type Phase = 'rules' | 'storage' | 'serialization' | 'sockets' | 'other';

const spent: Record<Phase, number> = { rules: 0, storage: 0, serialization: 0, sockets: 0, other: 0 };
let current: Phase | null = null;
let since = 0;

/** Starts charging `phase`; returns what was charged before, for `leave`. */
export function enter(phase: Phase): Phase | null {
  const t = performance.now();
  if (current !== null) spent[current] += t - since;
  const prev = current;
  current = phase;
  since = t;
  return prev;
}

/** Stops charging the current phase and goes back to `prev` (what `enter` returned). */
export function leave(prev: Phase | null): void {
  const t = performance.now();
  if (current !== null) spent[current] += t - since;
  current = prev;
  since = t;
}

/** Charges `phase` from now on, inside an `enter` … `leave` (a sequence of phases in one block). */
export function switchTo(phase: Phase): void {
  const t = performance.now();
  if (current !== null) spent[current] += t - since;
  current = phase;
  since = t;
}

/** Runs `fn` charged to `phase`. */
export function inPhase<T>(phase: Phase, fn: () => T): T {
  const p = enter(phase);
  try {
    return fn();
  } finally {
    leave(p);
  }
}

/** Milliseconds per phase since start (main thread, wall time inside each phase), and the event loop's busy ms. */
export function phaseTotals(): {
  rules: number;
  storage: number;
  serialization: number;
  sockets: number;
  busy: number;
} {
  return {
    rules: spent.rules,
    storage: spent.storage,
    serialization: spent.serialization,
    sockets: spent.sockets,
    busy: performance.eventLoopUtilization().active,
  };
}

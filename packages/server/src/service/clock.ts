import type { ClockSpec } from '../schemas.ts';

/**
 * Turn clocks, as a fold over the log: every log entry carries its time, so any node, after any restart, derives
 * the same clocks from the same entries (docs/protocol.md). Pure functions over plain data.
 */
export interface SeatClock {
  /** Time left as of `since` (or as of the last entry, when not running). */
  remainingMs: number;
  /** Running since this epoch ms; null when the seat's clock is stopped. */
  since: number | null;
}

export type ClockState = SeatClock[];

/** The longest a running clock can go: the time of one decision, all of a total clock, or the days a move. */
export function limitMs(spec: ClockSpec, scale = 1): number {
  switch (spec.kind) {
    case 'move':
      return spec.seconds * 1000 * scale;
    case 'total':
      return spec.minutes * 60_000 * scale;
    case 'correspondence':
      return spec.days * 86_400_000 * scale;
    default:
      return Number.POSITIVE_INFINITY;
  }
}

/** Every seat with its full time, none running (the match has not started). */
export function newClock(spec: ClockSpec, players: number, scale = 1): ClockState {
  return Array.from({ length: players }, () => ({ remainingMs: limitMs(spec, scale), since: null }));
}

/** Taking a seat back from a bot leaves at least this much on a total clock. */
export const TAKE_BACK_MIN_MS = 30_000;

/**
 * The clocks after a log entry at `at`: running clocks are charged up to `at`; the seat that moved (`mover`, null
 * for entries that are no move) gets a fresh decision (per move, correspondence) or its increment (total); the
 * seats in `running` run from `at` — a seat that starts running gets a fresh decision (per move, correspondence).
 */
export function advanceClock(
  spec: ClockSpec,
  clock: ClockState,
  running: readonly number[],
  mover: number | null,
  at: number,
  scale = 1,
): ClockState {
  const fresh = spec.kind === 'move' || spec.kind === 'correspondence';
  const limit = limitMs(spec, scale);
  return clock.map((c, s) => {
    const wasRunning = c.since !== null;
    let remainingMs = wasRunning ? Math.max(0, c.remainingMs - (at - (c.since as number))) : c.remainingMs;
    if (s === mover)
      remainingMs = fresh ? limit : remainingMs + (spec.kind === 'total' ? spec.increment * 1000 * scale : 0);
    const runs = running.includes(s);
    if (runs && !wasRunning && fresh) remainingMs = limit;
    return { remainingMs, since: runs ? at : null };
  });
}

/** A seat taken back from a bot: on a total clock, at least TAKE_BACK_MIN_MS left. */
export function takeBack(spec: ClockSpec, clock: ClockState, seat: number, scale = 1): ClockState {
  if (spec.kind !== 'total') return clock;
  return clock.map((c, s) =>
    s === seat ? { ...c, remainingMs: Math.max(c.remainingMs, TAKE_BACK_MIN_MS * scale) } : c,
  );
}

/** When each running seat reaches zero (epoch ms). */
export function deadlines(clock: ClockState): { seat: number; at: number }[] {
  const out: { seat: number; at: number }[] = [];
  clock.forEach((c, seat) => {
    if (c.since !== null) out.push({ seat, at: c.since + c.remainingMs });
  });
  return out;
}

/** What clients are sent: each seat's time left at `now`, and whether it is running. */
export function clockView(
  clock: ClockState,
  now: number,
): { seats: { remainingMs: number; running: boolean }[] } {
  return {
    seats: clock.map((c) => ({
      remainingMs: Math.max(
        0,
        Math.round(c.since === null ? c.remainingMs : c.remainingMs - (now - c.since)),
      ),
      running: c.since !== null,
    })),
  };
}

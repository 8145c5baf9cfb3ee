import type { LogEntry } from '../storage/types.ts';
import { advanceClock, newClock, takeBack } from './clock.ts';
import type { LiveMatch } from './live-match.ts';
import type { SeatEntry } from './seat-control.ts';

/** A match's clocks start when it starts playing (nothing for a match without a clock). */
export function startClock(m: LiveMatch, scale: number, at: number): void {
  const spec = m.settings.clock;
  if (spec.kind === 'none') return;
  m.clock = advanceClock(spec, newClock(spec, m.record.players, scale), m.clockedSeats(), null, at, scale);
}

/**
 * The clocks after a log entry, once the match's state and seat control are those after it: `mover` is the seat
 * that moved (null for a `seat` entry); a seat taken back gets its minimum on a total clock.
 */
export function tickClock(
  m: LiveMatch,
  scale: number,
  e: Pick<LogEntry, 'at' | 'kind' | 'seat' | 'payload'>,
  mover: number | null,
): void {
  const spec = m.settings.clock;
  if (spec.kind === 'none' || m.clock === null) return;
  let clock = advanceClock(spec, m.clock, m.clockedSeats(), mover, e.at, scale);
  if (e.kind === 'seat' && (e.payload as SeatEntry).what === 'takeBack')
    clock = takeBack(spec, clock, e.seat, scale);
  m.clock = clock;
}

/** The public event of a `seat` entry, the same for every viewer. */
export function seatEvent(
  seat: number,
  p: SeatEntry,
): { type: 'seat'; player: number; what: string; level?: string; vote?: string } {
  if (p.what === 'hints') return { type: 'seat', player: seat, what: 'hints', vote: p.vote };
  return p.level === undefined || p.what === 'takeBack'
    ? { type: 'seat', player: seat, what: p.what }
    : { type: 'seat', player: seat, what: p.what, level: p.level };
}

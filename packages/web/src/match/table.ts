/**
 * The app's part of "tables that never strand" (docs/protocol.md): when to offer a vote for a bot, and the create
 * form's clock choices. Presence and clocks as shown on a table are the web kit's (@potluck/web-kit, table.ts).
 */
import { type ClockSpec, clockSpecOf, type MatchInfo, presenceOf } from '@potluck/web-kit';

type T = (key: string, params?: Record<string, unknown>) => string;

/**
 * A seat offline this long on its turn, without a clock, may be handed to a bot by a vote: the server's
 * `absentAfterMs` (MatchInfo) when it says, else its default.
 */
export const ABSENT_MS = 60_000;

/**
 * The seats `you` may propose to hand to a bot now: human seats held by a person, not yours, not out, not already
 * played by a bot, offline for at least a minute while due to act, in a match without a clock and with no vote
 * open on them. The server decides; this only says when to offer the button.
 */
export function proposableSeats(
  match: MatchInfo,
  you: number,
  active: readonly number[],
  offlineAt: ReadonlyMap<number, number | null>,
  now: number,
): number[] {
  if (you < 0 || match.status !== 'playing' || clockSpecOf(match).kind !== 'none') return [];
  const mine = match.seats[you];
  if (!mine || mine.out) return [];
  return match.seats
    .filter((s) => {
      if (s.seat === you || s.kind !== 'human' || !s.occupied || s.control || s.out) return false;
      if (!active.includes(s.seat) || match.vote?.seat === s.seat) return false;
      const p = presenceOf(s, offlineAt.get(s.seat), now);
      return p.kind === 'offline' && p.forMs >= (match.absentAfterMs ?? ABSENT_MS);
    })
    .map((s) => s.seat);
}

/** The clock choices of the create form, as values of one select. */
export const CLOCK_CHOICES: readonly { value: string; spec: ClockSpec }[] = [
  { value: 'none', spec: { kind: 'none' } },
  { value: 'move-20', spec: { kind: 'move', seconds: 20 } },
  { value: 'move-60', spec: { kind: 'move', seconds: 60 } },
  { value: 'move-180', spec: { kind: 'move', seconds: 180 } },
  { value: 'total-5-5', spec: { kind: 'total', minutes: 5, increment: 5 } },
  { value: 'total-10-10', spec: { kind: 'total', minutes: 10, increment: 10 } },
  { value: 'days-1', spec: { kind: 'correspondence', days: 1 } },
  { value: 'days-3', spec: { kind: 'correspondence', days: 3 } },
];

/** A clock setting in words ("20 s a move", "5 min + 5 s", "3 days a move"). */
export function describeClock(spec: ClockSpec, t: T): string {
  switch (spec.kind) {
    case 'none':
      return t('table.clockNone');
    case 'move':
      return spec.seconds < 60
        ? t('table.clockMoveSeconds', { n: spec.seconds })
        : t('table.clockMoveMinutes', { n: Math.round(spec.seconds / 60) });
    case 'total':
      return t('table.clockTotal', { m: spec.minutes, s: spec.increment });
    case 'correspondence':
      return spec.days === 1 ? t('table.clockOneDay') : t('table.clockDaysMove', { n: spec.days });
    default:
      return '';
  }
}

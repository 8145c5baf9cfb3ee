/**
 * The pure part of "tables that never strand" (docs/protocol.md): what a seat's presence, clock and control are
 * at a given moment, from what the server last sent. No React here, so it is unit-tested directly.
 */
import type { Locale } from '@potluck/engine';
import { isLocale } from './i18n.ts';
import { kitTx } from './kit-texts.ts';
import type { ClockSpec, MatchInfo, ReceivedClock, SeatInfo } from './types.ts';

/** A seat offline for less than this is "reconnecting" (a reload, a tunnel). */
export const RECONNECT_MS = 20_000;

export type Presence =
  | { kind: 'online' }
  | { kind: 'reconnecting' }
  | { kind: 'offline'; forMs: number }
  /** Bots, open seats: nothing to show. */
  | { kind: 'none' };

/**
 * A seat's presence `now` (client epoch ms). `offlineAt` is when this page believes the seat went offline: the
 * server's `offlineSince`, or the moment this page heard of it when it saw the seat go (no clock skew then).
 * Servers without `offlineSince` only say `connected`.
 */
export function presenceOf(
  seat: SeatInfo | undefined,
  offlineAt: number | null | undefined,
  now: number,
): Presence {
  if (!seat || seat.kind === 'bot' || !seat.occupied) return { kind: 'none' };
  if (seat.offlineSince === undefined)
    return seat.connected ? { kind: 'online' } : { kind: 'offline', forMs: 0 };
  if (seat.offlineSince === null) return { kind: 'online' };
  const forMs = Math.max(0, now - (offlineAt ?? seat.offlineSince));
  return forMs < RECONNECT_MS ? { kind: 'reconnecting' } : { kind: 'offline', forMs };
}

/**
 * Tracks when seats went offline as seen from this page: a seat this page saw online and then offline went at the
 * moment the page heard of it (the server says so at once), which needs no agreement between the two machines'
 * clocks; a seat already offline when the page loaded keeps the server's time.
 */
export class OfflineTimes {
  private seen = new Map<number, { since: number | null; at: number | null }>();

  update(match: MatchInfo, now: number): Map<number, number | null> {
    const out = new Map<number, number | null>();
    for (const s of match.seats) {
      const since = s.offlineSince ?? null;
      const prev = this.seen.get(s.seat);
      let at: number | null;
      if (since === null) at = null;
      else if (prev && prev.since === since) at = prev.at;
      else if (prev && prev.since === null) at = now;
      else at = Math.min(since, now);
      this.seen.set(s.seat, { since, at });
      out.set(s.seat, at);
    }
    return out;
  }
}

/** A seat's time left `now` (`performance.now()` ms), or null without a clock for it. */
export function remainingOf(
  clock: ReceivedClock | null | undefined,
  seat: number,
  now: number,
): number | null {
  const c = clock?.view.seats[seat];
  if (!clock || !c) return null;
  return c.running ? Math.max(0, c.remainingMs - Math.max(0, now - clock.at)) : Math.max(0, c.remainingMs);
}

export function isRunning(clock: ReceivedClock | null | undefined, seat: number): boolean {
  return clock?.view.seats[seat]?.running === true;
}

/** Whether a clock showing `ms` is low: the last 10 s of a move or total clock, the last hour of a correspondence one. */
export function isLow(spec: ClockSpec | undefined, ms: number): boolean {
  if (spec?.kind === 'correspondence') return ms < 3_600_000;
  return ms < 10_000;
}

/** A clock as people read it: 0:07, 2:45, 1:05:00, or days and hours for correspondence. Rounded up (0:00 = out). */
export function formatClock(ms: number, lang: Locale): string {
  const total = Math.ceil(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return kitTx(lang)('clockDays', { d: days, h: hours });
  const ss = String(seconds).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${minutes}:${ss}`;
}

/**
 * How long ago, in the reader's language ("3 minutes ago", "3分钟前"), from the kit's texts: an
 * Intl.RelativeTimeFormat would say the same, but the first one a page builds loads ICU data (60-170 ms of main
 * thread in Chromium, the largest part of the home page's first render; issue 16 item 9).
 */
export function formatAgo(ms: number, lang: string): string {
  const tx = kitTx(isLocale(lang) ? lang : 'en');
  const s = Math.round(ms / 1000);
  if (s === 0) return tx('agoNow');
  if (s < 60) return tx('agoSeconds', { n: s });
  const m = Math.floor(s / 60);
  if (m < 60) return tx('agoMinutes', { n: m });
  const h = Math.floor(m / 60);
  if (h < 48) return tx('agoHours', { n: h });
  return tx('agoDays', { n: Math.floor(h / 24) });
}

/** The match's clock setting (none for servers without settings). */
export function clockSpecOf(match: MatchInfo): ClockSpec {
  return match.settings?.clock ?? { kind: 'none' };
}

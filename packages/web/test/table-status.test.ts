import { formatAgo, formatClock, isLow, OfflineTimes, presenceOf, remainingOf } from '@potluck/web-kit';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../src/i18n/en.ts';
import { ABSENT_MS, CLOCK_CHOICES, describeClock, proposableSeats } from '../src/match/table.ts';
import { describeTableEvent } from '../src/match/table-events.ts';
import type { MatchInfo, SeatInfo } from '../src/net/types.ts';

/** A tiny i18next stand-in over the English texts. */
const t = (key: string, params: Record<string, unknown> = {}) => {
  let node: unknown = en;
  for (const k of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[k];
  const text = typeof node === 'string' ? node : String(params.defaultValue ?? key);
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));
};

const seat = (s: number, extra: Partial<SeatInfo> = {}): SeatInfo => ({
  seat: s,
  kind: 'human',
  botLevel: null,
  name: `P${s}`,
  occupied: true,
  connected: true,
  offlineSince: null,
  control: null,
  out: null,
  ...extra,
});

const match = (seats: SeatInfo[], extra: Partial<MatchInfo> = {}): MatchInfo => ({
  id: 'm',
  game: 'too-many-cooks',
  players: seats.length,
  options: {},
  status: 'playing',
  version: 3,
  seats,
  result: null,
  createdAt: 0,
  updatedAt: 0,
  settings: { clock: { kind: 'none' }, onTimeout: { action: 'bot', level: 'medium' } },
  vote: null,
  ...extra,
});

describe('presence', () => {
  it('online, reconnecting for 20 s, then offline for how long', () => {
    expect(presenceOf(seat(0), null, 1000)).toEqual({ kind: 'online' });
    const off = seat(1, { connected: false, offlineSince: 10_000 });
    expect(presenceOf(off, 10_000, 29_999)).toEqual({ kind: 'reconnecting' });
    expect(presenceOf(off, 10_000, 30_000)).toEqual({ kind: 'offline', forMs: 20_000 });
  });

  it('bots and open seats show nothing; a server without offlineSince falls back to connected', () => {
    expect(presenceOf(seat(0, { kind: 'bot' }), null, 0).kind).toBe('none');
    expect(presenceOf(seat(0, { occupied: false }), null, 0).kind).toBe('none');
    const old = seat(0, { connected: false });
    delete old.offlineSince;
    expect(presenceOf(old, undefined, 0).kind).toBe('offline');
  });

  it('a seat seen going offline counts from when this page heard of it (no clock skew)', () => {
    const times = new OfflineTimes();
    // the server's clock is 5 minutes ahead of ours
    times.update(match([seat(0), seat(1)]), 1_000_000);
    const went = times.update(match([seat(0), seat(1, { offlineSince: 1_300_000 })]), 1_000_500);
    expect(went.get(1)).toBe(1_000_500);
    // the same MatchInfo again keeps the time
    expect(times.update(match([seat(0), seat(1, { offlineSince: 1_300_000 })]), 1_010_000).get(1)).toBe(
      1_000_500,
    );
    // a page that loads while the seat is already offline trusts the server (never in the future)
    const fresh = new OfflineTimes();
    expect(fresh.update(match([seat(0), seat(1, { offlineSince: 900_000 })]), 1_000_000).get(1)).toBe(
      900_000,
    );
    expect(
      new OfflineTimes().update(match([seat(0), seat(1, { offlineSince: 2_000_000 })]), 1_000_000).get(1),
    ).toBe(1_000_000);
  });
});

describe('clocks', () => {
  const clock = {
    view: {
      seats: [
        { remainingMs: 20_000, running: true },
        { remainingMs: 15_000, running: false },
      ],
    },
    at: 1000,
  };

  it('a running seat goes down from the moment it was received; a stopped one stays', () => {
    expect(remainingOf(clock, 0, 1000)).toBe(20_000);
    expect(remainingOf(clock, 0, 6000)).toBe(15_000);
    expect(remainingOf(clock, 0, 60_000)).toBe(0);
    expect(remainingOf(clock, 1, 60_000)).toBe(15_000);
    expect(remainingOf(null, 0, 0)).toBe(null);
    expect(remainingOf(clock, 5, 0)).toBe(null);
  });

  it('reads as people read clocks', () => {
    expect(formatClock(7_000, 'en')).toBe('0:07');
    expect(formatClock(6_001, 'en')).toBe('0:07');
    expect(formatClock(0, 'en')).toBe('0:00');
    expect(formatClock(165_000, 'en')).toBe('2:45');
    expect(formatClock(3_900_000, 'en')).toBe('1:05:00');
    expect(formatClock(2 * 86_400_000 + 5 * 3_600_000, 'en')).toBe('2d 5h');
  });

  it('is low in its last 10 s, or last hour by correspondence', () => {
    expect(isLow({ kind: 'move', seconds: 20 }, 9_999)).toBe(true);
    expect(isLow({ kind: 'move', seconds: 20 }, 10_000)).toBe(false);
    expect(isLow({ kind: 'correspondence', days: 1 }, 3_000_000)).toBe(true);
  });

  it('every clock choice is one the server accepts and has words', () => {
    for (const { spec } of CLOCK_CHOICES) {
      if (spec.kind === 'move') expect(spec.seconds).toBeGreaterThanOrEqual(20);
      expect(describeClock(spec, t)).not.toMatch(/table\.|\{\{/);
    }
    expect(describeClock({ kind: 'total', minutes: 5, increment: 5 }, t)).toBe('5 min + 5 s a move');
  });

  it('says how long ago in the reader’s language', () => {
    expect(formatAgo(3 * 60_000, 'en')).toBe('3 minutes ago');
    expect(formatAgo(3 * 60_000, 'zh-Hans')).toBe('3分钟前');
    // as Intl.RelativeTimeFormat words them (numeric: 'auto'), without building one (it loads ICU data)
    for (const lang of ['en', 'zh-Hans', 'zh-Hant']) {
      const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto', style: 'long' });
      expect(formatAgo(0, lang)).toBe(rtf.format(-0, 'second'));
      expect(formatAgo(1000, lang)).toBe(rtf.format(-1, 'second'));
      expect(formatAgo(42_000, lang)).toBe(rtf.format(-42, 'second'));
      expect(formatAgo(60_000, lang)).toBe(rtf.format(-1, 'minute'));
      expect(formatAgo(3_600_000, lang)).toBe(rtf.format(-1, 'hour'));
      expect(formatAgo(47 * 3_600_000, lang)).toBe(rtf.format(-47, 'hour'));
      expect(formatAgo(3 * 86_400_000, lang)).toBe(rtf.format(-3, 'day'));
    }
    const spy = vi.spyOn(Intl, 'RelativeTimeFormat');
    formatAgo(5 * 60_000, 'en');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('absent players', () => {
  const away = (since: number) => seat(1, { connected: false, offlineSince: since });
  const offlineAt = (m: MatchInfo) => new OfflineTimes().update(m, 0);

  it('offers a bot for a seat away a minute on its turn, without a clock', () => {
    const m = match([seat(0), away(0), seat(2)]);
    expect(proposableSeats(m, 0, [1], offlineAt(m), ABSENT_MS - 1)).toEqual([]);
    expect(proposableSeats(m, 0, [1], offlineAt(m), ABSENT_MS)).toEqual([1]);
    // not its turn, not to spectators or the absent seat itself
    expect(proposableSeats(m, 0, [2], offlineAt(m), ABSENT_MS)).toEqual([]);
    expect(proposableSeats(m, -1, [1], offlineAt(m), ABSENT_MS)).toEqual([]);
    expect(proposableSeats(m, 1, [1], offlineAt(m), ABSENT_MS)).toEqual([]);
  });

  it("follows the server's absentAfterMs when MatchInfo carries it", () => {
    const m = match([seat(0), away(0), seat(2)], { absentAfterMs: 30_000 });
    expect(proposableSeats(m, 0, [1], offlineAt(m), 29_999)).toEqual([]);
    expect(proposableSeats(m, 0, [1], offlineAt(m), 30_000)).toEqual([1]);
  });

  it('offers nothing with a clock, with a bot already there, or with a vote open', () => {
    const clocked = match([seat(0), away(0)], {
      settings: { clock: { kind: 'move', seconds: 20 }, onTimeout: { action: 'bot', level: 'medium' } },
    });
    expect(proposableSeats(clocked, 0, [1], offlineAt(clocked), ABSENT_MS)).toEqual([]);
    const botted = match([
      seat(0),
      seat(1, { offlineSince: 0, control: { by: 'bot', level: 'medium', reason: 'vote' } }),
    ]);
    expect(proposableSeats(botted, 0, [1], offlineAt(botted), ABSENT_MS)).toEqual([]);
    const voting = match([seat(0), away(0), seat(2)], {
      vote: { seat: 1, level: 'medium', yes: [0], no: [], voters: [0, 2] },
    });
    expect(proposableSeats(voting, 2, [1], offlineAt(voting), ABSENT_MS)).toEqual([]);
  });
});

describe('seat events in the log', () => {
  const names = ['Ann', 'Bo'];
  it('reads every kind, the same for every game', () => {
    expect(describeTableEvent({ type: 'seat', player: 0, what: 'timeout', level: 'easy' }, names, t)).toEqual(
      ["Ann's time ran out: a bot (Easy) plays for them."],
    );
    expect(describeTableEvent({ type: 'seat', player: 1, what: 'vote' }, names, t)).toEqual([
      'By vote, a bot (Medium) plays for Bo.',
    ]);
    expect(describeTableEvent({ type: 'seat', player: 0, what: 'takeBack' }, names, t)).toEqual([
      'Ann took their seat back.',
    ]);
    expect(describeTableEvent({ type: 'seat', player: 1, what: 'resign' }, names, t)).toEqual([
      'Bo resigned.',
    ]);
    expect(describeTableEvent({ type: 'seat', player: 1, what: 'forfeit' }, names, t)).toEqual([
      'Bo forfeited: out of time.',
    ]);
  });

  it('leaves other events to the game and never throws on odd ones', () => {
    expect(describeTableEvent({ type: 'played', player: 0 }, names, t)).toBe(null);
    expect(describeTableEvent(null, names, t)).toBe(null);
    expect(describeTableEvent('x', names, t)).toBe(null);
    expect(describeTableEvent({ type: 'seat', what: 'timeout' }, names, t)).toEqual([]);
    expect(describeTableEvent({ type: 'seat', player: 0, what: 'dance' }, names, t)).toEqual([]);
  });
});

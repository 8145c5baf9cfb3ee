import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { levelName, useKitTexts } from './kit-texts.ts';
import {
  clockSpecOf,
  formatAgo,
  formatClock,
  isLow,
  isRunning,
  OfflineTimes,
  presenceOf,
  remainingOf,
} from './table.ts';
import type { MatchInfo, ReceivedClock } from './types.ts';

/**
 * What every seat badge of a live table needs (docs/protocol.md, "Tables that never strand"): the match, the last
 * clocks received, when seats went offline as seen from here, and the time now — ticking only while something
 * shown depends on it. Only the badges re-render on a tick, not the game's screen.
 */
export interface TableStatus {
  match: MatchInfo;
  names: string[];
  clock: ReceivedClock | null;
  offlineAt: ReadonlyMap<number, number | null>;
  /** Client epoch ms (presence). */
  now: number;
  /** `performance.now()` ms (clocks). */
  perfNow: number;
}

const Ctx = createContext<TableStatus | null>(null);

export function useTableStatus(): TableStatus | null {
  return useContext(Ctx);
}

export function TableStatusProvider({
  match,
  names,
  clock,
  children,
}: {
  match: MatchInfo;
  names: string[];
  clock: ReceivedClock | null;
  children: ReactNode;
}) {
  const times = useRef(new OfflineTimes());
  // Recomputed when the server sends a new MatchInfo.
  const offlineAt = useMemo(() => times.current.update(match, Date.now()), [match]);
  const [tick, setTick] = useState(() => ({ now: Date.now(), perfNow: performance.now() }));
  const playing = match.status === 'playing';
  const running = playing && (clock?.view.seats.some((s) => s.running) ?? false);
  const anyOffline =
    playing && match.seats.some((s) => s.kind === 'human' && s.occupied && s.offlineSince != null);
  const every = running ? 250 : anyOffline ? 1000 : 0;
  useEffect(() => {
    setTick({ now: Date.now(), perfNow: performance.now() });
    if (!every) return;
    const id = setInterval(() => setTick({ now: Date.now(), perfNow: performance.now() }), every);
    return () => clearInterval(id);
  }, [every]);
  // A new clock or MatchInfo is shown at once, not at the next tick.
  const value = useMemo<TableStatus>(
    () => ({
      match,
      names,
      clock,
      offlineAt,
      now: Math.max(tick.now, Date.now()),
      perfNow: Math.max(tick.perfNow, performance.now()),
    }),
    [match, names, clock, offlineAt, tick],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/**
 * One seat's live state, the same badge in every game: its clock, then online / reconnecting / offline since,
 * a bot playing for the person (after a timeout or a vote), resigned or forfeited. Nothing outside a live table
 * (replays).
 */
export function SeatStatus({ seat }: { seat: number }) {
  const status = useTableStatus();
  if (!status) return null;
  return (
    <span className="seat-status" data-testid={`seat-status-${seat}`}>
      <SeatClock status={status} seat={seat} />
      <SeatBadges status={status} seat={seat} />
    </span>
  );
}

function SeatBadges({ status, seat }: { status: TableStatus; seat: number }) {
  const { tx: t, lang } = useKitTexts();
  const info = status.match.seats[seat];
  if (!info) return null;
  const name = status.names[seat] ?? `#${seat + 1}`;
  const over = status.match.status === 'finished';
  const badges: ReactNode[] = [];
  if (info.out) {
    badges.push(
      <span key="out" className="badge seat-out" data-presence="out" data-testid={`seat-out-${seat}`}>
        {info.out === 'resigned' ? t('resigned') : t('forfeited')}
      </span>,
    );
  } else if (info.control && !over) {
    const level = levelName(info.control.level, lang);
    badges.push(
      <span
        key="control"
        className="badge bot seat-control"
        data-testid={`seat-control-${seat}`}
        data-reason={info.control.reason}
        title={t('botLevel', { level })}
      >
        {info.control.reason === 'vote' ? t('botForVote', { name }) : t('botForTimeout', { name })}
      </span>,
    );
  }
  if (!over) {
    const p = presenceOf(info, status.offlineAt.get(seat), status.now);
    if (p.kind === 'online') {
      badges.push(
        <span key="p" className="presence online" data-presence="online" data-testid={`presence-${seat}`}>
          <span className="presence-dot" aria-hidden="true" />
          {t('online')}
        </span>,
      );
    } else if (p.kind === 'reconnecting') {
      badges.push(
        <span
          key="p"
          className="presence reconnecting"
          data-presence="reconnecting"
          data-testid={`presence-${seat}`}
        >
          <span className="presence-dot" aria-hidden="true" />
          {t('reconnecting')}
        </span>,
      );
    } else if (p.kind === 'offline') {
      const at = status.offlineAt.get(seat) ?? info.offlineSince ?? null;
      badges.push(
        <span
          key="p"
          className="presence offline"
          data-presence="offline"
          data-testid={`presence-${seat}`}
          title={
            at === null
              ? undefined
              : t('offlineAt', { time: new Date(at).toLocaleTimeString(lang, { timeStyle: 'short' }) })
          }
        >
          <span className="presence-dot" aria-hidden="true" />
          {at === null ? t('offline') : t('offlineSince', { when: formatAgo(p.forMs, lang) })}
        </span>,
      );
    }
  }
  return <>{badges}</>;
}

/**
 * The running clocks in the turn banner (sticky, so always in sight whatever the game's layout): yours first, then
 * the others who must act now.
 */
export function BannerClocks({ you }: { you: number }) {
  const { tx: t } = useKitTexts();
  const status = useTableStatus();
  if (!status?.clock || status.match.status !== 'playing') return null;
  const seats = status.clock.view.seats
    .map((c, seat) => ({ seat, running: c.running }))
    .filter((c) => c.running && !status.match.seats[c.seat]?.control && !status.match.seats[c.seat]?.out)
    .map((c) => c.seat)
    .sort((a, b) => (a === you ? -1 : b === you ? 1 : a - b));
  if (seats.length === 0) return null;
  return (
    <span className="banner-clocks" data-testid="banner-clocks">
      {seats.map((seat) => (
        <span key={seat} className="banner-clock">
          <span className="banner-clock-name">
            {seat === you ? t('you') : (status.names[seat] ?? `#${seat + 1}`)}
          </span>
          <SeatClock status={status} seat={seat} testId={`banner-clock-${seat}`} />
        </span>
      ))}
    </span>
  );
}

function SeatClock({ status, seat, testId }: { status: TableStatus; seat: number; testId?: string }) {
  const { tx: t, lang } = useKitTexts();
  const ms = remainingOf(status.clock, seat, status.perfNow);
  const info = status.match.seats[seat];
  // A seat played by a bot has no running clock: nothing to show until its person takes it back.
  if (ms === null || status.match.status !== 'playing' || !info || info.out || info.control) return null;
  const running = isRunning(status.clock, seat);
  const low = running && isLow(clockSpecOf(status.match), ms);
  const text = formatClock(ms, lang);
  return (
    <span
      className={`seat-clock${running ? ' running' : ''}${low ? ' low' : ''}`}
      role="timer"
      aria-label={t('clockOf', { name: status.names[seat] ?? `#${seat + 1}`, time: text })}
      data-testid={testId ?? `clock-${seat}`}
      data-running={running ? 'true' : 'false'}
      data-ms={Math.round(ms)}
    >
      <svg className="seat-clock-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
        <circle cx="8" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M8 5.5V9l2.2 1.6M6 1.5h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {text}
    </span>
  );
}

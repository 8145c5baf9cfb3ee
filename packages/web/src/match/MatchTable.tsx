import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { useGameName, useTitle } from '../app/title.ts';
import type { ReceivedClock } from '../net/connection.ts';
import { useKeepTableFocus } from './focus.ts';
import { EndOfMatch, EventLog, TablePlaceholder, TurnBanner } from './parts.tsx';
import { useGameUi } from './registry.ts';
import type { GameScreenProps } from './screen.ts';
import { AbsentNotices, MatchMenu, type SeatControls } from './TableActions.tsx';
import { BannerClocks, TableStatusProvider } from './TableStatus.tsx';
import { UndoButton } from './UndoButton.tsx';

/**
 * One seat's table of a started match, the same on the match page and the shared screen: turn banner, undo, the
 * match menu (resign), absent-player notices, the game's screen (its seats show presence and clocks through
 * TableStatus), the event log (with `side` below it) and, once finished, the end dialog.
 */
export function MatchTable({
  match,
  frame,
  you,
  names,
  log,
  pending,
  onMove,
  onUndo,
  side,
  end,
  clock = null,
  controls,
}: GameScreenProps & {
  onUndo: () => void;
  side?: ReactNode;
  end: { busy: boolean; onRematch: () => void; closed: boolean; onClosedChange: (closed: boolean) => void };
  /** The last clocks received (docs/protocol.md): shown ticking on the seats. */
  clock?: ReceivedClock | null;
  /** Take back, resign, propose a bot, vote (absent for a spectator). */
  controls?: SeatControls;
}) {
  const ui = useGameUi(match.game);
  const mainRef = useRef<HTMLDivElement>(null);
  useKeepTableFocus(mainRef);
  const { t } = useTranslation();
  const gameName = useGameName(match.game) ?? match.game;
  const title = t('app.titleMatch', { game: gameName });
  useTitle(title);
  // A match ended by resignation or forfeit has a result the game state does not (MatchInfo.result): the table
  // shows it as over either way.
  const matchResult = match.status === 'finished' ? match.result : null;
  const shown = useMemo(
    () =>
      matchResult && !frame.result
        ? { ...frame, result: matchResult, active: [], legal: frame.legal === null ? null : [] }
        : frame,
    [frame, matchResult],
  );
  const result = matchResult ?? frame.result;
  return (
    <TableStatusProvider match={match} names={names} clock={clock}>
      <h1 className="visually-hidden">{title}</h1>
      <TurnBanner frame={shown} you={you} names={names} extra={<BannerClocks you={you} />} />
      <div className="table-bar">
        <UndoButton frame={shown} you={you} pending={pending} onUndo={onUndo} />
        <MatchMenu you={you} controls={controls} />
      </div>
      <AbsentNotices you={you} active={shown.result ? [] : shown.active} controls={controls} />
      <div className="match-layout">
        <div className="match-main" ref={mainRef} tabIndex={-1}>
          {/* keyed by seat: no state of one person's screen (a selected card…) carries over to the next */}
          {ui ? (
            <ui.Screen
              key={you}
              match={match}
              frame={shown}
              you={you}
              names={names}
              log={log}
              pending={pending}
              onMove={onMove}
            />
          ) : (
            <TablePlaceholder />
          )}
        </div>
        <aside className="match-side">
          <EventLog
            key={you}
            log={log}
            describe={ui ? ui.describe : describeNothing}
            ctx={{ match, you, names, frame: shown }}
          />
          {side}
        </aside>
      </div>
      {result && (
        <EndOfMatch
          matchId={match.id}
          result={result}
          names={names}
          you={you}
          rematchId={match.rematch}
          {...end}
        />
      )}
    </TableStatusProvider>
  );
}

/** While the game's chunk loads the log waits for its describer (never raw JSON). */
const describeNothing = () => [];

/** Whether the end dialog is closed; it comes back up when someone starts a rematch (to offer joining it). */
export function useEndClosed(rematchId: string | null): [boolean, (closed: boolean) => void] {
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (rematchId) setClosed(false);
  }, [rematchId]);
  return [closed, setClosed];
}

/** The page of a match that cannot be shown (unknown, refused): the error and the way home. */
export function FatalPanel({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className="panel" style={{ maxWidth: 640, margin: '0 auto' }}>
      <ErrorBox error={error} />
      <p>
        <a className="btn" href="#/">
          {t('match.toHome')}
        </a>
      </p>
    </div>
  );
}

/** Shown while the connection has been lost for more than a moment. */
export function ReconnectNotice({ on }: { on: boolean }) {
  const { t } = useTranslation();
  if (!on) return null;
  return (
    <p className="conn" role="status" style={{ display: 'inline-block' }}>
      {t('match.reconnecting')}
    </p>
  );
}

import { currentLang, seatName } from '@potluck/web-kit';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { href } from '../app/route.ts';
import { useLocale } from '../i18n/index.ts';
import { FatalPanel, MatchTable, ReconnectNotice, useEndClosed } from '../match/MatchTable.tsx';
import { SeatList, TablePlaceholder } from '../match/parts.tsx';
import { useTableSounds } from '../match/sounds.ts';
import { useDelayed } from '../match/useDelayed.ts';
import { type LocalSeat, sharedSeatsFor } from '../net/session.ts';
import { sharedRematch } from './actions.ts';
import { PassCover } from './PassCover.tsx';
import { sharedScreen } from './turn.ts';
import { type SeatLink, useSharedMatch } from './useSharedMatch.ts';
import './shared.css';

/** A match played at one shared screen (pass-and-play), with every local seat's token from this browser. */
export function SharedMatchPage({ matchId }: { matchId: string }) {
  const { t } = useTranslation();
  const seats = useMemo(() => sharedSeatsFor(matchId), [matchId]);
  if (seats.length === 0) {
    return (
      <div className="panel" style={{ maxWidth: 640, margin: '0 auto' }} data-testid="shared-not-here">
        <p>{t('shared.notHere')}</p>
        <p className="row">
          <a className="btn" href={href({ name: 'match', matchId, invite: null })}>
            {t('shared.watch')}
          </a>
          <a className="btn" href="#/">
            {t('match.toHome')}
          </a>
        </p>
      </div>
    );
  }
  return <SharedTable matchId={matchId} seats={seats} />;
}

/** The link whose snapshot is the newest (the public facts — who must act, is it over — come from it). */
function newest(links: readonly SeatLink[]): SeatLink | undefined {
  let best: SeatLink | undefined;
  for (const l of links) if (l.snap.frame && (!best || l.snap.version > best.snap.version)) best = l;
  return best;
}

function SharedTable({ matchId, seats }: { matchId: string; seats: readonly LocalSeat[] }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const links = useSharedMatch(matchId, seats);
  // Any local seat's connection lost for more than a moment (short reconnects stay silent).
  const reconnecting = useDelayed(
    links.some((l) => l.snap.status !== 'open' && l.snap.frame !== null),
    1500,
  );
  // The seat whose view was shown last; null after a (re)load, so the page starts with the cover.
  const [shown, setShown] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);

  const fatal = links.find((l) => l.snap.fatal)?.snap.fatal ?? null;
  const latest = newest(links);
  const match = latest?.snap.match ?? links.find((l) => l.snap.match)?.snap.match ?? null;
  const [endClosed, setEndClosed] = useEndClosed(match?.rematch ?? null);
  // A seat whose token the server refused watches instead: it is no longer played here.
  const locals = links.filter((l) => l.snap.you !== -1).map((l) => l.seat.seat);
  const names = match ? match.seats.map((s) => seatName(match, s.seat, currentLang())) : [];
  void lang;

  const frame = latest?.snap.frame ?? null;
  const state = frame
    ? sharedScreen({ active: frame.active, over: frame.result !== null, locals, shown })
    : null;
  const link = state?.kind === 'table' ? links.find((l) => l.seat.seat === state.seat) : undefined;
  const conn = link?.conn;
  const onMove = useCallback((action: unknown) => conn?.move(action), [conn]);
  const onUndo = useCallback(() => conn?.undo(), [conn]);
  // the cues of the table on screen (none under the cover)
  useTableSounds({
    version: link?.snap.version ?? -1,
    frame: link?.snap.frame ?? null,
    you: state?.kind === 'table' ? state.seat : -1,
  });

  if (fatal) return <FatalPanel error={fatal} />;
  if (!match || !state) return <TablePlaceholder />;

  if (match.status === 'open') {
    return (
      <div className="panel waiting" data-testid="match" data-status={match.status}>
        <h1>{t('match.waiting')}</h1>
        <SeatList match={match} you={-1} names={names} />
      </div>
    );
  }

  if (state.kind === 'cover') {
    const seat = state.seat;
    return (
      <div data-testid="match" data-status={match.status} data-shared="cover">
        <PassCover
          seat={seat}
          name={seat === null ? '' : (names[seat] ?? '')}
          onReveal={() => seat !== null && setShown(seat)}
        />
      </div>
    );
  }

  const you = state.seat;
  const snap = link?.snap;
  const seatFrame = snap?.frame ?? null;
  const doRematch = async () => {
    setBusy(true);
    setActionError(null);
    try {
      await sharedRematch(match, seats);
    } catch (e) {
      setActionError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="match" data-status={match.status} data-you={you} data-shared="table">
      <ReconnectNotice on={reconnecting} />
      <div className="shared-bar">
        <strong data-testid="shared-showing">{t('shared.showing', { name: names[you] ?? '' })}</strong>
        {frame?.result === null && (
          <button type="button" className="btn small" onClick={() => setShown(null)} data-testid="hide">
            {t('shared.hide')}
          </button>
        )}
      </div>
      <ErrorBox error={snap?.error ?? null} onDismiss={() => conn?.dismissError()} />
      <ErrorBox error={actionError} onDismiss={() => setActionError(null)} />
      {snap && seatFrame ? (
        <MatchTable
          match={match}
          frame={seatFrame}
          you={you}
          names={names}
          log={snap.log}
          pending={snap.pending}
          onMove={onMove}
          onUndo={onUndo}
          clock={snap.clock}
          controls={conn}
          end={{ busy, onRematch: doRematch, closed: endClosed, onClosedChange: setEndClosed }}
        />
      ) : (
        <TablePlaceholder />
      )}
    </div>
  );
}

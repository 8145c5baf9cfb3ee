import { currentLang, seatName, stopHoldingForTable, TableStatusProvider } from '@potluck/web-kit';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rematch } from '../app/actions.ts';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { useGameName, useTitle } from '../app/title.ts';
import { useLocale } from '../i18n/index.ts';
import { api } from '../net/api.ts';
import { claimFor, saveClaim, saveName } from '../net/session.ts';
import { useNameField } from '../people/profile.ts';
import { SeatElsewhere } from '../people/SeatElsewhere.tsx';
import { ChatPanel } from './ChatPanel.tsx';
import { FatalPanel, MatchTable, ReconnectNotice, useEndClosed } from './MatchTable.tsx';
import { InviteLink, SeatList, TablePlaceholder } from './parts.tsx';
import { useTableSounds } from './sounds.ts';
import { useDelayed } from './useDelayed.ts';
import { useMatch } from './useMatch.ts';

export function MatchPage({ matchId }: { matchId: string }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const { conn, snap } = useMatch(matchId);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const reconnecting = useDelayed(snap.status !== 'open' && snap.frame !== null, 1500);
  const [endClosed, setEndClosed] = useEndClosed(snap.match?.rematch ?? null);
  const gameName = useGameName(snap.match?.game);
  useTitle(gameName && snap.match?.status === 'open' ? t('app.titleWaiting', { game: gameName }) : null);

  const match = snap.match;
  const you = snap.you ?? -1;
  // Recomputed on language change (names of bots are localized); the same array from frame to frame otherwise, so
  // the parts beside the table that take it (the chat) are not rendered again for every move
  const names = useMemo(() => {
    void lang;
    return match ? match.seats.map((s) => seatName(match, s.seat, currentLang())) : [];
  }, [match, lang]);

  const onMove = useCallback((action: unknown) => conn.move(action), [conn]);
  const onUndo = useCallback(() => conn.undo(), [conn]);
  useTableSounds({ version: snap.version, frame: snap.frame, you });
  // no table is coming (a waiting room, a match that cannot be shown): what waits for one is asked for now
  const noTable = snap.fatal !== null || match?.status === 'open';
  useEffect(() => {
    if (noTable) stopHoldingForTable();
  }, [noTable]);

  if (snap.fatal) return <FatalPanel error={snap.fatal} />;
  if (!match) return <TablePlaceholder />;

  const freeSeats = match.seats.filter((s) => s.kind === 'human' && !s.occupied);

  const doRematch = async () => {
    setBusy(true);
    try {
      await rematch(match, you, t('create.namePlaceholder'));
      setEndClosed(false);
    } catch (e) {
      setActionError(e);
    } finally {
      setBusy(false);
    }
  };

  // The host, or any person seated here (their seat token), may put a bot in a seat that was left: no power stays
  // tied to the host's browser. A seat whose person is only away goes to a bot by a clock or a vote instead.
  const claim = claimFor(match.id);
  const botToken = claim?.hostToken || (you >= 0 && claim?.seat === you ? claim.token : undefined);
  const seatBot = botToken
    ? async (seat: number) => {
        setActionError(null);
        try {
          await api.seatBot(match.id, seat, botToken);
        } catch (e) {
          setActionError(e);
        }
      }
    : undefined;
  const left = match.seats.some((s) => s.kind === 'human' && s.seat !== you && !s.occupied);

  const join = async (seat: number | undefined, name: string) => {
    setBusy(true);
    setActionError(null);
    try {
      saveName(name);
      const joined = await api.join(match.id, {
        ...(seat === undefined ? {} : { seat }),
        name: name.trim() || t('create.namePlaceholder'),
      });
      saveClaim(match.id, { seat: joined.seat, token: joined.token });
      conn.setToken(joined.token);
    } catch (e) {
      setActionError(e);
    } finally {
      setBusy(false);
    }
  };

  const frame = snap.frame;
  const waiting = match.status === 'open';

  return (
    // data-version: the version this page shows (tests wait on it instead of guessing when updates are in)
    <div data-testid="match" data-status={match.status} data-you={you} data-version={snap.version}>
      <ReconnectNotice on={reconnecting} />
      <ErrorBox error={snap.error} onDismiss={() => conn.dismissError()} />
      <ErrorBox error={actionError} onDismiss={() => setActionError(null)} />
      <SeatElsewhere matchId={matchId} conn={conn} snap={snap} />
      {you < 0 && freeSeats.length > 0 && <JoinForm onJoin={join} busy={busy} />}
      {waiting ? (
        <div className="panel waiting">
          <h1>{t('match.waiting')}</h1>
          <p className="muted">{t('match.waitingText')}</p>
          <InviteLink matchId={match.id} />
          <h2>{t('match.players')}</h2>
          {seatBot && (
            <p className="muted">
              {claim?.hostToken ? t('match.seatBotHint') : t('table.seatBotHintSeated')}
            </p>
          )}
          <TableStatusProvider match={match} names={names} clock={null}>
            <SeatList match={match} you={you} names={names} onSeatBot={seatBot} />
          </TableStatusProvider>
          <ChatPanel conn={conn} match={match} you={you} names={names} online={snap.status === 'open'} />
        </div>
      ) : frame ? (
        <MatchTable
          match={match}
          frame={frame}
          you={you}
          names={names}
          log={snap.log}
          pending={snap.pending}
          onMove={onMove}
          onUndo={onUndo}
          clock={snap.clock}
          controls={you >= 0 ? conn : undefined}
          hints={you >= 0 ? conn : undefined}
          version={snap.version}
          end={{ busy, onRematch: doRematch, closed: endClosed, onClosedChange: setEndClosed }}
          side={
            <>
              <ChatPanel conn={conn} match={match} you={you} names={names} online={snap.status === 'open'} />
              {seatBot && left && match.status === 'playing' && (
                <section className="panel" style={{ marginTop: 12 }} aria-labelledby="absent-title">
                  <h2 id="absent-title">{t('match.players')}</h2>
                  <p className="muted">{t('table.seatBotHintLeft')}</p>
                  <SeatList match={match} you={you} names={names} onSeatBot={seatBot} onlyLeft />
                </section>
              )}
              {match.status !== 'finished' && match.seats.some((s) => s.kind === 'human') && (
                <details className="panel" style={{ marginTop: 12 }}>
                  <summary>{t('match.invite')}</summary>
                  <InviteLink matchId={match.id} />
                </details>
              )}
            </>
          }
        />
      ) : (
        <TablePlaceholder />
      )}
    </div>
  );
}

function JoinForm({
  onJoin,
  busy,
}: {
  onJoin: (seat: number | undefined, name: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useNameField();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onJoin(undefined, name);
  };
  return (
    <form className="panel row" onSubmit={submit} style={{ marginBottom: 12 }} aria-label={t('home.join')}>
      <label className="field" style={{ flex: '1 1 200px' }}>
        {t('match.joinAs')}
        <input
          type="text"
          value={name}
          maxLength={40}
          placeholder={t('create.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
          data-testid="join-name"
        />
      </label>
      <button type="submit" className="btn primary" disabled={busy} data-testid="join">
        {t('home.join')}
      </button>
    </form>
  );
}

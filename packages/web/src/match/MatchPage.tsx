import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rematch } from '../app/actions.ts';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { useLocale } from '../i18n/index.ts';
import { api } from '../net/api.ts';
import { claimFor, saveClaim, savedName, saveName } from '../net/session.ts';
import { seatName } from './names.ts';
import { EndOfMatch, EventLog, InviteLink, SeatList, TurnBanner } from './parts.tsx';
import { uiFor } from './registry.ts';
import { UndoButton } from './UndoButton.tsx';
import { useDelayed } from './useDelayed.ts';
import { useMatch } from './useMatch.ts';

export function MatchPage({ matchId }: { matchId: string }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const { conn, snap } = useMatch(matchId);
  const [endClosed, setEndClosed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const reconnecting = useDelayed(snap.status !== 'open' && snap.frame !== null, 1500);
  // another player started the rematch: bring the end screen (with "Join the rematch") back up
  const rematchId = snap.match?.rematch ?? null;
  useEffect(() => {
    if (rematchId) setEndClosed(false);
  }, [rematchId]);

  const match = snap.match;
  const you = snap.you ?? -1;
  // Recomputed on language change (names of bots are localized).
  const names = match ? match.seats.map((s) => seatName(match, s.seat, t)) : [];
  void lang;

  const onMove = useCallback((action: unknown) => conn.move(action), [conn]);
  const onUndo = useCallback(() => conn.undo(), [conn]);

  if (snap.fatal) {
    return (
      <div className="panel" style={{ maxWidth: 640, margin: '0 auto' }}>
        <ErrorBox error={snap.fatal} />
        <p>
          <a className="btn" href="#/">
            {t('match.toHome')}
          </a>
        </p>
      </div>
    );
  }
  if (!match) return <p className="muted">{t('app.loading')}</p>;

  const ui = uiFor(match.game);
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

  const hostToken = claimFor(match.id)?.hostToken;
  const seatBot = hostToken
    ? async (seat: number) => {
        setActionError(null);
        try {
          await api.seatBot(match.id, seat, hostToken);
        } catch (e) {
          setActionError(e);
        }
      }
    : undefined;
  const absent = match.seats.some(
    (s) => s.kind === 'human' && s.seat !== you && (!s.occupied || !s.connected),
  );

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
    <div data-testid="match" data-status={match.status} data-you={you}>
      {reconnecting && (
        <p className="conn" role="status" style={{ display: 'inline-block' }}>
          {t('match.reconnecting')}
        </p>
      )}
      <ErrorBox error={snap.error} onDismiss={() => conn.dismissError()} />
      <ErrorBox error={actionError} onDismiss={() => setActionError(null)} />
      {you < 0 && freeSeats.length > 0 && <JoinForm onJoin={join} busy={busy} />}
      {waiting ? (
        <div className="panel waiting">
          <h1>{t('match.waiting')}</h1>
          <p className="muted">{t('match.waitingText')}</p>
          <InviteLink matchId={match.id} />
          <h2>{t('match.players')}</h2>
          {seatBot && <p className="muted">{t('match.seatBotHint')}</p>}
          <SeatList match={match} you={you} names={names} onSeatBot={seatBot} />
        </div>
      ) : frame ? (
        <>
          <TurnBanner frame={frame} you={you} names={names} />
          <UndoButton frame={frame} you={you} pending={snap.pending} onUndo={onUndo} />
          <div className="match-layout">
            <div className="match-main">
              <ui.Screen
                match={match}
                frame={frame}
                you={you}
                names={names}
                log={snap.log}
                pending={snap.pending}
                onMove={onMove}
              />
            </div>
            <aside className="match-side">
              <EventLog log={snap.log} describe={ui.describe} ctx={{ match, you, names, frame }} />
              {seatBot && absent && match.status === 'playing' && (
                <section className="panel" style={{ marginTop: 12 }} aria-labelledby="absent-title">
                  <h2 id="absent-title">{t('match.players')}</h2>
                  <p className="muted">{t('match.seatBotHint')}</p>
                  <SeatList match={match} you={you} names={names} onSeatBot={seatBot} />
                </section>
              )}
              {match.status !== 'finished' && match.seats.some((s) => s.kind === 'human') && (
                <details className="panel" style={{ marginTop: 12 }}>
                  <summary>{t('match.invite')}</summary>
                  <InviteLink matchId={match.id} />
                </details>
              )}
            </aside>
          </div>
          {frame.result && (
            <EndOfMatch
              matchId={match.id}
              result={frame.result}
              names={names}
              you={you}
              busy={busy}
              rematchId={match.rematch}
              onRematch={doRematch}
              closed={endClosed}
              onClosedChange={setEndClosed}
            />
          )}
        </>
      ) : (
        <p className="muted">{t('app.loading')}</p>
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
  const [name, setName] = useState(savedName);
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

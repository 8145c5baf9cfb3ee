import { startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { href, navigate } from '../app/route.ts';
import { useLocale } from '../i18n/index.ts';
import type { GameInfo } from '../net/types.ts';
import { type MatchSummary, type MyMatches, peopleApi } from './api.ts';
import { hasLocalSeat, takeSeatHere } from './follow.ts';
import { useProfile } from './profile.ts';
import { SeatNames, summarySeatName } from './SeatNames.tsx';

/**
 * "My games" on the lobby (issue 15): my matches in progress, with whose turn it is (what a correspondence clock
 * needs), and my finished ones with their replays. Shown when this browser has a profile.
 */
export function MyGames({ games }: { games: GameInfo[] | null }) {
  const { t } = useTranslation();
  const { me } = useProfile();
  const [mine, setMine] = useState<MyMatches | null>(null);
  const [error, setError] = useState<unknown>(null);
  const meId = me?.id ?? null;

  const refresh = useCallback(async () => {
    if (!meId) return;
    try {
      const m = await peopleApi.myMatches();
      // a transition: the list is drawn in slices, not one long task (issue 16 item 9, TBT on load)
      startTransition(() => {
        setMine(m);
        setError(null);
      });
    } catch (e) {
      setError(e);
    }
  }, [meId]);

  useEffect(() => {
    setMine(null);
    if (!meId) return;
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, 10_000);
    return () => clearInterval(timer);
  }, [meId, refresh]);

  if (!meId) return null;
  const empty = mine && mine.playing.length === 0 && mine.finished.length === 0;
  return (
    <section aria-labelledby="my-games-title" className="panel my-games" data-testid="my-games">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id="my-games-title" style={{ margin: 0 }}>
          {t('people.myGames')}
        </h2>
        <button type="button" className="btn small" onClick={refresh}>
          {t('home.refresh')}
        </button>
      </div>
      <ErrorBox error={error} />
      {!mine && !error && <p className="muted">{t('app.loading')}</p>}
      {empty && <p className="muted">{t('people.noGames')}</p>}
      {mine && mine.playing.length > 0 && (
        <>
          <h3>{t('people.inProgress')}</h3>
          <ul className="match-list" data-testid="my-playing">
            {mine.playing.map((m) => (
              <MyMatch key={m.id} m={m} games={games} me={meId} />
            ))}
          </ul>
        </>
      )}
      {mine && mine.finished.length > 0 && (
        <>
          <h3>{t('people.finished')}</h3>
          <ul className="match-list" data-testid="my-finished">
            {mine.finished.map((m) => (
              <MyMatch key={m.id} m={m} games={games} me={meId} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Whose turn it is in a match in progress, in words. */
export function turnText(m: MatchSummary, t: (k: string, p?: Record<string, unknown>) => string): string {
  if (m.status === 'open') return t('people.waitingPlayers');
  if (m.myTurn) return t('people.yourTurn');
  const names = m.turn.map((seat) => {
    const s = m.seats.find((x) => x.seat === seat);
    return s ? summarySeatName(s, t) : t('create.seat', { n: seat + 1 });
  });
  return names.length > 0 ? t('people.turnOf', { names: names.join(', ') }) : t('home.liveMatches');
}

export function gameNameOf(games: GameInfo[] | null, id: string, loc: (x: GameInfo['names']) => string) {
  const g = games?.find((x) => x.id === id);
  return g ? loc(g.names) : id;
}

function MyMatch({ m, games, me }: { m: MatchSummary; games: GameInfo[] | null; me: string }) {
  const { t, i18n } = useTranslation();
  const { loc } = useLocale();
  const finished = m.status === 'finished';
  const when = new Date(m.updatedAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <li className="match-item" data-testid="my-match" data-match={m.id}>
      <div>
        <strong>{gameNameOf(games, m.game, loc)}</strong>{' '}
        <span className="badge">{m.rated ? t('people.rated') : t('people.casual')}</span>{' '}
        {finished ? (
          m.rank !== null && (
            <span className="badge">{t('people.place', { rank: m.rank, players: m.players })}</span>
          )
        ) : (
          <span className={`badge ${m.myTurn ? 'mine' : 'turn'}`} data-testid="my-turn">
            {turnText(m, t)}
          </span>
        )}{' '}
        <span className="muted" style={{ fontSize: '0.85rem' }}>
          {when}
        </span>
        <div className="muted">
          <SeatNames match={m} me={me} />
        </div>
      </div>
      <div className="row">
        {finished ? (
          <a className="btn small" href={href({ name: 'replay', matchId: m.id })} data-testid="my-replay">
            {t('people.replay')}
          </a>
        ) : (
          <a
            className={`btn small${m.myTurn ? ' primary' : ''}`}
            href={href({ name: 'match', matchId: m.id, invite: null })}
            onClick={(e) => {
              // my seat, on this device: without its token here, take it (the other device's stops working)
              if (hasLocalSeat(m.id)) return;
              e.preventDefault();
              const open = () => navigate({ name: 'match', matchId: m.id, invite: null });
              takeSeatHere(m.id, m.seat).then(open, open);
            }}
            data-testid="my-open"
          >
            {t('people.open')}
          </a>
        )}
      </div>
    </li>
  );
}

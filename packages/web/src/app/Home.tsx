import { botLevelText, currentLang, formatAgo } from '@potluck/web-kit';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/index.ts';
import { describeClock } from '../match/table.ts';
import { api } from '../net/api.ts';
import type { GameInfo, MatchInfo } from '../net/types.ts';
import { MyGames } from '../people/MyGames.tsx';
import { PlayNow } from '../people/PlayNow.tsx';
import { hasTutorial } from '../tutorial/data.ts';
import { quickPlay } from './actions.ts';
import { ErrorBox } from './ErrorBox.tsx';
import { HeroView } from './HeroView.tsx';
import { RecentMatches } from './RecentMatches.tsx';
import { href } from './route.ts';
import { useTitle } from './title.ts';
import { useGames } from './useGames.ts';

export function Home() {
  const { t } = useTranslation();
  const { loc } = useLocale();
  const { games, error: gamesError } = useGames();
  useTitle(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const play = async () => {
    setBusy(true);
    setError(null);
    try {
      await quickPlay(t('create.you'));
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <>
      <HeroView
        texts={{
          title: t('home.heroTitle'),
          text: t('home.heroText'),
          play: busy ? t('home.creating') : t('home.playBots'),
          hint: t('home.playBotsHint'),
        }}
        titleId="hero-title"
        onPlay={play}
        disabled={busy}
      >
        <ErrorBox error={error} onDismiss={() => setError(null)} />
      </HeroView>

      <section aria-labelledby="games-title">
        <h2 id="games-title">{t('home.games')}</h2>
        <ErrorBox error={gamesError} />
        {!games && !gamesError && <p className="muted">{t('app.loading')}</p>}
        <ul className="games">
          {games?.map((g) => (
            <li key={g.id} className="panel game-tile">
              <span className="names">{loc(g.names)}</span>
              <span className="sub">{t('home.players', { min: g.minPlayers, max: g.maxPlayers })}</span>
              <PlayNow game={g} />
              {/* the guided first game (issue 16 item 7), played in the browser; the rules for a game without one.
                  Right under "Play now", so a newcomer sees it on the first screen (it was the last, smallest
                  button of the card, below the fold at 1280×800). */}
              <a
                className="btn"
                href={href({ name: hasTutorial(g.id) ? 'tutorial' : 'rules', gameId: g.id })}
                title={t('home.tutorialHint')}
                data-testid={`tutorial-${g.id}`}
              >
                {hasTutorial(g.id) ? t('home.tutorialFirst') : t('home.tutorial')}
              </a>
              <a className="btn" href={href({ name: 'new', gameId: g.id })} data-testid={`new-${g.id}`}>
                {t('home.newMatch')}
              </a>
              <a
                className="btn"
                href={href({ name: 'newShared', gameId: g.id })}
                title={t('shared.playHereHint')}
                data-testid={`shared-${g.id}`}
              >
                {t('shared.playHere')}
              </a>
              <a
                className="btn small"
                href={href({ name: 'leaderboard', gameId: g.id, page: 1 })}
                data-testid={`leaderboard-${g.id}`}
              >
                {t('people.leaderboard')}
              </a>
              <a
                className="btn small"
                href={href({ name: 'puzzles', gameId: g.id, puzzleId: null })}
                title={t('puzzles.linkHint')}
                data-testid={`puzzles-${g.id}`}
              >
                {t('puzzles.link')}
              </a>
              <div className="game-links">
                <a
                  className="btn small"
                  href={href({ name: 'rules', gameId: g.id })}
                  data-testid={`rules-${g.id}`}
                >
                  {t('home.rules')}
                </a>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {/*
        The lists below come once the games are here: drawn earlier, they sat under the games' one "Loading…" line
        and were pushed out of view when the cards arrived (a layout shift of 0.15 on a phone, Lighthouse's CLS).
      */}
      {(games || gamesError) && (
        <>
          <MyGames games={games} />
          <OpenMatches games={games} status="open" />
          <OpenMatches games={games} status="playing" />
          <RecentMatches games={games} />
        </>
      )}
    </>
  );
}

/**
 * A lobby list: `open` matches with a free seat (join or watch), or the matches being `playing` now — full ones
 * and all-bot ones too — to watch.
 */
function OpenMatches({ games, status }: { games: GameInfo[] | null; status: 'open' | 'playing' }) {
  const { t } = useTranslation();
  const { loc, lang } = useLocale();
  const [matches, setMatches] = useState<MatchInfo[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  const refresh = useCallback(async () => {
    try {
      const m = await api.matches(undefined, status);
      // a transition: the list is drawn in slices, not one long task (issue 16 item 9, TBT on load)
      startTransition(() => {
        setMatches(m);
        setError(null);
      });
    } catch (e) {
      setError(e);
    }
  }, [status]);

  useEffect(() => {
    void refresh();
    const timer = setInterval(refresh, 5000);
    return () => clearInterval(timer);
  }, [refresh]);

  const gameName = (id: string) => {
    const g = games?.find((x) => x.id === id);
    return g ? loc(g.names) : id;
  };
  const live = (matches ?? []).filter((m) => m.status === 'open' || m.status === 'playing');
  const titleId = `${status}-title`;

  return (
    <section
      aria-labelledby={titleId}
      className="panel"
      style={status === 'playing' ? { marginTop: 16 } : {}}
    >
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id={titleId} style={{ margin: 0 }}>
          {status === 'open' ? t('home.openMatches') : t('home.playingNow')}
        </h2>
        <button type="button" className="btn small" onClick={refresh}>
          {t('home.refresh')}
        </button>
      </div>
      <ErrorBox error={error} />
      {matches && live.length === 0 && (
        <p className="muted">{status === 'open' ? t('home.noOpenMatches') : t('home.noPlayingMatches')}</p>
      )}
      <ul className="match-list" data-testid={status === 'open' ? 'match-list' : 'playing-list'}>
        {live.map((m) => {
          const free = m.seats.filter((s) => s.kind === 'human' && !s.occupied).length;
          const names = m.seats
            .map((s) =>
              s.kind === 'bot'
                ? botLevelText(s.botLevel ?? 'medium', currentLang())
                : (s.name ?? t('match.seatOpen')),
            )
            .join(' · ');
          return (
            <li key={m.id} className="match-item">
              <div>
                <strong>{gameName(m.game)}</strong>{' '}
                <span className={`badge ${m.status}`}>
                  {m.status === 'open'
                    ? t('home.seatsFree', { free, total: m.players })
                    : t('home.liveMatches')}
                </span>
                {m.settings && m.settings.clock.kind !== 'none' && (
                  <>
                    {' '}
                    <span className="badge" data-testid="match-clock">
                      {describeClock(m.settings.clock, t)}
                    </span>
                  </>
                )}
                {status === 'playing' && (
                  <span className="muted" style={{ fontSize: '0.85rem' }}>
                    {' '}
                    {t('home.moves', { count: m.version })}
                  </span>
                )}
                <div className="muted" style={{ fontSize: '0.85rem' }}>
                  {names}
                </div>
                <div className="muted" style={{ fontSize: '0.85rem' }} data-testid="last-activity">
                  {t('home.lastActivity', { ago: formatAgo(Math.max(0, Date.now() - m.updatedAt), lang) })}
                </div>
              </div>
              <div className="row">
                {status === 'open' && free > 0 && (
                  <a
                    className="btn small primary"
                    href={href({ name: 'match', matchId: m.id, invite: null })}
                  >
                    {t('home.join')}
                  </a>
                )}
                <a className="btn small" href={href({ name: 'match', matchId: m.id, invite: null })}>
                  {t('home.watch')}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

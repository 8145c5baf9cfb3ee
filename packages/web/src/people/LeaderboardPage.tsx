import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { href } from '../app/route.ts';
import { useGameName, useTitle } from '../app/title.ts';
import { useGames } from '../app/useGames.ts';
import { useLocale } from '../i18n/index.ts';
import { Avatar } from './Avatar.tsx';
import { type Leaderboard, peopleApi } from './api.ts';
import { useProfile } from './profile.ts';
import './people.css';

/** A game's leaderboard, `#/leaderboard/{game}?page=n` (issue 15): best conservative rating first, paginated. */
export function LeaderboardPage({ gameId, page }: { gameId: string; page: number }) {
  const { t } = useTranslation();
  const { loc } = useLocale();
  const { games } = useGames();
  const { me } = useProfile();
  const name = useGameName(gameId);
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [error, setError] = useState<unknown>(null);
  useTitle(name ? t('people.leaderboardTitle', { game: name }) : null);
  useEffect(() => {
    let live = true;
    setError(null);
    peopleApi.leaderboard(gameId, page).then(
      (b) => live && setBoard(b),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [gameId, page]);

  return (
    <section className="panel" aria-labelledby="board-title" data-testid="leaderboard">
      <h1 id="board-title">{t('people.leaderboardTitle', { game: name ?? gameId })}</h1>
      <nav className="game-tabs" aria-label={t('home.games')}>
        {games?.map((g) => (
          <a
            key={g.id}
            className="btn small"
            href={href({ name: 'leaderboard', gameId: g.id, page: 1 })}
            aria-current={g.id === gameId ? 'page' : undefined}
          >
            {loc(g.names)}
          </a>
        ))}
      </nav>
      <p className="muted small-text">{t('people.leaderboardNote')}</p>
      <ErrorBox error={error} />
      {!board && !error && <p className="muted">{t('app.loading')}</p>}
      {board && board.rows.length === 0 && <p className="muted">{t('people.leaderboardEmpty')}</p>}
      {board && board.rows.length > 0 && (
        <table className="data-table" data-testid="leaderboard-table">
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('people.placeCol')}
              </th>
              <th scope="col">{t('people.playerCol')}</th>
              <th scope="col" className="num">
                {t('people.rating')}
              </th>
              <th scope="col" className="num">
                {t('people.ratedGames')}
              </th>
            </tr>
          </thead>
          <tbody>
            {board.rows.map((r) => (
              <tr key={r.player} className={r.player === me?.id ? 'me' : undefined}>
                <td className="num">{r.place}</td>
                <td>
                  <a className="player-link" href={href({ name: 'player', playerId: r.player })}>
                    <Avatar id={r.avatar} size={24} />
                    {r.name}
                  </a>
                </td>
                <td className="num">
                  {r.rating}
                  {r.provisional && (
                    <>
                      {' '}
                      <span className="badge provisional" title={t('people.provisionalHint')}>
                        {t('people.provisional')}
                      </span>
                    </>
                  )}
                </td>
                <td className="num">{r.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {board && (
        <nav className="pager" aria-label={t('people.pageOf', { page: board.page, pages: board.pages })}>
          {board.page > 1 ? (
            <a
              className="btn small"
              href={href({ name: 'leaderboard', gameId, page: board.page - 1 })}
              rel="prev"
            >
              {t('people.previous')}
            </a>
          ) : (
            <span />
          )}
          <span className="muted">
            {t('people.pageOf', { page: board.page, pages: board.pages })} ·{' '}
            {t('people.playersTotal', { count: board.total })}
          </span>
          {board.page < board.pages ? (
            <a
              className="btn small"
              href={href({ name: 'leaderboard', gameId, page: board.page + 1 })}
              rel="next"
            >
              {t('people.next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { href } from '../app/route.ts';
import { useTitle } from '../app/title.ts';
import { useGames } from '../app/useGames.ts';
import { useLocale } from '../i18n/index.ts';
import { ApiError } from '../net/api.ts';
import { Avatar } from './Avatar.tsx';
import { type PublicProfile, peopleApi } from './api.ts';
import { gameNameOf } from './MyGames.tsx';
import { useProfile } from './profile.ts';
import { RatingChart } from './RatingChart.tsx';
import { SeatNames } from './SeatNames.tsx';
import './people.css';

/**
 * A public profile, `#/p/{id}` (issue 15): ratings (provisional marked), games played and won per game and player
 * count, a rating-history chart per game, recent finished matches with their replays.
 */
export function ProfilePage({ playerId }: { playerId: string }) {
  const { t, i18n } = useTranslation();
  const { loc } = useLocale();
  const { games } = useGames();
  const { me } = useProfile();
  const [profile, setProfile] = useState<PublicProfile | null>(null);
  const [error, setError] = useState<unknown>(null);
  // my own page follows my edits (name, avatar)
  const myVersion = me?.id === playerId ? `${me.name}/${me.avatar}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: myVersion reloads my own page after I edit it
  useEffect(() => {
    let live = true;
    setError(null);
    peopleApi.player(playerId).then(
      (p) => live && setProfile(p),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [playerId, myVersion]);
  useTitle(profile ? t('people.profileTitle', { name: profile.name }) : error ? t('people.notFound') : null);
  const gameName = (id: string) => gameNameOf(games, id, loc);

  if (error) {
    const missing = error instanceof ApiError && error.body?.code === 'PLAYER_NOT_FOUND';
    return (
      <div className="panel" data-testid="player-missing">
        {missing ? <p>{t('people.notFound')}</p> : <ErrorBox error={error} />}
        <a className="btn" href="#/">
          {t('match.toHome')}
        </a>
      </div>
    );
  }
  if (!profile) return <p className="muted">{t('app.loading')}</p>;
  const historyGames = [...new Set(profile.history.map((h) => h.game))];
  const pct = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });

  return (
    <div data-testid="player-page">
      <section className="panel player-head">
        <Avatar id={profile.avatar} size={72} />
        <h1 data-testid="player-name">{profile.name}</h1>
      </section>

      <div className="people-grid">
        <section className="panel" aria-labelledby="ratings-title">
          <h2 id="ratings-title">{t('people.ratings')}</h2>
          {profile.ratings.length === 0 ? (
            <p className="muted">{t('people.noRatings')}</p>
          ) : (
            <>
              <table className="data-table" data-testid="ratings">
                <thead>
                  <tr>
                    <th scope="col">{t('people.game')}</th>
                    <th scope="col" className="num">
                      {t('people.rating')}
                    </th>
                    <th scope="col" className="num">
                      {t('people.ratedGames')}
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">{t('people.leaderboard')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {profile.ratings.map((r) => (
                    <tr key={r.game}>
                      <th scope="row">{gameName(r.game)}</th>
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
                      <td>
                        <a href={href({ name: 'leaderboard', gameId: r.game, page: 1 })}>
                          {t('people.leaderboard')}
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {profile.ratings.some((r) => r.provisional) && (
                <p className="muted small-text">{t('people.provisionalHint')}</p>
              )}
            </>
          )}
        </section>

        <section className="panel" aria-labelledby="stats-title">
          <h2 id="stats-title">{t('people.stats')}</h2>
          {profile.stats.length === 0 ? (
            <p className="muted">{t('people.noStats')}</p>
          ) : (
            <table className="data-table" data-testid="stats">
              <thead>
                <tr>
                  <th scope="col">{t('people.game')}</th>
                  <th scope="col" className="num">
                    {t('people.playerCount')}
                  </th>
                  <th scope="col" className="num">
                    {t('people.played')}
                  </th>
                  <th scope="col" className="num">
                    {t('people.won')}
                  </th>
                  <th scope="col" className="num">
                    {t('people.winRate')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {profile.stats.map((s) => (
                  <tr key={`${s.game}/${s.players}`}>
                    <th scope="row">{gameName(s.game)}</th>
                    <td className="num">{s.players}</td>
                    <td className="num">{s.played}</td>
                    <td className="num">{s.won}</td>
                    <td className="num">{pct.format(s.winRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>

      {historyGames.length > 0 && (
        <section className="panel" aria-labelledby="history-title" style={{ marginTop: 16 }}>
          <h2 id="history-title">{t('people.history')}</h2>
          {historyGames.map((g) => (
            <RatingChart key={g} game={gameName(g)} points={profile.history.filter((h) => h.game === g)} />
          ))}
        </section>
      )}

      <section className="panel" aria-labelledby="recent-title" style={{ marginTop: 16 }}>
        <h2 id="recent-title">{t('people.recent')}</h2>
        {profile.recent.length === 0 ? (
          <p className="muted">{t('people.noRecent')}</p>
        ) : (
          <ul className="match-list" data-testid="recent">
            {profile.recent.map((m) => (
              <li key={m.id} className="match-item">
                <div>
                  <strong>{gameName(m.game)}</strong>{' '}
                  <span className="badge">{m.rated ? t('people.rated') : t('people.casual')}</span>{' '}
                  {m.rank !== null && (
                    <span className="badge">{t('people.place', { rank: m.rank, players: m.players })}</span>
                  )}{' '}
                  <span className="muted small-text">
                    {new Date(m.updatedAt).toLocaleString(i18n.language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </span>
                  <div className="muted">
                    <SeatNames match={m} />
                  </div>
                </div>
                <a
                  className="btn small"
                  href={href({ name: 'replay', matchId: m.id })}
                  data-testid="recent-replay"
                >
                  {t('people.replay')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

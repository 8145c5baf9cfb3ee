import { currentLang, seatName } from '@potluck/web-kit';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/index.ts';
import { api } from '../net/api.ts';
import type { GameInfo, MatchInfo } from '../net/types.ts';
import { ErrorBox } from './ErrorBox.tsx';
import { href } from './route.ts';

const FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * One date formatter per language, made when a finished match is first shown: building one loads ICU's date data
 * (~70 ms of a phone's main thread), which an empty list (a first visit) need not pay, nor every refresh.
 */
function dateTimeFormat(lang: string): Intl.DateTimeFormat {
  let f = FORMATS.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    FORMATS.set(lang, f);
  }
  return f;
}

/** The lobby's list of recently finished matches (GET /api/history), each with who won and its replay. */
export function RecentMatches({ games }: { games: GameInfo[] | null }) {
  const { t } = useTranslation();
  const { loc, lang } = useLocale();
  const [matches, setMatches] = useState<MatchInfo[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      api.history(8).then(
        (m) => {
          if (!live) return;
          // a transition: the list is drawn in slices, not one long task (issue 16 item 9, TBT on load)
          startTransition(() => {
            setMatches(m);
            setError(null);
          });
        },
        (e) => live && setError(e),
      );
    void load();
    const timer = setInterval(load, 30_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  const gameName = (id: string) => {
    const g = games?.find((x) => x.id === id);
    return g ? loc(g.names) : id;
  };

  return (
    <section aria-labelledby="recent-title" className="panel" style={{ marginTop: 16 }}>
      <h2 id="recent-title" style={{ margin: 0 }}>
        {t('home.recent')}
      </h2>
      <ErrorBox error={error} />
      {matches && matches.length === 0 && <p className="muted">{t('home.noRecent')}</p>}
      <ul className="match-list" data-testid="recent-list">
        {(matches ?? []).map((m) => {
          const names = m.seats.map((s) => seatName(m, s.seat, currentLang()));
          const winners = (m.result?.winners ?? []).map((w) => names[w] ?? `#${w + 1}`).join(', ');
          return (
            <li key={m.id} className="match-item" data-match={m.id}>
              <div>
                <strong>{gameName(m.game)}</strong>{' '}
                <span className="muted" style={{ fontSize: '0.85rem' }}>
                  <time dateTime={new Date(m.updatedAt).toISOString()}>
                    {dateTimeFormat(lang).format(m.updatedAt)}
                  </time>
                </span>
                <div className="muted" style={{ fontSize: '0.85rem' }}>
                  {names.join(' · ')}
                </div>
                {winners && (
                  <div style={{ fontSize: '0.85rem' }}>{t('home.recentWinner', { names: winners })}</div>
                )}
              </div>
              <div className="row">
                <a
                  className="btn small"
                  href={`${href({ name: 'replay', matchId: m.id })}?play`}
                  data-testid="recent-replay"
                  aria-label={t('home.replayOf', { game: gameName(m.game), names: names.join(', ') })}
                >
                  {t('home.replay')}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * A game's puzzles (issue 17 item 4), `#/puzzles/<game>` (today's daily puzzle) and `#/puzzles/<game>/<id>`:
 * the position drawn by the game's own screen from the puzzle seat's view and legal moves (all the server sends),
 * a move on the table or from the list is an attempt, and the answer comes back with the search's numbers said in
 * words ("this move wins 62% of the time, the next best 41%"). After a wrong move: try again, or show the answer
 * (lit up on the table as a hint is).
 */
import { canonicalJson, type Locale } from '@potluck/engine';
import { TableMotion } from '@potluck/web-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { href } from '../app/route.ts';
import { useGameName, useTitle } from '../app/title.ts';
import { TablePlaceholder } from '../match/parts.tsx';
import { useGameUiLoad } from '../match/registry.ts';
import { TableLoadFailed } from '../match/TableLoadFailed.tsx';
import type { Frame, MatchInfo } from '../net/types.ts';
import { type PuzzleAttempt, type PuzzleList, type PuzzleShown, puzzlesApi } from './api.ts';
import './puzzles.css';

const pct = (x: number) => Math.round(x * 100);
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

export function PuzzlePage({ gameId, puzzleId }: { gameId: string; puzzleId: string | null }) {
  const { t, i18n } = useTranslation();
  const lang = (['en', 'zh-Hans', 'zh-Hant'].includes(i18n.language) ? i18n.language : 'en') as Locale;
  const name = useGameName(gameId);
  useTitle(name ? t('puzzles.title', { game: name }) : null);
  const [list, setList] = useState<PuzzleList | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    setList(null);
    setError(null);
    puzzlesApi.list(gameId).then(
      (l) => live && setList(l),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [gameId]);
  const id = puzzleId ?? list?.daily?.id ?? null;
  const isDaily = list?.daily != null && list.daily.id === id;

  return (
    <section className="panel puzzles" aria-labelledby="puzzles-title" data-testid="puzzles">
      <h1 id="puzzles-title">{t('puzzles.title', { game: name ?? gameId })}</h1>
      <ErrorBox error={error} />
      {!list && !error && <p className="muted">{t('app.loading')}</p>}
      {list && list.puzzles.length === 0 && <p className="muted">{t('puzzles.none')}</p>}
      {list && list.puzzles.length > 0 && (
        <>
          <p className="muted small-text">{t('puzzles.intro', { gap: pct(list.gap) })}</p>
          <nav className="puzzle-list" aria-label={t('puzzles.list')}>
            {list.daily && (
              <a
                className="btn small"
                href={href({ name: 'puzzles', gameId, puzzleId: null })}
                aria-current={isDaily && puzzleId === null ? 'page' : undefined}
                data-testid="puzzle-daily-link"
              >
                {t('puzzles.daily')}
              </a>
            )}
            {list.puzzles.map((p) => (
              <a
                key={p.id}
                className="btn small"
                href={href({ name: 'puzzles', gameId, puzzleId: p.id })}
                aria-current={p.id === id ? 'page' : undefined}
                data-testid={`puzzle-link-${p.id}`}
              >
                {t('puzzles.numbered', { id: p.id })}
              </a>
            ))}
          </nav>
          {id !== null && (
            <Puzzle
              key={`${gameId}/${id}`}
              gameId={gameId}
              id={id}
              heading={
                isDaily && list.daily
                  ? t('puzzles.dailyOf', { date: list.daily.date })
                  : t('puzzles.numbered', { id })
              }
              next={nextOf(list, id)}
              lang={lang}
            />
          )}
        </>
      )}
    </section>
  );
}

function nextOf(list: PuzzleList, id: string): string | null {
  const i = list.puzzles.findIndex((p) => p.id === id);
  return list.puzzles[(i + 1) % list.puzzles.length]?.id ?? null;
}

function Puzzle(props: { gameId: string; id: string; heading: string; next: string | null; lang: Locale }) {
  const { gameId, id, heading, next, lang } = props;
  const { t } = useTranslation();
  const { ui, failed: uiFailed, retrying, retry: retryUi } = useGameUiLoad(gameId);
  const [shown, setShown] = useState<PuzzleShown | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState<{ action: unknown; result: PuzzleAttempt } | null>(null);
  const [pending, setPending] = useState(false);
  const [reveal, setReveal] = useState(false);
  // on a phone the verdict is under the table: it is brought into view when it changes
  const verdictRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt) verdictRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [attempt]);
  useEffect(() => {
    let live = true;
    puzzlesApi.get(gameId, id).then(
      (p) => live && setShown(p),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [gameId, id]);

  const names = useMemo(() => {
    if (!shown) return [];
    let other = 0;
    return Array.from({ length: shown.players }, (_, s) =>
      s === shown.seat ? t('puzzles.you') : t('puzzles.opponent', { n: ++other }),
    );
  }, [shown, t]);
  const match: MatchInfo | null = useMemo(
    () =>
      shown && {
        id: `puzzle-${gameId}-${id}`,
        game: gameId,
        players: shown.players,
        options: shown.options,
        status: 'playing',
        version: 0,
        seats: names.map((n, seat) => ({
          seat,
          kind: seat === shown.seat ? 'human' : 'bot',
          botLevel: seat === shown.seat ? null : 'hard',
          name: n,
          occupied: true,
          connected: true,
        })),
        result: null,
        createdAt: 0,
        updatedAt: 0,
      },
    [shown, names, gameId, id],
  );
  const solved = attempt?.result.correct === true;
  const frame: Frame | null = useMemo(
    () =>
      shown && {
        view: shown.view,
        active: shown.active,
        // once solved, a move on the table does nothing more (tryMove); the answer is lit up
        legal: shown.legal,
        result: null,
      },
    [shown],
  );

  if (error) return <ErrorBox error={error} />;
  // the game's screen did not download: said, with a retry, not a placeholder that never ends
  if (uiFailed)
    return <TableLoadFailed title={t('table.loadFailedPuzzle')} retrying={retrying} onRetry={retryUi} />;
  if (!shown || !ui || !match || !frame) return <TablePlaceholder label={t('app.loading')} />;

  const words = (i: number): string => {
    const lines = shown.events[i]?.flatMap(
      (e) => ui.describe?.(e, { match, you: shown.seat, names, frame }) ?? [],
    );
    return lines && lines.length > 0 ? lines.join(' ') : t('puzzles.move', { n: i + 1 });
  };
  const wordsOf = (action: unknown): string => {
    const i = shown.legal.findIndex((a) => same(a, action));
    return i < 0 ? JSON.stringify(action) : words(i);
  };
  const tryMove = (action: unknown) => {
    if (pending || solved) return;
    setPending(true);
    setError(null);
    puzzlesApi.attempt(gameId, id, action).then(
      (result) => {
        setAttempt({ action, result });
        setPending(false);
        if (result.correct) setReveal(true);
      },
      (e) => {
        setError(e);
        setPending(false);
      },
    );
  };
  const r = attempt?.result ?? null;
  const best = r?.candidates[0] ?? null;
  const nextBest = r ? Math.max(...r.candidates.slice(1).map((c) => c.winChance)) : 0;

  return (
    <div className="puzzle" data-testid="puzzle">
      <h2>{heading}</h2>
      <p data-testid="puzzle-task">{t('puzzles.task')}</p>
      <div className="puzzle-layout">
        <div className="match-main puzzle-screen">
          <TableMotion>
            <ui.Screen
              match={match}
              frame={frame}
              you={shown.seat}
              names={names}
              log={[]}
              pending={pending}
              onMove={tryMove}
              hinted={reveal && r ? [r.answer] : undefined}
            />
          </TableMotion>
        </div>
        <aside className="puzzle-side">
          <div aria-live="polite" data-testid="puzzle-verdict" ref={verdictRef}>
            {pending && <p className="muted">{t('puzzles.trying')}</p>}
            {r && !pending && (
              <div className={r.correct ? 'puzzle-result correct' : 'puzzle-result wrong'}>
                <p className="puzzle-word" data-testid={r.correct ? 'puzzle-correct' : 'puzzle-wrong'}>
                  {r.correct ? t('puzzles.correct') : t('puzzles.incorrect')}
                </p>
                {r.correct && best ? (
                  <p>{t('puzzles.correctChance', { p: pct(best.winChance), q: pct(nextBest) })}</p>
                ) : (
                  <p>
                    {r.played
                      ? t('puzzles.yourChance', { p: pct(r.played.winChance) })
                      : t('puzzles.yourUnsearched')}{' '}
                    {best && t('puzzles.bestChance', { p: pct(best.winChance), q: pct(nextBest) })}
                  </p>
                )}
                {reveal && (
                  <>
                    <p data-testid="puzzle-answer">
                      {t('puzzles.answerIs', { move: wordsOf(r.answer).replace(/[.。]$/, '') })}{' '}
                      {t('puzzles.answerShown')}
                    </p>
                    <p className="muted small-text">{r.explanation[lang]}</p>
                  </>
                )}
                {!r.correct && (
                  <p className="puzzle-buttons">
                    <button
                      type="button"
                      className="btn small"
                      onClick={() => setAttempt(null)}
                      data-testid="puzzle-retry"
                    >
                      {t('puzzles.tryAgain')}
                    </button>
                    {!reveal && (
                      <button
                        type="button"
                        className="btn small"
                        onClick={() => setReveal(true)}
                        data-testid="puzzle-reveal"
                      >
                        {t('puzzles.showAnswer')}
                      </button>
                    )}
                  </p>
                )}
                {reveal && (
                  <table className="data-table puzzle-numbers" data-testid="puzzle-numbers">
                    <caption>{t('puzzles.numbersTitle')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('puzzles.colMove')}</th>
                        <th scope="col" className="num">
                          {t('puzzles.colChance')}
                        </th>
                        <th scope="col" className="num">
                          {t('puzzles.colVisits')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {r.candidates.map((c) => (
                        <tr
                          key={canonicalJson(c.action)}
                          className={same(c.action, r.answer) ? 'me' : undefined}
                        >
                          <td>
                            {wordsOf(c.action)}
                            {same(c.action, r.answer) && ` (${t('puzzles.answerMark')})`}
                          </td>
                          <td className="num">{pct(c.winChance)}%</td>
                          <td className="num">{c.visits}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </div>
            )}
            <ErrorBox error={error} onDismiss={() => setError(null)} />
          </div>
          {solved && next !== null && next !== id && (
            <a
              className="btn"
              href={href({ name: 'puzzles', gameId, puzzleId: next })}
              data-testid="puzzle-next"
            >
              {t('puzzles.next')}
            </a>
          )}
          <details className="puzzle-moves">
            <summary>{t('puzzles.moves', { n: shown.legal.length })}</summary>
            <p className="muted small-text">{t('puzzles.movesHint')}</p>
            <ol
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard (its buttons are disabled once solved)
              tabIndex={0}
              aria-label={t('puzzles.moves', { n: shown.legal.length })}
            >
              {shown.legal.map((a, i) => (
                <li key={canonicalJson(a)}>
                  <button
                    type="button"
                    className="btn small"
                    disabled={pending || solved}
                    onClick={() => tryMove(a)}
                    data-testid={`puzzle-move-${i}`}
                  >
                    {words(i)}
                  </button>
                </li>
              ))}
            </ol>
          </details>
        </aside>
      </div>
    </div>
  );
}

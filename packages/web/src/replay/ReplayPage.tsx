import { currentLang, seatName, TableMotion, useTexts } from '@potluck/web-kit';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { StepIcon } from '../app/icons.tsx';
import { href } from '../app/route.ts';
import { useGameName, useTitle } from '../app/title.ts';
import { ChatLogPanel } from '../match/ChatPanel.tsx';
import { EventLog, TablePlaceholder } from '../match/parts.tsx';
import { useGameUiLoad } from '../match/registry.ts';
import { TableLoadFailed } from '../match/TableLoadFailed.tsx';
import { describeTableEvent } from '../match/table-events.ts';
import { api } from '../net/api.ts';
import { claimFor } from '../net/session.ts';
import type { MatchInfo } from '../net/types.ts';
import { RULES_TEXTS } from '../rules/ui-texts.ts';
import { AnalysisPanel } from './AnalysisPanel.tsx';
import { ANALYSIS_TEXTS } from './analysis-texts.ts';
import { eventsUpTo, fetchReplay, type ReplayData, replayFrames, viewerChoices } from './replay.ts';
import './replay.css';

const noop = () => {};

/** Autoplay speeds: seconds a move (issue 16 item 8); the choice is kept in this browser. */
const SPEEDS = [
  { x: 0.5, ms: 2000 },
  { x: 1, ms: 1000 },
  { x: 2, ms: 500 },
  { x: 4, ms: 250 },
] as const;
const SPEED_KEY = 'potluck.replaySpeed';

function savedSpeed(): number {
  try {
    const v = Number(localStorage.getItem(SPEED_KEY));
    return SPEEDS.some((s) => s.x === v) ? v : 1;
  } catch {
    return 1;
  }
}

/** `#/replay/<id>?play` (the lobby's links) starts playing at once. */
const autoplayAsked = () => /[?&]play\b/.test(window.location.hash);

/**
 * Steps through a finished match (route #/replay/<id>), as the public saw it or as any seat saw it (once a match
 * is over nothing is secret, so the server gives every seat's view; never the seed). It opens on this browser's
 * seat when it held one. The game's own screen draws every frame, with every control disabled.
 */
export function ReplayPage({ matchId }: { matchId: string }) {
  const { t } = useTranslation();
  const { tx } = useTexts(RULES_TEXTS);
  const claim = claimFor(matchId);
  const [viewer, setViewer] = useState<number>(() => claim?.seat ?? -1);
  const [info, setInfo] = useState<MatchInfo | null>(null);
  const [data, setData] = useState<ReplayData | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [step, setStep] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    api
      .match(matchId)
      .then((m) => {
        if (!live) return;
        // transitions: React draws the table in slices of ~5 ms, not in one task (issue 16 item 9: in one task the
        // first render of a Wasabi! replay took 67 ms, 270 ms at Lighthouse's 4× slowdown), as useMatch does
        startTransition(() => setInfo(m));
        if (m.status !== 'finished') return;
        return fetchReplay(matchId, viewer < m.players ? viewer : -1).then((r) => {
          if (!live) return;
          startTransition(() => {
            setData(r);
            setStep((s) => Math.min(s, r.steps.length));
          });
        });
      })
      .catch((e) => live && setError(e));
    return () => {
      live = false;
    };
  }, [matchId, viewer]);

  const frames = useMemo(() => (data ? replayFrames(data) : []), [data]);
  const { ui, failed: uiFailed, retrying, retry: retryUi } = useGameUiLoad(info?.game ?? null);
  const titleGame = useGameName(info?.game);
  useTitle(titleGame ? tx('replayTitle', { game: titleGame }) : null);
  const n = data?.steps.length ?? 0;
  const go = useCallback((i: number) => setStep(Math.max(0, Math.min(n, i))), [n]);
  const [playing, setPlaying] = useState(autoplayAsked);
  const [tab, setTab] = useState<'log' | 'analysis'>('log');
  const { tx: ax } = useTexts(ANALYSIS_TEXTS);
  const [speed, setSpeed] = useState(savedSpeed);
  const ms = SPEEDS.find((s) => s.x === speed)?.ms ?? 1000;
  // Autoplay: one move every `ms`, stopping at the end.
  useEffect(() => {
    if (!playing || n === 0) return;
    if (step >= n) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setStep((s) => Math.min(n, s + 1)), ms);
    return () => clearTimeout(timer);
  }, [playing, step, n, ms]);
  const goManual = (i: number) => {
    setPlaying(false);
    go(i);
  };
  const togglePlay = () => {
    if (!playing && step >= n) setStep(0);
    setPlaying(!playing);
  };
  const chooseSpeed = (x: number) => {
    setSpeed(x);
    try {
      localStorage.setItem(SPEED_KEY, String(x));
    } catch {
      // storage unavailable: the choice lasts this page
    }
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT')) {
        if (!(el as HTMLInputElement).type || (el as HTMLInputElement).type !== 'range') return;
      }
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight' || e.key === 'Home' || e.key === 'End')
        setPlaying(false);
      if (e.key === 'ArrowLeft') go(step - 1);
      else if (e.key === 'ArrowRight') go(step + 1);
      else if (e.key === 'Home') go(0);
      else if (e.key === 'End') go(n);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, step, n]);

  if (error) {
    return (
      <div className="panel">
        <ErrorBox error={error} />
        <a className="btn" href="#/">
          {t('match.toHome')}
        </a>
      </div>
    );
  }
  if (info && info.status !== 'finished') {
    return (
      <div className="panel">
        <p>{tx('notFinished')}</p>
        <a className="btn" href={`#/m/${encodeURIComponent(matchId)}`}>
          {tx('toMatch')}
        </a>
      </div>
    );
  }
  // the game's screen did not download: said, with a retry, not a placeholder that never ends
  if (uiFailed)
    return <TableLoadFailed title={t('table.loadFailedReplay')} retrying={retrying} onRetry={retryUi} />;
  // The bar is drawn as soon as the match and its replay are here; the table once its game's file is in too (it is
  // the page's largest text, so the page paints its main content one file earlier: Lighthouse's LCP, issue 16).
  if (!info || !data || frames.length === 0) return <TablePlaceholder label={tx('loading')} />;

  const names = info.seats.map((s) => seatName(info, s.seat, currentLang()));
  const frame = frames[step];
  const log = eventsUpTo(data, step);
  const current = step > 0 ? data.steps[step - 1] : null;
  const stepLog = current ? current.events.map((event, j) => ({ key: `c${j}`, version: step, event })) : [];
  const gameName = titleGame ?? info.game;

  return (
    <div className="replay" data-testid={ui ? 'replay' : undefined} data-step={step} data-steps={n}>
      <div className="panel replay-bar">
        <h1>{tx('replayTitle', { game: gameName })}</h1>
        <div className="replay-row">
          <label className="field replay-viewer">
            {tx('viewAs')}
            <select
              value={String(data.viewer)}
              onChange={(e) => setViewer(Number(e.target.value))}
              data-testid="replay-viewer"
            >
              {viewerChoices(info.players, claim?.seat ?? null).map((c) => (
                <option key={c.viewer} value={String(c.viewer)}>
                  {c.viewer < 0
                    ? tx('publicView')
                    : tx(c.own ? 'seatView' : 'otherSeatView', { name: names[c.viewer] ?? '' })}
                </option>
              ))}
            </select>
          </label>
          <p className="muted replay-note">{tx('allSeatsOpen')}</p>
        </div>
        <div className="replay-controls">
          <input
            type="range"
            min={0}
            max={n}
            value={step}
            onChange={(e) => goManual(Number(e.target.value))}
            aria-label={tx('slider')}
            aria-valuetext={tx('step', { i: step, n })}
            data-testid="replay-slider"
          />
          <button
            type="button"
            className="btn small"
            onClick={() => goManual(0)}
            disabled={step === 0}
            aria-label={tx('start')}
          >
            <StepIcon to="start" />
          </button>
          <button
            type="button"
            className="btn small"
            onClick={() => goManual(step - 1)}
            disabled={step === 0}
            aria-label={tx('prev')}
            data-testid="replay-prev"
          >
            <StepIcon to="prev" />
          </button>
          <button
            type="button"
            className="btn small"
            onClick={() => goManual(step + 1)}
            disabled={step === n}
            aria-label={tx('next')}
            data-testid="replay-next"
          >
            <StepIcon to="next" />
          </button>
          <button
            type="button"
            className="btn small"
            onClick={() => goManual(n)}
            disabled={step === n}
            aria-label={tx('end')}
          >
            <StepIcon to="end" />
          </button>
          <button
            type="button"
            className="btn small primary"
            onClick={togglePlay}
            aria-pressed={playing}
            data-testid="replay-play"
          >
            {playing ? tx('pauseReplay') : tx('playReplay')}
          </button>
          <label className="replay-speed">
            {tx('speed')}{' '}
            <select
              value={String(speed)}
              onChange={(e) => chooseSpeed(Number(e.target.value))}
              data-testid="replay-speed"
            >
              {SPEEDS.map((s) => (
                <option key={s.x} value={String(s.x)}>
                  {tx('speedN', { x: s.x, s: s.ms / 1000 })}
                </option>
              ))}
            </select>
          </label>
          {/* while playing, the count is not read out at every move */}
          <span className="replay-count" role={playing ? undefined : 'status'} data-testid="replay-count">
            {tx('step', { i: step, n })}
          </span>
        </div>
        <p className="muted replay-keys">{tx('keys')}</p>
        <div className="replay-now" aria-live="polite">
          <strong>{current ? tx('byWho', { name: names[current.seat] ?? '' }) : tx('setupStep')}</strong>
          {current && (
            <ul>
              {(() => {
                const lines = stepLog.flatMap((l) =>
                  (
                    describeTableEvent(l.event, names, t) ??
                    ui?.describe?.(l.event, { match: info, you: data.viewer, names, frame }) ??
                    []
                  ).map(
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one event are positional
                    (line, j) => <li key={`${l.key}-${j}`}>{line}</li>,
                  ),
                );
                return lines.length > 0 ? lines : <li className="muted">{tx('hiddenMove')}</li>;
              })()}
            </ul>
          )}
        </div>
      </div>
      {!ui ? (
        <TablePlaceholder label={tx('loading')} />
      ) : (
        <div className="match-layout">
          <div className="match-main replay-screen">
            <TableMotion>
              <ui.Screen
                match={info}
                frame={frame}
                you={data.viewer}
                names={names}
                log={log}
                pending={true}
                onMove={noop}
              />
            </TableMotion>
          </div>
          <aside className="match-side">
            <div className="replay-tabs" role="tablist">
              {(['log', 'analysis'] as const).map((k) => (
                <button
                  key={k}
                  type="button"
                  role="tab"
                  id={`replay-tab-${k}`}
                  aria-selected={tab === k}
                  aria-controls={`replay-panel-${k}`}
                  className="btn small"
                  onClick={() => setTab(k)}
                  data-testid={`replay-tab-${k}`}
                >
                  {ax(k === 'log' ? 'tabLog' : 'tabAnalysis')}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`replay-panel-${tab}`} aria-labelledby={`replay-tab-${tab}`}>
              {tab === 'log' ? (
                <>
                  <EventLog
                    log={log}
                    describe={ui.describe}
                    ctx={{ match: info, you: data.viewer, names, frame }}
                  />
                  <ChatLogPanel matchId={matchId} names={names} you={claim?.seat ?? -1} />
                </>
              ) : (
                <>
                  <AnalysisPanel
                    matchId={matchId}
                    steps={n}
                    step={step}
                    go={goManual}
                    names={names}
                    describe={(event, seat) =>
                      describeTableEvent(event, names, t) ??
                      ui.describe?.(event, { match: info, you: seat, names, frame }) ??
                      []
                    }
                  />
                  {/* puzzles (issue 17 item 4) are made from positions like the ones the analysis marks */}
                  <p className="replay-puzzles-link">
                    <a
                      className="btn small"
                      href={href({ name: 'puzzles', gameId: info.game, puzzleId: null })}
                      data-testid="analysis-puzzles"
                    >
                      {t('puzzles.fromAnalysis')}
                    </a>
                  </p>
                </>
              )}
            </div>
          </aside>
        </div>
      )}
    </div>
  );
}
